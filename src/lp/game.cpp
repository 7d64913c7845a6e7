// Matrix games through the LP core: the row player's LP, its solution read back as the two
// players' strategies, and the exact certificate guarantee(q) = value = concession(p).
#include "lp/game.hpp"

#include <algorithm>

#include "core/errors.hpp"
#include "core/memory_guard.hpp"
#include "lp/glpk.hpp"

namespace alea::lp {
namespace {

// Bytes per matrix entry over the whole solve: GLPK's sparse element and its scaled copy, and
// in exact mode glp_exact's rational copy, our Rational matrix and the basis systems.
constexpr std::uint64_t bytes_per_entry_double = 160;
constexpr std::uint64_t bytes_per_entry_exact = 1024;

template <class S>
void check_matrix(const Matrix<S>& a, bool exact) {
  if (a.empty() || a[0].empty()) throw InvalidArgument("the payoff matrix is empty");
  for (const auto& row : a)
    if (row.size() != a[0].size()) throw InvalidArgument("the payoff matrix is ragged");
  require_game_memory(a.size(), a[0].size(), exact);
}

template <class S>
GameSolution<S> read_game(const Solution<S>& s, std::size_t rows, std::size_t cols) {
  GameSolution<S> g;
  g.value = s.x[rows];
  g.row.assign(s.x.begin(), s.x.begin() + static_cast<std::ptrdiff_t>(rows));
  for (std::size_t j = 0; j < cols; ++j) g.column.push_back(-s.y[j]);
  return g;
}

}  // namespace

void require_game_memory(std::size_t rows, std::size_t cols, bool exact) {
  std::uint64_t entries = bytes_for(rows + 1, cols + 1);
  require_memory(bytes_for(entries, exact ? bytes_per_entry_exact : bytes_per_entry_double),
                 "the linear program of a " + std::to_string(rows) + "x" + std::to_string(cols) + " game");
}

template <class S>
Problem<S> game_problem(const Matrix<S>& a, bool exact) {
  check_matrix(a, exact);
  const std::size_t n = a.size(), m = a[0].size();
  Problem<S> p;
  p.a.assign(m + 1, std::vector<S>(n + 1, S(0)));
  for (std::size_t j = 0; j < m; ++j) {
    for (std::size_t i = 0; i < n; ++i) p.a[j][i] = a[i][j];
    p.a[j][n] = S(-1);  // sum_i q_i a_ij - v >= 0
  }
  for (std::size_t i = 0; i < n; ++i) p.a[m][i] = S(1);
  p.sense.assign(m, Sense::at_least);
  p.sense.push_back(Sense::equal);
  p.rhs.assign(m, S(0));
  p.rhs.push_back(S(1));
  p.objective.assign(n + 1, S(0));
  p.objective[n] = S(1);
  p.free.assign(n + 1, false);
  p.free[n] = true;
  return p;
}
template Problem<double> game_problem(const Matrix<double>&, bool);
template Problem<Rational> game_problem(const Matrix<Rational>&, bool);

template <class S>
S guarantee(const Matrix<S>& a, const std::vector<S>& q) {
  S best{};
  for (std::size_t j = 0; j < a[0].size(); ++j) {
    S s(0);
    for (std::size_t i = 0; i < a.size(); ++i)
      if (q[i] != 0) s += q[i] * a[i][j];
    if (j == 0 || s < best) best = s;
  }
  return best;
}
template double guarantee(const Matrix<double>&, const std::vector<double>&);
template Rational guarantee(const Matrix<Rational>&, const std::vector<Rational>&);

template <class S>
S concession(const Matrix<S>& a, const std::vector<S>& p) {
  S best{};
  for (std::size_t i = 0; i < a.size(); ++i) {
    S s(0);
    for (std::size_t j = 0; j < a[i].size(); ++j)
      if (p[j] != 0) s += a[i][j] * p[j];
    if (i == 0 || s > best) best = s;
  }
  return best;
}
template double concession(const Matrix<double>&, const std::vector<double>&);
template Rational concession(const Matrix<Rational>&, const std::vector<Rational>&);

GameSolution<double> solve_game(const Matrix<double>& a) {
  auto p = game_problem(a, false);
  return read_game(solve_glpk(p, false), a.size(), a[0].size());
}

ExactGame solve_game_exact(const Matrix<Rational>& a) {
  auto p = game_problem(a, true);
  ExactResult r = solve_exact(p);
  ExactGame g;
  g.approx = read_game(r.approx, a.size(), a[0].size());
  if (!r.exact) {
    g.reason = r.reason;
    return g;
  }
  auto e = read_game(*r.exact, a.size(), a[0].size());
  // The LP's optimality already implies this; it is the certificate a reader can check by hand.
  if (guarantee(a, e.row) != e.value || concession(a, e.column) != e.value) {
    g.reason = "the verified strategies do not certify the value (guarantee, value and concession differ)";
    return g;
  }
  g.exact = std::move(e);
  return g;
}

}  // namespace alea::lp
