-- Figure 3.2.1 (seed 004, section 3.2.2): tug of war with n = 3, the Richman values inside the
-- vertices. Ours (exact) beside the figure's, and the figure itself as Graphviz source, drawn by
-- dot into figure_3_2_1.svg where it runs (or the path given as the first argument).
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
local S = dofile(here .. "seed_tables.lua")

local G = graph.tug_of_war(3)
local R = G:richman()
print("Figure 3.2.1: tug of war, n = 3 (terminals v0 and v4)")
print(S.pad("vertex", 8) .. S.pad("ours", 8) .. "seed")
for i, row in ipairs(S.figure_3_2_1()) do
  print(S.pad(row.vertex, 8) .. S.pad(R.low[i], 8) .. tostring(row.richman) .. (R.low[i] == row.richman and "" or "   DIFFERS"))
end
print()
local dot = G:to_dot{name = "figure_3_2_1"}
print(dot)
print("-- wrote " .. alea.render_dot(dot, (arg and arg[1]) or "figure_3_2_1.svg"))
