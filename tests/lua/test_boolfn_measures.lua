-- boolfn's complexity measures through Lua (issue 29): the records and their field names, the
-- closed forms of AND/OR/majority/tribes, per-point versions, trees and algorithms that work,
-- measures() with what it omits, the inequalities, and the error messages.
local T = require "harness"

local function sorted(t)
  local c = {}
  for k, v in ipairs(t) do c[k] = v end
  table.sort(c)
  return table.concat(c, ",")
end

T.test("sensitivity, block sensitivity and certificates of AND, OR and tribes", function()
  local s = boolfn.and_(4):sensitivity()
  T.eq(s.s, 4)
  T.eq(s.s0, 1)
  T.eq(s.s1, 4)
  T.eq(sorted(s.x), "1,1,1,1")
  local c = boolfn.or_(5):certificate()
  T.eq(c.C, 5)
  T.eq(c.C0, 5)
  T.eq(c.C1, 1)
  local n = 0
  for i, v in pairs(c.certificate) do n = n + 1; T.eq(v, -1) end  -- the all-false point: every variable
  T.eq(n, 5)
  local t = boolfn.tribes(2, 3)
  local tc = t:certificate()
  T.eq(tc.C0, 3)
  T.eq(tc.C1, 2)
  T.eq(t:block_sensitivity().bs, 3)
  -- per point
  local at = boolfn.majority(5):sensitivity{1, 1, 1, -1, -1}
  T.eq(at.s, 3)
  T.eq(sorted(at.variables), "1,2,3")
  T.eq(boolfn.majority(5):certificate{1, 1, 1, 1, 1}.C, 3)
  T.eq(boolfn.majority(5):certificate{1, 1, 1, 1, 1}.C0, nil)
  local b = boolfn.parity(4):block_sensitivity{1, -1, 1, -1}
  T.eq(b.bs, 4)
  T.eq(#b.blocks, 4)
end)

T.test("decision depth with a tree that computes f", function()
  local f = boolfn.recursive_majority(2)
  local d = f:decision_depth()
  T.eq(d.D, 9)
  T.truthy(d.tree:depth() <= 9)
  local g = boolfn("0xf000")  -- x3 and x4
  local dg = g:decision_depth()
  T.eq(dg.D, 2)
  for k = 0, 15 do
    local x = {}
    for i = 1, 4 do x[i] = ((k >> (i - 1)) & 1 == 1) and 1 or -1 end
    T.eq(dg.tree(x), g(x))
  end
  T.eq(g:decision_depth{tree = false}.tree, nil)
end)

T.test("randomized complexity: R0(Maj3) = 8/3 with its algorithm and hard distribution", function()
  local r = boolfn.majority(3):zero_error_complexity()
  T.eq(r.R0, rat(8, 3))
  local total = rat(0)
  for _, a in ipairs(r.algorithm) do total = total + a.p end
  T.eq(total, rat(1))
  T.eq(#r.distribution, 8)
  local b = boolfn.or_(3):bounded_error_complexity()
  T.truthy(b.R <= 3)
  T.truthy(#b.errors >= 1)
end)

T.test("degrees: ANF, GF(2) degree, algebraic immunity, approximate degree", function()
  local m = boolfn.majority(3):anf()
  T.eq(#m, 3)
  T.eq(sorted(m[1]), "1,2")
  T.eq(boolfn.majority(3):gf2_degree(), 2)
  T.eq(boolfn.majority(5):algebraic_immunity(), 3)
  local a = boolfn.and_(2):approximate_degree()
  T.eq(a.degree, 2)
  T.eq(a.method, "symmetric")
  local o = boolfn.or_(16):approximate_degree{epsilon = rat(1, 3)}
  T.truthy(o.degree >= 2 and o.degree <= 6)
  -- past n = 8 through the orbits of the swappable variables: four tribes of three, 35 orbits
  -- (256 without exchanging the tribes)
  -- (E(4) > 1/3 >= E(5), checked against a finer partition in test_polynomial.cpp)
  local t = boolfn.tribes(3, 4):approximate_degree()
  T.eq(t.method, "orbits")
  T.eq(t.degree, 5)
  for _, e in ipairs(t.errors) do T.eq(e.lower, e.upper) end
  -- OR of x1..x3 beside nine variables it ignores: reduced to OR_3 (symmetric), whose best line
  -- is within 2/3
  local or3 = boolfn(12, function(x) return (x[1] + x[2] + x[3] > -3) and 1 or -1 end)
  local r = or3:approximate_degree{epsilon = rat(2, 3)}
  T.eq(r.method, "symmetric")
  T.eq(r.degree, 1)
  -- x1 x2 times a function of x3..x11 with three more ignored (n = 14, refused before): two
  -- degrees more than that function's, and E(1) = 1 (f is orthogonal to degree <= 1)
  local h = function(x) local s = 0; for i = 3, 11 do s = s + (i - 2) * x[i] end; return s > 0 and 1 or -1 end
  local odd = boolfn(14, function(x) return x[1] * x[2] * h(x) end)
  local core = boolfn(9, function(y) local x = {1, 1}; for i = 1, 9 do x[i + 2] = y[i] end; return h(x) end)
  local ro, rc = odd:approximate_degree(), core:approximate_degree()
  T.eq(ro.degree, rc.degree + 2)
  T.eq(ro.method, rc.method)
  T.eq(ro.errors[1].d, 1)
  T.eq(ro.errors[1].lower, rat(1))
  -- without symmetries past n = 8: [x1 + 2 x2 + ... + 9 x9 > 0] (distinct weights: no two
  -- variables swappable) by interior points, each E(d) between two exactly checked bounds; the
  -- bisection's last two steps prove E(deg - 1) > 1/3 >= E(deg)
  local ltf = boolfn(9, function(x)
    local s = 0
    for i = 1, 9 do s = s + i * x[i] end
    return s > 0 and 1 or -1
  end)
  local c = ltf:approximate_degree()
  T.eq(c.method, "certified")
  local proved_above, proved_below = false, false
  for _, e in ipairs(c.errors) do
    T.truthy(e.lower <= e.upper)
    if e.d == c.degree - 1 then proved_above = e.lower > rat(1, 3) end
    if e.d == c.degree then proved_below = e.upper <= rat(1, 3) end
  end
  T.truthy(proved_above and proved_below)
end)

T.test("spectral measures: bent, parity, majority", function()
  local ip = boolfn(4, function(x) return x[1] * x[2] + x[3] * x[4] == 2 and -1 or 1 end)
  T.eq(ip:is_bent(), false)
  local bent = boolfn("0x7888")  -- b1 b2 + b3 b4 over GF(2)
  T.eq(bent:is_bent(), true)
  T.eq(bent:nonlinearity(), 6)
  T.eq(boolfn.parity(4):correlation_immunity(), 3)
  T.eq(boolfn.parity(4):resiliency(), 3)
  T.eq(boolfn.and_(3):resiliency(), -1)
  T.near(boolfn.majority(3):spectral_entropy(), 2, 1e-12)
  T.near(boolfn.majority(3):fei_ratio(), 4 / 3, 1e-12)
  T.eq(boolfn.majority(3):noise_sensitivity(rat(1, 4)), rat(19, 64))
  T.near(boolfn.majority(3):noise_sensitivity(0.25), 19 / 64, 1e-12)
  T.eq(boolfn.majority(3):is_balanced(), true)
  T.eq(sorted(boolfn("0xf000"):relevant_variables()), "3,4")
  T.eq(boolfn("0xf000"):junta_size(), 2)
end)

T.test("measures(): the contract's fields, what is omitted, the inequalities", function()
  local m = boolfn.majority(5):measures{check = true}
  for _, k in ipairs{"s", "s0", "s1", "bs", "C", "C0", "C1", "D", "deg", "deg2", "nonlinearity"} do
    T.truthy(m[k] ~= nil, "field " .. k)
  end
  T.eq(m.s, 3)
  T.eq(m.C, 3)
  T.eq(m.D, 5)
  T.eq(m.deg, 5)
  T.eq(m.R0 ~= nil, true)
  for _, q in ipairs(m.inequalities) do T.truthy(q.holds, q.relation) end
  local big = boolfn.majority(21):measures()
  T.eq(big.bs, nil)
  T.eq(big.C, nil)
  T.eq(big.s, 11)
  T.truthy(#big.omitted >= 2)
  -- past n = 6 the approximate degree is in the record when the orbit LP is small: four tribes
  -- of three (35 orbits) yes, Hex 3x3 (n = 9: over 256 orbits) no
  local t = boolfn.tribes(3, 4):measures{check = true}
  T.eq(t.adeg, 5)
  for _, q in ipairs(t.inequalities) do T.truthy(q.holds, q.relation) end
  local ao = boolfn.hex(3):measures()
  T.eq(ao.adeg, nil)
  local named = false
  for _, o in ipairs(ao.omitted) do named = named or o:find("orbits of swappable variables", 1, true) ~= nil end
  T.truthy(named, table.concat(ao.omitted, "; "))
  local ineq = boolfn.tribes(2, 2):inequalities()
  T.eq(ineq[1].relation, "s <= bs")
end)

T.test("errors name the function and the limit", function()
  T.raises(function() boolfn{0, 1, 2, 3}:sensitivity() end, "boolfn:sensitivity: self: sensitivity is defined for +-1-valued functions")
  T.raises(function() boolfn.majority(21):block_sensitivity() end, "block sensitivity is computed for n <= 20; f has 21 variables")
  T.raises(function() boolfn.majority(3):sensitivity{1, 1} end, "boolfn:sensitivity")
  T.raises(function() boolfn.majority(3):approximate_degree{epsilon = 2} end, "option 'epsilon'")
  T.raises(function() boolfn.and_or(2):approximate_degree() end,
           "boolfn:approximate_degree: the approximate degree is computed by LP for n <= 12, for symmetric functions, and up to n = 20 for functions whose swappable variables and blocks of them leave at most 1024 orbits; f has 16 variables and 1296 orbits")
  T.raises(function() boolfn.majority(3):noise_sensitivity(3) end, "delta must be in")
  T.raises(function() boolfn.majority(9):zero_error_complexity() end, "n <= 8")
  T.raises(function() boolfn.majority(3):anf{max_terms = 1} end, "max_terms")
end)

T.done()
