-- alloc searches (issue 4): all, count, minimal, mat_candidates, best_multinomial,
-- greedy_multinomial against Fluet (seed 000) and Bramhall (seed 001), and brute force.
local T = require("harness")
local D = prob.dice(2)

local function strings(list)
  local out = {}
  for i, x in ipairs(list) do out[i] = tostring(x) end
  return table.concat(out, " ")
end

T.test("count and all (Fluet 6.2.1: 646,646 allocations of 12 tokens, 68,354 in normal form)", function()
  T.eq(alloc.count(D, 12), 646646)
  T.eq(alloc.count(D, 12, {normal_form=true}), 68354)
  local all = alloc.all(prob{1, 1, 2}, 2)
  T.eq(strings(all), "[2,0,0] [1,1,0] [1,0,1] [0,2,0] [0,1,1] [0,0,2]")
  T.eq(strings(alloc.all(prob{1, 1, 2}, 2, {normal_form=true})), "[2,0,0] [1,1,0] [1,0,1] [0,0,2]")
  T.eq(#alloc.all(D, 3), alloc.count(D, 3))
  T.eq(getmetatable(all[1]).__name, "allocation")
end)

T.test("Figure 8 and 2.7: minimal allocations on two dice, ties listed", function()
  local r = alloc.minimal(D, 12, {images=true})
  T.eq(strings(r.allocations), "[0,0,1,2,2,3,2,1,1,0,0] [0,0,1,1,2,3,2,2,1,0,0]")
  T.near(r.expected_time, 31.922, 0.0005)
  T.eq(r.expected_time.bound, r.error_bound)   -- the estimate carries the fast method's bound
  T.truthy(r.expected_time.bound < 1e-9, "bound " .. tostring(r.expected_time.bound))
  T.truthy(r.leaves >= 1 and r.leaves <= 49, "leaves " .. r.leaves)   -- 49 MAT candidates
  T.eq(r.evaluated, r.leaves + r.bound_evaluations + r.start_evaluations)
  T.eq(#alloc.minimal(D, 7, {images=true}).allocations, 2)   -- [0,0,0,1,2,2,1,1,0,0,0] and its mirror
  T.eq(tostring(alloc.minimal(D, 36).normal_forms[1]), "[0,1,3,4,6,8,6,4,3,1,0]")
  T.near(alloc.minimal(D, 36).expected_time, 69.569, 0.0005)
  local e = alloc.minimal(D, 5, {exact=true})
  T.eq(e.expected_time, alloc(D, {0,0,0,1,1,1,1,1,0,0,0}):expected_time{exact=true})
  T.eq(#alloc.mat_candidates(D, 12), 49)
  T.eq(alloc.minimal(D, 12, {pruning="mats"}).evaluated, 49)
end)

T.test("Figures 9, 10, 11", function()
  local H = prob{rat(2,3), rat(1,3)}
  for _, row in ipairs{{9, "[7,2]", 11.261}, {300, "[204,96]", 313.325}, {1200, "[807,393]", 1226.673}} do
    local r = alloc.minimal(H, row[1], {images=true})
    T.eq(strings(r.allocations), row[2]); T.near(r.expected_time, row[3], 0.0005)
  end
  T.eq(strings(alloc.minimal(prob{3, 2, 1}, 13, {images=true}).allocations), "[8,4,1]")
  T.eq(strings(alloc.minimal(prob{.4, .3, .2, .1}, 14, {images=true}).allocations), "[7,5,2,0]")
end)

T.test("2.5: [2,0] and [1,1] tie for P = ((sqrt5-1)/2, (3-sqrt5)/2), both below [0,2]", function()
  local s5 = math.sqrt(5)
  local G = prob{(s5 - 1) / 2, (3 - s5) / 2}
  local r = alloc.minimal(G, 2, {images=true})
  T.eq(strings(r.allocations), "[2,0] [1,1]")
  T.truthy(r.tie_within_bound)
  T.near(r.expected_time, 1 + s5, 1e-12)   -- 2/p1 = 1/p1 + 1/p2 - 1 = 1 + sqrt5
end)

T.test("the pruned search equals brute force over alloc.all (exact)", function()
  for _, w in ipairs{{1, 1, 2}, {3, 2, 2, 1}, {5, 1, 1}, {2, 3, 1, 1, 3}} do
    local P = prob(w)
    for t = 1, 5 do
      local least, best = nil, {}
      for _, X in ipairs(alloc.all(P, t)) do
        local e = X:expected_time{exact=true}
        if least == nil or e < least then least, best = e, {X} elseif e == least then best[#best + 1] = X end
      end
      local r = alloc.minimal(P, t, {exact=true, images=true})
      T.eq(strings(r.allocations), strings(best), "P " .. tostring(P) .. " t " .. t)
      T.eq(r.expected_time, least)
    end
  end
end)

T.test("section 5: the two-value theorem against the search", function()
  for _, p in ipairs{rat(1,2), rat(2,3), rat(3,4), rat(1,5), rat(5,7)} do
    for t = 1, 20 do
      local r = alloc.minimal(prob{p, 1 - p}, t, {images=true})
      local x = alloc.two_value.minimal(p, t)
      local found = false
      for _, X in ipairs(r.allocations) do found = found or X[1] == x end
      T.truthy(found, tostring(p) .. " t " .. t)
    end
  end
end)

T.test("Bramhall: multinomial maxima with ties, and his greedy builder", function()
  local b6 = alloc.best_multinomial(D, 6)
  T.eq(#b6.allocations, 3)   -- [5,6,7^2,8,9], [4,5,6,7,8,9] and the mirror of the latter
  T.near(b6.multinomial, .0024, .00005)
  local b10 = alloc.best_multinomial(D, 10)
  T.eq(strings(b10.allocations), "[0,0,1,1,2,2,2,1,1,0,0]")
  T.near(b10.multinomial, .00040197, .5e-8)   -- printed .00040917 (digits transposed)
  T.eq(#alloc.best_multinomial(D, 12).allocations, 10)
  local g, path = alloc.greedy_multinomial(D, 12)
  T.eq(#path, 12); T.eq(tostring(path[1]), "[0,0,0,0,0,1,0,0,0,0,0]")
  T.eq(g:multinomial(), alloc.best_multinomial(D, 12).multinomial)
  T.eq(type(alloc.best_multinomial(prob{.5, .3, .2}, 4).multinomial), "number")
end)

T.test("bad input names the function and argument", function()
  T.raises(function() alloc.minimal(D, -1) end, "alloc.minimal: argument 2")
  T.raises(function() alloc.minimal(D, 3, {exact=true, foo=1}) end, "foo")
  -- a float P with exact=true: decided in rats from its binary values (the float rule)
  T.eq(alloc.minimal(prob{.5, .5}, 3, {exact=true}).expected_time, rat(9, 2))
  T.raises(function() alloc.minimal(D, 3, {pruning="some"}) end, "pruning")
  T.raises(function() alloc.minimal("dice", 3) end, "alloc.minimal: argument 1")
  T.raises(function() alloc.all(D, 24) end, "exceed the limit of 10000000")
  T.raises(function() alloc.all(D, 2.5) end, "alloc.all: argument 2")
  T.raises(function() alloc.count(D, 0 / 0) end, "alloc.count: argument 2")
  T.raises(function() alloc.best_multinomial(prob.uniform(40), 20) end, "maximizers exceed")
  T.raises(function() alloc.greedy_multinomial(D) end, "alloc.greedy_multinomial")
end)

T.done()
