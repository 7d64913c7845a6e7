#include "boolfn/query/certificate.hpp"

#include <bit>
#include <map>

#include "boolfn/query/cover.hpp"

namespace alea::boolfn::query {
namespace {

// The lowest point of side v outside the cover, or -1 when every such point is covered.
std::int64_t uncovered(const Words& bits, const Coverage& c, int n, int v) {
  const std::uint64_t valid = valid_mask(n);
  for (std::uint64_t j = 0; j < bits.size(); ++j) {
    const std::uint64_t side = (v ? bits[j] : ~bits[j]) & valid;
    if (const std::uint64_t m = side & ~c.covered[v][j]) return std::int64_t(64 * j + std::countr_zero(m));
  }
  return -1;
}

}  // namespace

Certificates certificate_complexity(const Words& bits, int n, const Sensitivities& s) {
  std::map<int, Coverage> tests;
  auto test = [&](int d) -> const Coverage& {
    auto it = tests.find(d);
    if (it == tests.end()) it = tests.emplace(d, cover(bits, n, d)).first;
    return it->second;
  };
  Certificates out;
  for (int v = 0; v < 2; ++v) {
    if (s.side[v].value < 0) continue;
    int lo = 0, hi = n - s.side[v].value;  // every point is in its own 0-subcube
    while (lo < hi) {
      const int mid = (lo + hi + 1) / 2;
      if (uncovered(bits, test(mid), n, v) < 0) lo = mid;
      else hi = mid - 1;
    }
    out.side[v].value = n - lo;
    out.side[v].point = lo == n - s.side[v].value ? s.side[v].point
                                                  : std::uint64_t(uncovered(bits, test(lo + 1), n, v));
  }
  return out;
}

}  // namespace alea::boolfn::query
