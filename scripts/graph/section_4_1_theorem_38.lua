-- Theorem 38 and Remark 39 (seed 004, section 4.1) against exhaustive discrete bidding: with K
-- chips and ties to Blue, Blue wins within m moves exactly when he holds at least K(1 - R_m)
-- (Blue's half of Theorem 38, R_m Proposition 31's iterates), and at the critical share itself
-- (Remark 39). Red's half as printed, 2R - R_m, is not Red's m-move threshold; the iterates U_m
-- from r_max are (docs/graph.md, E4). Tug of war with two inner vertices, payoffs 0/1, token at
-- v_2, 64 chips (every K R_m an integer for m <= 6); chips by exhaustive search over every bid,
-- without the continuous theory.
local K = 64
local G = graph.game{n = 4, edges = {{2, 1}, {2, 3}, {3, 2}, {3, 4}}, terminals = {[1] = 0, [4] = 1}}
local v = 3
local R = G:richman().low[v]
local Rm, Um = G:iterates(6), G:iterates(6, {side = "above"})
print(string.format("R(v_2) = %s; %d chips, ties to Blue", tostring(R), K))
print("m   R_m     Blue needs  K(1-R_m)   U_m     Red needs  floor(K U_m)+1   2R-R_m")
local agree = true
for m = 1, 6 do
  local D = G:discrete_bidding{chips = K, moves = m}
  local r, u = Rm[m + 1][v], Um[m + 1][v]
  local blue_formula = rat.ceil(K * (1 - r))
  local red_formula = math.min(rat.floor(K * u) + 1, K + 1)
  agree = agree and D.blue_needs[v] == blue_formula and D.red_needs[v] == red_formula
  print(string.format("%-3d %-7s %-11d %-10s %-7s %-10d %-16s %s", m, tostring(r), D.blue_needs[v], tostring(blue_formula),
                      tostring(u), D.red_needs[v], tostring(red_formula), tostring(2 * R - r)))
end
print(agree and "discrete bidding reproduces R_m (Blue) and U_m (Red) exactly" or "SOME DIFFER")
local D = G:discrete_bidding{chips = K}
print(string.format("without a move limit: Blue needs %d chips; Theorem 38 promises a win with more than K(1 - R) = %s",
                    D.blue_needs[v], tostring(K * (1 - R))))
