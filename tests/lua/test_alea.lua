-- The alea module: seed, random, threads, limits, version, and the output helpers
-- write_csv / read_csv / to_json with every error path.
local T = require "harness"

local function tmp()
  local path = os.tmpname()
  return path
end

local slurp = T.slurp

local function spit(path, text)
  local f = assert(io.open(path, "wb"))
  f:write(text)
  f:close()
end

---------------------------------------------------------------- seed, random, threads, limits

T.test("alea.seed makes alea.random repeat", function()
  T.eq(alea.seed(123), 123)
  T.eq(alea.seed(), 123)
  local a = {alea.random(), alea.random(6), alea.random(-3, 3)}
  alea.seed(123)
  local b = {alea.random(), alea.random(6), alea.random(-3, 3)}
  for i = 1, 3 do T.eq(a[i], b[i], "draw " .. i) end
  alea.seed(124)
  local c = {}
  for i = 1, 20 do c[i] = alea.random() end
  alea.seed(123)
  local same = 0
  for i = 1, 20 do if alea.random() == c[i] then same = same + 1 end end
  T.truthy(same < 20, "another seed gives another sequence")
end)

T.test("alea.random ranges and errors", function()
  alea.seed(1)
  for _ = 1, 200 do
    local x, k, j = alea.random(), alea.random(6), alea.random(-2, 2)
    T.truthy(x >= 0 and x < 1, "float in [0,1)")
    T.truthy(math.type(k) == "integer" and k >= 1 and k <= 6, "1..6")
    T.truthy(j >= -2 and j <= 2, "-2..2")
  end
  T.eq(alea.random(5, 5), 5)
  T.raises(function() alea.random(0) end, "alea.random: argument 1: empty interval [1, 0]")
  T.raises(function() alea.random(3, 2) end, "argument 2: empty interval")
  T.raises(function() alea.random("x") end, "expected integer, got string")
  T.raises(function() alea.random(1.5) end, "expected integer")
  T.raises(function() alea.random(1, 2, 3) end, "too many arguments")
end)

T.test("alea.seed rejects non-integers", function()
  T.raises(function() alea.seed("x") end, "alea.seed: argument 1: expected integer, got string")
  T.raises(function() alea.seed(0.5) end, "expected integer")
end)

T.test("alea.mpi() in one process: rank 0 of 1; all_print is kept; bad options are refused", function()
  local m = alea.mpi()
  T.eq(m.rank, 0); T.eq(m.size, 1); T.eq(m.all_print, false)
  T.eq(alea.mpi{all_print = true}.all_print, true)
  T.eq(alea.mpi().all_print, true)
  T.eq(alea.mpi{all_print = false}.all_print, false)
  T.raises(function() alea.mpi{all_print = 1} end, "alea.mpi: argument 1: option 'all_print'")
  T.raises(function() alea.mpi{ranks = 2} end, "alea.mpi: argument 1")
end)

T.test("alea.threads(n) returns n; alea.threads(0) the core count", function()
  T.eq(alea.threads(3), 3)
  T.eq(alea.threads(), 3)
  T.eq(alea.threads(1), 1)
  local cores = alea.threads(0)
  T.truthy(math.type(cores) == "integer" and cores >= 1, "core count")
  local p = io.popen("getconf _NPROCESSORS_ONLN 2>/dev/null")
  local online = p and tonumber(p:read("a"))
  if p then p:close() end
  if online then T.eq(cores, online, "all online cores") end
  T.raises(function() alea.threads(-1) end, "alea.threads: argument 1: expected an integer in [0, 1024], got -1")
  T.raises(function() alea.threads("two") end, "expected integer, got string")
end)

