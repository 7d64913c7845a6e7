-- Shared by the table scripts: the paper's tables and a printer that shows each row of ours
-- above the same row as printed, in the paper's layout.
local here = (arg and arg[0] and arg[0]:match("(.*/)")) or "./"
local C = {paper = dofile(here .. "paper_tables.lua"), here = here}

-- rows, cols: the labels; ours(r, c) -> string; paper[i][j] the printed strings.
function C.grid(title, rows, cols, ours, paper, width)
  local function line(label, cells)
    local out = {string.format("%-7s", label)}
    for _, s in ipairs(cells) do out[#out + 1] = string.format("%" .. width .. "s", s) end
    return table.concat(out)
  end
  print(title)
  local head = {}
  for _, c in ipairs(cols) do head[#head + 1] = tostring(c) end
  print(line("", head))
  local same, total = 0, 0
  for i, r in ipairs(rows) do
    local mine, printed = {}, {}
    for j, c in ipairs(cols) do
      mine[j], printed[j] = ours(r, c), paper[i][j]
      total = total + 1
      if mine[j] == printed[j] then same = same + 1 else mine[j] = mine[j] .. "*" end
    end
    print(line(tostring(r) .. " ours", mine))
    print(line("  paper", printed))
  end
  print(string.format("%d of %d entries agree with the paper to every printed digit%s\n", same, total,
                      same == total and "" or " (* marks the others)"))
  return same, total
end

return C
