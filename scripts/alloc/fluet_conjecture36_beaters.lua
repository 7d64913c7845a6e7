-- Research run (minutes to hours): not run by the test suite.
-- After Fluet 2.7's conjecture fails (fluet_conjecture36.lua): is one of the allocations favored
-- over [0,2,3,4,6,7,5,4,3,2,0] itself an emperor of the 36-token two-dice game? Each check stops
-- at the first opponent favored over it (minutes at most), or runs through all 4,076,350,421.
--   alea scripts/alloc/fluet_conjecture36_beaters.lua [checkpoint prefix]   (default ./beater36)
-- Resumable like fluet_conjecture36.lua: a checkpoint per candidate.
local prefix = arg and arg[1] or "./beater36"
local D = prob.dice(2)
-- The five beaters (docs/alloc_emperor.md, run 2), strongest first; [0,1,3,4,5,7,7,4,3,2,0] is left
-- out: it is the image of the first under 3 <-> 11 (equal probabilities), so it has the same answer.
local candidates = {
  {0,2,3,4,5,7,7,4,3,1,0}, {0,1,3,4,6,7,7,4,3,1,0}, {0,1,3,4,5,7,8,4,3,1,0}, {0,2,3,4,5,6,7,4,3,2,0},
}
for k, c in ipairs(candidates) do
  local X = alloc(D, c)
  local r = alloc.is_emperor(X, {checkpoint=prefix .. k .. ".ckpt", rivals=5})
  local line = string.format("%s  emperor: %-5s  checked %d of %d, %.0f s", tostring(X), tostring(r.emperor),
    r.checked, r.total - 1, r.seconds)
  if r.beaten_by then
    local b = r.beaten_by
    line = line .. string.format("  beaten by %s (w %.6f l %.6f)", tostring(b.allocation), b.w, b.l)
  end
  print(line)
end
