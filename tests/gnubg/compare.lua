-- alea beside GNU Backgammon (issue 28): every entry of the tables as gnubg reads them, its gammon
-- values (calcgammonprice) and market windows ("show marketwindow") at every score of a 7-point
-- match, against doubling.met. tests/gnubg/report.py writes gnubg's side; compare.cmake runs both.
--   alea tests/gnubg/compare.lua report.json
-- Every difference found is asserted with its cause; the summary lines ("| ... |") are the table
-- in docs/doubling.md, "Side by side with GNU Backgammon".
local T = require "harness"
local report = alea.read_json((assert(arg and arg[1], "usage: alea compare.lua report.json")))
local L = report.length

local summary = {}
local function row(...) summary[#summary + 1] = "| " .. table.concat({...}, " | ") .. " |" end
local function f(x) return string.format("%.2g", x) end
-- A rat or a number as a float.
local function float(x) return type(x) == "number" and x or x:float() end

-- The largest |gnubg - alea| over the entries selected by keep(a, b).
local function pre_gap(g, ours, keep, n)
  local worst, at = 0, nil
  for a = 1, n do
    for b = 1, n do
      if keep(a, b) then
        local d = math.abs(g.pre[a][b] - ours(a, b))
        if d > worst then worst, at = d, a .. "," .. b end
      end
    end
  end
  return worst, at
end

-- gnubg's post-Crawford continuation (initPostCrawfordMET) from `from` on, with its 0.25,
-- 0.015, 0.004: what it puts past an explicit table's length - 1.
local function continued(post, from, n)
  local P = {}
  for b = 1, from - 1 do P[b] = post[b] end
  local function at(k) return k <= 0 and 1 or P[k] end
  for b = from, n do
    P[b] = 0.25 * 0.5 * at(b - 4) + 0.75 * 0.5 * at(b - 2) - (b == 2 and 0.015 or 0) - (b == 4 and 0.004 or 0)
  end
  return P
end

T.test("explicit tables: every entry within the table as gnubg reads it, to float rounding", function()
  for _, name in ipairs{"Kazaross-XG2", "woolsey"} do
    local M, g = doubling.met(name), report.tables[name]
    local n = #M
    local worst = pre_gap(g, function(a, b) return M:equity(a, b):float() end, function() return true end, n)
    T.near(worst, 0, 6e-8, name .. " pre-Crawford")  -- 2^-24: the decimals stored as floats
    local post = M:to_table().post[1]
    for b = 1, n - 1 do T.near(g.post[1][b], post[b]:float(), 6e-8, name .. " post " .. b) end
    row(name, "pre-Crawford " .. n .. " x " .. n .. ", post-Crawford 1.." .. (n - 1), f(worst),
        "float rounding of the decimals")
  end
end)

T.test("past the length: gnubg's post-Crawford entries from length - 1 and Montgomery's model", function()
  for _, name in ipairs{"Kazaross-XG2", "woolsey"} do
    local M, g = doubling.met(name), report.tables[name]
    local n, file = #M, M:to_table().post[1]
    -- gnubg keeps post-Crawford entries 1..n-1 and computes the rest (InitMatchEquity).
    local P = continued(file, n, 25)
    for b = n, 25 do T.near(g.post[1][b], P[b], 1e-7, name .. " post " .. b) end
    if file[n] then
      row(name, "post-Crawford " .. n .. "-away", string.format("file %s, gnubg %.5f", tostring(file[n]), g.post[1][n]),
          "gnubg recomputes the last entry (0.25 gammons, free drops)")
    end
    if n < 25 then
      local E = M:extend(25)
      local worst = pre_gap(g, function(a, b) return E:equity(a, b) end, function(a, b) return a > n or b > n end, 25)
      T.near(worst, 0, 2e-6, name .. " extension")
      -- alea's extension brackets Montgomery's model to 1e-16; gnubg's floats (erff) are the gap.
      local est = doubling.normal_model(20, 17, {with_error = true})
      T.near(E:equity(20, 17), est.value, 1e-15)
      row(name, "pre-Crawford past " .. n .. "-away (M:extend)", f(worst), "gnubg's erff and sqrtf in single precision")
    end
  end
end)

T.test("zadeh.xml and mec.xml: gnubg replaces the formula by Montgomery's model from 1-away", function()
  -- <length>-1</length> reaches ExtendMET as nMaxScore = -1, which rewrites the whole table.
  for _, name in ipairs{"zadeh", "mec"} do
    local g = report.tables[name]
    local worst = pre_gap(g, function(a, b) return doubling.normal_model(a, b) end, function() return true end, 25)
    T.near(worst, 0, 2e-6, name .. ": gnubg's table is the normal model")
    local M = doubling.met(name)
    local gap = pre_gap(g, function(a, b) return M:equity(a, b) end, function() return true end, 25)
    T.eq(gap > 0.01, true, name .. ": the formula's table is not the normal model")
    row(name .. ".xml", "pre-Crawford, all", "up to " .. f(gap),
        "gnubg's table is Montgomery's model (within " .. f(worst) .. "): length -1 makes ExtendMET rewrite it")
  end
end)

T.test("mec.xml's post-Crawford tables: player 1 gets gnubg's defaults, 4-away gains the free drop", function()
  local g, M = report.tables.mec, doubling.met("mec")
  local post = M:to_table().post[1]
  for b = 1, 25 do
    if b ~= 4 then T.near(g.post[1][b], post[b], 1e-7, "player 0, " .. b .. "-away") end
  end
  -- mec.c adds the 4-away free drop to the trailer (E[i][1] += fd4) where it subtracts it at
  -- 2-away and Zadeh's recursion subtracts both: the trailer gains 2 fd4 = 0.008.
  T.near(g.post[1][4] - post[4], 0.008, 1e-7, "4-away")
  -- The parameters of player="both" reach player 0's table only; player 1's is computed from
  -- gnubg's defaults (gammon rate 0.25, not the file's 0.26).
  local default = doubling.met_mec{gammon_rate = 0.25}:to_table().post[2]
  for b = 1, 25 do
    if b ~= 4 then T.near(g.post[2][b], default[b], 1e-7, "player 1, " .. b .. "-away") end
  end
  row("mec.xml", "post-Crawford 4-away", string.format("alea %.4f, gnubg %.4f", post[4], g.post[1][4]),
      "mec.c adds the 4-away free drop to the trailer")
  row("mec.xml", "player 1's post-Crawford", string.format("alea %.4f, gnubg %.4f at 3-away", post[3], g.post[2][3]),
      "player=\"both\" parameters reach player 0 only: player 1 gets the default 0.25")
end)

