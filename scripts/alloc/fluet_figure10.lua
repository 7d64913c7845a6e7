-- Fluet, Figure 10: minimal allocations for P = (3/6, 2/6, 1/6), ours beside the paper's.
local P = prob{rat(3, 6), rat(2, 6), rat(1, 6)}
local rows = {
  {1, {1,0,0}, 2.000}, {2, {1,1,0}, 3.800}, {3, {2,1,0}, 5.080}, {4, {3,1,0}, 6.648}, {5, {3,2,0}, 8.074},
  {6, {4,2,0}, 9.400}, {7, {4,2,1}, 10.923}, {8, {5,2,1}, 12.149}, {9, {5,3,1}, 13.207}, {10, {6,3,1}, 14.387},
  {11, {6,4,1}, 15.684}, {12, {7,4,1}, 16.802}, {13, {8,4,1}, 18.104}, {14, {8,5,1}, 19.342}, {15, {9,5,1}, 20.568},
}
print(string.format("%4s  %-10s %-10s %10s %10s", "t", "paper X*", "ours", "ours E", "paper E"))
for _, r in ipairs(rows) do
  local m = alloc.minimal(P, r[1])
  local ours = {}
  for i, Y in ipairs(m.allocations) do ours[i] = tostring(Y) end
  print(string.format("%4d  %-10s %-10s %10.3f %10.3f", r[1], tostring(alloc(P, r[2])), table.concat(ours, " "),
                      m.expected_time, r[3]))
end
