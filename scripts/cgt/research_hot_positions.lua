-- Research run (minutes to length 17, hours to 20): not run by the test suite.
-- The hottest positions of two games, tables nobody has printed:
--  * Domineering on 4 x 4: every set of free cells (2^16 boards), the temperatures, and the
--    thermographs of the hottest;
--  * Toads and Frogs: every strip T^a .^b F^c (a toads, b empty cells, c frogs) of length <= 20,
--    and every strip of length <= 12 over T, F and '.', the hottest of each length.
--   alea scripts/cgt/research_hot_positions.lua [max_length=20] [exhaustive_length=12] [memory_gib]
-- memory_gib raises the memory guard (lengths 18 and beyond need more than the default 4 GiB;
-- to length 20: `... 20 0 20`, about 1 h 33 min and 21.9 GiB on a 24 GiB machine, docs/cgt.md).
-- Each length prints its CPU seconds and the process's peak memory so far (Linux's VmHWM).
local here = arg[0]:match("(.*/)") or "./"
local C = dofile(here .. "common.lua")
local max_length, exhaustive = tonumber(arg[1] or 20), tonumber(arg[2] or 12)
if arg[3] then alea.limits{memory = math.floor(tonumber(arg[3]) * 2^30)} end

-- The peak resident memory of this process in MiB (nil where /proc is missing).
local function peak_mib()
  local f = io.open("/proc/self/status")
  if not f then return nil end
  local kib = f:read("a"):match("VmHWM:%s+(%d+)")
  f:close()
  return kib and tonumber(kib) // 1024
end

local clock = C.cpu_timer()
local hottest, boards = rat(-1), {}
for mask = 0, (1 << 16) - 1 do
  local cells = {}
  for r = 0, 3 do
    local row = {}
    for c = 0, 3 do row[#row + 1] = (mask >> (4 * r + c)) & 1 == 1 and "." or "#" end
    cells[#cells + 1] = table.concat(row)
  end
  local b = table.concat(cells, "|")
  local t = cgt.games.domineering(b):temperature()
  if t > hottest then hottest, boards = t, {b} elseif t == hottest then boards[#boards + 1] = b end
end
print(string.format("## Domineering 4 x 4: the hottest of the 65536 boards (%.0f s): temperature %s, %d boards\n",
                    clock(), tostring(hottest), #boards))
for _, b in ipairs(boards) do
  local P = cgt.games.domineering(b)
  print(b, tostring(P:value()), tostring(P:thermograph()))
end

local function hottest_of(strips)
  local best, which = nil, {}
  for _, s in ipairs(strips) do
    local t = cgt.games.toads_and_frogs(s):temperature()
    if not best or t > best then best, which = t, {s} elseif t == best then which[#which + 1] = s end
  end
  return best, which
end

print("\n## Toads and Frogs: the hottest T^a .^b F^c of each length\n")
print(string.format("%-6s %-10s %-8s %-9s %s", "length", "temp.", "CPU s", "peak MiB", "strips; value of the first"))
for len = 1, max_length do
  local strips, length_clock = {}, C.cpu_timer()
  for a = 0, len do
    for c = 0, len - a do
      strips[#strips + 1] = string.rep("T", a) .. string.rep(".", len - a - c) .. string.rep("F", c)
    end
  end
  local t, which = hottest_of(strips)
  print(string.format("%-6d %-10s %-8.1f %-9s %s; %s", len, tostring(t), length_clock(), tostring(peak_mib() or "?"),
                      table.concat(which, " "), tostring(cgt.games.toads_and_frogs(which[1]):value())))
  io.stdout:flush()
end

print("\n## Toads and Frogs: the hottest of all strips over T, F, '.' of each length\n")
for len = 1, exhaustive do
  local strips, chars = {}, {"T", "F", "."}
  for code = 0, 3 ^ len - 1 do
    local s, x = {}, code
    for i = 1, len do s[i], x = chars[x % 3 + 1], x // 3 end
    strips[#strips + 1] = table.concat(s)
  end
  local t, which = hottest_of(strips)
  local shown = {table.unpack(which, 1, math.min(#which, 8))}
  print(string.format("%-6d %-10s %d strips: %s%s; %s = %s (%.0f s)", len, tostring(t), #which, table.concat(shown, " "),
                      #which > 8 and " ..." or "", which[1], tostring(cgt.games.toads_and_frogs(which[1]):value()),
                      clock()))
  io.stdout:flush()
end
