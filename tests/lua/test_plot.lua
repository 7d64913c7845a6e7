-- Pictures (issue 17): alea.plot through gnuplot, alea.render_dot and the :to_svg() and :plot()
-- methods through Graphviz's dot. Each SVG is checked as the real tools wrote it: an XML
-- document whose tags balance, holding the titles, labels and node labels it was given.
local T = require "harness"

local slurp = T.slurp

local function tmp(ext)
  local path = os.tmpname()
  os.remove(path)
  return path .. ext
end

-- Well-formed enough to be a document: a prolog or <svg first, an <svg> root, and every opened
-- tag closed in order (self-closing tags, comments, the prolog and the doctype skipped).
local function check_svg(text)
  T.truthy(text:match("^%s*<%?xml") or text:match("^%s*<svg"), "starts with <?xml or <svg")
  T.truthy(text:find("<svg", 1, true), "has an <svg> element")
  local body = text:gsub("<!%-%-.-%-%->", ""):gsub("<!%[CDATA%[.-%]%]>", "")
  local stack = {}
  for slash, name, rest in body:gmatch("<(/?)([%w:_%-%?!]+)([^>]*)>") do
    if name:sub(1, 1) == "?" or name:sub(1, 1) == "!" then
      -- prolog, doctype
    elseif slash == "/" then
      T.eq(stack[#stack], name, "closing tag </" .. name .. "> matches")
      stack[#stack] = nil
    elseif rest:sub(-1) ~= "/" then
      stack[#stack + 1] = name
    end
  end
  T.eq(#stack, 0, "every tag is closed")
end

T.test("alea.plot writes an SVG with its series, titles and labels", function()
  local path = tmp(".svg")
  local xs, sq, lin = {}, {}, {}
  for n = 1, 10 do xs[n], sq[n], lin[n] = n, n * n, 10 * n end
  local r = alea.plot({{x = xs, y = sq, title = "squares"}, {x = xs, y = lin, title = "tenfold", style = "points"}},
                      {title = "two series", xlabel = "n axis", ylabel = "value axis", file = path})
  T.eq(r, path)
  local svg = slurp(path)
  check_svg(svg)
  for _, word in ipairs{"squares", "tenfold", "two series", "n axis", "value axis"} do
    T.truthy(svg:find(word, 1, true), "the SVG shows '" .. word .. "'")
  end
  os.remove(path)
end)

T.test("alea.plot: log scales, ranges, rats, one series alone and PNG", function()
  local path = tmp(".svg")
  alea.plot({x = {1, 10, 100, 1000}, y = {rat(1, 2), rat(1, 4), rat(1, 8), rat(1, 16)}, title = "halving"},
            {logx = true, logy = true, xrange = {1, 1000}, yrange = {0.01, 1}, file = path})
  local svg = slurp(path)
  check_svg(svg)
  T.truthy(svg:find("halving", 1, true))
  -- log axes put decades on the tics: 1000 on x
  T.truthy(svg:find(">1000<", 1, true) or svg:find("1000", 1, true))
  os.remove(path)
  local png = tmp(".png")
  alea.plot({y = {3, 1, 2}}, {file = png, width = 200, height = 150})
  T.eq(slurp(png):sub(1, 8), "\137PNG\r\n\26\n", "a PNG signature")
  os.remove(png)
end)

T.test("alea.plot without a file: gnuplot's text rendering, sized as asked", function()
  local p = alea.plot({y = {1, 4, 9, 16, 25}, title = "squares"}, {title = "text plot", key = "top left", width = 60, height = 15})
  local text = tostring(p)
  T.eq(text, p.text)
  T.truthy(text:find("squares", 1, true) and text:find("text plot", 1, true))
  local lines, widest = 0, 0
  for line in text:gmatch("[^\n]*\n") do
    lines = lines + 1
    widest = math.max(widest, #line - 1)
  end
  T.eq(lines, 15, "height lines")
  T.truthy(widest <= 60, "no line wider than 60")
end)

T.test("alea.plot takes estimates as their values (alloc.minimal's expected_time)", function()
  local P = prob.dice(2)
  local est, num = {}, {}
  for n = 1, 4 do
    est[n] = alloc.minimal(P, n).expected_time
    num[n] = est[n]:float()
  end
  local opts = {width = 50, height = 12}
  T.eq(alea.plot({y = est}, opts).text, alea.plot({y = num}, opts).text)
end)

T.test("alea.plot: bad input names the function and the argument", function()
  T.raises(function() alea.plot({x = {1, 2, 3}, y = {1, 2}}) end,
           "alea.plot: argument 1: x has 3 values and y 2")
  T.raises(function() alea.plot({{y = {1, 2}}, {x = {1}, y = {1, 2}}}) end,
           "alea.plot: argument 1: series 2: x has 1 values and y 2")
  T.raises(function() alea.plot({y = {1, 0 / 0}}) end, "alea.plot: argument 1: y[2] is NaN")
  T.raises(function() alea.plot({y = {1, math.huge}}) end, "alea.plot: argument 1: y[2] is inf")
  T.raises(function() alea.plot({y = {}}) end, "alea.plot: argument 1: no points")
  T.raises(function() alea.plot({}) end, "alea.plot: argument 1: nothing to plot: no series")
  T.raises(function() alea.plot({y = {1, "two"}}) end, "alea.plot: argument 1: y[2]: expected a number, got string")
  T.raises(function() alea.plot({1, 2}) end, "alea.plot: argument 1: series 1: expected a table")
  T.raises(function() alea.plot("y") end, "alea.plot: argument 1: expected table, got string")
  T.raises(function() alea.plot({y = {1, 2}, style = "bars"}) end, "style 'bars' is not one of")
  T.raises(function() alea.plot({y = {0, 1}}, {logy = true}) end, "y[1] is 0, which a log scale cannot show")
  T.raises(function() alea.plot({y = {1, 2}}, {xrange = {2, 1}}) end, "alea.plot: argument 2: option 'xrange'")
  T.raises(function() alea.plot({y = {1, 2}}, {file = "plot.pdf"}) end,
           "alea.plot: argument 2: option 'file': the file's name must end in .svg or .png")
  T.raises(function() alea.plot({y = {1, 2}}, {colour = "red"}) end, "unknown option 'colour'")
end)

T.test("alea.render_dot: Graphviz draws the text, to a string or a file", function()
  local svg = alea.render_dot('digraph { alpha -> beta [label="edge one"] }')
  check_svg(svg)
  for _, word in ipairs{"alpha", "beta", "edge one"} do T.truthy(svg:find(word, 1, true)) end
  local path = tmp(".svg")
  T.eq(alea.render_dot("graph { a -- b }", path), path)
  check_svg(slurp(path))
  os.remove(path)
  T.raises(function() alea.render_dot("digraph { a -> }") end, "alea.render_dot: dot failed")
  T.raises(function() alea.render_dot("  ") end, "alea.render_dot: argument 1: empty Graphviz text")
  T.raises(function() alea.render_dot("graph { a }", "a.txt") end,
           "alea.render_dot: argument 2: the file's name must end in .svg, .png or .pdf")
  T.raises(function() alea.render_dot(42) end, "alea.render_dot: argument 1: expected string")
end)

T.test("to_svg on tournaments (emperor cycle filled), games, decision trees and raising trees", function()
  local P = prob{rat(3, 6), rat(2, 6), rat(1, 6)}
  local Tn = alloc.tournament(P, 5)
  local svg = Tn:to_svg()
  check_svg(svg)
  -- every allocation is a node, the emperor cycle's are filled gold
  local cycle = Tn:emperor_cycle()
  T.truthy(#cycle >= 1)
  local gold = select(2, svg:gsub('fill="gold"', ""))
  T.eq(gold, #cycle, "one gold node per member of the emperor cycle")
  T.truthy(svg:find(tostring(cycle[1]), 1, true), "the emperor's label")
  local path = tmp(".svg")
  T.eq(graph.tug_of_war(3):to_svg(path), path)
  check_svg(slurp(path))
  os.remove(path)
  local tree = boolfn.majority(3):decision_tree().tree
  svg = tree:to_svg()
  check_svg(svg)
  T.truthy(svg:find("x1", 1, true))
  svg = doubling.tree(2, 1, {a = 2, b = 3}):to_svg()
  check_svg(svg)
  T.truthy(svg:find("11/16", 1, true), "Figure 1's alpha(2, 1) = 11/16")
  T.raises(function() Tn:to_svg("t.gif") end, ":to_svg: argument 1: the file's name must end in")
end)

T.test("X:plot: the clearing time's distribution, pmf and cdf", function()
  local X = alloc(prob.dice(2), "6 7 8")
  local path = tmp(".svg")
  T.eq(X:plot{what = "cdf", n = 40, file = path}, path)
  local svg = slurp(path)
  check_svg(svg)
  T.truthy(svg:find("clearing time of", 1, true) and svg:find("P(T &lt;= n)", 1, true))
  os.remove(path)
  local p = X:plot{n = 30, width = 70, height = 18}
  T.truthy(p.text:find("P(T = n)", 1, true))
  T.raises(function() X:plot{what = "mgf"} end, ":plot: argument 1: option 'what'")
end)

-- The x position gnuplot gave a text element of the SVG (its group's translate).
local function text_x(svg, text)
  local x = svg:match('translate%(([%d%.]+),[%d%.]+%)[^>]*>%s*<text>%s*' .. text:gsub("%p", "%%%0") .. '</text>')
  return tonumber(x)
end

T.test("T:to_svg and T:plot on thermographs: walls, mast, stops, values growing to the left", function()
  local Th = cgt("{2|-1}"):thermograph()
  local path = tmp(".svg")
  T.eq(Th:to_svg(path, {title = "{2|-1}"}), path)
  local svg = slurp(path)
  os.remove(path)
  check_svg(svg)
  for _, word in ipairs{"{2|-1}: mean 1/2, temperature 3/2", "left wall", "right wall", "mast", "L stop 2",
                        "R stop -1", ">t<"} do
    T.truthy(svg:find(word, 1, true), "the SVG shows '" .. word .. "'")
  end
  -- CGSuite's convention: the value axis grows to the left, so 4 is left of -3 and Left's stop
  -- (2) left of Right's (-1).
  T.truthy(text_x(svg, " 4") < text_x(svg, "-3"), "the value ticks run from 4 on the left to -3 on the right")
  T.truthy(text_x(svg, "L stop 2") < text_x(svg, "R stop -1"), "Left's stop is drawn left of Right's")
  T.eq(Th:to_svg(), Th:to_svg(nil, {}), "the SVG text without a file")
  local p = Th:plot{width = 72, height = 22}
  T.eq(tostring(p), p.text)
  for _, word in ipairs{"mean 1/2, temperature 3/2", "left wall", "right wall", "mast", "L stop 2"} do
    T.truthy(p.text:find(word, 1, true), "the text rendering shows '" .. word .. "'")
  end
  -- the value scale under the plot reads 4 ... -3 from left to right
  local scale = p.text:match("\n%s*(4%s+3%s+2%s+1%s+0%s+%-1%s+%-2%s+%-3)\n")
  T.truthy(scale, "a value scale decreasing to the right")
  T.raises(function() Th:to_svg("t.gif") end, "cgt.thermograph:to_svg: argument 1: the file's name must end in .svg or .png")
  T.raises(function() Th:plot{colour = "red"} end, "cgt.thermograph:plot: argument 1: unknown option 'colour'")
end)

T.done()
