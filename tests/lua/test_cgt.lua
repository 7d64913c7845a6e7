-- cgt from Lua: CGSuite's well-known values, printing, arithmetic, stops and temperatures,
-- thermographs, and the exact messages of bad input.
local T = require "harness"

local function s(x) return tostring(x) end

T.test("the issue's fixed values, as CGSuite computes them", function()
  local G = cgt("{2|-1}")
  T.eq(G:mean(), rat(1, 2))
  T.eq(G:temperature(), rat(3, 2))
  local H = cgt("{3||2*|1*}")
  T.eq(H:left_stop(), rat(3))
  T.eq(H:right_stop(), rat(2))
  T.eq(H:mean(), rat(9, 4))
  T.eq(H:temperature(), rat(3, 4))
  T.eq(cgt("{0|0}"), cgt.star())
  T.eq(cgt("{0|*}"), cgt.up())
  T.eq(cgt("{1|1}"), cgt("1*"))
  T.eq(cgt("{0|1}"), cgt(rat(1, 2)))
  T.eq(cgt("{0,*|0,*}"), cgt.star(2))
end)

T.test("printing is CGSuite's", function()
  for _, c in ipairs{
    {"{2|-1}", "{2|-1}"}, {"{1|-1}", "+-1"}, {"{1|1}", "1*"}, {"{0|*}", "^"}, {"{*|0}", "v"},
    {"{0,*|0}", "^*"}, {"{1|0||-1}", "{1|0||-1}"}, {"{1/2|-1/2}", "+-1/2"}, {"3/2", "3/2"},
    {"{0|0}", "*"}, {"{0,*|0,*}", "*2"}, {"^^", "^^"}, {"^+^+^", "^3"}, {"v*", "v*"}, {"{3||2*|1*}", "{3||2*|1*}"},
    {"+-{1,{2|0}}", "+-{1,{2|0}}"}, {"{1*|-1*}", "+-(1*)"}, {"1/2^*", "1/2^*"}, {"{0||0|-1}", "Tiny(1)"},
    {"{1||1|0}", "1Tiny(1)"}, {"-8/1024", "-1/128"}, {"0.75", "3/4"},
  } do
    T.eq(s(cgt(c[1])), c[2], c[1])
  end
end)

