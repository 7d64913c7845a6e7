-- Fluet, Figure 12: emperors for t tokens with P = (3/6, 2/6, 1/6) ("-": an emperor cycle instead).
local P = prob{rat(3,6), rat(2,6), rat(1,6)}
local paper = {[1]="[1,0,0]", [2]="[1,1,0]", [3]="[2,1,0]", [4]="[2,1,1]", [5]="-", [6]="[3,2,1]",
               [10]="[5,3,2]", [12]="[6,4,2]", [18]="-"}
print(string.format("%3s  %-10s %-10s %s", "t", "paper", "ours", "emperor cycle size"))
for _, t in ipairs{1, 2, 3, 4, 5, 6, 10, 12, 18} do
  local T = alloc.tournament(P, t)
  local e = T:emperors()
  print(string.format("%3d  %-10s %-10s %d", t, paper[t], #e == 1 and tostring(e[1]) or "-", #T:emperor_cycle()))
end
