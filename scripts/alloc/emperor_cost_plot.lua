-- Research run (seconds): the per-t cost curve of find_emperor with pruning (issue 30), from the CSV
-- that scripts/alloc/find_emperors.lua appends (game, rules, t, verdict, pass s, check s, total,
-- survivor_checked, visited, pruned, pass_pruned, load). Draws the wall seconds per game and the
-- opponents visited, against the opponents walked without pruning, on log scales.
--   alea scripts/alloc/emperor_cost_plot.lua table.csv docs/alloc_emperor_cost.svg
local csv, out = assert(arg and arg[1], "the CSV path"), arg and arg[2] or "alloc_emperor_cost.svg"
local series = {}  -- key "game rules" -> {t = {}, seconds = {}, visited = {}, walked = {}}
local order = {}
for line in io.lines(csv) do
  local f = {}
  for v in line:gmatch("[^,]+") do f[#f + 1] = v end
  local key = f[1] .. " " .. f[2]
  if not series[key] then series[key] = {t = {}, seconds = {}, visited = {}, walked = {}}; order[#order + 1] = key end
  local s = series[key]
  s.t[#s.t + 1] = tonumber(f[3])
  s.seconds[#s.seconds + 1] = tonumber(f[5]) + tonumber(f[6])
  s.visited[#s.visited + 1] = tonumber(f[9])
  s.walked[#s.walked + 1] = tonumber(f[7]) + tonumber(f[8])
end
local lines = {}
for _, key in ipairs(order) do
  local s = series[key]
  lines[#lines + 1] = {x = s.t, y = s.seconds, title = key .. ": seconds (wall)", style = "linespoints"}
  lines[#lines + 1] = {x = s.t, y = s.visited, title = key .. ": opponents visited", style = "points"}
  lines[#lines + 1] = {x = s.t, y = s.walked, title = key .. ": opponents without pruning", style = "lines"}
end
print(alea.plot(lines, {title = "find_emperor with pruning: cost per t", xlabel = "t (tokens)", logy = true,
                        key = "top left", file = out, width = 800, height = 500}))
