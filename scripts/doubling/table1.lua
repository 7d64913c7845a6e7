-- Table I: doubling points alpha(i, j) when A has i and B has j doubles left (a = b = 2),
-- exact by Theorem 2 and rounded half up as the paper prints them.
local C = dofile(((arg and arg[0] and arg[0]:match("(.*/)")) or "./") .. "common.lua")
local idx = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
C.grid("TABLE I: DOUBLING POINTS AS A FUNCTION OF NUMBER OF DOUBLES (rows: A's doubles i, columns: B's j)",
       idx, idx, function(i, j) return doubling.paper_format(doubling.alpha(i, j), 4) end, C.paper.I, 8)
print("e.g. alpha(2, 1) = " .. tostring(doubling.alpha(2, 1)) .. " (.65625, printed .6563: half up)")
