-- Research run (minutes to hours): not run by the test suite.
-- Open problem 1, the middle region: heaps (n; a, b), a >= b >= 1, b < n < n0(a, b), for a, b <= A, B
-- and n <= N. Is the left wall one straight line (m + t = n - b)? Which denominators occur? And the
-- two families with closed forms (docs/cgt.md): (n; a, 1), 2 <= n <= a, and (n; b+1, b), b < n <= 2b.
--   alea scripts/cgt/research_middle.lua [N=200] [A=40] [B=40]     (docs/cgt.md: 16 s)
local here = arg[0]:match("(.*/)") or "./"
local C = dofile(here .. "common.lua")
local N, A, B = tonumber(arg[1] or 200), tonumber(arg[2] or 40), tonumber(arg[3] or 40)
local clock = C.timer()
local n0 = {}
for _, o in ipairs(cgt.large_heap_onsets(N, A, B)) do n0[o.a * 100000 + o.b] = o.law_from end
local cells, straight, single_tent, max_den = 0, 0, 0, 1
local fam1, fam1_ok, fam2, fam2_ok = 0, 0, 0, 0
local bent = {}
cgt.heap_thermographs(N, A, B, function(n, a, b, th)
  if a < b or b == 0 or n <= b or n >= n0[a * 100000 + b] then return end
  cells = cells + 1
  local t, m = th:temperature(), th:mast()
  if b == 1 and n >= 2 and n <= a then
    fam1 = fam1 + 1
    local h = rat(1, 1 << (n - 1))
    if t == 1 - h and m == (n - 2) + h then fam1_ok = fam1_ok + 1 end
  end
  if a == b + 1 and n > b and n <= 2 * b then
    fam2 = fam2 + 1
    local h = rat(1, 1 << (n - b))
    if m == 1 - h and t == (n - b - 1) + h then fam2_ok = fam2_ok + 1 end
  end
  local s = m + t == rat(n - b) and #th:left_wall() <= 2
  if s then
    straight = straight + 1
    if #th:right_wall() == 1 then single_tent = single_tent + 1 end
  elseif #bent < 12 then
    bent[#bent + 1] = string.format("(%d;%d,%d)", n, a, b)
  end
  if t:den() > max_den then max_den = t:den() end
end)
print(string.format("## The middle region, a >= b >= 1, b < n < n0(a, b), a, b <= %d (%.0f s)\n", A, clock()))
print(string.format("- heaps: %d; left wall straight (m + t = n - b): %d; of these with a vertical right wall: %d", cells,
                    straight, single_tent))
print(string.format("- largest denominator of t: %s", tostring(max_den)))
print(string.format("- (n; a, 1), 2 <= n <= a: t = 1 - 2^(1-n), m = n - 2 + 2^(1-n) holds for %d of %d heaps", fam1_ok, fam1))
print(string.format("- (n; b+1, b), b < n <= 2b: m = 1 - 2^(b-n), t = n - b - 1 + 2^(b-n) holds for %d of %d heaps", fam2_ok, fam2))
for _, h in ipairs(bent) do print("- bent left wall: " .. h) end
