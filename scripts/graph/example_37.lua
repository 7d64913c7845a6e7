-- Example 37 (seed 004, section 3.2.2): tug of war on the path v_0 .. v_{n+1}. The seed's
-- formulas R(v_i) = 2i/(n+1) - 1, P(Blue wins from v_i) = i/(n+1) under optimal play and, as
-- a random walk, the expected length i(n+1-i), beside ours (exact: strategy iteration, then the
-- chain of Theorem 35's strategies absorbed exactly).
local agree = true
print("n   i   R(v_i)    2i/(n+1)-1   P(win)   i/(n+1)   length   i(n+1-i)")
for n = 1, 8 do
  local G = graph.tug_of_war(n)
  local R = G:richman().low
  for i = 1, n do
    local P = G:optimal_play{from = i + 1}
    local win = P.ends[#P.ends].probability
    local fR, fw, fl = rat(2 * i, n + 1) - 1, rat(i, n + 1), rat(i * (n + 1 - i))
    agree = agree and R[i + 1] == fR and win == fw and P.expected_length == fl
    print(string.format("%-3d %-3d %-9s %-12s %-8s %-9s %-8s %s", n, i, tostring(R[i + 1]), tostring(fR), tostring(win),
                        tostring(fw), tostring(P.expected_length), tostring(fl)))
  end
end
print(agree and "all agree" or "SOME DIFFER")
