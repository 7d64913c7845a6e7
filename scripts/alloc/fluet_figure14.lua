-- Fluet, Figure 14: an Independent-rules cycle of the 5-token game with P = (7,5,3,2,1)/18.
local P = prob{rat(7,18), rat(5,18), rat(3,18), rat(2,18), rat(1,18)}
local T = alloc.tournament(P, 5, {rules="independent"})
local c = {alloc(P, {1,3,0,0,1}), alloc(P, {0,2,3,0,0}), alloc(P, {0,5,0,0,0}), alloc(P, {2,1,0,1,1})}
print("paper: [1,3,0,0,1] > [0,2,3,0,0] > [0,5,0,0,0] > [2,1,0,1,1] > [1,3,0,0,1]")
for k = 1, 4 do
  local X, Y = c[k], c[k % 4 + 1]
  local w, _, l = T:wdl(X, Y)
  print(string.format("ours:  %s over %s: w=%.4f l=%.4f favored=%s", tostring(X), tostring(Y), w, l, tostring(T:favored(X, Y))))
end
local e = T:emperors()
print("paper: every Independent tournament examined had an emperor; ours: " .. (e[1] and tostring(e[1]) or "none"))
local _, info = T:cycles{count_only=true}
print("ours: " .. info.count .. " cycles in this tournament of " .. #T .. " allocations, the longest through " .. info.longest)
