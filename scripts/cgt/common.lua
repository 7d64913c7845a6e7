-- Shared by the research runs: the conjectured closed form of the onset n0(a, b) of Theorem 1.1
-- (open problem 2; docs/cgt.md), from the Pingala index k and the second term p_1 of the
-- MP-sequence of (a, b): a for a = b > 1 (0 for a = b = 1); a + b for k = 1, 2; a + b + 2 p_1 for
-- k = 3, 4; no claim (nil) for k >= 5, the wealth ratios nearest phi.
local C = {}

function C.onset(a, b)
  local s = cgt.mp_sequence(a, b)
  if s.k == 0 then return a == 1 and 0 or a end
  if s.k <= 2 then return a + b end
  if s.k <= 4 then return a + b + 2 * s.terms[2] end
  return nil
end

-- Wall-clock seconds since `t0` (os.time() is whole seconds; alea has no finer clock).
function C.timer()
  local t0 = os.time()
  return function() return os.difftime(os.time(), t0) end
end

-- CPU seconds of the process since the call (os.clock): what a single-threaded computation costs,
-- whatever else the machine is running. Not for work on several threads (it adds their times).
function C.cpu_timer()
  local t0 = os.clock()
  return function() return os.clock() - t0 end
end

-- Domineering as a ruleset written in Lua (scripts/cgt/domineering.lua prints its values; the
-- test tests/lua/test_cgt_ruleset.lua checks them). A position is a board: its rows joined by
-- "|", "." free and "#" taken. Left places vertical dominoes, Right horizontal ones. Strings
-- are their own keys, so no key function is needed.
local function rows_of(board)
  local rows = {}
  for row in board:gmatch("[^|]+") do rows[#rows + 1] = row end
  return rows
end

-- Every board reached by covering a free cell and its neighbour (di, dj).
local function placements(board, di, dj)
  local rows, out = rows_of(board), {}
  for i = 1, #rows do
    for j = 1, #rows[i] do
      local i2, j2 = i + di, j + dj
      if rows[i]:sub(j, j) == "." and rows[i2] and rows[i2]:sub(j2, j2) == "." then
        local copy = {table.unpack(rows)}
        copy[i] = copy[i]:sub(1, j - 1) .. "#" .. copy[i]:sub(j + 1)
        copy[i2] = copy[i2]:sub(1, j2 - 1) .. "#" .. copy[i2]:sub(j2 + 1)
        out[#out + 1] = table.concat(copy, "|")
      end
    end
  end
  return out
end

C.domineering = cgt.ruleset{
  left = function(board) return placements(board, 1, 0) end,   -- vertical
  right = function(board) return placements(board, 0, 1) end,  -- horizontal
}

function C.rectangle(r, c)
  local rows = {}
  for i = 1, r do rows[i] = string.rep(".", c) end
  return table.concat(rows, "|")
end

-- Toads and Frogs (Winning Ways ch. 1) as a ruleset written in Lua, on strings: a toad "T"
-- (Left's) steps right onto "." or jumps one frog "F" onto the "." beyond; a frog steps or jumps
-- leftwards. A second program beside cgt.games.toads_and_frogs for the research tables' checks.
local function hops(strip, me, other, step)
  local out = {}
  for i = 1, #strip do
    if strip:sub(i, i) == me then
      for _, to in ipairs{i + step, i + 2 * step} do
        local between = to == i + 2 * step and strip:sub(i + step, i + step) or other
        if to >= 1 and to <= #strip and strip:sub(to, to) == "." and between == other then
          local cells = {}
          for k = 1, #strip do cells[k] = strip:sub(k, k) end
          cells[i], cells[to] = ".", me
          out[#out + 1] = table.concat(cells)
        end
      end
    end
  end
  return out
end

C.toads_and_frogs = cgt.ruleset{
  left = function(strip) return hops(strip, "T", "F", 1) end,
  right = function(strip) return hops(strip, "F", "T", -1) end,
}

-- Alternating play on a finite graph of positions, worked out without cgt (the loopy example
-- scripts check each value's outcome class against it). moves(p) returns Left's and Right's options
-- (two arrays); ended(p), when given, the winner at a position where play stops whoever is to move
-- ("L" or "R"; nil elsewhere). A retrograde analysis of every position reached from `starts`: the
-- player to move wins when some move reaches a position the opponent, to move there, loses, and
-- loses when every move (or none) reaches one the opponent wins; what is never decided is a draw
-- (play that goes on for ever). Returns outcome(p): CGSuite's outcome class (L, R, N, P, D, NHat,
-- PHat, NCheck, PCheck), then the results with Left first and with Right first ("L", "R" or "D").
function C.alternating_play(starts, moves, ended)
  local options, queue, seen = {}, {}, {}
  for _, p in ipairs(starts) do
    if not seen[p] then seen[p] = true; queue[#queue + 1] = p end
  end
  for _, p in ipairs(queue) do  -- the queue grows as positions are met
    options[p] = {moves(p)}
    for s = 1, 2 do
      for _, q in ipairs(options[p][s]) do
        if not seen[q] then seen[q] = true; queue[#queue + 1] = q end
      end
    end
  end
  local won, names = {{}, {}}, {"L", "R"}  -- won[s][p]: the winner with side s to move at p
  repeat
    local changed = false
    for _, p in ipairs(queue) do
      for s = 1, 2 do
        local stop = ended and ended(p)
        if stop and not won[s][p] then won[s][p], changed = stop, true end
        if not won[s][p] then
          local me, other = names[s], names[3 - s]
          local win, lose = false, true
          for _, q in ipairs(options[p][s]) do
            win = win or won[3 - s][q] == me
            lose = lose and won[3 - s][q] == other
          end
          if win then won[s][p], changed = me, true elseif lose then won[s][p], changed = other, true end
        end
      end
    end
  until not changed
  local classes = {LL = "L", RR = "R", LR = "N", RL = "P", DD = "D", LD = "NHat", DL = "PHat", DR = "NCheck",
                   RD = "PCheck"}
  return function(p)
    local first, second = won[1][p] or "D", won[2][p] or "D"
    return classes[first .. second], first, second
  end
end

return C
