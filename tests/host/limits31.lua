-- Issue 31's Ctrl-C and memory reproductions, each one piece of work under
-- tests/host/test_limits.cpp's watchdog (SIGINT after a second; the piece must end within the
-- next). Each case runs under its own memory guard; after it the process's peak must stay within
-- that guard plus the interpreter's slack ("memory peak" lines otherwise).
alea.quiet(true)
alea.interrupts("error")  -- a harness: Ctrl-C stops one case, and the script goes on
local peak_mib = dofile((arg and arg[0] and arg[0]:match("^(.*/)") or "") .. "../fuzz/peak.lua")
local MiB = 2 ^ 20
local cases = {
  -- 13.4 GB of per-chunk sums before the first sample; Ctrl-C after 73 s
  {"sample_moves(samples = 10^12)", 64 * MiB, function() return boolfn.majority(3):sample_moves(nil, {samples = 10 ^ 12}) end},
  -- 302 GiB asked
  {"sample_moves(delta = 1e-300)", 64 * MiB,
   function() return boolfn.majority(3):sample_moves(nil, {delta = 1e-300, epsilon = 1e-5}) end},
  -- the estimate wrapped: 20 s and 2.7 GB before a refusal
  {"star(2^62):left_options()", 64 * MiB, function() return cgt.star(2 ^ 62):left_options() end},
  {"star(maxinteger):left_options()", 64 * MiB, function() return cgt.star(math.maxinteger):left_options() end},
  -- 30 levels of {+-: over a minute, deaf to Ctrl-C
  {"{+- 30 levels", 64 * MiB, function() return cgt(string.rep("{+-", 30) .. "1" .. string.rep("|}", 30)) end},
  {"1000000 signs", 64 * MiB, function() return cgt(string.rep("- ", 1000000) .. "1") end},
  -- the tug of war's estimate was 1.4 times low: refused here, and within its guard when it runs
  {"tug_of_war(1.3e8)", 256 * MiB, function() return graph.tug_of_war(130000000) end},
  {"tug_of_war(10^6)", 256 * MiB, function() return #graph.tug_of_war(1000000) end},
  -- Ctrl-C only at the end (22 s), no bar
  {"star(10^7):left_options()", 2048 * MiB, function() return #cgt.star(10 ^ 7):left_options() end},
}
local base = peak_mib()
for i, c in ipairs(cases) do
  alea.limits{memory = c[2]}
  io.write("begin ", i, " ", c[1], "\n")
  io.flush()
  local outcome = "error interrupted"
  pcall(function()
    local ok, err = pcall(c[3])
    outcome = ok and "ok" or ("error " .. tostring(err):gsub("\n.*", ""))
  end)
  io.write("end ", i, " ", outcome, "\n")
  if peak_mib() > base + c[2] / MiB + 96 then
    io.write("memory peak ", math.floor(peak_mib()), " MiB after case ", i, "\n")
  end
  io.flush()
end
io.write("done\n")
