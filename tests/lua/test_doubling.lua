-- The doubling module through Lua: every table of Keeler & Spencer (seed 003) to every printed
-- digit, the worked examples, exact-versus-float cross-checks, and the error messages.
local T = require "harness"
local P = dofile((os.getenv("ALEA_SOURCE_DIR") or ".") .. "/scripts/doubling/paper_tables.lua")
local fmt = doubling.paper_format

T.test("section 2: point(n) = 4/5 + (-1)^n/(4^n 5), against the recursion for n <= 20", function()
  T.eq(doubling.point(), rat(4, 5))
  T.eq(doubling.point(0), rat(1))
  T.eq(doubling.point(1), rat(3, 4))
  for n = 0, 20 do
    local sign = n % 2 == 0 and 1 or -1
    T.eq(doubling.point(n), rat(4, 5) + rat(sign, 5 * (1 << (2 * n))), "n=" .. n)
    T.eq(doubling.point(n), doubling.point(n, {method = "recursion"}), "n=" .. n)
  end
end)

T.test("Table I: alpha(i, j) with a = b = 2", function()
  for i = 0, 9 do
    for j = 0, 9 do
      local alpha = doubling.alpha(i, j)
      T.eq(fmt(alpha, 4), P.I[i + 1][j + 1], "i=" .. i .. " j=" .. j)
      T.eq(alpha, doubling.alpha(i, j, {method = "recursion"}))
      T.near(doubling.alpha(i, j, {exact = false}), alpha, 1e-14)
    end
  end
end)

T.test("Table II: values at p = 1/2 with a = b = 2", function()
  for i = 0, 9 do
    for j = 0, 9 do
      T.eq(fmt(doubling.value(i, j), 3), P.II[i + 1][j + 1], "i=" .. i .. " j=" .. j)
    end
  end
  T.eq(fmt(doubling.value(3, 2), 3), ".430")  -- section 5's example
  T.near(doubling.value(3, 2, {exact = false}), doubling.value(3, 2), 1e-14)
end)

T.test("section 3 worked example: two raises of 2 against one of 3", function()
  local o = {a = 2, b = 3}
  T.eq(doubling.alpha(2, 1, o), rat(11, 16))
  T.eq(doubling.beta(0, 1, o), rat(1, 3))
  T.eq(doubling.alpha(1, 1, o), rat(5, 6))
  T.eq(doubling.beta(1, 1, o), rat(1, 4))
  T.eq(doubling.alpha(1, 0, o), rat(3, 4))
  local a, b = doubling.points(2, 1, o)
  T.eq(a, rat(11, 16))
  T.eq(b, doubling.beta(2, 1, o))
end)

