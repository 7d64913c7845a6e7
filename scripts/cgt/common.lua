-- Shared by the research runs: the conjectured closed form of the onset n0(a, b) of Theorem 1.1
-- (open problem 2; docs/cgt.md), from the Pingala index k and the second term p_1 of the
-- MP-sequence of (a, b): a for a = b > 1 (0 for a = b = 1); a + b for k = 1, 2; a + b + 2 p_1 for
-- k = 3, 4; no claim (nil) for k >= 5, the wealth ratios nearest phi.
local C = {}

function C.onset(a, b)
  local s = cgt.mp_sequence(a, b)
  if s.k == 0 then return a == 1 and 0 or a end
  if s.k <= 2 then return a + b end
  if s.k <= 4 then return a + b + 2 * s.terms[2] end
  return nil
end

-- Wall-clock seconds since `t0` (os.time() is whole seconds; alea has no finer clock).
function C.timer()
  local t0 = os.time()
  return function() return os.difftime(os.time(), t0) end
end

return C
