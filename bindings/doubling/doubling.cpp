// doubling: Keeler & Spencer's raising points (seed 003), and the money-game market window.
// Counts and factors are checked here so that errors name the Lua argument or option; the
// mathematics is all in src/doubling.
#include <variant>

#include "core/errors.hpp"
#include "doubling/alternating.hpp"
#include "doubling/asymptotic.hpp"
#include "doubling/continuous.hpp"
#include "doubling/money.hpp"
#include "doubling/raising.hpp"
#include "doubling/scalar.hpp"
#include "doubling/tree.hpp"
#include "kit/kit.hpp"

namespace alea {

// The bound tree: exact when a and b were, in doubles otherwise.
struct DoublingTree {
  std::variant<doubling::RaisingTree<Rational>, doubling::RaisingTree<double>> tree;
};

namespace kit {
template <>
struct TypeName<DoublingTree> {
  static constexpr const char* value = "doubling.tree";
};
}  // namespace kit

namespace {
using namespace kit;
using doubling::LimitMethod;

void push_value(lua_State* L, const Rational& r) { push_rational(L, r); }
void push_value(lua_State* L, double x) { lua_pushnumber(L, x); }

// Turns a core domain error about one argument into an error naming that argument.
template <class Fn>
void as_arg(int arg, const std::string& prefix, Fn check) {
  try {
    check();
  } catch (const InvalidArgument& e) {
    throw ArgError(arg, prefix + e.what());
  }
}

long long check_count(lua_State* L, int idx, const char* what) {
  long long k = check_integer(L, idx);
  as_arg(idx, "", [&] { doubling::check_count(k, what); });
  return k;
}

// A number option (integer, rat or float), or the fallback when absent.
Number option_number(lua_State* L, const Options& opts, const char* key, const Number& fallback) {
  opts.push(key);
  int top = lua_gettop(L);
  Number n = fallback;
  if (is_rational(L, top))
    n = Number::of(check_rational(L, top));
  else if (lua_type(L, top) == LUA_TNUMBER && std::isfinite(lua_tonumber(L, top)))
    n = Number::of(lua_tonumber(L, top));
  else if (!lua_isnil(L, top))
    throw ArgError(opts.arg(), std::string("option '") + key + "': expected a finite number or rat, got " +
                                   (lua_type(L, top) == LUA_TNUMBER ? "NaN or infinity" : type_name(L, top)));
  lua_pop(L, 1);
  return n;
}

Number option_factor(lua_State* L, const Options& opts, const char* key, const char* what) {
  Number f = option_number(L, opts, key, Number::of(Rational(2)));
  std::string prefix = std::string("option '") + key + "': ";
  as_arg(opts.arg(), prefix, [&] {
    if (f.is_exact()) doubling::check_factor(*f.exact, what);
    else doubling::check_factor(f.value, what);
  });
  return f;
}

// The inputs of the discrete game and whether to compute exactly: by default exactly when
// every number given is exact; exact=true with a float is an error, exact=false forces doubles.
struct Game {
  long long m, n;
  Number a, b, p;
  bool exact;
};

Game check_game(lua_State* L, std::initializer_list<const char*> known) {
  Game g{check_count(L, 1, "A's number of raises m"), check_count(L, 2, "B's number of raises n"), {}, {}, {}, true};
  Options opts(L, 3, known);
  g.a = option_factor(L, opts, "a", "A's raise factor a");
  g.b = option_factor(L, opts, "b", "B's raise factor b");
  g.p = option_number(L, opts, "p", Number::of(Rational(1, 2)));
  as_arg(opts.arg(), "option 'p': ", [&] {
    if (g.p.is_exact()) doubling::check_state(*g.p.exact, "the state p");
    else doubling::check_state(g.p.value, "the state p");
  });
  g.exact = opts.boolean("exact", g.a.is_exact() && g.b.is_exact() && g.p.is_exact());
  for (auto [key, x] : {std::pair{"a", &g.a}, {"b", &g.b}, {"p", &g.p}})
    if (g.exact && !x->is_exact())
      throw ArgError(opts.arg(), std::string("option 'exact': ") + key + " = " + x->to_string() +
                                     " is a float; give an integer or rat for an exact answer");
  return g;
}

bool by_recursion(lua_State* L, int idx) {
  Options opts(L, idx, {"a", "b", "exact", "method"});
  return opts.choice("method", "theorem2", {"theorem2", "recursion"}) == "recursion";
}

template <class T>
doubling::RaisingPoints<T> raising_points(const Game& g, const T& a, const T& b, bool recursion) {
  if (!recursion) return doubling::theorem2(g.m, g.n, a, b);
  doubling::RaisingTable<T> table(g.m, g.n, a, b);
  return {table.alpha(g.m, g.n), table.beta(g.m, g.n)};
}

// Pushes alpha and/or beta of the game at arguments 1..3.
int push_points(lua_State* L, bool alpha, bool beta) {
  check_arg_count(L, 2, 3);
  Game g = check_game(L, {"a", "b", "exact", "method"});
  bool recursion = by_recursion(L, 3);
  auto push = [&](const auto& r) {
    if (alpha) push_value(L, r.alpha);
    if (beta) push_value(L, r.beta);
  };
  if (g.exact) push(raising_points(g, *g.a.exact, *g.b.exact, recursion));
  else push(raising_points(g, g.a.value, g.b.value, recursion));
  return int(alpha) + int(beta);
}

int d_alpha(lua_State* L) { return push_points(L, true, false); }
int d_beta(lua_State* L) { return push_points(L, false, true); }
int d_points(lua_State* L) { return push_points(L, true, true); }

int d_point(lua_State* L) {
  check_arg_count(L, 0, 2);
  Options opts(L, 2, {"method"});
  bool recursion = opts.choice("method", "closed", {"closed", "recursion"}) == "recursion";
  if (is_none_or_nil(L, 1)) {
    push_rational(L, doubling::alternating_limit());
    return 1;
  }
  long long n = check_count(L, 1, "the number of raises n");
  push_rational(L, recursion ? doubling::alternating_point_recursive(n) : doubling::alternating_point(n));
  return 1;
}

int d_value(lua_State* L) {
  check_arg_count(L, 2, 3);
  Game g = check_game(L, {"a", "b", "p", "exact"});
  if (g.exact)
    push_rational(L, doubling::raising_value(g.m, g.n, *g.a.exact, *g.b.exact, *g.p.exact));
  else
    lua_pushnumber(L, doubling::raising_value(g.m, g.n, g.a.value, g.b.value, g.p.value));
  return 1;
}

int d_tree(lua_State* L) {
  check_arg_count(L, 2, 3);
  Game g = check_game(L, {"a", "b", "exact"});
  if (g.exact)
    push_object<DoublingTree>(L, DoublingTree{doubling::raising_tree(g.m, g.n, *g.a.exact, *g.b.exact)});
  else
    push_object<DoublingTree>(L, DoublingTree{doubling::raising_tree(g.m, g.n, g.a.value, g.b.value)});
  return 1;
}

// One record per node, in the order of RaisingTree::nodes; children hold the child records.
template <class T>
void push_tree_table(lua_State* L, const doubling::RaisingTree<T>& tree) {
  lua_createtable(L, 0, 6);
  int result = lua_gettop(L);
  lua_createtable(L, static_cast<int>(tree.nodes.size()), 0);
  int nodes = lua_gettop(L);
  for (std::size_t k = 0; k < tree.nodes.size(); ++k) {
    const auto& v = tree.nodes[k];
    lua_createtable(L, 0, 8);
    lua_pushstring(L, doubling::kind_name(v.kind));
    lua_setfield(L, -2, "kind");
    lua_pushinteger(L, v.i);
    lua_setfield(L, -2, "i");
    lua_pushinteger(L, v.j);
    lua_setfield(L, -2, "j");
    push_value(L, v.stakes);
    lua_setfield(L, -2, "stakes");
    push_value(L, v.state);
    lua_setfield(L, -2, "state");
    push_value(L, v.value);
    lua_setfield(L, -2, "value");
    lua_rawseti(L, nodes, static_cast<lua_Integer>(k + 1));
  }
  for (std::size_t k = 0; k < tree.nodes.size(); ++k) {  // children come after their parent
    lua_rawgeti(L, nodes, static_cast<lua_Integer>(k + 1));
    lua_createtable(L, static_cast<int>(tree.nodes[k].children.size()), 0);
    int c = 1;
    for (const auto& e : tree.nodes[k].children) {
      lua_createtable(L, 0, 2);
      push_value(L, e.probability);
      lua_setfield(L, -2, "p");
      lua_rawgeti(L, nodes, static_cast<lua_Integer>(e.to + 1));
      lua_setfield(L, -2, "node");
      lua_rawseti(L, -2, c++);
    }
    lua_setfield(L, -2, "children");
    lua_pop(L, 1);
  }
  lua_rawgeti(L, nodes, 1);
  lua_setfield(L, result, "root");
  lua_setfield(L, result, "nodes");
  lua_pushinteger(L, tree.m);
  lua_setfield(L, result, "m");
  lua_pushinteger(L, tree.n);
  lua_setfield(L, result, "n");
  push_value(L, tree.a);
  lua_setfield(L, result, "a");
  push_value(L, tree.b);
  lua_setfield(L, result, "b");
}

int tree_to_table(lua_State* L) {
  check_arg_count(L, 1, 1);
  std::visit([L](const auto& t) { push_tree_table(L, t); }, check_object<DoublingTree>(L, 1).tree);
  return 1;
}

int tree_to_dot(lua_State* L) {
  check_arg_count(L, 1, 1);
  std::string dot = std::visit([](const auto& t) { return doubling::to_dot(t); }, check_object<DoublingTree>(L, 1).tree);
  lua_pushlstring(L, dot.data(), dot.size());
  return 1;
}

int tree_len(lua_State* L) {
  auto size = std::visit([](const auto& t) { return t.nodes.size(); }, check_object<DoublingTree>(L, 1).tree);
  lua_pushinteger(L, static_cast<lua_Integer>(size));
  return 1;
}

int tree_tostring(lua_State* L) {
  std::string s = std::visit(
      [](const auto& t) {
        return "doubling.tree(" + std::to_string(t.m) + ", " + std::to_string(t.n) + ", {a=" +
               doubling::show(t.a) + ", b=" + doubling::show(t.b) + "}): " + std::to_string(t.nodes.size()) +
               " nodes, alpha = " + doubling::show(t.nodes[0].state);
      },
      check_object<DoublingTree>(L, 1).tree);
  lua_pushlstring(L, s.data(), s.size());
  return 1;
}

// A raise potential (>= 1) at argument idx, as a double: the continuous game is irrational.
double check_potential(lua_State* L, int idx, const char* what) {
  double x = check_numeric(L, idx).value;
  as_arg(idx, "", [&] { doubling::check_factor(x, what); });
  return x;
}

LimitMethod check_method(const Options& opts) {
  return opts.choice("method", "poisson", {"poisson", "theorem2"}) == "poisson" ? LimitMethod::Poisson
                                                                                : LimitMethod::Theorem2;
}

int d_continuous_alpha(lua_State* L) {
  check_arg_count(L, 2, 3);
  double a = check_potential(L, 1, "A's raise potential a"), b = check_potential(L, 2, "B's raise potential b");
  Options opts(L, 3, {"method", "raises"});
  if (check_method(opts) == LimitMethod::Theorem2) {
    long long raises = opts.integer("raises", 1 << 16, 1, 1 << 24);
    lua_pushnumber(L, doubling::extrapolated_alpha(a, b, raises));
    return 1;
  }
  if (opts.has("raises")) throw ArgError(3, "option 'raises': only for method=\"theorem2\"");
  auto r = doubling::continuous_alpha(a, b);
  lua_pushnumber(L, r.value);
  lua_pushnumber(L, r.error_bound);
  return 2;
}

int d_continuous_beta(lua_State* L) {
  check_arg_count(L, 2, 2);
  double a = check_potential(L, 1, "A's raise potential a"), b = check_potential(L, 2, "B's raise potential b");
  auto r = doubling::continuous_beta(a, b);
  lua_pushnumber(L, r.value);
  lua_pushnumber(L, r.error_bound);
  return 2;
}

int d_continuous_value(lua_State* L) {
  check_arg_count(L, 2, 3);
  double a = check_potential(L, 1, "A's raise potential a"), b = check_potential(L, 2, "B's raise potential b");
  Options opts(L, 3, {"p", "method"});
  double p = option_number(L, opts, "p", Number::of(0.5)).value;
  as_arg(3, "option 'p': ", [&] { doubling::check_state(p, "the state p"); });
  lua_pushnumber(L, doubling::continuous_value(a, b, p, check_method(opts)));
  return 1;
}

int d_resign_potential(lua_State* L) {
  check_arg_count(L, 1, 2);
  double b = check_potential(L, 1, "B's raise potential b");
  Options opts(L, 2, {"tol", "method"});
  double tol = opts.number("tol", 1e-10);
  if (!(tol > 0)) throw ArgError(2, "option 'tol': expected a number > 0, got " + doubling::show(tol));
  LimitMethod method = check_method(opts);
  as_arg(1, "", [&] { lua_pushnumber(L, doubling::resign_potential(b, tol, method)); });
  return 1;
}

int d_normal_alpha(lua_State* L) {
  check_arg_count(L, 2, 2);
  lua_pushnumber(L, doubling::normal_alpha(check_potential(L, 1, "A's raise potential a"),
                                           check_potential(L, 2, "B's raise potential b")));
  return 1;
}

int d_normal_value(lua_State* L) {
  check_arg_count(L, 2, 2);
  lua_pushnumber(L, doubling::normal_value(check_potential(L, 1, "A's raise potential a"),
                                           check_potential(L, 2, "B's raise potential b")));
  return 1;
}

int d_log_ratio_value(lua_State* L) {
  check_arg_count(L, 2, 2);
  lua_pushnumber(L, doubling::log_ratio_value(check_potential(L, 1, "A's raise potential a"),
                                              check_potential(L, 2, "B's raise potential b")));
  return 1;
}

int d_equal_alpha_asymptotic(lua_State* L) {
  check_arg_count(L, 1, 2);
  double a = check_potential(L, 1, "the raise potential a");
  if (a == 1) throw ArgError(1, "the raise potential a must be > 1 for the asymptotic form, got 1");
  Options opts(L, 2, {"as_printed"});
  lua_pushnumber(L, doubling::equal_alpha_asymptotic(a, opts.boolean("as_printed", false)));
  return 1;
}

template <class T>
void push_money(lua_State* L, const doubling::MoneyPoints<T>& mp) {
  lua_createtable(L, 0, 4);
  push_value(L, mp.take);
  lua_setfield(L, -2, "take");
  push_value(L, mp.cash);
  lua_setfield(L, -2, "cash");
  push_value(L, mp.initial_double);
  lua_setfield(L, -2, "initial_double");
  push_value(L, mp.redouble);
  lua_setfield(L, -2, "redouble");
}

int d_money_points(lua_State* L) {
  check_arg_count(L, 0, 1);
  Options opts(L, 1, {"W", "L", "x", "exact"});
  Number W = option_number(L, opts, "W", Number::of(Rational(1)));
  Number Lo = option_number(L, opts, "L", Number::of(Rational(1)));
  Number x = option_number(L, opts, "x", Number::of(Rational(1)));
  bool exact = opts.boolean("exact", W.is_exact() && Lo.is_exact() && x.is_exact());
  for (auto [key, v] : {std::pair{"W", &W}, {"L", &Lo}, {"x", &x}})
    if (exact && !v->is_exact())
      throw ArgError(1, std::string("option 'exact': ") + key + " = " + v->to_string() +
                            " is a float; give an integer or rat for an exact answer");
  as_arg(1, "", [&] {
    if (exact) push_money(L, doubling::money_points(*W.exact, *Lo.exact, *x.exact));
    else push_money(L, doubling::money_points(W.value, Lo.value, x.value));
  });
  return 1;
}

int d_paper_format(lua_State* L) {
  check_arg_count(L, 2, 2);
  Number x = check_numeric(L, 1);
  auto digits = static_cast<int>(check_integer(L, 2, 0, 30));
  std::string s = x.is_exact() ? doubling::paper_format(*x.exact, digits) : doubling::paper_format(x.value, digits);
  lua_pushlstring(L, s.data(), s.size());
  return 1;
}

void register_discrete(Module& m) {
  m.function({"point", d_point, "doubling.point([n] [, {method=\"closed\"|\"recursion\"}]) -> rat",
              "Section 2: the first doubling point of standard (alternating, factor 2) doubling when at most n "
              "raises may be made in all, 4/5 + (-1)^n/(4^n 5); method=\"recursion\" computes it from the "
              "taker's indifference instead, alpha(n) = 1 - alpha(n-1)/4. Without n: the unlimited game, 4/5.",
              "doubling.point(2)   --> 13/16"});
  m.function({"alpha", d_alpha, "doubling.alpha(m, n [, {a=2, b=2, exact=, method=\"theorem2\"|\"recursion\"}]) -> rat|number",
              "Section 3: A's raising point (and B's folding point) as A's chance of winning, when A has m raises "
              "of factor a and B has n of factor b, raised in any order. Theorem 2: P[K_a <= K_b] with K_a ~ "
              "b(m, (a-1)/2a), K_b ~ b(n, (b-1)/2b); method=\"recursion\" uses recursions (8)-(9). Exact (a rat) "
              "when a and b are integers or rats; exact=false computes in doubles.",
              "doubling.alpha(2, 1, {a=2, b=3})   --> 11/16"});
  m.function({"beta", d_beta, "doubling.beta(m, n [, {a=2, b=2, exact=, method=}]) -> rat|number",
              "Section 3: B's raising point (A's chance of winning at which B raises), P[K_a < K_b] by Theorem 2; "
              "options as for doubling.alpha.",
              "doubling.beta(1, 1, {a=2, b=3})   --> 1/4"});
  m.function({"points", d_points, "doubling.points(m, n [, {a=2, b=2, exact=, method=}]) -> alpha, beta",
              "Both raising points of doubling.alpha and doubling.beta at once.",
              "a, b = doubling.points(3, 2)"});
  m.function({"value", d_value, "doubling.value(m, n [, {a=2, b=2, p=1/2, exact=}]) -> rat|number",
              "A's expected value, in units of the current stakes, at state p (A's chance of winning): +1 at or "
              "above alpha(m, n), -1 at or below beta(m, n), linear in between (equation 19). Table II is p = 1/2, "
              "a = b = 2.",
              "doubling.value(3, 2)   --> 89/207 (Table II: .430)"});
  m.function({"tree", d_tree, "doubling.tree(m, n [, {a=2, b=2, exact=}]) -> doubling.tree",
              "Figure 1: every path of the game from A's first raising point alpha(m, n), each node with its "
              "value to A (+-stakes), its state and the chance of each edge. Use :to_table() and :to_dot(). "
              "At most 100000 nodes.",
              "print(doubling.tree(2, 1, {a=2, b=3}):to_dot())"});
}

void register_continuous(Module& m) {
  m.function({"continuous_alpha", d_continuous_alpha,
              "doubling.continuous_alpha(a, b [, {method=\"poisson\"|\"theorem2\", raises=65536}]) -> number [, bound]",
              "Section 4: A's raising point when A may raise by any factors with product at most a and B at most "
              "b: equation (18), P[X <= Y] for Poisson X, Y of means log(a)/2, log(b)/2, with a second result "
              "bounding the error (tail of the truncated sum plus rounding). method=\"theorem2\" instead takes "
              "Theorem 2 with `raises` raises of a^(1/raises) each, Richardson-extrapolated.",
              "doubling.continuous_alpha(10, 3)   --> 0.49375..."});
  m.function({"continuous_beta", d_continuous_beta, "doubling.continuous_beta(a, b) -> number, bound",
              "B's raising point in the continuous game, 1 - continuous_alpha(b, a).",
              "doubling.continuous_beta(2, 2)"});
  m.function({"continuous_value", d_continuous_value,
              "doubling.continuous_value(a, b [, {p=1/2, method=\"poisson\"|\"theorem2\"}]) -> number",
              "A's expected value in the continuous game at state p (Table IV is p = 1/2; equation 20).",
              "doubling.continuous_value(8, 4)   --> 0.581..."});
  m.function({"resign_potential", d_resign_potential,
              "doubling.resign_potential(b [, {tol=1e-10, method=\"poisson\"|\"theorem2\"}]) -> number",
              "Table V: the raise potential a at which alpha(a, b) = 1/2, so that B should resign an even game. "
              "Bisection to within tol.",
              "doubling.resign_potential(2)   --> 6.79517..."});
  m.function({"normal_alpha", d_normal_alpha, "doubling.normal_alpha(a, b) -> number",
              "Equation (23): the normal approximation Phi((1/2 - (L - M))/sqrt(L + M)) of continuous_alpha, "
              "L = log(a)/2, M = log(b)/2.",
              "doubling.normal_alpha(1e6, 1e5)"});
  m.function({"normal_value", d_normal_value, "doubling.normal_value(a, b) -> number",
              "Equation (25): A's even-game value with both raising points from normal_alpha.",
              "doubling.normal_value(1e9, 1e8)"});
  m.function({"log_ratio_value", d_log_ratio_value, "doubling.log_ratio_value(a, b) -> number",
              "Equations (26)-(27): the asymptotic even-game value E(a, b) ~ log(a/b) as a, b grow with a/b fixed.",
              "doubling.log_ratio_value(2.718281828, 1)   --> 1.0"});
  m.function({"equal_alpha_asymptotic", d_equal_alpha_asymptotic,
              "doubling.equal_alpha_asymptotic(a [, {as_printed=false}]) -> number",
              "Section 5: alpha(a, a) ~ 1/2 + 1/(2 sqrt(2 pi log a)). The paper prints 1/2 + 1/(2 sqrt(log a)), "
              "which lacks the 1/sqrt(2 pi) of the normal density (as_printed=true returns it).",
              "doubling.equal_alpha_asymptotic(1e100)"});
}

void register_extras(Module& m) {
  m.function({"money_points", d_money_points, "doubling.money_points{W=1, L=1, x=1 [, exact=]} -> {take=, cash=, initial_double=, redouble=}",
              "The money-game market window in Janowski's model: W and L are the average win and loss with "
              "gammons (>= 1), x in [0, 1] the cube efficiency (0 dead, 1 live). take = (L - 1/2)/(W + L + x/2), "
              "cash = (L + 1/2 + x/2)/(W + L + x/2), initial_double = (L(3-x) + 2x)/((W+L)(3-x) + x) for a "
              "centered cube, redouble = (L + x)/(W + L + x/2) for an owned cube. Exact for exact inputs.",
              "doubling.money_points{W=1, L=1, x=0}.take   --> 1/4"});
  m.function({"paper_format", d_paper_format, "doubling.paper_format(x, digits) -> string",
              "x rounded half up to `digits` decimals and printed as the paper's tables do (\".6563\", "
              "\"1.0000\", \"-.333\"). Floats are rounded from their exact binary value.",
              "doubling.paper_format(rat(21, 32), 4)   --> .6563"});
}

}  // namespace

void open_doubling(lua_State* L) {
  Module m(L, "doubling",
           "Keeler & Spencer, \"Proper raising points in a generalization of backgammon\": doubling and raising "
           "points for standard, non-alternating and continuous raises, their values, the game tree, section 5's "
           "asymptotics, and the backgammon market window. Exact (rats) where the paper's quantities are rational.",
           "doubling.alpha(2, 1, {a=2, b=3})   --> 11/16");
  register_discrete(m);
  register_continuous(m);
  register_extras(m);
  m.type<DoublingTree>(
      {"doubling.tree", "The game tree of Figure 1 from A's first raising point.",
       "T = doubling.tree(2, 1, {a=2, b=3}); print(#T, T:to_table().root.state)",
       {
           {"to_table", tree_to_table, "T:to_table() -> {root=, nodes=, m=, n=, a=, b=}",
            "The nodes in preorder, each {kind=\"alpha\"|\"beta\"|\"A wins\"|\"B wins\", i=, j=, stakes=, state=, "
            "value=, children={{p=, node=}, ...}}; root is nodes[1].",
            "doubling.tree(1, 1):to_table().root.children[1].p   --> 3/4"},
           {"to_dot", tree_to_dot, "T:to_dot() -> string",
            "Graphviz source: each node shows its value above its state, edges their probabilities.",
            "io.open('fig1.dot', 'w'):write(doubling.tree(2, 1, {a=2, b=3}):to_dot())"},
       },
       {
           {"__len", tree_len, "#T", "The number of nodes.", "#doubling.tree(2, 1, {a=2, b=3})"},
           {"__tostring", tree_tostring, "tostring(T)", "The game and its size.",
            "tostring(doubling.tree(1, 1))"},
       }});
  m.finish();
}

}  // namespace alea
