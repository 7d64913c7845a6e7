-- Claim 28 and Proposition 29 (section 3.1.2): in tribes the optimal moves are in the smallest
-- tribe, and the game on T_k^m lasts 2(2^k - 1)(1 - (1 - 2^-k)^m) turns under every tie-break,
-- which is also the optimal tree's cost and Proposition 24's bound (tight).
local C = dofile(((arg and arg[0] and arg[0]:match("(.*/)")) or "./") .. "common.lua")
local g = boolfn.tribes{3, 2, 4}
print("tribes of sizes 3, 2, 4: optimal first moves x" .. table.concat(g:optimal_moves().moves, ", x") ..
      "   [Claim 28: the tribe of 2, x4 and x5]")
for _, km in ipairs{{2, 2}, {2, 3}, {3, 2}, {2, 4}, {3, 3}, {4, 2}} do
  local k, m = km[1], km[2]
  local f = boolfn.tribes(k, m)
  local formula = 2 * ((1 << k) - 1) * (1 - (1 - rat(1, 1 << k)) ^ m)
  print(string.format("T_%d^%d: Proposition 29 gives %s", k, m, C.show(formula)))
  local all = f:tie_breaks()
  for _, tie in ipairs{"first", "min", "max"} do C.line("optimal play, tie " .. tie, all[tie].length, formula, "Prop. 29") end
  C.line("optimal decision tree", f:decision_tree{tree = false}.cost, formula, "Prop. 29")
  C.line("Proposition 24 bound", f:bounds().prop24, formula, "Prop. 29")
  C.line("E[f] = 1 - 2 (1 - 2^-k)^m", f:expectation(), 1 - 2 * (1 - rat(1, 1 << k)) ^ m, "Ex. 27, erratum 3")
end
C.summary()
