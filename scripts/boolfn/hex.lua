-- Research run (minutes to hours): not run by the test suite.
-- Random-turn Hex on k x k boards (Blue joins rows 0 and k-1): the optimal first moves, the
-- expected game length under every tie-break and the optimal decision tree (tables up to 4 x 4:
-- 3^16 partial assignments, about 1.4 GB for all tie-breaks), the sparse walk of optimal play
-- for 5 x 5 (p = 1/2, about a minute). Raise the memory guard first for 4 x 4:
--   alea.limits{memory = 8 * 2^30}
local C = dofile(((arg and arg[0] and arg[0]:match("(.*/)")) or "./") .. "common.lua")
alea.limits{memory = math.max(alea.limits().memory, 6 * 2^30)}
for k = 2, (tonumber(arg and arg[1]) or 5) do
  local f = boolfn.hex(k)
  local clock = os.clock()
  local m = f:optimal_moves()
  print(string.format("hex(%d): E[f] = %s; optimal first moves x%s (score %s)", k, C.show(f:expectation()),
                      table.concat(m.moves, ", x"), C.show(m.scores[m.moves[1]])))
  local b = f:bounds()
  print(string.format("  Proposition 23 bound %s, Proposition 24 bound %s", C.show(b.prop23), C.show(b.prop24)))
  local method = k <= 4 and "tables" or "sparse"
  local all = f:tie_breaks{method = method}
  for _, tie in ipairs{"first", "min", "max"} do
    local g = all[tie]
    print(string.format("  optimal play (%s), tie %-5s: length %s, %d leaves, depth %s", method, tie, C.show(g.length),
                        g.leaves, tostring(g.depth)))
  end
  if k <= 4 then
    local t = f:decision_tree{tree = false}
    print(string.format("  optimal decision tree: cost %s, %d leaves, depth %d; fewest leaves %d, least depth %d",
                        C.show(t.cost), t.leaves, t.depth, t.fewest_leaves, t.least_depth))
  end
  print(string.format("  (%.1f s of CPU)", os.clock() - clock))
end