-- Values CGSuite's own test suite expects (lib/core/src/test/.../CanonicalShortGameTestCase.scala):
-- input, display, thermograph, incentives, atomic weight (nil: not atomic), birthday.
T.test("CGSuite's reference values: display, thermograph, incentives, atomic weight, birthday", function()
  for _, c in ipairs{
    {"25/16", "25/16", "Thermograph(25/16,[-1/16,-1/2],[0,-1,0],25/16,[-1/16,-1/8,-1/2],[0,1,0,1])", "{-1/16}", nil, 6},
    {"*8", "*8", "Thermograph(0,[0],[0,-1],0,[0],[0,1])", "{*8,*9,*10,*11,*12,*13,*14,*15}", "0", 8},
    {"9/8+*", "9/8*", "Thermograph(9/8,[0,-1/8,-1/4],[0,-1,0,-1],9/8,[0,-1/8],[0,1,0])", "{*}", nil, 6},
    {"v*", "v*", "Thermograph(0,[0],[0,-1],0,[0],[0,1])", "{^*}", "-1", 2},
    {"^*6", "^*6", "Thermograph(0,[0],[0,-1],0,[],[0])", "{^*}", "1", 8},
    {"73/16+v9*8", "73/16v9*8", "Thermograph(73/16,[-1/16,-1/2],[0,-1,0],73/16,[0,-1/16,-1/2],[0,1,0,1])", "{^*}", nil, 27},
    {"{^^^|vv}", "{^3|vv}", "Thermograph(0,[0],[0,-1],0,[0],[0,1])", "{{^5|0}}", "{1|0}", 5},
    {"{0|||0||-1|-3}", "Tiny({3|1})", "Thermograph(0,[0],[0,-1],0,[],[0])", "{{3Tiny({3|1})|1Tiny({3|1}),{2,{3|1}|0}||0}}", "0", 6},
    {"{5||3|1|||0||||0}", "Miny({5||3|1})", "Thermograph(0,[],[0],0,[0],[0,1])",
     "{{5Tiny({5||3|1})|{3,{3|1}|||3|1||0|-2,{-2|-4}},{{4|2},{5||3|1}|0}||0}}", "0", 8},
    {"{1|^^||^}", "{1|^^||^}", "Thermograph(0,[0],[0,-1],0,[],[0])", "{{1v|^||0},{{1v|^},{1v||1vv|0}|0,{^|0,{0|-1^^}}}}", "2", 5},
    {"{3||2+*|1+*}", "{3||2*|1*}", "Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])", "{{2*|1*||0}}", nil, 5},
    {"{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", "{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}",
     "Thermograph(-5/16,[21/16,1/2,-1/2],[0,-1,0,-1],-5/16,[21/16,7/8,1/4,0],[0,1,0,1,0])",
     "{{{4*|3||{5/2|3/2*},{5/2|2*||3/2*|1}},{9/2*|7/2||3/2*|1/2}|0},{{9/2*|7/2||{3|0},{2*,{5/2|2*}|1/2}},{9/2*|7/2||3/2*|1/2}|0,{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}}}",
     nil, 6},
    -- "More complex uptimals": CGSuite's uptimal notation, ^[n] = ^ + ^<2> + ... + ^<n>.
    {"{0|*||*|||*||||*}", "^[4]", "Thermograph(0,[0],[0,-1],0,[],[0])", "{^[4]*}", "1", 5},
    {"{0||0|v*}", "{0|^<2>}", "Thermograph(0,[0],[0,-1],0,[],[0])", "{^[2]*}", "1", 4},
    {"{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}",
     "{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}",
     "Thermograph(0,[0],[0,-1],0,[],[0])", "{^[4]*}", "0", 9},
    {"{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}",
     "{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}",
     "Thermograph(0,[0],[0,-1],0,[0],[0,1])", "{^[4]*}", "0", 12},
  } do
    local G = cgt(c[1])
    T.eq(s(G), c[2], c[1])
    T.eq(s(G:thermograph()), c[3], c[1])
    local inc = {}
    for i, x in ipairs(G:incentives()) do inc[i] = s(x) end
    T.eq("{" .. table.concat(inc, ",") .. "}", c[4], c[1])
    local ok, w = pcall(G.atomic_weight, G)
    T.eq(ok and s(w) or nil, c[5], c[1])
    T.eq(G:birthday(), c[6], c[1])
  end
end)

-- The same file's options and one-sided incentives of those games, in CGSuite's notation.
T.test("CGSuite's uptimal notation: options and incentives", function()
  local function list(v)
    local out = {}
    for i, x in ipairs(v) do out[i] = s(x) end
    return "{" .. table.concat(out, ",") .. "}"
  end
  local A, B = cgt("{0|*||*|||*||||*}"), cgt("{0||0|v*}")
  T.eq(list(A:left_options()), "{^[3]}")
  T.eq(list(A:right_options()), "{*}")
  T.eq(list(A:left_incentives()), "{v<4>}")
  T.eq(list(A:right_incentives()), "{^[4]*}")
  T.eq(list(B:left_options()), "{0}")
  T.eq(list(B:right_options()), "{^<2>}")
  T.eq(list(B:left_incentives()), "{{v<2>|0}}")
  T.eq(list(B:right_incentives()), "{^[2]*}")
  local C = cgt("{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}")
  T.eq(list(C:left_options()), "{{0||0,v*|vv}}")
  T.eq(list(C:left_incentives()), "{{0|^[3]*||0,^[3]*|||0}}")
  -- The notation parses back, and names the games of its definition: ^<2> = {0|v*},
  -- ^<3> = {0|v* - ^<2>}, ^[n] = ^ + ^<2> + ... + ^<n>, v<n> = -^<n>.
  local up2 = cgt.game({0}, {cgt("v*")})
  local up3 = cgt.game({0}, {cgt("v*") - up2})
  T.eq(cgt("^<2>"), up2)
  T.eq(cgt("^<3>"), up3)
  T.eq(cgt("^[3]"), cgt.up() + up2 + up3)
  T.eq(cgt("v<3>*"), -up3 + cgt.star())
  T.eq(cgt("1^[2]*2"), 1 + cgt.up() + up2 + cgt.star(2))
  T.eq(s(up2 + up3 + cgt.up()), "^[3]")
  T.eq(s(-(up2 + cgt.up()) + 2), "2v[2]")
  T.eq(s(cgt.game({cgt("1^<2>")}, {cgt("-1v<2>")})), "+-(1^<2>)")
  for _, text in ipairs{"^<2>", "v[3]*", "1/2^<4>*3", "{0|^<2>}", "{^[3]|v<2>*}", "+-(1^<2>)"} do
    T.eq(s(cgt(text)), text)
  end
  T.raises(function() return cgt("^<2") end, "cgt: argument 1: expected '>' to close ^<n> at character 4")
  T.raises(function() return cgt("v[0]") end, "cgt: argument 1: the order n of v[n] must be at least 1")
end)

