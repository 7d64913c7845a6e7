-- Research run: Delta (the optimal decision tree's expected reads, p = 1/2) of random-turn Hex by
-- f:decision_tree{method = "search"}: 2x2-4x4 checked against the 3^n tables' values in
-- docs/boolfn.md, then 5x5 up to max_states memoised functions (first argument; default 200000: about 7 min of CPU and a 1.1 GB memo):
-- the exact Delta if the search finishes, else the lower bound it proved and the greedy tree's
-- cost. Optimal random-turn play lasts 74425413/8388608 ~ 8.8722 on 5x5 (sparse walk).
local max_states = tonumber(arg and arg[1]) or 200000
local known = {[2] = rat(5, 2), [3] = rat(555, 128), [4] = rat(105621, 16384)}
for n = 2, 4 do
  local t0 = os.clock()
  local r = boolfn.hex(n):decision_tree{method = "search"}
  assert(r.cost == known[n], "Hex " .. n .. ": " .. tostring(r.cost))
  print(string.format("Hex %dx%d: Delta = %s = %.6f (greedy %s), %d states, %s bytes, %.2f s", n, n,
    tostring(r.cost), (r.cost):float(), tostring(r.greedy), r.states, tostring(r.bytes), os.clock() - t0))
end
local t0 = os.clock()
local r = boolfn.hex(5):decision_tree{method = "search", max_states = max_states}
local play = rat(74425413, 8388608)
print(string.format("Hex 5x5: %s, lower %s = %.6f, greedy %s = %.6f, optimal play %.6f, %d states, %s bytes, %.1f s",
  r.cost and ("Delta = " .. tostring(r.cost)) or "unfinished", tostring(r.lower), (r.lower):float(),
  tostring(r.greedy), (r.greedy):float(), (play):float(), r.states, tostring(r.bytes), os.clock() - t0))