T.test("Figure 1 as a table and as dot", function()
  local tree = doubling.tree(2, 1, {a = 2, b = 3})
  local t = tree:to_table()
  T.eq(#tree, #t.nodes)
  T.eq(t.root.state, rat(11, 16))
  T.eq(t.root.kind, "alpha")
  for _, v in ipairs(t.nodes) do
    if #v.children > 0 then  -- value and state are the chance-weighted means of the children
      local value, state = rat(0), rat(0)
      for _, e in ipairs(v.children) do
        value = value + e.p * e.node.value
        state = state + e.p * e.node.state
      end
      T.eq(value, v.value)
      T.eq(state, v.state)
    end
    if v.kind == "beta" and v.i == 0 and v.j == 1 then T.eq(v.value, rat(-4)) end
  end
  T.truthy(tree:to_dot():find("11/16", 1, true))
  T.truthy(tostring(tree):find("11 nodes", 1, true))
  T.near(doubling.tree(2, 1, {a = 2.0, b = 3}):to_table().root.state, 11 / 16, 1e-15)
end)

T.test("Theorem 2 equals the recursion on random games, exactly and in floats", function()
  math.randomseed(5)
  for _ = 1, 60 do
    local m, n = math.random(0, 9), math.random(0, 9)
    local o = {a = 1 + rat(math.random(0, 30), math.random(1, 9)), b = 1 + rat(math.random(0, 30), math.random(1, 9))}
    local a1, b1 = doubling.points(m, n, o)
    o.method = "recursion"
    local a2, b2 = doubling.points(m, n, o)
    T.eq(a1, a2)
    T.eq(b1, b2)
    o.exact, o.method = false, nil
    T.near(doubling.alpha(m, n, o), a1, 1e-12)
  end
end)

T.test("Table III and alpha(a, 1) = 1/sqrt(a)", function()
  for a = 1, 10 do
    for b = 1, 10 do
      local alpha = doubling.continuous_alpha(a, b, {with_error=true})
      T.eq(fmt(alpha.value, 4), P.III[a][b], "a=" .. a .. " b=" .. b)
      T.truthy(alpha.bound < 1e-13)
    end
    T.near(doubling.continuous_alpha(a, 1), 1 / math.sqrt(a), 1e-15)
  end
  T.near(doubling.continuous_alpha(10, 3, {method = "theorem2"}), doubling.continuous_alpha(10, 3), 1e-10)
end)

T.test("'A with 10 doubles against 3 doubles at .4938' is Table III's alpha(10, 3)", function()
  T.eq(fmt(doubling.continuous_alpha(10, 3), 4), ".4938")
  T.eq(doubling.alpha(10, 3), rat(111537, 524288))
end)

T.test("Table IV", function()
  for a = 1, 10 do
    for b = 1, 10 do
      T.eq(fmt(doubling.continuous_value(a, b), 3), P.IV[a][b], "a=" .. a .. " b=" .. b)
    end
  end
  T.eq(fmt(doubling.continuous_value(8, 4, {method = "theorem2"}), 3), ".581")
end)

T.test("Table V with its errata", function()
  local errata = 0
  for _, row in ipairs(P.V) do
    local b, printed, corrected = row[1], row[2], row[3]
    local digits = #printed - printed:find(".", 1, true)
    local a = doubling.resign_potential(b)
    T.eq(fmt(a, digits), corrected or printed, "b=" .. b)
    T.eq(fmt(doubling.resign_potential(b, {method = "theorem2"}), digits), fmt(a, digits), "b=" .. b)
    if corrected then errata = errata + 1 end
  end
  T.eq(errata, 47)
  T.near(doubling.resign_potential(1), 4, 1e-10)
end)

T.test("section 5 asymptotics", function()
  T.near(doubling.normal_alpha(1e80, 1e79), doubling.continuous_alpha(1e80, 1e79), 0.002)
  local r, far = math.exp(0.8), 1e200
  T.near(doubling.log_ratio_value(r * far, far), 0.8, 1e-12)
  T.near(doubling.normal_value(r * far, far), 0.8, 0.01)
  T.near(doubling.continuous_value(r * far, far), 0.8, 0.01)
  T.near(doubling.equal_alpha_asymptotic(1e300), doubling.continuous_alpha(1e300, 1e300), 0.002)
  T.near(doubling.equal_alpha_asymptotic(10, {as_printed = true}), 0.5 + 1 / (2 * math.sqrt(math.log(10))), 1e-15)
end)

T.test("money points", function()
  local dead, live = doubling.money_points{W = 1, L = 1, x = 0}, doubling.money_points{W = 1, L = 1, x = 1}
  T.eq(dead.take, rat(1, 4))
  T.eq(live.take, rat(1, 5))
  T.eq(live.cash, rat(4, 5))
  T.eq(live.initial_double, rat(4, 5))
  T.eq(doubling.money_points().take, rat(1, 5))
  T.eq(fmt(doubling.money_points{W = 1, L = 1.2, x = 0}.take, 4), ".3182")
  T.eq(fmt(doubling.money_points{W = 1, L = 1.2, x = 1}.take, 4), ".2593")
  T.eq(doubling.money_points{W = 1, L = rat(6, 5), x = 0}.take, rat(7, 22))
  T.near(doubling.money_points{W = 1, L = rat(6, 5), x = 0, exact = false}.take, 7 / 22, 1e-15)
end)

T.test("errors name the function, the argument and the value", function()
  T.raises(function() doubling.alpha(-1, 2) end, "doubling.alpha: argument 1: A's number of raises m must be >= 0, got -1")
  T.raises(function() doubling.beta(1, -2) end, "doubling.beta: argument 2: B's number of raises n must be >= 0")
  T.raises(function() doubling.alpha(1.5, 2) end, "doubling.alpha: argument 1: expected integer")
  T.raises(function() doubling.alpha(1, 2, {a = rat(1, 2)}) end, "argument 3: option 'a': A's raise factor a must be a number >= 1, got 1/2")
  T.raises(function() doubling.alpha(1, 2, {b = 0 / 0}) end, "option 'b': expected a finite number or rat")
  T.raises(function() doubling.alpha(1, 2, {c = 3}) end, "unknown option 'c'")
  T.eq(doubling.alpha(1, 2, {a = 2.5, exact = true}), doubling.alpha(1, 2, {a = rat(5, 2)}))  -- the float rule
  T.raises(function() doubling.alpha(1, 2, {method = "magic"}) end, "option 'method'")
  T.raises(function() doubling.value(1, 2, {p = 2}) end, "doubling.value: argument 3: option 'p': the state p must be a probability")
  T.raises(function() doubling.point(-3) end, "doubling.point: argument 1: the number of raises n must be >= 0")
  T.raises(function() doubling.tree(40, 40) end, "doubling.tree: the tree for (40, 40) raises has more than 100000 nodes")
  T.raises(function() doubling.continuous_alpha(0.5, 2) end, "doubling.continuous_alpha: argument 1: A's raise potential a must be")
  T.raises(function() doubling.continuous_alpha(2, 0 / 0) end, "doubling.continuous_alpha: argument 2: expected a number, got NaN")
  T.raises(function() doubling.continuous_alpha(2, 2, {raises = 8}) end, "option 'raises': only for method")
  T.raises(function() doubling.continuous_value(2, 2, {p = -1}) end, "option 'p'")
  T.raises(function() doubling.resign_potential(0.9) end, "doubling.resign_potential: argument 1: B's raise potential b")
  T.raises(function() doubling.resign_potential(2, {tol = 0}) end, "option 'tol'")
  T.raises(function() doubling.equal_alpha_asymptotic(1) end, "must be > 1")
  T.raises(function() doubling.money_points{W = 0.5} end, "doubling.money_points: argument 1: option 'W': the average win W must be >= 1")
  T.raises(function() doubling.money_points{x = 2} end, "the cube efficiency x must be in [0, 1]")
  T.raises(function() doubling.money_points{Q = 1} end, "unknown option 'Q'")
  T.raises(function() doubling.alpha(100000, 100000, {method = "recursion"}) end, "over the memory limit")
end)

T.test("every function is registered with help", function()
  for _, name in ipairs{"point", "alpha", "beta", "points", "value", "tree", "continuous_alpha", "continuous_beta",
                        "continuous_value", "resign_potential", "normal_alpha", "normal_value", "log_ratio_value",
                        "equal_alpha_asymptotic", "money_points", "paper_format"} do
    T.eq(type(doubling[name]), "function", name)
  end
end)

T.done()
