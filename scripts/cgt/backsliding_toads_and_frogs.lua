-- Backsliding Toads and Frogs: a loopy Toads and Frogs (Winning Ways ch. 11 analyses a backsliding
-- variant; the rules here are stated in full and every value asserted is derived from them by hand
-- in docs/cgt.md, "Loopy games: the example scripts", not taken from the book). A strip of squares
-- holds toads (T, Left's) and frogs (F, Right's). A toad moves one square right into an empty
-- square, or jumps right over one frog into the empty square beyond it, or slides one square left
-- into an empty square; a frog does the mirror image. A player who cannot move loses. Play can
-- repeat (a toad slides forward and back), so positions are valued as loopy games: the values on
-- (Left can move for ever and Right never), off, dud (a draw), +-on and sided values appear on
-- strips of two to six squares. Every value's outcome class is also checked against alternating
-- play worked out without cgt (scripts/cgt/common.lua's alternating_play).
local here = (arg and arg[0] and arg[0]:match("(.*/)")) or "./"
local C = dofile(here .. "common.lua")

-- The strips after one move of a `me` piece: forward by `dir`, a jump over one `other`, a slide back.
local function strip_moves(strip, me, other, dir)
  local out = {}
  local function at(i) return i >= 1 and i <= #strip and strip:sub(i, i) or nil end
  local function moved(i, j)
    local s = strip:sub(1, i - 1) .. "." .. strip:sub(i + 1)
    return s:sub(1, j - 1) .. me .. s:sub(j + 1)
  end
  for i = 1, #strip do
    if at(i) == me then
      if at(i + dir) == "." then out[#out + 1] = moved(i, i + dir) end
      if at(i + dir) == other and at(i + 2 * dir) == "." then out[#out + 1] = moved(i, i + 2 * dir) end
      if at(i - dir) == "." then out[#out + 1] = moved(i, i - dir) end
    end
  end
  return out
end

local left = function(strip) return strip_moves(strip, "T", "F", 1) end
local right = function(strip) return strip_moves(strip, "F", "T", -1) end
local rules = cgt.ruleset{loopy = true, left = left, right = right}

-- Derived by hand (docs/cgt.md); nil: printed and checked against play only.
local cases = {
  {"T.", "on"}, {".F", "off"}, {"TF", "0"},
  {"F.T", "*"}, {"FT.", "0"}, {".FT", "0"},
  {"T.F", "0"}, {".TF", "*"}, {"TF.", "*"},
  {"FFT.T", "on"}, {"F.FTT", "off"}, {"FF.TT", "+-on"}, {"FF..TT", "dud"},
  {"T..F"}, {"F.F.TT"}, {"FF.TT."}, {"TFF.T"},
}

print(string.format("%-8s %-16s %-7s %s", "strip", "value", "outcome", ""))
for _, case in ipairs(cases) do
  local strip, expected = case[1], case[2]
  local v = rules:value(strip)
  local outcome, first, second = C.alternating_play({strip}, function(s) return left(s), right(s) end)(strip)
  if v:outcome() ~= outcome then
    error(string.format("%s: the value %s has outcome %s, but play gives %s first, %s second", strip, tostring(v),
                        v:outcome(), first, second))
  end
  if expected and tostring(v) ~= expected then
    error(string.format("%s: value %s, derived by hand %s", strip, tostring(v), expected))
  end
  print(string.format("%-8s %-16s %-7s %s", strip, tostring(v), outcome, expected and "= by hand" or ""))
end
-- Sums: two strips whose values are on and off make dud, as on + off = dud (Siegel, CGT VI).
local sum = rules:value("T.") + rules:value(".F")
if tostring(sum) ~= "dud" then error("T. + .F: " .. tostring(sum) .. ", not dud") end
print("T. + .F = " .. tostring(sum))
