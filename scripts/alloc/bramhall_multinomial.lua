-- Bramhall, the multinomial table (two dice): every maximizer of t!/prod x_i! prod p_i^x_i
-- (alloc.best_multinomial, exact) and his greedy builder's allocation, beside his rows.
-- Printed rows with too few tokens get the missing 8 (docs/alloc.md, Errata).
local D = prob.dice(2)
local here = arg and arg[0] and arg[0]:match("(.*/)") or "./"
local errata = {[10] = " (erratum: .00040197)"}
-- Rows grouped by t: {t, {strategies...}, printed probability (the first row's)}.
local paper = {}
for _, r in ipairs(dofile(here .. "seed_tables.lua").multinomial()) do
  local last = paper[#paper]
  if last and last[1] == r.t then
    last[2][#last[2] + 1] = r.strategy
  else
    paper[#paper + 1] = {r.t, {r.strategy}, r.printed .. (errata[r.t] or "")}
  end
end
local function notation(X)
  local parts = {}
  for i = 1, #X do
    if X[i] > 0 then parts[#parts + 1] = tostring(i + 1) .. (X[i] > 1 and ("^" .. X[i]) or "") end
  end
  return "[" .. table.concat(parts, " ") .. "]"
end
local _, path = alloc.greedy_multinomial(D, 12)
for _, r in ipairs(paper) do
  local t = r[1]
  local best = alloc.best_multinomial(D, t)
  print(string.format("t = %d: max %.8f (%s), paper %s; greedy %s", t, best.multinomial:float(),
                      tostring(best.multinomial), r[3], notation(path[t])))
  for _, s in ipairs(r[2]) do
    local X, note = alloc(D, s), ""
    if X:tokens() < t then X, note = alloc(D, s .. " 8"), " (+ the missing 8, erratum)" end
    local ok = false
    for _, Y in ipairs(best.allocations) do ok = ok or Y == X end
    print(string.format("    paper [%s]%s: %s", s, note, ok and "a maximizer" or "NOT a maximizer"))
  end
  local all = {}
  for i, Y in ipairs(best.allocations) do all[i] = notation(Y) end
  print(string.format("    ours (%d): %s", #all, table.concat(all, " ")))
end
