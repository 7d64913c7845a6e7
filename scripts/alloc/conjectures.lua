-- Research run (minutes to hours): not run by the test suite.
-- Fluet 7.1 (Minimal Sub-allocation Conjecture) and 7.2 (Splitting Conjecture): a search for
-- counterexamples over many exact probability vectors (integer weights, 2..6 values, random and
-- structured) and token counts 1..T. Every counterexample found is re-checked with exact=true
-- (E(T) decided in rats) and printed in full.
--   alea scripts/alloc/conjectures.lua [random_vectors=150] [T=24] [seed=1]
--
-- 7.1: every minimal allocation X of t tokens is a sub-allocation of some minimal allocation
--      of t + 1 tokens.
-- 7.2: for P and P' = P with values a and b merged (weights w_a + w_b, at a's place), for every
--      minimal Y of P' there is a minimal X of P with x_i >= y_i off {a, b} and x_a + x_b <= y_a.
--      Fluet states it for the last two values; P's order is arbitrary, so every pair is tried.
local n_random = tonumber(arg and arg[1]) or 150
local T = tonumber(arg and arg[2]) or 24
math.randomseed(tonumber(arg and arg[3]) or 1)

local function weights_string(w) return "{" .. table.concat(w, ",") .. "}" end

-- The probability vectors: structured families first, then random integer weights.
local vectors = {}
local function add(w) vectors[#vectors + 1] = w end
for n = 2, 6 do
  local lin, geo, flat, one_big = {}, {}, {}, {}
  for i = 1, n do lin[i] = n + 1 - i; geo[i] = 1 << (n - i); flat[i] = 10 + (i == 1 and 1 or 0); one_big[i] = i == 1 and 3 * n or 1 end
  add(lin); add(geo); add(flat); add(one_big)
end
add({1, 2, 3, 4, 5, 6}); add({6, 5, 5, 4, 4, 3}); add({3, 2, 1}); add({4, 3, 2, 1}); add({7, 5, 3, 2, 1})
for _ = 1, n_random do
  local n, w = math.random(2, 6), {}
  local top = ({3, 6, 12, 40})[math.random(1, 4)]
  for i = 1, n do w[i] = math.random(1, top) end
  add(w)
end

-- Minimal allocations per (weights, t), cached; as Lua tables of counts.
local cache = {}
local function minimal(w, t, exact)
  local key = weights_string(w) .. ":" .. t .. (exact and "x" or "")
  if not cache[key] then
    local r = alloc.minimal(prob(w), t, {exact=exact, images=true})
    local list = {}
    for i, X in ipairs(r.allocations) do list[i] = X:counts() end
    cache[key] = {list = list, e = r.expected_time}
  end
  return cache[key]
end

-- Independent confirmation: every allocation's E(T) in rats (when there are few enough).
local function brute_string(w, t)
  local P = prob(w)
  if alloc.count(P, t) > 20000 then
    -- Too many for rats everywhere: every normal-form allocation by the fast method (no MAT or
    -- bound pruning), near ties decided in rats.
    local r = alloc.minimal(P, t, {exact=true, pruning="none"})
    local s = {}
    for i, X in ipairs(r.allocations) do s[i] = tostring(X) end
    return "unpruned search over all " .. alloc.count(P, t, {normal_form=true}) .. " normal-form allocations: " .. table.concat(s, " ")
  end
  local least, best = nil, {}
  for _, X in ipairs(alloc.all(P, t)) do
    local e = X:expected_time{exact=true}
    if least == nil or e < least then least, best = e, {tostring(X)} elseif e == least then best[#best + 1] = tostring(X) end
  end
  return "exhaustive exact enumeration of " .. alloc.count(P, t) .. " allocations: " .. table.concat(best, " ")
end

local function leq(x, y)
  for i = 1, #x do if x[i] > y[i] then return false end end
  return true
end
local function counts_string(x) return "[" .. table.concat(x, ",") .. "]" end

-- 7.1 for one (w, t): the minimal allocations of t with no minimal superset among t + 1's.
local function sub_allocation_failures(w, t, exact)
  local now, next = minimal(w, t, exact).list, minimal(w, t + 1, exact).list
  local bad = {}
  for _, x in ipairs(now) do
    local ok = false
    for _, y in ipairs(next) do ok = ok or leq(x, y) end
    if not ok then bad[#bad + 1] = x end
  end
  return bad
end

local function merged(w, a, b)
  local m = {}
  for i = 1, #w do
    if i == a then m[#m + 1] = w[a] + w[b] elseif i ~= b then m[#m + 1] = w[i] end
  end
  return m
end

-- 7.2 for one (w, t, a, b): the minimal Y of the merged game that no minimal X of w answers.
local function splitting_failures(w, t, a, b, exact)
  local xs, ys = minimal(w, t, exact).list, minimal(merged(w, a, b), t, exact).list
  local bad = {}
  for _, y in ipairs(ys) do
    local ok = false
    for _, x in ipairs(xs) do
      local fits, j = x[a] + x[b] <= y[a - ((b < a) and 1 or 0)], 0
      for i = 1, #w do
        if i ~= b then
          j = j + 1
          if i ~= a and x[i] < y[j] then fits = false end
        end
      end
      ok = ok or fits
    end
    if not ok then bad[#bad + 1] = y end
  end
  return bad
end

local start = os.clock()
local checks71, checks72, found71, found72 = 0, 0, 0, 0
for _, w in ipairs(vectors) do
  for t = 1, T do
    checks71 = checks71 + 1
    if #sub_allocation_failures(w, t) > 0 then
      local bad = sub_allocation_failures(w, t, true)  -- exact re-check
      if #bad > 0 then
        found71 = found71 + 1
        print(string.format("7.1 COUNTEREXAMPLE P = %s, t = %d: %s (E = %s) has no minimal superset among %d + 1's: %s (E = %s)",
                            weights_string(w), t, counts_string(bad[1]), tostring(minimal(w, t, true).e), t,
                            table.concat((function() local s = {} for i, y in ipairs(minimal(w, t + 1, true).list) do s[i] = counts_string(y) end return s end)(), " "),
                            tostring(minimal(w, t + 1, true).e)))
        print("    t = " .. t .. ": " .. brute_string(w, t))
        print("    t = " .. t + 1 .. ": " .. brute_string(w, t + 1))
      end
    end
    if #w >= 3 then
      for a = 1, #w do
        for b = a + 1, #w do
          checks72 = checks72 + 1
          if #splitting_failures(w, t, a, b) > 0 and #splitting_failures(w, t, a, b, true) > 0 then
            found72 = found72 + 1
            local ys = splitting_failures(w, t, a, b, true)
            local xs = {}
            for i, x in ipairs(minimal(w, t, true).list) do xs[i] = counts_string(x) end
            print(string.format("7.2 COUNTEREXAMPLE P = %s, t = %d, merging values %d and %d (P' = %s): Y* = %s (E = %s); minimal X* of P: %s (E = %s)",
                                weights_string(w), t, a, b, weights_string(merged(w, a, b)), counts_string(ys[1]),
                                tostring(minimal(merged(w, a, b), t, true).e), table.concat(xs, " "), tostring(minimal(w, t, true).e)))
            print("    P:  " .. brute_string(w, t))
            print("    P': " .. brute_string(merged(w, a, b), t))
          end
        end
      end
    end
  end
end
print(string.format("searched %d probability vectors (2..6 values; %d structured, %d random), t = 1..%d", #vectors,
                    #vectors - n_random, n_random, T))
print(string.format("7.1: %d (P, t) checked, %d counterexamples", checks71, found71))
print(string.format("7.2: %d (P, t, pair) checked, %d counterexamples", checks72, found72))
print(string.format("cpu time %.1f s", os.clock() - start))
