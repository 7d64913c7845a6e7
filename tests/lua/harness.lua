-- Minimal test harness for alea's Lua tests.
--   local T = require "harness"
--   T.test("name", function() T.eq(1 + 1, 2) end)
--   T.done()   -- prints "N passed, N failed"; exits 1 if any failed
local T = {}

local passed, failed = 0, 0

local function fail(msg, default)
  error((msg and (msg .. ": ") or "") .. default, 3)
end

function T.test(name, fn)
  local ok, err = pcall(fn)
  if ok then
    passed = passed + 1
  else
    failed = failed + 1
    print("FAIL " .. name .. ": " .. tostring(err))
  end
end

function T.eq(a, b, msg)
  if not (a == b) then
    fail(msg, "expected " .. tostring(b) .. ", got " .. tostring(a))
  end
end

local function as_number(x)
  if type(x) == "number" then return x end
  if x ~= nil and type(x.float) == "function" then return x:float() end
  error("T.near: not a number or rat: " .. tostring(x), 3)
end

function T.near(a, b, tol, msg)
  local x, y = as_number(a), as_number(b)
  if not (math.abs(x - y) <= tol) then
    fail(msg, "expected " .. tostring(y) .. " within " .. tostring(tol)
      .. ", got " .. tostring(x))
  end
end

function T.raises(fn, pattern, msg)
  local ok, err = pcall(fn)
  if ok then fail(msg, "expected an error containing '" .. tostring(pattern) .. "'") end
  local text = tostring(err)
  if pattern and not string.find(text, pattern, 1, true) then
    fail(msg, "error '" .. text .. "' does not contain '" .. pattern .. "'")
  end
  return text
end

function T.truthy(v, msg)
  if not v then fail(msg, "expected a true value, got " .. tostring(v)) end
end

-- The whole content of a file (tests that check what a function wrote).
function T.slurp(path)
  local f = assert(io.open(path, "rb"))
  local s = f:read("a")
  f:close()
  return s
end

function T.done()
  print(passed .. " passed, " .. failed .. " failed")
  if failed > 0 then os.exit(1) end
end

return T
