-- Fluet, Figure 13: emperors under Independent rules with P = (.4, .3, .2, .1). The 20-token
-- tournament (1,771 allocations) takes minutes with the per-allocation cdfs: set ALEA_FULL=1.
local Q = prob{rat(4,10), rat(3,10), rat(2,10), rat(1,10)}
local paper = {[10]="[5,3,2,0]", [20]="[9,6,4,1]"}
local ts = os.getenv("ALEA_FULL") and {10, 20} or {10}
for _, t in ipairs(ts) do
  local c = os.clock()
  local T = alloc.tournament(Q, t, {rules="independent"})
  local e = T:emperors()
  print(string.format("t=%d  paper %s  ours %s  (%d allocations, %.1f s cpu)", t, paper[t],
    #e == 1 and tostring(e[1]) or ("cycle of " .. #T:emperor_cycle()), #T, os.clock() - c))
end
-- The text of 2.6 (ours by alloc.wdl): [9,6,3,1] against [10,6,3,1] and [8,6,4,2] (19 tokens as printed).
for _, r in ipairs{{{10,6,3,1}, .4818, .4620}, {{8,6,4,2}, .5183, .4313}} do
  local w, _, l = alloc.wdl(alloc(Q, {9,6,3,1}), alloc(Q, r[1]), {rules="independent"})
  print(string.format("[9,6,3,1] vs %s: paper w=%.4f l=%.4f, ours w=%.4f l=%.4f", tostring(alloc(Q, r[1])), r[2], r[3], w, l))
end
