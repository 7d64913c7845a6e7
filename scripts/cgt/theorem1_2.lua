-- Seed 002, Theorem 1.2: hot strategy fails. The smallest example, beside the seed's words
-- (scripts/cgt/seed/theorem1_2.csv), and a census of all two-heap sums with n <= 7 and wealths
-- <= 4 where a player has a winning move but none in a hottest component.
local here = arg[0]:match("(.*/)") or "./"
local G, H = cgt.robin_hood(3, 1, 1), cgt.robin_hood(4, 2, 1)
local S = G + H
print(string.format("G = %s = %s (temperature %s), H = %s = %s (temperature %s)", tostring(G), tostring(G:value()),
                    tostring(G:temperature()), tostring(H), tostring(H:value()), tostring(H:temperature())))
for _, m in ipairs(S:first_moves("right")) do
  print(string.format("  Right: %s from heap %d -> %-8s Left stop %2s %s", m.move, m.component, tostring(m.after),
                      tostring(m.stop), m.wins and "(wins)" or ""))
end
local row = alea.read_csv(here .. "seed/theorem1_2.csv")[1]
local h = S:hotstrat("right")
print(string.format("hot strategy for Right reaches %s (seed: Left wins by %d), optimal play %s\n", tostring(h.stop),
                    row.hottest_move_margin, tostring(h.optimal_stop)))

-- The census.
local heaps = {}
for n = 0, 7 do
  for a = 0, 4 do
    for b = 0, 4 do heaps[#heaps + 1] = cgt.robin_hood(n, a, b) end
  end
end
local temps = {}
for i, x in ipairs(heaps) do temps[i] = x:value():temperature() end
local failures, smallest, examples = 0, 1000, {}
for i = 1, #heaps do
  for j = i, #heaps do
    local sum = heaps[i] + heaps[j]
    local hottest = temps[i] > temps[j] and temps[i] or temps[j]
    for _, player in ipairs{"left", "right"} do
      local wins = sum:winning_moves(player)
      local in_hottest = false
      for _, m in ipairs(wins) do
        if (m.component == 1 and temps[i] or temps[j]) == hottest then in_hottest = true end
      end
      if #wins > 0 and not in_hottest then
        failures = failures + 1
        local size = heaps[i]:to_table().n + heaps[j]:to_table().n
        if size < smallest then smallest = size end
        if #examples < 6 then examples[#examples + 1] = player .. " in " .. tostring(sum) end
      end
    end
  end
end
print(string.format("census, n <= 7, wealths <= 4 (%d heaps, %d sums): %d (sum, first player) cases where no winning move "
                    .. "is in a hottest component; fewest tokens %d", #heaps, #heaps * (#heaps + 1) // 2, failures, smallest))
for _, e in ipairs(examples) do print("  " .. e) end
