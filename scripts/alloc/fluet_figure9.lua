-- Fluet, Figure 9: minimal allocations for P = (2/3, 1/3), ours (alloc.minimal, and section
-- 5.2's theorem: x* is the 2/3 percentile of Binomial(t, 2/3)) beside the paper's.
local p = rat(2, 3)
local H = prob{p, 1 - p}
local here = arg and arg[0] and arg[0]:match("(.*/)") or "./"
local rows = {}
for i, r in ipairs(dofile(here .. "seed_tables.lua").minimal("fluet_figure9")) do rows[i] = {r.t, r.counts, tonumber(r.e)} end
print(string.format("%5s  %-12s %-12s %-12s %10s %10s", "t", "paper X*", "ours", "theorem 5.2", "ours E", "paper E"))
for _, r in ipairs(rows) do
  local m = alloc.minimal(H, r[1], {images=true})
  local ours = {}
  for i, Y in ipairs(m.allocations) do ours[i] = tostring(Y) end
  local x = alloc.two_value.minimal(p, r[1])
  print(string.format("%5d  %-12s %-12s %-12s %10.3f %10.3f", r[1], tostring(alloc(H, r[2])), table.concat(ours, " "),
                      string.format("[%d,%d]", x, r[1] - x), m.expected_time:float(), r[3]))
end
