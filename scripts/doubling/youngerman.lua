-- Youngerman's doubling windows for a 5-point match (GammOnLine, November 1999), from Woolsey's
-- table (scripts/doubling/seed/woolsey1993.csv): the dead cube's minimum doubling point and the
-- opponent's take point as the doubler's chance, ours beside the printed ones. Two printed double
-- points are errata (docs/doubling.md, "Match play").
local here = (arg and arg[0] and arg[0]:match("(.*/)")) or "./"
local woolsey = alea.read_csv(here .. "seed/woolsey1993.csv")
-- The published table has no post-Crawford row; no score below reaches one.
local W = doubling.met(function(a, b, post) return post and rat(1, 2) or rat(woolsey[a][tostring(b)], 100) end,
                       {length = 15})

local function percent(x) return string.format("%.1f%%", math.floor(x * 1000 + 0.5) / 10) end

print("Youngerman (1999): doubling windows in a 5-point match, dead cube, from Woolsey's table")
print(string.format("%-6s %-11s %-12s %-9s %-12s %-9s %s", "score", "aways", "double ours", "printed",
                    "cash ours", "printed", ""))
local same, total = 0, 0
for _, r in ipairs(alea.read_csv(here .. "seed/youngerman1999.csv")) do
  local kind = r.kind or ""
  local w = W:window(r.doubler_away, r.taker_away, {auto_redouble = kind ~= "last roll"})
  local dp, cash = percent(w.double:float()), kind == "last roll" and "" or percent(w.cash:float())
  local ok = dp == r.minimum_doubling_point and (cash == "" or cash == r.opponents_takepoint)
  same, total = same + (ok and 1 or 0), total + 1
  print(string.format("%-6s %2d vs %-5d %-12s %-9s %-12s %-9s %s%s", r.score, r.doubler_away, r.taker_away, dp,
                      r.minimum_doubling_point, cash, r.opponents_takepoint or "", kind, ok and "" or "  *"))
end
print(string.format("%d of %d rows agree to every printed digit (* marks the others: errata)", same, total))
