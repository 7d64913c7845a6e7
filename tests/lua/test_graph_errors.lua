-- graph's errors, message by message: bad games name the input and the vertex (Definition 2),
-- bad options name the option, and rule functions that fail name themselves and the position.
local T = require "harness"

local function message(f)
  local ok, err = pcall(f)
  T.eq(ok, false, "expected an error")
  return tostring(err)
end

T.test("graph.game: Definition 2 names the vertex", function()
  T.eq(message(function() graph.game{n = 3, edges = {{1, 4}}, terminals = {[3] = 1}} end),
       "graph.game: argument 1: option 'edges': edge 1: vertex 4 is not in 1..3")
  T.eq(message(function() graph.game{n = 2, edges = {{1, 2}, {2, 1}}, terminals = {[2] = 1}} end),
       "graph.game: argument 1: option 'terminals': vertex 2 is a terminal but has moves (Definition 2)")
  T.eq(message(function() graph.game{n = 3, edges = {{1, 2}, {2, 2}}, terminals = {[3] = 1}} end),
       "graph.game: argument 1: option 'edges': vertex 1 reaches no terminal (Definition 2)")
  T.eq(message(function() graph.game{n = 3, blue = {{1, 3}, {2, 3}}, red = {{1, 3}}, terminals = {[3] = 1}} end),
       "graph.game: argument 1: option 'red': vertex 2 is not a terminal and has no red move (Definition 2)")
  T.eq(message(function() graph.game{n = 2, edges = {{1, math.mininteger}}, terminals = {[2] = 1}} end),
       "graph.game: argument 1: option 'edges': edge 1: vertex -9223372036854775808 is not a vertex number")
  T.eq(message(function() graph.game{n = 2, edges = {{1, 2}}, terminals = {[2] = 0 / 0}} end),
       "graph.game: argument 1: option 'terminals': the payoff of vertex 2 is NaN")
  T.eq(message(function() graph.game{n = 2, edges = {{1, 2}}, terminals = {[2] = "one"}} end),
       "graph.game: argument 1: option 'terminals': vertex 2: expected a payoff (a number or rat), got string")
  T.eq(message(function() graph.game{n = 2, edges = {{1, 2}}, terminals = {}} end),
       "graph.game: argument 1: option 'terminals': the game has no terminal vertex")
  T.eq(message(function() graph.game{edges = {{1, 2}}, terminals = {[2] = 1}} end),
       "graph.game: argument 1: option 'n': the number of vertices is required (or give names)")
  T.eq(message(function() graph.game{names = {"a", "b"}, edges = {{"a", "c"}}, terminals = {b = 1}} end),
       "graph.game: argument 1: option 'edges': edge 1: no vertex is named \"c\"")
  T.eq(message(function() graph.game{n = 2, edges = {{1, 2}}, terminals = {[2] = 1}, colour = "blue"} end),
       "graph.game: argument 1: unknown option 'colour' (known: n, blue, red, edges, terminals, names)")
end)

T.test("values: p, exact, method and vertices are named", function()
  local G = graph.tug_of_war(3)
  T.eq(message(function() G:random_turn{p = 2} end),
       "graph.game:random_turn: argument 1: option 'p': p = 2 is not a probability (in [0, 1])")
  T.eq(message(function() G:random_turn{p = -0.5} end),
       "graph.game:random_turn: argument 1: option 'p': p = -0.5 is not a probability (in [0, 1])")
  T.eq(message(function() G:random_turn{p = 0 / 0} end),
       "graph.game:random_turn: argument 1: option 'p': expected a number, got NaN")
  T.eq(G:random_turn{p = 0.5, exact = true}.low[2], rat(-1, 2))  -- p's binary value, exactly (the float rule)
  T.eq(message(function() G:random_turn{p = rat(1, 3), method = "degree_two"} end),
       "graph.game:random_turn: argument 1: option 'method': the degree two algorithm (section 5.1.2) is for p = 1/2, got p = 1/3")
  T.eq(message(function() G:richman{method = "fast"} end),
       "graph.game:richman: argument 1: option 'method': expected one of \"general\", \"degree_two\", \"undirected\", \"ordering\", got \"fast\"")
  T.eq(message(function() graph.tug_of_war_grid(2, 2):richman{method = "degree_two"} end),
       "graph.game:richman: self: vertex 1 has 4 successors; section 5.1.2.2 needs at most 2")
  T.eq(message(function() graph.tic_tac_toe(2):richman{method = "undirected"} end),
       "graph.game:richman: self: section 5.1.2.3 needs E_B = E_R")
  T.eq(message(function() G:optimal_play{from = 9} end),
       "graph.game:optimal_play: argument 1: option 'from': vertex 9 is not in 1..5")
  T.eq(G:optimal_play{p = 0.5}.value[3], G:optimal_play{p = rat(1, 2)}.value[3])  -- p's binary value (the float rule)
  T.eq(message(function() G:name(0) end), "graph.game:name: argument 1: v: vertex 0 is not in 1..5")
  T.eq(message(function() G:certify{1, 2} end),
       "graph.game:certify: argument 1: expected one value per vertex (5), got 2")
  T.eq(message(function() G:bidding{tau = 0, exact = true} end),
       "graph.game:bidding: argument 1: option 'exact': poorman and taxman thresholds (tau < 1) on a cyclic game can be irrational; they are computed as certified intervals (leave exact unset)")
  T.eq(message(function() G:bidding{tau = 2} end), "graph.game:bidding: argument 1: option 'tau': tau = 2 is not in [0, 1]")
  T.eq(message(function() G:discrete_bidding{holder = "red"} end),
       "graph.game:discrete_bidding: argument 1: option 'holder': only with tie=\"advantage\" (who holds the tie-breaking advantage)")
  T.eq(message(function() G:play({1, 1, 1, 1, 1}, {1, 1, 2, 3, 5}) end),
       "graph.game:play: argument 1: the strategy's move at vertex 3 is not a blue edge")
end)

