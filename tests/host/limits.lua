-- The reproductions of issue 16, each run as one piece of work under tests/host/test_limits.cpp's
-- watchdog (a SIGINT after a second; the piece must end within the next). Each must end in a
-- clear error, a refusal with its estimate, an interrupt, or a correct result; the C++ test
-- checks which, from the "end" line.
alea.quiet(true)
alea.interrupts("error")  -- a harness: Ctrl-C stops one case, and the script goes on
-- A guard of 256 MiB: reading /dev/zero hits it after 32 MiB rather than half a GiB.
alea.limits{memory = 256 * 2 ^ 20}
local D = prob.dice(2)
local cases = {
  -- Ctrl-C was ignored for 20-60 s
  {"rat(3)^10000000", function() return rat(3) ^ 10000000 end},
  {"rat(2)^1000000000", function() return rat(2) ^ 1000000000 end},
  {"rat(string.rep('9', 1000000))", function() return rat(string.rep("9", 1000000)) end},
  {"doubling.point(1000000000)", function() return doubling.point(1000000000) end},
  {"doubling.point(1000000, recursion)", function() return doubling.point(1000000, {method = "recursion"}) end},
  {"two_value.expected_time(2/3, 1e5, 1e5)", function() return alloc.two_value.expected_time(rat(2, 3), 100000, 100000) end},
  {"maxinteger tokens: expected_time", function() return alloc(D, {0, 0, 0, 0, 0, math.maxinteger, 0, 0, 0, 0, 0}):expected_time() end},
  {"1e-155: variance", function() return alloc(prob{1e-155, 1 - 1e-155}, {1, 1}):variance() end},
  -- memory not refused up front
  {"minimal(uniform(200), 12, images)", function() return alloc.minimal(prob.uniform(200), 12, {images = true}) end},
  {"all(uniform(200), 3)", function() return alloc.all(prob.uniform(200), 3) end},
  {"mat_candidates(dice, 1000)", function() return #alloc.mat_candidates(D, 1000) end},
  {"read_csv('/dev/zero')", function() return alea.read_csv("/dev/zero") end},
  {"greedy_multinomial(dice, 1e8)", function() return alloc.greedy_multinomial(D, 100000000) end},
  -- slow with no progress and no bound
  {"quantile(1 - 1e-16)", function() return alloc(D, {0, 0, 1, 2, 2, 3, 2, 1, 1, 0, 0}):quantile(1 - 1e-16) end},
  {"minimal(dice, 1000000)", function() return alloc.minimal(D, 1000000) end},
  {"exact independent duration, 12 tokens", function()
     local X = alloc(D, {0, 0, 1, 2, 2, 3, 2, 1, 1, 0, 0})
     return alloc.duration(X, alloc(D, {0, 0, 1, 1, 2, 3, 2, 2, 1, 0, 0}), {rules = "independent", exact = true})
   end},
}
local only = tonumber(arg and arg[1])  -- one case, for a person timing it by hand
for i, c in ipairs(cases) do
  if only and i ~= only then goto next end
  io.write("begin ", i, " ", c[1], "\n")
  io.flush()
  -- Ctrl-C also stops the Lua code after the call (lua.c's hook): the outcome is kept first.
  local outcome = "error interrupted"
  pcall(function()
    local ok, err = pcall(c[2])
    outcome = ok and "ok" or ("error " .. tostring(err):gsub("\n.*", ""))
  end)
  io.write("end ", i, " ", outcome, "\n")
  io.flush()
  ::next::
end
io.write("done\n")
