-- Fluet, Figure 10: minimal allocations for P = (3/6, 2/6, 1/6), ours beside the paper's.
local P = prob{rat(3, 6), rat(2, 6), rat(1, 6)}
local here = arg and arg[0] and arg[0]:match("(.*/)") or "./"
local rows = {}
for i, r in ipairs(dofile(here .. "seed_tables.lua").minimal("fluet_figure10")) do rows[i] = {r.t, r.counts, tonumber(r.e)} end
print(string.format("%4s  %-10s %-10s %10s %10s", "t", "paper X*", "ours", "ours E", "paper E"))
for _, r in ipairs(rows) do
  local m = alloc.minimal(P, r[1], {images=true})
  local ours = {}
  for i, Y in ipairs(m.allocations) do ours[i] = tostring(Y) end
  print(string.format("%4d  %-10s %-10s %10.3f %10.3f", r[1], tostring(alloc(P, r[2])), table.concat(ours, " "),
                      m.expected_time:float(), r[3]))
end
