-- Table IV: A's expected value at an even game with raise potentials a, b = 1..10 (eq. 20).
local C = dofile(((arg and arg[0] and arg[0]:match("(.*/)")) or "./") .. "common.lua")
local idx = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
C.grid("TABLE IV: EXPECTED VALUES AS A FUNCTION OF RAISE POTENTIAL (rows: A's a, columns: B's b)",
       idx, idx, function(a, b) return doubling.paper_format(doubling.continuous_value(a, b), 3) end, C.paper.IV, 8)
print(string.format("e.g. E(8, 4) = %.6f (section 5: +.581)", doubling.continuous_value(8, 4)))
