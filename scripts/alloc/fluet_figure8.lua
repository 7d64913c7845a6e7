-- Fluet, Figure 8: minimal allocations on two dice (values 2..12), ours (alloc.minimal, every
-- minimal allocation, mirror images included) beside the paper's row and E(X*).
local D = prob.dice(2)
local rows = {
  {1, {0,0,0,0,0,1,0,0,0,0,0}, 6.000}, {2, {0,0,0,0,1,1,0,0,0,0,0}, 9.927}, {3, {0,0,0,0,1,1,1,0,0,0,0}, 12.505},
  {4, {0,0,0,1,1,1,1,0,0,0,0}, 15.476}, {5, {0,0,0,1,1,1,1,1,0,0,0}, 17.768}, {6, {0,0,0,1,1,2,1,1,0,0,0}, 19.762},
  {7, {0,0,0,1,2,2,1,1,0,0,0}, 22.279}, {8, {0,0,0,1,2,2,2,1,0,0,0}, 24.306}, {9, {0,0,1,1,2,2,2,1,0,0,0}, 26.430},
  {10, {0,0,1,1,2,3,2,1,0,0,0}, 28.267}, {11, {0,0,1,1,2,3,2,1,1,0,0}, 29.865}, {12, {0,0,1,2,2,3,2,1,1,0,0}, 31.922},
  {13, {0,0,1,2,2,3,2,2,1,0,0}, 33.700}, {18, {0,0,1,2,4,5,3,2,1,0,0}, 42.665}, {24, {0,1,2,3,4,5,4,3,2,0,0}, 52.139},
  {30, {0,1,2,4,5,7,5,3,2,1,0}, 60.772}, {36, {0,1,3,4,6,8,6,4,3,1,0}, 69.569},
}
print(string.format("%4s  %-26s %-26s %6s %10s %10s %5s", "t", "paper X*", "ours (normal forms)", "#ties", "ours E", "paper E", "leaves"))
for _, r in ipairs(rows) do
  local X = alloc(D, r[2])
  local m = alloc.minimal(D, r[1])
  local found = false
  for _, Y in ipairs(m.allocations) do found = found or Y == X end
  local ours = {}
  for i, Y in ipairs(m.normal_forms) do ours[i] = tostring(Y) end
  print(string.format("%4d  %-26s %-26s %6d %10.3f %10.3f %5d%s", r[1], tostring(X), table.concat(ours, " "),
                      #m.allocations, m.expected_time, r[3], m.leaves, found and "" or "  <- paper's row not minimal"))
end
