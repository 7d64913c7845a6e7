-- Research run (minutes to hours): not run by the test suite.
-- Theorem 26 at the golden p = (3 - sqrt 5)/2: And-Or trees of levels 1 and 2 (16 variables,
-- 3^16 floating tables, about 1 GB) last phi^(2h) turns under optimal play, which equals the
-- optimal tree's cost and Proposition 24's bound. Level 3 at p = 1/2 and 1/3 by symmetry.
local C = dofile(((arg and arg[0] and arg[0]:match("(.*/)")) or "./") .. "common.lua")
alea.limits{memory = math.max(alea.limits().memory, 6 * 2^30)}
local golden, phi = (3 - math.sqrt(5)) / 2, (1 + math.sqrt(5)) / 2
for h = 1, 2 do
  local f = boolfn.and_or(h)
  local g = f:game{p = golden}
  local t = f:decision_tree{p = golden, tree = false}
  local b = f:bounds{p = golden}
  print(string.format("and_or(%d), golden p: length %.15f, Delta %.15f, Prop. 24 %.15f, phi^(2h) %.15f", h, g.length,
                      t.cost, b.prop24, phi ^ (2 * h)))
end
for _, p in ipairs{rat(1, 2), rat(1, 3)} do
  local f = boolfn.and_or(3)
  local all = f:tie_breaks{p = p}
  print(string.format("and_or(3), p = %s (symmetry): length first %s, min %s, max %s", tostring(p), C.show(all.first.length),
                      C.show(all.min.length), C.show(all.max.length)))
end
