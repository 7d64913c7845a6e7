-- Example 25 and Theorem 26: And-Or trees f_h (4^h variables) with a biased coin. At the golden
-- p = (3 - sqrt 5)/2 optimal play lasts phi^(2h) turns and Proposition 24 is tight; at p = 1/2
-- and 1/3 every tie-break gives the optimal tree's cost (exact, by symmetry for h = 2).
local C = dofile(((arg and arg[0] and arg[0]:match("(.*/)")) or "./") .. "common.lua")
for _, p in ipairs{rat(1, 2), rat(1, 3)} do
  for h = 1, 2 do
    local f = boolfn.and_or(h)
    local method = h == 1 and "tables" or "symmetry"
    print(string.format("and_or(%d), p = %s (%s):", h, tostring(p), method))
    local all = f:tie_breaks{p = p, method = method}
    C.line("E_p[f], the game's value", all.first.value)
    for _, tie in ipairs{"first", "min", "max"} do C.line("optimal play, tie " .. tie, all[tie].length) end
    C.line("optimal decision tree Delta_p", f:decision_tree{p = p, method = method, tree = false}.cost)
    local b = f:bounds{p = p}
    C.line("Proposition 24 bound", b.prop24)
  end
end
local golden, phi = (3 - math.sqrt(5)) / 2, (1 + math.sqrt(5)) / 2
local f = boolfn.and_or(1)
print("and_or(1) at the golden p = (3 - sqrt 5)/2 (floats):")
C.line("optimal play", f:game{p = golden}.length)
C.line("optimal decision tree", f:decision_tree{p = golden}.cost)
C.line("Proposition 24 bound", f:bounds{p = golden}.prop24)
C.line("phi^2 (Theorem 26)", phi ^ 2)
print("(h = 2 at the golden p needs 3^16 floating tables, about 1 GB: scripts/boolfn/and_or_golden.lua)")
