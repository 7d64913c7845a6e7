-- Robin Hood and Little John written as Lua rulesets, checked against the built-in heaps: how a
-- user defines a ruleset whose positions are tables (a key function makes them hashable).
--
-- Robin Hood (n; a, b): Left removes i tokens, 1 <= i <= min(a, n), and Right's wealth drops by
-- i (never below 0); Right symmetrically (seed 002, Definition 4.1).
local function robin_hood_moves(p, mover)
  local out = {}
  local mine = mover == "left" and p.a or p.b
  for i = 1, math.min(mine, p.n) do
    if mover == "left" then out[#out + 1] = {n = p.n - i, a = p.a, b = math.max(0, p.b - i)}
    else out[#out + 1] = {n = p.n - i, a = math.max(0, p.a - i), b = p.b} end
  end
  return out
end

-- Little John (Definition 7.1 as reconstructed in docs/cgt.md): the only move cuts the
-- opponent's wealth the most, min(a, b, n); with the opponent broke, one token at a time.
local function little_john_moves(p, mover)
  local mine, theirs = p.a, p.b
  if mover == "right" then mine, theirs = p.b, p.a end
  if p.n == 0 or mine == 0 then return {} end
  local i = theirs == 0 and 1 or math.min(mine, theirs, p.n)
  if mover == "left" then return {{n = p.n - i, a = p.a, b = math.max(0, p.b - i)}} end
  return {{n = p.n - i, a = math.max(0, p.a - i), b = p.b}}
end

local function key(p) return p.n .. ";" .. p.a .. "," .. p.b end

local RH = cgt.ruleset{left = function(p) return robin_hood_moves(p, "left") end,
                       right = function(p) return robin_hood_moves(p, "right") end, key = key}
local LJ = cgt.ruleset{left = function(p) return little_john_moves(p, "left") end,
                       right = function(p) return little_john_moves(p, "right") end, key = key}

local checked, differ = 0, 0
for n = 0, 14 do
  for a = 0, 5 do
    for b = 0, 5 do
      local p = {n = n, a = a, b = b}
      checked = checked + 1
      if RH:value(p) ~= cgt.robin_hood(n, a, b):value() or LJ:value(p) ~= cgt.little_john(n, a, b):value()
         or RH:thermograph(p) ~= cgt.robin_hood(n, a, b):thermograph() then
        differ = differ + 1
      end
    end
  end
end
print(string.format("Lua rulesets against the built-in heaps, n <= 14, a, b <= 5: %d heaps, %d differ", checked, differ))
for _, p in ipairs{{n = 9, a = 3, b = 2}, {n = 6, a = 5, b = 4}, {n = 13, a = 5, b = 3}} do
  print(string.format("(%s)  Robin Hood %-24s Little John %-24s same thermograph: %s", key(p), tostring(RH:value(p)),
                      tostring(LJ:value(p)), tostring(RH:thermograph(p) == LJ:thermograph(p))))
end
