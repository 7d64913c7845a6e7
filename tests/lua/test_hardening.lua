-- Issue 16's reproductions of crashes, undefined behaviour and silently wrong answers, each now a
-- clear error naming the function and argument, or the right value (the Ctrl-C and memory ones
-- run under a watchdog in tests/host/test_limits.cpp).
local T = require "harness"
local D = prob.dice(2)

-- The rows alea.read_csv makes of a file holding `text`.
local function csv_rows(text)
  local path = os.tmpname()
  local f = assert(io.open(path, "wb"))
  f:write(text)
  f:close()
  local ok, rows = pcall(alea.read_csv, path)
  os.remove(path)
  assert(ok, rows)
  return rows
end

T.test("a userdata given another type's metatable is refused by its tag, not trusted", function()
  local P = prob.dice(2)
  debug.setmetatable(P, getmetatable(rat(1, 2)))
  T.raises(function() return P + 1 end, "rat.__add: argument 1: expected integer or rat, got rat in name only")
  T.raises(function() return rat.floor(P) end, "in name only")
end)

T.test("token counts past 2^63 - 1 are refused, not wrapped", function()
  T.raises(function() return alloc(D, {math.maxinteger, math.maxinteger, 0, 0, 0, 0, 0, 0, 0, 0, 0}) end,
           "alloc: argument 2: the counts add up to more than 2^63 - 1 tokens")
end)

T.test("huge counts are refused by the fast methods with the limit, not by a library's words", function()
  local X = alloc(D, {0, 0, 0, 0, 0, 1000000000000, 0, 0, 0, 0, 0})
  T.raises(function() return X:expected_time() end,
           "allocation:expected_time: self: the fast method takes at most 10000000000 tokens on one value, got 1000000000000 on value 6")
  T.raises(function() return X:variance() end, "allocation:variance: self: the fast method takes at most")
end)

T.test("two-value formulas: tiny p and a million tokens are right in floats", function()
  -- E[T] for x1 = x2 = 3 tends to 3/p as p -> 0 (value 1 is rolled 3 times, value 2 long before).
  T.near(alloc.two_value.expected_time(1e-300, 3, 3, {formula = 1}), 3e300, 1e286)
  -- [0, 10^6] at p = 1/2: the time to roll value 2 a million times, exactly 2 * 10^6.
  T.eq(alloc.two_value.expected_time(rat(1, 2), 0, 1000), rat(2000))
  T.near(alloc.two_value.expected_time(0.5, 0, 1000000), 2000000, 1e-6)
  T.near(alloc.two_value.expected_time(0.5, 0, 1000000, {formula = 1}), 2000000, 1e-6)
end)

T.test("paper_format with no digits rounds, and says nothing of std::string", function()
  T.eq(doubling.paper_format(0.5, 0), "1")
  T.eq(doubling.paper_format(1 / 3, 3), ".333")
end)

T.test("prob: holes and stray keys are errors whatever the constructor syntax", function()
  T.raises(function() return prob{[1] = 1, [3] = 1} end, "prob: argument 1: expected an array 1..1, but it also has the key 3")
  T.raises(function() return prob{1, nil, 3} end, "prob: argument 1: array has a hole at index 2")
  T.raises(function() return prob({1, 1}, {labels = {1, 1}}) end, "label \"1\" is given twice")
end)

T.test("allocation strings: unclosed brackets, blanks and commas are errors", function()
  T.raises(function() return alloc(D, "[6 7^2") end, "alloc: argument 2: '[' is not closed")
  T.raises(function() return alloc(D, "  ") end, "alloc: argument 2: no label")
  T.raises(function() return alloc(D, "6,7,8") end, "alloc: argument 2: commas separate labels only inside brackets")
  T.eq(tostring(alloc(D, "[6, 7, 8]")), tostring(alloc(D, "6 7 8")))
end)

T.test("methods refuse extra arguments like module functions", function()
  T.raises(function() return D:labels(1) end, "prob:labels: argument 1: too many arguments (expected at most 0)")
  T.raises(function() return rat(1, 2):num(3) end, "rat:num: argument 1: too many arguments")
end)

T.test("read_csv keeps a hexadecimal integer past 2^63 as its text, never wrapped to -1", function()
  local rows = csv_rows("x\n0x7fffffffffffffffff\n")
  T.eq(rows[1].x, "0x7fffffffffffffffff")
end)

T.test("read_csv: a cell with a NUL after digits is text (libFuzzer found a crash there)", function()
  -- lua_stringtonumber read "2" from "2\0\0" and pushed it; the stack was then off by one.
  local rows = csv_rows("a,b\n1,\"x,y\"\n2\0\0,truj\n")
  T.eq(#rows, 2)
  T.eq(rows[1].a, 1)
  T.eq(rows[1].b, "x,y")
  T.eq(rows[2].a, "2\0\0")
  T.eq(rows[2].b, "truj")
end)

T.done()
