-- Fluet 2.6: the 3-valued tournaments with P = (3/6, 2/6, 1/6).
local P = prob{rat(3,6), rat(2,6), rat(1,6)}
local c = os.clock()
local T = alloc.tournament(P, 10)
local _, info = T:cycles{count_only=true}
print(string.format("10 tokens: paper 66 allocations, over 42,000 cycles, longest 13; ours %d, %d, %d (%.2f s cpu)",
  #T, info.count, info.longest, os.clock() - c))
local T18 = alloc.tournament(P, 18)
local E = T18:emperor_cycle()
local s = {}
for _, X in ipairs(E) do s[tostring(X)] = true end
print(string.format("18 tokens: paper an emperor cycle of 70 incl. [3,10,5], [17,0,1]; ours %d, %s, %s",
  #E, tostring(s["[3,10,5]"] == true), tostring(s["[17,0,1]"] == true)))