T.test("games from options, nimbers and ups", function()
  T.eq(s(cgt.game({2}, {-1})), "{2|-1}")
  T.eq(s(cgt.game({}, {})), "0")
  T.eq(s(cgt.game({cgt.star(), 0}, {0, cgt.star()})), "*2")
  T.eq(s(cgt.game({rat(1, 2)}, {1})), "3/4")
  T.eq(s(cgt.game({cgt("{3|2}")}, {})), "2")  -- {3|2} reverses through 2
  T.eq(s(cgt.star()), "*")
  T.eq(s(cgt.star(0)), "0")
  T.eq(s(cgt.star(7)), "*7")
  T.eq(s(cgt.up()), "^")
  T.eq(s(cgt.up(-2)), "vv")
  T.eq(s(cgt.up(1000)), "^1000")
end)

T.test("arithmetic and comparison", function()
  local G, H = cgt("{2|-1}"), cgt("{3||2*|1*}")
  T.eq(G - G, cgt(0))
  T.eq(G + H - H, G)
  T.eq(-(-G), G)
  T.eq(s(-G), "{1|-2}")
  T.eq(cgt.star() + cgt.star(), cgt(0))
  T.eq(cgt.up() + cgt.up(), cgt("^^"))
  T.eq(s(cgt.up() + cgt.star()), "^*")
  T.eq(s(G + 1), "{3|0}")
  T.eq(s(1 + G), "{3|0}")
  T.eq(s(G + rat(1, 2)), "{5/2|-1/2}")
  T.truthy(cgt.up() > 0)
  T.truthy(0 < cgt.up())
  T.truthy(cgt.up() <= cgt("{0|*}"))
  T.truthy(not (cgt.star() <= 0))
  T.truthy(not (cgt.star() >= 0))
  T.truthy(cgt.confused(cgt.star(), 0))
  T.truthy(not cgt.confused(cgt.up(), 0))
  T.truthy(cgt(rat(1, 2)) < 1)
  T.truthy(cgt.star() ~= cgt.up())
  T.truthy(cgt(1) ~= 1, "a game never equals a Lua number")
end)

T.test("outcomes", function()
  T.eq(cgt(0):outcome(), "P")
  T.eq(cgt.star():outcome(), "N")
  T.eq(cgt.up():outcome(), "L")
  T.eq(cgt.up(-1):outcome(), "R")
  T.eq(cgt("{2|-1}"):outcome(), "N")
  T.eq(cgt(-3):outcome(), "R")
end)

T.test("stops, means, temperatures: CGSuite's conventions", function()
  T.eq(cgt(3):temperature(), rat(-1))
  T.eq(cgt(rat(3, 4)):temperature(), rat(-1, 4))
  T.eq(cgt.star():temperature(), rat(0))
  T.eq(cgt("1^*"):temperature(), rat(0))
  T.eq(cgt("+-5"):temperature(), rat(5))
  T.eq(cgt("{2|-1}"):left_stop(), rat(2))
  T.eq(cgt("{2|-1}"):right_stop(), rat(-1))
  T.eq(cgt(5):mean(), rat(5))
  T.eq(cgt("2^1000"):left_stop(), rat(2), "a big up multiple costs one record")
end)

