#include "graph/values.hpp"

#include <algorithm>
#include <chrono>
#include <stdexcept>

#include "core/errors.hpp"
#include "core/mode.hpp"
#include "graph/solve/certify.hpp"
#include "graph/solve/dag.hpp"
#include "graph/special.hpp"

namespace alea::graph {
namespace {

std::vector<Quantity> exactly(const std::vector<Rational>& x) {
  std::vector<Quantity> q;
  q.reserve(x.size());
  for (const auto& r : x) q.push_back(Quantity::of(r));
  return q;
}

void general(const Game& g, const Rational& p, Values& out) {
  auto r = random_turn(g, p);
  out.method = r.method;
  out.low = exactly(r.low);
  out.high = exactly(r.high);
  out.unique = r.unique;
  out.cyclic_components = r.cyclic_components;
  out.largest_component = r.largest_component;
  out.exact_solves = r.exact_solves;
  out.float_solves = r.float_solves;
  out.switches = r.switches;
}

// Acyclic games in floating point: backward induction, one update per vertex, whatever the
// payoffs; the value is unique (no play is infinite) and each is within its proven bound.
bool induction(const Game& g, double p, Values& out) {
  const auto start = std::chrono::steady_clock::now();
  auto d = dag_values_double(g, p);
  if (!d) return false;
  out.method = "backward induction";
  out.low.reserve(g.size());
  for (Vertex v = 0; v < g.size(); ++v) {
    out.low.push_back(Quantity::estimate(d->x[v], d->error[v]));
    out.bracket.width = std::max(out.bracket.width, 2 * d->error[v]);
    if (!g.terminal(v)) ++out.bracket.updates;
  }
  out.high = out.low;
  out.unique = true;
  out.bracket.closed = true;
  out.bracket.sweeps = 1;
  out.bracket.components = g.size();
  out.bracket.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return true;
}

// The bracket's bounds as the estimates of low and high: lower <= low <= high <= upper, so each
// is within upper - lower of its bound.
void bracket(const Game& g, double p, const BracketOptions& o, Values& out) {
  if (induction(g, p, out)) return;
  out.bracket = random_turn_bracket(g, p, o);
  const Bracket& b = out.bracket;
  out.method = "bracket";
  out.low.reserve(g.size());
  out.high.reserve(g.size());
  for (Vertex v = 0; v < g.size(); ++v) {
    const double width = b.upper[v] - b.lower[v];
    out.low.push_back(Quantity::estimate(b.lower[v], width));
    out.high.push_back(Quantity::estimate(b.upper[v], width));
  }
  out.unique = b.closed;
}

// A special algorithm's one Richman function: unique when the certificate says it is both the
// least and the greatest fixed point (always so with E_B = E_R, Proposition 34).
void special(const Game& g, const Rational& p, const std::vector<Rational>& x, const char* name, Values& out) {
  const auto c = certify(g, p, x);
  if (!c.fixed_point)
    throw std::logic_error(std::string("graph: the ") + name + " values are not a fixed point at vertex " +
                           g.label(c.failing));
  if (!c.least || !c.greatest)
    throw InvalidArgument("method", std::string("the ") + name +
                                        " algorithm found a Richman function, but the game has several (E_B != E_R "
                                        "allows it); the general method gives the least and the greatest");
  out.method = name;
  out.low = exactly(x);
  out.high = out.low;
  out.unique = true;
}

void half_or_fail(const Rational& p, const char* name) {
  if (p != Rational(1, 2))
    throw InvalidArgument("method", std::string("the ") + name + " algorithm (section 5.1.2) is for p = 1/2, got p = " +
                                        to_string(p));
}

}  // namespace

bool exact_mode(const Game& g, const Number& p, std::optional<bool> exact) {
  const bool inputs = p.is_exact() && g.exact_payoffs();
  return resolve_exact(exact, inputs);
}

Values values(const Game& g, const ValueOptions& o) {
  if (o.p.is_exact()) check_coin(*o.p.exact);
  else check_coin(o.p.value);
  Values out;
  out.exact = exact_mode(g, o.p, o.exact);
  if (!out.exact) {
    if (o.method != ValueMethod::strategy_iteration)
      throw InvalidArgument("method", "the special algorithms compute exactly; give p and the payoffs as integers or "
                                      "rats, or use the default method for the floating bracket");
    bracket(g, o.p.value, o.bracket, out);
    return out;
  }
  const Rational p = o.p.rational();
  switch (o.method) {
    case ValueMethod::strategy_iteration: general(g, p, out); break;
    case ValueMethod::degree_two: {
      half_or_fail(p, "degree two");
      special(g, p, degree_two_values(g), "degree two", out);
      break;
    }
    case ValueMethod::undirected: {
      half_or_fail(p, "undirected");
      auto r = undirected_values(g);
      special(g, p, r.values, "undirected", out);
      out.paths = r.paths;
      break;
    }
    case ValueMethod::ordering: {
      auto r = ordering_lp_values(g, p, o.max_rounds);
      out.rounds = r.rounds;
      out.programs = r.programs;
      if (!r.values)
        throw LimitExceeded("no ordering of R_0 .. R_" + std::to_string(o.max_rounds) + " gave a feasible program (" +
                            std::to_string(r.programs) + " programs solved); raise max_rounds");
      special(g, p, *r.values, "ordering", out);
      break;
    }
  }
  return out;
}

std::vector<std::vector<Quantity>> iterates(const Game& g, std::uint64_t n, bool from_above, const Number& p,
                                            std::optional<bool> exact) {
  std::vector<std::vector<Quantity>> out;
  if (exact_mode(g, p, exact)) {
    for (auto& row : richman_iterates<Rational>(g, n, from_above, p.rational())) out.push_back(exactly(row));
  } else {
    for (auto& row : richman_iterates<double>(g, n, from_above, p.value)) {
      std::vector<Quantity> q;
      for (double x : row) q.push_back(Quantity::approximate(x));
      out.push_back(std::move(q));
    }
  }
  return out;
}

PlusMinus<Quantity> richman_plus_minus(const Game& g, const std::vector<Number>& x) {
  PlusMinus<Quantity> out;
  bool all_exact = true;
  for (const auto& v : x) all_exact = all_exact && v.is_exact();
  if (!x.empty() && x.size() != g.size())
    throw InvalidArgument("x", "x has " + std::to_string(x.size()) + " values for " + std::to_string(g.size()) +
                                   " vertices");
  if (x.empty() || all_exact) {
    std::vector<Rational> r;
    if (x.empty()) {
      r = richman(g).low;
    } else {
      for (const auto& v : x) r.push_back(*v.exact);
    }
    auto pm = plus_minus<Rational>(g, r);
    out.plus = exactly(pm.plus);
    out.minus = exactly(pm.minus);
    return out;
  }
  std::vector<double> d;
  for (const auto& v : x) d.push_back(v.value);
  auto pm = plus_minus<double>(g, d);
  for (double v : pm.plus) out.plus.push_back(Quantity::approximate(v));
  for (double v : pm.minus) out.minus.push_back(Quantity::approximate(v));
  return out;
}

FixedPointCheck check_fixed_point(const Game& g, const std::vector<Rational>& x, const Rational& p) {
  check_coin(p);
  if (x.size() != g.size())
    throw InvalidArgument("x", "x has " + std::to_string(x.size()) + " values for " + std::to_string(g.size()) +
                                   " vertices");
  const auto c = certify(g, p, x);
  FixedPointCheck r;
  r.fixed_point = c.fixed_point;
  r.least = c.least;
  r.greatest = c.greatest;
  if (!c.fixed_point) r.failing = c.failing;
  return r;
}

}  // namespace alea::graph
