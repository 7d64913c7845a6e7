-- Figure 5.2.4: level-2 recursive majority after x1 = x2 = 1 and x4 = -1. The Fourier
-- coefficients of the restriction (half of Theorem 22's scores) make x7, x8, x9 the optimal moves.
local C = dofile(((arg and arg[0] and arg[0]:match("(.*/)")) or "./") .. "common.lua")
local f = boolfn.recursive_majority(2)
local m = f:optimal_moves{[1] = 1, [2] = 1, [4] = -1}
print("Figure 5.2.4: recmaj(2) with x1 = x2 = 1, x4 = -1")
local printed = {}
for _, row in ipairs(C.csv("figure_5_2_4")) do printed[row.variable] = row.fhat end
for _, i in ipairs(m.free) do C.line("fhat(x" .. i .. ") of the restriction", m.scores[i] / 2, printed[i]) end
print("  optimal moves: x" .. table.concat(m.moves, ", x") .. "   [seed: x7, x8, x9]")
C.summary()
