-- Seed 002, Table 1: the means of (n;5,4) and (n;5,3), n = 3..13, as printed (the columns that
-- survived, scripts/cgt/seed/table1.csv) beside ours, and the temperatures the text lost. Means
-- and temperatures come from the direct thermographs; the canonical forms agree.
local here = arg[0]:match("(.*/)") or "./"
print(string.format("%3s | %8s %8s %8s | %8s %8s %8s", "n", "t(n;5,4)", "m seed", "m ours", "t(n;5,3)", "m seed", "m ours"))
local agree, cells = 0, 0
for _, row in ipairs(alea.read_csv(here .. "seed/table1.csv")) do
  local a, b = cgt.robin_hood(row.n, 5, 4), cgt.robin_hood(row.n, 5, 3)
  assert(a:mean() == a:value():mean() and b:temperature() == b:value():temperature())
  for _, c in ipairs{{a, row.mean_5_4}, {b, row.mean_5_3}} do
    cells = cells + 1
    if c[1]:mean() == rat(c[2]) then agree = agree + 1 end
  end
  print(string.format("%3d | %8s %8s %8s | %8s %8s %8s", row.n, tostring(a:temperature()), tostring(row.mean_5_4),
                      tostring(a:mean()), tostring(b:temperature()), tostring(row.mean_5_3), tostring(b:mean())))
end
print(string.format("\n%d of %d printed means agree", agree, cells))
