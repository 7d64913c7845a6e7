-- Impartial and misère play from Lua (cgt.heap, cgt.misere, nimbers): the published sequences,
-- the values checked by independent methods (the mex of the options in Lua, the canonical-form
-- engine, Bouton's misère rule), and the errors of bad input.
local T = require "harness"

local function prefix(seq, n)
  local out = {}
  for i = 1, n do out[i] = seq[i] end
  return out
end

-- Arrays compared entry by entry (T.eq compares tables by reference).
local function same(a, b, msg)
  T.eq(#a, #b, (msg or "") .. " (length)")
  for i = 1, #b do T.eq(a[i], b[i], (msg or "") .. " [" .. i .. "]") end
end

local function mex(set)
  local m = 0
  while set[m] do m = m + 1 end
  return m
end

T.test("nim sequences of Winning Ways ch. 4 and the OEIS", function()
  -- OEIS A002186 (Kayles), A002187 (Dawson's Kayles), A002188 (Grundy's game), from heap 0.
  local kayles = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7}
  local dawson = {0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0}
  local grundy = {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4, 1, 2}
  same(cgt.heap("0.77"):nim_sequence(35), kayles)
  same(cgt.heap.kayles():nim_sequence(35), kayles)
  same(cgt.heap("0.07"):nim_sequence(35), dawson)
  same(cgt.heap.dawson():nim_sequence(35), dawson)
  same(cgt.heap.grundy():nim_sequence(35), grundy)
  same(cgt.heap("4!.0"):nim_sequence(35), grundy)
  -- Dawson's chess (0.137) is Dawson's Kayles one heap along (Winning Ways ch. 4).
  same(prefix(cgt.heap("0.137"):nim_sequence(34), 35), prefix({table.unpack(dawson, 2)}, 35))
  -- Nim and subtraction games: G(n) = n and n mod (k + 1) for S = {1..k}.
  same(cgt.heap.nim():nim_sequence(9), {0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
  local s = cgt.heap.subtraction({1, 2, 3}):nim_sequence(20)
  for n = 0, 20 do T.eq(s[n + 1], n % 4, "S = {1, 2, 3}, heap " .. n) end
  -- Mock Turtles (Winning Ways ch. 14): heap n >= 1 has the n-th odious number (OEIS A000069).
  same(cgt.heap.mock_turtles():nim_sequence(12), {0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22})
  T.eq(#cgt.heap("0.77"):nim_sequence(0), 1, "n + 1 values")
end)

T.test("the sequence equals the mex of the options, computed here in Lua", function()
  for _, code in ipairs{"0.77", "0.07", "0.137", "4!.0", "0.16", "0.3F", "0.{1,3+}", "0.7[03]", "0.8"} do
    local H = cgt.heap(code)
    local g = H:nim_sequence(40)
    for n = 0, 40 do
      local reached = {}
      for _, o in ipairs(H:options(n)) do
        local x = 0
        for _, part in ipairs(o) do x = x ~ g[part + 1] end
        reached[x] = true
      end
      T.eq(g[n + 1], mex(reached), code .. " heap " .. n)
    end
  end
end)

T.test("heap values agree with the canonical-form engine, and sums are XORs", function()
  -- Heap n as a cgt.game: its options are the sums of the heaps they leave.
  local H = cgt.heap.kayles()
  local games = {}
  for n = 0, 12 do
    local opts = {}
    for _, o in ipairs(H:options(n)) do
      local sum = cgt(0)
      for _, part in ipairs(o) do sum = sum + games[part] end
      opts[#opts + 1] = sum
    end
    games[n] = cgt.game(opts, opts)
    T.eq(games[n]:nim_value(), H:nim_value(n), "Kayles heap " .. n)
    T.eq(games[n], cgt.star(H:nim_value(n)))
  end
  T.eq(H:nim_value({5, 7, 9}), H:nim_value(5) ~ H:nim_value(7) ~ H:nim_value(9))
  T.eq((games[5] + games[7] + games[9]):nim_value(), H:nim_value({5, 7, 9}))
  T.eq((cgt.star(3) + cgt.star(5)):nim_value(), 6)
  T.raises(function() return cgt("{1|}"):nim_value() end,
           "cgt.game:nim_value: self: has the value 2, which is not a nimber: it equals no impartial game")
end)

T.test("periods: the octal periodicity theorem, arithmetic periods, huge heaps", function()
  -- Winning Ways ch. 4: Kayles has period 12 after its last exception at heap 70, Dawson's Kayles
  -- period 34 (its last exception, at Dawson's chess heap 51, is heap 52 here).
  local p = cgt.heap.kayles():periodicity(300)
  same({p.period, p.preperiod, p.saltus}, {12, 71, 0})
  p = cgt.heap.dawson():periodicity(300)
  same({p.period, p.preperiod, p.saltus}, {34, 53, 0})
  -- All-but subtraction games are arithmetic-periodic (Angela Siegel): all but {2, 3} takes 1 or
  -- anything >= 4, so G(n + 4) = G(n) + 2 from heap 0 (checked on the values).
  local H = cgt.heap.subtraction({2, 3}, {all_but = true})
  p = H:periodicity(100)
  same({p.period, p.preperiod, p.saltus}, {4, 0, 2})
  local g = H:nim_sequence(60)
  for n = 0, 56 do T.eq(g[n + 5], g[n + 1] + 2, "all but {2, 3}, heap " .. n) end
  -- Finite octal codes are never arithmetic-periodic (Horrocks and Nowakowski 2003): 0.764's large
  -- values get no saltus, and the reason says why.
  local none, why = cgt.heap("0.764"):periodicity(2000)
  T.eq(none, nil)
  T.truthy(why:find("finite octal games are not arithmetic-periodic", 1, true), why)
  -- Not proved: Grundy's game, Mock Turtles (odious numbers are not periodic).
  none, why = cgt.heap.grundy():periodicity(1000)
  T.eq(none, nil)
  T.truthy(why:find("modifiers", 1, true), why)
  T.eq(cgt.heap.mock_turtles():periodicity(200), nil)
  -- A heap of 10^12: Kayles by its period (10^12 = 4 mod 12, G(76) = G(4 + 72)), Grundy's game
  -- refused up front.
  T.eq(cgt.heap.kayles():nim_value(10^12), cgt.heap.kayles():nim_value(76))
  T.raises(function() return cgt.heap.grundy():nim_value(10^12) end,
           "more than the memory limit")
  T.raises(function() return cgt.heap.kayles():nim_sequence(10^12) end, "over the memory limit")
end)

T.test("long runs: checkpoints resume where they stopped", function()
  local file = os.tmpname()
  os.remove(file)  -- a new checkpoint: an empty file would be refused as no checkpoint
  local r1 = cgt.heap("0.6"):extend{to = 3000, checkpoint = file}
  T.eq(r1.heaps, 3001)
  local r2 = cgt.heap("0.6"):extend{to = 6000, checkpoint = file}
  T.eq(r2.resumed_from, 3001)
  T.eq(r2.heaps, 6001)
  local g = cgt.heap("0.6"):nim_sequence(6000)
  local largest, at = 0, 0
  for n = 0, 6000 do if g[n + 1] > largest then largest, at = g[n + 1], n end end
  same({r2.largest, r2.largest_at}, {largest, at})
  T.raises(function() return cgt.heap("0.77"):extend{to = 10, checkpoint = file} end, "argument 1: option 'checkpoint'")
  os.remove(file)
end)

T.test("misère play: Bouton's rule for Nim, outcomes from forms, genus", function()
  local N = cgt.heap.nim()
  -- Misère Nim (Bouton): heap 0 has misère value 1, heap 1 value 0, heap n >= 2 value n.
  same(N:misere_nim_sequence(6), {1, 0, 2, 3, 4, 5, 6})
  -- A sum is a misère P-position exactly when every heap is <= 1 and an odd number are 1, or
  -- some heap is >= 2 and the XOR is 0.
  for a = 0, 4 do
    for b = 0, 4 do
      for c = 0, 4 do
        local big = a >= 2 or b >= 2 or c >= 2
        local p = big and (a ~ b ~ c) == 0 or not big and (a + b + c) % 2 == 1
        T.eq(N:misere({a, b, c}):outcome(), p and "P" or "N", a .. "+" .. b .. "+" .. c)
      end
    end
  end
  -- Kayles' genera (Winning Ways ch. 13), as CGSuite prints them (tame genera by their value).
  same(cgt.heap.kayles():genus_sequence(10), {"0", "1", "2", "3", "1", "4^146", "3", "2^2", "1^1", "4^046", "2^2"})
  -- The misère value is the first entry of the genus, and the mex of the options' misère values.
  local K = cgt.heap.kayles()
  local v = K:misere_nim_sequence(12)
  for n = 1, 12 do
    local reached = {}
    for _, o in ipairs(K:options(n)) do reached[K:misere(o):misere_nim_value()] = true end
    T.eq(v[n + 1], mex(reached), "Kayles heap " .. n)
  end
  T.eq(K:misere(5):nim_value(), K:nim_value(5))
  -- Forms in CGSuite's notation; sums; mates; the misère form of a nimber.
  local M = cgt.misere("*[2#0]")
  T.eq(tostring(M), "*[2#0]")
  T.eq(#M:options(), 2)
  T.eq(cgt.misere(cgt.star(1)) + cgt.misere(cgt.star(1)), cgt.misere(cgt.star(0)))
  T.eq(tostring(cgt.misere(cgt.star(0)):mate()), "*[1]")
  T.eq(cgt.misere(cgt.star(3)):is_nim_heap(), true)
  T.eq(cgt.misere(cgt.star(3)):is_tame(), true)
  T.eq(cgt.misere(cgt.star(0)):outcome(), "N", "misère: the player who cannot move wins")
  T.raises(function() return cgt.misere(cgt("{1|}")) end, "cgt.misere: argument 1: is 2, not a nimber")
  T.raises(function() return cgt.misere("*[2#") end, "cgt.misere: argument 1: missing ']'")
end)

T.test("misère quotients: Kayles' first heaps give the tame quotient T2", function()
  -- Plambeck and Siegel (2008): the tame quotient T2 = <a, b | a^2 = 1, b^3 = b> has order 6 and
  -- P = {a, b^2}; Kayles' heaps 1 .. 4 are tame (*1, *2, *3, *1).
  local Q = cgt.heap.kayles():misere_quotient(4)
  T.eq(Q.order, 6)
  T.eq(#Q.p_positions, 2)
  T.eq(#Q.table, 6)
  T.eq(#Q.heap_images, 4)
  -- Heap 1 and heap 4 are equal (both *1).
  T.eq(Q.heap_images[1], Q.heap_images[4])
  -- The table is commutative, with the empty sum (element 1) as identity.
  for x = 1, 6 do
    T.eq(Q.table[1][x], x)
    for y = 1, 6 do T.eq(Q.table[x][y], Q.table[y][x]) end
  end
end)

T.test("nimber arithmetic (Winning Ways ch. 14, ONAG ch. 6)", function()
  T.eq(cgt.nim_sum(3, 5), 6)
  same({cgt.nim_product(2, 2), cgt.nim_product(2, 3), cgt.nim_product(4, 4), cgt.nim_product(16, 16)}, {3, 1, 6, 24})
  for a = 1, 15 do T.eq(cgt.nim_product(a, cgt.nim_quotient(1, a)), 1, "the inverse of " .. a) end
  T.raises(function() return cgt.nim_quotient(1, 0) end, "cgt.nim_quotient: argument 2")
  -- Wythoff: the P-positions are (floor(k phi), floor(k phi^2)).
  for k = 0, 10 do
    local a = math.floor(k * (1 + math.sqrt(5)) / 2)
    T.eq(cgt.wythoff(a, a + k), 0, "k = " .. k)
    T.eq(cgt.wythoff_is_p(a, a + k), true)
  end
  T.eq(cgt.wythoff(1, 1), 2)
  T.eq(cgt.wythoff_is_p(1, 1), false)
end)

-- Kayles written as a Lua ruleset: a position is a list of rows of pins; parts splits it into
-- rows, moves knocks down one pin or two adjacent ones in a row.
local function kayles_ruleset(with_parts)
  local function key(p)
    local t = {}
    for i, x in ipairs(p) do t[i] = x end
    table.sort(t)
    return table.concat(t, ",")
  end
  local calls = {moves_of_sums = 0}
  local R = cgt.ruleset{
    impartial = true, key = key,
    moves = function(p)
      if #p > 1 then calls.moves_of_sums = calls.moves_of_sums + 1 end
      local out = {}
      for i, n in ipairs(p) do
        for take = 1, math.min(2, n) do
          for a = 0, n - take do
            local q = {}
            for j, x in ipairs(p) do if j ~= i then q[#q + 1] = x end end
            if a > 0 then q[#q + 1] = a end
            if n - take - a > 0 then q[#q + 1] = n - take - a end
            out[#out + 1] = q
          end
        end
      end
      return out
    end,
    parts = with_parts and function(p)
      if #p <= 1 then return nil end
      local out = {}
      for i, x in ipairs(p) do out[i] = {x} end
      return out
    end or nil,
  }
  return R, calls
end

T.test("impartial rulesets in Lua: nim values by mex, sums by XOR of their parts", function()
  local R, calls = kayles_ruleset(true)
  local K = cgt.heap.kayles()
  local seq = K:nim_sequence(30)
  for n = 0, 30 do T.eq(R:nim_value({n}), seq[n + 1], "Kayles heap " .. n) end
  T.eq(R:nim_value({11, 17, 30}), K:nim_value({11, 17, 30}))
  T.eq(calls.moves_of_sums, 0, "a sum is valued by its parts, never by its own game tree")
  T.eq(R:value({11}), cgt.star(seq[12]), "an impartial ruleset's value is the nimber")
  T.eq(R:thermograph({3}), cgt.star(3):thermograph())
  -- Without parts the sum is one game: the same values (Sprague-Grundy), by its whole tree.
  local W = kayles_ruleset(false)
  for a = 0, 6 do
    for b = a, 6 do T.eq(W:nim_value({a, b}), seq[a + 1] ~ seq[b + 1], a .. "+" .. b) end
  end
  -- Misère forms: of the heaps, and of sums with and without parts, equal cgt.heap's.
  T.eq(R:misere({5}):genus(), "4^146", "Winning Ways ch. 13: Kayles' heap 5")
  T.eq(R:misere({4, 5}), K:misere({4, 5}))
  T.eq(W:misere({2, 3}), K:misere({2, 3}))
  -- A partizan ruleset: nim values of positions that are nimbers, an error naming why otherwise.
  local P = cgt.ruleset{left = function(n) return n > 0 and {n - 1} or {} end,
                        right = function(n) return n > 0 and {n - 1} or {} end}
  T.eq(P:nim_value(5), 1)
  local L = cgt.ruleset{left = function(n) return n > 0 and {n - 1} or {} end, right = function() return {} end}
  T.raises(function() return L:nim_value(2) end,
           "cgt.ruleset:nim_value: argument 1: has the value 2, which is not a nimber: it equals no impartial game")
  T.raises(function() return L:misere(2) end, "cgt.ruleset:misere: self: misère forms are of impartial rulesets")
end)

T.test("impartial rulesets: errors name the rule and the position", function()
  T.raises(function() return cgt.ruleset{moves = function() return {} end} end,
           "cgt.ruleset: argument 1: option 'moves': is a rule of impartial rulesets: give impartial=true")
  T.raises(function() return cgt.ruleset{impartial = true, moves = function() return {} end, left = print} end,
           "cgt.ruleset: argument 1: option 'left': an impartial ruleset has one rule for both players")
  T.raises(function() return cgt.ruleset{impartial = true} end,
           "cgt.ruleset: argument 1: option 'moves': expected a function, got nil")
  local C = cgt.ruleset{impartial = true, moves = function(n) return {(n + 1) % 3} end}
  T.raises(function() return C:nim_value(0) end,
           "cgt.ruleset:nim_value: moves: the ruleset is not short: play can return to position 0 (0 -> 1 -> 2 -> 0)")
  local S = cgt.ruleset{impartial = true, moves = function() return {} end,
                        parts = function(n) return n > 0 and {n, n - 1} or nil end}
  T.raises(function() return S:nim_value(2) end, "cgt.ruleset:nim_value: parts: position 2 is a part of itself")
  local B = cgt.ruleset{impartial = true, moves = function() return {} end, parts = function() return 5 end}
  T.raises(function() return B:nim_value(1) end,
           "cgt.ruleset:nim_value: parts: returned 5 at position 1, expected an array of positions, or nil")
  local E = cgt.ruleset{impartial = true, moves = function() error("boom", 0) end}
  T.raises(function() return E:misere(1) end, "cgt.ruleset:misere: moves: raised an error at position 1: boom")
end)

T.test("Moidores and Moebius: the spawning engine against the coin-turning rule computed here", function()
  -- Winning Ways ch. 14: turn up to k coins, the rightmost from heads to tails. A head at position
  -- n is worth the mex of the XORs of the values of at most k - 1 positions before it.
  local function turning(k, n)
    local g = {[0] = 0}
    for pos = 1, n do
      local reach = {[0] = true}
      for _ = 1, k - 1 do
        local nxt = {}
        for r in pairs(reach) do
          nxt[r] = true
          for i = 1, pos - 1 do nxt[r ~ g[i]] = true end
        end
        reach = nxt
      end
      g[pos] = mex(reach)
    end
    local out = {}
    for i = 0, n do out[i + 1] = g[i] end
    return out
  end
  same(cgt.heap.moidores():nim_sequence(14), turning(9, 14), "Moidores")
  same(cgt.heap.spawning("1-5"):nim_sequence(20), turning(5, 20), "Moebius")
  same(prefix(cgt.heap.moidores():nim_sequence(11), 12), {0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 511, 512})
end)

T.test("misère Wythoff, extraverted, introverted and prime games", function()
  -- Misère Wythoff (Winning Ways ch. 3; Fraenkel): the P-positions are those of normal play
  -- with (0, 0) and (1, 2) replaced by (0, 1) and (2, 2).
  local P = {["0,1"] = true, ["2,2"] = true}
  for k = 2, 8 do
    local a = math.floor(k * (1 + math.sqrt(5)) / 2)
    P[a .. "," .. (a + k)] = true
  end
  for a = 0, 12 do
    for b = a, 21 do
      T.eq(cgt.wythoff_misere(a, b):outcome(), P[a .. "," .. b] and "P" or "N", a .. "," .. b)
      T.eq(cgt.wythoff_misere(b, a), cgt.wythoff_misere(a, b))
    end
  end
  T.eq(cgt.wythoff_misere(3, 5):nim_value(), 0)
  T.raises(function() return cgt.wythoff_misere(10^6, 10^6) end, "cgt.wythoff_misere: the misère forms of Wythoff positions needs about")
  -- Only 0 and * are introverted (the Extraversion-Introversion theorem); 0 and * are extraverted
  -- ({0} = * = 0 + *, {*} = 0 = * + *), and of Kayles' heaps 0 .. 20 only those whose forms are
  -- 0 or * (heaps 0, 1, 4) are.
  T.eq(cgt.misere(cgt.star(0)):is_introverted(), true)
  T.eq(cgt.misere(cgt.star(1)):is_introverted(), true)
  T.eq(cgt.misere(cgt.star(2)):is_introverted(), false)
  T.eq(cgt.misere(cgt.star(0)):is_extraverted(), true)
  T.eq(cgt.misere(cgt.star(1)):is_extraverted(), true)
  for n = 0, 20 do
    local M = cgt.heap.kayles():misere(n)
    T.eq(M:is_extraverted(), M:birthday() <= 1, "Kayles heap " .. n)  -- 0 and * are the games born by day 1
  end
  -- Primes (CGSuite's IsPrime): nim heaps *2, *3, ... are prime; *2 + *2 is not (its even parts are
  -- 0, *2 and itself), nor Kayles' heap 8, whose form *[2[21]] is *2 + *2 + *.
  local two = cgt.misere(cgt.star(2))
  T.eq(two:is_prime(), true)
  T.eq(cgt.misere(cgt.star(3)):is_prime(), true)
  T.eq((two + two):is_prime(), false)
  T.eq(#(two + two):even_parts(), 3)
  local K8 = cgt.heap.kayles():misere(8)
  T.eq(K8, two + two + cgt.misere(cgt.star(1)))
  T.eq(K8:is_prime(), false)
  T.eq(cgt.misere(cgt.star(0)):is_prime(), false)
end)

T.test("bad codes, sets and heaps give errors naming the argument", function()
  T.raises(function() return cgt.heap("0.") end, "cgt.heap: argument 1: no digits after the point")
  T.raises(function() return cgt.heap("0.0") end, "cgt.heap: argument 1: the code \"0.0\" allows no move")
  T.raises(function() return cgt.heap("0.$") end, "cgt.heap: argument 1:")
  T.raises(function() return cgt.heap(true) end, "cgt.heap: argument 1: expected string")
  T.raises(function() return cgt.heap.subtraction({}) end, "cgt.heap.subtraction: argument 1: the subtraction set is empty")
  T.raises(function() return cgt.heap.subtraction({1, -2}) end, "cgt.heap.subtraction: argument 1: element 2")
  T.raises(function() return cgt.heap.subtraction({1}, {allbut = true}) end, "cgt.heap.subtraction: argument 2")
  T.raises(function() return cgt.heap.spawning("x") end, "cgt.heap.spawning: argument 1:")
  T.raises(function() return cgt.heap.kayles():nim_value(-1) end, "cgt.heap_ruleset:nim_value: argument 1:")
  T.raises(function() return cgt.heap.kayles():nim_value({1, 0.5}) end, "cgt.heap_ruleset:nim_value: argument 1: heap 2")
  T.raises(function() return cgt.heap.kayles():misere(10^12) end, "over the memory limit")
  T.eq(tostring(cgt.heap.subtraction({3, 2, 3})), "cgt.heap.subtraction({2, 3})")
  T.eq(tostring(cgt.heap("04.30")), "cgt.heap(\"4.3\")", "CGSuite's normalized code")
  T.eq(tostring(cgt.heap.subtraction({7, 2}, {all_but = true})), "cgt.heap.subtraction({2, 7}, {all_but = true})")
  T.eq(tostring(cgt.heap.mock_turtles()), "cgt.heap.spawning(\"1-3\")")
  -- What tostring writes makes the same ruleset.
  for _, H in ipairs{cgt.heap.subtraction({3, 5}, {all_but = true}), cgt.heap.grundy(), cgt.heap.spawning("1-3C(5)")} do
    local again = load("return " .. tostring(H))()
    same(again:nim_sequence(30), H:nim_sequence(30), tostring(H))
  end
end)

T.done()
