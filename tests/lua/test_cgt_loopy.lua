-- Loopy games (issue 27) from Lua: cgt(text) and cgt.loopy(text) on CGSuite's notation, the
-- values of CGSuite's own test tables (CanonicalStopperTestCase.scala, SidedValueTestCase.scala),
-- operators mixing short and loopy games and numbers, and the errors.
local T = require "harness"

T.test("CGSuite's canonical stoppers: printed form, stops, outcome, followers, degree", function()
  for _, c in ipairs{
    {"on", "on", "on", "on", "L", 1, "on"},
    {"off", "off", "off", "off", "R", 1, "on"},
    {"over", "over", "over", "over", "L", 2, "over"},
    {"{pass|3/2}", "3/2under", "3/2under", "3/2under", "L", 5, "over"},
    {"{-1/4+*|pass}", "-1/4v[on]", "-1/4", "-1/4", "R", 6, "^<on>"},
    {"{on|0||0}", "Miny(on)", "0", "0", "R", 4, "Tiny(on)"},
    {"{0||0|under}", "Tiny(over)", "0", "0", "L", 4, "Tiny(over)"},
    {"+-{0|pass}", "+-over", "over", "under", "N", 4, "over"},
    {"+-{5|pass}", "+-(5over)", "5over", "-5under", "N", 14, "over"},
    {"a{0||||0|||a|*||*}", "a{0||||0|||a|*||*}", "0", "0", "L", 6, nil},
  } do
    local G = cgt(c[1])
    T.eq(tostring(G), c[2], c[1])
    T.eq(tostring(G:left_stop()), c[3], c[1] .. " left stop")
    T.eq(tostring(G:right_stop()), c[4], c[1] .. " right stop")
    T.eq(G:outcome(), c[5], c[1] .. " outcome")
    T.eq(G:follower_count(), c[6], c[1] .. " followers")
    T.eq(#G:followers(), c[6])
    if c[7] then T.eq(tostring(G:degree()), c[7], c[1] .. " degree") end
    T.truthy(G:is_stopper())
    T.eq(cgt(tostring(G)), G, "round trip " .. c[1])
    T.eq(cgt.loopy(c[1]), G)
  end
  T.eq(cgt("{pass|3/2}"):left_stop(), cgt("3/2under"))
  T.eq(cgt("{0|{0||0|0,pass}||-{0||0|0,pass}}"):left_stop(), rat(0))  -- a number stop is a rat
  T.truthy(cgt("over"):is_idempotent() and not cgt("{pass|3/2}"):is_idempotent())
  T.truthy(cgt("over"):is_infinitesimal() and cgt("{pass|3/2}"):is_numberish())
  T.truthy(cgt("3/2under"):is_pseudonumber() and not cgt("+-over"):is_pseudonumber())
  T.truthy(cgt("over"):is_plumtree() and not cgt("a{0||||0|||a|*||*}"):is_plumtree())
  T.eq(tostring(cgt("over"):left_options()[1]), "0")
  T.eq(cgt("over"):right_options()[1], cgt("over"))
end)

T.test("CGSuite's sided values: dud, 1 & 0, ^ & v*", function()
  for _, c in ipairs{
    {"dud", "dud", "on", "off", "D"},
    {"a{{|a}|}", "1 & 0", "1", "0", "PHat"},
    {"{0|{dud|},*}", "^ & v*", "^", "v*", "NHat"},
  } do
    local G = cgt(c[1])
    T.eq(tostring(G), c[2], c[1])
    T.eq(tostring(G:onside()), c[3], c[1] .. " onside")
    T.eq(tostring(G:offside()), c[4], c[1] .. " offside")
    T.eq(G:outcome(), c[5], c[1] .. " outcome")
    T.truthy(not G:is_stopper())
    T.eq(cgt(c[2]), G, "round trip " .. c[2])
  end
  T.eq(cgt.sided(1, 0), cgt("a{{|a}|}"))
  T.eq(cgt.sided(cgt("on"), cgt("off")), cgt("dud"))
  T.eq(cgt.sided(cgt("^"), cgt("^")), cgt("^"), "G & G is G")
  -- Bach's Carousel (the row's values: SidedValueTestCase.scala): sides that are no stoppers.
  local B = cgt("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}")
  T.eq(tostring(B), "a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}")
  T.eq(B:outcome(), "N")
  T.truthy(not B:is_stopper() and not B:is_idempotent() and not B:is_infinitesimal() and not B:is_numberish())
  T.eq(cgt(tostring(B)), B, "round trip of Bach's Carousel")
  -- Sums with a number: the sides move by 1, commute, and subtracting 1 gives B again.
  T.eq(tostring(B + 1), "a{2|2,{2*|a||1*}||1} & a{1,{2|||2*|a||1*}|1}")
  T.eq(B + 1, 1 + B)
  T.truthy(B + 1 ~= B)
  T.eq(B + 1 - 1, B)
end)

