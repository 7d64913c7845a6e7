// The optimal mix of a tournament from its stored WDL (tournament_mix.hpp).
#include "alloc/mix/tournament_mix.hpp"

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "lp/game.hpp"

namespace alea::alloc {
namespace {

template <class S, class F>
lp::Matrix<S> fill(std::size_t n, F&& w_minus_l) {
  lp::Matrix<S> a(n, std::vector<S>(n, S(0)));
  for (std::size_t i = 0; i < n; ++i) {
    check_interrupt();
    for (std::size_t j = 0; j < n; ++j) a[i][j] = w_minus_l(i, j);
  }
  return a;
}

}  // namespace

lp::Matrix<double> payoff_matrix(const Tournament& t) {
  return fill<double>(t.size(), [&](std::size_t i, std::size_t j) {
    auto r = t.wdl(i, j);
    return r.win - r.loss;
  });
}

lp::Matrix<Rational> payoff_matrix_exact(const Tournament& t) {
  if (!t.is_exact()) throw InvalidArgument("exact", "the tournament was built without exact=true");
  return fill<Rational>(t.size(), [&](std::size_t i, std::size_t j) {
    auto r = t.exact_wdl(i, j);
    return Rational(r.win - r.loss);
  });
}

Mix optimal_mix(const Tournament& t, std::optional<bool> exact_asked, const FaceOptions& face) {
  const bool exact = exact_asked.value_or(t.is_exact());
  lp::require_game_memory(t.size(), t.size(), exact);
  return exact ? optimal_mix(payoff_matrix_exact(t), face) : optimal_mix(payoff_matrix(t), face);
}

}  // namespace alea::alloc
