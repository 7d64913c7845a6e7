-- Keeler & Spencer's tables as printed (seed 003), read from seed/*.csv beside this file, for
-- the scripts here and for tests/lua/test_doubling.lua. Cells are strings, so the paper's digits
-- are kept exactly. Tables I-IV: P.I[i][j], row i (A's doubles or raise potential a), column j
-- (B's); Table V: P.V[k] = {b, a as printed, our value at the printed precision where the
-- paper is wrong}.
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
local P = {}

-- Columns are labelled first .. first + 9 (0 for counts of doubles, 1 for raise potentials).
local function grid(name, first)
  local out = {}
  for i, r in ipairs(alea.read_csv(here .. "seed/" .. name .. ".csv")) do
    local row = {}
    for j = 0, 9 do row[j + 1] = r[tostring(first + j)] end
    out[i] = row
  end
  return out
end

P.I, P.II, P.III, P.IV = grid("table1", 0), grid("table2", 0), grid("table3", 1), grid("table4", 1)
P.V = {}
for i, r in ipairs(alea.read_csv(here .. "seed/table5.csv")) do P.V[i] = {r.b, r.a, r.a_corrected} end

return P
