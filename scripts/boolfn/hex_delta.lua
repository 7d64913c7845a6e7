-- Research run (about an hour of CPU and several GB; not run by the test suite): Delta, the
-- optimal decision tree's expected number of reads at p = 1/2, of random-turn Hex on the 5 x 5
-- board by f:decision_tree{method = "search"} on boards. 2x2-4x4 first, checked against the 3^n
-- tables' values in docs/boolfn.md; then 5x5 with the memory limit raised to the first argument
-- in GiB (default 12), and its tree checked on its own: its expected cost by T:cost(), and every
-- leaf's value against f restricted to the leaf's path (f must be constant there). Optimal
-- random-turn play lasts 74425413/8388608 ~ 8.8722 on 5x5 (the sparse walk).
--   nice -n 15 alea scripts/boolfn/hex_delta.lua 12
local gib = tonumber(arg and arg[1]) or 12
local known = {[2] = rat(5, 2), [3] = rat(555, 128), [4] = rat(105621, 16384)}
for k = 2, 4 do
  local t0 = os.clock()
  local r = boolfn.hex(k):decision_tree{method = "search"}
  assert(r.cost == known[k], "Hex " .. k .. ": " .. tostring(r.cost))
  print(string.format("Hex %dx%d: Delta = %s = %.6f (greedy %s), tree of %d leaves, depth %d, %d states, %.2f s", k, k,
    tostring(r.cost), (r.cost):float(), tostring(r.greedy), r.leaves, r.depth, r.states, os.clock() - t0))
end

alea.limits{memory = math.floor(gib * 2^30)}
local f = boolfn.hex(5)
local t0 = os.clock()
local r = f:decision_tree{method = "search"}
local cpu = os.clock() - t0
local play = rat(74425413, 8388608)
print(string.format("Hex 5x5: Delta = %s = %.9f; greedy = optimal play = %s = %.9f; %s", tostring(r.cost),
  (r.cost):float(), tostring(r.greedy), (r.greedy):float(), r.cost < play and "optimal play reads more" or "optimal play is optimal"))
print(string.format("  %d memo entries, %.2f GiB; tree of %d leaves, depth %d, root reads x%d; %.0f s of CPU",
  r.states, r.bytes / 2^30, r.leaves, r.depth, r.tree:to_table()[1].var, cpu))

-- The tree on its own: its cost, and f constant (= the leaf's value) under every leaf's path.
assert(r.tree:cost() == r.cost, "the tree's cost is not Delta")
local nodes = r.tree:to_table()
local checked, t1 = 0, os.clock()
local function walk(id, path, depth)
  local node = nodes[id]
  if node.var == nil then
    local e = depth == #f and rat(f(path)) or depth > 0 and f:restrict(path):expectation() or f:expectation()
    assert(e == rat(node.value), "a leaf's value is wrong")
    checked = checked + 1
    return
  end
  for _, side in ipairs{{node.minus, -1}, {node.plus, 1}} do
    path[node.var] = side[2]
    walk(side[1], path, depth + 1)
    path[node.var] = nil
  end
end
walk(1, {}, 0)
print(string.format("  tree checked: cost %s, %d leaves each constant under its path (%.0f s)", tostring(r.tree:cost()),
  checked, os.clock() - t1))
