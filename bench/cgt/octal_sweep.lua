-- Benchmark (not run by the test suite): the timing sweep of every three-digit octal code.
-- For each code 0.abc (a, b, c in 0..7, not all 0: 511 codes) on a fresh ruleset:
--   auto    H:nim_sequence(n), the default: stops computing once a period is proved and reads
--           the rest from it;
--   direct  H:nim_sequence(n, {method = "direct"}): every value computed (the rare-value method
--           for splitting codes), the worst case;
-- then H:periodicity(n) on the values the direct run left (no further computing). Times are CPU
-- seconds of the process (os.clock: the nim engine is single-threaded), the fair figure on a
-- shared machine. Writes one row per code to the CSV and prints the summary docs/cgt.md shows.
--   nice -n 10 alea bench/cgt/octal_sweep.lua [n=20000] [file=octal_sweep.csv] [code ...]
-- With codes after the file, only those are timed (the slowest ones at a larger n, say).
local n = math.tointeger(tonumber(arg and arg[1])) or 20000
local file = arg and arg[2] or "octal_sweep.csv"
local codes = {}
for i = 3, #(arg or {}) do codes[#codes + 1] = arg[i] end
if #codes == 0 then
  for code = 1, 511 do codes[code] = string.format("0.%d%d%d", code >> 6, (code >> 3) & 7, code & 7) end
end

local function cpu(f)
  local t0 = os.clock()
  local r = f()
  return os.clock() - t0, r
end

local rows, wall0 = {}, os.time()
for _, text in ipairs(codes) do
  local t_auto, auto = cpu(function() return cgt.heap(text):nim_sequence(n) end)
  local H = cgt.heap(text)
  local t_direct, direct = cpu(function() return H:nim_sequence(n, {method = "direct"}) end)
  for i = 1, n + 1 do
    if auto[i] ~= direct[i] then error(text .. ": auto and direct differ at heap " .. (i - 1)) end
  end
  local largest = 0
  for i = 1, n + 1 do largest = math.max(largest, direct[i]) end
  local p = H:periodicity(n)
  rows[#rows + 1] = {code = text, n = n, auto_s = t_auto, direct_s = t_direct, largest = largest,
                     period = p and p.period or "", preperiod = p and p.preperiod or "",
                     saltus = p and p.saltus or ""}
end
alea.write_csv(file, rows, {"code", "n", "auto_s", "direct_s", "largest", "period", "preperiod", "saltus"})

local function total(key)
  local s = 0
  for _, r in ipairs(rows) do s = s + r[key] end
  return s
end
local periodic, arithmetic = 0, 0
for _, r in ipairs(rows) do
  if r.period ~= "" then
    periodic = periodic + 1
    if r.saltus ~= 0 then arithmetic = arithmetic + 1 end
  end
end
table.sort(rows, function(a, b) return a.direct_s > b.direct_s end)
print(string.format("%d codes to n = %d: auto %.1f s CPU, direct %.1f s CPU, %d s wall", #rows, n,
                    total("auto_s"), total("direct_s"), os.time() - wall0))
print(string.format("periods proved from G(0..%d): %d codes (%d arithmetic), %d not", n, periodic, arithmetic,
                    #rows - periodic))
local bands = {{0.01, 0}, {0.1, 0}, {1, 0}, {10, 0}, {math.huge, 0}}
for _, r in ipairs(rows) do
  for _, b in ipairs(bands) do
    if r.direct_s < b[1] then b[2] = b[2] + 1; break end
  end
end
print(string.format("direct CPU per code: < 0.01 s %d, < 0.1 s %d, < 1 s %d, < 10 s %d, more %d",
                    bands[1][2], bands[2][2], bands[3][2], bands[4][2], bands[5][2]))
print("slowest (direct):")
for i = 1, math.min(12, #rows) do
  local r = rows[i]
  print(string.format("  %s  direct %.2f s  auto %.2f s  largest %d  period %s", r.code, r.direct_s, r.auto_s,
                      r.largest, r.period == "" and "none" or (r.period .. " from " .. r.preperiod)))
end
