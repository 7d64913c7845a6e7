-- Fluet, Figure 8: minimal allocations on two dice (values 2..12), ours (alloc.minimal, every
-- minimal allocation, mirror images included) beside the paper's row and E(X*).
local D = prob.dice(2)
local here = arg and arg[0] and arg[0]:match("(.*/)") or "./"
local rows = {}
for i, r in ipairs(dofile(here .. "seed_tables.lua").minimal("fluet_figure8")) do rows[i] = {r.t, r.counts, tonumber(r.e)} end
print(string.format("%4s  %-26s %-26s %6s %10s %10s %5s", "t", "paper X*", "ours (normal forms)", "#ties", "ours E", "paper E", "leaves"))
for _, r in ipairs(rows) do
  local X = alloc(D, r[2])
  local m = alloc.minimal(D, r[1], {images=true})
  local found = false
  for _, Y in ipairs(m.allocations) do found = found or Y == X end
  local ours = {}
  for i, Y in ipairs(m.normal_forms) do ours[i] = tostring(Y) end
  print(string.format("%4d  %-26s %-26s %6d %10.3f %10.3f %5d%s", r[1], tostring(X), table.concat(ours, " "),
                      #m.allocations, m.expected_time:float(), r[3], m.leaves, found and "" or "  <- paper's row not minimal"))
end
