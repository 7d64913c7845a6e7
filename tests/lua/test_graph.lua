-- The graph module through Lua (seed 004): Example 37 and Figure 3.2.1, tic-tac-toe's classic
-- values, games from tables and from rules, options and defaults, exact against floating.
-- The errata and the error messages are in test_graph_errata.lua and test_graph_errors.lua.
local T = require "harness"
local root = (os.getenv("ALEA_SOURCE_DIR") or ".") .. "/scripts/graph/seed/"

local function same(a, b, msg)
  T.eq(#a, #b, msg)
  for i = 1, #a do T.eq(a[i], b[i], (msg or "") .. " [" .. i .. "]") end
end

T.test("Figure 3.2.1: tug of war with n = 3, from the seed's table", function()
  local R = graph.tug_of_war(3):richman()
  for i, row in ipairs(alea.read_csv(root .. "figure_3_2_1.csv")) do
    T.eq(R.low[i], rat(row.richman), row.vertex)
  end
  T.truthy(R.unique)
  T.eq(R.method, "strategy iteration")
end)

T.test("Example 37: R(v_i) = 2i/(n+1) - 1, P(Blue wins) = i/(n+1), length i(n+1-i)", function()
  for n = 1, 12 do
    local G = graph.tug_of_war(n)
    local R = G:richman().low
    for i = 0, n + 1 do T.eq(R[i + 1], rat(2 * i, n + 1) - 1, "n=" .. n .. " i=" .. i) end
    for i = 1, n do
      local P = G:optimal_play{from = i + 1}
      T.eq(P.expected_length, rat(i * (n + 1 - i)), "length n=" .. n .. " i=" .. i)
      T.eq(P.ends[#P.ends].vertex, n + 2)
      T.eq(P.ends[#P.ends].probability, rat(i, n + 1), "win n=" .. n .. " i=" .. i)
      T.eq(P.blue[i + 1], i + 2, "Blue moves right")
      T.eq(P.red[i + 1], i, "Red moves left")
    end
  end
end)

T.test("Theorem 35: the strategies secure R, and the play ends surely", function()
  local G = graph.tug_of_war_grid(3, 2)
  local v = G:richman().low
  for from = 1, 6 do
    local P = G:optimal_play{from = from}
    T.eq(P.never_ends, rat(0))
    T.eq(P.expected_payoff, v[from], "from " .. from)
  end
end)

T.test("tic-tac-toe: 18,753 positions and the classic values", function()
  local G = graph.tic_tac_toe(3)
  local lit = {}
  for _, r in ipairs(alea.read_csv(root .. "literature.csv")) do lit[r.quantity] = r.value end
  T.eq(#G, lit["positions of the game graph"])
  T.eq(G:stats().terminals, 7660)
  T.eq(G:richman().low[1], rat(0))
  T.eq(G:random_turn{p = rat(2, 3)}.low[1], rat(3983, 6561))
  T.eq(G:random_turn{p = rat(1, 3)}.low[1], rat(-3983, 6561))
  T.eq(G:random_turn{p = rat(3, 5)}.low[1], rat(753301, 1953125))
  local win = G:bidding{level = 1}
  T.eq(1 - win.low[1], lit["Blue's money share needed to force a win under Richman bidding"])
  T.eq(G:bidding{level = 0}.low[1], rat(133, 256))
  T.eq(G:bidding{level = 1, tau = 0}.low[1], rat(389763, 786688))
  T.eq(G:bidding{level = 1, tau = rat(1, 2)}.low[1], rat(469691366, 960664069))
  T.eq(G:name(1), ".../.../...")
  T.eq(G:vertex(".../.x./..."), G:successors(1)[5])
end)

T.test("section 4.2: the staircase of tic-tac-toe", function()
  local G = graph.tic_tac_toe(3)
  local S = G:staircase()
  same(S.levels, {rat(-1), rat(0), rat(1)})
  same({S.low[1][1], S.low[2][1], S.low[3][1]}, {rat(1), rat(133, 256), rat(123, 256)})
  local o = G:staircase_outcome(1, rat(1, 2))
  T.eq(o.blue_secures, rat(0))
  T.eq(o.red_holds, rat(0))
  T.eq(G:staircase_outcome(1, 0.1).blue_secures, rat(1))
end)

T.test("the board analysis agrees with the explicit graph on 3x3", function()
  local B = graph.board("tic_tac_toe", 3, {p = rat(2, 3), bidding = true})
  T.eq(B.value, rat(3983, 6561))
  T.eq(B.positions, 18753)
  T.eq(B.richman_win, rat(123, 256))
  T.eq(B.richman_not_lose, rat(133, 256))
  local e = graph.board("tic_tac_toe", 3, {bidding = true, with_error = true}).poorman_win
  T.truthy(e.bound < 1e-12)
  T.near(e.value, rat(389763, 786688), e.bound)
  T.eq(graph.board("hex", 3).value, rat(0))
  T.eq(graph.hex(3):richman().low[1], rat(0))
end)

T.test("graph.game: tables, names, both colours, float payoffs", function()
  local G = graph.game{names = {"a", "b", "lose", "win"}, blue = {{"a", "b"}, {"b", "win"}, {"a", "lose"}},
                       red = {{"a", "lose"}, {"b", "a"}}, terminals = {lose = 0, win = 1}}
  T.eq(#G, 4)
  T.eq(G:name(2), "b")
  local s = G:stats()
  T.eq(s.same_colours, false)
  T.eq(s.acyclic, false)
  local R = G:richman()
  T.truthy(R.unique)
  -- b = (1 + a)/2, a = (b + 0)/2: a = 1/3, b = 2/3
  same(R.low, {rat(1, 3), rat(2, 3), rat(0), rat(1)})
  local F = graph.game{n = 3, edges = {{2, 1}, {2, 3}}, terminals = {[1] = 0, [3] = 0.5}}
  T.eq(F:stats().exact_payoffs, false)
  T.eq(math.type(F:richman().low[2]), "float")
  T.near(F:richman().low[2], 0.25, 1e-15)
  T.eq(F:richman{exact = true}.low[2], rat(1, 4))  -- the payoffs' binary values, exactly
end)

T.test("graph.from_rules: tug of war and tic-tac-toe in a few lines of Lua", function()
  local G = graph.from_rules{start = 2, blue = function(x) return {x - 1, x + 1} end,
                             red = function(x) return {x - 1, x + 1} end,
                             payoff = function(x) if x == 0 then return -1 elseif x == 4 then return 1 end end}
  T.eq(#G, 5)
  T.eq(G:richman().low[1], rat(0))
  T.eq(G:name(1), "2")
  local lines = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}, {1, 4, 7}, {2, 5, 8}, {3, 6, 9}, {1, 5, 9}, {3, 5, 7}}
  local function claim(mark)
    return function(b)
      local out = {}
      for i = 1, 9 do
        if b[i] == "." then
          local c = {table.unpack(b)}
          c[i] = mark
          out[#out + 1] = c
        end
      end
      return out
    end
  end
  local H = graph.from_rules{start = {".", ".", ".", ".", ".", ".", ".", ".", "."}, blue = claim("x"), red = claim("o"),
    payoff = function(b)
      for _, l in ipairs(lines) do
        if b[l[1]] ~= "." and b[l[1]] == b[l[2]] and b[l[2]] == b[l[3]] then return b[l[1]] == "x" and 1 or -1 end
      end
      for i = 1, 9 do if b[i] == "." then return nil end end
      return 0
    end}
  T.eq(#H, 18753)
  T.eq(H:random_turn{p = rat(2, 3)}.low[1], rat(3983, 6561))
end)

T.test("selection games: R(x_J) = E[f | x_J] (Theorem 21), also with a biased coin", function()
  local function maj(x) return (x[1] + x[2] + x[3] > 0) and 1 or -1 end
  local G = graph.selection_game(3, maj)
  T.eq(G:richman().low[1], rat(0))
  T.eq(G:random_turn{p = rat(1, 3)}.low[1], rat(-13, 27))  -- P(maj = 1) = 7/27 at 1/3
  local f = {}
  for k = 0, 7 do f[k + 1] = maj{(k & 1 > 0) and 1 or -1, (k & 2 > 0) and 1 or -1, (k & 4 > 0) and 1 or -1} end
  same(graph.selection_game(3, f):richman().low, G:richman().low)
end)

T.test("exact and floating agree, and the bracket's bounds hold", function()
  math.randomseed(12)
  for trial = 1, 25 do
    local n, edges, blue, red = math.random(3, 9), {}, {}, {}
    local k = n - 2
    for v = 1, k do
      edges[#edges + 1] = {v, math.random(k + 1, n)}
      for _ = 1, 2 do blue[#blue + 1] = {v, math.random(1, n)} end
      for _ = 1, 2 do red[#red + 1] = {v, math.random(1, n)} end
    end
    local G = graph.game{n = n, edges = edges, blue = blue, red = red, terminals = {[n - 1] = -1, [n] = rat(1, 3)}}
    for _, p in ipairs{rat(1, 2), rat(1, 4), rat(7, 8)} do  -- floats exactly
      local E = G:random_turn{p = p}
      local F = G:random_turn{p = p:float(), with_error = true}
      local F0 = G:random_turn{p = p, exact = false}
      T.eq(F.exact, false)
      for v = 1, n do
        T.truthy(F.low[v].value <= E.low[v]:float() + 1e-15, "lower bound, trial " .. trial)
        T.truthy(F.high[v].value >= E.high[v]:float() - 1e-15, "upper bound, trial " .. trial)
        if E.unique then T.near(F0.low[v], E.low[v], 1e-11) end
        T.near(F.low[v].value, E.low[v], F.low[v].bound + 1e-15)
      end
    end
  end
end)

T.test("options and defaults", function()
  local G = graph.tug_of_war(4)
  same(G:richman().low, G:random_turn().low)
  same(G:richman().low, G:random_turn{p = rat(1, 2)}.low)
  same(G:richman{method = "degree_two"}.low, G:richman().low)
  same(G:richman{method = "undirected"}.low, G:richman().low)
  same(G:richman{method = "ordering"}.low, G:richman().low)
  same(G:random_turn{p = rat(1, 3), method = "ordering"}.low, G:random_turn{p = rat(1, 3)}.low)
  local R3 = G:iterates(3)
  T.eq(#R3, 4)
  same(R3[1], {rat(-1), rat(-1), rat(-1), rat(-1), rat(-1), rat(1)})
  local U = G:iterates(3, {side = "above"})
  T.eq(U[1][2], rat(1))
  T.eq(math.type(G:iterates(2, {exact = false})[3][5]), "float")
  local pm = G:plus_minus()
  T.eq(pm.plus[3], rat(1, 5))
  T.eq(pm.minus[3], rat(-3, 5))
  T.eq(G:plus_minus{-1, 0, 0.5, 0, 0, 1}.plus[3], 0)
  local c = G:certify(G:richman().low)
  T.truthy(c.fixed_point and c.least and c.greatest)
  T.eq(G:certify{-1, 0, 0, 0, 0, 1}.failing, 2)
  local dot = G:to_dot()
  T.truthy(dot:find("doublecircle", 1, true))
  T.truthy(dot:find("1/5", 1, true))
  T.truthy(not G:to_dot{values = false}:find("penwidth", 1, true))
  local B = G:random_turn{exact = false}
  T.truthy(B.closed and B.width <= 1e-12)
  T.eq(G:random_turn{exact = false, tolerance = 1e-3}.closed, true)
  local vi = G:value_iteration()
  T.truthy(vi.converged)
  T.near(vi.x[3], -1 / 5, 1e-5)
end)

T.test("optimal play, play under given strategies, and Claim 41", function()
  local G = graph.tug_of_war(3)
  local P = G:optimal_play{from = 1}
  T.eq(P.expected_length, rat(0))  -- vertex 1 is a terminal
  same(P.blue, {1, 3, 4, 5, 5})
  same(P.red, {1, 1, 2, 3, 5})
  same(P.blue_distance, {0, 3, 2, 1, 0})
  T.eq(P.lemma33_failures, 0)
  same(G:choice_system(P.blue, P.red), P.value)
  local Q = G:play({1, 1, 2, 3, 5}, {1, 1, 2, 3, 5}, {from = 3})
  T.eq(#Q.ends, 1)
  T.eq(Q.ends[1].vertex, 1)
  T.eq(Q.expected_length, rat(2))
  local L = G:optimal_play{p = rat(2, 3), from = 3}
  T.eq(L.value[3], rat(3, 5))
end)

T.test("results as CSV: G:to_table(result)", function()
  local G = graph.tug_of_war(3)
  local rows = G:to_table(G:richman())
  T.eq(#rows, 5)
  T.eq(rows[3].low, rat(0))
  T.eq(rows[3].blue, "2 4")
  T.eq(rows[1].payoff, rat(-1))
  local path = os.tmpname()
  T.eq(alea.write_csv(path, G:to_table(G:optimal_play())), 5)
  local back = alea.read_csv(path)
  os.remove(path)
  T.eq(back[2].blue_moves, "3")  -- lists are text cells
  T.eq(back[2].lengths, 3)
  T.eq(alea.write_csv(path, G:to_table(G:bidding())), 5)
  os.remove(path)
end)

T.test("discrete bidding against the continuous thresholds (Theorem 38, Remark 39)", function()
  local G = graph.game{n = 4, edges = {{2, 1}, {2, 3}, {3, 2}, {3, 4}}, terminals = {[1] = 0, [4] = 1}}
  local R = G:bidding()
  T.eq(R.low[3], rat(2, 3))
  T.eq(R.bid[3], rat(1, 3))  -- (R+ - R-)/2
  local D = G:discrete_bidding{chips = 60}
  T.eq(D.blue_needs[3], 60 - 40)  -- K (1 - R): Blue wins at exactly the critical share
  T.truthy(G:discrete_bidding{chips = 60, tie = "red"}.blue_needs[3] >= D.blue_needs[3])
  local A = G:discrete_bidding{chips = 60, tie = "advantage"}
  local B = G:discrete_bidding{chips = 60, tie = "advantage", holder = "red"}
  T.truthy(A.blue_needs[3] <= B.blue_needs[3])
end)

T.test("poorman on a cycle: a certified interval, not a rat", function()
  local G = graph.tug_of_war(3)
  local P = G:bidding{tau = 0, with_error = true}
  T.eq(P.exact, false)
  T.truthy(P.width <= 1e-13)
  T.truthy(P.low[3].bound <= 1e-13)
  local plain = G:bidding{tau = 0}
  T.eq(math.type(plain.low[3]), "float")
  T.near(plain.low[3], 0.5, 1e-12)  -- symmetric
  -- two inner vertices: the golden ratio, (3 - sqrt 5)/2 and (sqrt 5 - 1)/2 (Lazarus et al.)
  local Q = graph.tug_of_war(2):bidding{tau = 0, with_error = true}
  T.near(Q.low[2].value, (3 - math.sqrt(5)) / 2, Q.low[2].bound)
  T.near(Q.high[3].value, (math.sqrt(5) - 1) / 2, Q.high[3].bound)
end)

T.done()
