-- Research run (minutes to hours): not run by the test suite.
-- Open problem 2 along the Pingala (Fibonacci) pairs (F(k+1), F(k)), whose ratios approach phi:
-- n0, the conjecture, and Robin Hood against Little John, for every pair of the table
-- a <= F(K+1), b <= F(K), checked for every n <= N.
--   alea scripts/cgt/research_fibonacci.lua [N=500] [K=9]     (docs/cgt.md: 96 s)
local here = arg[0]:match("(.*/)") or "./"
local C = dofile(here .. "common.lua")
local N, K = tonumber(arg[1] or 500), tonumber(arg[2] or 9)
local f = {1, 1}
while #f <= K + 2 do f[#f + 1] = f[#f] + f[#f - 1] end
local A, B = f[K + 2], f[K + 1]  -- f[k + 1] is F(k)
local clock = C.timer()
local v = cgt.large_heap_onsets(N, A, B)
print(string.format("## Pingala pairs (F(k+1), F(k)) up to (%d, %d), n <= %d (%.0f s)\n", A, B, N, clock()))
print("| k | pair | ratio < phi | n0 | a + b | conjecture | LJ thermograph differs |\n|---|---|---|---|---|---|---|")
local by = {}
for _, o in ipairs(v) do by[o.a * 100000 + o.b] = o end
for k = 1, K do
  local o = by[f[k + 2] * 100000 + f[k + 1]]
  print(string.format("| %d | (%d,%d) | %s | %d | %d | %s | %s |", k, o.a, o.b, o.temperature_grows and "yes" or "no",
                      o.law_from, o.a + o.b, tostring(C.onset(o.a, o.b) or "-"), o.same_as_little_john_from ~= 0 and "yes" or "no"))
end
local misses, open, lj = 0, 0, 0
for _, o in ipairs(v) do
  local c = C.onset(o.a, o.b)
  if not c then open = open + 1 elseif c ~= o.law_from then misses = misses + 1 end
  if o.same_as_little_john_from ~= 0 then lj = lj + 1 end
end
print(string.format("\nAll %d pairs of the table: the conjecture misses %d (no claim for %d), Little John's thermograph differs for %d.",
                    #v, misses, open, lj))
