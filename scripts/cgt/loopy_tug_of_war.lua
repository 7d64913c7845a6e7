-- Tug of war (seed 004, Example 37: a token on a path of n inner vertices, ends paying -1 and 1,
-- whoever moves pushes it one step either way) played with alternating moves instead of a coin:
-- G:to_cgt() reads each vertex as a loopy partizan game, Blue as Left and Red as Right. The values
-- asserted are derived by hand in docs/cgt.md ("Loopy games: the example scripts"): on a path of one
-- vertex the player to move wins, +-on (+-1 when payoffs are numbers); on longer paths the end
-- vertices are +-on & off and on & +-on and every other vertex is dud, a draw whoever starts, while
-- the coin of the random-turn game gives the same vertices values strictly between -1 and 1.
-- Each value's outcome class is also checked against alternating play worked out here (retrograde
-- analysis: infinite play a draw), and the number reading's outcome against the outcome reading's.

local function expected(n, i)
  if n == 1 then return "+-on" end
  if i == 1 then return "+-on & off" end
  if i == n then return "on & +-on" end
  return "dud"
end

local here = (arg and arg[0] and arg[0]:match("(.*/)")) or "./"
local C = dofile(here .. "common.lua")

-- Alternating play on G's graph: a terminal is won by Blue (Left) when it pays 1, by Red at -1.
local function play(G)
  local terminal, all = G:terminals(), {}
  for v = 1, #G do all[v] = v end
  return C.alternating_play(all, function(v) return G:successors(v) end,
                            function(v) return terminal[v] and (terminal[v] > 0 and "L" or terminal[v] < 0 and "R" or nil) end)
end

print(string.format("%-3s %-7s %-14s %-7s %-22s %-14s", "n", "vertex", "value", "outcome", "payoffs as numbers",
                    "random turn"))
for n = 1, 5 do
  local G = graph.tug_of_war(n)
  local results, coin = play(G), G:random_turn{p = rat(1, 2)}.low
  for i = 1, n do
    local v = i + 1  -- vertex 1 is the end paying -1
    local x, y = G:to_cgt{from = v}, G:to_cgt{from = v, payoffs = "number"}
    local outcome, first, second = results(v)
    if tostring(x) ~= expected(n, i) then
      error(string.format("n = %d, v%d: value %s, derived by hand %s", n, i, tostring(x), expected(n, i)))
    end
    if x:outcome() ~= outcome or y:outcome() ~= outcome then
      error(string.format("n = %d, v%d: outcomes %s and %s, play gives %s first, %s second", n, i, x:outcome(),
                          y:outcome(), first, second))
    end
    print(string.format("%-3d v%-6d %-14s %-7s %-22s %-14s", n, i, tostring(x), x:outcome(), tostring(y),
                        tostring(coin[v])))
  end
end
if tostring(graph.tug_of_war(1):to_cgt{payoffs = "number"}) ~= "+-1" then error("n = 1 as numbers: not +-1") end
