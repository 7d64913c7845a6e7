-- Section 4.2 (seed 004): a multi-valued Richman game as the staircase of its win-or-lose games
-- G_k "payoff >= r_k". Tic-tac-toe: Red's critical shares for "Blue gets at least r_k" from the
-- empty board, and what each side can force at a few shares of the money.
local G = graph.tic_tac_toe(3)
local S = G:staircase()
print("r_k   low_k (Red's share below which Blue forces payoff >= r_k)")
for k, r in ipairs(S.levels) do print(string.format("%-5s %s = %.6f", tostring(r), tostring(S.low[k][1]), S.low[k][1]:float())) end
print()
print("Red's share   Blue secures   Red holds Blue to")
for _, share in ipairs{rat(1, 4), rat(123, 256), rat(1, 2), rat(133, 256), rat(3, 4)} do
  local o = G:staircase_outcome(1, share)
  print(string.format("%-13s %-14s %s", tostring(share), tostring(o.blue_secures), tostring(o.red_holds)))
end
