-- Research run (about a minute for n <= 5, longer for n = 6): not run by the test suite.
-- The complexity measures s, bs, C, D, deg and deg_2 over every monotone function of n <= 6
-- variables up to permutations of the variables (a function is kept when the number of its
-- +1 points with x_i = +1 does not decrease with i: every orbit has such a member), and over
-- the families (recursive majority, tribes, Hex, And-Or) as far as they go; the largest bs/s
-- and D/deg ratios, and the known separations: Rubinstein's function (bs = s^2 / 2), the
-- not-all-equal function and its composition (D = deg^(log2 3)), Kushilevitz's function of six
-- variables (deg 3, D 6). docs/boolfn.md, "Complexity measures". Usage: measures_survey.lua [n]
local C = dofile(((arg and arg[0] and arg[0]:match("(.*/)")) or "./") .. "common.lua")
local max_n = tonumber(arg and arg[1]) or 6

local function measures(f)
  return {s = f:sensitivity().s, bs = f:block_sensitivity().bs, C = f:certificate().C,
          D = f:decision_depth{tree = false}.D, deg = f:degree(), deg2 = f:gf2_degree()}
end

local best = {}
local function note(ratio, value, name, m)
  if not best[ratio] or value > best[ratio].value then best[ratio] = {value = value, name = name, m = m} end
end
local function row(name, m)
  print(string.format("  %-34s s %2d  bs %2d  C %2d  D %2d  deg %2d  deg2 %2d", name, m.s, m.bs, m.C, m.D, m.deg, m.deg2))
  if m.s > 0 then note("bs/s", m.bs / m.s, name, m) end
  if m.deg > 0 then note("D/deg", m.D / m.deg, name, m) end
  if m.s > 0 then note("C/s", m.C / m.s, name, m) end
end

-- bits of the +1 points with x_i = +1, by 16-bit table lookups
local pop = {}
for v = 0, 65535 do
  local c, x = 0, v
  while x > 0 do c, x = c + (x & 1), x >> 1 end
  pop[v] = c
end
local function popcount(x) return pop[x & 0xffff] + pop[(x >> 16) & 0xffff] + pop[(x >> 32) & 0xffff] + pop[(x >> 48) & 0xffff] end
local function column_masks(n)
  local m = {}
  for i = 1, n do
    local mask = 0
    for x = 0, (1 << n) - 1 do
      if (x >> (i - 1)) & 1 == 1 then mask = mask | (1 << x) end
    end
    m[i] = mask
  end
  return m
end

print("Monotone functions, up to permutations (one or more members of each orbit):")
for n = 1, max_n do
  local clock, kept = os.clock(), 0
  local cols = column_masks(n)
  local worst = {}
  for _, bits in ipairs(C.monotone_tables(n)) do
    local sorted, prev = true, -1
    for i = 1, n do
      local w = popcount(bits & cols[i])
      if w < prev then sorted = false; break end
      prev = w
    end
    if sorted and bits ~= 0 and bits ~= (1 << (1 << n)) - 1 then
      kept = kept + 1
      local f = n >= 2 and boolfn(C.hex(bits, n)) or boolfn{bits & 1 == 1 and 1 or -1, bits & 2 == 2 and 1 or -1}
      local m = measures(f)
      for _, k in ipairs{"bs/s", "D/deg", "C/s"} do
        local a, b = k:match("(%w+)/(%w+)")
        local v = m[b] > 0 and m[a] / m[b] or 0
        if not worst[k] or v > worst[k].v then worst[k] = {v = v, f = tostring(f), m = m} end
      end
      if m.s > 0 then note("bs/s", m.bs / m.s, tostring(f), m) end
      if m.deg > 0 then note("D/deg", m.D / m.deg, tostring(f), m) end
    end
  end
  print(string.format("  n = %d: %d functions kept (%.1f s); largest D/deg %.4g (%s: D %d, deg %d), bs/s %.4g, C/s %.4g",
    n, kept, os.clock() - clock, worst["D/deg"].v, worst["D/deg"].f, worst["D/deg"].m.D, worst["D/deg"].m.deg,
    worst["bs/s"].v, worst["C/s"].v))
end

print("Families:")
for l = 1, 2 do row("recursive majority, level " .. l, measures(boolfn.recursive_majority(l))) end
for k = 2, 4 do
  for m = 2, 5 do
    if k * m <= 16 then row(string.format("tribes(%d, %d)", k, m), measures(boolfn.tribes(k, m))) end
  end
end
for k = 2, 4 do row("hex(" .. k .. ")", measures(boolfn.hex(k))) end
for h = 1, 2 do row("and_or(" .. h .. ")", measures(boolfn.and_or(h))) end

print("Known separations:")
-- Rubinstein (1995): k blocks of k (k even); a block is 1 when its ones are exactly one pair
-- (2j-1, 2j); f = OR of the blocks: s = k, bs = k^2/2.
for _, k in ipairs{2, 4} do
  local n = k * k
  local f = boolfn(n, function(x)
    for b = 0, k - 1 do
      local ones = {}
      for j = 1, k do if x[b * k + j] == 1 then ones[#ones + 1] = j end end
      if #ones == 2 and ones[1] % 2 == 1 and ones[2] == ones[1] + 1 then return 1 end
    end
    return -1
  end)
  row(string.format("Rubinstein, k = %d (bs = k^2/2 = %d)", k, k * k // 2), measures(f))
end
-- Not-all-equal of three (deg 2, D 3; Nisan & Szegedy 1994) and NAE composed with itself.
local nae = boolfn(3, function(x) return (x[1] == x[2] and x[2] == x[3]) and -1 or 1 end)
row("NAE3 (deg 2, D 3)", measures(nae))
row("NAE3 o NAE3 (deg 4, D 9)", measures(boolfn.compose(nae, {nae, nae, nae})))
-- Kushilevitz's function of six variables (deg 3, D 6): sum x_i - sum x_i x_j + sum over the
-- ten triples of a 2-(6,3,2) design of x_i x_j x_k on 0/1 inputs, i.e. +1 on the points of
-- weight 1, 2 and 6 and on the ten triples, -1 elsewhere.
local triples = {{1,2,5}, {1,2,6}, {1,3,4}, {1,3,6}, {1,4,5}, {2,3,4}, {2,3,5}, {2,4,6}, {3,5,6}, {4,5,6}}
local K = boolfn(6, function(x)
  local w = 0
  for i = 1, 6 do if x[i] == 1 then w = w + 1 end end
  if w == 1 or w == 2 or w == 6 then return 1 end
  if w ~= 3 then return -1 end
  for _, t in ipairs(triples) do
    if x[t[1]] == 1 and x[t[2]] == 1 and x[t[3]] == 1 then return 1 end
  end
  return -1
end)
row("Kushilevitz (deg 3, D 6)", measures(K))

print("Largest ratios found:")
for _, k in ipairs{"bs/s", "D/deg", "C/s"} do
  local b = best[k]
  if b then print(string.format("  %-6s %.4g  %s", k, b.value, b.name)) end
end
