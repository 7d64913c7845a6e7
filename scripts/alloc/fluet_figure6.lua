-- Fluet, Figure 6: the 3-token game with P = (3/6, 2/6, 1/6): emperor (2,1,0) and three cycles
-- among [3,0,0], [1,1,1], [1,2,0], [2,0,1].
local P = prob{rat(3,6), rat(2,6), rat(1,6)}
local T = alloc.tournament(P, 3)
print("paper: emperor (2,1,0); ours: " .. tostring(T:emperors()[1]))
local cycles, info = T:cycles()
print("paper: three cycles; ours: " .. info.count)
for _, c in ipairs(cycles) do
  local s = {}
  for _, X in ipairs(c) do s[#s + 1] = tostring(X) end
  print("  " .. table.concat(s, " -> ") .. " -> " .. s[1])
end
