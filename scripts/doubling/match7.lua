-- The cube-action matrix of a 7-point match (docs/doubling.md, "Match play"): at every score
-- before the Crawford game, the doubler's window from the Kazaross-XG2 table (dead cube and
-- Janowski's live cube with x = 2/3, no gammons), and the pictures: take points, and the cube
-- actions at a reference position (p = 0.72, gammons 1/5 and 3/20, x = 2/3).
--   alea scripts/doubling/match7.lua [dir]   (the SVG files go to dir, else where it runs)
if #doubling.met_names() == 0 then
  print("gnubg-data is not installed: the Kazaross-XG2 table is not there; nothing drawn")
  return
end
local dir = (arg and arg[1]) or "."
local K = doubling.met("Kazaross-XG2")
local live = {live = true, x = rat(2, 3)}

local function pct(x) return x and string.format("%.1f", 100 * x:float()) or "-" end

for _, model in ipairs{{"dead cube", {}}, {"live cube, x = 2/3", live}} do
  print("\nTake points and double points (%), " .. model[1] .. ", no gammons: row = doubler's away, column = taker's")
  local head = {"| doubler \\ taker |"}
  for b = 2, 7 do head[#head + 1] = " " .. b .. "-away |" end
  print(table.concat(head))
  print("|---|" .. string.rep("---|", 6))
  for a = 2, 7 do
    local cells = {"| " .. a .. "-away |"}
    for b = 2, 7 do
      local w = K:window(a, b, model[2])
      cells[#cells + 1] = string.format(" %s (%s) |", pct(w.take), pct(w.double))
    end
    print(table.concat(cells))
  end
end

local take = K:plot{what = "take", n = 7, file = dir .. "/doubling_match7_take.svg", width = 640, height = 480}
local action = K:plot{what = "action", n = 7, p = rat(18, 25), gammon_a = rat(1, 5), gammon_b = rat(3, 20), live = true,
                      x = rat(2, 3), file = dir .. "/doubling_match7_action.svg", width = 760, height = 480}
print("\n" .. take .. "\n" .. action)
