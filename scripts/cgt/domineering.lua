-- Domineering as a ruleset written in Lua: the values of small rectangles, as Winning Ways and
-- Lessons in Play list them, with their temperatures (the test tests/lua/test_cgt_ruleset.lua
-- checks the same values).
--
-- A position is a board: its rows joined by "|", "." free and "#" taken. Left places vertical
-- dominoes, Right horizontal ones. Strings are their own keys, so no key function is needed.
local function rows_of(board)
  local rows = {}
  for row in board:gmatch("[^|]+") do rows[#rows + 1] = row end
  return rows
end

-- Every board reached by covering a free cell and its neighbour (di, dj).
local function placements(board, di, dj)
  local rows, out = rows_of(board), {}
  for i = 1, #rows do
    for j = 1, #rows[i] do
      local i2, j2 = i + di, j + dj
      if rows[i]:sub(j, j) == "." and rows[i2] and rows[i2]:sub(j2, j2) == "." then
        local copy = {table.unpack(rows)}
        copy[i] = copy[i]:sub(1, j - 1) .. "#" .. copy[i]:sub(j + 1)
        copy[i2] = copy[i2]:sub(1, j2 - 1) .. "#" .. copy[i2]:sub(j2 + 1)
        out[#out + 1] = table.concat(copy, "|")
      end
    end
  end
  return out
end

local domineering = cgt.ruleset{
  left = function(board) return placements(board, 1, 0) end,   -- vertical
  right = function(board) return placements(board, 0, 1) end,  -- horizontal
}

local function rectangle(r, c)
  local rows = {}
  for i = 1, r do rows[i] = string.rep(".", c) end
  return table.concat(rows, "|")
end

-- The values the literature gives (Winning Ways ch. 2; Lessons in Play), rows x columns.
local known = {["1x2"] = "-1", ["2x1"] = "1", ["2x2"] = "+-1", ["2x3"] = "{2|-1/2}", ["3x2"] = "{1/2|-2}", ["3x3"] = "+-1"}

print(string.format("%-6s %-28s %-8s %-10s %s", "board", "value", "mean", "temp.", "known"))
for r = 1, 4 do
  for c = 1, 4 do
    if r * c <= 12 then
      local b = rectangle(r, c)
      local v = domineering:value(b)
      local name = r .. "x" .. c
      local k = known[name]
      print(string.format("%-6s %-28s %-8s %-10s %s", name, tostring(v), tostring(v:mean()), tostring(v:temperature()),
                          k and (k == tostring(v) and "= " .. k or "DIFFERS from " .. k) or ""))
    end
  end
end
print(string.format("\n%d positions evaluated; the 4 x 4 board missing a corner is %s (CGSuite: +-(1*))",
                    domineering:positions(), tostring(domineering:value("#...|....|....|...."))))
