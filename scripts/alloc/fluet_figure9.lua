-- Fluet, Figure 9: minimal allocations for P = (2/3, 1/3), ours (alloc.minimal, and section
-- 5.2's theorem: x* is the 2/3 percentile of Binomial(t, 2/3)) beside the paper's.
local p = rat(2, 3)
local H = prob{p, 1 - p}
local rows = {
  {1, {1, 0}, 1.500}, {2, {2, 0}, 3.000}, {3, {2, 1}, 4.333}, {4, {3, 1}, 5.389}, {5, {4, 1}, 6.593},
  {6, {5, 1}, 7.895}, {7, {5, 2}, 8.949}, {8, {6, 2}, 10.053}, {9, {7, 2}, 11.261},
  {300, {204, 96}, 313.325}, {600, {405, 195}, 618.844}, {900, {606, 294}, 923.093}, {1200, {807, 393}, 1226.673},
}
print(string.format("%5s  %-12s %-12s %-12s %10s %10s", "t", "paper X*", "ours", "theorem 5.2", "ours E", "paper E"))
for _, r in ipairs(rows) do
  local m = alloc.minimal(H, r[1])
  local ours = {}
  for i, Y in ipairs(m.allocations) do ours[i] = tostring(Y) end
  local x = alloc.two_value.minimal(p, r[1])
  print(string.format("%5d  %-12s %-12s %-12s %10.3f %10.3f", r[1], tostring(alloc(H, r[2])), table.concat(ours, " "),
                      string.format("[%d,%d]", x, r[1] - x), m.expected_time, r[3]))
end
