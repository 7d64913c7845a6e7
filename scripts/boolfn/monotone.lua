-- The seed (5.2) cites a check of "all monotone functions of six variables or less": is the tree
-- optimal random-turn play induces the optimal decision tree, and the smallest? Exhaustively for
-- n <= 5 here (7,581 functions of five variables, seconds); n = 6 (7,828,354) is
-- scripts/boolfn/monotone6.lua. docs/boolfn.md, erratum 2.
local C = dofile(((arg and arg[0] and arg[0]:match("(.*/)")) or "./") .. "common.lua")
local M = dofile(C.here .. "monotone_check.lua")
for n = 2, tonumber(arg and arg[1]) or 5 do M.report(n, M.check(n)) end
