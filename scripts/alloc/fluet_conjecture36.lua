-- Research run (minutes to hours): not run by the test suite.
-- Fluet 2.7's open conjecture: is [0,2,3,4,6,7,5,4,3,2,0] an emperor of the 36-token two-dice game?
-- All 4,076,350,421 allocations of 36 tokens (X included) are checked by alloc.is_emperor, resumable:
--   alea scripts/alloc/fluet_conjecture36.lua [checkpoint]   (default ./emperor36.ckpt)
-- Ctrl-C (or a kill) leaves the checkpoint; running the same command again resumes from it.
-- Its mirror [0,2,3,4,5,7,6,4,3,2,0] has the same answer (relabel the rolls 2..12 as 14 - v).
-- full=true: the check goes on past the first opponent favored over X, so every such opponent
-- is among the rivals (docs/alloc_emperor.md, Results, run 2).
local path = arg and arg[1] or "./emperor36.ckpt"
local D = prob.dice(2)
local X = alloc(D, {0,2,3,4,6,7,5,4,3,2,0})
print(string.format("X = %s, %d allocations of 36 tokens, checkpoint %s", tostring(X), alloc.count(D, 36), path))
local r = alloc.is_emperor(X, {checkpoint=path, rivals=40, full=true})
print(string.format("emperor: %s (paper: conjectured, not verified)   complete: %s", tostring(r.emperor), tostring(r.complete)))
print(string.format("opponents checked %d, near ties rechecked %d, trivial ties %d, undecided %d",
  r.checked, r.rechecked, r.trivial_ties, #r.undecided))
print(string.format("kernel: %d nodes, error estimate %.2g, recheck margin %.2g; audit %d opponents, max |kernel - fast| %.2g",
  r.nodes, r.kernel_error, r.recheck_margin, r.audited, r.audit_max_diff))
print(string.format("run time %.0f s (summed over resumed runs), resumed from rank %d", r.seconds, r.resumed_from))
if r.beaten_by then
  local b = r.beaten_by
  print(string.format("beaten by %s: w %.6f d %.6f l %.6f", tostring(b.allocation), b.w, b.d, b.l))
end
local beaten = 0
for _, o in ipairs(r.rivals) do if o.w < o.l then beaten = beaten + 1 end end
print(string.format("opponents favored over X: %d%s", beaten, beaten == #r.rivals and " (at least: every rival listed is one)" or ""))
print("closest rivals (X's w - l smallest):")
for i, o in ipairs(r.rivals) do
  print(string.format("%3d  %-28s w %.6f d %.6f l %.6f  w-l %.6f%s", i, tostring(o.allocation), o.w, o.d, o.l, o.w - o.l,
    o.rechecked and "  (rechecked)" or ""))
end
