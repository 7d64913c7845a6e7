-- Rulesets written in Lua: Domineering's known values, the memo, and the errors of rules that
-- fail, return garbage or are not short.
local T = require "harness"

-- Domineering, as scripts/cgt/domineering.lua defines it (scripts/cgt/common.lua).
local C = dofile(os.getenv("ALEA_SOURCE_DIR") .. "/scripts/cgt/common.lua")
local domineering, rectangle = C.domineering, C.rectangle

T.test("Domineering: strips and the small rectangles of Winning Ways", function()
  for n = 1, 8 do
    T.eq(domineering:value(rectangle(n, 1)), cgt(n // 2), n .. " x 1")
    T.eq(domineering:value(rectangle(1, n)), cgt(-(n // 2)), "1 x " .. n)
  end
  T.eq(tostring(domineering:value(rectangle(2, 2))), "+-1")
  T.eq(tostring(domineering:value(rectangle(3, 3))), "+-1")
  T.eq(tostring(domineering:value(rectangle(2, 3))), "{2|-1/2}")
  T.eq(tostring(domineering:value(rectangle(3, 2))), "{1/2|-2}")
  T.eq(domineering:value(rectangle(2, 4)), -domineering:value(rectangle(4, 2)), "transposing negates")
end)

T.test("Domineering: boards CGSuite evaluates", function()
  for _, c in ipairs{
    {".#|..", "*"}, {".##|.##|...", "0"}, {"..#|..#|##.", "+-1"}, {"..#|..#|...", "{1/2|-2}"},
    {".#.#|.#..", "1*"}, {"#...|....|....|....", "+-(1*)"},
  } do
    T.eq(tostring(domineering:value(c[1])), c[2], c[1])
  end
  T.eq(domineering:thermograph("#...|....|....|...."):temperature(), rat(1))
end)

T.test("Domineering: direct thermographs equal those of the canonical forms", function()
  for r = 1, 3 do
    for c = 1, 4 do
      local b = rectangle(r, c)
      T.eq(domineering:thermograph(b), domineering:value(b):thermograph(), b)
    end
  end
end)

T.test("the memo: each position's rules run once for the life of the ruleset", function()
  local calls = 0
  local R = cgt.ruleset{
    left = function(n) calls = calls + 1; return n >= 1 and {n - 1} or {} end,
    right = function(n) calls = calls + 1; return n >= 2 and {n - 2} or {} end,
  }
  local v = R:value(20)
  local after = calls
  T.eq(R:value(20), v)
  T.eq(R:value(15), R:value(15))
  T.eq(calls, after)
  T.truthy(R:positions() >= 21)
  T.eq(R:to_table().positions_known, R:positions())
  T.truthy(tostring(R):find("positions known", 1, true))
end)

T.test("positions of any kind, with a key", function()
  local R = cgt.ruleset{
    left = function(p) return p.n > 0 and {{n = p.n - 1}} or {} end,
    right = function(p) return {} end,
    key = function(p) return p.n end,
  }
  T.eq(R:value({n = 4}), cgt(4))
  T.eq(R:thermograph({n = 4}):mast(), rat(4))
  local S = cgt.ruleset{left = function(s) return #s > 0 and {s:sub(2)} or {} end, right = function() return {} end}
  T.eq(S:value("abc"), cgt(3))
end)

T.test("positions are known by their value, tables by their contents, as graph.from_rules knows them", function()
  -- No key function: {n = 4} and a table equal to it are one position.
  local R = cgt.ruleset{left = function(p) return p.n > 0 and {{n = p.n - 1}, {n = p.n - 1}} or {} end,
                        right = function() return {} end}
  T.eq(R:value({n = 4}), cgt(4))
  T.eq(R:positions(), 5)
  -- 1 and "1" are two positions: {1 | "1"} with 1 = {|} = 0 and "1" = {| 0} = -1 is {0|-1}.
  local S = cgt.ruleset{left = function(p) return p == 2 and {1} or {} end,
                        right = function(p) return p == 2 and {"1"} or p == "1" and {0} or {} end}
  T.eq(S:value(2), cgt("{0|-1}"))
  -- 2.0 is 2, as Lua keys tables.
  T.eq(S:value(2.0), cgt("{0|-1}"))
end)

T.test("a game a hundred thousand moves long", function()
  local R = cgt.ruleset{left = function(n) return n > 0 and {n - 1} or {} end, right = function() return {} end}
  T.eq(R:thermograph(100000):mast(), rat(100000))
end)

local function rules(left, right, key) return cgt.ruleset{left = left, right = right or function() return {} end, key = key} end

T.test("errors: rules that fail or return garbage name the rule and the position", function()
  T.eq(T.raises(function() return rules(function() error("boom", 0) end):value(1) end),
       "cgt.ruleset:value: left: raised an error at position 1: boom")
  T.eq(T.raises(function() return rules(function() return {} end, function(n) return n end):value(7) end),
       "cgt.ruleset:value: right: returned 7 at position 7, expected an array of positions (an empty table when there is no move)")
  T.eq(T.raises(function() return rules(function() return nil end):value("x") end),
       "cgt.ruleset:value: left: returned nil at position \"x\", expected an array of positions (an empty table when there is no move)")
  T.eq(T.raises(function() return rules(function() return {1, x = 2} end):value(1) end),
       "cgt.ruleset:value: left: returned a table that is not an array at position 1: expected an array 1..1, but it also has the key 'x'")
  T.eq(T.raises(function() return rules(function(n) return {(n + 1) % 3} end):value(0) end),
       "cgt.ruleset:value: left: the ruleset is not short: play can return to position 0 (0 -> 1 -> 2 -> 0)")
  T.eq(T.raises(function() return rules(function(p) return {{n = (p.n + 1) % 2}} end, nil, function(p) return p.n end):value({n = 0}) end),
       "cgt.ruleset:value: left: the ruleset is not short: play can return to position with key 0 (with key 0 -> with key 1 -> with key 0)")
  T.eq(T.raises(function() return rules(function() return {} end):thermograph(print) end),
       "cgt.ruleset:thermograph: key: a position is a function: positions without a canonical text (functions, userdata, tables holding one) need a key function")
  T.eq(T.raises(function() return rules(function() return {} end, nil, function() return {} end):value(1) end),
       "cgt.ruleset:value: key: returned a table, expected a string or a number")
  T.raises(function() return rules(function() return {} end, nil, function() error("bad key", 0) end):value(1) end,
           "cgt.ruleset:value: key: raised an error at a position: bad key")
  local R
  R = rules(function(n) return n > 0 and {R:value(n - 1)} or {} end)
  T.raises(function() return R:value(2) end, "is already computing")
  T.eq(T.raises(function() return rules(function() return {} end):value(nil) end),
       "cgt.ruleset:value: argument 1: expected a position, got nil")
end)

T.test("errors: constructing a ruleset", function()
  local f = function() return {} end
  T.eq(T.raises(function() return cgt.ruleset{left = 1, right = f} end),
       "cgt.ruleset: argument 1: option 'left': expected a function, got number")
  T.eq(T.raises(function() return cgt.ruleset{right = f} end),
       "cgt.ruleset: argument 1: option 'left': expected a function, got nil")
  T.eq(T.raises(function() return cgt.ruleset{left = f, right = f, lft = f} end),
       "cgt.ruleset: argument 1: unknown option 'lft' (known: left, right, key, components, normalize, moves, parts, impartial, loopy)")
  T.eq(T.raises(function() return cgt.ruleset(f) end), "cgt.ruleset: argument 1: expected table, got function")
end)

T.test("R:position: a Lua ruleset's positions are cgt.positions, with the library's methods and sums", function()
  local D = C.domineering
  local P = D:position("...|...")
  T.eq(getmetatable(P), getmetatable(cgt.games.domineering("..")), "one position type")
  T.eq(P:ruleset(), "lua")
  T.eq(tostring(P), "...|...")
  T.eq(P:value(), cgt("{2|-1/2}"))  -- Winning Ways ch. 2, as D:value gives it
  T.eq(P:value(), D:value("...|..."))
  T.eq(P:temperature(), rat(5, 4))
  T.eq(P:outcome(), "N")
  T.eq(#P:left_options(), 3)
  T.eq(tostring(P:right_options()[1]), "##.|...")
  T.eq(P, D:position("...|..."))
  T.truthy(P ~= D:position("..|.."))
  -- the same key in another ruleset is another position
  local D2 = cgt.ruleset{left = function() return {} end, right = function() return {} end}
  T.truthy(P ~= D2:position("...|..."))
  T.eq(D2:position("...|..."):value(), cgt(0))
  T.eq(tostring(D2:position("a\0b")), "a\0b", "a string position is printed whole")
  -- the Lua ruleset and the games library agree on the board
  T.eq(P:value(), cgt.games.domineering("...|..."):value())
  local S = P + cgt.games.domineering("..|..")
  T.eq(#S:components(), 2)
  T.eq(S:value(), cgt("{2|-1/2}") + cgt("+-1"))
  local firsts = S:first_moves("left")
  T.eq(#firsts, 5)
  T.eq(tostring(firsts[1].after), "#..|#..")
  T.eq(S:hotstrat("left").stop, (P + cgt.games.domineering("..|..")):hotstrat("left").stop)
  -- components from the rule, each a position of the ruleset
  local strips = cgt.ruleset{left = function() return {} end,
    right = function(s)
      local out = {}
      for i = 1, #s - 1 do if s:sub(i, i + 1) == ".." then out[#out + 1] = s:sub(1, i - 1) .. "##" .. s:sub(i + 2) end end
      return out
    end,
    components = function(s) local t = {} for run in s:gmatch("%.+") do t[#t + 1] = run end return t end}
  local parts = strips:position("...#....")
  T.eq(#parts:components(), 2)
  T.eq(tostring(parts:components()[2]), "....")
  T.eq(parts:value(), cgt(-3))
  T.eq(#strips:position("#"):components(), 1, "no parts: the position is its own")
  -- positions that are tables, with a key; they outlive their ruleset variable and a coroutine
  local R = cgt.ruleset{left = function(p) return p.n > 0 and {{n = p.n - 1}} or {} end,
                        right = function() return {} end, key = function(p) return p.n end}
  local X = R:position({n = 3})
  T.eq(tostring(X), "3")
  local Y = coroutine.wrap(function() return R:position({n = 5}) end)()
  R = nil
  collectgarbage()
  collectgarbage()
  T.eq(X:value(), cgt(3))
  T.eq(Y:left_options()[1]:value(), cgt(4))
  -- a rule's error inside the core's hot strategy names the rule and the position
  local bad = cgt.ruleset{left = function(p) if p == 1 then error("boom") end return p > 0 and {p - 1} or {} end,
                          right = function() return {} end}
  T.truthy(T.raises(function() return bad:position(3):hotstrat("left") end)
           :find("cgt.position:hotstrat: left: raised an error at position 1: ", 1, true))
  T.truthy(T.raises(function() return bad:position(3):left_options()[1]:left_options()[1]:left_options() end)
           :find("cgt.position:left_options: left: raised an error at position 1:", 1, true))
  T.truthy(T.raises(function() return cgt.ruleset{left = function() return {} end, right = function() return {} end}
                                    :position(print) end)
           :find("cgt.ruleset:position: key: a position is a function: positions without a canonical text", 1, true))
  T.truthy(T.raises(function() return alea.save(os.tmpname(), P) end)
           :find("a position of a Lua ruleset cannot be saved", 1, true))
end)

T.done()