T.test("sums, negatives and comparisons mix loopy games, short games and numbers", function()
  T.eq(tostring(cgt("on") + cgt("off")), "dud")
  T.eq(tostring(cgt("over") + 3), "3over")
  T.eq(tostring(3 + cgt("over")), "3over")
  T.eq(tostring(cgt(3) + cgt("over")), "3over", "a short game's + meets a loopy game")
  T.eq(tostring(cgt("over") - cgt(1)), "-1over")
  T.eq(tostring(-cgt("a{{|a}|}")), "0 & -1")
  T.eq(tostring(cgt("a{{|a}|}") + cgt("a{{|a}|}")), "2 & 0")
  T.eq(tostring(cgt("upon")), "^[on]")
  T.eq(cgt("over") + cgt("over"), cgt("over"))
  T.truthy(0 < cgt("over") and cgt("over") < rat(1, 1024) and cgt(1000) <= cgt("on"))
  T.truthy(cgt.up() < cgt("upon") and not (cgt("upon") <= cgt.up()))
  T.truthy(cgt("off") <= cgt(-1000) and not (cgt("on") <= cgt("over")))
  T.truthy(cgt("a{0|1}") == cgt(rat(1, 2)), "a loopfree text is a short game")
  T.eq(getmetatable(cgt("a{0|1}")).__name, "cgt.game")
  T.eq(getmetatable(cgt("over")).__name, "cgt.loopy")
  local name, args = getmetatable(cgt("3/2under")).__save(cgt("3/2under"))
  T.eq(name, "cgt.loopy")
  T.eq(cgt.loopy(args[1]), cgt("3/2under"))
end)

T.test("is_number_tiny (CGSuite's isNumberTiny column) and n * G (repeated sums)", function()
  -- CanonicalStopperTestCase.scala: Miny(on) and Tiny(over) are number-tiny, over and +-over not.
  T.truthy(cgt("{on|0||0}"):is_number_tiny() and cgt("{0||0|under}"):is_number_tiny())
  T.truthy(not cgt("over"):is_number_tiny() and not cgt("+-{0|pass}"):is_number_tiny())
  T.truthy((cgt("Tiny(on)") + 2):is_number_tiny() and not cgt("dud"):is_number_tiny())
  T.eq(tostring(3 * cgt("{pass|1/2}")), "3/2under")
  T.eq(tostring(cgt("{pass|1/2}") * 3), "3/2under", "the integer on either side")
  T.eq(2 * cgt("+-{0|pass}"), cgt("+-{0|pass}") + cgt("+-{0|pass}"))
  T.eq(-3 * cgt("a{{|a}|}"), -(cgt("a{{|a}|}") + cgt("a{{|a}|}") + cgt("a{{|a}|}")))
  T.eq(tostring(-2 * cgt("a{{|a}|}")), "0 & -2")
  T.eq(0 * cgt("on"), cgt(0))
  T.eq(getmetatable(0 * cgt("on")).__name, "cgt.game", "a loopfree product is a short game")
  T.raises(function() return cgt("over") * cgt("over") end, "cgt.loopy.__mul: argument 2: expected integer")
  T.raises(function() return cgt("over") * 1.5 end, "cgt.loopy.__mul: argument 2: expected integer, got 1.5")
  T.eq(cgt(2) * cgt("over"), 2 * cgt("over"), "an integer game counts as n (CGSuite's integers are games)")
  T.raises(function() return cgt.up() * cgt("over") end, "cgt.game.__mul: argument 1: expected integer, got cgt.game")
  T.raises(function() return cgt("1180591620717411303424") * cgt("over") end, "cgt.game.__mul: argument 1: the count")
end)

