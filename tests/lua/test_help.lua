-- help() and apropos(): they read the same registry as docs/api.md.
local T = require "harness"

T.test("help for modules, functions, types, objects and names", function()
  help()
  help(rat)
  help(prob)
  help(alea)
  help(prob.dice)
  help(rat.floor)
  help(rat(1, 2))            -- an object: its type
  help(prob.dice(2))
  help(prob.dice(2).labels)  -- a method taken as a value
  help("prob.dice")
  help("rat.floor")
  help("rat:num")
  help("rat.num")            -- method names also read with a dot
  help("alea.to_json")
  help(help)
  help(apropos)
  help(print)                -- a plain Lua function gets a pointer to the manual
  X = alloc(prob.dice(2), "6 7 8")
  help(X.expected_time)      -- a method of an object
  help("X:expected_time")    -- by name, through the global X
  help("X.expected_time")
  help(alloc.two_value)      -- a table of functions inside a module
  help("alloc.two_value")
  X = nil
end)

T.test("help of something unknown raises 'no help'", function()
  T.raises(function() help(123) end, "help: argument 1: no help for integer")
  T.raises(function() help("no_such_function") end, "no help for 'no_such_function'")
  T.raises(function() help("rat.no_such") end, "no help for 'rat.no_such'")
  T.raises(function() help({}) end, "no help for table")
  T.raises(function() help(io.stdout) end, "no help for FILE*")
  T.raises(function() help("nobody:expected_time") end, "no help for 'nobody:expected_time'")
  Y = 5
  T.raises(function() help("Y:expected_time") end, "no help for 'Y:expected_time'")
  T.raises(function() help("Y.z.w") end, "no help for 'Y.z.w'")
  Y = nil
end)

T.test("help by the name a signature gives self, without that global (issue 31)", function()
  G = nil
  help("G:richman")          -- graph.game's
  help("G:to_table")         -- cgt.game's and graph.game's: both are shown
  T.raises(function() help("Q:richman") end, "no help for 'Q:richman'")
end)

T.test("apropos searches names and descriptions", function()
  apropos("dice")
  apropos("DICE")
  apropos("csv")
  apropos("zzz-nothing-matches")
  T.raises(function() apropos() end, "apropos: argument 1: expected a value, got no value")
  T.raises(function() apropos(5) end, "expected string, got integer")
end)

T.done()
