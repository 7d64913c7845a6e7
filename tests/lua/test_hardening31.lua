-- Issue 31's reproductions ("Hardening II"), each now a clear error or the right value. Ctrl-C
-- cases run under a watchdog (tests/host/limits31.lua) and with raise() in tests/unit/kit; the
-- parser's depth and speed in tests/unit/cgt/test_parse.cpp.
local T = require "harness"

local function with_memory(bytes, fn)
  local saved = alea.limits().memory
  alea.limits{memory = bytes}
  local ok, err = pcall(fn)
  alea.limits{memory = saved}
  return ok, tostring(err)
end

local function tmp(ext)
  return os.tmpname() .. (ext or "")
end

-- 1, 2, 10: the parser through the binding
T.test("item 1: deep texts are refused by one message, naming argument 1", function()
  for _, text in ipairs{string.rep("+-", 60000) .. "1", string.rep("Tiny(", 20000) .. "1" .. string.rep(")", 20000),
                        string.rep("Miny(", 100000), string.rep("+-{", 100000) .. "1", string.rep("{", 100000)} do
    T.raises(function() return cgt(text) end, "cgt: argument 1: games nested more than 1000 levels deep at character")
  end
  T.eq(cgt(string.rep("- ", 1000000) .. "1"), cgt(1), "a million signs")
end)

T.test("item 2: a brace group after +- is read once: 30 levels, the same game the constructors build", function()
  local g = cgt(1)
  for _ = 1, 30 do g = cgt.game({cgt.game({g}, {-g})}, {}) end
  T.eq(cgt(string.rep("{+-", 30) .. "1" .. string.rep("|}", 30)), g)
end)

