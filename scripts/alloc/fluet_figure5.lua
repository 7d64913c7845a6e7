-- Fluet, Figure 5 and section 7: the emperor cycle of the 5-token game with P = (3/6, 2/6, 1/6).
local P = prob{rat(3,6), rat(2,6), rat(1,6)}
local T = alloc.tournament(P, 5)
local cyc = {alloc(P, {3,2,0}), alloc(P, {4,1,0}), alloc(P, {2,2,1}), alloc(P, {3,1,1})}
print("paper: (3,2,0) -> (4,1,0) -> (2,2,1) -> (3,1,1) -> (3,2,0), the emperor cycle")
for k = 1, 4 do
  local X, Y = cyc[k], cyc[k % 4 + 1]
  local w, d, l = T:wdl(X, Y)
  print(string.format("ours:  %s -> %s  w=%.4f d=%.4f l=%.4f favored=%s", tostring(X), tostring(Y), w, d, l, tostring(T:favored(X, Y))))
end
local ec = {}
for _, X in ipairs(T:emperor_cycle()) do ec[#ec + 1] = tostring(X) end
print("ours:  emperor cycle " .. table.concat(ec, " ") .. ", emperors: " .. #T:emperors())
local over = {}
for _, Y in ipairs(T:allocations()) do
  if Y ~= cyc[3] and T:favored(Y, cyc[3]) then over[#over + 1] = tostring(Y) end
end
print("paper: [4,1,0] is the only allocation favored over [2,2,1]; ours: " .. table.concat(over, " "))
