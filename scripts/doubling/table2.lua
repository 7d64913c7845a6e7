-- Table II: A's expected value at an even game (p = 1/2) with i doubles against j (a = b = 2).
local C = dofile(((arg and arg[0] and arg[0]:match("(.*/)")) or "./") .. "common.lua")
local idx = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
C.grid("TABLE II: EXPECTED VALUES AS A FUNCTION OF NUMBER OF DOUBLES (rows: A's doubles i, columns: B's j)",
       idx, idx, function(i, j) return doubling.paper_format(doubling.value(i, j), 3) end, C.paper.II, 8)
print("e.g. value(3, 2) = " .. tostring(doubling.value(3, 2)) .. " (section 5: +.430)")
