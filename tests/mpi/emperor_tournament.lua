-- Under mpirun -np 2 and in one process this prints the same lines (tests/mpi/compare.cmake checks
-- them byte for byte): the 12-token emperor check of seed 000 section 2.7 (both emperors,
-- docs/alloc_emperor.md Run 1), a stopped-early check, find_emperor and tournaments, every double
-- in %a.
local out = {}
local function line(...) out[#out + 1] = table.concat({...}, " ") end
local function opp(o)
  return string.format("%s %d %a %a %a %s", tostring(o.allocation), o.rank, o.w, o.d, o.l, tostring(o.rechecked))
end
local function emperor(r, label)
  line(label, tostring(r.emperor), tostring(r.complete), r.total, r.checked, r.visited, r.pruned, r.rechecked,
       r.trivial_ties, #r.undecided, r.audited, string.format("%a", r.audit_max_diff), r.nodes)
  for _, o in ipairs(r.rivals) do line("  rival", opp(o)) end
  if r.beaten_by then line("  beaten_by", opp(r.beaten_by)) end
end

local m = alea.mpi()
local P = prob.dice(2)
local ckpt = os.getenv("ALEA_MPI_CHECKPOINT")
for _, x in ipairs({ {0,0,1,1,2,3,2,2,1,0,0}, {0,0,1,2,2,3,2,1,1,0,0} }) do
  local X = alloc(P, x)
  local r = alloc.is_emperor(X, {progress = false, rivals = 5})
  assert(r.emperor == true and r.checked == 646645 and r.trivial_ties == 1, "seed 000 2.7: " .. tostring(X))
  emperor(r, "emperor " .. tostring(X))
end
-- Not an emperor: the check stops at the first beater, counts end with its block.
emperor(alloc.is_emperor(alloc(P, {1,1,1,1,1,1,1,1,1,1,2}), {progress = false, rivals = 3}), "stopped")
-- A checkpointed check (one file per rank), then resumed from it: the same answer at once.
if ckpt then
  local X = alloc(P, {0,0,1,1,2,3,2,2,1,0,0})
  local a = alloc.is_emperor(X, {progress = false, checkpoint = ckpt})
  local b = alloc.is_emperor(X, {progress = false, checkpoint = ckpt})
  assert(b.resumed_from == b.total, "resumed from the finished checkpoint")
  assert(a.checked == b.checked and a.rivals[1].rank == b.rivals[1].rank)
  line("checkpoint resumed", b.resumed_from, b.checked)
end
-- Tournaments, fast (two dice, 3 tokens) and exact (rationals through the exchange): every pair
-- and the favored graph's emperor cycle.
local function tournament(T, label)
  for i = 1, #T do
    for j = i + 1, #T do
      local w, d, l = T:wdl(i, j)
      local function bits(v) return type(v) == "number" and string.format("%a", v) or tostring(v) end
      line(label, i, j, bits(w), bits(d), bits(l), tostring(T:favored(i, j)))
    end
  end
  local c = {}
  for _, X in ipairs(T:emperor_cycle()) do c[#c + 1] = tostring(X) end
  line(label, "cycle", table.concat(c, " "))
end
tournament(alloc.tournament(P, 3), "pair")
tournament(alloc.tournament(prob{rat(3, 6), rat(2, 6), rat(1, 6)}, 5, {exact = true}), "exact")
-- find_emperor: the pass's parts (fixed by the game alone) shared out over the processes, their
-- survivors combined, the survivor's check split again: every field but the timings is that of
-- one process, with an emperor (two dice, 12 tokens: section 2.7's; 9 parts) and without one
-- (one die at 33 tokens, 7 parts; Fluet's three values at 5 and 11 tokens, one part); pruned
-- (the default: the opponents visited and pruned are the same too) and not.
local function find(Q, t, label, rules, prune)
  local r = alloc.find_emperor(Q, t, {progress = false, rules = rules or "original", prune = prune ~= false})
  line(label, r.verdict, tostring(r.emperor), r.total, r.normal_forms, #r.ties, r.replacements, r.visited, r.pruned,
       r.pass_pruned)
  line("  survivor", tostring(r.survivor), r.survivor_checked)
  if r.first_beater then
    local b = r.first_beater
    line("  first beater", tostring(b.allocation), b.rank, string.format("%a %a %a", b.w, b.d, b.l))
  end
end
find(P, 12, "find 2d6 12")
find(P, 12, "find 2d6 12 unpruned", "original", false)
find(P, 15, "find 2d6 15")
find(prob{rat(3, 6), rat(2, 6), rat(1, 6)}, 5, "find 3/6,2/6,1/6 5")
find(prob{rat(3, 6), rat(2, 6), rat(1, 6)}, 11, "find 3/6,2/6,1/6 11")
find(prob.dice(1), 33, "find 1d6 33")
find(prob.dice(1), 33, "find 1d6 33 independent", "independent")
-- Only rank 0 prints; alea.mpi() says which rank this is.
print(table.concat(out, "\n"))
io.stderr:write(string.format("rank %d of %d\n", m.rank, m.size))
