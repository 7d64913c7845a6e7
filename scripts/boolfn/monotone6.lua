-- Research run (minutes to hours): not run by the test suite.
-- Every monotone function of six variables (the Dedekind number 7,828,354): under each
-- tie-break, is optimal play as short as the optimal tree, and as small as the smallest tree?
-- About half an hour here; docs/boolfn.md, erratum 2.
local C = dofile(((arg and arg[0] and arg[0]:match("(.*/)")) or "./") .. "common.lua")
local M = dofile(C.here .. "monotone_check.lua")
M.report(6, M.check(6))
