-- Research run (minutes to hours): not run by the test suite (a library of monotone.lua).
-- The check behind monotone.lua and monotone6.lua: for every non-constant monotone function of n
-- variables, optimal play under each tie-break against the optimal decision tree.
local C = dofile(((arg and arg[0] and arg[0]:match("(.*/)")) or "./") .. "common.lua")
local M = {}

function M.check(n)
  local ties = {"first", "min", "max"}
  local r = {functions = 0, conflict = 0, longer = {}, more_leaves = {}, example = {}}
  for _, tie in ipairs(ties) do r.longer[tie], r.more_leaves[tie] = 0, 0 end
  local clock = os.clock()
  for _, bits in ipairs(C.monotone_tables(n)) do
    local f = boolfn(C.hex(bits, n))
    local t = f:decision_tree{tree = false}
    if t.leaves > 1 then  -- not constant
      r.functions = r.functions + 1
      if t.leaves > t.fewest_leaves then
        r.conflict = r.conflict + 1
        r.example.conflict = r.example.conflict or tostring(f)
      end
      local all = f:tie_breaks()
      for _, tie in ipairs(ties) do
        if all[tie].length > t.cost then
          r.longer[tie] = r.longer[tie] + 1
          r.example[tie] = r.example[tie] or tostring(f)
        end
        if all[tie].leaves > t.fewest_leaves then r.more_leaves[tie] = r.more_leaves[tie] + 1 end
      end
    end
  end
  r.seconds = os.clock() - clock
  return r
end

function M.report(n, r)
  print(string.format("monotone functions of %d variables: %d non-constant (%.1f s)", n, r.functions, r.seconds))
  for _, tie in ipairs{"first", "min", "max"} do
    print(string.format("  tie %-5s: longer than Delta %d%s, more leaves than the smallest tree %d", tie, r.longer[tie],
                        r.example[tie] and " (e.g. " .. r.example[tie] .. ")" or "", r.more_leaves[tie]))
  end
  print(string.format("  no optimal tree is also smallest: %d%s", r.conflict,
                      r.example.conflict and " (e.g. " .. r.example.conflict .. ")" or ""))
end

return M
