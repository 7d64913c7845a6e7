-- Research run (minutes to hours): not run by the test suite.
-- The 3^n tables: time and bytes per partial assignment of the game (one tie-break, all three)
-- and the optimal tree, measured on majority(n) at p = 1/2, and the largest n that fits 3, 24
-- and 128 GiB by the measured bytes per state. n = 16 needs about 1.4 GB (all tie-breaks).
alea.limits{memory = math.max(alea.limits().memory, 6 * 2^30)}
local last = {}
print(string.format("%3s %14s  %-22s %-22s %-22s", "n", "states", "game (one tie)", "game (all ties)", "optimal tree"))
for n = 9, tonumber(arg and arg[1]) or 15, 2 do
  local f = boolfn.majority(n)
  f:expectation()  -- tabulate first
  local cells = {}
  for k, run in ipairs{function() return f:game() end, function() return f:tie_breaks().first end,
                       function() return f:decision_tree{tree = false} end} do
    local t0 = os.time()
    local c0 = os.clock()
    local r = run()
    local per = r.bytes / r.states
    last[k] = per
    cells[k] = string.format("%6.2f s %5.1f B/state", os.clock() - c0, per)
    cells.states = r.states
  end
  print(string.format("%3d %14d  %-22s %-22s %-22s", n, cells.states, cells[1], cells[2], cells[3]))
end
for _, gib in ipairs{3, 24, 128} do
  local row = {}
  for k, name in ipairs{"game", "all ties", "tree"} do
    local n = 0
    while 3 ^ (n + 1) * last[k] <= gib * 2^30 do n = n + 1 end
    row[#row + 1] = name .. " n = " .. n
  end
  print(string.format("%4d GiB: %s", gib, table.concat(row, ", ")))
end
print("(CPU seconds: both cores count; the tables fill in parallel)")
