-- Fluet, Figure 11: minimal allocations for P = (.4, .3, .2, .1), ours beside the paper's,
-- with P exact (4/10, 3/10, 2/10, 1/10: ties decided in rats) and as floats.
local P, F = prob{4, 3, 2, 1}, prob{.4, .3, .2, .1}
local here = arg and arg[0] and arg[0]:match("(.*/)") or "./"
local rows = {}
for i, r in ipairs(dofile(here .. "seed_tables.lua").minimal("fluet_figure11")) do rows[i] = {r.t, r.counts, tonumber(r.e)} end
print(string.format("%4s  %-10s %-10s %-10s %10s %10s", "t", "paper X*", "ours", "ours float", "ours E", "paper E"))
for _, r in ipairs(rows) do
  local m, f = alloc.minimal(P, r[1], {images=true}), alloc.minimal(F, r[1], {images=true})
  local ours, fl = {}, {}
  for i, Y in ipairs(m.allocations) do ours[i] = tostring(Y) end
  for i, Y in ipairs(f.allocations) do fl[i] = tostring(Y) end
  print(string.format("%4d  %-10s %-10s %-10s %10.3f %10.3f", r[1], tostring(alloc(P, r[2])), table.concat(ours, " "),
                      table.concat(fl, " "), m.expected_time:float(), r[3]))
end
