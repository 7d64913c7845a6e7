-- Research run (about 23 minutes of CPU and 8.1 GiB; with "all" 58 minutes and 9.6 GiB; not run
-- by the test suite): random-turn Hex on the 6 x 6 board at p = 1/2 by the sparse walk
-- (f:game{method = "sparse"}), which reads the top of the game in place in the 2^36-bit truth
-- table (8 GiB). The memory guard is raised to the
-- first argument in GiB (default 9); "all" as the second argument also walks the best and the
-- worst tie-breaks among tied optimal moves.
--   nice -n 15 alea scripts/boolfn/hex6.lua 9 all
local C = dofile(((arg and arg[0] and arg[0]:match("(.*/)")) or "./") .. "common.lua")
alea.limits{memory = math.floor((tonumber(arg and arg[1]) or 9) * 2^30)}
local f = boolfn.hex(6)
local clock = os.clock()
local e = f:expectation()
print(string.format("hex(6): E[f] = %s (tabulated: %.1f s of CPU)", C.show(e), os.clock() - clock))
clock = os.clock()
local m = f:optimal_moves()
print(string.format("  optimal first moves x%s (score %s)", table.concat(m.moves, ", x"), C.show(m.scores[m.moves[1]])))
local b = f:bounds()
print(string.format("  Proposition 23 bound %s, Proposition 24 bound %s (%.1f s)", C.show(b.prop23), C.show(b.prop24),
  os.clock() - clock))
for _, tie in ipairs(arg and arg[2] == "all" and {"first", "min", "max"} or {"first"}) do
  clock = os.clock()
  local g = f:game{method = "sparse", tie = tie}
  print(string.format("  optimal play (sparse), tie %-5s: length %s, %d leaves, depth %d, %d states (%.1f s of CPU)", tie,
    C.show(g.length), g.leaves, g.depth, g.states, os.clock() - clock))
end
