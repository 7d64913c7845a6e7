-- prob: the Lua surface of probability vectors (issue 2, section 4).
local T = require "harness"

-- Ways to roll each total with n dice of s sides, by direct enumeration.
local function brute_dice(n, s)
  local counts, total = {}, 0
  local function roll(left, sum)
    if left == 0 then
      counts[sum] = (counts[sum] or 0) + 1
      total = total + 1
      return
    end
    for f = 1, s do roll(left - 1, sum + f) end
  end
  roll(n, 0)
  return counts, total
end

T.test("exact entries summing to 1 are kept", function()
  local P = prob{rat(1, 2), rat(1, 3), rat(1, 6)}
  T.eq(#P, 3)
  T.eq(P[1], rat(1, 2))
  T.eq(P[2], rat(1, 3))
  T.eq(P[3], rat(1, 6))
  T.eq(P:is_exact(), true)
  T.truthy(rat.is_rat(P[1]))
  T.eq(tostring(P), "prob{1/2, 1/3, 1/6}")
  T.eq(tostring(prob{1}), "prob{1}")
  T.eq(tostring(prob{0, 1, 0}), "prob{0, 1, 0}")
end)

T.test("integer and rat weights are normalized exactly", function()
  local P = prob{1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1}
  local D = prob.dice(2, 6)
  T.eq(#P, 11)
  for i = 1, 11 do T.eq(P[i], D[i], "entry " .. i) end
  T.eq(P[6], rat(1, 6))
  T.eq(P[1], rat(1, 36))
  T.eq(P:labels()[1], 1)   -- default labels 1..k, the dice are labelled 2..12
  T.eq(D:labels()[1], 2)
  T.truthy(P ~= D)          -- same entries, different labels
  T.eq(prob({1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1}, {labels = D:labels()}), D)
  local Q = prob{rat(1, 2), rat(1, 4)}  -- 1/2 : 1/4 = 2/3 : 1/3
  T.eq(Q[1], rat(2, 3))
  T.eq(Q[2], rat(1, 3))
  T.eq(tostring(prob{3, 1}), "prob{3/4, 1/4}")
end)

T.test("float entries summing to 1 are kept as floats", function()
  local P = prob{0.25, 0.75}
  T.eq(P:is_exact(), false)
  T.eq(math.type(P[1]), "float")
  T.eq(P[1], 0.25)
  T.eq(P[2], 0.75)
  T.eq(tostring(P), "prob{0.25, 0.75}")
  local Q = prob{0.1, 0.2, 0.7}  -- 1 only within rounding
  T.eq(Q[1], 0.1)
  T.eq(Q[3], 0.7)
  local R = prob{0.5, 0.5 + 0.5e-9}  -- within 1e-9: divided by the sum, so every method sees one vector
  T.eq(R[2], (0.5 + 0.5e-9) / (1 + 0.5e-9))
  T.near(R[1] + R[2], 1, 2 ^ -52)
  local M = prob{rat(1, 2), 0.5}     -- one float: a float vector
  T.eq(M:is_exact(), false)
  T.eq(M[1], 0.5)
end)

T.test("floats() and labels()", function()
  local P = prob.dice(2, 6)
  local f = P:floats()
  T.eq(#f, 11)
  T.eq(f[6], 1 / 6)
  T.eq(math.type(f[1]), "float")
  local sum = 0
  for i = 1, #f do sum = sum + f[i] end
  T.near(sum, 1, 1e-15)
  local L = P:labels()
  T.eq(#L, 11)
  for i = 1, 11 do T.eq(L[i], i + 1) end
  T.eq(math.type(L[1]), "integer")
  local C = prob({1, 1, 2}, {labels = {"red", "green", "blue"}})
  T.eq(C:labels()[3], "blue")
  T.eq(C[3], rat(1, 2))
  local N = prob({rat(1, 2), rat(1, 2)}, {labels = {10, 20}})
  T.eq(N:labels()[2], 20)
end)

T.test("dice against enumeration", function()
  for n = 1, 3 do
    for s = 1, 6 do
      local P = prob.dice(n, s)
      local counts, total = brute_dice(n, s)
      T.eq(#P, n * s - n + 1, n .. "d" .. s .. " size")
      local L = P:labels()
      T.eq(L[1], n)
      T.eq(L[#L], n * s)
      local sum = rat(0)
      for i = 1, #P do
        T.eq(P[i], rat(counts[L[i]], total), n .. "d" .. s .. " entry " .. i)
        T.eq(P[i], P[#P + 1 - i], "symmetry")
        sum = sum + P[i]
      end
      T.eq(sum, rat(1))
    end
  end
  local D3 = prob.dice(3, 6)
  T.eq(#D3, 16)
  T.eq(D3[10 - 2], rat(27, 216))  -- label 10 is entry 8: P(10) = 27/216 = 1/8
  T.eq(D3[10 - 2], rat(1, 8))
  T.eq(D3[1], rat(1, 216))
  T.eq(prob.dice(2)[6], rat(6, 36))  -- six sides by default; label 7 is entry 6
  T.eq(prob.dice(2)[5], rat(5, 36))  -- label 6
end)

T.test("uniform and coin", function()
  local U = prob.uniform(4)
  T.eq(#U, 4)
  for i = 1, 4 do T.eq(U[i], rat(1, 4)) end
  T.eq(U:labels()[4], 4)
  T.eq(prob.uniform(6), prob.dice(1, 6))
  local C = prob.coin(rat(1, 3))
  T.eq(C:is_exact(), true)
  T.eq(C[1], rat(2, 3))
  T.eq(C[2], rat(1, 3))
  T.eq(C:labels()[1], 0)
  T.eq(C:labels()[2], 1)
  local F = prob.coin(0.25)
  T.eq(F:is_exact(), false)
  T.eq(F[1], 0.75)
  T.eq(F[2], 0.25)
  T.eq(prob.coin(1)[2], rat(1))
  T.eq(prob.coin(0)[1], rat(1))
  T.eq(prob.coin(rat(1, 2)):floats()[1], 0.5)
end)

T.test("indexing", function()
  local P = prob.uniform(3)
  T.eq(P[2.0], rat(1, 3))        -- an integral float indexes like a table
  T.eq(P[1.5], nil)
  T.eq(P.nonexistent, nil)
  T.eq(P["1"], nil)
  T.eq(type(P.labels), "function")
  T.eq(#prob{1}, 1)
  T.eq(prob(P), P)               -- copying constructor
end)

T.test("errors: floats that do not sum to 1", function()
  T.raises(function() return prob{0.5, 0.6} end,
           "prob: argument 1: float entries sum to 1.1, not 1")
  T.raises(function() return prob{1.5, 0.5} end, "float entries sum to 2, not 1")
  T.raises(function() return prob{0.5, 0.5 + 2e-9} end, "float entries sum to")
end)

T.test("errors: bad entries name the entry", function()
  T.raises(function() return prob{1, -1, 2} end, "prob: argument 1: entry 2 is negative (-1)")
  T.raises(function() return prob{rat(1, 2), rat(-1, 4), 1} end, "entry 2 is negative (-1/4)")
  T.raises(function() return prob{0.5, -0.5, 1.0} end, "entry 2 is negative (-0.5)")
  T.raises(function() return prob{0.5, 0 / 0} end, "prob: argument 1: entry 2 is NaN")
  T.raises(function() return prob{math.huge, 0.5} end, "prob: argument 1: entry 1 is infinite")
  T.raises(function() return prob{0.5, 0.5, -math.huge} end, "entry 3 is infinite")
  T.raises(function() return prob{0, 0, 0} end, "prob: argument 1: all entries are zero")
  T.raises(function() return prob{0.0, 0.0} end, "prob: argument 1: all entries are zero")
  T.raises(function() return prob{} end, "prob: argument 1: a probability vector needs at least one entry")
  T.raises(function() return prob{1, "x"} end, "prob: argument 1: entry 2: expected number or rat, got string")
  T.raises(function() return prob{1, {}, 2} end, "entry 2: expected number or rat, got table")
  T.raises(function() return prob{true} end, "entry 1: expected number or rat, got boolean")
  T.raises(function() return prob{0.5, nil, 0.5} end, "prob: argument 1: array has a hole at index 2")
end)

T.test("errors: arguments and options", function()
  T.raises(function() return prob(5) end, "prob: argument 1: expected table, got integer")
  T.raises(function() return prob() end, "prob: argument 1: expected a value, got no value")
  T.raises(function() return prob({1, 2}, {foo = 1}) end,
           "prob: argument 2: unknown option 'foo' (known: labels)")
  T.raises(function() return prob({1, 2}, 3) end, "prob: argument 2: expected options table, got integer")
  T.raises(function() return prob({1, 2}, {labels = {"a"}}) end,
           "prob: argument 2: option 'labels': got 1 labels for 2 entries")
  T.raises(function() return prob({1, 2}, {labels = {}}) end,
           "prob: argument 2: option 'labels': got 0 labels for 2 entries")
  T.raises(function() return prob({1, 2}, {labels = "ab"}) end,
           "prob: argument 2: option 'labels': expected table, got string")
  T.raises(function() return prob({1, 2}, {labels = {"a", {}}}) end,
           "option 'labels': label 2 must be a string or number, got table")
  T.raises(function() return prob({1, 2}, {}, 3) end, "prob: argument 3: too many arguments")
end)

T.test("errors: dice, uniform, coin", function()
  T.raises(function() return prob.dice("x") end, "prob.dice: argument 1: expected integer, got string")
  T.raises(function() return prob.dice(0) end, "prob.dice: argument 1: expected an integer in [1, 1000000], got 0")
  T.raises(function() return prob.dice(2, 0) end, "prob.dice: argument 2: expected an integer in [1, 1000000], got 0")
  T.raises(function() return prob.dice(2, 1.5) end, "prob.dice: argument 2: expected integer, got 1.5")
  T.raises(function() return prob.dice(1000000, 1000000) end, "prob.dice: the distribution of 1000000 dice of 1000000 sides needs about")
  T.raises(function() return prob.uniform(0) end, "prob.uniform: argument 1: expected an integer in [1, 100000000], got 0")
  T.raises(function() return prob.uniform() end, "prob.uniform: argument 1: expected a value, got no value")
  T.raises(function() return prob.coin(2) end, "prob.coin: argument 1: p must lie in [0, 1], got 2")
  T.raises(function() return prob.coin(rat(3, 2)) end, "prob.coin: argument 1: p must lie in [0, 1], got 3/2")
  T.raises(function() return prob.coin(-0.5) end, "prob.coin: argument 1: p must lie in [0, 1], got -0.5")
  T.raises(function() return prob.coin(0 / 0) end, "prob.coin: argument 1: expected a number, got NaN")
  T.raises(function() return prob.coin("x") end, "prob.coin: argument 1: expected number, got string")
end)

T.test("errors: index out of range and bad self", function()
  local P = prob.uniform(3)
  T.raises(function() return P[4] end, "prob.__index: argument 2: index 4 out of range 1..3")
  T.raises(function() return P[0] end, "index 0 out of range 1..3")
  T.raises(function() return P[-1] end, "index -1 out of range 1..3")
  T.raises(function() return P.labels(5) end, "prob:labels: self: expected prob, got integer")
  T.raises(function() return P.floats({}) end, "prob:floats: self: expected prob, got table")
end)

T.test("counts: integral floats are integer weights (the one rule shared with alloc)", function()
  local P = prob{1.0, 1.0}
  T.truthy(P:is_exact()); T.eq(P[1], rat(1, 2))
  P = prob{2^3, 1}                       -- 2^3 is the float 8.0 in Lua
  T.eq(P[1], rat(8, 9)); T.eq(P[2], rat(1, 9))
  T.truthy(not prob{0.25, 0.75}:is_exact())
  T.eq(prob.dice(2.0), prob.dice(2))     -- integer arguments too
  T.raises(function() prob.dice(2.5) end, "prob.dice: argument 1: expected integer, got 2.5")
end)

T.test("P:at looks an outcome up by its label", function()
  local P = prob.dice(2)
  T.eq(P:at(7), rat(1, 6)); T.eq(P:at(7.0), rat(1, 6)); T.eq(P:at("12"), rat(1, 36))
  local C = prob({1, 3}, {labels = {"heads", "tails"}})
  T.eq(C:at("tails"), rat(3, 4))
  T.eq(prob({0.5, 0.5}, {labels = {1.5, "x"}}):at(1.5), 0.5)
  T.raises(function() P:at(13) end, "prob:at: argument 1: no outcome is labelled '13' (labels: 2 .. 12)")
  T.raises(function() C:at({}) end, "prob:at: argument 1: expected label (string or number), got table")
  T.raises(function() P:at() end, "prob:at: argument 1")
end)

T.done()
