-- The games library through Lua: the contract (positions are ordinary values of the cgt surface),
-- the methods every game's positions share, values against the Lua ruleset of Domineering, Lua
-- rulesets with components and normalize, and the errors of malformed positions.
local T = require "harness"
local G = cgt.games

local C = dofile(os.getenv("ALEA_SOURCE_DIR") .. "/scripts/cgt/common.lua")

T.test("the contract: values, temperatures and means are cgt values", function()
  local P = G.domineering("..|..")
  T.truthy(P:value() == cgt("{1|-1}"))
  T.eq(P:temperature(), rat(1))
  T.eq(P:mean(), rat(0))
  T.eq(P:outcome(), "N")
  T.eq(tostring(P), "..|..")
  T.eq(P:ruleset(), "domineering")
  T.eq(#P:components(), 1)
  local lefts, rights = P:options()
  T.eq(#lefts, 2)
  T.eq(#rights, 2)
  T.eq(tostring(lefts[1]), "#.|#.")
  T.eq(lefts[1]:value(), cgt(1))  -- a vertical pair is left: Left's move
  T.eq(P:to_table().rows, 2)
  T.eq(P:thermograph(), P:value():thermograph())
end)

T.test("Domineering against the Lua ruleset of scripts/cgt/domineering.lua", function()
  for r = 1, 3 do
    for c = 1, 4 do
      local b = C.rectangle(r, c)
      T.eq(G.domineering(b):value(), C.domineering:value(b), b)
    end
  end
  for _, b in ipairs{"#...|....|....|....", "..#|..#|...", ".#.#|.#..", "...#|....|#...|...."} do
    T.eq(G.domineering(b):value(), C.domineering:value(b), b)
  end
end)

T.test("components: regions of a board, summed", function()
  local P = G.domineering("..#..|..#..|#####|.....")
  local parts = P:components()
  T.eq(#parts, 3)
  T.eq(tostring(parts[1]), "..|..")
  T.eq(parts[1]:value() + parts[2]:value() + parts[3]:value(), P:value())
  T.eq(#P, 3)
  local S = G.clobber("xo") + G.toads_and_frogs("T.F") + cgt.robin_hood(3, 1, 1)
  T.eq(#S, 3)
  T.eq(S:value(), cgt.star() + G.toads_and_frogs("T.F"):value() + cgt("+-2"))
end)

T.test("every game of the library", function()
  T.eq(tostring(G.clobber("xoxo"):value()), tostring(G.clobber("oxox"):value()))
  T.eq(G.clobber("xo"):value(), cgt.star())
  T.eq(G.gen_clobber("xo", {left_clobbers = "xo", right_clobbers = "xo"}):value(), cgt.star())
  T.eq(G.konane("..ox"):value(), cgt(1))
  T.eq(G.fission("..x.|....|..x.|...."):value(), cgt(-2))
  T.eq(G.toads_and_frogs("TFT.TFF"):value(), cgt.up())
  T.eq(tostring(G.toppling_dominoes("lrrll"):value()), "{1|*}")
  T.eq(G.hackenbush("lrlrr"):value(), cgt(rat(9, 16)))
  T.eq(G.cutcake("1x5"):value(), cgt(4))
  T.eq(G.partizan_arc_kayles("1-2:l 2-3:r"):value(), cgt.star())
  T.eq(G.snort("."):value(), cgt.star())
  T.eq(G.snort(".."):value(), cgt("{1|-1}"), "two adjacent cells: the first to colour keeps the other")
  T.eq(G.col(".."):value(), cgt(0), "two adjacent cells: the first to colour gives the other away")
  T.eq(G.snort("x."):value(), cgt(1), "only Left may colour next to her own colour")
  T.eq(G.col("x."):value(), cgt(-1), "only Right may colour next to Left's colour")
  T.eq(G.amazons("xo"):value(), cgt(0))
  T.eq(G.ski_jumps("L.|.."):value(), cgt(2))
end)

T.test("the hottest Toads-and-Frogs strips of the exhaustive research table, valued again by a Lua ruleset", function()
  -- docs/cgt.md, "Research": the hottest of all strips over T, F and '.' of lengths 7 to 12
  -- (scripts/cgt/research_hot_positions.lua), each valued again by scripts/cgt/common.lua's plain
  -- rules on strings, a second program.
  local hottest = {
    {"TTTT.TF", "{3|1}", rat(1)}, {"TTTTT.TF", "{4|1}", rat(3, 2)}, {"TTT.T.TFF", "{6||2*|1*}", rat(9, 4)},
    {"TTTT.T.TFF", "{8||3*|1*}", rat(3)}, {"TTTTT.T.TFF", "{10||4*|1*}", rat(15, 4)},
    {"TTTTT..T.TFF", "{15|||8*|11/2||5}", rat(19, 4)},
  }
  for _, h in ipairs(hottest) do
    local strip, value, temperature = h[1], h[2], h[3]
    local P = G.toads_and_frogs(strip)
    T.eq(tostring(P:value()), value, strip)
    T.eq(P:temperature(), temperature, strip)
    T.eq(C.toads_and_frogs:value(strip), P:value(), strip)
  end
  -- the mirror with colours exchanged is the negative
  T.eq(G.toads_and_frogs("TTF.F.FFF"):value(), -G.toads_and_frogs("TTT.T.TFF"):value())
end)

T.test("Lua rulesets with components and normalize", function()
  -- Domineering strips 1 x n written with parts: a string of '.' and '#'; its parts are the runs.
  local calls = 0
  local strips = cgt.ruleset{
    left = function(s) return {} end,
    right = function(s)
      local out = {}
      for i = 1, #s - 1 do
        if s:sub(i, i + 1) == ".." then out[#out + 1] = s:sub(1, i - 1) .. "##" .. s:sub(i + 2) end
      end
      return out
    end,
    components = function(s)
      local out = {}
      for run in s:gmatch("%.+") do out[#out + 1] = run end
      return out
    end,
    normalize = function(s) calls = calls + 1 return s end,
  }
  T.eq(strips:value("...#...."), cgt(-3))
  T.truthy(calls > 0)
  -- normalize with negation: a heap n of Left's is the negative of the same heap of Right's.
  local heaps = cgt.ruleset{
    left = function(p) return p > 0 and {p - 1} or {} end,
    right = function(p) return p < 0 and {p + 1} or {} end,
    normalize = function(p) if p < 0 then return -p, true end return p end,
  }
  T.eq(heaps:value(-4), cgt(-4))
  T.eq(T.raises(function() return cgt.ruleset{left = function() return {} end, right = function() return {} end,
                                                components = function() return 7 end}:value(1) end),
       "cgt.ruleset:value: components: returned 7 at position 1, expected an array of positions (an empty table when there is none)")
end)

T.test("alea.save and alea.load give every game's positions back, with a generalized Clobber's options", function()
  local path = os.tmpname() .. ".json"
  local positions = {
    G.domineering("..#|...|..."), G.clobber("xo.|.ox"), G.konane("xo.|.ox|..."), G.fission("x..|...|..x"),
    G.amazons("x..|..o"), G.toads_and_frogs("TT..F|T.F.."), G.toppling_dominoes("lre.rl"), G.snort("x..|..."),
    G.col("..o|..."), G.ski_jumps("L..|.r.|..."), G.hackenbush("lrlrr"), G.hackenbush("0-1:l 1-2:r 2-0:e"),
    G.partizan_arc_kayles("1-2:l 2-3:r 3-1:e"), G.cutcake("3x4 + 2x5"),
  }
  -- each of gen_clobber's options away from its default (CGSuite's variants: Hot Clobber,
  -- Anti-Clobber, Kings, Knights, sliding stones), and plain Clobber written through gen_clobber
  local variants = {
    {}, {directions = "diagonal"}, {directions = "compass"}, {directions = "knight"},
    {left_clobbers = "xo", right_clobbers = "xo"},
    {left_clobbers = ".", right_clobbers = ".", left_leaves = "o", right_leaves = "x"},
    {max_distance = 3},
  }
  local board = "xo.o|.ox.|x..o"
  for _, v in ipairs(variants) do positions[#positions + 1] = G.gen_clobber(board, v) end
  for _, P in ipairs(positions) do
    local parts = P:components()
    alea.save(path, {P, cgt.sum(parts), parts[#parts]})
    local back = alea.load(path)
    T.eq(back[1], P, tostring(P))
    T.eq(back[1]:ruleset(), P:ruleset())
    T.eq(alea.show(back[1]:to_table()), alea.show(P:to_table()))
    T.eq(back[1]:value(), P:value(), tostring(P))
    T.eq(back[2], cgt.sum(parts))
    T.eq(back[3], parts[#parts])
  end
  -- the variants are different games on the same board: saved apart, equal to none but themselves
  local n = #positions - #variants
  T.eq(positions[n + 1]:ruleset(), "clobber", "gen_clobber with every default is plain Clobber")
  T.eq(positions[n + 1], G.clobber(board))
  for i = n + 2, #positions do
    T.eq(positions[i]:ruleset(), "gen_clobber")
    for j = n + 1, i - 1 do T.truthy(positions[i] ~= positions[j], "variants " .. i .. " and " .. j) end
  end
  T.eq(positions[n + 6]:to_table().left_leaves, "o")
  T.eq(positions[n + 7]:to_table().max_distance, 3)
  os.remove(path)
end)

T.test("errors: malformed positions point at the character", function()
  T.eq(T.raises(function() return G.domineering("..|.x") end),
       "cgt.games.domineering: argument 1: unexpected 'x' at character 5 of \"..|.x\" (a Domineering board has '.', '#' and '|' between rows)")
  T.eq(T.raises(function() return G.domineering(7) end),
       "cgt.games.domineering: argument 1: expected string, got integer")
  T.truthy(T.raises(function() return G.clobber(string.rep("x", 65)) end):find("more than 64 cells", 1, true))
  T.truthy(T.raises(function() return G.gen_clobber("xo", {directions = "up"}) end):find("option 'directions'", 1, true))
  -- a stone that slides onto empty cells leaving them empty can slide back: not a short game
  T.eq(T.raises(function() return G.gen_clobber("x..", {left_clobbers = ".o"}) end),
       "cgt.games.gen_clobber: argument 2: option 'left_clobbers': the variant is not short: a move onto '.' leaves '.' behind, "
       .. "so play can go on forever (the games library values short games only)")
  T.truthy(T.raises(function() return G.gen_clobber("xo", {left_leaves = "x", right_leaves = "o",
                                                           left_clobbers = "o", right_clobbers = "x"}) end)
           :find("leaves 'x' behind and other moves turn it back", 1, true))
  T.truthy(T.raises(function() return G.cutcake("3x") end):find("expected a number", 1, true))
end)

T.done()
