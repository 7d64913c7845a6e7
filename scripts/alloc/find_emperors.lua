-- Research run (minutes): which Knock 'em Down games have an emperor (issue 14)? Not run by the test suite.
-- For each game alloc.find_emperor runs its champion pass over the normal forms and checks the
-- survivor; each row prints the emperor, or "none" with the survivor and its first beater (the
-- evidence), the ties met and settled, and the run time. For two dice the emperor is set beside the
-- minimal allocations (least E(T), Fluet 2.5 and Figure 8: the seed's rows, and alloc.minimal for
-- the other t), compared in normal form. The pass starts with start=climb (the default, as
-- find_emperor's own: a local emperor climbed to from the allocation nearest t P) or from a
-- minimal allocation (start=minimal). The verdict does not depend on it; the cost does: two dice,
-- Original rules, t = 37..56 took 72 min from the minimal allocations and 3 min 18 s from the
-- climbed ones (docs/alloc_emperor.md, run 5). Since issue 30 the walks prune (docs/alloc_emperor.md, "Pruning"): each row also
-- gives the opponents visited and the share pruned. With a checkpoint folder every game keeps
-- its checkpoint there (a stopped run resumes where it stood); with a CSV path each row is also
-- appended there with the times, counts and the load average (scripts/alloc/emperor_cost_plot.lua
-- draws it).
--   alea scripts/alloc/find_emperors.lua dice2 [t_from t_to] [rules] [start] [folder] [csv]   two dice (default 1..36, both rules)
--   alea scripts/alloc/find_emperors.lua three [t_from t_to] [rules] ...   Fluet's P = (3/6, 2/6, 1/6) (default 1..100)
--   alea scripts/alloc/find_emperors.lua die [t_from t_to] [rules] ...     one die, six equal values (default 1..60)
-- rules: original, independent or both; start: climb (default) or minimal.
local game = arg and arg[1] or "dice2"
local games = {
  dice2 = {P = prob.dice(2), from = 1, to = 36},
  three = {P = prob{rat(3,6), rat(2,6), rat(1,6)}, from = 1, to = 100},
  die = {P = prob.dice(1), from = 1, to = 60},
}
local g = assert(games[game], "the game is one of dice2, three, die")
local from, to = tonumber(arg[2]) or g.from, tonumber(arg[3]) or g.to
local rules_list = (arg[4] and arg[4] ~= "both") and {arg[4]} or {"original", "independent"}
local start_kind = arg[5] or "climb"
assert(start_kind == "minimal" or start_kind == "climb", "the start is minimal or climb")
local folder, csv_path = arg[6], arg[7]

-- The load average over the last minute (Linux), for the CSV.
local function load()
  local f = io.open("/proc/loadavg")
  if not f then return "" end
  local l = f:read("l"); f:close()
  return l:match("^(%S+)") or ""
end
local P = g.P

-- Figure 8's minimal allocations, as printed (scripts/alloc/seed/fluet_figure8.csv).
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
local figure8 = {}
if game == "dice2" then
  for _, row in ipairs(dofile(here .. "seed_tables.lua").minimal("fluet_figure8")) do
    figure8[tonumber(row.t)] = "[" .. table.concat(row.counts, ",") .. "]"
  end
end

-- The normal form of a counts list: non-increasing within each class of equal probability.
local classes = {}
do
  local by_value = {}
  for i = 1, #P do
    local key = tostring(P[i])
    if not by_value[key] then by_value[key] = {}; classes[#classes + 1] = by_value[key] end
    table.insert(by_value[key], i)
  end
end
local function normal(text)
  local x = {}
  for v in text:gmatch("%d+") do x[#x + 1] = tonumber(v) end
  for _, c in ipairs(classes) do
    local vals = {}
    for _, i in ipairs(c) do vals[#vals + 1] = x[i] end
    table.sort(vals, function(a, b) return a > b end)
    for k, i in ipairs(c) do x[i] = vals[k] end
  end
  return "[" .. table.concat(x, ",") .. "]"
end

print(string.format("| t | rules | verdict | emperor or survivor | first beater of the survivor (w, l) | ties met (settled) | minimal (normal form) | emperor minimal? | replacements | visited | pruned | pass s | check s |"))
print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
for _, rules in ipairs(rules_list) do
  for t = from, to do
    -- The minimal allocations (a column of the table; with start=minimal, the first champion).
    local m = alloc.minimal(P, t)
    local opts = {rules=rules, progress=false}
    if start_kind == "minimal" then opts.start = m.normal_forms[1] end
    if folder then opts.checkpoint = string.format("%s/%s_%s_%d", folder, game, rules, t) end
    local r = alloc.find_emperor(P, t, opts)
    local settled = 0
    for _, tie in ipairs(r.ties) do if tie.settled then settled = settled + 1 end end
    local minimal, minimal_text, is_minimal = "", "", ""
    if game == "dice2" then
      local nf = {}
      for _, x in ipairs(m.normal_forms) do nf[#nf + 1] = tostring(x) end
      minimal_text = table.concat(nf, " ")
      if figure8[t] then
        -- the seed's row, in normal form, is among the minimal ones found
        local seed_nf, found = normal(figure8[t]), false
        for _, x in ipairs(nf) do found = found or x == seed_nf end
        minimal_text = minimal_text .. (found and " (Fig. 8)" or " (Fig. 8 differs: " .. figure8[t] .. ")")
      end
      if r.emperor then
        is_minimal = "no"
        for _, x in ipairs(nf) do if x == tostring(r.emperor) then is_minimal = "yes" end end
      end
      minimal = minimal_text
    end
    local beater = ""
    if r.first_beater then
      beater = string.format("%s (%.6f, %.6f)", tostring(r.first_beater.allocation), r.first_beater.w, r.first_beater.l)
    end
    local opponents = r.total + r.survivor_checked
    print(string.format("| %d | %s | %s | %s | %s | %d (%d) | %s | %s | %d | %d | %.6f%% | %.2f | %.2f |", t, rules,
      r.verdict, tostring(r.emperor or r.survivor), beater, #r.ties, settled, minimal, is_minimal, r.replacements,
      r.visited, 100 * r.pruned / opponents, r.pass_seconds, r.check_seconds))
    io.stdout:flush()
    if csv_path then
      local f = assert(io.open(csv_path, "a"))
      f:write(string.format("%s,%s,%d,%s,%.3f,%.3f,%d,%d,%d,%d,%d,%s\n", game, rules, t, r.verdict, r.pass_seconds,
        r.check_seconds, r.total, r.survivor_checked, r.visited, r.pruned, r.pass_pruned, load()))
      f:close()
    end
  end
end
