-- Domineering as a ruleset written in Lua: the values of small rectangles, as Winning Ways and
-- Lessons in Play list them, with their temperatures (the test tests/lua/test_cgt_ruleset.lua
-- checks the same values).
-- The ruleset itself, a dozen lines of Lua, is in common.lua (C.domineering).
local here = (arg and arg[0] and arg[0]:match("(.*/)")) or "./"
local C = dofile(here .. "common.lua")
local domineering, rectangle = C.domineering, C.rectangle

-- The values the literature gives (Winning Ways ch. 2; Lessons in Play), rows x columns.
local known = {["1x2"] = "-1", ["2x1"] = "1", ["2x2"] = "+-1", ["2x3"] = "{2|-1/2}", ["3x2"] = "{1/2|-2}", ["3x3"] = "+-1"}

print(string.format("%-6s %-28s %-8s %-10s %s", "board", "value", "mean", "temp.", "known"))
for r = 1, 4 do
  for c = 1, 4 do
    if r * c <= 12 then
      local b = rectangle(r, c)
      local v = domineering:value(b)
      local name = r .. "x" .. c
      local k = known[name]
      print(string.format("%-6s %-28s %-8s %-10s %s", name, tostring(v), tostring(v:mean()), tostring(v:temperature()),
                          k and (k == tostring(v) and "= " .. k or "DIFFERS from " .. k) or ""))
    end
  end
end
print(string.format("\n%d positions evaluated; the 4 x 4 board missing a corner is %s (CGSuite: +-(1*))",
                    domineering:positions(), tostring(domineering:value("#...|....|....|...."))))
