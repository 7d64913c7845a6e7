// Section 5.1.2.4: guess the successors attaining R+ and R- from the ordering of R_n, then solve
// the linear program that says they attain it.
#include <set>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/progress.hpp"
#include "graph/richman.hpp"
#include "graph/solve/operator.hpp"
#include "graph/special.hpp"
#include "lp/exact.hpp"

namespace alea::graph {
namespace {

// The program for one choice of v+ and v-: variables R(v) (free), equalities on T and off T,
// inequalities for every other successor. Objective 0: only feasibility matters.
lp::Problem<Rational> program(const Game& g, const Rational& p, const std::vector<Vertex>& plus,
                              const std::vector<Vertex>& minus) {
  const std::size_t n = g.size();
  lp::Problem<Rational> pr;
  pr.objective.assign(n, Rational(0));
  pr.free.assign(n, true);
  auto row = [&](lp::Sense s, const Rational& rhs) -> std::vector<Rational>& {
    pr.a.emplace_back(n, Rational(0));
    pr.sense.push_back(s);
    pr.rhs.push_back(rhs);
    return pr.a.back();
  };
  for (Vertex v = 0; v < n; ++v) {
    if (g.terminal(v)) {
      row(lp::Sense::equal, g.payoff(v))[v] = 1;
      continue;
    }
    auto& eq = row(lp::Sense::equal, Rational(0));
    eq[v] += 1;
    eq[plus[v]] -= p;
    eq[minus[v]] -= 1 - p;
    for (Vertex w : g.blue().of(v))
      if (w != plus[v]) {
        auto& r = row(lp::Sense::at_most, Rational(0));
        r[w] += 1;
        r[plus[v]] -= 1;
      }
    for (Vertex w : g.red().of(v))
      if (w != minus[v]) {
        auto& r = row(lp::Sense::at_least, Rational(0));
        r[w] += 1;
        r[minus[v]] -= 1;
      }
  }
  return pr;
}

}  // namespace

OrderingResult ordering_lp_values(const Game& g, const Rational& p, std::uint64_t max_rounds) {
  check_coin(p);
  if (g.size() > 400) throw InvalidArgument("G", "the ordering LP is dense; it is meant for games of at most 400 vertices");
  OrderingResult r;
  std::set<std::pair<std::vector<Vertex>, std::vector<Vertex>>> tried;
  auto x = start_vector<Rational>(g, g.min_payoff());
  const Rational q = 1 - p;
  Progress bar("ordering LP rounds", 0);  // until the strategies repeat or the LP answers: no total
  for (std::uint64_t n = 0; n <= max_rounds; ++n) {
    check_interrupt();
    bar.advance();
    r.rounds = n;
    std::vector<Vertex> plus(g.size(), no_vertex), minus(g.size(), no_vertex);
    for (Vertex v = 0; v < g.size(); ++v)
      if (!g.terminal(v)) {
        auto e = extremes<Rational>(g, v, x);
        plus[v] = e.arg_plus;
        minus[v] = e.arg_minus;
      }
    if (tried.insert({plus, minus}).second) {
      ++r.programs;
      try {
        auto s = lp::solve_exact(program(g, p, plus, minus));
        if (s.exact) {
          r.values = s.exact->x;
          return r;
        }
      } catch (const LimitExceeded&) {
        throw;
      } catch (const Interrupted&) {
        throw;
      } catch (const InvalidArgument&) {
        throw;
      } catch (const Error&) {
        // GLPK found no feasible point for this ordering: go on with R_{n+1}.
      }
    }
    std::vector<Rational> next = x;
    for (Vertex v = 0; v < g.size(); ++v)
      if (!g.terminal(v)) next[v] = apply_operator<Rational>(g, v, x, p, q);
    x = std::move(next);
  }
  return r;
}

}  // namespace alea::graph
