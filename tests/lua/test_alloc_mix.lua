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

-- Every optimal mix (docs/alloc_mix.md, "Every optimal mix"): the optimal face's vertices, its
-- dimension and the playable allocations, and the iterated elimination of dominated allocations.
local function wl(X, Y) local w, _, l = alloc.wdl(X, Y, {exact=true}); return w - l end

T.test("alloc.mix is alloc.optimal_mix under issue 30's name: the same record", function()
  local all = alloc.all(P, 5)
  local a, b = alloc.mix(all, {exact=true}), alloc.optimal_mix(all, {exact=true})
  T.eq(a.unique, b.unique); T.eq(#a.vertices, #b.vertices); T.eq(a.value, b.value)
  for k, s in ipairs(b.strategy) do
    T.eq(tostring(a.strategy[k].allocation), tostring(s.allocation)); T.eq(a.strategy[k].weight, s.weight)
  end
  T.raises(function() alloc.mix(all, {exact="yes"}) end, "alloc.mix")
end)

T.test("every optimal mix: Figure 5's is unique, and strict dominance leaves exactly the emperor cycle", function()
  local all = alloc.all(P, 5)
  local m = alloc.optimal_mix(all, {exact=true})
  T.eq(m.unique, true); T.eq(m.dimension, 0); T.eq(#m.vertices, 1); T.eq(#m.playable, 3)
  for k, s in ipairs(m.strategy) do
    T.eq(tostring(m.vertices[1][k].allocation), tostring(s.allocation)); T.eq(m.vertices[1][k].weight, s.weight)
    T.eq(tostring(m.playable[k]), tostring(s.allocation))
  end
  -- 17 of the 21 allocations leave in four rounds; what remains is Figure 5's cycle.
  T.eq(#m.eliminated.strict, 17); T.eq(#m.eliminated.weak, 0)
  local left_at = {}  -- allocation -> the round it left
  for _, e in ipairs(m.eliminated.strict) do left_at[tostring(e.allocation)] = e.round end
  for _, X in ipairs(all) do T.eq(left_at[tostring(X)] == nil, cycle[tostring(X)] == true, tostring(X)) end
  -- Each certificate, by alloc.wdl in rats: the mix beats the allocation against every one still there.
  for _, e in ipairs(m.eliminated.strict) do
    for _, Y in ipairs(all) do
      local r = left_at[tostring(Y)]
      if r == nil or r >= e.round then
        local s = rat(0)
        for _, b in ipairs(e.by) do s = s + b.weight * wl(b.allocation, Y) end
        T.truthy(s > wl(e.allocation, Y), tostring(e.allocation) .. " against " .. tostring(Y))
      end
    end
  end
end)

T.test("every optimal mix: the 18-token game of section 7 has one, on three allocations", function()
  -- docs/alloc_mix.md, research run 4: exact weights 0.700726959329, 0.247846248696, 0.051426791975.
  local m = alloc.optimal_mix(alloc.all(P, 18))
  T.eq(m.unique, true); T.eq(#m.vertices, 1); T.eq(#m.playable, 3)
  local want = {["[9,6,3]"] = 0.700726959329, ["[11,5,2]"] = 0.247846248696, ["[10,6,2]"] = 0.051426791975}
  for _, s in ipairs(m.vertices[1]) do T.near(s.weight, want[tostring(s.allocation)], 1e-9) end
  -- Iterated strict dominance leaves the three alone: the LP runs on a 3 x 3 game.
  T.eq(#m.eliminated.strict, 187)
end)

T.test("every optimal mix: a repeated allocation makes a segment of optimal mixes", function()
  local X, Y, Z = alloc(P, {3,2,0}), alloc(P, {4,1,0}), alloc(P, {2,2,1})
  local m = alloc.optimal_mix({X, X, Y, Z}, {exact=true})
  local one = alloc.optimal_mix({X, Y, Z}, {exact=true})
  if one.unique and one.strategy[1].allocation == X then
    T.eq(m.unique, false); T.eq(m.dimension, 1); T.eq(#m.vertices, 2)
  end
  local r = alloc.optimal_mix({X, X}, {exact=true})
  T.eq(r.unique, false); T.eq(r.dimension, 1); T.eq(#r.vertices, 2); T.eq(#r.playable, 2)
  T.eq(r.vertices[1][1].weight, rat(1)); T.eq(r.vertices[2][1].weight, rat(1))
  local plain = alloc.optimal_mix(alloc.all(P, 5), {reduce=false, vertices=false})
  T.eq(plain.vertices, nil); T.eq(plain.eliminated, nil); T.eq(plain.unique, nil); T.eq(plain.support, 3)
  T.raises(function() alloc.optimal_mix({X}, {vertices=1}) end, "vertices")
end)

T.done()