T.test("alea.limits{memory=...} refuses oversize work up front", function()
  local before = alea.limits().memory
  T.eq(before, 4 * 2^30)
  T.eq(alea.limits{memory = 2^20}.memory, 1048576)
  local msg = T.raises(function() prob.dice(1000000, 6) end, "memory limit")
  T.truthy(msg:find("prob.dice", 1, true), "names the work: " .. msg)
  T.truthy(msg:find("1.0 MiB", 1, true), "states the limit: " .. msg)
  T.raises(function() prob.dice(100000, 6) end, "memory limit")
  T.eq(#prob.dice(10, 6), 51, "small work still runs")
  alea.limits{memory = before}
  T.eq(alea.limits().memory, before)
  T.eq(alea.limits{}.memory, before, "an empty table changes nothing")
end)

T.test("alea.limits: unknown keys and bad values are errors", function()
  T.raises(function() alea.limits{memroy = 1} end, "unknown option 'memroy' (known: memory)")
  T.raises(function() alea.limits{memory = 0} end, "option 'memory'")
  T.raises(function() alea.limits{memory = "lots"} end, "expected integer, got string")
  T.raises(function() alea.limits(5) end, "expected options table, got integer")
  T.raises(function() alea.limits{[1] = 5} end, "unknown option integer key")
end)

T.test("alea.quiet", function()
  T.eq(alea.quiet(true), true)
  T.eq(alea.quiet(), true)
  T.eq(alea.quiet(false), false)
  T.raises(function() alea.quiet("yes") end, "expected boolean, got string")
end)

T.test("alea.version matches alea --version", function()
  local v = alea.version()
  T.truthy(v:match("^%d+%.%d+%.%d+$"), "a version number: " .. v)
  local exe = arg and arg[-1]
  local p = exe and io.popen("'" .. exe .. "' --version 2>&1")
  if p then
    local out = p:read("a")
    p:close()
    T.truthy(out:find("alea " .. v, 1, true), "--version prints " .. out)
  end
end)

---------------------------------------------------------------- to_json

T.test("to_json: scalars", function()
  T.eq(alea.to_json(nil), "null")
  T.eq(alea.to_json(true), "true")
  T.eq(alea.to_json(false), "false")
  T.eq(alea.to_json(42), "42")
  T.eq(alea.to_json(math.mininteger), "-9223372036854775808")
  T.eq(alea.to_json(0.5), "0.5")
  T.eq(alea.to_json(0.1), "0.10000000000000001")
  T.eq(alea.to_json(2.0), "2.0")
  T.eq(alea.to_json(1e300), "1.0000000000000001e+300")
  T.eq(alea.to_json(rat(5, 9)), '"5/9"')
  T.eq(alea.to_json(rat(-3)), '"-3"')
  T.eq(alea.to_json("hi"), '"hi"')
end)

T.test("to_json: arrays, objects with sorted keys, nesting", function()
  T.eq(alea.to_json({}), "[]")
  T.eq(alea.to_json({1, 2, 3}), "[1,2,3]")
  T.eq(alea.to_json({b = 1, a = {1, {c = rat(1, 3)}}, [2] = true}), '{"2":true,"a":[1,{"c":"1/3"}],"b":1}')
  T.eq(alea.to_json({[1] = "x", [3] = "y"}), '{"1":"x","3":"y"}', "holes make an object")
  T.eq(alea.to_json({[10] = 1, [9] = 2, [-1] = 3}), '{"-1":3,"9":2,"10":1}', "numeric key order")
  T.eq(alea.to_json({{}, {{}}}), "[[],[[]]]")
  local shared = {1}
  T.eq(alea.to_json({shared, shared}), "[[1],[1]]", "a shared table is not a cycle")
end)

T.test("to_json: string escapes per RFC 8259", function()
  T.eq(alea.to_json('a"b\\c'), [["a\"b\\c"]])
  T.eq(alea.to_json("\n\r\t\b\f"), [["\n\r\t\b\f"]])
  T.eq(alea.to_json("\0\1\31"), [["\u0000\u0001\u001f"]])
  T.eq(alea.to_json("/ é ∞ 🎲"), '"/ é ∞ 🎲"', "UTF-8 passes through")
  T.eq(alea.to_json({["a b"] = 1}), '{"a b":1}')
end)

T.test("to_json: objects through :to_table()", function()
  T.eq(alea.to_json(prob.coin(rat(1, 3))), '[{"label":0,"p":"2/3"},{"label":1,"p":"1/3"}]')
  T.eq(alea.to_json({P = prob.uniform(2)}), '{"P":[{"label":1,"p":"1/2"},{"label":2,"p":"1/2"}]}')
end)

T.test("to_json: errors name the path", function()
  local t = {a = {b = {}}}
  t.a.b.c = t
  T.raises(function() alea.to_json(t) end, "alea.to_json: argument 1: value.a.b.c: cycle")
  local s = {1, 2}
  s[3] = s
  T.raises(function() alea.to_json(s) end, "value[3]: cycle")
  T.raises(function() alea.to_json({x = {0 / 0}}) end, "value.x[1]: nan is not a JSON number")
  T.raises(function() alea.to_json(math.huge) end, "value: inf is not a JSON number")
  T.raises(function() alea.to_json({-math.huge}) end, "-inf is not a JSON number")
  T.raises(function() alea.to_json({f = print}) end, "value.f: cannot convert a function to JSON")
  T.raises(function() alea.to_json({["odd key"] = {coroutine.create(print)}}) end,
    'value["odd key"][1]: cannot convert a thread')
  T.raises(function() alea.to_json(io.stdout) end, "cannot convert FILE* to JSON (it has no :to_table())")
  T.raises(function() alea.to_json({[true] = 1}) end, "needs string keys, not a boolean key")
  T.raises(function() alea.to_json({[1.5] = 1}) end, "not a number key")
  T.raises(function() alea.to_json("\xff") end, "not valid UTF-8")
  T.raises(function() alea.to_json("\xed\xa0\x80") end, "not valid UTF-8")  -- a surrogate
  T.raises(function() alea.to_json() end, "alea.to_json: argument 1: expected a value, got no value")
  T.raises(function() alea.to_json(1, {}, 3) end, "too many arguments")
  T.raises(function() alea.to_json(1, 2) end, "alea.to_json: argument 2: expected options table, got integer")
  local deep = {}
  local cur = deep
  for _ = 1, 300 do cur[1] = {}; cur = cur[1] end
  T.raises(function() alea.to_json(deep) end, "nested more than 200 levels deep")
end)

---------------------------------------------------------------- write_csv / read_csv

T.test("csv round trip of records: numbers, strings, booleans, rats", function()
  local path = tmp()
  local rows = {
    {n = 1, x = 0.1, s = "plain", b = true, r = rat(5, 9)},
    {n = -7, x = 2.0, s = 'with, comma and "quotes"', b = false, r = rat(-1, 2)},
    {n = 3, x = 1e-300, s = "two\nlines", r = rat(3)},
    {n = 4, s = "42"},  -- a string that reads as a number stays a string
    {n = 5, s = "", x = -0.5},
    {n = 6, s = "true", r = rat(10) ^ 30},
  }
  T.eq(alea.write_csv(path, rows), 6)
  local back = alea.read_csv(path)
  T.eq(#back, 6)
  for i, row in ipairs(rows) do
    for _, k in ipairs{"n", "x", "s", "b"} do
      T.eq(back[i][k], row[k], "row " .. i .. " field " .. k)
      T.eq(math.type(back[i][k]), math.type(row[k]), "row " .. i .. " type of " .. k)
    end
    if row.r then T.eq(rat(back[i].r), row.r, "row " .. i .. " rat") end
  end
  T.eq(math.type(back[2].x), "float", "2.0 stays a float")
  T.eq(back[3].r, 3, "an integral rat reads back as an integer")
  T.eq(back[6].r, rat(10) ^ 30, "big integers stay exact")
  T.eq(back[3].b, nil, "missing field is absent")
  os.remove(path)
end)

T.test("csv: records' columns are the sorted union, or the header's order", function()
  local path = tmp()
  alea.write_csv(path, {{b = 1, a = 2}, {c = 3}})
  T.eq(slurp(path), "a,b,c\n2,1,\n,,3\n")
  alea.write_csv(path, {{b = 1, a = 2}, {c = 3}}, {"c", "b", "a"})
  T.eq(slurp(path), "c,b,a\n,1,2\n3,,\n")
  os.remove(path)
end)

T.test("csv: arrays of arrays, with and without a header", function()
  local path = tmp()
  T.eq(alea.write_csv(path, {{1, "a"}, {2, "b,c"}, {3}}), 3)
  T.eq(slurp(path), '1,a\n2,"b,c"\n3,\n')
  alea.write_csv(path, {{1, rat(1, 6)}, {2, rat(1, 3)}}, {"k", "p"})
  T.eq(slurp(path), "k,p\n1,1/6\n2,1/3\n")
  local back = alea.read_csv(path)
  T.eq(back[2].k, 2)
  T.eq(back[2].p, rat(1, 3))
  alea.write_csv(path, {}, {"only", "header"})
  T.eq(slurp(path), "only,header\n")
  T.eq(#alea.read_csv(path), 0)
  os.remove(path)
end)

T.test("csv: bound objects through :to_table()", function()
  local path = tmp()
  T.eq(alea.write_csv(path, prob.dice(2)), 11)
  local back = alea.read_csv(path)
  T.eq(back[6].label, 7)
  T.eq(back[6].p, rat(1, 6))
  os.remove(path)
end)

T.test("csv: quoting per RFC 4180", function()
  local path = tmp()
  alea.write_csv(path, {{'say "hi"', "a\r\nb", " 5", "1/2", "", "x"}})
  T.eq(slurp(path), '"say ""hi""","a\r\nb"," 5","1/2","",x\n')
  os.remove(path)
end)

T.test("read_csv: quoted fields, embedded commas, newlines, doubled quotes, CRLF", function()
  local path = tmp()
  spit(path, '\xEF\xBB\xBFname,value,note\r\n"a, b",1,"line1\nline2"\r\n"say ""x""",2.5,\r\n\r\nplain,"7",-3/4\r\n')
  local rows = alea.read_csv(path)
  T.eq(#rows, 3)
  T.eq(rows[1].name, "a, b")
  T.eq(rows[1].value, 1)
  T.eq(rows[1].note, "line1\nline2")
  T.eq(rows[2].name, 'say "x"')
  T.eq(rows[2].value, 2.5)
  T.eq(rows[2].note, nil)
  T.eq(rows[3].value, "7", "quoted cells stay strings")
  T.eq(rows[3].note, rat(-3, 4))
  spit(path, "a,b\n1,2")  -- no final line break
  T.eq(alea.read_csv(path)[1].b, 2)
  spit(path, "")
  T.eq(#alea.read_csv(path), 0)
  spit(path, "x\ninf\n-inf\nnan\n0x10\n1e3\n")
  rows = alea.read_csv(path)
  T.eq(rows[1].x, math.huge)
  T.eq(rows[2].x, -math.huge)
  T.truthy(rows[3].x ~= rows[3].x, "nan")
  T.eq(rows[4].x, 16)
  T.eq(rows[5].x, 1000.0)
  os.remove(path)
end)

T.test("read_csv: malformed files are errors with the line", function()
  local path = tmp()
  spit(path, 'a,b\n1,"open\n2,3\n')
  T.raises(function() alea.read_csv(path) end, "line 2: unterminated quoted field")
  spit(path, 'a,b\n1,"x"y\n')
  T.raises(function() alea.read_csv(path) end, "line 2: text after a closing quote")
  spit(path, 'a,b\n1,x"y\n')
  T.raises(function() alea.read_csv(path) end, "line 2: a quote inside an unquoted field")
  spit(path, 'a,b\n"multi\nline",2\n1,2,3\n')
  T.raises(function() alea.read_csv(path) end, "line 4: 3 fields, but the header has 2")
  spit(path, "a,a\n1,2\n")
  T.raises(function() alea.read_csv(path) end, "column name 'a' repeats")
  spit(path, "a,,c\n1,2,3\n")
  T.raises(function() alea.read_csv(path) end, "column 2: empty column name")
  os.remove(path)
end)

T.test("read_csv / write_csv: I/O errors", function()
  T.raises(function() alea.read_csv("/nonexistent/dir/x.csv") end,
    "alea.read_csv: cannot open '/nonexistent/dir/x.csv': No such file or directory")
  T.raises(function() alea.write_csv("/nonexistent/dir/x.csv", {{1}}) end,
    "alea.write_csv: cannot open '/nonexistent/dir/x.csv': No such file or directory")
  T.raises(function() alea.read_csv("/") end, "cannot read '/'")
  T.raises(function() alea.read_csv(5) end, "alea.read_csv: argument 1: expected string, got integer")
  T.raises(function() alea.read_csv() end, "alea.read_csv: argument 1: expected a value, got no value")
end)

T.test("write_csv: bad rows and cells name argument, row and column", function()
  local path = tmp()
  spit(path, "keep me\n")
  T.raises(function() alea.write_csv(path, {{1, {{2}}}}) end,
    "alea.write_csv: argument 2: row 1, column 2: expected a number, string, boolean, bound object or an array of them, got table")
  T.raises(function() alea.write_csv(path, {{a = 1}, {a = print}}) end, "argument 2: row 2, column 'a': expected")
  T.raises(function() alea.write_csv(path, {{p = {}}}) end, "row 1, column 'p': expected")
  T.raises(function() alea.write_csv(path, {{io.stdout}}) end, "got FILE*")
  T.eq(slurp(path), "keep me\n", "a failed write leaves the file alone")
  T.raises(function() alea.write_csv(path, {{1}, 5}) end, "row 2: expected a table (array or record), got integer")
  T.raises(function() alea.write_csv(path, {{1, a = 2}}) end, "row 1 mixes array entries and named fields")
  T.raises(function() alea.write_csv(path, {{1}, {a = 2}}) end, "row 2 is a record but row 1 is an array")
  T.raises(function() alea.write_csv(path, {{[true] = 1}}) end, "row 1: unexpected key boolean")
  T.raises(function() alea.write_csv(path, {{[0] = 1}}) end, "row 1: unexpected key 0")
  T.raises(function() alea.write_csv(path, {{a = 1, z = 2}}, {"a"}) end, "field 'z' is not in the header")
  T.raises(function() alea.write_csv(path, {{1, 2, 3}}, {"a", "b"}) end, "a row has 3 entries, but the header has 2 columns")
  T.raises(function() alea.write_csv(path, {{1}}, {"a", 2}) end, "argument 3: column 2: expected a string, got integer")
  T.raises(function() alea.write_csv(path, {{1}}, {"a", "a"}) end, "argument 3: column name 'a' repeats")
  T.raises(function() alea.write_csv(path, {{1}}, {""}) end, "argument 3: column 1: empty name")
  T.raises(function() alea.write_csv(path, {{1}}, "a") end, "argument 3: expected table, got string")
  T.raises(function() alea.write_csv(path, 5) end, "argument 2: expected table, got integer")
  T.raises(function() alea.write_csv(path, {nil, {1}}) end, "argument 2: array has a hole at index 1")
  T.raises(function() alea.write_csv(nil, {}) end, "argument 1: expected string, got nil")
  T.raises(function() alea.write_csv(path) end, "argument 2: expected a value, got no value")
  T.eq(slurp(path), "keep me\n")
  os.remove(path)
end)

T.test("write_csv: nan and infinities round trip", function()
  local path = tmp()
  alea.write_csv(path, {{x = math.huge}, {x = -math.huge}, {x = 0 / 0}})
  T.eq(slurp(path), "x\ninf\n-inf\nnan\n")
  os.remove(path)
end)

T.test("estimates: value ± bound, usable as a number", function()
  local e = alea.estimate(1.5, 1e-12)
  T.eq(e.value, 1.5); T.eq(e.bound, 1e-12)
  T.eq(tostring(e), "1.5 ± 1e-12")
  local d = 2 * e + 1
  T.eq(d.value, 4); T.truthy(d.bound >= 2e-12 and d.bound < 3e-12)
  local q = e / alea.estimate(3, 0)
  T.eq(q.value, 0.5)
  T.truthy((e / alea.estimate(0, 1)).bound == math.huge)  -- the divisor may be 0
  T.truthy(e < 2); T.truthy(e <= 1.5); T.truthy(not (e < 1))
  T.eq(e:float(), 1.5)
  T.raises(function() alea.estimate(1, -1) end, "alea.estimate: argument 2: expected a bound >= 0")
  local X = alloc(prob.dice(2), "6 7 8")
  local t = X:expected_time{with_error=true}
  T.eq(math.type(X:expected_time()), "float")
  T.near(t.value, X:expected_time(), 0)
  T.truthy(t.bound > 0 and t.bound < 1e-9)
  T.raises(function() X:expected_time{method="recursion", with_error=true} end,
           "allocation:expected_time: argument 1: option 'with_error': this method proves no error bound")
  T.truthy(rat.is_rat(X:expected_time{exact=true, with_error=true}))  -- exact: a rat, its error is 0
end)

T.test("records keep their fields in order", function()
  local s = alloc.simulate(alloc(prob{1, 1}, {1, 0}), alloc(prob{1, 1}, {0, 1}), 10, {seed = 1})
  local order = getmetatable(s).__fields
  T.eq(table.concat(order, ","), "games,wins,draws,losses,win,draw,loss,duration")
  T.eq(table.concat(getmetatable(s.win).__fields, ","), "estimate,low,high")
end)

T.test("alea.table: records as an aligned table", function()
  local t = alea.table(prob.dice(2):to_table())
  local lines = {}
  for l in t:gmatch("[^\n]+") do lines[#lines + 1] = l end
  T.eq(#lines, 13)
  T.eq(lines[1], "    label     p")
  T.eq(lines[2], "--  -----  ----")
  T.eq(lines[3], " 1      2  1/36")
  T.eq(lines[13], "11     12  1/36")
  -- chosen columns, no index, a height: hidden rows are counted
  t = alea.table(prob.dice(2):to_table(), {columns = {"p"}, index = false, height = 5})
  T.eq(t, "   p\n----\n1/36\n1/18\n... (+9 more rows)")
  -- a width: hidden columns are named; strings left-aligned, missing fields empty
  local rows = {{name = "a", x = 1, comment = "first"}, {name = "bb", x = 22}}
  T.eq(alea.table(rows, {index = false}), "comment  name   x\n-------  ----  --\nfirst    a      1\n         bb    22")
  T.eq(alea.table(rows, {columns = {"name", "x", "comment"}, width = 10, index = false}),
       "name   x\n----  --\na      1\nbb    22\n... (+1 more columns)")
  T.eq(alea.table(rows, {columns = {"name", "x", "comment"}, width = 10, height = 3, index = false}),
       "name  x\n----  -\na     1\n... (+1 more rows, +1 more columns)")
  local long = string.rep("c", 25)
  T.eq(alea.table({{name = "a", comment = long, x = 10}}, {columns = {"name", "comment", "x"}, width = 33, index = false}),
       "name  comment\n----  " .. string.rep("-", 25) .. "\na     " .. long .. "\n... (+1 more columns: x)")
  -- records keep their field order; long rats show their decimal; estimates align right
  local r = {alea.estimate(1.5, 1e-12):to_table(), {value = rat(2, 3)^40, bound = 0}}
  t = alea.table(r, {index = false})
  T.truthy(t:find("^ +value  bound\n"), t)
  T.truthy(t:find("≈ 9.0", 1, true), t)
  T.eq(alea.table({}), "(no rows)")
end)

T.test("alea.table: errors name the argument", function()
  T.raises(function() alea.table(5) end, "alea.table: argument 1: expected table, got integer")
  T.raises(function() alea.table({1, 2}) end, "alea.table: argument 1: row 1: expected a record (a table), got integer")
  T.raises(function() alea.table({{a = 1}}, {columns = "a"}) end,
           "alea.table: argument 2: option 'columns': expected an array of strings, got string")
  T.raises(function() alea.table({{a = 1}}, {columns = {1}}) end, "option 'columns': entry 1 must be a string, got integer")
  T.raises(function() alea.table({{a = 1}}, {width = -1}) end, "option 'width'")
  T.raises(function() alea.table({{a = 1}}, {colums = {"a"}}) end, "unknown option 'colums'")
end)

T.test("read_csv: the header option, and records keep the file's column order", function()
  local path = tmp()
  spit(path, "b,a\n1,x\n2,y\n")
  local rows = alea.read_csv(path)
  T.eq(table.concat(getmetatable(rows[1]).__fields, ","), "b,a")
  rows = alea.read_csv(path, {header = false})
  T.eq(#rows, 3); T.eq(rows[1][1], "b"); T.eq(rows[2][1], 1); T.eq(rows[3][2], "y")
  rows = alea.read_csv(path, {header = {"n", "s"}})
  T.eq(#rows, 3); T.eq(rows[1].n, "b"); T.eq(rows[3].n, 2); T.eq(rows[3].s, "y")
  T.raises(function() alea.read_csv(path, {header = {"n"}}) end, "line 1: 2 fields, but the header has 1")
  T.raises(function() alea.read_csv(path, {header = {"n", "n"}}) end,
           "alea.read_csv: argument 2: option 'header': column 2: column name 'n' repeats")
  T.raises(function() alea.read_csv(path, {header = 1}) end,
           "option 'header': expected true, false or an array of column names, got integer")
  T.raises(function() alea.read_csv(path, {header = {1}}) end, "option 'header': entry 1 must be a string")
  T.raises(function() alea.read_csv(path, {headers = true}) end, "unknown option 'headers'")
  os.remove(path)
end)

T.test("read_json: JSON files as Lua values", function()
  local path = tmp()
  spit(path, '{"z": 1, "a": [1.5, 2, null, "x\\u00e9\\ud83d\\ude00"], "big": 123456789012345678901234, ' ..
             '"t": true, "n": null, "o": {}}')
  local v = alea.read_json(path)
  T.eq(table.concat(getmetatable(v).__fields, ","), "z,a,big,t,n,o")
  T.eq(v.z, 1); T.eq(math.type(v.z), "integer"); T.eq(v.a[1], 1.5); T.eq(v.a[2], 2)
  T.eq(v.a[3], nil); T.eq(v.a[4], "xé😀"); T.eq(v.big, rat("123456789012345678901234"))
  T.eq(v.t, true); T.eq(v.n, nil)
  spit(path, "[1, 2.0e0, -0.5]")
  v = alea.read_json(path)
  T.eq(math.type(v[2]), "float"); T.eq(v[3], -0.5)
  local bad = {
    ['{"a": 1,}'] = "line 1, column 9: expected a string key",
    ['[1 2]'] = "line 1, column 4: expected ',' or ']'",
    ['{"a": 1}\n x'] = "line 2, column 2: text after the value",
    ['"abc'] = "unterminated string",
    ['01'] = "a number may not start with 0",
    ['{"a": 1, "a": 2}'] = "key 'a' repeats",
    [''] = "unexpected end of the text",
    ['"\\ud800"'] = "a lone surrogate",
    [string.rep("[", 300)] = "nested more than 200 levels deep",
  }
  for text, message in pairs(bad) do
    spit(path, text)
    T.raises(function() alea.read_json(path) end, "alea.read_json: argument 1: '" .. path .. "' ")
    T.raises(function() alea.read_json(path) end, message)
  end
  T.raises(function() alea.read_json("/nonexistent/x.json") end, "cannot open '/nonexistent/x.json'")
  T.raises(function() alea.read_json() end, "alea.read_json: argument 1: expected")
  os.remove(path)
end)

T.test("save / load: values round-trip exactly", function()
  local path = tmp()
  local rec = alea.estimate(2.5, 1e-12):to_table()        -- a record: value before bound
  local v = {
    p = rat(5, 9), big = rat(2, 3)^80, e = alea.estimate(31.921907547284, 5.8e-12),
    xs = {1, 2.5, 0.1, 1/3, 2^60, -0.0, 3.0}, s = "é\n\"", yes = true,
    nested = {{rat(1, 3)}, {a = {b = {c = 1}}}}, rec = rec,
    odd = {[1] = "a", [3] = "c", [2.5] = "x", [true] = 1, ["$rat"] = "not a tag"},
    specials = {0/0, math.huge, -math.huge}, i = math.maxinteger,
  }
  alea.save(path, v)
  local w = alea.load(path)
  T.eq(w.p, rat(5, 9)); T.eq(w.big, rat(2, 3)^80)
  T.eq(w.e.value, v.e.value); T.eq(w.e.bound, v.e.bound); T.eq(tostring(w.e), "31.921907547284 ± 5.8e-12")
  for i = 1, #v.xs do
    T.eq(w.xs[i], v.xs[i], "xs " .. i); T.eq(math.type(w.xs[i]), math.type(v.xs[i]), "type of xs " .. i)
  end
  T.eq(1 / w.xs[6], -math.huge)                             -- -0.0 keeps its sign
  T.eq(w.s, v.s); T.eq(w.yes, true); T.eq(w.nested[1][1], rat(1, 3)); T.eq(w.nested[2].a.b.c, 1)
  T.eq(table.concat(getmetatable(w.rec).__fields, ","), "value,bound")
  T.eq(w.odd[1], "a"); T.eq(w.odd[3], "c"); T.eq(w.odd[2.5], "x"); T.eq(w.odd[true], 1); T.eq(w.odd["$rat"], "not a tag")
  T.truthy(w.specials[1] ~= w.specials[1]); T.eq(w.specials[2], math.huge); T.eq(w.specials[3], -math.huge)
  T.eq(w.i, math.maxinteger)
  -- bound objects come back as themselves (issue 31); those without __save as their :to_table()
  alea.save(path, prob.dice(2))
  T.eq(alea.load(path), prob.dice(2))
  alea.save(path, alloc.tournament(prob{3, 2, 1}, 2))
  T.eq(type(alea.load(path)), "table")
  alea.save(path, {p = rat(1, 6)})
  -- errors name the argument and where in the value; nothing is written
  local c = {}; c.me = c
  T.raises(function() alea.save(path, c) end, "alea.save: argument 2: value.me: cycle")
  T.raises(function() alea.save(path, {f = print}) end, "alea.save: argument 2: value.f: cannot convert a function")
  T.raises(function() alea.save(path, {"\255"}) end, "value[1]: string is not valid UTF-8")
  T.raises(function() alea.save(path) end, "alea.save: argument 2: expected a value")
  T.raises(function() alea.save({}, 1) end, "alea.save: argument 1: expected string, got table")
  T.raises(function() alea.save("/nonexistent/dir/x", 1) end, "cannot open '/nonexistent/dir/x'")
  T.eq(alea.load(path).p, rat(1, 6), "the failed saves left the file alone")
  spit(path, '{"$rat": 5}')
  T.raises(function() alea.load(path) end, "alea.load: argument 1: '" .. path .. "' line 1, column 12: unknown or malformed tag '$rat'")
  os.remove(path)
end)

T.done()
