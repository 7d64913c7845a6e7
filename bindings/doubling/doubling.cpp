// doubling's bound functions (Keeler & Spencer, seed 003).
#include "doubling/asymptotic.hpp"
#include "doubling/lua_doubling.hpp"
#include "doubling/scalar.hpp"

namespace alea::lua_doubling {
using namespace kit;

namespace {

// A number option (integer, rat or float), or the fallback when absent.
Number option_number(lua_State* L, const Options& opts, const char* key, const Number& fallback) {
  opts.push(key);
  const int top = lua_gettop(L);
  Number n = fallback;
  if (is_rational(L, top)) n = Number::of(check_rational(L, top));
  else if (lua_type(L, top) == LUA_TNUMBER && std::isfinite(lua_tonumber(L, top))) n = Number::of(lua_tonumber(L, top));
  else if (!lua_isnil(L, top))
    opts.fail(key, std::string("expected a finite number or rat, got ") +
                       (lua_type(L, top) == LUA_TNUMBER ? "NaN or infinity" : type_name(L, top)));
  lua_pop(L, 1);
  return n;
}

// Arguments 1..3 of the discrete game: m, n and the options a, b, exact (and p when asked).
doubling::Game check_game(lua_State* L, const Options& opts, bool with_p = false) {
  doubling::Game g;
  g.m = check_integer(L, 1), g.n = check_integer(L, 2);
  g.a = option_number(L, opts, "a", g.a), g.b = option_number(L, opts, "b", g.b);
  if (with_p) g.p = option_number(L, opts, "p", g.p);
  g.exact = opts.exact();
  return g;
}

doubling::PointsMethod check_points_method(const Options& opts) {
  return opts.choice("method") == "recursion" ? doubling::PointsMethod::recursion : doubling::PointsMethod::theorem2;
}

doubling::LimitMethod check_limit_method(const Options& opts) {
  return opts.choice("method") == "poisson" ? doubling::LimitMethod::Poisson : doubling::LimitMethod::Theorem2;
}

// A raise potential (>= 1; the core checks it) at argument idx, as a double: the continuous
// game is irrational.
double check_potential(lua_State* L, int idx) { return check_numeric(L, idx).value; }

const doubling::Tree& check_tree(lua_State* L) { return check_object<doubling::Tree>(L, 1); }

template <class T>
void push_tree_table(lua_State* L, const doubling::RaisingTree<T>& tree) {
  lua_createtable(L, static_cast<int>(tree.nodes.size()), 0);
  const int nodes = lua_gettop(L);
  for (std::size_t k = 0; k < tree.nodes.size(); ++k) {
    const auto& v = tree.nodes[k];
    Record(L, 7)
        .field("kind", doubling::kind_name(v.kind))
        .field("i", v.i)
        .field("j", v.j)
        .field("stakes", v.stakes)
        .field("state", v.state)
        .field("value", v.value);
    lua_rawseti(L, nodes, static_cast<lua_Integer>(k + 1));
  }
  for (std::size_t k = 0; k < tree.nodes.size(); ++k) {  // children come after their parent
    lua_rawgeti(L, nodes, static_cast<lua_Integer>(k + 1));
    push_array(L, tree.nodes[k].children, [&](lua_State* L, const auto& e) {
      Record(L, 2).field("p", e.probability).field("node", [&] { lua_rawgeti(L, nodes, static_cast<lua_Integer>(e.to + 1)); });
    });
    lua_setfield(L, -2, "children");
    lua_pop(L, 1);
  }
  Record(L, 6)
      .field("root", [&] { lua_rawgeti(L, nodes, 1); })
      .field("nodes", [&] { lua_pushvalue(L, nodes); })
      .field("m", tree.m)
      .field("n", tree.n)
      .field("a", tree.a)
      .field("b", tree.b);
  lua_remove(L, nodes);
}

}  // namespace

int point(lua_State* L) {
  check_arg_count(L, 0, 2);
  Options opts(L, 2);
  std::optional<long long> n;
  if (!is_none_or_nil(L, 1)) n = check_integer(L, 1);
  return push(L, doubling::first_point(n, opts.choice("method") == "recursion")), 1;
}

int alpha(lua_State* L) {
  check_arg_count(L, 2, 3);
  Options opts(L, 3);
  return push(L, doubling::points(check_game(L, opts), check_points_method(opts)).alpha), 1;
}

int beta(lua_State* L) {
  check_arg_count(L, 2, 3);
  Options opts(L, 3);
  return push(L, doubling::points(check_game(L, opts), check_points_method(opts)).beta), 1;
}

int points(lua_State* L) {
  check_arg_count(L, 2, 3);
  Options opts(L, 3);
  const auto r = doubling::points(check_game(L, opts), check_points_method(opts));
  push(L, r.alpha), push(L, r.beta);
  return 2;
}

int value(lua_State* L) {
  check_arg_count(L, 2, 3);
  Options opts(L, 3);
  return push(L, doubling::value(check_game(L, opts, true))), 1;
}

int tree(lua_State* L) {
  check_arg_count(L, 2, 3);
  Options opts(L, 3);
  return push_object<doubling::Tree>(L, doubling::tree(check_game(L, opts))), 1;
}

int continuous_alpha(lua_State* L) {
  check_arg_count(L, 2, 3);
  const double a = check_potential(L, 1), b = check_potential(L, 2);
  Options opts(L, 3);
  std::optional<long long> raises;
  if (check_limit_method(opts) == doubling::LimitMethod::Theorem2) raises = opts.integer("raises", 1, 1 << 24);
  else if (opts.has("raises")) opts.fail("raises", "only for method=\"theorem2\"");
  return push(L, doubling::continuous_alpha(a, b, raises), opts.boolean("with_error")), 1;
}

int continuous_beta(lua_State* L) {
  check_arg_count(L, 2, 3);
  const double a = check_potential(L, 1), b = check_potential(L, 2);
  Options opts(L, 3);
  const auto r = doubling::continuous_beta(a, b);
  return push(L, Quantity::estimate(r.value, r.bound), opts.boolean("with_error")), 1;
}

int continuous_value(lua_State* L) {
  check_arg_count(L, 2, 3);
  const double a = check_potential(L, 1), b = check_potential(L, 2);
  Options opts(L, 3);
  const double p = option_number(L, opts, "p", Number::of(Rational(1, 2))).value;
  return push(L, doubling::continuous_value(a, b, p, check_limit_method(opts))), 1;
}

int resign_potential(lua_State* L) {
  check_arg_count(L, 1, 2);
  const double b = check_potential(L, 1);
  Options opts(L, 2);
  return push(L, doubling::resign_potential(b, opts.number("tol"), check_limit_method(opts))), 1;
}

int normal_alpha(lua_State* L) {
  check_arg_count(L, 2, 2);
  return push(L, doubling::normal_alpha(check_potential(L, 1), check_potential(L, 2))), 1;
}

int normal_value(lua_State* L) {
  check_arg_count(L, 2, 2);
  return push(L, doubling::normal_value(check_potential(L, 1), check_potential(L, 2))), 1;
}

int log_ratio_value(lua_State* L) {
  check_arg_count(L, 2, 2);
  return push(L, doubling::log_ratio_value(check_potential(L, 1), check_potential(L, 2))), 1;
}

int equal_alpha_asymptotic(lua_State* L) {
  check_arg_count(L, 1, 2);
  const double a = check_potential(L, 1);
  Options opts(L, 2);
  return push(L, doubling::equal_alpha_asymptotic(a, opts.boolean("as_printed"))), 1;
}

int money_points(lua_State* L) {
  check_arg_count(L, 0, 1);
  Options opts(L, 1);
  const Number one = Number::of(Rational(1));
  const auto mp = doubling::money_points(option_number(L, opts, "W", one), option_number(L, opts, "L", one),
                                         option_number(L, opts, "x", one), opts.exact());
  Record(L, 4)
      .field("take", mp.take)
      .field("cash", mp.cash)
      .field("initial_double", mp.initial_double)
      .field("redouble", mp.redouble);
  return 1;
}

int paper_format(lua_State* L) {
  check_arg_count(L, 2, 2);
  return push(L, doubling::paper_format(check_numeric(L, 1), static_cast<int>(check_integer(L, 2, 0, 30)))), 1;
}

int tree_to_table(lua_State* L) {
  check_arg_count(L, 1, 1);
  std::visit([L](const auto& t) { push_tree_table(L, t); }, check_tree(L));
  return 1;
}

int tree_to_dot(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, std::visit([](const auto& t) { return doubling::to_dot(t); }, check_tree(L))), 1;
}

