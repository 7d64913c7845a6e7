-- alloc.optimal_mix: the optimal mixed strategy of the symmetric game w - l (Fluet, seed 000,
-- section 7's "mixed strategy"), against Figure 5 (section 2), the two-valued emperors of
-- section 5.3, a direct evaluation of the mix's expected payoff, and the errors.
local T = require("harness")
local P = prob{rat(3,6), rat(2,6), rat(1,6)}

-- Figure 5: (3,2,0) -> (4,1,0) -> (2,2,1) -> (3,1,1) -> (3,2,0), the emperor cycle of 5 tokens.
local cycle = {["[3,2,0]"] = true, ["[4,1,0]"] = true, ["[2,2,1]"] = true, ["[3,1,1]"] = true}

-- The mix's expected w - l against Y, by alloc.wdl directly (not through the LP's matrix).
local function expected_against(mix, Y, opts)
  local s = rat(0)
  for _, e in ipairs(mix.strategy) do
    local w, _, l = alloc.wdl(e.allocation, Y, opts)
    s = s + e.weight * (w - l)
  end
  return s
end

T.test("Figure 5: the optimal mix over all 21 allocations lies in the emperor cycle", function()
  local all = alloc.all(P, 5)
  T.eq(#all, 21)
  local m = alloc.optimal_mix(all, {exact=true})
  T.eq(m.exact, true); T.eq(m.value, rat(0)); T.eq(m.payoff_guarantee, rat(0))
  T.eq(m.support, #m.strategy)
  local total = rat(0)
  for _, e in ipairs(m.strategy) do
    T.truthy(cycle[tostring(e.allocation)], tostring(e.allocation) .. " is outside the cycle")
    T.truthy(e.weight > rat(0))
    total = total + e.weight
  end
  T.eq(total, rat(1))
  -- Optimal: expected w - l >= 0 against every allocation (the value of a symmetric game is 0).
  for _, Y in ipairs(all) do T.truthy(expected_against(m, Y, {exact=true}) >= rat(0), tostring(Y)) end
end)

T.test("Figure 5: the fast mode agrees with the exact one", function()
  local all = alloc.all(P, 5)
  local e, f = alloc.optimal_mix(all, {exact=true}), alloc.optimal_mix(all)
  T.eq(f.exact, false); T.eq(f.support, e.support)
  T.near(f.value, 0, 1e-9); T.truthy(f.payoff_guarantee > -1e-9)
  for k, s in ipairs(f.strategy) do
    T.eq(tostring(s.allocation), tostring(e.strategy[k].allocation))
    T.near(s.weight, e.strategy[k].weight, 1e-9)
  end
end)

-- Figure 12: the emperors of P = (3/6, 2/6, 1/6); t = 5 and 18 have none (cycles instead). Where
-- an emperor is favored strictly over all others, the optimal mix is that emperor alone.
T.test("Figure 12: where an emperor exists the optimal mix is the emperor", function()
  local emperors = {[1] = "[1,0,0]", [2] = "[1,1,0]", [3] = "[2,1,0]", [4] = "[2,1,1]", [6] = "[3,2,1]",
                    [10] = "[5,3,2]", [12] = "[6,4,2]"}
  for t, e in pairs(emperors) do
    local m = alloc.optimal_mix(alloc.all(P, t), {exact = t <= 6})
    T.eq(m.support, 1, "t = " .. t)
    T.eq(tostring(m.strategy[1].allocation), e, "t = " .. t)
  end
  T.truthy(alloc.optimal_mix(alloc.all(P, 5)).support > 1)  -- no emperor: a true mix
end)

-- Fluet 5.3: with two values [x, t-x] is an emperor for x the median of Binomial(t, p); a game
-- with an emperor favored strictly over all others has that pure strategy as its optimal mix.
T.test("5.3: two values, the optimal mix is the emperor", function()
  for _, p in ipairs{rat(2,3), rat(3,5), rat(5,7)} do
    for _, t in ipairs{5, 9, 12} do
      local m = alloc.optimal_mix(alloc.all(prob{p, 1 - p}, t), {exact=true})
      T.eq(m.support, 1)
      T.eq(m.strategy[1].allocation[1], alloc.two_value.emperor(p, t), tostring(p) .. ", " .. t)
      T.eq(m.strategy[1].weight, rat(1))
    end
  end
end)

T.test("Independent rules: the 5-token game has a pure optimal strategy, an emperor", function()
  local all = alloc.all(P, 5)
  local m = alloc.optimal_mix(all, {exact=true, rules="independent"})
  T.eq(m.support, 1); T.eq(m.value, rat(0))
  for _, Y in ipairs(all) do T.truthy(alloc.favored(m.strategy[1].allocation, Y, {rules="independent", exact=true})) end
end)

T.test("a tournament: its stored WDL and rules give the same mix", function()
  local a = alloc.optimal_mix(alloc.tournament(P, 5, {exact=true}), {exact=true})
  local b = alloc.optimal_mix(alloc.all(P, 5), {exact=true})
  T.eq(a.exact, true); T.eq(a.support, b.support)
  for k, s in ipairs(a.strategy) do
    T.eq(s.allocation, b.strategy[k].allocation); T.eq(s.weight, b.strategy[k].weight)
  end
  local i = alloc.optimal_mix(alloc.tournament(P, 5, {rules="independent"}))
  T.eq(tostring(i.strategy[1].allocation), "[3,2,0]")
  T.raises(function() alloc.optimal_mix(alloc.tournament(P, 3), {exact=true}) end, "built without exact=true")
  T.raises(function() alloc.optimal_mix(alloc.tournament(P, 3), {rules="original"}) end,
           "alloc.optimal_mix: argument 2: option 'rules': a tournament plays under the rules it was built with")
end)

T.test("errors name the argument", function()
  local F = prob{0.5, 0.5}
  T.raises(function() alloc.optimal_mix({}) end, "alloc.optimal_mix: argument 1: expected a non-empty array of allocations")
  T.raises(function() alloc.optimal_mix(5) end, "argument 1: expected list of allocations or tournament, got integer")
  T.raises(function() alloc.optimal_mix({alloc(F, {1,0}), 3}) end, "argument 1: entry 2: expected allocation, got integer")
  T.raises(function() alloc.optimal_mix({alloc(P, {1,0,0}), alloc(prob{1,1,1}, {1,0,0})}) end,
           "alloc.optimal_mix: argument 1: entry 2 is over prob{1/3, 1/3, 1/3}")
  T.eq(alloc.optimal_mix({alloc(F, {1,0})}, {exact=true}).value, rat(0))  -- floats by their binary values
  T.eq(alloc.optimal_mix({alloc(F, {1,0})}, {exact=true}).exact, true)
  T.raises(function() alloc.optimal_mix({alloc(F, {1,0})}, {exakt=true}) end, "unknown option 'exakt'")
  T.raises(function() alloc.optimal_mix({alloc(F, {1,0})}, {rules="shared"}) end, "option 'rules'")
  T.raises(function() alloc.optimal_mix({alloc(F, {1,0})}, {}, 3) end, "alloc.optimal_mix")
end)

T.test("one allocation, and a repeated one", function()
  local X = alloc(P, {1,1,0})
  local m = alloc.optimal_mix({X})
  T.eq(m.support, 1); T.eq(m.strategy[1].weight, 1.0); T.eq(m.exact, false)
  m = alloc.optimal_mix({X, X}, {exact=true})
  T.eq(m.value, rat(0)); T.eq(m.payoff_guarantee, rat(0))
end)

T.done()