T.test("cooling and heating", function()
  local G = cgt("{2|-1}")
  T.eq(s(G:cool(1)), "{1|0}")
  T.eq(s(G:cool(rat(3, 2))), "1/2*")  -- cooled by its temperature: the mean plus an infinitesimal
  T.eq(s(G:cool(2)), "1/2")
  T.eq(s(cgt(3):cool(5)), "3")
  T.eq(s(cgt("{1|0}"):heat(1)), "{2|-1}")
  T.eq(G:cool(1):heat(1), G)
  T.eq(s(cgt(rat(1, 2)):heat(1)), "1/2")
end)

T.test("products: n copies, Norton multiplication, ordinal sums, overheating", function()
  local G = cgt("{1|0}")
  T.eq(3 * G, G + G + G)
  T.eq(G * 3, 3 * G)
  T.eq(s(-2 * cgt.up()), "vv")
  T.eq(0 * G, cgt(0))
  T.eq(cgt(3) * G, 3 * G, "an integer game counts as n")
  T.eq(s(cgt("1180591620717411303424") * cgt("{1|0}")), "590295810358705651712", "2^70 copies: 2^69 (+-1/2 cancels)")
  T.eq(s(cgt(rat(1, 2)):norton(cgt.up())), "{^^*|v*}")  -- CGSuite's (1/2).NortonMultiply(^)
  T.eq(s(cgt(1):ordinal_sum(-1)), "1/2")                 -- Hackenbush: blue, then red on top
  T.eq(s(cgt(rat(7, 16)):overheat(0, 0)), "^[3]")       -- CGSuite's (7/16).Overheat(0,0)
  T.eq(s(3 * cgt("{pass|1/2}")), "3/2under")          -- a loopy operand goes to the loopy games
  T.raises(function() return cgt.up() * cgt.up() end, "cgt.game.__mul: argument 2: expected integer, got cgt.game")
  T.raises(function() return cgt.up() * 1.5 end, "cgt.game.__mul: argument 2: expected integer, got 1.5")
  T.raises(function() return cgt.up():norton("x") end)
end)