T.test("loopy values round-trip through alea.save and alea.load (as test_hardening31's item 11)", function()
  local base = os.tmpname()
  local path = base .. ".json"
  for _, v in ipairs{cgt("{pass|3/2}"), cgt("a{{|a}|}"), cgt("dud"), cgt("a{0||||0|||a|*||*}"), cgt("+-(5over)")} do
    alea.save(path, {x = v, list = {v, 1}})
    local back = alea.load(path)
    T.eq(getmetatable(back.x), getmetatable(v), tostring(v))
    T.eq(back.x, v, tostring(v))
    T.eq(back.list[1], v)
  end
  os.remove(path)
  os.remove(base)
end)

T.test("malformed texts and bad arguments name the function, the argument and the character", function()
  T.eq(T.raises(function() return cgt("a{0|b}") end),
       "cgt: argument 1: unknown name 'b' (a loop is named where it is defined, as in a{0|a}) at character 5:\n  a{0|b}\n      ^")
  T.raises(function() return cgt("a{0|a} + a{1|a}") end, "cgt: argument 1: the name 'a' is defined twice at character 10")
  T.raises(function() return cgt("a{0|a+1}") end, "a loop still being defined")
  T.raises(function() return cgt.loopy("{0|pass") end, "cgt.loopy: argument 1: missing '}'")
  T.raises(function() return cgt("0 & 1") end, "must be <= the onside")
  -- Bach's Carousel is not stopper-sided: its sides are loopy graphs, with no onside() of their own
  -- (CGSuite: "Not a method or member variable: `Onside`").
  T.raises(function() return cgt("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}"):onside() end,
           "cgt.loopy:onside: self: the onside is not a stopper (the value is not stopper-sided)")
  T.raises(function() return cgt("dud"):left_stop() end, "cgt.loopy:left_stop: ")
  T.raises(function() return cgt.sided(0, 1) end, "cgt.sided: argument 2: the offside must be <= the onside")
  T.raises(function() return cgt("over") + {} end, "expected a loopy game, a game or a number")
  T.raises(function() return cgt.loopy({}) end, "cgt.loopy: argument 1")
end)

T.test("thermographs of stoppers: the short game's where loopfree, refusals named", function()
  T.eq(tostring(cgt("over"):thermograph()), tostring(cgt("^"):thermograph()))
  T.eq(cgt("{pass|3/2}"):thermograph(), cgt("3/2+v"):thermograph())
  T.eq(cgt("+-{5|pass}"):temperature(), rat(5))
  T.eq(cgt("+-{5|pass}"):mean(), rat(0))
  T.eq(cgt("a{5|{0|a}}"):mean(), rat(3))   -- {5|1}: a loopfree value, the short game's thermograph
  T.eq(cgt("{3|pass}"):thermograph(), cgt("3+^"):thermograph())
  T.eq(cgt("{3|pass}"):thermograph():left_at(-1), rat(4))
  T.raises(function() return cgt("on"):thermograph() end, "cgt.loopy:thermograph: self: a position has the stop on")
  T.raises(function() return cgt("1 & 0"):mean() end, "cgt.loopy:mean: self: the game is not a stopper")
  T.raises(function() return cgt("{0|||0||0|off}"):temperature() end, "cgt.loopy:temperature: self: ")
end)

T.test("stability: CGSuite's IsStable column and Grenville's unstable game (21f35b47)", function()
  T.eq(cgt("over"):is_stable(), true)
  T.eq(cgt("a{0||||0|||a|*||*}"):is_stable(), true)
  local U = cgt("a{0|{0||||0,*2|||a|0||0}||0}")
  T.eq(U:is_stable(), false)
  local up, down = U:varieties()
  T.eq(tostring(up), "{0,a{0|{0||||0,*2|||a|0||0}||0}|b{{0|||0||0,*2|b||||0}|0||0}}")
  T.eq(tostring(down), "a{{0||||0|||0,*2||a|0}|0||0}")
  T.truthy(down < up)
  T.raises(function() return U:variety() end, "cgt.loopy:variety: self: the game is not stable")
  T.raises(function() return cgt("{0|||0||0|off}"):is_stable() end, "cgt.loopy:is_stable: self: its degree")
  T.raises(function() return cgt("dud"):is_stable() end, "cgt.loopy:is_stable: self: the game is not a stopper")
end)

