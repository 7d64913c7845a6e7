// Input checks of the fast methods: every refusal names the function, the argument and the value.
#include <cmath>
#include <sstream>
#include <string>

#include "alloc/fast/detail.hpp"
#include "core/errors.hpp"

namespace alea::alloc::fast::detail {

namespace {
[[noreturn]] void fail(const char* fn, const std::string& what) {
  throw alea::InvalidArgument(std::string(fn) + ": " + what);
}
}  // namespace

void check_p(const std::vector<double>& p, const char* fn) {
  if (p.empty()) fail(fn, "probability vector is empty");
  double sum = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (!std::isfinite(p[i]) || p[i] < 0) {
      std::ostringstream m;
      m << "probability " << i + 1 << " is " << p[i] << " (must be finite and >= 0)";
      fail(fn, m.str());
    }
    sum += p[i];
  }
  if (std::abs(sum - 1) > 1e-12) {
    std::ostringstream m;
    m.precision(17);
    m << "probabilities sum to " << sum << ", not 1";
    fail(fn, m.str());
  }
}

void check_counts(const std::vector<double>& p, const Counts& x, const char* fn, const char* name) {
  if (x.size() != p.size()) {
    std::ostringstream m;
    m << "allocation " << name << " has " << x.size() << " values but p has " << p.size();
    fail(fn, m.str());
  }
  for (std::size_t i = 0; i < x.size(); ++i)
    if (x[i] < 0) {
      std::ostringstream m;
      m << "allocation " << name << " has " << x[i] << " tokens on value " << i + 1
        << " (counts must be >= 0)";
      fail(fn, m.str());
    }
}

bool never_clears(const std::vector<double>& p, const Counts& x) {
  for (std::size_t i = 0; i < x.size(); ++i)
    if (x[i] > 0 && p[i] == 0) return true;
  return false;
}

}  // namespace alea::alloc::fast::detail
