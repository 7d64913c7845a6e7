// Re-deciding a near tie of the emperor check (emperor_recheck.hpp).
#include "alloc/emperor/recheck.hpp"

#include <algorithm>
#include <cmath>

#include "alloc/exact/certified.hpp"
#include "alloc/exact/exact.hpp"
#include "alloc/fast/fast.hpp"
#include "core/errors.hpp"
#include "core/rational.hpp"

namespace alea::alloc::emperor {

bool is_trivial_tie(const std::vector<std::vector<std::size_t>>& classes, const Counts& x, const Counts& y) {
  for (const auto& c : classes) {
    Counts a, b;
    for (auto i : c) a.push_back(x[i]), b.push_back(y[i]);
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    if (a != b) return false;
  }
  return true;
}

namespace {
// The states of the reduced recursion for the pair: prod_i (1 + max(x_i, y_i)), saturating.
std::uint64_t pair_states(const Counts& x, const Counts& y) {
  double s = 1;
  for (std::size_t i = 0; i < x.size(); ++i) s *= 1.0 + double(std::max(x[i], y[i]));
  return s > 1.8e19 ? UINT64_MAX : std::uint64_t(s);
}
// The certified recursion costs ~30 ns a state (3 long doubles per value): a second at most.
constexpr std::uint64_t kMaxCertifiedStates = 50'000'000;
}  // namespace

Recheck recheck(const ProbVector& p, const std::vector<std::vector<std::size_t>>& classes, const Counts& x,
                const Counts& y, std::uint64_t max_exact_states) {
  Recheck r;
  const auto f = fast::wdl_original(p.values(), x, y);
  r.win = f.win.value, r.draw = f.draw.value, r.loss = f.loss.value;
  r.bound = f.win.error_bound + f.loss.error_bound;
  if (is_trivial_tie(classes, x, y)) {
    r.verdict = Verdict::favored, r.method = Method::symmetry;
    return r;
  }
  const double gap = r.win - r.loss;
  if (std::abs(gap) > r.bound) {
    r.verdict = gap > 0 ? Verdict::favored : Verdict::beaten, r.method = Method::fast;
    return r;
  }
  if (!p.is_exact()) return r;  // undecided
  const std::uint64_t states = pair_states(x, y);
  if (states <= kMaxCertifiedStates) {
    if (auto sign = certified_sign(p.exact(), x, y, Rules::original)) {
      r.verdict = *sign > 0 ? Verdict::favored : Verdict::beaten, r.method = Method::certified;
      return r;
    }
  }
  if (states > max_exact_states) return r;  // undecided
  try {
    const auto e = exact::wdl_original(p.exact(), x, y);
    r.win = to_double(e.win), r.draw = to_double(e.draw), r.loss = to_double(e.loss), r.bound = 0;
    r.verdict = e.win >= e.loss ? Verdict::favored : Verdict::beaten, r.method = Method::exact;
  } catch (const LimitExceeded&) {
    // the memory guard refused the table: stays undecided
  }
  return r;
}

const char* method_name(Method m) {
  switch (m) {
    case Method::symmetry: return "symmetry";
    case Method::fast: return "fast";
    case Method::certified: return "certified";
    case Method::exact: return "exact";
    default: return "none";
  }
}

}  // namespace alea::alloc::emperor