T.test("graph.from_rules: the failing function and the position", function()
  local function walk(extra)
    local r = {start = 0, blue = function(x) return {x + 1} end, red = function(x) return {x - 1} end,
               payoff = function(x) if math.abs(x) == 2 then return x // 2 end end}
    for k, v in pairs(extra) do r[k] = v end
    return graph.from_rules(r)
  end
  T.eq(#walk{}, 5)
  local m = message(function() walk{blue = function(x) if x == 1 then error("no move here") end return {x + 1} end} end)
  T.truthy(m:find("^graph.from_rules: argument 1: option 'blue': the blue function failed at position 1: ") ~= nil, m)
  T.truthy(m:find("no move here", 1, true))
  T.eq(message(function() walk{red = function(x) return x - 1 end} end),
       "graph.from_rules: argument 1: option 'red': the red function returned integer at position 0 (expected an array of positions)")
  T.eq(message(function() walk{blue = function(x) return {x + 1, nil, x + 2} end} end),
       "graph.from_rules: argument 1: option 'blue': the blue function returned an array with a hole at entry 2 at position 0")
  T.eq(message(function() walk{payoff = function(x) if x == 1 then return 0 / 0 end end} end),
       "graph.from_rules: argument 1: option 'payoff': the payoff function returned NaN at position 1")
  T.eq(message(function() walk{payoff = function(x) if x == 1 then return "win" end end} end),
       "graph.from_rules: argument 1: option 'payoff': the payoff function returned string at position 1 (expected nil for a position that goes on, or a number or rat)")
  T.eq(message(function() walk{blue = function(x) while true do end end, timeout = 0.2} end),
       "graph.from_rules: argument 1: option 'blue': the blue function has not returned after 0.2 s at position 0 (an endless loop?)")
  T.eq(message(function() walk{blue = function(x) return {x + 1} end, payoff = function(x) end, max_positions = 50} end),
       "graph.from_rules: the positions of the rules: more than 50 positions")
  T.eq(message(function() walk{blue = function(x) return {function() end} end} end),
       "graph.from_rules: argument 1: option 'key': a position found by the blue function at position 0 is a function without a canonical text (a function, userdata, or a table holding one or nested too deep): give a key function")
  T.eq(message(function() walk{key = function(x) return {} end} end),
       "graph.from_rules: argument 1: option 'key': the key function returned table (expected a string) for a position found by start")
  T.eq(message(function() walk{payoff = 3} end),
       "graph.from_rules: argument 1: option 'payoff': expected a function, got integer")
  T.eq(message(function() graph.from_rules{blue = print, red = print, payoff = print} end),
       "graph.from_rules: argument 1: option 'start': the start position is required")
  -- a game that never stops growing meets the memory guard, with the estimate
  local limit = alea.limits().memory
  alea.limits{memory = 1 << 20}
  m = message(function() walk{blue = function(x) return {x + 1} end, payoff = function(x) end} end)
  alea.limits{memory = limit}
  T.truthy(m:find("^graph.from_rules: ") ~= nil and m:find("exploring the positions of the rules", 1, true) ~= nil, m)
end)

T.test("built-ins and the board", function()
  T.eq(message(function() graph.tug_of_war(0) end),
       "graph.tug_of_war: argument 1: tug of war needs at least one inner vertex, got n = 0")
  T.eq(message(function() graph.tic_tac_toe(6) end),
       "graph.tic_tac_toe: argument 1: tic-tac-toe is built for 1 <= k <= 5, got k = 6")
  T.eq(message(function() graph.tug_of_war_grid(0, 3) end),
       "graph.tug_of_war_grid: argument 1: the grid needs width >= 1, got 0")
  T.eq(message(function() graph.tug_of_war_grid(1 << 40, 1 << 40) end),
       "graph.tug_of_war_grid: argument 1: the grid is too large")
  T.eq(message(function() graph.selection_game(2, {1, 2, 3}) end),
       "graph.selection_game: argument 2: f needs 2^2 = 4 values, got 3")
  T.eq(message(function() graph.board("chess", 3) end),
       "graph.board: argument 1: expected \"tic_tac_toe\" or \"hex\", got \"chess\"")
  T.eq(message(function() graph.board("hex", 5) end),
       "graph.board: argument 2: board analysis needs 1 <= k and k*k <= 16, got k = 5")
end)

T.done()
