-- alloc.tournament: the Lua surface against Fluet (seed 000) Figures 5, 6, 12 and 2.6, the
-- entries against alloc.wdl, the outputs (matrix, dot, csv) against each other, and errors.
local T = require("harness")
local P = prob{rat(3,6), rat(2,6), rat(1,6)}

local function names(list)
  local s = {}
  for _, X in ipairs(list) do s[#s + 1] = tostring(X) end
  table.sort(s)
  return table.concat(s, " ")
end

T.test("Figure 5: the emperor cycle of 5 tokens; section 7: only [4,1,0] beats [2,2,1]", function()
  local G = alloc.tournament(P, 5)
  T.eq(#G, 21)
  T.eq(tostring(G), "tournament of 21 allocations (original rules)")
  T.eq(#G:emperors(), 0)
  T.eq(names(G:emperor_cycle()), "[2,2,1] [3,1,1] [3,2,0] [4,1,0]")
  local c = {alloc(P, {3,2,0}), alloc(P, {4,1,0}), alloc(P, {2,2,1}), alloc(P, {3,1,1})}
  for k = 1, 4 do
    local X, Y = c[k], c[k % 4 + 1]
    T.truthy(G:favored(X, Y)); T.truthy(not G:favored(Y, X))
  end
  local over = {}
  for _, Y in ipairs(G:allocations()) do
    if Y ~= c[3] and G:favored(Y, c[3]) then over[#over + 1] = Y end
  end
  T.eq(names(over), "[4,1,0]")
end)

T.test("Figure 6 and 12 and 2.6: emperors, cycles, the 18-token emperor cycle", function()
  local G = alloc.tournament(P, 3)
  T.eq(names(G:emperors()), "[2,1,0]")
  local cycles, info = G:cycles()
  T.eq(info.count, 3); T.eq(#cycles, 3); T.eq(info.longest, 4); T.eq(info.truncated, false)
  local seen = {}
  for _, cyc in ipairs(cycles) do for _, X in ipairs(cyc) do seen[#seen + 1] = X end end
  local u, set = {}, {}
  for _, X in ipairs(seen) do if not set[tostring(X)] then set[tostring(X)] = true; u[#u + 1] = X end end
  T.eq(names(u), "[1,1,1] [1,2,0] [2,0,1] [3,0,0]")
  local _, two = G:cycles{limit=2}
  T.eq(two.count, 2); T.truthy(two.truncated)
  local _, short = G:cycles{max_len=3}
  T.eq(short.count, 2)
  T.eq(names(alloc.tournament(P, 12):emperors()), "[6,4,2]")
  local E = alloc.tournament(P, 18):emperor_cycle()
  T.eq(#E, 70)
  local has = names(E)
  T.truthy(has:find("[3,10,5]", 1, true)); T.truthy(has:find("[17,0,1]", 1, true))
end)

T.test("entries agree with alloc.wdl; exact tournaments give rats", function()
  local G = alloc.tournament(P, 6)
  local A = G:allocations()
  for k = 1, 20 do
    local i, j = (k * 7) % #G + 1, (k * 13) % #G + 1
    local w, d, l = G:wdl(i, j)
    local w2, d2, l2 = alloc.wdl(A[i], A[j], {exact=true})
    T.near(w, w2, 1e-12); T.near(d, d2, 1e-12); T.near(l, l2, 1e-12)
    T.eq(G:favored(i, j), alloc.favored(A[i], A[j]))
  end
  local E = alloc.tournament(P, 4, {exact=true})
  local w, d, l = E:wdl(alloc(P, {2,1,1}), alloc(P, {4,0,0}))
  T.eq(w, (alloc.wdl(alloc(P, {2,1,1}), alloc(P, {4,0,0}), {exact=true})))
  T.eq(w + d + l, rat(1))
  local I = alloc.tournament(P, 4, {rules="independent"})
  local wi = I:wdl(1, 2)
  T.near(wi, (alloc.wdl(I:allocations()[1], I:allocations()[2], {rules="independent", exact=true})), 1e-11)
end)

T.test("list tournaments, local emperors, hill climbing", function()
  local Q = prob{rat(4,10), rat(3,10), rat(2,10), rat(1,10)}
  local F = alloc.tournament({alloc(Q, {10,6,3,1}), alloc(Q, {8,6,4,2}), alloc(Q, {9,6,4,1})})
  T.eq(#F, 3); T.eq(#F:emperors(), 0); T.eq(#F:emperor_cycle(), 3)
  local w, d, l = F:wdl(1, 2)
  T.near(w, .433, 1e-3); T.near(l, .388, 1e-3)
  local G = alloc.tournament(P, 6)
  local locals = names(G:local_emperors())
  T.truthy(locals:find("[3,2,1]", 1, true))
  local path, at_local = G:hill_climb(alloc(P, {6,0,0}))
  T.eq(tostring(path[1]), "[6,0,0]")
  if at_local then T.truthy(locals:find(tostring(path[#path]), 1, true)) end
  T.eq(G:index(alloc(P, {6,0,0})), 1)
  T.eq(G:index(alloc(P, {5,0,0})), nil)
end)

T.test("matrix, to_dot, to_table and alea.write_csv agree", function()
  local G = alloc.tournament(P, 2)
  local w, d, l = G:matrix()
  T.eq(#w, 6); T.eq(#w[1], 6)
  for i = 1, 6 do for j = 1, 6 do T.near(w[i][j], l[j][i], 1e-15); T.near(w[i][j] + d[i][j] + l[i][j], 1, 1e-12) end end
  local dot = G:to_dot()
  local edges = select(2, dot:gsub("%->", ""))
  local favored = 0
  for i = 1, 6 do for j = 1, 6 do if i ~= j and G:favored(i, j) then favored = favored + 1 end end end
  T.eq(edges, favored)
  T.truthy(dot:find("digraph", 1, true))
  local rows = G:to_table()
  T.eq(#rows, 30)
  local path = os.tmpname()
  T.eq(alea.write_csv(path, G), 30)  -- through G:to_table(), columns in the records' order
  local header = io.open(path):read("l")
  local back = alea.read_csv(path)
  os.remove(path)
  T.eq(header, "x,y,w,d,l,favored")
  T.eq(#back, 30)
  T.eq(back[1].x, rows[1].x); T.near(back[1].w, rows[1].w, 0); T.eq(back[1].favored, rows[1].favored)
end)

T.test("errors", function()
  T.raises(function() alloc.tournament(P, -1) end, "argument 2")
  T.raises(function() alloc.tournament(P, 3, {rule="original"}) end, "rule")
  T.eq(alloc.tournament(prob{0.5, 0.5}, 2, {exact=true}):to_table()[1].w, rat(1, 4))  -- binary values, exactly
  T.raises(function() alloc.tournament({alloc(P, {1,0,0}), alloc(P, {1,0,0})}) end, "repeats")
  T.raises(function() alloc.tournament({alloc(P, {1,0,0}), 3}) end, "expected allocation")
  T.raises(function() alloc.tournament({alloc(P, {1,0,0}), alloc(prob{1,1}, {1,0})}) end, "one game")
  T.raises(function() alloc.tournament(P, 400) end, "memory")
  local G = alloc.tournament(P, 2)
  T.raises(function() G:wdl(0, 1) end, "argument")
  T.raises(function() G:wdl(alloc(P, {3,0,0}), 1) end, "not in the tournament")
  T.raises(function() G:cycles{max_len=-1} end, "max_len")
end)

T.done()
