#include "boolfn/formula/engine.hpp"

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"

namespace alea::boolfn::formula {

Solver::Solver(const Formula& f, Rational p, bool ordered, const std::vector<signed char>& start)
    : store_(ordered, p), p_(p) {
  if (p <= 0 || p >= 1) throw InvalidArgument("p", "the read-once engine needs 0 < p < 1");
  root_ = store_.from_formula(f, start);
}

void Solver::guard() const {
  check_interrupt();
  // a state costs its node, its probability and memo entries: about 256 bytes
  require_memory(bytes_for(store_.size(), 256), "the read-once states (" + std::to_string(store_.size()) + " so far)");
}

std::pair<Rational, std::uint64_t> Solver::length(int id, game::Tie tie) {
  if (store_.is_constant(id)) return {Rational(0), 1};
  auto& memo = length_[int(tie)];
  auto it = memo.find(id);
  if (it != memo.end()) return it->second;
  if ((++steps_ & 1023) == 0) guard();
  Rational top;
  const auto best = best_moves(id, &top);
  if (top <= 0)
    throw LimitExceeded("a state where no live variable helps (non-monotone formula): use the table engine");
  std::pair<Rational, std::uint64_t> out;
  for (std::size_t j = 0; j < best.size(); ++j) {
    auto [lp, np] = length(best[j].first, tie);
    auto [lm, nm] = length(best[j].second, tie);
    Rational l = 1 + p_ * lp + (1 - p_) * lm;
    if (j == 0 || (tie == game::Tie::min && l < out.first) || (tie == game::Tie::max && l > out.first))
      out = {l, np + nm};
    if (tie == game::Tie::first) break;
  }
  memo.emplace(id, out);
  return out;
}

// The moves maximising E[f | leaf = 1] - E[f | leaf = -1] (Theorem 22), with that maximum.
std::vector<std::pair<int, int>> Solver::best_moves(int id, Rational* top) {
  std::vector<std::pair<int, int>> best;
  Rational max;
  for (const auto& path : store_.moves(id)) {
    int plus = store_.assign(id, path, 0, true), minus = store_.assign(id, path, 0, false);
    Rational d = store_.probability(plus) - store_.probability(minus);
    if (best.empty() || d > max) {
      max = d;
      best.assign(1, {plus, minus});
    } else if (d == max) {
      best.push_back({plus, minus});
    }
  }
  if (top) *top = max;
  return best;
}

std::uint64_t Solver::fewest_leaves(int id) {
  if (store_.is_constant(id)) return 1;
  auto it = fewest_.find(id);
  if (it != fewest_.end()) return it->second;
  if ((++steps_ & 1023) == 0) guard();
  std::uint64_t out = ~std::uint64_t(0);
  for (const auto& path : store_.moves(id))
    out = std::min(out, fewest_leaves(store_.assign(id, path, 0, true)) + fewest_leaves(store_.assign(id, path, 0, false)));
  fewest_.emplace(id, out);
  return out;
}

std::uint64_t Solver::fewest_play_leaves(int id) {
  if (store_.is_constant(id)) return 1;
  auto it = fewest_play_.find(id);
  if (it != fewest_play_.end()) return it->second;
  if ((++steps_ & 1023) == 0) guard();
  std::uint64_t out = ~std::uint64_t(0);
  for (auto [plus, minus] : best_moves(id)) out = std::min(out, fewest_play_leaves(plus) + fewest_play_leaves(minus));
  fewest_play_.emplace(id, out);
  return out;
}

std::pair<Rational, std::uint64_t> Solver::cost(int id) {
  if (store_.is_constant(id)) return {Rational(0), 1};
  auto it = cost_.find(id);
  if (it != cost_.end()) return it->second;
  if ((++steps_ & 1023) == 0) guard();
  std::pair<Rational, std::uint64_t> out;
  bool first = true;
  for (const auto& path : store_.moves(id)) {
    int plus = store_.assign(id, path, 0, true), minus = store_.assign(id, path, 0, false);
    auto [cp, lp] = cost(plus);
    auto [cm, lm] = cost(minus);
    Rational c = 1 + p_ * cp + (1 - p_) * cm;
    if (first || c < out.first || (c == out.first && lp + lm < out.second)) out = {c, lp + lm};
    first = false;
  }
  cost_.emplace(id, out);
  return out;
}

}  // namespace alea::boolfn::formula
