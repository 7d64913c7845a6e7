-- Seed 002, Figure 1: (9;3,2) + (4;2,1). The stops of the sum, the stop each player reaches by
-- starting in either heap (beside the seed's words, scripts/cgt/seed/figure1.csv), what starting
-- in the wrong heap costs, the winning moves and the hot strategy.
local here = arg[0]:match("(.*/)") or "./"
local S = cgt.robin_hood(9, 3, 2) + cgt.robin_hood(4, 2, 1)
local L, R = S:stops()
print(string.format("%s: Left stop %s, Right stop %s; value %s\n", tostring(S), tostring(L), tostring(R),
                    tostring(S:value())))

-- The best stop `player` reaches with a first move in heap k, and that move.
local function best_in_heap(player, k)
  local best
  for _, m in ipairs(S:first_moves(player)) do
    if m.component == k and (not best or (player == "left" and m.stop > best.stop) or (player == "right" and m.stop < best.stop)) then
      best = m
    end
  end
  return best
end

local agree, rows = 0, 0
for _, row in ipairs(alea.read_csv(here .. "seed/figure1.csv")) do
  local player = row.first_player == "L" and "left" or "right"
  local m = best_in_heap(player, row.first_heap)
  local seed_stop = row.margin or (row.left_tokens - row.right_tokens)
  rows = rows + 1
  if m.stop == rat(seed_stop) then agree = agree + 1 end
  print(string.format("%-5s first in heap %d (%s -> %s): stop %3s   seed %3s   \"%s\"", player, row.first_heap,
                      m.move, tostring(m.after), tostring(m.stop), tostring(seed_stop), row.seed_words))
end
print(string.format("\n%d of %d stops agree with the seed's words", agree, rows))
print(string.format("Right's loss by starting in heap 2: %s; Left's: %s (the seed's lost numbers, docs/cgt.md R3)",
                    tostring(best_in_heap("right", 2).stop - best_in_heap("right", 1).stop),
                    tostring(best_in_heap("left", 1).stop - best_in_heap("left", 2).stop)))
for _, player in ipairs{"left", "right"} do
  local w = {}
  for _, m in ipairs(S:winning_moves(player)) do w[#w + 1] = string.format("heap %d %s", m.component, m.move) end
  local h = S:hotstrat(player)
  print(string.format("%-5s winning moves: %-28s hot strategy reaches %s, optimal play %s", player, table.concat(w, ", "),
                      tostring(h.stop), tostring(h.optimal_stop)))
end
