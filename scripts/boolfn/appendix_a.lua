-- Appendix A: level-2 recursive majority (and its restriction to x1 = -1): the tree optimal
-- random-turn play induces against the optimal decision tree, under every tie-break among tied
-- optimal moves. The seed's 396/64 and 120 leaves are the lowest-index (and the worst) choice;
-- the best choice gives the optimal tree itself (docs/boolfn.md, erratum 1).
local C = dofile(((arg and arg[0] and arg[0]:match("(.*/)")) or "./") .. "common.lua")
local f = boolfn.recursive_majority(2)
for _, row in ipairs(C.csv("appendix_a")) do
  local o = row["function"] == "f2" and {} or {partial = {[1] = -1}}
  print(row["function"] .. ", " .. row.tree .. " tree:")
  if row.tree == "optimal" then
    local t = f:decision_tree(o)
    C.line("expected reads", t.cost, row.expected_reads)
    C.line("leaves", t.leaves, row.leaves)
  else
    for _, tie in ipairs{"first", "min", "max"} do
      o.tie = tie
      local t = f:induced_tree(o)
      C.line("expected reads, tie " .. tie, t.cost, tie ~= "min" and row.expected_reads or nil)
      C.line("leaves, tie " .. tie, t.leaves, tie ~= "min" and row.leaves or nil)
    end
  end
end
C.summary()
