-- Strategy iteration against value iteration on games built to make value iteration slow: a
-- 30x30 tug of war grid whose sides pay 1/2 -+ 2^-k (left, right) and 1/2 (top, bottom), so every
-- value is within 2^-k of 1/2. Value iteration as PRISM-games and Storm run it (relative
-- epsilon 1e-6) stops early and can land on the wrong side of 1/2; the certified bracket and
-- exact strategy iteration do not (docs/graph.md).
local w = 30
print("k    PRISM-style sweeps  error/2^-k  wrong side   bracket sweeps  width      exact: seconds  value(centre) - 1/2")
for _, k in ipairs{10, 20, 30, 40} do
  local eps = rat(1, 1 << k)
  local G = graph.tug_of_war_grid(w, w, {left = rat(1, 2) - eps, right = rat(1, 2) + eps, top = rat(1, 2), bottom = rat(1, 2)})
  local centre = (w // 2) * w + w // 2 + 1
  local t0 = os.clock()
  local E = G:richman()
  local exact_seconds = os.clock() - t0
  local truth = E.low[centre]
  local vi = G:value_iteration{gauss_seidel = true}
  local err = math.abs(vi.x[centre] - truth:float()) / eps:float()
  local wrong = (vi.x[centre] - 0.5) * ((truth - rat(1, 2)):float()) < 0
  local B = G:richman{exact = false}
  print(string.format("%-4d %-19d %-11.3g %-12s %-15d %-10.2g %-15.3f %s", k, vi.sweeps, err, tostring(wrong), B.sweeps, B.width,
                      exact_seconds, tostring(truth - rat(1, 2))))
end
