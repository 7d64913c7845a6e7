-- Fluet, Figure 4 and 2.2: P = (.4, .3, .2, .1). 10 tokens: [4,3,2,1] is the emperor. 20 tokens:
-- [10,6,3,1] beats [8,6,4,2] (.433 to .388), which beats [9,6,4,1], which beats [10,6,3,1];
-- all three lie in the emperor cycle.
local Q = prob{rat(4,10), rat(3,10), rat(2,10), rat(1,10)}
print("10 tokens: paper emperor [4,3,2,1]; ours " .. tostring(alloc.tournament(Q, 10):emperors()[1]))
local c = os.clock()
local T = alloc.tournament(Q, 20)
local t = {alloc(Q, {10,6,3,1}), alloc(Q, {8,6,4,2}), alloc(Q, {9,6,4,1})}
for k = 1, 3 do
  local w, d, l = T:wdl(t[k], t[k % 3 + 1])
  print(string.format("%s vs %s: w=%.3f d=%.3f l=%.3f", tostring(t[k]), tostring(t[k % 3 + 1]), w, d, l))
end
local E = T:emperor_cycle()
local s = {}
for _, X in ipairs(E) do s[tostring(X)] = true end
print(string.format("20 tokens: emperors %d; emperor cycle of %d of %d allocations (paper: \"the three plus a few others\"); contains the three: %s %s %s (%.1f s cpu)",
  #T:emperors(), #E, #T, tostring(s["[10,6,3,1]"]), tostring(s["[8,6,4,2]"]), tostring(s["[9,6,4,1]"]), os.clock() - c))
