-- Table III: continuous raising points alpha(a, b) for raise potentials a, b = 1..10 (eq. 18).
local C = dofile(((arg and arg[0] and arg[0]:match("(.*/)")) or "./") .. "common.lua")
local idx = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
C.grid("TABLE III: RAISING POINTS AS A FUNCTION OF RAISE POTENTIAL (rows: A's a, columns: B's b)",
       idx, idx, function(a, b) return doubling.paper_format(doubling.continuous_alpha(a, b), 4) end, C.paper.III, 8)
local alpha = doubling.continuous_alpha(10, 3, {with_error=true})
print(string.format("e.g. alpha(10, 3) = %.12f (error bound %.1e): section 3's '.4938'", alpha.value, alpha.bound))
