-- Seed 002, Theorems 4.4, 7.5, 8.1, 9.2 and Lemma 7.4, as reconstructed in docs/cgt.md (R6-R11),
-- checked over ranges: each line counts the cases checked and the exceptions (0 expected).
local rh, lj = cgt.robin_hood, cgt.little_john
local function report(what, checked, bad) print(string.format("%-72s %7d checked, %d exceptions", what, checked, bad)) end

-- Theorem 4.4 on every heap n <= 12, a, b <= 6, by canonical forms.
local checked, bad = 0, 0
for n = 0, 12 do
  for a = 0, 6 do
    for b = 0, 6 do
      local v = rh(n, a, b):value()
      local ok
      if n == 0 or (a == 0 and b == 0) then ok = v == cgt(0)
      elseif b == 0 then ok = v == cgt(n)
      elseif a == 0 then ok = v == cgt(-n)
      elseif n <= math.min(a, b) then ok = v == cgt.star(n)
      else  -- hot, with the stops of (5)
        ok = v:temperature() > 0 and (a < b or v:left_stop() == rat(n - b)) and (b < a or v:right_stop() == rat(a - n))
      end
      checked = checked + 1
      if not ok then bad = bad + 1 end
    end
  end
end
report("Theorem 4.4: 0, n, -n, *n, hot with L = n - b (a >= b), n <= 12, a, b <= 6", checked, bad)

-- Little John's stops for n <= 50, a, b <= 13 (one table), for Lemma 7.4 and Theorem 7.5.
local L, R = {}, {}
local function at(n, a, b) return (n * 14 + a) * 14 + b end
cgt.heap_thermographs(50, 13, 13, function(n, a, b, th)
  L[at(n, a, b)], R[at(n, a, b)] = th:left_stop(), th:right_stop()
end, {rules = "little_john"})

checked, bad = 0, 0
for n = 0, 50 do
  for a = 1, 13 do
    for b = 1, 13 do
      if n >= a + b - 1 then
        local l, r = cgt.large_heap_stops(n, a, b)
        checked = checked + 1
        if l ~= L[at(n, a, b)] or r ~= R[at(n, a, b)] then bad = bad + 1 end
      end
    end
  end
end
report("Lemma 7.4: Little John's stops for n >= a + b - 1, n <= 50, a, b <= 13", checked, bad)

checked, bad = 0, 0
for n = 0, 50 do
  for a = 0, 12 do
    for b = 0, 12 do
      local k = at(n, a, b)
      checked = checked + 1
      if L[at(n, a + 1, b)] < L[k] or R[at(n, a + 1, b)] < R[k] or L[at(n, a, b + 1)] > L[k] or R[at(n, a, b + 1)] > R[k] then
        bad = bad + 1
      end
    end
  end
end
report("Theorem 7.5: more wealth never hurts a Little John player, n <= 50, a, b <= 13", checked, bad)

-- Theorems 8.1 and 9.2: Robin Hood and Little John have the same stops, and the same thermographs
-- for large n (in fact for every n in range: erratum E2).
local onsets = cgt.large_heap_onsets(200, 13, 13)
local stops_differ, thermo_differ = 0, 0
for _, o in ipairs(onsets) do
  stops_differ = stops_differ + o.stops_differ
  if o.same_as_little_john_from ~= 0 then thermo_differ = thermo_differ + 1 end
end
report("Theorem 8.1: Robin Hood's and Little John's stops, (pair, n) for n <= 200, a, b <= 13", #onsets * 201, stops_differ)
report("Theorem 9.2: their thermographs from some n on (here: every n <= 200), pairs a, b <= 13", #onsets, thermo_differ)

-- Theorem 8.2: Little John's tents at n = 70.
checked, bad = 0, 0
local phi = (1 + math.sqrt(5)) / 2
for a = 1, 13 do
  for b = 1, 13 do
    local th = lj(70, a, b):thermograph()
    local t = th:temperature()
    -- From t = 0 to the temperature each wall is one straight piece: slanted (-1 left, +1 right) or vertical.
    local left_slanted = th:left_at(t) - th:left_stop() == -t
    local right_slanted = th:right_at(t) - th:right_stop() == t
    local straight = (left_slanted or th:left_at(t) == th:left_stop()) and (right_slanted or th:right_at(t) == th:right_stop())
    local expect_left, expect_right = a / b > 1 / phi, a / b < phi
    checked = checked + 1
    if not straight or left_slanted ~= expect_left or right_slanted ~= expect_right then bad = bad + 1 end
  end
end
report("Theorem 8.2: double tent iff 1/phi < a/b < phi, single tents otherwise (n = 70)", checked, bad)
