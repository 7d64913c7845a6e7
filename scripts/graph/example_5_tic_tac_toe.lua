-- Example 5 (seed 004, section 2.1) and the classic values of tic-tac-toe: the size of the game
-- graph, its random-turn values with fair and biased coins, and its bidding thresholds (Richman
-- from Develin and Payne / Lazarus et al., poorman and taxman computed here), beside the values
-- in scripts/graph/seed/literature.csv.
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
local S = dofile(here .. "seed_tables.lua")
local lit = S.literature()

local G = graph.tic_tac_toe(3)
local s = G:stats()
print(string.format("positions %d (quoted: %s), terminals %d", #G, tostring(lit["positions of the game graph"].value), s.terminals))
for _, p in ipairs{rat(1, 2), rat(2, 3), rat(3, 5), rat(1, 3)} do
  local v = G:random_turn{p = p}.low[1]
  print(string.format("random-turn value at p = %-4s %-16s (%.6f)", tostring(p), tostring(v), v:float()))
end
local win = G:bidding{level = 1}
local quoted = lit["Blue's money share needed to force a win under Richman bidding"]
print(string.format("Richman: Blue forces a win with more than %s of the money (quoted: %s, %s)", tostring(1 - win.low[1]),
                    tostring(quoted.value), quoted.source))
print("Richman: Blue avoids losing with more than " .. tostring(1 - G:bidding{level = 0}.low[1]))
print("Richman, 256 chips, ties to Blue: Blue needs " .. G:discrete_bidding{chips = 256, level = 1}.blue_needs[1] .. " chips")
print("poorman: Red's critical share " .. tostring(G:bidding{level = 1, tau = 0}.low[1]))
print("taxman tau = 1/2: Red's critical share " .. tostring(G:bidding{level = 1, tau = rat(1, 2)}.low[1]))
local P = G:optimal_play()
print(string.format("expected moves under optimal play at p = 1/2: %s = %.6f", tostring(P.expected_length), P.expected_length:float()))