T.test("the constructions themselves: Zadeh's and Tornberg's tables computed by both", function()
  local cases = {
    {"zadeh25", doubling.met_zadeh{length = 25}},
    {"default", doubling.met_zadeh{length = 25}},
    {"mec25", doubling.met_mec{length = 25, gammon_rate = 0.26, free_drop_4 = 0}},
  }
  for _, c in ipairs(cases) do
    local g, M = report.tables[c[1]], c[2]
    local worst = pre_gap(g, function(a, b) return M:equity(a, b) end, function() return true end, 25)
    T.near(worst, 0, 3e-6, c[1])
    local post = M:to_table().post[1]
    for b = 1, 25 do T.near(g.post[1][b], post[b], 1e-6, c[1] .. " post " .. b) end
    row(c[1], "pre- and post-Crawford 25 x 25", f(worst), "gnubg computes in single precision")
  end
end)

-- gnubg's score (points of player 0, of player 1) as aways.
local function aways(s) return L - s[1], L - s[2] end

T.test("gammon values: gnubg's gammon price is twice Robertie's value, at every score and cube", function()
  for _, name in ipairs{"Kazaross-XG2", "woolsey"} do
    local M, worst = doubling.met(name), 0
    for _, e in ipairs(report.tables[name].gammon_prices) do
      local a, b = aways(e.score)
      local v = M:gammon_values(a, b, {cube = e.cube, crawford = e.post == 1})
      local mine = {{v.gammon_a, v.backgammon_a - v.gammon_a}, {v.gammon_b, v.backgammon_b - v.gammon_b}}
      for k = 1, 2 do
        for j = 1, 2 do
          -- gnubg clamps small negative prices (rounding) to 0.
          local ours = math.max(0, float(mine[k][j]))
          local d = math.abs(e.price[k][j] / 2 - ours) / math.max(1, ours)
          worst = math.max(worst, d)
          -- gnubg divides differences of float entries (a few 1e-8 each) by W - L, as small as 0.1.
          T.near(d, 0, 5e-6, string.format("%s %d-away %d-away cube %d", name, a, b, e.cube))
        end
      end
    end
    row(name, "gammon values, " .. #report.tables[name].gammon_prices .. " scores x cubes", f(worst) .. " (relative)",
        "float rounding (gnubg prints twice the value as the gammon price)")
  end
end)

-- gnubg's window lines and alea's options for their cash points. Every line's double point is
-- the dead cube's (gnubg's "Live cube" line repeats it; alea's live double point is Janowski's).
local kinds = {
  ["Dead cube"] = {},
  ["Dead cube (opponent doesn't redouble)"] = {auto_redouble = false},
  ["Dead cube (opponent redoubles)"] = {},
  ["Live cube"] = {live = true},
}

-- alea's options for the player k (1 or 2) of gnubg's report doubling at the entry's score.
local function options(e, k, extra)
  local r, o = e.rates, {cube = e.cube, crawford = e.post == 1}
  local mine, theirs = k == 1 and 0 or 1, k == 1 and 1 or 0
  o.gammon_a, o.gammon_b = r[1 + mine], r[1 + theirs]
  o.backgammon_a, o.backgammon_b = r[3 + mine], r[3 + theirs]
  for key, v in pairs(extra) do o[key] = v end
  return o
end

T.test("market windows: gnubg's double and cash points to its 0.01%", function()
  for _, name in ipairs{"Kazaross-XG2", "woolsey"} do
    local M, worst, count = doubling.met(name), 0, 0
    for _, e in ipairs(report.tables[name].market_windows) do
      for k, w in ipairs(e.windows) do
        local a, b = aways(e.score)
        if k == 2 then a, b = b, a end
        if e.cube < a then  -- gnubg prints 100% - 100% for a double that gains nothing
          for kind, v in pairs(w) do
            local cash = M:cash_point(a, b, options(e, k, kinds[kind]))
            local dead = M:window(a, b, options(e, k, {auto_redouble = kind == "Dead cube (opponent redoubles)"}))
            local where = string.format("%s %d-away %d-away cube %d %s (%s)", name, a, b, e.cube, kind,
                                        table.concat(e.rates, "/"))
            for _, pair in ipairs{{v[1], dead.double}, {v[2], cash}} do
              local d = math.abs(pair[1] - 100 * float(pair[2]))
              worst = math.max(worst, d)
              T.near(d, 0, 0.0051, where)
            end
            count = count + 1
          end
        end
      end
    end
    row(name, count .. " market windows (dead, automatic redouble, live)", f(worst / 100),
        "gnubg prints them to 0.01%")
  end
end)

for _, line in ipairs(summary) do print(line) end
T.done()