int tree_to_svg(lua_State* L) {
  check_arg_count(L, 1, 2);
  return push_dot(L, std::visit([](const auto& t) { return doubling::to_dot(t); }, check_tree(L)), 2), 1;
}

int tree_len(lua_State* L) {
  return push(L, std::visit([](const auto& t) { return t.nodes.size(); }, check_tree(L))), 1;
}

// alea.save's form: doubling.tree(m, n, {a=, b=, exact=}), built again on load.
int tree_save(lua_State* L) {
  check_arg_count(L, 1, 1);
  std::visit(
      [L](const auto& t) {
        push(L, t.m), push(L, t.n);
        lua_createtable(L, 0, 3);
        push(L, t.a), lua_setfield(L, -2, "a");
        push(L, t.b), lua_setfield(L, -2, "b");
        push(L, !std::is_same_v<std::decay_t<decltype(t.a)>, double>), lua_setfield(L, -2, "exact");
      },
      check_tree(L));
  return push_saved(L, "doubling.tree", 3);
}

// Trees of the same game (m, n, a, b, and exact or floating) are the same tree.
int tree_eq(lua_State* L) {
  auto* a = test_object<doubling::Tree>(L, 1);
  auto* b = test_object<doubling::Tree>(L, 2);
  bool same = a && b && a->index() == b->index();
  if (same)
    same = std::visit(
        [&](const auto& t) {
          const auto& u = std::get<std::decay_t<decltype(t)>>(*b);
          return t.m == u.m && t.n == u.n && t.a == u.a && t.b == u.b;
        },
        *a);
  return push(L, same), 1;
}

int tree_tostring(lua_State* L) {
  return push(L, std::visit(
                     [](const auto& t) {
                       return "doubling.tree(" + std::to_string(t.m) + ", " + std::to_string(t.n) + ", {a=" +
                              doubling::show(t.a) + ", b=" + doubling::show(t.b) + "}): " +
                              std::to_string(t.nodes.size()) + " nodes, alpha = " + doubling::show(t.nodes[0].state);
                     },
                     check_tree(L))),
         1;
}

}  // namespace alea::lua_doubling
