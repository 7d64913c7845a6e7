-- Example 44: recursive 3-majority f_n on 3^n variables. fhat_n(1) = 2^-n; Proposition 23 gives
-- the lower bound (9/4)^n on every tree's expected cost, Proposition 24 gives 2^n; Maj3 reads 5/2.
local C = dofile(((arg and arg[0] and arg[0]:match("(.*/)")) or "./") .. "common.lua")
for _, row in ipairs(C.csv("example44")) do
  local f = boolfn.recursive_majority(row.level)
  print(string.format("level %d (%d variables)", row.level, #f))
  C.line("fhat_n(1)", f:fourier{1}, row.fhat_1)
  local b = f:bounds()
  C.line("Proposition 23 bound (9/4)^n", b.prop23, row.prop23_bound)
  C.line("Proposition 24 bound 2^n", b.prop24, row.prop24_bound)
  local t = f:decision_tree{tree = false}
  C.line("Delta(f_n), the optimal expected reads", t.cost,
         row.maj_expected_reads ~= "" and row.maj_expected_reads or nil)
end
C.summary()
