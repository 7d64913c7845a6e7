-- Seed 002, Theorem 1.1 (reconstructed, docs/cgt.md R7): for n large the temperature of
-- (n; a, b) grows linearly and the mean stays constant when max/min < phi (the Pingala index k is
-- even), and the temperature stays constant while the mean grows otherwise. Checked for all
-- wealths up to 21 and heaps up to 80, then far beyond on the Pingala pairs by direct
-- thermographs. (The research run research_onsets.lua goes to a, b <= 40, n <= 1000.)
local onsets = cgt.large_heap_onsets(80, 21, 21)
local worst, worst_pair, lj_differs, lj_law = 0, "", 0, 0
for _, o in ipairs(onsets) do
  if o.law_from > worst then worst, worst_pair = o.law_from, string.format("(%d,%d)", o.a, o.b) end
  if o.same_as_little_john_from ~= 0 then lj_differs = lj_differs + 1 end
  if o.little_john_law_from ~= o.law_from then lj_law = lj_law + 1 end
end
print(string.format("a, b <= 21, n <= 80: %d pairs; the formulas hold from n0 <= %d on every pair (largest at %s)",
                    #onsets, worst, worst_pair))
print(string.format("  pairs where Little John's thermograph differs: %d; where its onset differs: %d", lj_differs, lj_law))

-- The ratio test is the parity of the Pingala index, for every pair up to 400.
local parity_ok, checked = 0, 0
local phi = (1 + math.sqrt(5)) / 2
for a = 1, 400, 3 do
  for b = 1, 400, 7 do
    local s = cgt.mp_sequence(a, b)
    checked = checked + 1
    if (s.k % 2 == 0) == cgt.large_heap_law(a, b).temperature_grows and (math.max(a, b) / math.min(a, b) < phi) == (s.k % 2 == 0) then
      parity_ok = parity_ok + 1
    end
  end
end
print(string.format("ratio < phi iff k even: %d of %d pairs (a <= 400 step 3, b <= 400 step 7)", parity_ok, checked))

-- Far beyond: heaps of 400 tokens on Pingala pairs, by direct thermographs (H:thermograph() reaches
-- thousands; the research runs go to every heap n <= 1000).
print(string.format("\n%-8s %-6s %-14s %-14s %-10s %s", "pair", "n", "temperature", "law", "mean", "law"))
for _, p in ipairs{{3, 2}, {5, 3}, {8, 5}, {13, 8}, {21, 13}} do
  local law = cgt.large_heap_law(p[1], p[2])
  for _, n in ipairs{100, 400} do
    local h = cgt.robin_hood(n, p[1], p[2])
    print(string.format("(%d,%d)   %-6d %-14s %-14s %-10s %s", p[1], p[2], n, tostring(h:temperature()),
                        tostring(law.temperature_slope * n + law.temperature_offset), tostring(h:mean()),
                        tostring(law.mean_slope * n + law.mean_offset)))
  end
end
