// The exp ladder (exp_ladder.hpp): a common base for the rates of several values.
#include "alloc/fast/exp_ladder.hpp"

#include <algorithm>
#include <cmath>

namespace alea::alloc::fast::detail {

std::vector<double> sorted_rates(const std::vector<double>& p, const Counts& x) {
  std::vector<double> r;
  for (std::size_t i = 0; i < x.size(); ++i)
    if (x[i] > 0) r.push_back(p[i]);
  std::sort(r.begin(), r.end());
  return r;
}

ExpLadder::ExpLadder(const std::vector<double>& rates) {
  if (rates.size() < 2 || !(rates.front() > 0) || rates.front() == rates.back()) return;
  for (int d = 1; d <= 12; ++d) {
    const double b = rates.front() / d;
    q_.clear(), dev_.clear();
    for (double r : rates) {
      const double q = std::round(r / b);
      if (q > 64 || std::abs(r - q * b) > 8 * kEps * r) break;
      q_.push_back(int(q)), dev_.push_back(std::abs(r - q * b));
    }
    if (q_.size() == rates.size()) {
      base_ = b;
      return;
    }
  }
  q_.clear(), dev_.clear();
}

}  // namespace alea::alloc::fast::detail
