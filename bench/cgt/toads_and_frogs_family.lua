-- Benchmark (not run by the test suite): the time and memory of the Toads-and-Frogs research
-- run of docs/cgt.md, every strip T^a .^b F^c (a toads, b empty cells, c frogs) of each length
-- 1, 2, ..., N valued in one process (each length reuses the positions of the shorter ones in
-- the game's transposition table), the hottest printed. Per length: the CPU seconds of the
-- process (os.clock; the solver is single-threaded) and its peak resident memory so far
-- (Linux's VmHWM). Run under /usr/bin/time -v for the whole run's CPU and peak:
--   nice -n 10 /usr/bin/time -v alea bench/cgt/toads_and_frogs_family.lua [N=16] [file=toads_and_frogs_family.csv] [memory_gib]
local N = math.tointeger(tonumber(arg and arg[1])) or 16
local file = arg and arg[2] or "toads_and_frogs_family.csv"
if arg and arg[3] then alea.limits{memory = math.floor(tonumber(arg[3]) * 2^30)} end

local function peak_mib()
  local f = io.open("/proc/self/status")
  if not f then return -1 end
  local kib = f:read("a"):match("VmHWM:%s+(%d+)")
  f:close()
  return kib and tonumber(kib) // 1024 or -1
end

local out = assert(io.open(file, "w"))
out:write("length,temperature,hottest,cpu_s,cumulative_cpu_s,peak_mib\n")
local t0 = os.clock()
for len = 1, N do
  local t1, best, which = os.clock(), nil, {}
  for a = 0, len do
    for c = 0, len - a do
      local s = string.rep("T", a) .. string.rep(".", len - a - c) .. string.rep("F", c)
      local t = cgt.games.toads_and_frogs(s):temperature()
      if not best or t > best then best, which = t, {s} elseif t == best then which[#which + 1] = s end
    end
  end
  local row = string.format("%d,%s,%s,%.2f,%.2f,%d", len, tostring(best), table.concat(which, " "), os.clock() - t1,
                            os.clock() - t0, peak_mib())
  print(row)
  out:write(row, "\n")
  out:flush()
end
out:close()
