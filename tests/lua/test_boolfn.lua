-- The boolfn module through Lua: the seed's numbers (004: Example 20, Figures 5.2.2 and 5.2.4,
-- Example 44, Appendix A, Maj3/5/7, tribes, And-Or trees) from scripts/boolfn/seed/*.csv, the
-- defaults and options, exact against floating results, and the error messages.
local T = require "harness"
local seed = (os.getenv("ALEA_SOURCE_DIR") or ".") .. "/scripts/boolfn/seed/"
local function csv(name) return alea.read_csv(seed .. name .. ".csv") end
local function r(x) return rat(tostring(x)) end  -- a CSV cell: an integer, a rat or text

-- Example 20: (~x & ~z) | (x & y & z), +1 = true.
local function example20()
  return boolfn(3, function(x)
    local a, b, c = x[1] > 0, x[2] > 0, x[3] > 0
    return ((not a and not c) or (a and b and c)) and 1 or -1
  end)
end

T.test("construction: callback, array, bit string and hex agree in the documented order", function()
  local maj = boolfn.majority(3)
  local from_cb = boolfn(3, function(x) return (x[1] + x[2] + x[3] > 0) and 1 or -1 end)
  T.eq(tostring(from_cb), "boolfn(3: 0xe8)")
  T.eq(tostring(boolfn("0xe8")), "boolfn(3: 0xe8)")
  T.eq(tostring(boolfn("00010111")), "boolfn(3: 0xe8)")
  T.eq(tostring(boolfn(maj:values())), "boolfn(3: 0xe8)")
  -- "0001" is AND of two variables, "0110" is x1 != x2; entry 0 is all -1
  T.eq(tostring(boolfn("0001")), tostring(boolfn(boolfn.and_(2):values())))
  local xor = boolfn("0110")
  T.eq(xor{1, -1}, 1)
  T.eq(xor{-1, -1}, -1)
  T.eq(xor{1, 1}, -1)
  T.eq(tostring(boolfn("0x96")), tostring(boolfn(boolfn.parity(3):values())))
  T.eq(#maj, 3)
  T.eq(tostring(maj), "maj(3)")
  T.eq(#boolfn.hex(4), 16)
  T.eq(tostring(boolfn.recursive_majority(2)), "recmaj(2)")
  local v = boolfn.or_(2):values()
  T.eq(#v, 4)
  T.eq(v[1], -1)
  T.eq(v[4], 1)
end)

T.test("real payoffs: rats stay exact, floats enter by their binary value", function()
  local g = boolfn(2, function(x) return rat(x[1] + 3, 4) end)
  T.eq(g{1, 1}, 1)  -- integral payoffs come back as Lua integers
  T.eq(g{-1, 1}, rat(1, 2))
  T.eq(g:expectation(), rat(3, 4))
  T.truthy(not g:is_boolean())
  local h = boolfn(1, function(x) return x[1] > 0 and 0.1 or 0 end)
  T.eq(h{1}, rat(0.1))
  T.eq(h:expectation(), rat(0.1) / 2)
  local rows = g:to_table()
  T.eq(#rows, 4)
  T.eq(rows[2].x1, 1)
  T.eq(rows[2].x2, -1)
  T.eq(rows[2].f, 1)
end)

T.test("Example 20: the tree of Figure 2.2.1 reads 9/4 variables, which is Delta(f)", function()
  local row = csv("example20")[1]
  local t = example20():decision_tree()
  T.eq(t.cost, r(row.expected_reads))
  T.eq(t.tree:cost(), r(row.expected_reads))
  local f = example20()
  for k = 0, 7 do  -- the tree computes f
    local x = {k & 1 == 1 and 1 or -1, k & 2 == 2 and 1 or -1, k & 4 == 4 and 1 or -1}
    T.eq(t.tree(x), f(x))
  end
end)

T.test("Figure 5.2.2: fhat(x) = fhat(y) = 1/2, fhat(z) = 0; play reads 5/2, the best tree 2", function()
  local v = {}
  for _, row in ipairs(csv("figure_5_2_2")) do v[row.quantity] = r(row.value) end
  local f = boolfn(3, function(x) return x[3] < 0 and x[1] or x[2] end)
  T.eq(f:fourier{1}, v.fhat_x)
  T.eq(f:fourier{2}, v.fhat_y)
  T.eq(f:fourier(3), v.fhat_z)
  local ties = f:tie_breaks()
  for _, tie in ipairs{"first", "min", "max"} do T.eq(ties[tie].length, v.influence_based_reads, tie) end
  local best = f:decision_tree()
  T.eq(best.cost, v.better_tree_reads)
  T.eq(best.tree:to_table()[1].var, 3)  -- the better tree reads z first
end)

T.test("Figure 5.2.4: after x1 = x2 = 1, x4 = -1 the optimal moves are x7, x8, x9", function()
  local m = boolfn.recursive_majority(2):optimal_moves{[1] = 1, [2] = 1, [4] = -1}
  T.eq(table.concat(m.moves, ","), "7,8,9")
  for _, row in ipairs(csv("figure_5_2_4")) do
    T.eq(m.scores[row.variable] / 2, r(row.fhat), "x" .. row.variable)  -- the score is 2 fhat(i)
  end
  T.eq(table.concat(m.free, ","), "3,5,6,7,8,9")
  T.eq(m.determined, false)
end)

T.test("Example 44: fhat_n(1) = 2^-n and the bounds (9/4)^n and 2^n", function()
  for _, row in ipairs(csv("example44")) do
    local f = boolfn.recursive_majority(row.level)
    T.eq(f:fourier{1}, r(row.fhat_1), "level " .. row.level)
    if row.level <= 2 then  -- level 3's bounds need its 2^27-point table (15 s): scripts/boolfn/example44.lua
      local b = f:bounds()
      T.eq(b.prop23, r(row.prop23_bound))
      T.eq(b.prop24, r(row.prop24_bound))
    end
    if row.maj_expected_reads ~= nil and row.maj_expected_reads ~= "" then
      T.eq(f:decision_tree().cost, r(row.maj_expected_reads))
      T.eq(f:game().length, r(row.maj_expected_reads))
    end
  end
end)

T.test("Appendix A: level-2 recursive majority, the influence-based tree against the optimal tree", function()
  local f = boolfn.recursive_majority(2)
  for _, row in ipairs(csv("appendix_a")) do
    local o = row["function"] == "f2" and {} or {partial = {[1] = -1}}
    local t = row.tree == "optimal" and f:decision_tree(o) or f:induced_tree(o)
    local what = row["function"] .. " " .. row.tree
    T.eq(t.cost, r(row.expected_reads), what)
    T.eq(t.leaves, row.leaves, what)
    T.eq(t.tree:leaves(), row.leaves, what)
    T.eq(t.tree:cost(), r(row.expected_reads), what)
  end
end)

T.test("Section 5.2 under every tie-break: the seed's numbers are the lowest-index (and worst) choice", function()
  local f = boolfn.recursive_majority(2)
  local all = f:tie_breaks()
  T.eq(all.first.length, rat(396, 64))
  T.eq(all.first.leaves, 120)
  T.eq(all.max.length, rat(396, 64))
  T.eq(all.min.length, rat(393, 64))
  T.eq(all.min.leaves, 116)
  T.eq(all.first.value, rat(0))
  T.eq(all.first.method, "tables")
  T.eq(all.first.states, 3 ^ 9 // 1)
  local best = f:induced_tree{tie = "min"}
  T.eq(best.tree:cost(), rat(393, 64))
  T.eq(best.tree:leaves(), 116)
  local sub = f:tie_breaks{partial = {[1] = -1}}
  T.eq(sub.first.length, rat(332, 64))
  T.eq(sub.min.length, rat(329, 64))
  T.eq(sub.min.leaves, 58)
  T.eq(f:game{tie = "min"}.length, rat(393, 64))
  T.eq(f:game{partial = {[1] = -1}}.length, rat(332, 64))
end)

T.test("Maj3, Maj5, Maj7: optimal play reads as little as the best tree (5/2, 33/8, 93/16)", function()
  local expected = {[3] = rat(5, 2), [5] = rat(33, 8), [7] = rat(93, 16)}
  for n = 3, 7, 2 do
    local f = boolfn.majority(n)
    local all = f:tie_breaks()
    T.eq(f:decision_tree().cost, expected[n], "n=" .. n)
    for _, tie in ipairs{"first", "min", "max"} do T.eq(all[tie].length, expected[n], "n=" .. n .. " " .. tie) end
    local b = f:bounds()
    T.truthy(b.prop23 <= expected[n] and b.prop24 <= expected[n])
  end
end)

T.test("Claim 28 and Proposition 29: tribes play in the smallest tribe; 2(2^k - 1)(1 - (1 - 2^-k)^m)", function()
  T.eq(table.concat(boolfn.tribes{3, 2, 4}:optimal_moves().moves, ","), "4,5")
  for _, km in ipairs{{2, 2}, {2, 3}, {3, 2}, {2, 4}} do
    local k, m = km[1], km[2]
    local f = boolfn.tribes(k, m)
    local formula = 2 * ((1 << k) - 1) * (1 - (1 - rat(1, 1 << k)) ^ m)
    local all = f:tie_breaks()
    for _, tie in ipairs{"first", "min", "max"} do T.eq(all[tie].length, formula, k .. "," .. m .. " " .. tie) end
    T.eq(f:decision_tree().cost, formula)
    T.eq(f:bounds().prop24, formula)  -- Proposition 24 is tight for tribes
  end
  -- Example 27 (erratum 3): Pr[T_k^m = -1] = (1 - 2^-k)^m; the influence of x_1 in T_2^3
  T.eq(boolfn.tribes(2, 3):influence(1), rat(9, 32))
  T.eq(boolfn.tribes(2, 3):expectation(), 1 - 2 * (rat(3, 4) ^ 3))
end)

T.test("Example 25: And-Or trees at p = 1/2, 1/3 and the golden p, where Proposition 24 is tight", function()
  local f = boolfn.and_or(1)
  T.eq(f:game().length, rat(21, 8))
  T.eq(f:game{p = rat(1, 3)}.length, rat(70, 27))
  T.eq(f:decision_tree{p = rat(1, 3)}.cost, rat(70, 27))
  local golden = (3 - math.sqrt(5)) / 2
  local phi = (1 + math.sqrt(5)) / 2
  local g = f:game{p = golden}
  T.eq(math.type(g.length), "float")
  T.near(g.length, phi ^ 2, 1e-12)
  T.near(f:bounds{p = golden}.prop24, phi ^ 2, 1e-12)
  T.near(f:decision_tree{p = golden}.cost, phi ^ 2, 1e-12)
  T.near(g.value, 2 * golden - 1, 1e-12)
  -- level 2 by symmetry (16 variables): at p = 1/2 optimal play is optimal
  local f2 = boolfn.and_or(2)
  local s = f2:game{method = "symmetry"}
  T.eq(s.length, rat(223629, 32768))
  T.eq(s.method, "symmetry")
  T.eq(s.depth, nil)
  T.eq(f2:decision_tree{method = "symmetry"}.cost, rat(223629, 32768))
end)

T.test("recursive majority of level 3 (27 variables) by symmetry", function()
  local f = boolfn.recursive_majority(3)
  local t = f:decision_tree()
  T.eq(t.method, "symmetry")
  T.eq(t.cost, rat(15796051, 1048576))
  T.eq(t.tree, nil)
  T.eq(f:game{tie = "min"}.length, rat(31593317, 2097152))
  T.eq(f:game{tie = "max"}.length, rat(1002961, 65536))
  T.eq(f:expectation(), rat(0))
  T.eq(#f:optimal_moves().moves, 27)
end)

T.test("Fourier: the table, weights, degree, noise stability and p-biased coefficients", function()
  local f = boolfn.majority(3)
  local ft = f:fourier_table()
  T.eq(#ft, 8)
  T.eq(ft[1], rat(0))
  T.eq(ft[2], rat(1, 2))           -- fhat({1}): entry k+1, bit i-1 of k for x_i
  T.eq(ft[8], rat(-1, 2))          -- fhat({1,2,3})
  T.eq(ft[8], f:fourier{1, 2, 3})
  local fl = f:fourier_table{exact = false}
  T.eq(math.type(fl[2]), "float")
  T.near(fl[8], -0.5, 1e-15)
  local w = f:spectral_weights()
  T.eq(w[2], rat(3, 4))
  T.eq(w[4], rat(1, 4))
  T.eq(f:degree(), 3)
  T.eq(boolfn.parity(4):degree(), 4)
  T.eq(f:noise_stability(rat(1, 2)), rat(13, 32))
  T.near(f:noise_stability(0.5), 13 / 32, 1e-14)
  T.near(f:noise_stability(rat(1, 2), {p = 0.3}), f:noise_stability(rat(1, 2), {p = rat(3, 10)}), 1e-14)
  -- p-biased: rational for |S| even or p(1-p) a square; the exact square otherwise
  local v, sq = f:fourier({1}, {p = rat(1, 3)})
  T.eq(math.type(v), "float")
  T.near(v * v, sq, 1e-14)
  local a = f:fourier({1}, {p = rat(1, 5)})  -- p(1-p) = 4/25
  T.eq(a * a, select(2, f:fourier({1}, {p = rat(1, 5)})))
  T.eq(f:fourier({1}, {p = rat(1, 2)}), rat(1, 2))
end)

T.test("influences, derivatives, pivotality, monotonicity and restriction", function()
  local f = boolfn.majority(3)
  T.eq(f:influence(1), rat(1, 2))
  T.eq(f:total_influence(), rat(3, 2))
  T.eq(f:pivotal(2), rat(1, 2))
  T.eq(f:derivative(3), rat(1, 2))
  local inf = f:influences{p = rat(1, 3)}
  T.eq(#inf, 3)
  T.eq(inf[1], f:influence(1, {p = rat(1, 3)}))
  T.eq(inf[1], 4 * rat(1, 3) * rat(2, 3) * f:pivotal(1, {p = rat(1, 3)}))  -- +-1 f: (D_i f)^2 = pivotality
  T.eq(#f:derivatives(), 3)
  T.eq(#f:pivotals{p = 0.25}, 3)
  T.truthy(boolfn.hex(3):is_monotone())
  T.truthy(not boolfn.parity(2):is_monotone())
  local g = f:restrict{[1] = 1}
  T.eq(#g, 2)
  T.eq(table.concat(g:values(), ","), table.concat(boolfn.or_(2):values(), ","))
  T.eq(f:variance(), rat(1))
  T.eq(boolfn.or_(2):variance{p = rat(1, 3)}, 1 - rat(1, 9) ^ 2)
end)

T.test("defaults and options: p = 1/2, exact results for exact p, floats otherwise", function()
  local f = boolfn.or_(2)
  T.eq(f:expectation(), f:expectation{p = rat(1, 2)})
  T.eq(f:expectation{p = rat(1, 3)}, rat(1, 9))
  T.eq(math.type(f:expectation{p = 0.5}), "float")
  T.eq(math.type(f:expectation{exact = false}), "float")
  T.near(f:expectation{p = 1 / 3}, 1 / 9, 1e-15)
  T.eq(f:game{p = 1}.length, rat(1))  -- Blue always moves and wins at once
  T.eq(math.type(f:game{exact = false}.length), "float")
  T.eq(f:decision_tree{tree = false}.tree, nil)
  T.eq(boolfn.majority(3):game().depth, 3)
  T.eq(boolfn.majority(3):game().bytes > 0, true)
end)

T.test("exact and floating tables agree on random functions", function()
  math.randomseed(13)
  for _ = 1, 8 do
    local bits = {}
    for k = 1, 32 do bits[k] = math.random(0, 1) end
    local f = boolfn(table.concat(bits))
    for _, p in ipairs{rat(1, 2), rat(1, 3), rat(3, 5)} do
      local e, d = f:game{p = p}, f:game{p = p:float()}
      T.near(d.length, e.length, 1e-9)
      T.near(d.value, e.value, 1e-12)
      local te, td = f:decision_tree{p = p, tree = false}, f:decision_tree{p = p, exact = false, tree = false}
      T.near(td.cost, te.cost, 1e-9)
      T.eq(f:expectation{p = p}, e.value)  -- Theorem 21
    end
  end
end)

T.test("trees: evaluation, text, DOT and records", function()
  local f = boolfn.majority(3)
  local t = f:decision_tree().tree
  T.eq(t:leaves(), 6)
  T.eq(t:depth(), 3)
  T.eq(#t, 11)
  T.eq(tostring(t), "decision tree (6 leaves, depth 3)")
  T.truthy(t:to_dot():find("digraph", 1, true))
  T.truthy(t:to_text():find("x1", 1, true))
  local rows = t:to_table()
  T.eq(#rows, 11)
  T.eq(rows[1].node, 1)
  T.eq(rows[1].var, 1)
  T.eq(rows[rows[1].minus].var ~= nil, true)
  for k = 0, 7 do
    local x = {k & 1 == 1 and 1 or -1, k & 2 == 2 and 1 or -1, k & 4 == 4 and 1 or -1}
    T.eq(t(x), f(x))
  end
  T.eq(t:cost{p = rat(1, 3)}, f:decision_tree{p = rat(1, 3)}.cost)
end)

T.test("sampling: sound sizes, the seed's sizes, reproducible under alea.seed", function()
  T.eq(boolfn.seed_sample_sizes(9, 0.1, 0.05).per_variable, 738)
  T.eq(boolfn.seed_sample_sizes(9, 0.1, 0.05).total, 738 * 9)
  local m = boolfn.sample_size(9, 0.1, 0.05)
  T.eq(m, math.ceil(2 ^ 2 / (2 * 0.05 ^ 2) * math.log(2 * 9 / 0.05)))
  local f = boolfn.hex(4)
  alea.seed(7)
  local a = f:sample_moves{samples = 20000}
  alea.seed(7)
  local b = f:sample_moves{samples = 20000}
  T.eq(a.move, b.move)
  T.eq(a.estimates[7], b.estimates[7])
  T.eq(a.samples, 20000)
  local exact = f:optimal_moves()
  T.near(a.estimates[7], exact.scores[7] / 2, 0.05)  -- estimates E[D_i f] = half the score
  T.eq(f:sample_moves().samples, boolfn.sample_size(16, 0.1, 0.05))
  local s = f:sample_moves({[7] = 1}, {samples = 100})
  T.eq(s.estimates[7], nil)
end)

T.test("errors name the argument", function()
  local f = boolfn.majority(3)
  T.raises(function() boolfn(0, function(x) return 1 end) end, "boolfn: argument 1: n must be at least 1, got 0")
  T.raises(function() boolfn(2, function(x) return nil end) end,
    "boolfn: argument 2: returned nil at x = {-1,-1} (expected a number or rat)")
  T.raises(function() boolfn(2, function(x) return "one" end) end, "boolfn: argument 2: returned string at x = {-1,-1}")
  T.raises(function() boolfn(2, function(x) return 0 / 0 end) end,
    "boolfn: argument 2: returned NaN at x = {-1,-1} (payoffs must be finite numbers)")
  T.raises(function() boolfn(2, function(x) return x[1] > 0 and math.huge or 1 end) end,
    "boolfn: argument 2: returned inf at x = {1,-1}")
  T.raises(function() boolfn(2, function(x) if x[2] > 0 then error("boom") end return 1 end) end,
    "boolfn: argument 2: raised an error at x = {-1,1}: ")
  T.raises(function() boolfn(2, function(a, b) return 1 end) end,
    "boolfn: argument 2: f takes 2 parameters but is called with one, the array x of 1 and -1")
  T.raises(function() boolfn(2) end, "boolfn: argument 2: expected a value, got no value")
  T.raises(function() boolfn(true) end, "boolfn: argument 1: expected integer n, array of values, bit string or hex string, got boolean")
  T.raises(function() boolfn{1, -1, 1} end, "boolfn: argument 1: a truth table has 2^n entries (n >= 1), got 3")
  T.raises(function() boolfn{1, "a"} end, "boolfn: argument 1: entry 2: expected a number or rat, got string")
  T.raises(function() boolfn{1, 0 / 0} end, "boolfn: argument 1: entry 2 is NaN")
  T.raises(function() boolfn("0120") end, "boolfn: argument 1: a bit string has only 0 and 1, got '2' at position 3")
  T.raises(function() boolfn("0xe8e") end, "boolfn: argument 1: a hex table has 2^n / 4 digits, got 3")
  T.raises(function() boolfn("0xg8") end, "boolfn: argument 1: not a hex digit: 'g'")
  T.raises(function() f:expectation{p = 2} end, "boolfn:expectation: argument 1: option 'p': p must be in [0, 1], got 2")
  T.raises(function() f:expectation{p = -0.5} end, "option 'p': p must be in [0, 1], got -0.5")
  T.raises(function() f:expectation{p = 0 / 0} end, "boolfn:expectation: argument 1: option 'p': expected a number, got NaN")
  T.raises(function() f:expectation{p = "half"} end, "option 'p': expected a number or rat, got string")
  T.raises(function() f:expectation{q = 1} end, "boolfn:expectation: argument 1: unknown option 'q' (known: p, exact)")
  T.raises(function() f:game{p = 0.3, exact = true} end,
    "boolfn:game: argument 1: option 'p': the exact game tables take p = a/b with b < 2^31, got p = 5404319552844595/18014398509481984")
  T.raises(function() f:game{tie = "best"} end, "boolfn:game: argument 1: option 'tie': expected one of \"first\", \"min\", \"max\", got \"best\"")
  T.raises(function() f:restrict{[4] = 1} end, "boolfn:restrict: argument 1: variable 4 is not in 1..3")
  T.raises(function() f:restrict{[1] = 0} end, "boolfn:restrict: argument 1: x1 must be set to 1 or -1, got integer 0")
  T.raises(function() f:restrict{a = 1} end, "boolfn:restrict: argument 1: keys are variables (integers), got string 'a'")
  T.raises(function() f:restrict{[1] = 1, [2] = 1, [3] = -1} end, "every variable is set")
  T.raises(function() f:game{partial = {[9] = 1}} end, "boolfn:game: argument 1: option 'partial': variable 9 is not in 1..3")
  T.raises(function() f:optimal_moves{[0] = 1} end, "boolfn:optimal_moves: argument 1: variable 0 is not in 1..3")
  T.raises(function() f:influence(4) end, "boolfn:influence: argument 1: variable 4 is not in 1..3")
  T.raises(function() f:fourier{1, 1} end, "boolfn:fourier: argument 1: variable 1 appears twice")
  T.raises(function() f:fourier{"a"} end, "boolfn:fourier: argument 1: entry 1: expected a variable (integer), got string 'a'")
  T.raises(function() f:noise_stability(2) end, "boolfn:noise_stability: argument 1: rho must be in [-1, 1], got 2")
  T.raises(function() f{1, 1} end, "expected 3 values, got 2")
  T.raises(function() f{1, 0, 1} end, "x[2] must be 1 or -1, got integer 0")
  T.raises(function() boolfn.majority(4) end, "boolfn.majority: argument 1: majority needs an odd n, got 4")
  T.raises(function() boolfn.tribes{2, 0} end, "boolfn.tribes: argument 1: tribe sizes must be in 1..64, got 0")
  T.raises(function() boolfn.compose(f, {f, f}) end, "boolfn.compose: argument 2: f has 3 variables but 2 functions were given")
  T.raises(function() boolfn.compose(f, {f, f, 1}) end, "boolfn.compose: argument 2: entry 3: expected boolfn, got integer")
  T.raises(function() boolfn(3, function(x) return 1 end):bounds() end, "boolfn:bounds: self: f is constant: no turn is played")
  T.raises(function() f:game{method = "symmetry", p = 0.5} end, "boolfn:game: argument 1: option 'p': the read-once engine is exact: give p as a rational")
  T.raises(function() boolfn(3, function(x) return x[1] end):game{method = "symmetry"} end,
    "boolfn:game: argument 1: option 'method': boolfn(3: 0xaa) has no read-once formula: use the tables")
  T.raises(function() f:game{method = "sparse", p = rat(1, 3)} end, "boolfn:game: argument 1: option 'p': the sparse walk runs at p = 1/2")
  T.raises(function() f:sample_moves{epsilon = 0} end, "boolfn:sample_moves: argument 1: option 'epsilon': epsilon must be positive")
  T.raises(function() boolfn.sample_size(9, 0.1, 2) end, "boolfn.sample_size: argument 3: delta must be in (0, 1)")
  T.raises(function() boolfn.sample_size(9, 0.1, 0.05, {max_abs = 0}) end, "option 'max_abs': the largest |f| must be positive")
end)

T.test("method search: Delta of Hex and recursive majority as the tables give it, with a tree; bounds when stopped", function()
  -- docs/boolfn.md, Random-turn Hex: the 3^n tables' Delta
  local f = boolfn.hex(4)
  local t = f:decision_tree{method = "search"}
  T.eq(t.cost, rat(105621, 16384))
  T.eq(t.lower, t.cost)
  T.eq(t.greedy, rat(106465, 16384))
  T.eq(t.method, "search")
  T.eq(t.tree:cost(), t.cost)
  T.eq(t.tree:leaves(), t.leaves)
  T.eq(t.tree:depth(), t.depth)
  T.truthy(t.leaves >= f:decision_tree{tree = false}.fewest_leaves)
  T.eq(t.fewest_leaves, nil)
  T.eq(t.least_depth, nil)
  for _, x in ipairs{{1, 1, 1, 1, -1, -1, -1, -1, 1, 1, 1, 1, -1, -1, -1, -1}, {1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1}} do
    T.eq(t.tree(x), f(x))
  end
  T.truthy(t.states > 0)
  local n = f:decision_tree{method = "search", tree = false}
  T.eq(n.tree, nil)
  T.eq(n.leaves, t.leaves)
  local m = boolfn.recursive_majority(2)
  local mp = m:decision_tree{method = "search", partial = {[2] = 1}}
  T.eq(mp.cost, m:decision_tree{partial = {[2] = 1}}.cost)
  T.eq(mp.tree:cost(), mp.cost)
  local s = boolfn.hex(4):decision_tree{method = "search", max_states = 500}
  T.eq(s.cost, nil)
  T.eq(s.leaves, nil)
  T.eq(s.tree, nil)
  T.truthy(s.lower <= rat(105621, 16384) and s.lower >= rat(5516, 1000))
  T.raises(function() boolfn.majority(3):decision_tree{method = "search", p = rat(1, 3)} end,
    "boolfn:decision_tree: argument 1: option 'p': method \"search\" needs p = 1/2")
  T.raises(function() boolfn.majority(3):decision_tree{method = "search", max_states = -1} end, "boolfn:decision_tree: ")
end)

T.test("work past the memory guard is refused up front with the estimate", function()
  local msg = T.raises(function() boolfn.majority(21):game{method = "tables"} end, "boolfn:game: ")
  T.truthy(msg:find("GiB", 1, true), msg)
  T.raises(function() boolfn.majority(41):is_monotone() end, "boolfn:is_monotone: a truth table of 41 variables has 2^41 entries, past the limit of 2^40")
  T.eq(boolfn.majority(41):expectation(), rat(0))  -- through the formula: no table
  T.raises(function() boolfn.hex(7):values() end, "boolfn:values: ")
  T.raises(function() boolfn.majority(15):decision_tree{max_leaves = 10} end, "over the limit of 10")
end)

T.done()
