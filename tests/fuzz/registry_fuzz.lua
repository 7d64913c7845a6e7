-- The registry fuzzer: calls every bound function and method (alea.functions()) with random
-- arguments of random types and sizes, under a small memory guard. It is driven by
-- tests/host/test_limits.cpp, which acts as a user at Ctrl-C: a call still running after a second
-- gets SIGINT and must end within the next second. Each call is announced on stdout
-- ("begin <n> <call>") and closed ("end <n> ok|error"), so a hang or a crash names its call.
--   alea tests/fuzz/registry_fuzz.lua [seed] [seconds]
-- Random strings reach functions that write files ("x", "7", ...) in the working directory:
-- tests/host/test_limits.cpp runs the fuzzer in a fresh temporary one; the source tree is refused.
--   alea tests/fuzz/registry_fuzz.lua [seed] [seconds] kernel   only defines fuzz_cell() (below)
if io.open("CMakeLists.txt") or io.open("../CMakeLists.txt") then
  error("registry_fuzz.lua writes files into the working directory: run it from an empty one (tests/host/test_limits.cpp does)")
end
local seed, seconds = tonumber(arg[1]) or 1, tonumber(arg[2]) or 30
alea.limits{memory = 64 * 2 ^ 20}
alea.quiet(true)
alea.interrupts("error")  -- a harness: Ctrl-C stops one call, and the fuzzer goes on (docs/guide.md)
math.randomseed(seed)

