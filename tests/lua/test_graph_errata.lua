-- The seed's counterexamples (docs/graph.md, Errata E2-E8) through Lua: each smallest game,
-- what the seed claims, and what alea computes instead.
local T = require "harness"

-- Vertex 1 = x (non-terminal), 2 = t0, 3 = t1.
local function game3(blue, red, t0)
  return graph.game{n = 3, blue = blue, red = red, terminals = {[2] = t0 or 0, [3] = 1}}
end

T.test("E2: Proposition 34 fails when E_B != E_R: every c in [r_min, r_max] is a Richman function", function()
  local G = game3({{1, 1}, {1, 2}}, {{1, 1}, {1, 3}})
  local R = G:richman()
  T.eq(R.unique, false)
  T.eq(R.low[1], rat(0))
  T.eq(R.high[1], rat(1))
  local c = G:certify{rat(1, 3), 0, 1}
  T.truthy(c.fixed_point)
  T.eq(c.least, false)
  T.eq(c.greatest, false)
  T.truthy(G:certify{0, 0, 1}.least)
  T.truthy(G:certify{1, 0, 1}.greatest)
  -- the floating bracket sees the same gap and does not close
  local B = G:richman{exact = false}
  T.eq(B.unique, false)
  T.near(B.low[1], 0, 1e-12)
  T.near(B.high[1], 1, 1e-12)
  -- the special algorithms refuse to pick one
  T.raises(function() G:richman{method = "ordering"} end, "the game has several")
  -- without loops: x: blue {y, t0}, red {y, t1}; y -> x
  local H = graph.game{n = 4, blue = {{1, 4}, {1, 2}, {4, 1}}, red = {{1, 4}, {1, 3}, {4, 1}},
                       terminals = {[2] = 0, [3] = 1}}
  T.eq(H:richman().unique, false)
end)

T.test("E3: Lemma 33 fails when E_B != E_R even with a unique value", function()
  local G = game3({{1, 1}, {1, 2}}, {{1, 3}})
  local R = G:richman()
  T.truthy(R.unique)
  T.eq(R.low[1], rat(1))
  local P = G:optimal_play()
  T.eq(P.lemma33_failures, 1)
  T.eq(P.blue_distance[1], math.huge)
  T.eq(P.never_ends, rat(0))  -- Red must move to t1: the play still ends
end)

T.test("E4: Theorem 38's Red half: the threshold is U_n, not 2R - R_n", function()
  -- tug of war with two inner vertices, payoffs 0/1, token at v_2 (vertex 3)
  local G = graph.game{n = 4, edges = {{2, 1}, {2, 3}, {3, 2}, {3, 4}}, terminals = {[1] = 0, [4] = 1}}
  local R = G:richman().low[3]
  local R1 = G:iterates(1)[2][3]
  local U1 = G:iterates(1, {side = "above"})[2][3]
  T.eq(R, rat(2, 3))
  T.eq(2 * R - R1, rat(5, 6))
  T.eq(U1, rat(1))
  -- Red cannot win within one move, not even with 55 of 60 chips
  T.eq(G:discrete_bidding{chips = 60, moves = 1}.red_needs[3], 61)
  -- and needs floor(60 U_m) + 1 chips (ties to Blue) for m = 1..6
  local U = G:iterates(6, {side = "above"})
  for m = 1, 6 do
    local need = rat.floor(60 * U[m + 1][3]) + 1
    T.eq(G:discrete_bidding{chips = 60, moves = m}.red_needs[3], math.min(need, 61), "m=" .. m)
  end
end)

T.test("E5: Claim 41's system is singular for some tie choices", function()
  -- x with a loop and an edge to t: choosing the loop for both gives R(x) = R(x)
  local G = graph.game{n = 2, edges = {{1, 1}, {1, 2}}, terminals = {[2] = 1}}
  T.eq(G:choice_system({1, 2}, {1, 2}), nil)
  local P = G:optimal_play()
  T.eq(G:choice_system(P.blue, P.red)[1], rat(1))
end)

T.test("E6: Remark 39's 'R(v) > 0 iff a path reaches payoff 1' needs E_B = E_R", function()
  local G = game3({{1, 2}}, {{1, 2}, {1, 3}})
  T.eq(G:richman().low[1], rat(0))
end)

T.test("E8: the pair of strategies certifies the value both ways (NP and coNP)", function()
  local G = graph.tug_of_war_grid(3, 3)
  local R = G:richman()
  local c = G:certify(R.low)
  T.truthy(c.fixed_point and c.least and c.greatest)
  local wrong = {}
  for v = 1, #G do wrong[v] = R.low[v] end
  wrong[5] = wrong[5] + rat(1, 1000)
  T.eq(G:certify(wrong).fixed_point, false)
end)

T.test("Claim 40: |R - R_n| <= (r_max - r_min)(1 - 2^-N)^floor(n/N) on random games", function()
  math.randomseed(40)
  for _ = 1, 30 do
    local n = math.random(3, 7)
    local k = n - 2
    local edges = {}
    for v = 1, k do
      edges[#edges + 1] = {v, math.random(k + 1, n)}
      for _ = 1, 2 do edges[#edges + 1] = {v, math.random(1, n)} end
    end
    local G = graph.game{n = n, edges = edges, terminals = {[n - 1] = 0, [n] = 1}}
    local R = G:richman().low
    local N = k
    local It = G:iterates(3 * N)
    for m = 0, 3 * N do
      local bound = (1 - rat(1, 1 << N)) ^ (m // N)
      for v = 1, n do T.truthy(R[v] - It[m + 1][v] <= bound) end
    end
  end
end)

T.done()
