-- Fluet, Figure 11: minimal allocations for P = (.4, .3, .2, .1), ours beside the paper's,
-- with P exact (4/10, 3/10, 2/10, 1/10: ties decided in rats) and as floats.
local P, F = prob{4, 3, 2, 1}, prob{.4, .3, .2, .1}
local rows = {
  {1, {1,0,0,0}, 2.500}, {2, {1,1,0,0}, 4.405}, {3, {2,1,0,0}, 6.088}, {4, {2,1,1,0}, 7.916}, {5, {3,1,1,0}, 9.428},
  {6, {3,2,1,0}, 10.569}, {7, {4,2,1,0}, 12.079}, {8, {4,3,1,0}, 13.519}, {9, {5,3,1,0}, 14.979},
  {10, {5,3,2,0}, 16.327}, {11, {5,4,2,0}, 17.724}, {12, {6,4,2,0}, 18.923}, {13, {7,4,2,0}, 20.395},
  {14, {7,5,2,0}, 21.739}, {15, {7,5,3,0}, 23.057},
}
print(string.format("%4s  %-10s %-10s %-10s %10s %10s", "t", "paper X*", "ours", "ours float", "ours E", "paper E"))
for _, r in ipairs(rows) do
  local m, f = alloc.minimal(P, r[1]), alloc.minimal(F, r[1])
  local ours, fl = {}, {}
  for i, Y in ipairs(m.allocations) do ours[i] = tostring(Y) end
  for i, Y in ipairs(f.allocations) do fl[i] = tostring(Y) end
  print(string.format("%4d  %-10s %-10s %-10s %10.3f %10.3f", r[1], tostring(alloc(P, r[2])), table.concat(ours, " "),
                      table.concat(fl, " "), m.expected_time, r[3]))
end
