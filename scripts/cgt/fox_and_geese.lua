-- Fox and Geese (Winning Ways ch. 20; CGSuite's FoxAndGeese and GenFoxAndGeese) as a loopy ruleset
-- written in Lua: the values of small boards, asserted where derived by hand (docs/cgt.md, "Loopy
-- games: the example scripts") and cross-checked everywhere against alternating play worked out
-- without cgt (scripts/cgt/common.lua's alternating_play: who wins with Left first and with Right
-- first, infinite play a draw), which must give each value's outcome class.
--
-- The rules, with CGSuite's conventions (GenFoxAndGeese): the board has `width` columns and
-- unbounded rows, the dark squares (row + column even) only. The geese are Left: a goose moves one square diagonally
-- forward, to the row below (toward row 1). The fox is Right: it moves one square diagonally in any
-- direction. Nobody captures; a player who cannot move loses. Once the fox is behind every goose
-- (on a row above all of them) no goose can ever reach it again and it moves for ever: that
-- position is off, whatever the geese still have (n + off = off), so the graph of positions is
-- finite.
--
-- A position is "f:r,c g:r,c g:r,c ..." (the geese sorted), or "free" once the fox has escaped.
local here = (arg and arg[0] and arg[0]:match("(.*/)")) or "./"
local C = dofile(here .. "common.lua")

local function square(r, c) return r .. "," .. c end

local function fox_and_geese(width)
  local function decode(p)
    local fr, fc = p:match("^f:(%d+),(%d+)")
    local geese = {}
    for r, c in p:gmatch("g:(%d+),(%d+)") do geese[#geese + 1] = {tonumber(r), tonumber(c)} end
    return {tonumber(fr), tonumber(fc)}, geese
  end
  local function encode(fox, geese)
    local top = 0
    for _, g in ipairs(geese) do top = math.max(top, g[1]) end
    if fox[1] > top then return "free" end
    local gs = {}
    for _, g in ipairs(geese) do gs[#gs + 1] = "g:" .. square(g[1], g[2]) end
    table.sort(gs)
    return "f:" .. square(fox[1], fox[2]) .. " " .. table.concat(gs, " ")
  end
  local function empty(fox, geese, r, c)
    if r < 1 or c < 1 or c > width then return false end
    if fox[1] == r and fox[2] == c then return false end
    for _, g in ipairs(geese) do if g[1] == r and g[2] == c then return false end end
    return true
  end
  local left = function(p)
    if p == "free" then return {} end
    local fox, geese = decode(p)
    local out = {}
    for i, g in ipairs(geese) do
      for _, dc in ipairs{-1, 1} do
        if empty(fox, geese, g[1] - 1, g[2] + dc) then
          local moved = {}
          for j, h in ipairs(geese) do moved[j] = j == i and {g[1] - 1, g[2] + dc} or h end
          out[#out + 1] = encode(fox, moved)
        end
      end
    end
    return out
  end
  local right = function(p)
    if p == "free" then return {"free"} end  -- the fox runs for ever: a pass
    local fox, geese = decode(p)
    local out = {}
    for _, dr in ipairs{-1, 1} do
      for _, dc in ipairs{-1, 1} do
        if empty(fox, geese, fox[1] + dr, fox[2] + dc) then out[#out + 1] = encode({fox[1] + dr, fox[2] + dc}, geese) end
      end
    end
    return out
  end
  return cgt.ruleset{loopy = true, left = left, right = right}, left, right
end

local function check(name, rules, left, right, p, expected)
  local v = rules:value(p)
  local outcome, first, second = C.alternating_play({p}, function(q) return left(q), right(q) end)(p)
  if v:outcome() ~= outcome then
    error(string.format("%s: the value %s has outcome %s, but play gives %s first, %s second", name,
                        tostring(v), v:outcome(), first, second))
  end
  if expected and tostring(v) ~= expected then
    error(string.format("%s: value %s, derived by hand %s", name, tostring(v), expected))
  end
  print(string.format("%-34s %-28s %-7s %s", name, tostring(v), outcome, expected and "= by hand" or ""))
  return v
end

print(string.format("%-34s %-28s %-7s %s", "position", "value", "outcome", ""))

-- Width 2: one lane of squares (1,1), (2,2), (3,1), (4,2), ..., one per row, so a position is the
-- rows of the goose and the fox. By hand (docs/cgt.md): the fox behind the goose is off; the fox
-- below it at distance d = goose's row - fox's row is 0 for odd d and * for even d (the player who
-- leaves an odd distance to the other wins: the goose closes in by one, the fox answers upwards).
local lane, lane_left, lane_right = fox_and_geese(2)
local function lane_square(r) return square(r, r % 2 == 1 and 1 or 2) end
local function lane_position(goose, fox) return "f:" .. lane_square(fox) .. " g:" .. lane_square(goose) end
check("width 2: goose row 1, fox row 2", lane, lane_left, lane_right, "free", "off")
for g = 2, 7 do
  for f = 1, g - 1 do
    check(string.format("width 2: goose row %d, fox row %d", g, f), lane, lane_left, lane_right, lane_position(g, f),
          (g - f) % 2 == 1 and "0" or "*")
  end
end

-- Width 4, two geese: the fox starts under them, and the geese try to pin it on the edge.
local board, board_left, board_right = fox_and_geese(4)
for _, p in ipairs{"f:1,1 g:3,1 g:3,3", "f:1,3 g:3,1 g:3,3", "f:2,2 g:4,2 g:4,4", "f:1,1 g:4,2 g:4,4",
                   "f:1,3 g:5,1 g:5,3"} do
  check("width 4: " .. p, board, board_left, board_right, p)
end

-- Width 6, three geese.
local wide, wide_left, wide_right = fox_and_geese(6)
for _, p in ipairs{"f:1,1 g:3,1 g:3,3 g:3,5", "f:1,5 g:4,2 g:4,4 g:4,6", "f:2,4 g:5,1 g:5,3 g:5,5"} do
  check("width 6: " .. p, wide, wide_left, wide_right, p)
end