T.test("the loopy example of docs/cgt.md gives the values its comments show", function()
  local f = assert(io.open(os.getenv("ALEA_SOURCE_DIR") .. "/docs/cgt.md"))
  local text = f:read("a")
  f:close()
  local block
  for b in text:gmatch("```lua\n(.-)```") do
    if b:find("loopy games: cgt(text)", 1, true) then block = b end
  end
  T.truthy(block, "the block")
  local checked = 0
  for line in block:gmatch("[^\n]+") do
    local expr, shown = line:match("^(%S.-)%s+%-%->%s*(.-)%s*$")
    if expr then
      local values = table.pack(assert(load("G = cgt('{pass|3/2}'); return " .. expr))())
      local i = 0
      for want in (shown .. "  "):gmatch("(.-)%s%s+") do
        i = i + 1
        T.eq(tostring(values[i]), want, expr .. " #" .. i)
      end
      T.eq(i, values.n, expr)
      checked = checked + 1
    end
  end
  T.eq(checked, 13, "the block's thirteen lines of results")
end)

T.test("loopy rulesets: positions that repeat, valued as loopy games", function()
  -- A move table as a ruleset: moves[p] = {left positions, right positions}.
  local function table_rules(moves)
    return cgt.ruleset{loopy = true,
                       left = function(p) return moves[p][1] end,
                       right = function(p) return moves[p][2] end}
  end
  -- A pass: Left moves to a finished position, Right passes: {0 | pass} = over (its definition).
  T.eq(tostring(table_rules{a = {{"z"}, {"a"}}, z = {{}, {}}}:value("a")), "over")
  -- A cycle a -> b (Left) -> a (Right): CGSuite's a{{|a}|} = 1 & 0.
  T.eq(table_rules{a = {{"b"}, {}}, b = {{}, {"a"}}}:value("a"), cgt("a{{|a}|}"))
  -- By hand: on a cycle of three positions where Left moves forward and Right back, nobody is
  -- ever without a move, so Left never loses in the onside and never wins in the offside: dud.
  local cycle = cgt.ruleset{loopy = true, left = function(n) return {(n + 1) % 3} end,
                            right = function(n) return {(n + 2) % 3} end}
  T.eq(tostring(cycle:value(0)), "dud")
  -- Bach's Carousel written as positions: the value of cgt(text), two loopy sides.
  local carousel = table_rules{
    a = {{"0", "X"}, {"0"}}, X = {{"1"}, {"1", "Y"}}, Y = {{"*", "Z"}, {"*"}}, Z = {{"1*"}, {"1*", "a"}},
    ["0"] = {{}, {}}, ["1"] = {{"0"}, {}}, ["*"] = {{"0"}, {"0"}}, ["1*"] = {{"1"}, {"1"}}}
  T.eq(carousel:value("a"), cgt("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}"))
  -- A loopfree position of a loopy ruleset is a short game; impartial loopy rules (moves=).
  T.eq(table_rules{a = {{"z"}, {}}, z = {{}, {}}}:value("a"), cgt(1))
  local nim = cgt.ruleset{loopy = true, impartial = true, moves = function(n)
    local t = {}
    for m = 0, n - 1 do t[#t + 1] = m end
    return t
  end}
  T.eq(nim:value(2), cgt("*2"))
  -- Errors: rules of short rulesets only, methods of short rulesets, play past the memory guard.
  T.raises(function() return cgt.ruleset{loopy = true, left = function() return {} end,
                                         right = function() return {} end, components = function() end} end,
           "cgt.ruleset: argument 1: option 'components': a loopy ruleset's positions are valued as one graph")
  T.raises(function() return cycle:thermograph(0) end, "cgt.ruleset:thermograph: self: a loopy ruleset has a value, not a thermograph")
  local endless = cgt.ruleset{loopy = true, left = function(n) return {n + 1} end, right = function() return {} end}
  local before = alea.limits().memory
  alea.limits{memory = 2 ^ 20}
  local ok, err = pcall(function() return endless:value(0) end)
  alea.limits{memory = before}
  T.truthy(not ok and tostring(err):find("memory", 1, true), tostring(err))
end)


T.test("graph.game:to_cgt: game graphs as loopy games (tug of war by hand: docs/cgt.md)", function()
  -- Tug of war (seed 004 Example 37) with alternating moves: one inner vertex is +-on ({on, off |
  -- on, off} after domination), +-1 with payoffs as numbers; on longer paths the ends are
  -- +-on & off and on & +-on, every other vertex dud.
  local G = graph.tug_of_war(1)
  T.eq(G:to_cgt(), cgt("+-on"))
  T.eq(tostring(G:to_cgt()), "+-on")
  T.eq(G:to_cgt{payoffs = "number"}, cgt("+-1"))
  T.eq(getmetatable(G:to_cgt{payoffs = "number"}).__name, "cgt.game")
  T.eq(G:to_cgt{from = 3}, cgt("on"))
  T.eq(G:to_cgt{from = 1, payoffs = "number"}, cgt(-1))
  local H = graph.tug_of_war(4)
  T.eq(tostring(H:to_cgt{from = 2}), "+-on & off")
  T.eq(tostring(H:to_cgt{from = 5}), "on & +-on")
  T.eq(H:to_cgt{from = 3}, cgt("dud"))
  T.eq(H:to_cgt{from = 4}:outcome(), "D")
  -- A draw terminal between the two payoffs is dud; an acyclic graph is a short game.
  local D = graph.game{n = 4, blue = {{1, 2}, {1, 3}}, red = {{1, 2}, {1, 4}}, terminals = {[2] = 1, [3] = 0, [4] = -1}}
  T.eq(D:to_cgt(), cgt("{on, dud | dud, off}"))
  T.eq(D:to_cgt{payoffs = "number"}, cgt("{1, 0 | 0, -1}"))
  -- Names label the terminal at fault; errors name the option.
  local N = graph.game{names = {"x", "lo", "hi"}, edges = {{"x", "lo"}, {"x", "hi"}}, terminals = {lo = 0, hi = rat(1, 3)}}
  T.raises(function() return N:to_cgt{payoffs = "number"} end,
           "graph.game:to_cgt: argument 1: option 'payoffs': terminal 'hi' pays 1/3, which is not a dyadic rational")
  local same = graph.game{n = 3, edges = {{2, 1}, {2, 3}}, terminals = {[1] = 1, [3] = 1}}
  T.raises(function() return same:to_cgt() end,
           "graph.game:to_cgt: argument 1: option 'payoffs': every terminal pays 1, so no terminal is a win for either player")
  T.eq(same:to_cgt{payoffs = "number"}, cgt("1*"))  -- {1, 1 | 1, 1}
  T.raises(function() return G:to_cgt{from = 9} end, "graph.game:to_cgt: argument 1: option 'from'")
  T.raises(function() return G:to_cgt{payoffs = "coin"} end, "option 'payoffs': expected one of")
  -- Acyclic graphs with payoffs as numbers go through the short engine, linear in the graph. The
  -- outcomes by argument: 3 x 3 Hex has no draw and its first player wins (strategy stealing);
  -- tic-tac-toe is a draw with best play, and a drawn board is full after nine moves, so whoever
  -- moved first also moved last and the other, to move at the number 0, loses: N both.
  T.eq(graph.hex(3):to_cgt{payoffs = "number"}:outcome(), "N")
  T.eq(graph.tic_tac_toe(3):to_cgt{payoffs = "number"}:outcome(), "N")
  -- Past the memory guard: refused, the REPL's state kept.
  local before = alea.limits().memory
  alea.limits{memory = 2 ^ 20}
  local ok, err = pcall(function() return graph.tug_of_war(2000):to_cgt{from = 1000} end)
  alea.limits{memory = before}
  T.truthy(not ok and tostring(err):find("memory", 1, true), tostring(err))
end)

T.done()
