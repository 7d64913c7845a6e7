-- Ctrl-C while graph.from_rules runs the user's Lua rules: a signal sent to alea half a second in
-- stops the exploration with "interrupted" (the count hook polls the flag inside Lua code, which
-- never reaches check_interrupt()). Alone in its file: the flag stays set until the script ends.
local T = require "harness"
alea.interrupts("error")  -- the test catches the interrupt (by default nothing in Lua can)

T.test("Ctrl-C stops graph.from_rules inside a busy rule function", function()
  local started = os.clock()
  local ok, a, b = pcall(function()
    os.execute("(sleep 0.5; kill -INT $PPID) &")  -- $PPID: alea, the parent of this shell
    local inner_ok, inner_err = pcall(graph.from_rules, {
      start = 0,
      blue = function(x)
        local s = 0
        for i = 1, 1000000 do s = s + i end
        return {x + 1}
      end,
      red = function(x) return {x - 1} end,
      payoff = function(x) end,
      max_positions = 3000})  -- a safety net should the signal never come
    for _ = 1, 10 do end  -- a Lua hook the signal armed fires here, inside the outer pcall
    return inner_ok, inner_err
  end)
  -- ok: from_rules itself failed (a = false, b its message); not ok: the hook fired after it (a)
  if ok then T.eq(a, false) end
  local message = tostring(ok and b or a)
  T.truthy(message:find("interrupted", 1, true), message)
  T.truthy(os.clock() - started < 10)
end)

T.done()
