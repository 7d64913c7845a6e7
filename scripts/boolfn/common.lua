-- Shared by the boolfn scripts: the seed's tables (seed/*.csv beside this file), a line printer
-- that shows ours beside the seed's number, and the monotone functions of n variables.
local here = (arg and arg[0] and arg[0]:match("(.*/)")) or "./"
local C = {here = here}

function C.csv(name) return alea.read_csv(here .. "seed/" .. name .. ".csv") end

-- "393/64 (6.140625)": a rat with its decimal value; floats as they are.
function C.show(x)
  if x == nil then return "-" end
  if type(x) == "string" then return x end
  if math.type(x) == "float" then return string.format("%.12g", x) end
  if math.type(x) == "integer" then return tostring(x) end
  return string.format("%s (%.10g)", tostring(x), x:float())
end

-- One line "what: ours [seed: printed] ok|DIFFERS"; returns whether they agree. printed is the
-- seed's number (a rat, an integer or text such as "396/64"), nil when there is nothing to
-- compare; source names where it comes from when that is a formula of the seed rather than a
-- printed value ("Prop. 29"): those count as checks, not as reproduced values.
C.agree, C.total, C.checks, C.checks_ok = 0, 0, 0, 0
function C.line(what, ours, printed, source)
  local text = string.format("  %-44s %s", what, C.show(ours))
  if printed == nil then return print(text) end
  local same = type(ours) ~= "string" and math.type(ours) ~= "float" and rat(tostring(ours)) == rat(tostring(printed))
  if source then
    C.checks, C.checks_ok = C.checks + 1, C.checks_ok + (same and 1 or 0)
  else
    C.total, C.agree = C.total + 1, C.agree + (same and 1 or 0)
  end
  print(text .. string.format("   [%s: %s] %s", source or "seed", tostring(printed), same and "ok" or "DIFFERS"))
  return same
end

function C.summary()
  if C.total > 0 then print(string.format("%d of %d printed values reproduced", C.agree, C.total)) end
  if C.checks > 0 then print(string.format("%d of %d checks against the seed's formulas hold", C.checks_ok, C.checks)) end
end

-- Every monotone +-1 function of n variables as a hex truth table (boolfn's order), built as
-- pairs f0 <= f1 of monotone functions of n - 1 variables (f = f0 where x_n = -1, f1 where +1).
function C.monotone_tables(n)
  local fs = {0, 1}  -- n = 0: the constants -1 and +1, as one bit
  for m = 1, n do
    local half, next = 1 << (m - 1), {}
    for _, f0 in ipairs(fs) do
      for _, f1 in ipairs(fs) do
        if f0 & ~f1 == 0 then next[#next + 1] = f0 | (f1 << half) end
      end
    end
    fs = next
  end
  return fs
end

-- A table of n >= 2 variables (2^n bits in a Lua integer, n <= 6) as boolfn's hex string.
function C.hex(bits, n)
  local digits = (1 << n) // 4
  return string.format("0x%0" .. digits .. "x", bits)
end

return C
