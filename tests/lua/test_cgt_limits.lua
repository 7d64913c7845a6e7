-- cgt's hardening: work past the memory guard is refused up front, and Ctrl-C stops long calls
-- (canonical sums, thermograph tables, rulesets calling Lua) within a second.
local T = require "harness"

local function with_memory(bytes, fn)
  local saved = alea.limits().memory
  alea.limits{memory = bytes}
  local ok, err = pcall(fn)
  alea.limits{memory = saved}
  if ok then error("expected an error over the memory limit", 2) end
  return tostring(err)
end

T.test("the store of games is bounded by the memory guard, and usable afterwards", function()
  local err = with_memory(cgt.stats().bytes + 65536, function()
    for k = 1, 1000000 do local _ = cgt.game({k}, {-k}) end
  end)
  T.truthy(err:find("^cgt%.game: the store of canonical games needs about .* over the memory limit"), err)
  T.eq(cgt("{2|-1}") + cgt("{2|-1}"), cgt(1))
end)

T.test("tables, memos and texts past the guard are refused before they start", function()
  T.truthy(with_memory(1 << 16, function() return cgt.robin_hood(200, 40, 40):thermograph() end)
             :find("cgt.position:thermograph: the window of heap thermographs needs about", 1, true))
  T.truthy(with_memory(1 << 16, function() return cgt.large_heap_onsets(10, 40, 40) end)
             :find("cgt.large_heap_onsets: the window of heap thermographs needs about", 1, true))
  T.truthy(with_memory(1 << 16, function()
    return cgt.heap_thermographs(10, 40, 40, function() end)
  end):find("cgt.heap_thermographs: the window of heap thermographs needs about", 1, true))
  local chain = cgt.ruleset{left = function(n) return n > 0 and {n - 1} or {} end, right = function() return {} end}
  T.truthy(with_memory(1 << 20, function() return chain:thermograph(100000) end)
             :find("cgt.ruleset:thermograph: the ruleset's memo of positions needs about", 1, true))
  T.eq(chain:value(10), cgt(10), "the ruleset works again under the default limit")
  T.truthy(T.raises(function() return cgt.star():to_string{max_chars = 1 << 40} end)
             :find("the text of a game (its bound on characters) needs about 1.0 TiB", 1, true))
end)

-- Runs `code` in a fresh alea that sends itself Ctrl-C (SIGINT) a second after the work begins
-- (so the signal meets the work, not the start-up, however busy the machine), and returns what
-- it printed and the CPU seconds the work took (the clock's seconds would measure the load).
local function interrupted(code)
  local script = os.tmpname()
  local f = assert(io.open(script, "w"))
  -- alea.interrupts("error"): Ctrl-C is an error pcall catches once, so the script goes on to
  -- print the outcome and the CPU seconds (the default stops the whole script). The outer pcall
  -- keeps an interrupt that lands after the outcome is kept from ending it before it prints.
  -- alea.threads(1): the CPU seconds are then the work's own seconds, whatever the load (two
  -- threads would count two CPU seconds for each second the signal takes to arrive).
  f:write("alea.interrupts('error')\nalea.threads(1)\n",
          "local started = os.clock()\n",
          "os.execute('(sleep 1; kill -INT $PPID) &')  -- $PPID: this alea, the parent of the shell\n",
          "local outcome = 'interrupted'\n",
          "pcall(function()\n",
          "  local ok, err = pcall(function()\n", code, "\n  end)\n",
          "  outcome = ok and 'finished' or tostring(err)\n",
          "  for _ = 1, 10 do end\n",
          "end)\n",
          "print(outcome)\n",
          "print('CPU ' .. (os.clock() - started))\n")
  f:close()
  local p = assert(io.popen(string.format("%q %q 2>&1", arg[-1], script)))
  local out = p:read("a")
  p:close()
  os.remove(script)
  return out, tonumber(out:match("CPU ([%d.e-]+)"))
end

T.test("Ctrl-C stops a canonical sum, a thermograph table, a ruleset calling Lua, and impartial heaps' long work", function()
  for _, c in ipairs{
    {"sum", "local S = cgt.sum{}\nfor _, w in ipairs{{3,2},{4,3},{5,3},{5,4},{6,4},{6,5},{7,4}} do S = S + cgt.robin_hood(14, w[1], w[2]) end\nprint(S:value())",
     "interrupted"},
    {"table", "print(cgt.large_heap_onsets(100000, 40, 40))", "interrupted"},
    {"ruleset", "local R = cgt.ruleset{left = function(n) return n > 0 and {n - 1} or {} end, right = function(n) return n > 1 and {n - 2} or {} end}\nprint(R:value(1 << 40))",
     "interrupted"},
    {"impartial ruleset", "local R = cgt.ruleset{impartial = true, moves = function(n) return n > 0 and {n - 1, n // 2} or {} end, parts = function() return nil end}\nprint(R:nim_value(1 << 40))",
     "interrupted"},
    {"busy rule", "local R = cgt.ruleset{left = function(n) while true do end end, right = function() return {} end}\nprint(R:value(1))",
     "interrupted"},
    {"nim sequence", "print(#cgt.heap.grundy():nim_sequence(3 * 10^7, {method = \"direct\"}))", "interrupted"},
    {"long run", "print(cgt.heap(\"0.6\"):extend{seconds = 100}.heaps)", "interrupted"},
    {"misère forms", "print(cgt.heap.grundy():misere(100000))", "interrupted"},
    {"misère quotient", "print(cgt.heap.kayles():misere_quotient(60).order)", "interrupted"},
    {"heap options", "print(#cgt.heap.kayles():options(10^7))", "interrupted"},
  } do
    local out, seconds = interrupted(c[2])
    T.truthy(out:find(c[3], 1, true), c[1] .. ": " .. out)
    T.truthy(seconds and seconds < 4, c[1] .. ": took " .. tostring(seconds) .. " s of CPU")
  end
end)

T.done()
