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
  line(label, tostring(r.emperor), tostring(r.complete), r.total, r.checked, r.rechecked, r.trivial_ties,
       #r.undecided, r.audited, string.format("%a", r.audit_max_diff), r.nodes)
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
-- find_emperor: the pass split over the processes, the survivors combined, the survivor's check
-- split again. With an emperor (two dice, 12 tokens: section 2.7's two, the pass ends on the
-- first in order) every field but the timings and the replacement count is that of one process;
-- without one (Fluet's three values, t = 5 and 11, docs/alloc_emperor.md) the verdict is, and the
-- evidence holds: the first beater is favored over the survivor.
local function find(Q, t, label)
  local r = alloc.find_emperor(Q, t, {progress = false})
  line(label, r.verdict, tostring(r.emperor), r.total, r.normal_forms, #r.ties)
  if r.verdict == "emperor" then line("  survivor", tostring(r.survivor), r.survivor_checked)
  else line("  evidence", tostring(alloc.favored(r.first_beater.allocation, r.survivor))) end
end
find(P, 12, "find 2d6 12")
find(prob{rat(3, 6), rat(2, 6), rat(1, 6)}, 5, "find 3/6,2/6,1/6 5")
find(prob{rat(3, 6), rat(2, 6), rat(1, 6)}, 11, "find 3/6,2/6,1/6 11")
-- Only rank 0 prints; alea.mpi() says which rank this is.
print(table.concat(out, "\n"))
io.stderr:write(string.format("rank %d of %d\n", m.rank, m.size))
