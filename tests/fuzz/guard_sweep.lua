-- The memory-guard sweep: every registered example, run under a guard of 16 MiB, is refused up
-- front or finishes without the process growing past the guard (plus the interpreter and slack);
-- then every example again with its integer arguments of 2 or more raised to 10^6 (the largest
-- most functions allow), which must be refused up front, finish, or stop at Ctrl-C.
-- Driven by tests/host/test_limits.cpp like the other watched runs (SIGINT after 20 s).
-- The examples write files where they run (tug.csv, thermograph.svg, maj3.csv, ...):
-- tests/host/test_limits.cpp runs the sweep in a fresh temporary directory; the source tree is refused.
if io.open("CMakeLists.txt") or io.open("../CMakeLists.txt") then
  error("guard_sweep.lua writes files into the working directory: run it from an empty one (tests/host/test_limits.cpp does)")
end
alea.limits{memory = 16 * 2 ^ 20}
alea.quiet(true)
alea.interrupts("error")  -- a harness: Ctrl-C stops one example, and the sweep goes on
local peak_mib = dofile((arg and arg[0] and arg[0]:match("^(.*/)") or "") .. "peak.lua")
-- Examples name objects they assume (X, Y, P, T, ...): give them ones of each kind.
X = alloc(prob.dice(2), "6^3 7^6 8^3")
Y = alloc(prob.dice(2), "6 7 8")
P = prob.dice(2)
T = alloc.tournament(prob{3, 2, 1}, 3)
local base = peak_mib()

-- Runs one piece of code between "begin" and "end" lines. Ctrl-C also stops the Lua code after
-- the call (lua.c's hook), so the outcome is kept by an outer pcall first.
local function run(n, name, code)
  alea.limits{memory = 16 * 2 ^ 20}  -- an example may have changed it
  io.write("begin ", n, " ", name, ": ", code, "\n")
  io.flush()
  local outcome = "error interrupted"
  pcall(function()
    local chunk = load("return " .. code) or load(code)
    local ok, err = true, nil
    if chunk then ok, err = pcall(chunk) end
    outcome = ok and "ok" or ("error " .. tostring(err):gsub("\n.*", ""))
  end)
  io.write("end ", n, " ", outcome, "\n")
  if peak_mib() > base + 16 + 96 then io.write("memory peak ", math.floor(peak_mib()), " MiB after ", name, "\n") end
  io.flush()
end

local functions = alea.functions()
for i, f in ipairs(functions) do run(i, f.name, (f.example:gsub("%s*%-%->.*", ""))) end
for i, f in ipairs(functions) do
  local code = f.example:gsub("%s*%-%->.*", "")
  local scaled = code:gsub("%f[%w%.]%d+%f[^%w%.]", function(d) return tonumber(d) >= 2 and "1000000" or d end)
  if scaled ~= code then run(#functions + i, f.name .. " (scaled)", scaled) end
end
io.write("done\n")
