-- Example 20 (Figure 2.2.1): f(x, y, z) = (~x & ~z) | (x & y & z) with +1 = true. The seed's tree
-- reads 9/4 variables on average; we find the optimal tree, its cost Delta(f) and the game.
local C = dofile(((arg and arg[0] and arg[0]:match("(.*/)")) or "./") .. "common.lua")
local row = C.csv("example20")[1]
local f = boolfn(3, function(x)
  local a, b, c = x[1] > 0, x[2] > 0, x[3] > 0
  return ((not a and not c) or (a and b and c)) and 1 or -1
end)
print("Example 20: " .. row["function"] .. " = " .. tostring(f))
local t = f:decision_tree()
C.line("optimal tree: expected reads Delta(f)", t.cost, row.expected_reads)
C.line("  its leaves, depth", t.leaves .. ", " .. t.depth)
local g = f:game()
C.line("random-turn game: value E[f]", g.value)
C.line("random-turn game: expected length", g.length)
print("the optimal tree:")
io.write(t.tree:to_text())
C.summary()
