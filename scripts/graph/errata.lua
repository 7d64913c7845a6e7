-- The seed's errata and counterexamples (docs/graph.md, E2-E6), each on its smallest game: what
-- the seed states and what alea computes. Vertex 1 is x, 2 is t0 (payoff 0), 3 is t1 (payoff 1).
local function game3(blue, red)
  return graph.game{n = 3, blue = blue, red = red, terminals = {[2] = 0, [3] = 1}}
end
local function show(t)
  local s = {}
  for i = 1, #t do s[i] = tostring(t[i]) end
  return "{" .. table.concat(s, ", ") .. "}"
end

print("E2, Proposition 34 (the Richman function is unique) with E_B != E_R:")
local G = game3({{1, 1}, {1, 2}}, {{1, 1}, {1, 3}})
local R = G:richman()
print("  x: blue {x, t0}, red {x, t1}: least " .. show(R.low) .. ", greatest " .. show(R.high) .. ", unique: " ..
      tostring(R.unique))
local c = G:certify{rat(1, 3), 0, 1}
print("  R(x) = 1/3 is a Richman function too: " .. tostring(c.fixed_point))

print("E3, Lemma 33 (a steepest path reaches T) with E_B != E_R:")
G = game3({{1, 1}, {1, 2}}, {{1, 3}})
local P = G:optimal_play()
print("  x: blue {x, t0}, red {t1}: R = " .. show(P.value) .. ", Blue's steepest path length from x: " ..
      tostring(P.blue_distance[1]) .. ", the play ends with probability " .. tostring(1 - P.never_ends))

print("E4, Theorem 38 (Red wins within n moves above 2R - R_n):")
G = graph.game{n = 4, edges = {{2, 1}, {2, 3}, {3, 2}, {3, 4}}, terminals = {[1] = 0, [4] = 1}}
local r, r1 = G:richman().low[3], G:iterates(1)[2][3]
local u1 = G:iterates(1, {side = "above"})[2][3]
print(string.format("  tug of war v_0..v_3 at v_2: 2R - R_1 = %s but U_1 = %s; with 55 of 60 chips Red needs %d chips to win in one move",
                    tostring(2 * r - r1), tostring(u1), G:discrete_bidding{chips = 60, moves = 1}.red_needs[3]))

print("E5, Claim 41 (the linear system for any steepest choices is nonsingular):")
G = graph.game{n = 2, edges = {{1, 1}, {1, 2}}, terminals = {[2] = 1}}
print("  x: edges {x, t}: choosing the loop for both players gives " .. tostring(G:choice_system({1, 2}, {1, 2})) ..
      " (singular); Theorem 35's choices give " .. show(G:choice_system(G:optimal_play().blue, G:optimal_play().red)))

print("E6, Remark 39 (R(v) > 0 iff a path reaches a payoff 1):")
G = game3({{1, 2}}, {{1, 2}, {1, 3}})
print("  x: blue {t0}, red {t0, t1}: a red edge reaches t1 but R(x) = " .. tostring(G:richman().low[1]))
