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

int random_turn(lua_State* L) {
  const auto& g = check_game(L);
  Options opts(L, 2);
  return push_values(L, graph::values(g, check_value_options(L, opts, true)), opts.boolean("with_error")), 1;
}

int richman(lua_State* L) {
  const auto& g = check_game(L);
  Options opts(L, 2);
  return push_values(L, graph::values(g, check_value_options(L, opts, false)), opts.boolean("with_error")), 1;
}

int plus_minus(lua_State* L) {
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
  const auto& g = check_game(L);
  const auto n = check_integer(L, 2, 0, 1LL << 40);
  Options opts(L, 3);
  const auto r = graph::iterates(g, static_cast<std::uint64_t>(n), opts.choice("side") == "above", option_coin(L, opts),
                                 opts.exact());
  push_array(L, r, [](lua_State* L, const std::vector<Quantity>& row) { push_quantities(L, row, false); });
  return 1;
}

int certify(lua_State* L) {
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
  const auto& g = check_game(L);
  const auto blue = check_strategy(L, 2, g), red = check_strategy(L, 3, g);
  Options opts(L, 4);
  const auto x = graph::choice_system(g, option_exact_coin(L, opts), blue, red);
  if (x) push(L, *x);
  else lua_pushnil(L);
  return 1;
}

int value_iteration(lua_State* L) {
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

}  // namespace

void add_values(Type& t) {
  t.method({"random_turn", random_turn,
            "G:random_turn([{p=1/2, exact=auto, method=\"general\"|\"degree_two\"|\"undirected\"|\"ordering\", "
            "max_rounds=1000, tolerance=1e-12, max_sweeps=1000000, max_seconds=0, with_error=false}]) -> {low=, high=, "
            "unique=, exact=, method=, ...}",
            "The random-turn game with a coin giving Blue the move with probability p: low and high, arrays by vertex, "
            "are the least and greatest fixed points of x = p x+ + (1-p) x- (the value when a play that never ends "
            "pays r_min, as in the seed, and when it pays r_max); unique says whether they agree (always with one edge "
            "set and 0 < p < 1; not always when blue and red edges differ, docs/graph.md E2). Exact (rats, certified "
            "in Rational) when p and the payoffs are exact: backward induction on acyclic games, strategy iteration on "
            "cycles. Floating (a float p or payoff, or exact=false): on acyclic games backward induction in doubles, "
            "whatever the payoffs (unique); on cyclic ones value iteration from both sides with outward rounding, "
            "low <= the true low <= the true high <= high at every vertex, until high - low <= tolerance times the "
            "largest |payoff| (unique then means the bracket closed); with_error=true gives each as an estimate with "
            "its proven bound. "
            "method=\"degree_two\", \"undirected\", \"ordering\": the seed's special algorithms (section 5.1.2, exact).",
            "graph.tug_of_war(3):random_turn{p=rat(2,3)}.low[3]   --> 3/5"});
  t.method({"richman", richman,
            "G:richman([{exact=auto, method=\"general\"|\"degree_two\"|\"undirected\"|\"ordering\", max_rounds=1000, "
            "tolerance=1e-12, max_sweeps=1000000, max_seconds=0, with_error=false}]) -> {low=, high=, unique=, exact=, "
            "method=, ...}",
            "The Richman function (Definition 30): G:random_turn at p = 1/2, the values of the random-turn game. "
            "With blue and red edges equal it is unique (Proposition 34) and low == high. The bidding game's "
            "Richman thresholds (Theorem 17: R(v) = 1 - x(v) as Red's share of the money) are G:bidding().low.",
            "graph.tug_of_war(3):richman().low   --> {-1, -1/2, 0, 1/2, 1}"});
  t.method({"plus_minus", plus_minus, "G:plus_minus([x]) -> {plus=, minus=}",
            "R+(v) and R-(v): the largest value among v's blue successors and the smallest among its red ones, by "
            "vertex (x itself on terminals, Claim 40's convention), for the values x (an array by vertex) or the "
            "Richman function (the least fixed point at p = 1/2).",
            "graph.tug_of_war(3):plus_minus().plus[3]   --> 1/2"});
  t.method({"iterates", iterates,
            "G:iterates(n [, {p=1/2, side=\"below\"|\"above\", exact=auto}]) -> {R_0, R_1, ..., R_n}",
            "Proposition 31's iterates: R_0 = payoffs on T and r_min elsewhere, R_{k+1} = p R_k+ + (1-p) R_k-; entry "
            "k + 1 is R_k, increasing to low. side=\"above\" starts from r_max: the iterates U_k decrease to high and "
            "are Red's k-move thresholds in Theorem 38 (docs/graph.md E4). Exact when p and the payoffs are exact "
            "(denominators up to 2^n).",
            "graph.tug_of_war(3):iterates(2)[3]   --> {-1, -1, -1/2, 0, 1}"});
  t.method({"certify", certify, "G:certify(x [, {p=1/2}]) -> {fixed_point=, least=, greatest=, failing=}",
            "Is x (exact values by vertex) a fixed point of the operator at p (a Richman function at p = 1/2), and is "
            "it the least or the greatest? Checked exactly: a fixed point plus a strategy of Blue (Red) that secures "
            "it, the certificate behind every exact value (it shows the problem is in NP and coNP, docs/graph.md E8). "
            "failing: the first vertex where x is not a fixed point.",
            "graph.tug_of_war(3):certify{-1, rat(-1,2), 0, rat(1,2), 1}.least   --> true"});
  t.method({"choice_system", choice_system, "G:choice_system(blue, red [, {p=1/2}]) -> {rat, ...} | nil",
            "Claim 41's linear system for chosen successors: R(v) = p R(blue[v]) + (1-p) R(red[v]) off T, payoffs on "
            "T. Its exact solution, or nil when the system is singular (which some tie choices make it: "
            "docs/graph.md E5).",
            "G:choice_system(P.blue, P.red)   -- P = G:optimal_play()"});
  t.method({"value_iteration", value_iteration,
            "G:value_iteration([{p=1/2, gauss_seidel=false, epsilon=1e-6, relative=true, max_sweeps=1000000}]) -> {x=, "
            "sweeps=, converged=, seconds=}",
            "Value iteration as PRISM-games and Storm do it, for comparison: from r_min, Jacobi (or Gauss-Seidel) "
            "sweeps until the largest change (relative to the new value) is below epsilon. No bound on the error: on "
            "slowly mixing games it stops far from the value (docs/graph.md); G:random_turn{exact=false} brackets it.",
            "graph.tug_of_war(3):value_iteration().x[3]"});
}

}  // namespace alea::lua_graph
