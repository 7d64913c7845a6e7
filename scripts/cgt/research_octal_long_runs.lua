-- Research run (an hour by default): not run by the test suite.
-- Extends the nim sequences of short codes whose periodicity is unknown (0.6, 0.76, 0.14 and
-- Grundy's game 4!.0; 0.16 is solved, its period is proved in seconds) by the rare-value method, each for its share of
-- the time, resuming from checkpoints in the working directory (octal_<code>.ckpt), and prints the
-- research tables' columns: heaps known, largest value and where it first occurs, the rare-value
-- mask, rare values and the last one, and a period if the values prove one.
--   alea scripts/cgt/research_octal_long_runs.lua [minutes] [codes...]
local minutes = tonumber(arg and arg[1]) or 60
local codes = {}
for i = 2, #(arg or {}) do codes[#codes + 1] = arg[i] end
if #codes == 0 then codes = {"0.6", "0.76", "0.14", "4!.0"} end

alea.limits{memory = 8 * 2 ^ 30}
local rows = {}
for _, code in ipairs(codes) do
  local file = "octal_" .. code:gsub("[^%w]", "_") .. ".ckpt"
  local r = cgt.heap(code):extend{seconds = minutes * 60 / #codes, checkpoint = file, checkpoint_seconds = 300}
  rows[#rows + 1] = {code = code, heaps = r.heaps, resumed_from = r.resumed_from, largest = r.largest,
                     largest_at = r.largest_at, mask = r.rare_mask, rare = r.rare, last_rare = r.last_rare,
                     period = r.period or "none", seconds = math.floor(r.seconds)}
  print(string.format("%-6s heaps %d (from %d), largest %d at %d, mask %d, %d rare, last rare %d, period %s, %d s",
                      code, r.heaps, r.resumed_from, r.largest, r.largest_at, r.rare_mask, r.rare, r.last_rare,
                      tostring(r.period or "none"), math.floor(r.seconds)))
end
alea.write_csv("octal_long_runs.csv", rows)
