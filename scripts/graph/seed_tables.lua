-- The seed's tables for the graph module (seed 004), read from seed/*.csv beside this file: the
-- one copy the scripts here and the C++ tests (tests/unit/graph/support.hpp) both read.
--   local S = dofile(here .. "seed_tables.lua")
--   for _, r in ipairs(S.figure_3_2_1()) do print(r.vertex, r.richman) end
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
local S = {}

-- Figure 3.2.1: {vertex=, richman=} for tug of war with n = 3.
function S.figure_3_2_1() return alea.read_csv(here .. "seed/figure_3_2_1.csv") end

-- Values quoted from the literature, by quantity: {source=, game=, value=}.
function S.literature()
  local t = {}
  for _, r in ipairs(alea.read_csv(here .. "seed/literature.csv")) do t[r.quantity] = r end
  return t
end

-- "x" padded to w characters, for the tables the scripts print.
function S.pad(x, w)
  local s = tostring(x)
  return s .. string.rep(" ", w - #s)
end

return S
