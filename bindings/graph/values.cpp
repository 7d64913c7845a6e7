// The values of the random-turn game: the least and greatest fixed points in either mode, R+ and
// R-, Proposition 31's iterates, the exact check of a candidate, Claim 41's system, and plain
// value iteration (what PRISM-games and Storm do) for comparison.
#include <cmath>

#include "graph/lua_graph.hpp"
#include "graph/special.hpp"
#include "graph/values.hpp"

namespace alea::lua_graph {
using namespace kit;

namespace {

graph::ValueMethod check_method(const Options& opts) {
  const std::string m = opts.choice("method");
  if (m == "degree_two") return graph::ValueMethod::degree_two;
  if (m == "undirected") return graph::ValueMethod::undirected;
  if (m == "ordering") return graph::ValueMethod::ordering;
  return graph::ValueMethod::strategy_iteration;
}

graph::ValueOptions check_value_options(lua_State* L, const Options& opts, bool with_p) {
  graph::ValueOptions o;
  if (with_p) o.p = option_coin(L, opts);
  o.exact = opts.exact();
  o.method = check_method(opts);
  o.max_rounds = static_cast<std::uint64_t>(opts.integer("max_rounds", 0, 1LL << 40));
  o.bracket.tolerance = opts.number("tolerance", 0, HUGE_VAL);
  o.bracket.max_sweeps = static_cast<std::uint64_t>(opts.integer("max_sweeps", 1, 1LL << 62));
  o.bracket.max_seconds = opts.number("max_seconds", 0, HUGE_VAL);
  return o;
}

void push_values(lua_State* L, const graph::Values& v, bool with_error) {
  Record r(L, 16);
  r.field("low", [&] { push_quantities(L, v.low, with_error); })
      .field("high", [&] { push_quantities(L, v.high, with_error); })
      .field("unique", v.unique)
      .field("exact", v.exact)
      .field("method", v.method);
  if (!v.exact) {
    r.field("width", v.bracket.width)
        .field("closed", v.bracket.closed)
        .field("sweeps", v.bracket.sweeps)
        .field("updates", v.bracket.updates)
        .field("components", v.bracket.components)
        .field("seconds", v.bracket.seconds);
  } else if (v.method == "undirected") {
    r.field("paths", v.paths);
  } else if (v.method == "ordering") {
    r.field("rounds", v.rounds).field("programs", v.programs);
  } else if (v.method != "degree two") {
    r.field("cyclic_components", v.cyclic_components)
        .field("largest_component", v.largest_component)
        .field("exact_solves", v.exact_solves)
        .field("float_solves", v.float_solves)
        .field("switches", v.switches);
  }
}

std::vector<Rational> exact_values(lua_State* L, int idx, const graph::Game& g) {
  std::vector<Rational> x;
  for (const auto& v : check_vertex_values(L, idx, g)) {
    if (!v.is_exact()) throw ArgError(idx, "the check is exact: give the values as integers or rats");
    x.push_back(*v.exact);
  }
  return x;
}

}  // namespace

int random_turn(lua_State* L) {
  check_arg_count(L, 1, 2);
  const auto& g = check_game(L);
  Options opts(L, 2);
  return push_values(L, graph::values(g, check_value_options(L, opts, true)), opts.boolean("with_error")), 1;
}

int richman(lua_State* L) {
  check_arg_count(L, 1, 2);
  const auto& g = check_game(L);
  Options opts(L, 2);
  return push_values(L, graph::values(g, check_value_options(L, opts, false)), opts.boolean("with_error")), 1;
}

int plus_minus(lua_State* L) {
  check_arg_count(L, 1, 2);
  const auto& g = check_game(L);
  std::vector<Number> x;
  if (!is_none_or_nil(L, 2)) x = check_vertex_values(L, 2, g);
  const auto pm = graph::richman_plus_minus(g, x);
  Record(L, 2).field("plus", [&] { push_quantities(L, pm.plus, false); }).field("minus", [&] {
    push_quantities(L, pm.minus, false);
  });
  return 1;
}

int iterates(lua_State* L) {
  check_arg_count(L, 2, 3);
  const auto& g = check_game(L);
  const auto n = check_integer(L, 2, 0, 1LL << 40);
  Options opts(L, 3);
  const auto r = graph::iterates(g, static_cast<std::uint64_t>(n), opts.choice("side") == "above", option_coin(L, opts),
                                 opts.exact());
  push_array(L, r, [](lua_State* L, const std::vector<Quantity>& row) { push_quantities(L, row, false); });
  return 1;
}

int certify(lua_State* L) {
  check_arg_count(L, 2, 3);
  const auto& g = check_game(L);
  const auto x = exact_values(L, 2, g);
  Options opts(L, 3);
  const auto c = graph::check_fixed_point(g, x, option_exact_coin(L, opts));
  Record r(L, 4);
  r.field("fixed_point", c.fixed_point).field("least", c.least).field("greatest", c.greatest);
  if (c.failing) r.field("failing", [&] { push_vertex(L, *c.failing); });
  return 1;
}

int choice_system(lua_State* L) {
  check_arg_count(L, 3, 4);
  const auto& g = check_game(L);
  const auto blue = check_strategy(L, 2, g), red = check_strategy(L, 3, g);
  Options opts(L, 4);
  const auto x = graph::choice_system(g, option_exact_coin(L, opts), blue, red);
  if (x) push(L, *x);
  else lua_pushnil(L);
  return 1;
}

int value_iteration(lua_State* L) {
  check_arg_count(L, 1, 2);
  const auto& g = check_game(L);
  Options opts(L, 2);
  graph::PlainOptions o;
  o.gauss_seidel = opts.boolean("gauss_seidel");
  o.epsilon = opts.number("epsilon", 0, HUGE_VAL);
  o.relative = opts.boolean("relative");
  o.max_sweeps = static_cast<std::uint64_t>(opts.integer("max_sweeps", 1, 1LL << 62));
  const auto r = graph::plain_value_iteration(g, option_coin(L, opts).value, o);
  Record(L, 4).field("x", r.x).field("sweeps", r.sweeps).field("converged", r.converged).field("seconds", r.seconds);
  return 1;
}

}  // namespace alea::lua_graph