T.test("options, predicates, birthdays", function()
  local H = cgt("{3||2*|1*}")
  local L, R = H:left_options(), H:right_options()
  T.eq(#L, 1)
  T.eq(L[1], cgt(3))
  T.eq(#R, 1)
  T.eq(s(R[1]), "{2*|1*}")
  T.eq(#cgt(0):left_options(), 0)
  T.eq(s(cgt(2):left_options()[1]), "1")
  T.eq(#cgt(2):right_options(), 0)
  T.truthy(cgt("{0|1}"):is_number())
  T.truthy(not cgt("{1|0}"):is_number())
  T.truthy(cgt(4):is_integer())
  T.truthy(cgt("*3"):is_nimber())
  T.truthy(cgt(0):is_nimber())
  T.truthy(cgt("^*"):is_infinitesimal())
  T.truthy(cgt("+-2"):is_switch())
  T.eq(cgt("{0|1}"):to_number(), rat(1, 2))
  T.eq(cgt(0):birthday(), 0)
  T.eq(cgt.star():birthday(), 1)
  T.eq(cgt.up():birthday(), 2)
  T.eq(cgt(rat(5, 4)):birthday(), 4)
  T.eq(H:birthday(), 5)
end)

T.test("atomic weights and incentives", function()
  T.eq(cgt.up():atomic_weight(), cgt(1))
  T.eq(cgt.up(3):atomic_weight(), cgt(3))
  T.eq(cgt("^*"):atomic_weight(), cgt(1))
  T.eq(cgt.star(4):atomic_weight(), cgt(0))
  T.eq((cgt.up(2) + cgt.star()):atomic_weight(), cgt(2))
  local inc = cgt("{2|-1}"):incentives()
  T.eq(#inc, 1)
  T.eq(s(inc[1]), "{3|0}")  -- 2 - {2|-1} = {2|-1} - (-1)
  T.eq(s(cgt("{2|-1}"):left_incentives()[1]), "{3|0}")
  T.eq(s(cgt.star():incentives()[1]), "*")
end)

T.test("thermographs: walls, mast, CGSuite's text", function()
  local Th = cgt("{2|-1}"):thermograph()
  T.eq(s(Th), "Thermograph(1/2,[3/2],[0,-1],1/2,[3/2],[0,1])")
  T.eq(Th:mast(), rat(1, 2))
  T.eq(Th:temperature(), rat(3, 2))
  T.eq(Th:left_stop(), rat(2))
  T.eq(Th:right_stop(), rat(-1))
  local L = Th:left_wall()
  T.eq(#L, 2)
  T.eq(L[1][1], rat(-1))
  T.eq(L[1][2], rat(3))
  T.eq(L[2][1], rat(3, 2))
  T.eq(L[2][2], rat(1, 2))
  local R = Th:right_wall()
  T.eq(R[1][2], rat(-2))
  T.eq(R[2][2], rat(1, 2))
  T.eq(Th:left_at(1), rat(1))
  T.eq(Th:right_at(1), rat(0))
  T.eq(Th:left_at(5), rat(1, 2))
  T.eq(s(cgt.star():thermograph()), "Thermograph(0,[0],[0,-1],0,[0],[0,1])")
  T.eq(s(cgt(1):thermograph()), "Thermograph(1,[],[0],1,[],[0])")
  T.eq(cgt("{3||2*|1*}"):thermograph():temperature(), rat(3, 4))
  T.eq(Th, cgt("{2|-1}"):thermograph())
  local t = Th:to_table()
  T.eq(t.mast, rat(1, 2))
  T.eq(t.text, s(Th))
  T.eq(#t.right, 2)
end)

T.test("thermographs: pictures by gnuplot (to_svg, plot)", function()
  local Th = cgt("{3||2*|1*}"):thermograph()
  local svg = Th:to_svg(nil, {title = "{3||2*|1*}"})
  T.truthy(svg:find("<svg", 1, true) and svg:find("</svg>", 1, true))
  T.truthy(svg:find("{3||2*|1*}: mean 9/4, temperature 3/4", 1, true))
  local path = os.tmpname()
  os.remove(path)
  path = path .. ".svg"
  T.eq(Th:to_svg(path), path)
  T.truthy(T.slurp(path):find("</svg>", 1, true))
  os.remove(path)
  local p = Th:plot{width = 60, height = 16}
  T.truthy(p.text:find("left wall", 1, true) and p.text:find("mean 9/4, temperature 3/4", 1, true))
end)

T.test("to_string: cut and shared structure", function()
  local G = cgt("{1|0}+{2|-1}")
  local text, cut = G:to_string()
  T.eq(text, s(G))
  T.eq(cut, false)
  local short, cut2 = G:to_string{max_chars = 4}
  T.eq(cut2, true)
  T.eq(short:sub(-3), "...")
  local shared = cgt.robin_hood(9, 4, 3):value():to_string{shared = true}
  T.eq(shared:find("{6,g1,{6,g1|g5,g7}|+-{5,g2,g7},g8,g9}  where g1 = {6|g2}, g2 = {5|g3}", 1, true), 1, shared)
  local t = cgt("{2|-1}"):to_table()
  T.eq(t.text, "{2|-1}")
  T.eq(t.left[1], "2")
  T.eq(t.outcome, "N")
  T.eq(t.temperature, rat(3, 2))
  T.truthy(alea.to_json(t):find("\"mean\":\"1/2\"", 1, true))
end)

T.test("group laws and comparison on random games", function()
  local atoms = {cgt(0), cgt(1), cgt(-1), cgt(rat(1, 2)), cgt.star(), cgt.up(), cgt("{2|-1}"), cgt("{1|0}")}
  local games = {}
  for i = 1, #atoms do games[i] = atoms[i] end
  local seed = 7
  local function pick(t)
    seed = (seed * 1103515245 + 12345) % 2147483648
    return t[seed % #t + 1]
  end
  for _ = 1, 40 do games[#games + 1] = cgt.game({pick(games), pick(games)}, {pick(games)}) end
  for _ = 1, 200 do
    local a, b, c = pick(games), pick(games), pick(games)
    T.eq(a + b, b + a)
    T.eq((a + b) + c, a + (b + c))
    T.eq(a - a, cgt(0))
    T.eq(a <= b and b <= a, a == b)
    T.eq(a <= b, (b - a):outcome() == "L" or (b - a):outcome() == "P")
    T.eq(cgt.confused(a, b), (a - b):outcome() == "N")
    -- the stops are the thermograph's walls at t = 0
    local th = a:thermograph()
    T.eq(th:left_stop(), a:left_stop())
    T.eq(th:right_stop(), a:right_stop())
    -- printing parses back
    T.eq(cgt(s(a)), a)
  end
end)

T.test("errors: malformed strings point at the character", function()
  T.eq(T.raises(function() return cgt("{1|2") end),
       "cgt: argument 1: missing '}' at character 5:\n  {1|2\n      ^")
  T.raises(function() return cgt("{1 2|3}") end, "cgt: argument 1: expected ',', '|' or '}' at character 4")
  T.raises(function() return cgt("1/3") end, "'1/3' is not a dyadic rational at character 1")
  T.raises(function() return cgt("abc") end, "cgt: argument 1: unknown name")
  T.raises(function() return cgt("") end, "cgt: argument 1:")
end)

T.test("errors: arguments that are not games, and values that do not exist", function()
  T.eq(T.raises(function() return cgt.game({1, "x"}, {}) end),
       "cgt.game: argument 1: entry 2: expected a game or a number, got string")
  T.eq(T.raises(function() return cgt.game({}, {rat(1, 3)}) end),
       "cgt.game: argument 2: entry 1: 1/3 is not a dyadic rational (the numbers of short games are m/2^k)")
  T.eq(cgt.game({0.5}, {}), cgt("1"))  -- a float is its binary value (issue 31): {1/2 |} = 1
  T.eq(T.raises(function() return cgt.game({0 / 0}, {}) end),
       "cgt.game: argument 1: entry 1: expected a finite number, got NaN")
  T.eq(T.raises(function() return cgt.game({1}) end), "cgt.game: argument 2: expected a value, got no value")
  T.eq(T.raises(function() return cgt.star(-1) end),
       "cgt.star: argument 1: expected an integer in [0, 9223372036854775807], got -1")
  T.eq(T.raises(function() return cgt("{2|-1}"):cool(-1) end),
       "cgt.game:cool: argument 1: cannot cool by -1 (the temperature must be > -1)")
  T.eq(T.raises(function() return cgt("{2|-1}"):atomic_weight() end),
       "cgt.game:atomic_weight: self: {2|-1} is not infinitesimal, so it has no atomic weight")
  T.eq(T.raises(function() return cgt("{2|-1}"):to_number() end), "cgt.game:to_number: self: {2|-1} is not a number")
  T.eq(T.raises(function() return cgt("{2|-1}") + {} end), "cgt.game.__add: argument 2: expected a game or a number, got table")
  T.eq(T.raises(function() return cgt.star() < "x" end), "cgt.game.__lt: argument 2: expected a game or a number, got string")
  T.eq(T.raises(function() return cgt("{2|-1}"):thermograph():left_at(-2) end),
       "cgt.thermograph:left_at: argument 1: the walls start at t = -1, got -2")
  T.eq(T.raises(function() return cgt("{2|-1}"):to_string{max_chars = 0} end),
       "cgt.game:to_string: argument 1: option 'max_chars': expected an integer in [1, 1099511627776], got 0")
  T.raises(function() return cgt("{2|-1}"):thermograph():to_svg("/no/such/dir/x.svg") end,
           "cgt.thermograph:to_svg: argument 1: cannot write '/no/such/dir/x.svg'")
end)

T.done()
