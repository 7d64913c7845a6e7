-- Section 5.1.1.1: the sample sizes of the sampling algorithm as printed, the sound ones (union
-- bound over the n variables, erratum 5), and the algorithm on Hex boards too large for tables,
-- reproducible under alea.seed.
local C = dofile(((arg and arg[0] and arg[0]:match("(.*/)")) or "./") .. "common.lua")
print(string.format("%4s %6s %6s %14s %14s %12s", "n", "eps", "delta", "seed/variable", "seed total", "sound"))
for _, n in ipairs{9, 25, 121} do
  for _, e in ipairs{{0.1, 0.05}, {0.05, 0.01}} do
    local s = boolfn.seed_sample_sizes(n, e[1], e[2])
    print(string.format("%4d %6g %6g %14d %14d %12d", n, e[1], e[2], s.per_variable, s.total,
                        boolfn.sample_size(n, e[1], e[2])))
  end
end
local f = boolfn.hex(4)
local exact = f:optimal_moves()
alea.seed(2024)
local s = f:sample_moves()
print(string.format("Hex 4x4: %d samples choose x%d; the exact optimal moves are x%s", s.samples, s.move,
                    table.concat(exact.moves, ", x")))
print(string.format("  x7: estimate %.4f, exact E[D_7 f] = %s", s.estimates[7], C.show(exact.scores[7] / 2)))
alea.seed(2024)
print("  the same seed gives the same move: " .. tostring(f:sample_moves().move == s.move))
alea.seed(1)
local big = boolfn.hex(11):sample_moves{samples = 20000}
print(string.format("Hex 11x11 (121 variables, no table): 20000 samples choose x%d (the centre is x61)", big.move))
