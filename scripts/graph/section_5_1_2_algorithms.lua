-- Section 5.1.2 (seed 004): the special algorithms for the Richman function - out-degree at most
-- two (5.1.2.2), undirected graphs (5.1.2.3), the R_n ordering with exact linear programming
-- (5.1.2.4) - against the general solver on random games, and Claim 40's bound on |R - R_n|.
math.randomseed(512)

local function random_game(n, k, degree, undirected)
  local edges, seen = {}, {}
  local function add(u, v)
    if u ~= v and not seen[u .. ">" .. v] then
      seen[u .. ">" .. v] = true
      edges[#edges + 1] = {u, v}
    end
  end
  for v = 1, k do
    add(v, math.random(k + 1, n))  -- every vertex reaches a terminal
    for _ = 2, degree do
      local u = math.random(1, k)
      add(v, u)
      if undirected then add(u, v) end
    end
  end
  local terminals = {}
  for t = k + 1, n do terminals[t] = rat(math.random(-2, 2)) end
  return graph.game{n = n, edges = edges, terminals = terminals}
end

local counts = {degree_two = 0, undirected = 0, ordering = 0}
local failures = 0
for trial = 1, 40 do
  local k = math.random(3, 9)
  local G2 = random_game(k + 2, k, 2, false)
  local Gu = random_game(k + 3, k, 3, true)
  for G, methods in pairs{[G2] = {"degree_two", "ordering"}, [Gu] = {"undirected", "ordering"}} do
    local R = G:richman().low
    for _, m in ipairs(methods) do
      local ok, S = pcall(G.richman, G, {method = m})
      if ok then
        counts[m] = counts[m] + 1
        for v = 1, #G do if S.low[v] ~= R[v] then failures = failures + 1 end end
      elseif not tostring(S):find("out-degree", 1, true) and not tostring(S):find("undirected", 1, true) then
        print("trial " .. trial .. " " .. m .. ": " .. tostring(S))
        failures = failures + 1
      end
    end
  end
end
print(string.format("degree two: %d games, undirected: %d, ordering LP: %d; all equal the general solver: %s",
                    counts.degree_two, counts.undirected, counts.ordering, failures == 0 and "yes" or "NO"))

-- Claim 40: |R - R_n| <= (r_max - r_min)(1 - 2^-N)^floor(n/N), N the non-terminals.
local worst = 0
for _ = 1, 30 do
  local k = math.random(2, 6)
  local G = random_game(k + 2, k, 3, false)
  local R, It = G:richman().low, G:iterates(4 * k)
  local s = G:stats()
  local spread = s.payoffs[#s.payoffs] - s.payoffs[1]
  for m = 0, 4 * k do
    local bound = spread * (1 - rat(1, 1 << k)) ^ (m // k)
    for v = 1, #G do
      local gap = R[v] - It[m + 1][v]
      if gap > bound then failures = failures + 1 end
      if bound > 0 then worst = math.max(worst, (gap / bound):float()) end
    end
  end
end
print(string.format("Claim 40 on 30 random games: holds %s (largest |R - R_n| / bound = %.3f)", failures == 0 and "everywhere" or "NOT",
                    worst))
