-- alloc.is_emperor: verdicts against a brute-force tournament (Fluet Figure 12), checkpoints and errors.
local T = require("harness")
local P = prob{rat(3,6), rat(2,6), rat(1,6)}

local function brute(X)
  for _, Y in ipairs(alloc.all(X:prob(), X:tokens())) do
    if not (X == Y) then
      local w, _, l = alloc.wdl(X, Y, {exact=true})
      if w < l then return false end
    end
  end
  return true
end

T.test("Figure 12: the emperors for t = 1..6, none for t = 5 (an emperor cycle), as brute force finds", function()
  local figure = {"[1,0,0]", "[1,1,0]", "[2,1,0]", "[2,1,1]", nil, "[3,2,1]"}
  for t = 1, 6 do
    local found = {}
    for _, X in ipairs(alloc.all(P, t)) do
      local r = alloc.is_emperor(X, {progress=false})
      T.eq(r.emperor, brute(X))
      T.eq(r.checked, alloc.count(P, t) - 1)
      if r.emperor then found[#found + 1] = tostring(X) end
    end
    T.eq(table.concat(found, " "), figure[t] or "")
  end
end)

T.test("Independent rules: the streaming check against brute force (Fluet's P, t = 1..6)", function()
  local function brute_independent(X)
    for _, Y in ipairs(alloc.all(X:prob(), X:tokens())) do
      if not (X == Y) then
        local w, _, l = alloc.wdl(X, Y, {exact=true, rules="independent"})
        if w < l then return false end
      end
    end
    return true
  end
  for t = 1, 6 do
    for _, X in ipairs(alloc.all(P, t)) do
      local r = alloc.is_emperor(X, {progress=false, rules="independent"})
      T.eq(r.emperor, brute_independent(X), tostring(X))
    end
  end
  T.eq(alloc.is_emperor(alloc(P, {4,2,0}), {progress=false, rules="independent"}).emperor, true)
end)

T.test("record: rivals sorted by w - l with w + d + l = 1; beaten_by is favored over X", function()
  local r = alloc.is_emperor(alloc(P, {3,2,1}), {progress=false, rivals=4})
  T.truthy(r.emperor); T.eq(#r.rivals, 4); T.eq(r.beaten_by, nil)
  for i, o in ipairs(r.rivals) do
    T.near(o.w + o.d + o.l, 1, 1e-12)
    local w, d, l = alloc.wdl(alloc(P, {3,2,1}), o.allocation, {exact=true})
    T.near(o.w, w:float(), 1e-13); T.near(o.l, l:float(), 1e-13)
    if i > 1 then T.truthy(o.w - o.l >= r.rivals[i-1].w - r.rivals[i-1].l) end
  end
  local b = alloc.is_emperor(alloc(P, {3,2,0}), {progress=false}).beaten_by
  T.truthy(b ~= nil)
  T.truthy(not alloc.favored(alloc(P, {3,2,0}), b.allocation, {exact=true}))
end)

T.test("checkpoint: a finished run's checkpoint answers at once with the same record", function()
  -- Stopping part-way and resuming is tested in C++ (tests/unit/alloc/test_emperor.cpp), where
  -- the check can be told to stop after k opponents; here, the option reaches the file.
  local X = alloc(prob.dice(2), {0,0,0,1,1,2,1,1,0,0,0})
  local whole = alloc.is_emperor(X, {progress=false, full=true})
  local path = os.tmpname()
  os.remove(path)
  local first = alloc.is_emperor(X, {progress=false, full=true, checkpoint=path})
  T.eq(first.resumed_from, 0)
  local r = alloc.is_emperor(X, {progress=false, full=true, checkpoint=path})
  T.eq(r.resumed_from, whole.total)
  T.eq(r.emperor, whole.emperor); T.eq(r.checked, whole.checked)
  for i, o in ipairs(whole.rivals) do T.eq(r.rivals[i].rank, o.rank); T.eq(r.rivals[i].w, o.w) end
  os.remove(path)
end)

T.test("2.7: both 12-token minimal allocations are emperors of the two-dice game", function()
  -- Fluet 2.7 states it; checked against all 646,645 opponents. The two are mirror images
  -- (v <-> 14 - v), so each meets the other as its one trivial tie.
  local D = prob.dice(2)
  for _, x in ipairs{{0,0,1,2,2,3,2,1,1,0,0}, {0,0,1,1,2,3,2,2,1,0,0}} do
    local r = alloc.is_emperor(alloc(D, x), {progress=false})
    T.eq(r.emperor, true); T.eq(r.complete, true)
    T.eq(r.checked, 646645); T.eq(r.trivial_ties, 1); T.eq(#r.undecided, 0)
    T.truthy(r.rivals[1].w - r.rivals[1].l > 0, "the closest rival is still beaten")
  end
end)

T.test("Fluet 2.7's 36-token conjecture is false: two of the five opponents favored over X", function()
  -- The full run (docs/alloc_emperor.md, run 2) found exactly five opponents favored over X.
  -- Expected values: Fluet's recursion in rats (alloc.wdl{exact=true}), as decimals.
  local D = prob.dice(2)
  local X = alloc(D, {0,2,3,4,6,7,5,4,3,2,0})
  for _, c in ipairs{{{0,2,3,4,5,7,7,4,3,1,0}, 0.21631921442847832, 0.544466698759369, 0.23921408681215262},
                     {{0,2,3,4,5,6,7,4,3,2,0}, 0.21631921442847832, 0.5646529727035595, 0.21902781286796216}} do
    local Y = alloc(D, c[1])
    local w, d, l = alloc.wdl(X, Y)
    T.near(w, c[2], 1e-12); T.near(d, c[3], 1e-12); T.near(l, c[4], 1e-12)
    T.eq(alloc.favored(X, Y), false); T.eq(alloc.favored(Y, X), true)
  end
end)

T.test("Fluet's X against its first beater in rats (the layered recursion: 1,612,800 states)", function()
  -- Took 327 s in the generic rational recursion; the layered GMP one takes about a second.
  local D = prob.dice(2)
  local X, Y = alloc(D, {0,2,3,4,6,7,5,4,3,2,0}), alloc(D, {0,2,3,4,5,7,7,4,3,1,0})
  local w, d, l = alloc.wdl(X, Y, {exact = true})
  T.eq(rat.is_rat(w) and rat.is_rat(d) and rat.is_rat(l), true)
  T.eq(w + d + l, rat(1))
  local fw, fd, fl = alloc.wdl(X, Y)
  T.near(w:float(), fw, 1e-13); T.near(d:float(), fd, 1e-13); T.near(l:float(), fl, 1e-13)
  T.near((w - l):float(), -0.022894872383674, 1e-14)
end)

T.test("the beaters of Fluet's X are beaten in turn (not emperors)", function()
  -- fluet_conjecture36_beaters.lua's first opponents favored over them; the gaps (>= 0.0058) are
  -- far above the fast bound, so alloc.favored decides them without a recheck. Cross-checked by
  -- 400,000 simulated games: within 4.5 standard errors (a 95% interval is 1.96 of them).
  local D = prob.dice(2)
  for _, c in ipairs{{{0,2,3,4,5,7,7,4,3,1,0}, {1,2,3,4,7,6,6,4,2,1,0}, 0.328064, 0.343671},
                     {{0,2,3,4,5,6,7,4,3,2,0}, {1,2,3,5,5,8,6,3,2,1,0}, 0.389398, 0.395285}} do
    local B, Z = alloc(D, c[1]), alloc(D, c[2])
    local w, _, l = alloc.wdl(B, Z)
    T.near(w, c[3], 1e-6); T.near(l, c[4], 1e-6)
    T.eq(alloc.favored(B, Z), false); T.eq(alloc.favored(Z, B), true)
    local s = alloc.simulate(B, Z, 400000, {seed = 7})
    for _, q in ipairs{{s.win, w}, {s.loss, l}} do
      local se = (q[1].high - q[1].low) / (2 * 1.96)
      T.near(q[1].estimate, q[2], 4.5 * se, "simulated against fast")
    end
  end
end)

T.test("errors name the function and argument", function()
  local X = alloc(P, {3,2,1})
  T.raises(function() alloc.is_emperor(X, {rules="both"}) end, "rules")
  T.raises(function() alloc.is_emperor(X, {threads="two"}) end, "threads")
  T.raises(function() alloc.is_emperor(X, {bogus=1}) end, "bogus")
  T.raises(function() alloc.is_emperor({3,2,1}) end, "argument 1")
  local path = os.tmpname()
  local f = io.open(path, "w"); f:write("garbage\n"); f:close()
  T.raises(function() alloc.is_emperor(X, {checkpoint=path, progress=false}) end, "checkpoint")
  os.remove(path)
end)

-- alloc.find_emperor: the champion pass, against brute force (is X favored over every allocation, by
-- Fluet's recursion in rats) on Fluet's Figure 12 and on small two-dice games.
local function brute_emperors(Q, t, rules)
  local found = {}
  for _, X in ipairs(alloc.all(Q, t, {normal_form=true})) do
    local ok = true
    for _, Y in ipairs(alloc.all(Q, t)) do
      if not (X == Y) then
        local w, _, l = alloc.wdl(X, Y, {exact=true, rules=rules})
        if w < l then ok = false; break end
      end
    end
    if ok then found[#found + 1] = tostring(X) end
  end
  return found
end

T.test("find_emperor: Figure 12 and two dice (t <= 3), both rules, as brute force finds", function()
  local figure = {"[1,0,0]", "[1,1,0]", "[2,1,0]", "[2,1,1]", nil, "[3,2,1]"}
  for t = 1, 6 do
    local r = alloc.find_emperor(P, t, {progress=false})
    T.eq(r.emperor and tostring(r.emperor) or "", figure[t] or "")
    T.eq(r.verdict, figure[t] and "emperor" or "none")
    T.eq(r.total, alloc.count(P, t))
  end
  local D = prob.dice(2)
  for _, rules in ipairs({"original", "independent"}) do
    for t = 1, 3 do
      local r = alloc.find_emperor(D, t, {progress=false, rules=rules})
      local brute = brute_emperors(D, t, rules)
      T.eq(r.verdict, #brute > 0 and "emperor" or "none", rules .. " t=" .. t)
      if r.emperor then T.eq(tostring(r.emperor), brute[1]) end
      for _, tie in ipairs(r.ties) do T.truthy(tie.settled) end
    end
  end
end)

T.test("find_emperor: Fluet 2.7's 12-token emperor; 'none' comes with its evidence", function()
  local r = alloc.find_emperor(prob.dice(2), 12, {progress=false})
  T.eq(r.verdict, "emperor")
  T.eq(tostring(r.emperor), "[0,0,1,2,2,3,2,1,1,0,0]")
  T.eq(r.normal_forms, alloc.count(prob.dice(2), 12, {normal_form=true}))
  local s = alloc.find_emperor(prob.dice(2), 12, {progress=false, start=alloc(prob.dice(2), {0,0,1,1,2,3,2,2,1,0,0})})
  T.eq(tostring(s.emperor), "[0,0,1,2,2,3,2,1,1,0,0]"); T.eq(s.replacements, 0)  -- started from its mirror image
  T.raises(function() alloc.find_emperor(P, 3, {start=alloc(prob.dice(2), {3,0,0,0,0,0,0,0,0,0,0})}) end, "start")
  local n = alloc.find_emperor(P, 5, {progress=false})
  T.eq(n.verdict, "none"); T.eq(n.emperor, nil)
  T.truthy(not alloc.favored(n.survivor, n.first_beater.allocation, {exact=true}))
end)

T.test("find_emperor: checkpoint, and errors name the function and argument", function()
  local path = os.tmpname()
  os.remove(path)
  local a = alloc.find_emperor(prob.dice(2), 6, {progress=false, checkpoint=path})
  local b = alloc.find_emperor(prob.dice(2), 6, {progress=false, checkpoint=path})
  T.eq(b.resumed_from, b.total); T.eq(tostring(b.survivor), tostring(a.survivor)); T.eq(b.verdict, a.verdict)
  T.raises(function() alloc.find_emperor(prob.dice(2), 7, {progress=false, checkpoint=path}) end,
           "checkpoint")
  os.remove(path); os.remove(path .. ".check")
  T.raises(function() alloc.find_emperor(P, -1) end, "alloc.find_emperor: argument 2")
  T.raises(function() alloc.find_emperor("dice", 3) end, "alloc.find_emperor: argument 1")
  T.raises(function() alloc.find_emperor(prob{rat(1,2), rat(1,2), 0}, 3) end, "probability 0")
  T.raises(function() alloc.find_emperor(P, 3, {rules="both"}) end, "rules")
  T.raises(function() alloc.find_emperor(P, 3, {bogus=1}) end, "bogus")
end)

T.test("find_emperor and is_emperor: prune=false walks every opponent, with the same answer", function()
  -- docs/alloc_emperor.md, "Pruning": the bound skips opponents that cannot change the answer.
  local D = prob.dice(2)
  local a = alloc.find_emperor(D, 10, {progress=false})
  local b = alloc.find_emperor(D, 10, {progress=false, prune=false})
  T.eq(a.verdict, b.verdict); T.eq(tostring(a.emperor), tostring(b.emperor))
  T.eq(a.survivor_checked, b.survivor_checked); T.eq(a.replacements, b.replacements)
  T.eq(b.pruned, 0); T.eq(b.visited, b.total + b.survivor_checked)
  T.eq(a.visited + a.pruned, a.total + a.survivor_checked); T.truthy(a.pruned > 0); T.truthy(a.pass_pruned <= a.pruned)
  local X = alloc(D, {0,0,1,1,2,3,2,2,1,0,0})
  local c = alloc.is_emperor(X, {progress=false, rivals=3})
  local d = alloc.is_emperor(X, {progress=false, rivals=3, prune=false})
  T.eq(c.emperor, d.emperor); T.eq(c.checked, d.checked); T.eq(d.pruned, 0); T.eq(d.visited, d.checked)
  T.eq(c.visited + c.pruned, c.checked)
  for i = 1, 3 do
    T.eq(tostring(c.rivals[i].allocation), tostring(d.rivals[i].allocation)); T.eq(c.rivals[i].w, d.rivals[i].w)
  end
  T.raises(function() alloc.find_emperor(D, 3, {prune=1}) end, "prune")
  T.raises(function() alloc.is_emperor(X, {prune="yes"}) end, "prune")
end)

T.done()
