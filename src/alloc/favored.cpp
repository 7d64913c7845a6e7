#include "alloc/favored.hpp"

#include <algorithm>
#include <cmath>

#include "alloc/enumerate.hpp"
#include "alloc/exact/certified.hpp"
#include "alloc/exact/independent.hpp"
#include "alloc/exact/original.hpp"
#include "alloc/fast/wdl.hpp"
#include "core/errors.hpp"

namespace alea::alloc {
namespace {

// The states of the exact recursion for the pair, saturating: prod (1 + max(x_i, y_i)) under
// Original rules (the reduced recursion), prod (1 + x_i) prod (1 + y_i) under Independent.
std::uint64_t pair_states(const Counts& x, const Counts& y, Rules rules) {
  double s = 1;
  for (std::size_t i = 0; i < x.size(); ++i)
    s *= rules == Rules::original ? 1.0 + double(std::max(x[i], y[i])) : (1.0 + double(x[i])) * (1.0 + double(y[i]));
  return s > 1.8e19 ? UINT64_MAX : std::uint64_t(s);
}

// The certified recursion costs ~30 ns a state (3 long doubles per value): a second at most.
constexpr std::uint64_t kMaxCertifiedStates = 50'000'000;

Sign decided(int value, SignMethod method, const GapEstimate& e) {
  Sign s;
  s.decided = true, s.value = value, s.method = method;
  s.wdl = {e.win, e.draw, e.loss}, s.bound = e.bound;
  return s;
}

}  // namespace

FavoredDecision::FavoredDecision(const ProbVector& p, Rules rules, std::uint64_t max_exact_states)
    : p_(p), rules_(rules), max_exact_states_(max_exact_states), classes_(equal_probability_classes(p)) {}

bool FavoredDecision::symmetric(const Counts& x, const Counts& y) const {
  std::vector<std::pair<std::int64_t, std::int64_t>> fwd, back;
  for (const auto& c : classes_) {
    fwd.clear(), back.clear();
    for (std::size_t i : c) {
      std::int64_t a = x[i], b = y[i];
      if (rules_ == Rules::original) {  // the reduced pair
        if (a < b) a = 0;
        else if (b < a) b = 0;
      }
      fwd.emplace_back(a, b), back.emplace_back(b, a);
    }
    std::sort(fwd.begin(), fwd.end()), std::sort(back.begin(), back.end());
    if (fwd != back) return false;
  }
  return true;
}

GapEstimate FavoredDecision::fast(const Counts& x, const Counts& y) const {
  const auto f = rules_ == Rules::original ? fast::wdl_original(p_.values(), x, y)
                                           : fast::wdl_independent(p_.values(), x, y);
  return {f.win.value, f.draw.value, f.loss.value, f.win.bound + f.loss.bound};
}

Sign FavoredDecision::decide(const Counts& x, const Counts& y, const std::optional<GapEstimate>& prior) const {
  if (symmetric(x, y)) {
    GapEstimate e = prior ? *prior : fast(x, y);
    e.win = e.loss = 0.5 * (e.win + e.loss);
    return decided(0, SignMethod::symmetry, e);
  }
  const GapEstimate e = prior ? *prior : fast(x, y);
  const double gap = e.win - e.loss;
  if (std::abs(gap) > e.bound) return decided(gap > 0 ? 1 : -1, SignMethod::fast, e);
  Sign open;
  open.wdl = {e.win, e.draw, e.loss}, open.bound = e.bound;
  if (!p_.is_exact()) return open;
  const std::uint64_t states = pair_states(x, y, rules_);
  if (states <= kMaxCertifiedStates)
    if (auto s = certified_sign(p_.exact(), x, y, rules_)) return decided(*s, SignMethod::certified, e);
  if (states > max_exact_states_) return open;
  try {
    auto w = rules_ == Rules::original ? exact::wdl_original(p_.exact(), x, y)
                                       : exact::wdl_independent(p_.exact(), x, y);
    Sign s = decided(w.win > w.loss ? 1 : w.win < w.loss ? -1 : 0, SignMethod::exact,
                     {to_double(w.win), to_double(w.draw), to_double(w.loss), 0});
    s.exact = std::move(w);
    return s;
  } catch (const LimitExceeded&) {
    return open;  // the memory guard refused the table: the sign stays open
  }
}

}  // namespace alea::alloc
