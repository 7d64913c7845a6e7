-- Bramhall, River Crossing: the worked examples, exact beside the printed values, with a
-- simulation where the printed value disagrees.
local D = prob.dice(2)
local function show(what, ours, paper) print(string.format("%-44s %-12s paper %s", what, ours, paper)) end
local A, B = alloc(D, "6 7^2"), alloc(D, "6 7 8")
local w = alloc.wdl(A, B, {exact=true})
show("Pr([6 7^2] beats [6 7 8])", string.format("%.4f", w:float()), ".2272")
local dur = alloc.duration(A, B, {exact=true})
show("ED([6 7^2] vs [6 7 8])", string.format("%.4f", dur:float()), "7.98 (erratum)")
show("  simulated (1e6 games)", string.format("%.4f", alloc.simulate(A, B, 1000000, {seed=1}).duration.estimate), "")
local X, Y = alloc(D, "3 5 6"), alloc(D, "6^3")
show("ED([3,5,6]), ED([6^3])", string.format("%.2f, %.1f", X:expected_time(), Y:expected_time()), "22.33, 21.6")
local a, _, l = alloc.wdl(X, Y, {exact=true})
show("Pr([3,5,6] beats [6^3]) / loses", string.format("%.4f / %.4f", a:float(), l:float()), ".5459 / .4541 (erratum)")
local s = alloc.simulate(X, Y, 1000000, {seed=1})
show("  simulated (1e6 games)", string.format("%.4f [%.4f, %.4f]", s.win.estimate, s.win.low, s.win.high), "")
local P, Q, R = alloc(D, "2 5 6"), alloc(D, "2 4 7"), alloc(D, "2 7^2")
for _, g in ipairs{{P, Q, ".21 / .17"}, {Q, R, ".18 / .17"}, {P, R, ".1747 / .1777"}} do
  local ww, _, ll = alloc.wdl(g[1], g[2])
  show(tostring(g[1]) .. " vs " .. tostring(g[2]), string.format("%.4f / %.4f", ww, ll), g[3])
end
for _, r in ipairs{{"7", ".1667"}, {"6 7", ".0463"}, {"6 7 8", ".0193"}, {"5 6 7^2 8 9", ".0024"},
                    {"4 5 6^2 7^2 8^2 9 10", ".00040917 (erratum)"}, {"3 4 5 6^2 7^2 8^2 9 10", ".00024565"},
                    {"3 4 5 6^2 7^2 8^2 9 10 11", ".00016377"}} do
  show("multinomial " .. r[1], string.format("%.8f", alloc(D, r[1]):multinomial():float()), r[2])
end
