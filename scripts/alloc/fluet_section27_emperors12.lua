-- Fluet 2.7 (Figure 15): the two minimal allocations of the 12-token two-dice game are emperors,
-- each favored over all 646,645 other allocations. Checked by alloc.is_emperor (streaming, no
-- matrix); then the other claims of 2.7 about the 36-token allocations that are not percentages:
-- local emperors (favored over every neighbour) and favored over [1,2,3,4,5,6,5,4,3,2,1].
local D = prob.dice(2)
print("Fluet 2.7: emperors of the 12-token game (paper: both are emperors)")
for _, c in ipairs{{0,0,1,1,2,3,2,2,1,0,0}, {0,0,1,2,2,3,2,1,1,0,0}} do
  local X = alloc(D, c)
  local r = alloc.is_emperor(X, {rivals=5})
  print(string.format("%s  emperor: ours %s, paper true   (%d opponents, %d near ties rechecked, %d trivial ties, %.2f s, %d nodes)",
    tostring(X), tostring(r.emperor), r.checked, r.rechecked, r.trivial_ties, r.seconds, r.nodes))
  for i, o in ipairs(r.rivals) do
    print(string.format("   rival %d  %-26s w %.6f d %.6f l %.6f  w-l %.6f", i, tostring(o.allocation), o.w, o.d, o.l, o.w - o.l))
  end
end

-- Favored over every neighbour. The mirror image (values v and 14 - v swapped) is an exact tie
-- (relabelling the rolls swaps the players: Fluet 2.6's a-priori ties), so it is left out; every
-- other neighbour's w - l is far outside the fast error bound (printed).
local function local_emperor(X)
  local c, m = X:counts(), {}
  for i = 1, #c do m[i] = c[#c + 1 - i] end
  local mirror = tostring(alloc(X:prob(), m))
  local all, worst, by = true, math.huge, nil
  for _, Y in ipairs(X:neighbors()) do
    if tostring(Y) ~= mirror then
      local w, _, l = alloc.wdl(X, Y, {with_error=true})
      local gap = w - l  -- an estimate: its bound covers both errors
      assert(math.abs(gap.value) > gap.bound, "a near tie: decide it exactly")
      all = all and gap.value >= 0
      if gap.value < worst then worst, by = gap.value, Y end
    end
  end
  return all, worst, by
end
print("\nFluet 2.7: the 36-token conjectured emperors (paper: local emperors, favored over [1,2,3,4,5,6,5,4,3,2,1])")
local U = alloc(D, {1,2,3,4,5,6,5,4,3,2,1})
for _, c in ipairs{{0,2,3,4,6,7,5,4,3,2,0}, {0,2,3,4,5,7,6,4,3,2,0}} do
  local X = alloc(D, c)
  local ok, worst, by = local_emperor(X)
  local w, d, l = alloc.wdl(X, U)
  print(string.format("%s  local emperor: ours %s (closest neighbour %s, w-l %.6f), paper true", tostring(X), tostring(ok), tostring(by), worst))
  print(string.format("%s  vs %s: w %.4f d %.4f l %.4f, favored: ours %s, paper true", tostring(X), tostring(U), w, d, l,
    tostring(alloc.favored(X, U))))
end
