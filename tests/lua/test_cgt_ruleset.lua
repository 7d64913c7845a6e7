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
  T.eq(T.raises(function() return rules(function() return {} end):thermograph({}) end),
       "cgt.ruleset:thermograph: key: a position is a table: positions other than numbers and strings need a key function")
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
       "cgt.ruleset: argument 1: unknown option 'lft' (known: left, right, moves, parts, key, impartial)")
  T.eq(T.raises(function() return cgt.ruleset(f) end), "cgt.ruleset: argument 1: expected table, got function")
end)

T.done()
