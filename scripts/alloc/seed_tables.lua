-- The printed tables of Fluet (seed 000) and Bramhall (seed 001), read from seed/*.csv beside
-- this file: the one copy the scripts here and the C++ tests (tests/unit/support) both read.
--   local S = dofile(here .. "seed_tables.lua")
--   for _, r in ipairs(S.minimal("fluet_figure8")) do print(r.t, r.counts, r.e) end
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
local S = {}

-- "[0,1,2]" -> {0, 1, 2}
local function counts(text)
  local c = {}
  for v in text:gmatch("%d+") do c[#c + 1] = tonumber(v) end
  return c
end

-- Minimal-allocation rows {t=, counts=, e= (printed, a string)}: Figures 8-11.
function S.minimal(name)
  local rows = {}
  for i, r in ipairs(alea.read_csv(here .. "seed/" .. name .. ".csv")) do
    rows[i] = {t = r.t, counts = counts(r.allocation), e = r.e}
  end
  return rows
end

-- Bramhall's multinomial rows {t=, strategy=, printed= (nil for a tie row)}.
function S.multinomial()
  return alea.read_csv(here .. "seed/bramhall_multinomial.csv")
end

return S
