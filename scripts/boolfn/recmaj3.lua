-- Research run (minutes to hours): not run by the test suite.
-- Recursive 3-majority of levels 1..3 (27 variables at level 3): the exact optimal expected
-- decision-tree cost Delta(f_n) and optimal play under every tie-break, by symmetry. About 3 s
-- here (and much longer under sanitizers); docs/boolfn.md, "Beyond the seed".
local C = dofile(((arg and arg[0] and arg[0]:match("(.*/)")) or "./") .. "common.lua")
local previous = rat(1)
for level = 1, 3 do
  local f = boolfn.recursive_majority(level)
  local clock = os.clock()
  local t = f:decision_tree{method = "symmetry"}
  print(string.format("recmaj(%d), %d variables: Delta = %s", level, #f, C.show(t.cost)))
  print(string.format("  fewest leaves among optimal trees %d, of all trees %d; %d states; ratio to level %d: %.6f; "
                      .. "Delta^(1/level) = %.6f", t.leaves, t.fewest_leaves, t.states, level - 1,
                      (t.cost / previous):float(), t.cost:float() ^ (1 / level)))
  previous = t.cost
  local all = f:tie_breaks{method = "symmetry"}
  for _, tie in ipairs{"first", "min", "max"} do
    local g = all[tie]
    print(string.format("  optimal play, tie %-5s: length %s, %d leaves (%d states)", tie, C.show(g.length), g.leaves, g.states))
  end
  local b = f:bounds()
  print(string.format("  Proposition 23 bound %s, Proposition 24 bound %s  (%.1f s)", C.show(b.prop23), C.show(b.prop24),
                      os.clock() - clock))
end
print("Delta(f_{3m}) <= Delta_3^m: the growth rate is at most Delta_3^(1/3) = " ..
      string.format("%.6f", previous:float() ^ (1 / 3)) .. " (the seed: sqrt(393/64) = " ..
      string.format("%.6f", math.sqrt(393 / 64)) .. "; lower bound 9/4 by Proposition 23)")
