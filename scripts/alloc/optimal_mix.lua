-- Research run (minutes to hours): not run by the test suite.
-- Issue 4, research run 4: optimal mixed strategies of Knock 'em Down (Fluet, seed 000).
-- Fluet 7 leaves the "mixed strategy" over the emperor cycle as "an intriguing possibility";
-- here both players pick an allocation from all allocations of t tokens over
-- P = (3/6, 2/6, 1/6), the row player receives w - l, and alloc.optimal_mix solves the game.
--   alea scripts/alloc/optimal_mix.lua          5 tokens exact, 18 tokens fast and exact
--   alea scripts/alloc/optimal_mix.lua fast     skip the exact 18-token run (about a minute of CPU)
local P = prob{rat(3,6), rat(2,6), rat(1,6)}
local fast_only = arg and arg[1] == "fast"

local function timed(f)
  local c, w = os.clock(), os.time()
  local r = f()
  return r, os.clock() - c, os.time() - w
end

local function show(title, m, cpu, wall)
  print(string.format("%s: support %d, value %s, payoff guarantee %s, exact %s, %.2f s CPU, %d s wall",
                      title, m.support, tostring(m.value), tostring(m.payoff_guarantee), tostring(m.exact), cpu, wall))
  local rows = {}
  for _, s in ipairs(m.strategy) do rows[#rows + 1] = s end
  table.sort(rows, function(a, b) return a.weight > b.weight end)
  for _, s in ipairs(rows) do
    local w = s.weight
    if m.exact then
      print(string.format("  %-10s %.12f  = %s", tostring(s.allocation), w:float(), tostring(w)))
    else
      print(string.format("  %-10s %.12f", tostring(s.allocation), w))
    end
  end
  if m.reason then print("  not exact: " .. m.reason) end
end

-- The emperor cycle from alloc.tournament (fast, near ties decided exactly) when that part
-- of issue 4 is present.
local function cycle_of(all)
  if not alloc.tournament then return nil end
  local T = alloc.tournament(all)
  local set = {}
  for _, X in ipairs(T:emperor_cycle()) do set[tostring(X)] = true end
  return set
end

local function inside(m, set)
  for _, s in ipairs(m.strategy) do
    if not set[tostring(s.allocation)] then return false end
  end
  return true
end

-- 5 tokens: Figure 5's cycle (3,2,0) -> (4,1,0) -> (2,2,1) -> (3,1,1) -> (3,2,0).
local five = alloc.all(P, 5)
print(string.format("5 tokens, %d allocations (seed: the emperor cycle of Figure 5 is [3,2,0] [4,1,0] [2,2,1] [3,1,1])", #five))
local m, cpu, wall = timed(function() return alloc.optimal_mix(five, {exact = true}) end)
show("  exact, Original rules", m, cpu, wall)
local fig5 = {["[3,2,0]"] = true, ["[4,1,0]"] = true, ["[2,2,1]"] = true, ["[3,1,1]"] = true}
print("  support inside Figure 5's cycle: " .. tostring(inside(m, fig5)))
local cycle = {}
for _, X in ipairs(five) do if fig5[tostring(X)] then cycle[#cycle + 1] = X end end
show("  exact, only the 4 allocations of the cycle", alloc.optimal_mix(cycle, {exact = true}), 0, 0)
m, cpu, wall = timed(function() return alloc.optimal_mix(five) end)
show("  fast, Original rules", m, cpu, wall)
m, cpu, wall = timed(function() return alloc.optimal_mix(five, {exact = true, rules = "independent"}) end)
show("  exact, Independent rules", m, cpu, wall)

-- 18 tokens: the seed's emperor cycle of 70 allocations, with [3,10,5] and [17,0,1].
local eighteen = alloc.all(P, 18)
print(string.format("\n18 tokens, %d allocations (seed: an emperor cycle of 70 allocations, including [3,10,5] and [17,0,1])", #eighteen))
m, cpu, wall = timed(function() return alloc.optimal_mix(eighteen) end)
show("  fast, Original rules", m, cpu, wall)
local set = cycle_of(eighteen)
if set then
  local n = 0
  for _ in pairs(set) do n = n + 1 end
  print(string.format("  alloc.tournament's emperor cycle: %d allocations; support inside it: %s", n, tostring(inside(m, set))))
end
m, cpu, wall = timed(function() return alloc.optimal_mix(eighteen, {rules = "independent"}) end)
show("  fast, Independent rules", m, cpu, wall)
if not fast_only then
  m, cpu, wall = timed(function() return alloc.optimal_mix(eighteen, {exact = true}) end)
  show("  exact, Original rules", m, cpu, wall)
end
