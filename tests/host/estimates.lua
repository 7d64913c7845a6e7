-- The memory guard's estimates against the peaks measured (issue 31: graph.tug_of_war's was 1.4
-- times low, and a guard that lets a call through must see it stay within). For each call: its
-- estimate is read from the refusal under a guard of 1 byte (and again under each larger estimate,
-- when a later table of the call asks for more); then it runs under a guard of exactly that
-- estimate, with the process's peak reset before. Prints "case <name> estimate <bytes> peak
-- <bytes>" for tests/host/test_limits.cpp, which checks peak <= estimate plus the interpreter's
-- slack in the Release build (ASan's shadow and quarantine make peaks meaningless there).
alea.quiet(true)
local units = {bytes = 1, KiB = 2 ^ 10, MiB = 2 ^ 20, GiB = 2 ^ 30, TiB = 2 ^ 40}

local function rss(field)
  local f = assert(io.open("/proc/self/status"))
  local kb = f:read("a"):match(field .. ":%s*(%d+)")
  f:close()
  return tonumber(kb) * 1024
end

local function reset_peak()
  local f = io.open("/proc/self/clear_refs", "w")
  if f then f:write("5") f:close() end
end

local function estimate_of(err)
  local x, unit = tostring(err):match("needs about ([%d.]+) (%a+), over the memory limit")
  -- the message rounds to one decimal: half a unit of it more is at least the estimate
  return x and math.ceil((tonumber(x) + 0.05) * units[unit]) or nil
end

local cases = {
  {"graph.tug_of_war(2000000)", function() return graph.tug_of_war(2000000) end},
  {"cgt.star(300000):left_options()", function() return cgt.star(300000):left_options() end},
  {"boolfn.majority(21):values()", function() return boolfn.majority(21):values() end},
  {"prob.uniform(1000000)", function() return prob.uniform(1000000) end},
  {"alloc.all(prob.uniform(12), 7)", function() return alloc.all(prob.uniform(12), 7) end},
  {"graph.tic_tac_toe(3)", function() return graph.tic_tac_toe(3) end},
}

for _, c in ipairs(cases) do
  local guard, result = 1, nil
  for _ = 1, 64 do
    collectgarbage()
    collectgarbage()
    alea.limits{memory = guard}
    reset_peak()
    local before = rss("VmRSS")
    local ok, err = pcall(c[2])
    local peak = rss("VmHWM") - before
    local more = not ok and estimate_of(err)
    if ok then
      result = string.format("case %s estimate %d peak %d", c[1], guard, peak)
      break
    elseif more and more > guard then
      -- A store that grows as it works (cgt's, an explored graph) asks a little more each time:
      -- at least a quarter more per try, so the guard stays within 25% of the last estimate.
      guard = math.max(more, math.ceil(guard * 1.25))
    else
      result = "case " .. c[1] .. " error " .. tostring(err):gsub("\n.*", "")
      break
    end
  end
  alea.limits{memory = 4 * 2 ^ 30}
  io.write((result or ("case " .. c[1] .. " error no estimate settled")), "\n")
  io.flush()
end
io.write("done\n")
