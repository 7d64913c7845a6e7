-- Bramhall, the multinomial table (two dice): every maximizer of t!/prod x_i! prod p_i^x_i
-- (alloc.best_multinomial, exact) and his greedy builder's allocation, beside his rows.
-- Printed rows with too few tokens get the missing 8 (docs/alloc.md, Errata).
local D = prob.dice(2)
local paper = {
  {1, {"7"}, ".1667"}, {2, {"6 7"}, ".0463"}, {3, {"6 7 8"}, ".0193"}, {4, {"5 6 7 8"}, ".0086"},
  {5, {"5 6 7 8 9"}, ".0048"}, {6, {"5 6 7^2 8 9", "4 5 6 7 8 9"}, ".0024"}, {7, {"4 5 6 7^2 8 9"}, ".0014"},
  {8, {"4 5 6 7^2 8 9 10"}, ".00092614"}, {9, {"4 5 6^2 7^2 8 9 10"}, ".00057884"},
  {10, {"4 5 6^2 7^2 8^2 9 10"}, ".00040917 (erratum: .00040197)"},
  {11, {"3 4 5 6^2 7^2 8 9 10", "3 4 5 6^2 7^2 8^2 9 10", "4 5^2 6^2 7^2 8^2 9 10", "4 5 6^2 7^3 8^2 9 10"}, ".00024565"},
  {12, {"3 4 5 6^2 7^2 8 9 10 11", "3 4 5^2 6^2 7^2 8^2 9 10", "3 4 5 6^2 7^3 8^2 9 10", "3 4 5 6^2 7^2 8^2 9^2 10"}, ".00016377"},
}
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
