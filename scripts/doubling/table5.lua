-- Table V: the raise potential a at which B should resign an even game, alpha(a, b) = 1/2,
-- computed two independent ways: the Poisson sums of eq. (18), and Theorem 2 with 2^16 and
-- 2^17 raises of a^(1/n) (Richardson-extrapolated). Printed in the paper's three columns.
local C = dofile(((arg and arg[0] and arg[0]:match("(.*/)")) or "./") .. "common.lua")
local V = C.paper.V
local cells, wrong = {}, 0
for k, row in ipairs(V) do
  local b, printed = row[1], row[2]
  local digits = #printed - printed:find(".", 1, true)
  local poisson = doubling.resign_potential(b)
  local limit = doubling.resign_potential(b, {method = "theorem2"})
  local mine = doubling.paper_format(poisson, digits)
  assert(mine == doubling.paper_format(limit, digits), "the two computations disagree at b = " .. b)
  local flag = mine == printed and " " or "*"
  if flag == "*" then wrong = wrong + 1 end
  cells[k] = string.format("%6s %9s %9s%s", b < 25 and string.format("%.1f", b) or string.format("%d", b),
                           printed, mine, flag)
end
print("TABLE V: RAISE POTENTIALS SUCH THAT B SHOULD RESIGN (b, a as printed, a computed; * = erratum)")
local rows = math.ceil(#cells / 3)
print(string.rep(string.format("%6s %9s %9s  ", "b", "paper", "ours"), 3))
for r = 1, rows do
  print(table.concat({cells[r] or "", cells[r + rows] or "", cells[r + 2 * rows] or ""}, "  "))
end
print(string.format("\n%d of %d printed values disagree with the exact value at the printed precision", wrong, #V))
print(string.format("b = 1000: a = %.10f, a/b = %.6f (the paper's a ~ b e, e = %.6f)",
                    doubling.resign_potential(1000), doubling.resign_potential(1000) / 1000, math.exp(1)))
