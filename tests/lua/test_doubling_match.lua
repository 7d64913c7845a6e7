-- Match play through Lua (issue 28): doubling.met from files, tables and functions, the by-score
-- methods, pictures and files, and the errors. The numbers are checked in tests/unit/doubling/
-- test_match.cpp and beside GNU Backgammon in tests/gnubg; here the Lua surface.
local T = require "harness"

local have_gnubg_data = #doubling.met_names() > 0
if not have_gnubg_data then print("gnubg-data is not installed: the tests that read its tables are skipped") end

-- Woolsey's published table (How to Play Tournament Backgammon, 1993) as a Lua function.
local woolsey_rows = {
  {50, 70, 75, 83, 85}, {30, 50, 60, 68, 75}, {25, 40, 50, 59, 66}, {17, 32, 41, 50, 58}, {15, 25, 34, 42, 50},
}
local function woolsey5(a, b, post)
  if post then return a == 1 and rat(1, 2) + (b > 1 and rat(3, 200) or 0) or rat(1, 2) - (a > 1 and rat(3, 200) or 0) end
  return rat(woolsey_rows[a][b], 100)
end

T.test("a table from a Lua function, exact, and its methods", function()
  local M = doubling.met(woolsey5, {length = 5})
  T.eq(#M, 5)
  T.eq(tostring(M), "doubling.met: a Lua function (5 points, exact)")
  T.eq(M:equity(2, 4), rat(17, 25))
  T.eq(M:equity(3, 3, {exact = false}), 0.5)
  T.eq(M:take_point(3, 3), rat(3, 10))         -- Youngerman 1999: 2-2 in a 5-point match, 70.0%
  T.eq(M:cash_point(3, 4), rat(28, 43))        -- 2-1: 65.1%
  local w = M:window(2, 5)                      -- 3-0: 71.7% - 78.6%, the free redouble
  T.eq(w.double, rat(38, 53))
  T.eq(w.take, rat(3, 14))
  T.eq(w.too_good, nil)                        -- no gammons: never too good
  T.eq(M:window(2, 5, {auto_redouble = false}).double, rat(8, 23))  -- the last roll: 34.8%
  local cells = M:cube_matrix()
  T.eq(#cells, 16)
  T.eq(cells[1].a, 2)
  T.eq(cells[1].take, M:take_point(cells[1].a, cells[1].b))
  T.eq(table.concat(M:cube_levels(5, 3), ","), "1,2,4")
  T.eq(#M:cube_levels(1, 3), 0)                 -- the Crawford game
end)

T.test("gammons, the live cube and Keeler-Spencer's raising points", function()
  local M = doubling.met(woolsey5, {length = 5})
  local dead = M:take_point(4, 4, {gammon_a = rat(1, 4)})
  local live = M:take_point(4, 4, {gammon_a = rat(1, 4), live = true})
  local janowski = M:take_point(4, 4, {gammon_a = rat(1, 4), live = true, x = rat(2, 3)})
  T.eq(live < janowski, true)
  T.eq(janowski < dead, true)
  T.eq(type(M:take_point(4, 4, {gammon_a = 0.25})), "number")  -- a float share: a float answer
  T.near(M:take_point(4, 4, {gammon_a = 0.25}), dead, 1e-15)
  local w = M:window(4, 4, {gammon_a = rat(1, 4)})
  T.eq(w.too_good > w.cash, true)
  local r = M:raising_points(4, 4)
  T.eq(r.value, rat(1, 2))
  T.eq(r.alpha + r.beta, rat(1))                 -- a symmetric score
  T.eq(r.money_alpha, doubling.point())        -- 4/5 without gammons
  T.eq(r.alpha, 1 - M:take_point(4, 4, {live = true}))
  local g = M:gammon_values(3, 5)
  T.eq(g.gammon_a, (M:equity(1, 5) - M:equity(2, 5)) / (M:equity(2, 5) - M:equity(3, 4)))
  T.eq(M:cube_matrix(4, {p = 0.9})[1].action, "double/pass")
end)

T.test("tables from formulas, to_table and back, save and read", function()
  local J = doubling.met_janowski{length = 7}
  T.eq(J:equity(3, 7), rat(99, 130))       -- 1/2 + 0.85 * 4/13
  local Z = doubling.met_zadeh{length = 5, exact = true}
  T.eq(Z:equity(1, 2), rat(11, 16))
  T.eq(type(doubling.met_zadeh{length = 9}:equity(2, 3)), "number")
  local t = J:to_table()
  T.eq(t.length, 7)
  T.eq(t.pre[3][7], J:equity(3, 7))
  local back = doubling.met(t)
  for a = 1, 7 do for b = 1, 7 do T.eq(back:equity(a, b), J:equity(a, b)) end end
  T.eq(back == J, true)
  T.eq(tostring(back), tostring(J))
  T.eq(doubling.met_janowski{length = 6} == J, false)
  T.eq(doubling.met_janowski{length = 7, free_drop_2 = rat(1, 50)} == J, false)  -- another post-Crawford row
  -- alea.save and alea.load give the table back as itself (issue 31's results that travel)
  local json = os.tmpname() .. ".json"
  alea.save(json, J)
  T.eq(alea.load(json) == J, true)
  os.remove(json)
  -- Decimals are written exactly, other rats to 30 significant digits (gnubg reads decimals).
  local file = os.tmpname() .. ".xml"
  local W = doubling.met(woolsey5, {length = 5})
  T.eq(W:save(file), file)
  local read = doubling.met(file)
  for a = 1, 5 do for b = 1, 5 do T.eq(read:equity(a, b), W:equity(a, b)) end end
  J:save(file)
  read = doubling.met(file)
  for a = 1, 7 do
    for b = 1, 7 do
      local gap = read:equity(a, b) - J:equity(a, b)
      T.eq(gap < rat(1, 10) ^ 29 and gap > -rat(1, 10) ^ 29, true)
    end
  end
  os.remove(file)
  local E = doubling.met(woolsey5, {length = 5}):extend(9)
  T.eq(#E, 9)
  T.eq(E:equity(2, 4), 0.68)
  T.near(E:equity(8, 6), doubling.normal_model(8, 6), 0)
  local e = doubling.normal_model(8, 6, {with_error = true})
  T.eq(e.bound < 1e-15, true)
end)

T.test("exact=true with a float table or float options: exact from the floats' binary values", function()
  -- The float rule (docs/guide.md): the same table given as floats computes, with exact=true,
  -- exactly what the table of the floats' rats computes; left to auto, it computes in floats.
  local F = doubling.met(function(a, b, post) return woolsey5(a, b, post):float() end, {length = 5})
  local B = doubling.met(function(a, b, post) return rat(woolsey5(a, b, post):float()) end, {length = 5})
  T.eq(tostring(F), "doubling.met: a Lua function (5 points, floats)")
  T.eq(F:equity(2, 4), 0.68)
  T.eq(F:equity(2, 4, {exact = true}), rat(0.68))
  T.eq(F:equity(2, 4, {exact = true}) == rat(17, 25), false)  -- 0.68 is not 17/25 in binary
  for _, o in ipairs{{}, {gammon_a = 0.25}, {live = true, x = 0.7, gammon_b = rat(1, 5)}} do
    local ex = {exact = true}
    for k, v in pairs(o) do ex[k] = v end
    T.eq(F:take_point(3, 4, ex), B:take_point(3, 4, ex))
    T.eq(F:window(4, 3, ex).double, B:window(4, 3, ex).double)
    T.eq(type(F:take_point(3, 4, o)), "number")
    T.near(F:take_point(3, 4, o), F:take_point(3, 4, ex), 1e-14)
  end
  T.eq(F:gammon_values(3, 5, {exact = true}).gammon_a, B:gammon_values(3, 5).gammon_a)
  local Z = doubling.met_zadeh{length = 4, delta = 0.08, exact = true}
  T.eq(Z:equity(3, 4), doubling.met_zadeh{length = 4, delta = rat(0.08), exact = true}:equity(3, 4))
  T.near(Z:equity(3, 4), doubling.met_zadeh{length = 4, delta = 0.08}:equity(3, 4), 1e-15)
end)

T.test("GNU Backgammon's tables by name", function()
  if not have_gnubg_data then return end
  local K = doubling.met("Kazaross-XG2")
  T.eq(#K, 25)
  T.eq(K:equity(1, 2), rat(67736, 100000))
  T.eq(K:take_point(4, 2), rat(9947, 50000))   -- gnubg: root's window 65.11% - 80.11%
  T.eq(doubling.met("kazaross-xg2"):equity(3, 4), K:equity(3, 4))
  local W = doubling.met("woolsey")
  T.eq(W:equity(2, 4, {crawford = false}), rat(17, 25))
  T.eq(W:equity(1, 3, {crawford = true}), rat(7, 10))
  T.eq(doubling.met("jac050"):inverted():equity(1, 1), rat(49, 100))
  T.eq(type(doubling.met("zadeh"):equity(2, 3)), "number")  -- computed tables are floats
end)

T.test("pictures: text, and files drawn by gnuplot", function()
  local M = doubling.met(woolsey5, {length = 5})
  local shown = tostring(M:show{digits = 2})
  T.eq(shown:find("0.70", 1, true) ~= nil, true)
  T.eq(tostring(M:show{crawford = true}):find("trailer", 1, true) ~= nil, true)
  T.eq(tostring(M:plot{what = "take"}):find("30.0", 1, true) ~= nil, true)
  T.eq(tostring(M:plot{what = "action", p = 0.7}):find("D/T", 1, true) ~= nil, true)
  local file = os.tmpname() .. ".svg"
  T.eq(M:plot{what = "equity", file = file}, file)
  local f = io.open(file)
  T.eq(f:read("a"):find("<svg", 1, true) ~= nil, true)
  f:close()
  os.remove(file)
end)

local function err(f, ...)
  local ok, e = pcall(f, ...)
  T.eq(ok, false)
  return e
end

T.test("errors name the function and the argument", function()
  local M = doubling.met(woolsey5, {length = 5})
  local function has(e, part) T.eq(e:find(part, 1, true) ~= nil, true, e) end
  has(err(M.equity, M, 6, 2), "doubling.met:equity: argument 1: 6-away is past the table")
  has(err(M.take_point, M, 1, 3), "argument 1: 1-away vs 3-away before the Crawford game is the Crawford game")
  has(err(M.take_point, M, 3, 3, {cube = 3}), "option 'cube'")
  has(err(M.take_point, M, 3, 3, {x = 0.5}), "option 'x': x is the live cube's efficiency")
  has(err(M.take_point, M, 3, 3, {gammon_a = 2}), "option 'gammon_a'")
  has(err(M.equity, M, 3, 3, {crawford = true}), "option 'crawford'")
  has(err(M.take_point, M, 3, 3, {gamon_a = 0}), "gamon_a")
  has(err(doubling.met, function(a, b) return "x" end, {length = 2}), "argument 1: the value at (1, 1) is \"x\"")
  has(err(doubling.met, function(a, b) return a > 1 and 2 or 0.5 end, {length = 2}), "in [0, 1]")
  has(err(doubling.met, {pre = {{0.5, 0.5}, {0.5}}, post = {0.5}}), "must be square")
  has(err(doubling.met, "no such table"), "doubling.met: argument 1: no table named 'no such table'")
  has(err(doubling.met, "/no/such/file.xml"), "cannot open '/no/such/file.xml'")
  has(err(doubling.met_zadeh, {length = 8, exact = true}), "exact tables go to 6 points")
  has(err(M.plot, M, {what = "action"}), "needs the state p")
  has(err(M.extend, M, 3), "argument 1")
end)

T.done()