T.test("item 10: parse messages keep NUL out, cut long texts, place a zero denominator", function()
  T.eq(select(2, pcall(cgt, "\0")), "cgt: argument 1: unexpected character code 0 at character 1:\n  ?\n  ^")
  T.eq(select(2, pcall(cgt, "1/0")), "cgt: argument 1: zero denominator in '1/0' at character 1:\n  1/0\n  ^")
  T.truthy(#select(2, pcall(cgt, string.rep("{", 100000))) < 250, "an excerpt, not 100,000 characters")
  -- A NUL in a label is shown, not cut at.
  T.raises(function() return prob.coin(rat(1, 2)):at("x\0y") end, "no outcome is labelled 'x\\0y' (labels: 0 .. 1)")
end)

-- 3, 4: memory estimates that wrapped, and the sampler's memory
T.test("item 3: *n options past the guard are refused at once, whatever n (the estimate wrapped past 1.9e17)", function()
  for _, n in ipairs{2 ^ 62, 10 ^ 18, math.maxinteger, 10 ^ 17} do
    T.raises(function() return cgt.star(n):left_options() end, "over the memory limit")
  end
end)

T.test("item 3: sample_moves keeps a block of sums, not one per chunk", function()
  -- 10^12 samples asked 13.4 GB of sums before sampling; now the sums of 1024 chunks at most, so a
  -- guard of 1 MiB is enough to start (the run itself is stopped by Ctrl-C in limits31.lua).
  local ok, err = with_memory(1 << 20, function()
    return boolfn.majority(3):sample_moves({[1] = 1, [2] = 1}, {samples = 10 ^ 12})
  end)
  T.truthy(ok, err)  -- x1 = x2 = 1 decides majority: determined, nothing sampled
  T.eq(boolfn.majority(3):sample_moves{samples = 100}.determined, false)
end)

-- 6, 7, 8: silently wrong answers
T.test("item 6: large_heap_stops refuses n < a + b - 1 and agrees with Little John's stops above", function()
  T.raises(function() return cgt.large_heap_stops(2, 9, 9) end,
           "cgt.large_heap_stops: argument 1: the large-heap formula holds for n >= a + b - 1 = 17, got 2")
  for a = 1, 5 do
    for b = 1, 5 do
      for n = a + b - 1, a + b + 4 do
        local l, r = cgt.large_heap_stops(n, a, b)
        local h = cgt.little_john(n, a, b)
        T.eq(l, h:left_stop(), "left stop of (" .. n .. ";" .. a .. "," .. b .. ")")
        T.eq(r, h:right_stop(), "right stop of (" .. n .. ";" .. a .. "," .. b .. ")")
      end
    end
  end
end)

T.test("item 7: acyclic games are solved by induction whatever the payoffs", function()
  for _, big in ipairs{1e308, 1e300, 1.0} do
    local G = graph.game{n = 3, blue = {{1, 2}}, red = {{1, 3}}, terminals = {[2] = big, [3] = -big}}
    local r = G:richman()
    T.eq(r.low[1], 0, "the value at 1 with payoffs +-" .. big)
    T.eq(r.unique, true)
    T.eq(r.method, "backward induction")
    T.eq(G:optimal_play{p = 0.5}.value[1], rat(0), "optimal_play agrees")
  end
  -- A cyclic game: the tolerance is relative to the payoffs, so scaling them by 1e300 closes the
  -- bracket as the unscaled one does, at 1e300 times its values.
  local a = graph.tug_of_war_grid(3, 2, {left = -1, right = 1}):richman{exact = false}
  local b = graph.tug_of_war_grid(3, 2, {left = -1e300, right = 1e300}):richman{exact = false}
  T.eq(a.unique, true)
  T.eq(b.unique, true)
  for v = 1, #a.low do T.near(b.low[v] / 1e300, a.low[v], 1e-9, "vertex " .. v) end
end)

T.test("item 8: a search stopped with its bounds met knows the cost; a constant function has no move", function()
  local r = boolfn.majority(3):decision_tree{method = "search", max_states = 1}
  T.eq(r.lower, r.greedy)
  T.eq(r.cost, rat(5, 2))  -- Delta(maj3) = 5/2 (the tables method, docs/boolfn.md)
  T.eq(boolfn.majority(3):decision_tree().cost, rat(5, 2))
  local s = boolfn{1, 1}:sample_moves()
  T.eq(s.determined, true)
  T.eq(s.move, nil)
  T.eq(boolfn{1, 1}:optimal_moves().determined, true, "as optimal_moves says")
end)

-- 9: one rule for floats
T.test("item 9: a float is its binary value in cgt", function()
  T.eq(cgt(0.5), cgt(rat(1, 2)))
  T.eq(cgt(-0.75), cgt("-3/4"))
  T.eq(cgt(0.1), cgt(rat(3602879701896397, 36028797018963968)), "0.1 is 3602879701896397/2^55")
  T.eq(cgt.game({0.5}, {1}), cgt("3/4"))
  T.raises(function() return cgt(0 / 0) end, "cgt: argument 1: expected a finite number, got NaN")
  T.raises(function() return cgt(math.huge) end, "got inf")
end)

T.test("item 9: boolfn keeps big denominators (rounded to 62 bits, results in floats)", function()
  local f = boolfn{0.1, 200, 0, 1}
  T.near(f:expectation(), (0.1 + 200 + 0 + 1) / 4, 1e-12)
  T.eq(math.type(f:expectation()), "float")
  T.raises(function() return f:expectation{exact = true} end, "option 'exact': the payoffs need more than 62 bits")
  -- payoffs that fit stay exact
  T.eq(boolfn{rat(1, 3), 1, 0, 1}:expectation(), rat(7, 12))
  T.raises(function() return boolfn{1e20, 0} end, "boolfn: argument 1: payoffs must be below 2^61 in absolute value")
end)

T.test("item 9: exact=true computes from the floats' binary values in every module", function()
  local D = prob{0.5, 0.25, 0.25}
  local X = alloc(D, {1, 1, 0})
  T.eq(X:expected_time{exact = true}, alloc(prob{2, 1, 1}, {1, 1, 0}):expected_time{exact = true})
  T.eq(doubling.alpha(1, 1, {a = 2.5, exact = true}), doubling.alpha(1, 1, {a = rat(5, 2)}))
  T.eq(boolfn.majority(3):expectation{p = 0.25, exact = true}, boolfn.majority(3):expectation{p = rat(1, 4)})
  local G = graph.tug_of_war(3)
  T.eq(G:random_turn{p = 0.25, exact = true}.low[3], G:random_turn{p = rat(1, 4)}.low[3])
  -- the exact-only graph calls take a float p
  T.eq(G:optimal_play{p = 0.5}.value[3], rat(0))
  T.eq(graph.board("hex", 2, {p = 0.5}).value, graph.board("hex", 2).value)
  -- auto stays floating with a float input
  T.eq(math.type(G:random_turn{p = 0.25}.low[3]), "float")
end)

-- 10: messages
T.test("item 10: options out of range and the order of checks", function()
  local G = graph.tug_of_war(3)
  T.raises(function() return G:richman{max_seconds = -1, exact = false} end,
           "option 'max_seconds': expected a number >= 0, got -1")
  T.raises(function() return G:value_iteration{epsilon = -1} end, "option 'epsilon': expected a number >= 0, got -1")
  T.raises(function() return G:richman{tolerance = -1, exact = false} end, "option 'tolerance': expected a number >= 0")
  local e = T.raises(function() return graph.game{n = 0} end, "graph.game")
  T.truthy(e:find("option 'n'", 1, true), e)
  e = T.raises(function() return graph.from_rules{start = 0, blue = function() return {} end} end, "graph.from_rules")
  T.truthy(not e:find("terminals", 1, true), e)
  T.raises(function() return alea.to_json{width = math.huge} end, "nonfinite=")
  T.eq(alea.to_json({width = math.huge}, {nonfinite = "null"}), '{"width":null}')
  T.eq(alea.to_json({width = -math.huge}, {nonfinite = "string"}), '{"width":"-inf"}')
  T.raises(function() return prob.dice(0 / 0) end, "got NaN")
end)

T.test("item 10: a boolfn's point is argument 1, as in every call", function()
  local f = boolfn.majority(3)
  local e = T.raises(function() return f({1, 1, 0}) end)
  T.truthy(e:find("argument 1", 1, true), e)
end)

-- 11: results that travel
T.test("item 11: games, options and heaps go into CSV as their text", function()
  local H = cgt.robin_hood(9, 3, 2)
  local path = tmp(".csv")
  alea.write_csv(path, H:value())
  local rows = alea.read_csv(path)
  T.eq(cgt(rows[1].text), H:value())
  alea.write_csv(path, {{heap = H, value = H:value(), n = 9}})
  rows = alea.read_csv(path)
  T.eq(rows[1].heap, tostring(H))
  T.eq(cgt(rows[1].value), H:value())
  alea.write_csv(path, {cgt("{2|-1}"):to_table()})
  T.truthy(T.slurp(path):find("{-1}", 1, true), T.slurp(path))
  os.remove(path)
end)

T.test("item 11: every bound type that can be rebuilt round-trips through alea.save and alea.load", function()
  local path = tmp(".json")
  local P = prob.dice(2)
  local values = {
    P, prob{0.1, 0.2, 0.7}, prob({1, 2}, {labels = {"a", "b"}}), alloc(P, "6 7^2 8"),
    cgt("{3||2*|1*}"), cgt.up(3) + cgt.star(), cgt.robin_hood(9, 3, 2), cgt.little_john(9, 3, 2),
    cgt.robin_hood(4, 2, 1) + cgt.robin_hood(3, 1, 2), boolfn.majority(3), boolfn{rat(1, 3), 0.5, -2, 7},
    graph.tug_of_war(4), graph.game{n = 3, blue = {{1, 2}}, red = {{1, 3}}, terminals = {[2] = 0.5, [3] = rat(-1, 3)}},
    graph.game{names = {"a", "b", "c"}, edges = {{"a", "b"}, {"a", "c"}}, terminals = {b = 1, c = -1}},
    doubling.tree(2, 1), doubling.tree(1, 1, {a = 2.5, b = 3}), rat(5, 9), alea.estimate(1.5, 1e-9),
    doubling.met_janowski{length = 5}, doubling.met_zadeh{length = 6}, doubling.met_zadeh{length = 3, exact = true},
  }
  for i, v in ipairs(values) do
    alea.save(path, {x = v, list = {v, 1}})
    local back = alea.load(path)
    T.eq(getmetatable(back.x), getmetatable(v), "item " .. i .. " loads as its own type")
    T.eq(back.x, v, "item " .. i .. ": " .. tostring(v))
    T.eq(back.list[1], v)
  end
  -- types that cannot be rebuilt are saved as their data
  alea.save(path, cgt("{2|-1}"):thermograph())
  T.eq(type(alea.load(path)), "table")
  os.remove(path)
end)

T.test("item 11: alea.record keeps a user's columns in the order given", function()
  local path = tmp(".csv")
  local rows = {}
  for n = 1, 3 do rows[n] = alea.record({value = n * n, name = "n" .. n, n = n}, {"name", "n", "value"}) end
  alea.write_csv(path, rows)
  T.eq(T.slurp(path):match("^[^\n]*"), "name,n,value")
  T.eq(alea.show(rows[1]), '{name = "n1", n = 1, value = 1}')
  alea.save(path, rows)
  T.eq(alea.show(alea.load(path)[2]), '{name = "n2", n = 2, value = 4}')
  T.raises(function() return alea.record({}, {"a", "a"}) end, "field 'a' is named twice")
  os.remove(path)
end)

-- 12: the printer for scripts
T.test("item 12: alea.show is the REPL's printer, cut at max_chars", function()
  T.eq(alea.show({1, 2, x = "y"}), '{1, 2, x = "y"}')
  T.eq(alea.show(rat(1, 3)), "1/3")
  local long = cgt.robin_hood(60, 40, 39):value()
  local text = alea.show(long, {max_chars = 100})
  T.truthy(#text < 300, text)
  T.truthy(text:find("more characters", 1, true), text)
  T.eq(alea.show(long), tostring(long), "no limit by default")
end)

-- The friction list
T.test("friction: boolfns and graphs compare by value", function()
  T.eq(boolfn.majority(3), boolfn(boolfn.majority(3):values()))
  T.truthy(boolfn.majority(3) ~= boolfn.parity(3))
  T.eq(graph.tug_of_war(3), graph.tug_of_war(3))
  T.truthy(graph.tug_of_war(3) ~= graph.tug_of_war(4))
end)

T.test("friction: optimal_play starts from the first vertex that is not a terminal", function()
  local G = graph.tug_of_war(3)  -- vertices 1 and 5 are the ends
  T.eq(G:optimal_play().expected_length, G:optimal_play{from = 2}.expected_length)
  T.truthy(G:optimal_play().expected_length > 0)
end)

T.test("friction: graph.selection_game takes a boolfn", function()
  local f = boolfn.majority(3)
  T.eq(graph.selection_game(3, f):richman().low[1], graph.selection_game(3, f:values()):richman().low[1])
  T.raises(function() return graph.selection_game(2, f) end, "f needs 2^2 = 4 values, got 8")
end)

T.done()
