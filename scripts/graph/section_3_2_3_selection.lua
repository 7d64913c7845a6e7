-- Section 3.2.3 (seed 004): on a selection game's graph the Richman value of a partial
-- assignment x_J is E[f | x_J] (Theorem 21), the degree-one Fourier coefficients of f restricted
-- to x_J are (R(x_J^{+i}) - R(x_J^{-i}))/2, and the optimal moves are those of largest
-- coefficient (Theorem 22). Checked on random f by summing over the completions directly, and
-- against the boolfn module (its own Walsh sums, same bit order): E[f | x_J] and the optimal moves.
local n, trials = 4, 20
math.randomseed(323)

-- Vertex names read "10-0": x_1 = 1, x_2 free, x_3 = -1, x_4 free.
local function completions(name, f)
  local sum, count, coef = rat(0), 0, {}
  for i = 1, n do coef[i] = rat(0) end
  for k = 0, (1 << n) - 1 do
    local fits = true
    for i = 1, n do
      local c, bit = name:sub(i, i), (k >> (i - 1)) & 1
      if (c == "1" and bit == 0) or (c == "-" and bit == 1) then fits = false end
    end
    if fits then
      sum, count = sum + f[k + 1], count + 1
      for i = 1, n do coef[i] = coef[i] + f[k + 1] * (((k >> (i - 1)) & 1) == 1 and 1 or -1) end
    end
  end
  for i = 1, n do coef[i] = coef[i] / count end
  return sum / count, coef
end

-- The partial assignment {[i] = +-1} a vertex name stands for.
local function partial_of(name)
  local partial = {}
  for i = 1, n do
    local c = name:sub(i, i)
    if c == "1" then partial[i] = 1 elseif c == "-" then partial[i] = -1 end
  end
  return partial
end

-- The variables whose setting makes an optimal move, as a sorted list.
local function move_variables(G, name, moves)
  local set, list = {}, {}
  for _, u in ipairs(moves) do
    local un = G:name(u)
    for i = 1, n do
      if un:sub(i, i) ~= name:sub(i, i) and not set[i] then set[i], list[#list + 1] = true, i end
    end
  end
  table.sort(list)
  return table.concat(list, ",")
end

local checked, moves_checked, bad, boolfn_checked = 0, 0, 0, 0
for _ = 1, trials do
  local f = {}
  for k = 1, 1 << n do f[k] = rat(math.random(-3, 3)) end
  local G = graph.selection_game(n, f)
  local P = G:optimal_play()
  local F = boolfn(f)
  for v = 1, #G do
    local name = G:name(v)
    local mean, coef = completions(name, f)
    checked = checked + 1
    if P.value[v] ~= mean then bad = bad + 1 end
    if not G:terminals()[v] then
      -- boolfn's restriction mean and Theorem 22 moves against the graph's values and moves.
      local om = F:optimal_moves(partial_of(name))
      boolfn_checked = boolfn_checked + 1
      if F:restrict(partial_of(name)):expectation() ~= P.value[v] then bad = bad + 1 end
      if table.concat(om.moves, ",") ~= move_variables(G, name, P.blue_moves[v]) then bad = bad + 1 end
      local best = nil
      for i = 1, n do
        if name:sub(i, i) == "0" then
          local plus = G:vertex(name:sub(1, i - 1) .. "1" .. name:sub(i + 1))
          local minus = G:vertex(name:sub(1, i - 1) .. "-" .. name:sub(i + 1))
          if (P.value[plus] - P.value[minus]) / 2 ~= coef[i] then bad = bad + 1 end
          if not best or coef[i] > best then best = coef[i] end
        end
      end
      for _, u in ipairs(P.blue_moves[v]) do  -- every optimal Blue move sets a variable of largest coefficient
        local un = G:name(u)
        for i = 1, n do
          if un:sub(i, i) ~= name:sub(i, i) then
            moves_checked = moves_checked + 1
            if coef[i] ~= best then bad = bad + 1 end
          end
        end
      end
    end
  end
end
print(string.format("%d random f on %d variables: %d partial assignments, %d optimal moves checked", trials, n, checked,
                    moves_checked))
print(string.format("boolfn's E[f | x_J] and optimal moves compared at %d non-terminal positions", boolfn_checked))
print("R(x_J) = E[f | x_J], coefficients from R, optimal moves of largest coefficient, boolfn agrees: " ..
      (bad == 0 and "all hold" or bad .. " FAIL"))
assert(bad == 0, "section 3.2.3: " .. bad .. " checks failed")
