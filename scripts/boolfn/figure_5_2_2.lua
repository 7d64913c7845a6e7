-- Figure 5.2.2: f = x when z = -1, y when z = +1. Optimal play reads x or y first (fhat(x) =
-- fhat(y) = 1/2 > fhat(z) = 0) and takes 5/2 turns; the tree that reads z first takes 2.
local C = dofile(((arg and arg[0] and arg[0]:match("(.*/)")) or "./") .. "common.lua")
local v = {}
for _, row in ipairs(C.csv("figure_5_2_2")) do v[row.quantity] = row.value end
local f = boolfn(3, function(x) return x[3] < 0 and x[1] or x[2] end)
print("Figure 5.2.2: f(x, y, z) = z ? y : x  (x = x1, y = x2, z = x3)")
C.line("fhat(x)", f:fourier{1}, v.fhat_x)
C.line("fhat(y)", f:fourier{2}, v.fhat_y)
C.line("fhat(z)", f:fourier{3}, v.fhat_z)
local ties = f:tie_breaks()
for _, tie in ipairs{"first", "min", "max"} do
  C.line("influence-based tree (tie " .. tie .. ")", ties[tie].length, v.influence_based_reads)
end
local best = f:decision_tree()
C.line("a better tree (the optimal one)", best.cost, v.better_tree_reads)
print("  it reads x" .. best.tree:to_table()[1].var .. " first:")
io.write(best.tree:to_text())
C.summary()
