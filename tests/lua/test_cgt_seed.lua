-- Seed 002 (Robin Hood) through Lua: Figure 1 and Table 1 beside the seed's numbers
-- (scripts/cgt/seed/*.csv), Theorems 1.1 and 1.2, and the heaps (positions of a ruleset written
-- in C++), their sums and the research functions.
local T = require "harness"

local seed = os.getenv("ALEA_SOURCE_DIR") .. "/scripts/cgt/seed/"
local rh, lj = cgt.robin_hood, cgt.little_john

-- The best stop the first player reaches with a first move in heap k of S.
local function best_in_heap(S, player, k)
  local best
  for _, m in ipairs(S:first_moves(player)) do
    if m.component == k and (not best or (player == "left" and m.stop > best) or (player == "right" and m.stop < best)) then
      best = m.stop
    end
  end
  return best
end

T.test("heaps: values, options, printing", function()
  local H = rh(9, 3, 2)
  T.eq(tostring(H), "(9;3,2)")
  T.eq(tostring(lj(9, 3, 2)), "LJ(9;3,2)")
  T.eq(tostring(rh(3, 1, 1):value()), "+-2")
  T.eq(tostring(rh(4, 2, 1):value()), "{3|+-2}")
  T.eq(rh(3, 3, 3):value(), cgt.star(3), "Theorem 4.4: n <= min(a, b) is *n")
  T.eq(rh(5, 2, 0):value(), cgt(5))
  T.eq(#rh(4, 2, 1):left_options(), 2)
  T.eq(rh(4, 2, 1):left_options()[2], rh(2, 2, 0))
  T.eq(rh(4, 2, 1):right_options()[1], rh(3, 1, 1))
  T.eq(#lj(9, 3, 2):left_options(), 1)
  local t = lj(9, 3, 2):to_table()
  T.eq(t.rules, "little_john")
  T.eq(t.ruleset, "little_john")
  T.eq(t.position, "LJ(9;3,2)")
  T.eq(t.n, 9)
  T.eq(H:outcome(), H:value():outcome())
  T.eq(#H:components(), 1)
  T.eq(H:components()[1], H)
  T.truthy(H == rh(9, 3, 2))
  T.truthy(H ~= lj(9, 3, 2))
  T.eq(H:thermograph(), H:value():thermograph(), "direct and canonical thermographs agree")
  T.eq(H:mean(), H:value():mean())
  T.eq(H:temperature(), H:value():temperature())
  T.eq(H:left_stop(), rat(7))
end)

T.test("Figure 1: (9;3,2) + (4;2,1), the seed's words beside our stops", function()
  local S = cgt.sum{rh(9, 3, 2), rh(4, 2, 1)}
  T.eq(tostring(S), "(9;3,2) + (4;2,1)")
  T.eq(#S, 2)
  local L, R = S:stops()
  T.eq(L, rat(9))
  T.eq(R, rat(-2))
  for _, row in ipairs(alea.read_csv(seed .. "figure1.csv")) do
    local player = row.first_player == "L" and "left" or "right"
    local reached = best_in_heap(S, player, row.first_heap)
    if row.margin then T.eq(reached, rat(row.margin), row.seed_words) end
    if row.left_tokens then T.eq(reached, rat(row.left_tokens - row.right_tokens), row.seed_words) end
  end
  T.eq(best_in_heap(S, "right", 2) - best_in_heap(S, "right", 1), rat(7), "Right's loss")
  T.eq(best_in_heap(S, "left", 1) - best_in_heap(S, "left", 2), rat(11), "Left's loss")
  local wins = S:winning_moves("right")
  T.eq(#wins, 1)
  T.eq(wins[1].component, 1)
  T.eq(wins[1].move, "take 2")
  T.eq(wins[1].after, rh(7, 1, 2))
  for _, m in ipairs(S:winning_moves("left")) do T.eq(m.component, 1) end
  for _, player in ipairs{"left", "right"} do
    local h = S:hotstrat(player)
    T.eq(h.stop, h.optimal_stop, "hot strategy is optimal in Figure 1")
    T.eq(h.line[1].player, player)
  end
  T.eq(S:value():left_stop(), rat(9))
  T.eq(rh(9, 3, 2) + rh(4, 2, 1), S)
  T.eq(S:ruleset(), "sum")
  T.eq(S:to_table().position, "(9;3,2) + (4;2,1)")
  T.eq(S:value(), rh(9, 3, 2):value() + rh(4, 2, 1):value())
  T.eq(select(2, S:options())[2]:components()[1], rh(7, 1, 2), "a sum's options move in one part")
end)

T.test("Table 1: means as printed, and the temperatures the seed lost", function()
  local t54 = {"0", "0", "1/2", "5/4", "17/8", "49/16", "4", "5", "6", "7", "8"}
  local t53 = {"0", "1/2", "1", "7/4", "19/8", "3", "7/2", "4", "4", "4", "4"}
  local rows = alea.read_csv(seed .. "table1.csv")
  T.eq(#rows, 11)
  for i, row in ipairs(rows) do
    local a, b = rh(row.n, 5, 4), rh(row.n, 5, 3)
    T.eq(a:mean(), rat(row.mean_5_4), tostring(a))
    T.eq(b:mean(), rat(row.mean_5_3), tostring(b))
    T.eq(a:value():mean(), rat(row.mean_5_4))
    T.eq(a:temperature(), rat(t54[i]), tostring(a))
    T.eq(b:temperature(), rat(t53[i]), tostring(b))
  end
end)

T.test("Theorem 1.1: the large-heap law and the Pingala sequences", function()
  T.eq(table.concat(cgt.mp_sequence(5, 3).terms, ","), "1,1,2,3,5")
  T.eq(cgt.mp_sequence(5, 3).k, 3)
  T.eq(table.concat(cgt.mp_sequence(4, 5).terms, ","), "3,1,4,5")
  local l53, l54 = cgt.large_heap_law(5, 3), cgt.large_heap_law(5, 4)
  T.eq(l53.temperature_grows, false)
  T.eq(l54.temperature_grows, true)
  for n = 10, 40 do
    local h = rh(n, 5, 3)
    T.eq(h:temperature(), l53.temperature_slope * n + l53.temperature_offset)
    T.eq(h:mean(), l53.mean_slope * n + l53.mean_offset)
  end
  local left, right = cgt.large_heap_stops(20, 5, 3)
  local th = lj(20, 5, 3):thermograph()
  T.eq(left, th:left_stop())
  T.eq(right, th:right_stop())
  local onsets = cgt.large_heap_onsets(60, 8, 8)
  T.eq(#onsets, 64)
  for _, o in ipairs(onsets) do
    if o.a == 5 and o.b == 4 then T.eq(o.law_from, 9) end
    if o.a == 5 and o.b == 3 then T.eq(o.law_from, 10) end
    T.eq(o.temperature_grows, cgt.large_heap_law(o.a, o.b).temperature_grows)
    T.eq(o.same_as_little_john_from, 0)
    T.eq(o.stops_differ, 0)
  end
end)

T.test("Theorem 1.2: the hottest component is not always the right one", function()
  local S = rh(3, 1, 1) + rh(4, 2, 1)
  T.eq(S:components()[1]:value():temperature(), rat(2))
  T.eq(S:components()[2]:value():temperature(), rat(1))
  local wins = S:winning_moves("right")
  T.eq(#wins, 1)
  T.eq(wins[1].component, 2)
  T.eq(wins[1].after, rh(3, 1, 1))
  local row = alea.read_csv(seed .. "theorem1_2.csv")[1]
  T.eq(best_in_heap(S, "right", 1), rat(row.hottest_move_margin))
  local h = S:hotstrat("right")
  T.eq(h.stop, rat(1))
  T.eq(h.optimal_stop, rat(0))
  T.eq(#S:first_moves("right"), 2)
  T.eq(S:first_moves("right")[2].wins, true)
end)

T.test("heap thermograph tables", function()
  local seen, last = 0, nil
  local count = cgt.heap_thermographs(13, 5, 4, function(n, a, b, th)
    seen = seen + 1
    if a == 5 and b == 4 then last = {n, th:mast()} end
  end)
  T.eq(count, 14 * 6 * 5)
  T.eq(seen, count)
  T.eq(last[1], 13)
  T.eq(last[2], rat(1))
  T.eq(cgt.heap_thermographs(100, 5, 5, function() return false end), 1, "false stops the walk")
  local same = true
  cgt.heap_thermographs(30, 6, 6, function(n, a, b, th)
    if th ~= lj(n, a, b):thermograph() then same = false end
  end, {rules = "robin_hood"})
  T.truthy(same, "Theorem 9.2: Robin Hood's thermographs are Little John's")
  T.eq(T.raises(function() cgt.heap_thermographs(3, 2, 2, function() error("stop", 0) end) end),
       "cgt.heap_thermographs: argument 4: raised an error at (0;0,0): stop")
end)

T.test("errors: heaps and sums", function()
  T.eq(T.raises(function() return rh(-1, 2, 2) end), "cgt.robin_hood: argument 1: a heap size must be >= 0, got -1")
  T.eq(T.raises(function() return lj(3, -2, 2) end), "cgt.little_john: argument 2: Left's wealth must be >= 0, got -2")
  T.eq(T.raises(function() return cgt.sum{rh(1, 1, 1), cgt.star()} end),
       "cgt.sum: argument 1: entry 2: expected a position, got cgt.game")
  T.eq(T.raises(function() return (rh(1, 1, 1) + rh(2, 1, 1)):winning_moves("up") end),
       "cgt.position:winning_moves: argument 1: expected \"left\" or \"right\", got \"up\"")
  T.eq(T.raises(function() return rh(1, 1, 1) + cgt.star() end),
       "cgt.position.__add: argument 2: expected a position or an array of positions, got cgt.game")
  T.eq(T.raises(function() return cgt.mp_sequence(0, 3) end), "cgt.mp_sequence: argument 1: wealths must be >= 1, got 0")
  T.eq(T.raises(function() return cgt.heap_thermographs(3, 2, 2, function() end, {rules = "x"}) end),
       "cgt.heap_thermographs: argument 5: option 'rules': expected one of \"robin_hood\", \"little_john\", got \"x\"")
end)

T.done()
