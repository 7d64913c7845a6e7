-- Fluet, section 2: the worked examples (2.1, 2.2, 2.4, 2.6, 2.7), ours beside the paper's.
local D = prob.dice(2)
local function pct(x) return string.format("%.2f%%", 100 * x) end
local H = prob{rat(2,3), rat(1,3)}
local A, B, C = alloc(H, {1,1}), alloc(H, {2,0}), alloc(H, {0,2})
print("2.4  E([1,1]), E([2,0]), E([0,2]):", A:expected_time{exact=true}, B:expected_time{exact=true},
      C:expected_time{exact=true}, "  paper 3.5, 3, 6")
local function wdl(X, Y) local a, b, c = alloc.wdl(X, Y, {exact=true}); return a .. ", " .. b .. ", " .. c end
print("2.4  WDL(A,B):", wdl(A, B), "  paper 5/9, 0, 4/9")
print("2.4  WDL(A,C):", wdl(A, C), "  paper 8/9, 0, 1/9")
local w, d, l = alloc.wdl(alloc(D, {0,0,1,1,2,4,2,1,1,0,0}), alloc(D, {1,1,1,1,1,2,1,1,1,1,1}))
print("2.1  B vs A:", pct(w), pct(d), pct(l), "  paper 75% / 9% / 16%")
local P4 = prob{0.4, 0.3, 0.2, 0.1}
w, d, l = alloc.wdl(alloc(P4, {5,3,2,0}), alloc(P4, {4,3,2,1}))
print("2.2  [5,3,2,0] vs [4,3,2,1]: loses/wins =", l / w, "  paper > 1.5")
w, d, l = alloc.wdl(alloc(P4, {10,6,3,1}), alloc(P4, {8,6,4,2}))
print(string.format("2.2  [10,6,3,1] vs [8,6,4,2]: %.4f / %.4f   paper .433 / .388", w, l))
local Q = prob{rat(1,2), rat(1,4), rat(1,4)}
print("2.6  [1,1,0] vs [1,0,1]:", pct((alloc.wdl(alloc(Q, {1,1,0}), alloc(Q, {1,0,1})))),
      pct((alloc.wdl(alloc(Q, {1,1,0}), alloc(Q, {1,0,1}), {rules="independent"}))), "  paper 41.67%, 42.12%")
for _, pair in ipairs{{{9,6,4,1}, {10,6,3,1}, "48.18% / 46.20%"}, {{9,6,4,1}, {8,6,4,2}, "51.83% / 43.13%"}} do
  w, d, l = alloc.wdl(alloc(P4, pair[1]), alloc(P4, pair[2]), {rules="independent"})
  print("2.6  independent " .. tostring(alloc(P4, pair[1])) .. " vs " .. tostring(alloc(P4, pair[2])) .. ":",
        pct(w), pct(l), "  paper " .. pair[3] .. " (printed as [9,6,3,1])")
end
-- 2.7: fast by default (milliseconds); with "all" also Fluet's recursion in doubles over its 10.6
-- million states and 4e7 simulated games, the independent checks behind the 30.12% erratum.
local minimal, proportional = alloc(D, {0,1,3,4,6,8,6,4,3,1,0}), alloc(D, {1,2,3,4,5,6,5,4,3,2,1})
local challenger = alloc(D, {0,2,3,4,6,7,6,4,3,1,0})
for _, case in ipairs{{minimal, proportional, "X*36 vs proportional", "45.14% / 30.12% (erratum: 30.16%)"},
                      {challenger, minimal, "[0,2,3,4,6,7,6,4,3,1,0] vs X*36", "19.40% / 12.93%"}} do
  local X, Y, name, paper = case[1], case[2], case[3], case[4]
  w, d, l = alloc.wdl(X, Y)
  print("2.7  " .. name .. ":", pct(w), pct(l), "  paper " .. paper)
  if arg and arg[1] == "all" then
    w, d, l = alloc.wdl(X, Y, {method="recursion"})
    print("     recursion in doubles:", string.format("%.6f%% / %.6f%%", 100 * w, 100 * l))
    local s = alloc.simulate(X, Y, 40000000, {seed=2027})
    print(string.format("     4e7 games: win %.4f%% [%.4f, %.4f], loss %.4f%% [%.4f, %.4f]", 100 * s.win.estimate,
                        100 * s.win.low, 100 * s.win.high, 100 * s.loss.estimate, 100 * s.loss.low, 100 * s.loss.high))
  end
end