-- Well-formed objects of the bound types, so methods meet a real self. A type without a sample
-- is still fuzzed through its constructors and as a wrong self for everything else.
local samples = {
  rat = function() return rat(1, 3) end,
  prob = function() return prob.dice(2) end,
  allocation = function() return alloc(prob.dice(2), "6 7^2 8") end,
  tournament = function() return alloc.tournament(prob{3, 2, 1}, 2) end,
  ["doubling.tree"] = function() return doubling.tree(1, 1) end,
  ["doubling.met"] = function() return doubling.met_janowski{length = 7} end,
  estimate = function() return alea.estimate(1.5, 1e-9) end,
  ["cgt.game"] = function() return cgt("{3||2*|1*}") end,
  ["cgt.thermograph"] = function() return cgt("{2|-1}"):thermograph() end,
  ["cgt.ruleset"] = function()  -- partizan, impartial (moves, and parts splitting a number in two) or loopy
    local k = math.random(3)
    if k == 3 then  -- positions on a cycle of five, with a pass for Right
      return cgt.ruleset{loopy = true, left = function(n) return {(math.tointeger(n) or 0) % 5 + 1} end,
                         right = function(n) return n == 3 and {n} or {} end}
    end
    if k == 1 then
      return cgt.ruleset{impartial = true, moves = function(n) return n > 0 and {n - 1, n // 2} or {} end,
                         parts = function(n) return n > 9 and {n // 2, n - n // 2} or nil end}
    end
    return cgt.ruleset{left = function(n) return n > 0 and {n - 1} or {} end,
                       right = function(n) return n > 1 and {n - 2} or {} end}
  end,
  ["cgt.position"] = function()  -- a sum of heaps, a board of the games library (a variant too), a Lua ruleset's
    local k = math.random(5)
    if k == 5 then
      return cgt.ruleset{left = function(n) return n > 0 and {n - 1} or {} end,
                         right = function(n) return n > 1 and {n - 2} or {} end}:position(4)
    end
    if k == 1 then return cgt.robin_hood(4, 2, 1) + cgt.robin_hood(3, 1, 2) end
    if k == 2 then return cgt.games.domineering("..#...|..#...") end
    if k == 3 then return cgt.games.gen_clobber("xo.|.ox", {directions = "compass", max_distance = 2}) end
    return cgt.games.toads_and_frogs("TT.F.F|T..F.F")
  end,
  ["cgt.heap_ruleset"] = function() return cgt.heap("0.77") end,
  ["cgt.misere_game"] = function() return cgt.misere("*[2#0]") end,
  ["cgt.loopy"] = function()  -- a sided value, or Bach's Carousel (sides that are no stoppers)
    if math.random(2) == 1 then return cgt("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}") end
    return cgt("{pass|3/2}") + cgt("a{{|a}|}")
  end,
  ["graph.game"] = function() return graph.tug_of_war(5) end,
  boolfn = function() return boolfn.recursive_majority(2) end,
  decision_tree = function() return boolfn.majority(3):decision_tree().tree end,
}

local function pick(list) return list[math.random(#list)] end

local function any_object()
  local names = {}
  for name in pairs(samples) do names[#names + 1] = name end
  table.sort(names)
  return samples[pick(names)]()
end

local cyclic = {}
cyclic[1] = cyclic
cyclic.self = cyclic

-- Texts for every string parser (games, rats, allocation notation, bit and hex tables, CSV and
-- JSON through files, labels), nested near and past the parsers' limits, and long: issue 31's
-- crashes were deep nesting and an exponential parse.
local function deep_text()
  local n = pick{10, 999, 1000, 1001, 5000, 100000}
  local open, mid, close = table.unpack(pick{
    {"{", "|", "}"}, {"(", "1", ")"}, {"+-", "1", ""}, {"Tiny(", "1", ")"}, {"Miny(", "*", ")"},
    {"+-{", "1", "}"}, {"{pass|", "1", "}"}, {"- ", "1", ""}, {"{1|", "1", "}"}, {"[", "1", "]"}, {"{\"a\":", "1", "}"},
  })
  return string.rep(open, n) .. mid .. string.rep(close, n)
end

local function long_text()
  local n = pick{1000, 100000, 1000000}
  return pick{
    string.rep("1+", n) .. "1", string.rep("9", n), string.rep("6 ", n), string.rep("1", n),
    "0x" .. string.rep("f", n), string.rep(" ", n) .. "1", string.rep("{+-", 30) .. "1" .. string.rep("|}", 30),
    string.rep("^", n), string.rep("*", n), "on" .. string.rep("+1", n), "1/" .. string.rep("2", n), "\0" .. string.rep("x", n),
    string.rep("a,b\n", n // 4),
  }
end

-- A table nested n deep, for the JSON writers and the printer.
local function deep_table()
  local t = {}
  for _ = 1, pick{10, 199, 200, 201, 5000} do t = {t} end
  return t
end

-- One random value: scalars of every kind and edge, strings, tables (arrays, records with the
-- function's own option keys, cyclic ones), objects and callbacks that misbehave.
local function value(keys, depth)
  depth = depth or 0
  local k = math.random(28)
  if k == 1 then return nil
  elseif k == 2 then return math.random(2) == 1
  elseif k == 3 then return pick{0, 1, 2, 3, 7, 12, 36, -1, -7}
  elseif k == 4 then return pick{math.maxinteger, math.mininteger, 2 ^ 53, 1 << 40, 10 ^ 12}
  elseif k == 5 then return pick{0.5, 1.5, -0.25, 1e-300, 1e300, 0 / 0, math.huge, -math.huge, 1 - 1e-16}
  elseif k == 6 then return pick{"", "x", "7", "1/0", "5/9", "6 7^2", "[6 7^2", "{3||2*|1*}", "0x7fffffffffffffffff"}
  elseif k == 7 then return string.rep("9", pick{10, 1000, 200000})
  elseif k == 8 then return rat(math.random(-5, 5), math.random(1, 9))
  elseif k == 9 then return rat(3) ^ pick{10, 1000, 100000}
  elseif k == 10 then return {}
  elseif k == 11 then return cyclic
  elseif k == 12 or k == 13 then
    local t = {}
    for i = 1, pick{1, 2, 3, 11, 12} do t[i] = depth < 2 and value(nil, depth + 1) or math.random(0, 3) end
    return t
  elseif k == 14 then return {1, nil, 3}
  elseif k == 15 or k == 16 then
    local t = {}
    for _, key in ipairs(keys or {}) do
      if math.random(2) == 1 then t[key] = depth < 2 and value(nil, depth + 1) or true end
    end
    if math.random(4) == 1 then t.bogus = 1 end
    return t
  elseif k == 17 then return function() error("fuzz callback") end
  elseif k == 18 then return function() return nil end
  elseif k == 19 then return function() while true do end end
  elseif k == 20 then return function(...) return ... end
  elseif k == 21 or k == 22 then return any_object()
  elseif k == 23 then return prob{1, 1, 1}
  elseif k == 24 then return deep_text()
  elseif k == 25 then return long_text()
  elseif k == 26 then return deep_table()
  elseif k == 27 then  -- a file holding a deep or long text, for the readers that take a path
    local path = "fuzz_input_" .. math.random(4) .. (math.random(2) == 1 and ".csv" or ".json")
    local f = io.open(path, "wb")
    if f then f:write(math.random(2) == 1 and deep_text() or long_text()) f:close() end
    return path
  else return pick{1, 2, 3, 4}
  end
end

-- The option keys of a signature: what the fuzzer puts in option tables.
local function option_keys(signature)
  local keys = {}
  for key in signature:gmatch("([%a_][%w_]*)=") do keys[#keys + 1] = key end
  return keys
end

local function describe(v)
  local t = type(v)
  if t == "string" then return #v > 24 and ("string(" .. #v .. ")") or string.format("%q", v) end
  if t == "table" then return v == cyclic and "<cyclic>" or ("table(" .. #v .. ")") end
  if t == "function" then return "function" end
  return tostring(v)
end

local peak_mib = dofile((arg and arg[0] and arg[0]:match("^(.*/)") or "") .. "peak.lua")
local kPeakMib = 512  -- the 64 MiB guard, the interpreter and generous slack

local functions = alea.functions()
local calls, n = 0, 0
local deadline = os.time() + seconds

-- One random call: a function of the module, or a method on a sample (or on a wrong self).
-- Returns nil when the pick has no callable (then nothing is announced).
local function prepare()
  local f = pick(functions)
  local keys = option_keys(f.signature)
  local callee, args, label = nil, {}, f.name
  if f.kind == "method" then
    local type_name, method = f.name:match("^(.-):(.+)$")
    local self = samples[type_name] and math.random(6) > 1 and samples[type_name]() or value(keys)
    local ok, m = pcall(function() return self[method] end)
    if (not ok or type(m) ~= "function") and samples[type_name] then  -- a wrong self: the method from a right one
      m = samples[type_name]()[method]
    end
    if type(m) ~= "function" then return nil end
    callee, args[1] = m, self
  else
    local path = {}
    for part in f.name:gmatch("[^.]+") do path[#path + 1] = part end
    callee = _G
    for _, part in ipairs(path) do callee = type(callee) == "table" and callee[part] or nil end
    if type(callee) == "table" then  -- a module's constructor: call the table
      local t = callee
      callee = function(...) return t(...) end
    end
    if type(callee) ~= "function" then return nil end
  end
  for i = #args + 1, #args + math.random(0, 4) do args[i] = value(keys) end
  local shown = {}
  for i = 1, #args do shown[i] = describe(args[i]) end
  n = n + 1
  io.write("begin ", n, " ", label, "(", table.concat(shown, ", "), ")\n")
  io.flush()
  return callee, args
end

local function one()
  local callee, args = prepare()
  if not callee then return end
  -- Ctrl-C also stops the Lua code after the call (lua.c's hook), so the call's outcome is
  -- kept before that hook can fire, and the end line written whatever it does.
  local outcome = "error interrupted"
  pcall(function()
    local ok, err = pcall(callee, table.unpack(args, 1, #args))
    outcome = ok and "ok" or ("error " .. tostring(err):gsub("\n.*", ""))
  end)
  io.write("end ", n, " ", outcome, "\n")
  if peak_mib() > kPeakMib then io.write("memory peak ", math.floor(peak_mib()), " MiB after call ", n, "\n") end
  io.flush()
  calls = calls + 1
end

-- Through the Jupyter kernel (tests/jupyter/fuzz_kernel.py): each call is a cell of its own,
-- `fuzz_cell()`, whose result the kernel shows as a notebook shows it (SVG, HTML tables, LaTeX)
-- and whose error is the cell's error; the driver is the watchdog, and the cell's end is the
-- call's end. fuzz_peak() is the memory peak so far, in MiB.
if arg[3] == "kernel" then
  function fuzz_cell()
    local callee, args = prepare()
    if callee then return callee(table.unpack(args, 1, #args)) end
  end
  function fuzz_peak() return math.floor(peak_mib()) end
  return
end

while os.time() < deadline do
  -- A Ctrl-C meant for a call may land just after it: it ends this round, not the fuzzer.
  local ok, err = pcall(one)
  if not ok and not tostring(err):find("interrupted", 1, true) then
    io.write("harness error ", tostring(err), "\n")
  end
  collectgarbage("step", 10)
  alea.interrupts("error")  -- a random call may have changed it
end
io.write("done ", calls, " calls\n")
