-- Fluet, Figure 8: minimal allocations on two dice (values 2..12), ours (alloc.minimal, every
-- minimal allocation, mirror images included) beside the paper's row and E(X*); then E(X*)
-- against t drawn by gnuplot (alea.plot) into fluet_figure8.svg where it runs, or the path given
-- as the first argument (`alea scripts/alloc/fluet_figure8.lua docs/alloc_figure8.svg`).
local D = prob.dice(2)
local here = arg and arg[0] and arg[0]:match("(.*/)") or "./"
local rows = {}
for i, r in ipairs(dofile(here .. "seed_tables.lua").minimal("fluet_figure8")) do rows[i] = {r.t, r.counts, tonumber(r.e)} end
local t, ours_e, paper_e = {}, {}, {}
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
  t[#t + 1], ours_e[#ours_e + 1], paper_e[#paper_e + 1] = r[1], m.expected_time, r[3]
end
local out_path = (arg and arg[1]) or "fluet_figure8.svg"
alea.plot({{x = t, y = ours_e, title = "ours: E(X*) of alloc.minimal", style = "lines"},
           {x = t, y = paper_e, title = "Fluet, Figure 8 (as printed)", style = "points"}},
          {title = "Two dice: the least expected clearing time E(X*) of t tokens", xlabel = "t (tokens)",
           ylabel = "E(X*) (rolls)", key = "top left", file = out_path, width = 720, height = 440})
print("wrote " .. out_path)
