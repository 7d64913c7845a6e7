-- Figure 3 / Table V as an SVG drawn by gnuplot (alea.plot): a/b against b (log scale) for the
-- exact resign potential, the paper's printed values (correct and errata), and the asymptote
-- a ~ b e. Writes doubling_table5.svg where it runs, or the path given as the first argument
-- (`alea scripts/doubling/figure3.lua docs/doubling_table5.svg` redraws the docs' copy; ctest
-- runs it in the build tree, so a test run writes nothing into the sources).
local here = (arg and arg[0] and arg[0]:match("(.*/)")) or "./"
local V = dofile(here .. "paper_tables.lua").V
local out_path = (arg and arg[1]) or "doubling_table5.svg"

local exact = {x = {}, y = {}, title = "exact (eq. 18, checked by Theorem 2)"}
for k = 0, 240 do
  local b = 10 ^ (3 * k / 240)
  exact.x[#exact.x + 1], exact.y[#exact.y + 1] = b, doubling.resign_potential(b, {tol = 1e-8}) / b
end
local correct = {x = {}, y = {}, title = "printed, correct", style = "points"}
local erratum = {x = {}, y = {}, title = "printed, erratum", style = "points"}
for _, row in ipairs(V) do
  local s = row[3] and erratum or correct
  s.x[#s.x + 1], s.y[#s.y + 1] = row[1], tonumber(row[2]) / row[1]
end
local asymptote = {x = {1, 1000}, y = {math.exp(1), math.exp(1)}, title = "a = b e"}

alea.plot({exact, correct, erratum, asymptote}, {
  title = "Keeler & Spencer, Table V: raise potential a at which B should resign",
  xlabel = "b (B's raise potential, log scale)", ylabel = "a / b at which B should resign",
  logx = true, key = "top right", xrange = {1, 1000}, yrange = {2.6, 4.1}, file = out_path, width = 720, height = 440})
print("wrote " .. out_path)
