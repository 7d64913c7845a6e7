-- Seed 002, Table 2: for each wealth pair, does the temperature keep increasing with the heap
-- size or stabilize, and from which heap size (the bound)? Only the 13 "Property" words survive
-- (scripts/cgt/seed/table2.csv); the pairs and bounds are lost, so the full table is computed:
-- every pair a >= b, a <= 8, checked for every heap size up to 300 (docs/cgt.md R12).
local here = arg[0]:match("(.*/)") or "./"
local words = {}
for _, row in ipairs(alea.read_csv(here .. "seed/table2.csv")) do words[#words + 1] = row.property:sub(1, 1) end
print("The seed's surviving Property column: " .. table.concat(words, " ") .. "\n")

local phi = (1 + math.sqrt(5)) / 2
print(string.format("%-7s %-6s %-12s %-6s %s", "(a, b)", "a/b", "property", "bound", "ratio vs phi"))
local agree, pairs = 0, 0
for _, o in ipairs(cgt.large_heap_onsets(300, 8, 8)) do
  if o.a >= o.b then
    local property = o.temperature_grows and "Increasing" or "Stabilizing"
    local below = o.a / o.b < phi
    pairs = pairs + 1
    if below == o.temperature_grows then agree = agree + 1 end
    print(string.format("(%d,%d)   %-6.3f %-12s %-6d %s", o.a, o.b, o.a / o.b, property, o.shape_from,
                        below and "< phi" or "> phi"))
  end
end
print(string.format("\n%d of %d pairs: increasing exactly when the ratio (larger to smaller) is below phi (erratum E1)",
                    agree, pairs))
