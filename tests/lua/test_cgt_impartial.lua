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
  for _, code in ipairs{"0.77", "0.07", "0.137", "4!.0", "0.16", "0.3F", "0.{1,3+}", "0.7[03]"} do
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
  T.raises(function() return cgt("{1|}"):nim_value() end, "cgt.game:nim_value: self: is 2, which is not a nimber")
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
  -- Not proved: Grundy's game, Mock Turtles (odious numbers are not periodic).
  local none, why = cgt.heap.grundy():periodicity(1000)
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
end)

T.done()
