-- The memory-guard sweep: every registered example, run under a guard of 16 MiB, is refused up
-- front or finishes without the process growing past the guard (plus the interpreter and slack).
-- Driven by tests/host/test_limits.cpp like the other watched runs.
alea.limits{memory = 16 * 2 ^ 20}
alea.quiet(true)
local peak_mib = dofile((arg and arg[0] and arg[0]:match("^(.*/)") or "") .. "peak.lua")
-- Examples name objects they assume (X, Y, P, T, ...): give them ones of each kind.
X = alloc(prob.dice(2), "6^3 7^6 8^3")
Y = alloc(prob.dice(2), "6 7 8")
P = prob.dice(2)
T = alloc.tournament(prob{3, 2, 1}, 3)
local base = peak_mib()
for i, f in ipairs(alea.functions()) do
  local code = f.example:gsub("%s*%-%->.*", "")
  io.write("begin ", i, " ", f.name, ": ", code, "\n")
  io.flush()
  local chunk = load("return " .. code) or load(code)
  local ok, err = true, nil
  if chunk then ok, err = pcall(chunk) end
  io.write("end ", i, " ", ok and "ok" or ("error " .. tostring(err):gsub("\n.*", "")), "\n")
  if peak_mib() > base + 16 + 96 then io.write("memory peak ", math.floor(peak_mib()), " MiB after ", f.name, "\n") end
  io.flush()
end
io.write("done\n")
