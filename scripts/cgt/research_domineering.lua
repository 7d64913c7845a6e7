-- Research run (about 5 minutes on an idle machine; 6 x 6 alone is 160 s of CPU and 1.6 GB):
-- not run by the test suite.
-- Domineering values of every m x n board with m * n <= 36 (rows x columns, 1 <= m, n <= 8 so
-- that the board fits the library's frame), with outcome classes, means and temperatures, in
-- order of size; the full canonical forms are written to domineering_values.csv.
--   alea scripts/cgt/research_domineering.lua [max_cells=36]
local here = arg[0]:match("(.*/)") or "./"
local C = dofile(here .. "common.lua")
local max_cells = tonumber(arg[1] or 36)
local rows = {}
print(string.format("%-6s %-4s %-8s %-10s %-9s %s", "board", "out", "mean", "temp.", "CPU (s)", "value (cut)"))
for cells = 1, max_cells do
  for m = 1, 8 do
    local n = cells // m
    if m * n == cells and n <= 8 then
      local clock = C.cpu_timer()
      local P = cgt.games.domineering(C.rectangle(m, n))
      local v = P:value()
      local t = clock()
      local text = v:to_string{max_chars = 60}
      print(string.format("%-6s %-4s %-8s %-10s %-9.2f %s", m .. "x" .. n, v:outcome(), tostring(v:mean()),
                          tostring(v:temperature()), t, text))
      io.stdout:flush()
      rows[#rows + 1] = {board = m .. "x" .. n, outcome = v:outcome(), mean = v:mean(), temperature = v:temperature(),
                         seconds = t, value = v:to_string()}
    end
  end
end
alea.write_csv("domineering_values.csv", rows)
print("\nwritten: domineering_values.csv")
