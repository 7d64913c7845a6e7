-- alloc: the Lua surface of issue 3 against Fluet (seed 000) and Bramhall (seed 001).
local T = require("harness")
local D = prob.dice(2)
local H = prob{rat(2,3), rat(1,3)}

T.test("construction, #, [], tokens, counts, ==, tostring", function()
  local X = alloc(D, {0,0,1,2,2,3,2,1,1,0,0})
  T.eq(tostring(X), "[0,0,1,2,2,3,2,1,1,0,0]")
  T.eq(#X, 11); T.eq(X[6], 3); T.eq(X:tokens(), 12); T.eq(X:counts()[4], 2)
  T.truthy(alloc(D, "6^3 7^6 8^3") == alloc(D, {0,0,0,0,3,6,3,0,0,0,0}))
  T.truthy(alloc(D, "[6 7^2]") == alloc(D, "6 7 7"))
  T.eq(#X:neighbors(), 7 * 10)
  T.eq(tostring(alloc(D, {0,0,0,1,1,2,2,1,0,0,0}):normal_form()), "[0,0,0,1,2,2,1,1,0,0,0]")
  T.truthy(alloc(D, "6 7"):is_sub(alloc(D, "6 7^2")))
  T.eq(alloc(D, "6 7"):multinomial(), rat(5, 108))
end)

T.test("section 2.4 exactly", function()
  local A, B, C = alloc(H, {1,1}), alloc(H, {2,0}), alloc(H, {0,2})
  T.eq(A:expected_time{exact=true}, rat(7,2)); T.eq(B:expected_time{exact=true}, rat(3)); T.eq(C:expected_time{exact=true}, rat(6))
  local w, d, l = alloc.wdl(A, B, {exact=true}); T.eq(w, rat(5,9)); T.eq(d, rat(0)); T.eq(l, rat(4,9))
  w, d, l = alloc.wdl(A, C, {exact=true}); T.eq(w, rat(8,9)); T.eq(d, rat(0)); T.eq(l, rat(1,9))
  local e, bound = A:expected_time(); T.near(e, 3.5, 1e-12); T.truthy(bound < 1e-9)
  T.truthy(alloc.favored(A, B)); T.truthy(not alloc.favored(C, A))
end)

T.test("15 tokens, five each on 6, 7, 8", function()
  T.eq(tostring(alloc(D, "6^5 7^5 8^5"):expected_time{exact=true}),
       "3944780087497523445776943/82962908926146261286912")
end)

T.test("section 2.1 and 2.6 and Bramhall .2272", function()
  local A, B = alloc(D, {1,1,1,1,1,2,1,1,1,1,1}), alloc(D, {0,0,1,1,2,4,2,1,1,0,0})
  local w, d, l = alloc.wdl(B, A)
  T.near(w, .75, .005); T.near(d, .09, .005); T.near(l, .16, .005)
  local P = prob{rat(1,2), rat(1,4), rat(1,4)}
  local wi = alloc.wdl(alloc(P, {1,1,0}), alloc(P, {1,0,1}), {rules="independent"})
  T.near(wi, .4212, 5e-5)
  T.near((alloc.wdl(alloc(D, "6 7^2"), alloc(D, "6 7 8"))), .2272, 5e-5)
end)

T.test("solitaire distribution, quantile, median, variance", function()
  local X = alloc(H, {2,1})
  local dist = X:distribution()
  T.near(dist.cdf[#dist.cdf], 1, 1e-12)
  T.eq(dist.n[1], 0)
  local ex = X:distribution{n=3, exact=true}
  T.eq(ex.pmf[4], rat(4,9))  -- n = 3: the three orders of H, H, T
  T.eq(X:median(), X:quantile(0.5))
  T.near(X:variance(), X:variance{method="recursion"}, 1e-9)
end)

T.test("reduce, duration, simulate", function()
  local a, b = alloc.reduce(alloc(D, "6^2 7 8"), alloc(D, "6 7^2 8"))
  T.eq(tostring(a), "[0,0,0,0,2,0,1,0,0,0,0]"); T.eq(tostring(b), "[0,0,0,0,0,2,1,0,0,0,0]")
  local A, B = alloc(D, "6 7^2"), alloc(D, "6 7 8")
  local dur = alloc.duration(A, B, {exact=true})
  T.truthy(dur > rat(10868, 1000) and dur < rat(10869, 1000))  -- Bramhall's 7.98 is an erratum
  local s = alloc.simulate(A, B, 20000, {seed=5})
  local w = alloc.wdl(A, B)
  T.truthy(s.win.low <= w and w <= s.win.high)
  T.eq(s.games, 20000)
end)

T.test("two values", function()
  T.eq(alloc.two_value.minimal(rat(2,3), 9), 7)
  T.eq(alloc.two_value.emperor(rat(2,3), 9), 6)
  T.eq(alloc.two_value.expected_time(rat(2,3), 1, 1), rat(7,2))
  T.eq(alloc.two_value.expected_time(rat(2,3), 2, 1, {formula=1}), alloc(H, {2,1}):expected_time{exact=true})
end)

T.test("errors", function()
  T.raises(function() alloc(D, {1,2}) end, "expected 11 counts")
  T.raises(function() alloc(D, {0,0,0,0,0,-1,0,0,0,0,0}) end, "negative")
  T.raises(function() alloc(D, {0,0,0,0,0,1.5,0,0,0,0,0}) end, "expected an integer")
  T.raises(function() alloc(D, "13^2") end, "not a value")
  T.raises(function() alloc(D, 5) end, "argument")
  T.raises(function() alloc.wdl(alloc(D, "7"), 3) end, "expected allocation")
  T.raises(function() alloc.wdl(alloc(D, "7"), alloc(H, {1,0})) end, "different probability")
  T.raises(function() alloc.wdl(alloc(D, "7"), alloc(D, "8"), {rulez="x"}) end, "rulez")
  T.raises(function() alloc(prob{0.5, 0.5}, {1,1}):expected_time{exact=true} end, "float")
  T.raises(function() alloc(D, {100,100,100,100,100,100,100,100,100,100,100}):expected_time{method="recursion"} end,
           "over the memory limit")
  T.raises(function() alloc.two_value.minimal(1.5, 3) end, "between 0 and 1")
  T.raises(function() alloc(H, {1,1}):quantile(2) end, "q must")
end)

T.done()
