#include "alloc/head_to_head.hpp"

#include <string>

#include "alloc/exact/independent.hpp"
#include "alloc/exact/original.hpp"
#include "alloc/fast/duration.hpp"
#include "alloc/fast/wdl.hpp"
#include "alloc/favored.hpp"
#include "alloc/limits.hpp"
#include "alloc/reduce.hpp"
#include "core/errors.hpp"

namespace alea::alloc {
namespace {

template <class S>
Wdl<S> recursion_wdl(const std::vector<S>& p, const Allocation& x, const Allocation& y, Rules r) {
  return r == Rules::original ? exact::wdl_original(p, x.counts(), y.counts())
                              : exact::wdl_independent(p, x.counts(), y.counts());
}

template <class S>
S recursion_duration(const std::vector<S>& p, const Allocation& x, const Allocation& y, Rules r) {
  return r == Rules::original ? exact::duration_original(p, x.counts(), y.counts())
                              : exact::duration_independent(p, x.counts(), y.counts());
}

Quantity of(const fast::Estimate& e) { return Quantity::estimate(e.value, e.bound); }

}  // namespace

Wdl<Quantity> wdl(const Allocation& x, const Allocation& y, Rules rules, const Mode& m) {
  check_same_game(x, y);
  const ProbVector& p = x.prob();
  if (exact_for(m, p)) {
    auto w = recursion_wdl(p.exact(), x, y, rules);
    return {Quantity::of(w.win), Quantity::of(w.draw), Quantity::of(w.loss)};
  }
  if (m.method == Method::recursion) {
    auto w = recursion_wdl(p.values(), x, y, rules);
    return {Quantity::approximate(w.win), Quantity::approximate(w.draw), Quantity::approximate(w.loss)};
  }
  check_fast(x.counts(), "X"), check_fast(y.counts(), "Y");
  auto f = rules == Rules::original ? fast::wdl_original(p.values(), x.counts(), y.counts())
                                    : fast::wdl_independent(p.values(), x.counts(), y.counts());
  return {of(f.win), of(f.draw), of(f.loss)};
}

bool favored(const Allocation& x, const Allocation& y, Rules rules, const Mode& m) {
  check_same_game(x, y);
  const ProbVector& p = x.prob();
  if (exact_for(m, p)) {
    auto w = recursion_wdl(p.exact(), x, y, rules);
    return w.win >= w.loss;
  }
  if (m.method == Method::recursion) {
    auto w = recursion_wdl(p.values(), x, y, rules);
    return w.win >= w.loss;
  }
  check_fast(x.counts(), "X"), check_fast(y.counts(), "Y");
  const Sign s = FavoredDecision(p, rules).decide(x.counts(), y.counts());
  if (s.decided) return s.favored();
  return s.wdl.win - s.wdl.loss >= -s.bound;  // within the error of a tie over float P
}

Quantity duration(const Allocation& x, const Allocation& y, Rules rules, const Mode& m) {
  check_same_game(x, y);
  return by_mode(
      m, x.prob(), [&](const auto& p) { return recursion_duration(p, x, y, rules); },
      [&](const std::vector<double>& p) {
        check_fast(x.counts(), "X"), check_fast(y.counts(), "Y");
        return rules == Rules::original ? fast::duration_original(p, x.counts(), y.counts())
                                        : fast::duration_independent(p, x.counts(), y.counts());
      });
}

std::pair<Allocation, Allocation> reduce(const Allocation& x, const Allocation& y) {
  check_same_game(x, y);
  auto [a, b] = reduce(x.counts(), y.counts());
  return {Allocation(x.prob(), std::move(a)), Allocation(y.prob(), std::move(b))};
}

Simulation simulate(const Allocation& x, const Allocation& y, std::int64_t n, Rules rules,
                    std::optional<std::uint64_t> seed) {
  check_same_game(x, y);
  if (n < 1 || n > kMaxGames)
    throw InvalidArgument("n", "expected a number of games in [1, " + std::to_string(kMaxGames) + "], got " +
                                   std::to_string(n));
  return simulate(x.prob().values(), x.counts(), y.counts(), n, rules, seed);
}

}  // namespace alea::alloc
