// The Minimal Allocation Theorems as search constraints (see search_mat.hpp and
// docs/alloc_search.md for why each is sound).
#include "alloc/search/mat.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "alloc/enumerate.hpp"
#include "alloc/limits.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"

namespace alea::alloc {

namespace {

// -1, 0, 1 as p_a compares with p_b (exactly when P is exact).
int compare(const ProbVector& p, std::size_t a, std::size_t b) {
  if (p.is_exact()) return p.exact()[a] < p.exact()[b] ? -1 : p.exact()[b] < p.exact()[a] ? 1 : 0;
  return p[a] < p[b] ? -1 : p[b] < p[a] ? 1 : 0;
}

// ceil(p_a v / p_b) for p_b > 0; floats are pushed up by a relative 1e-12 first, so an exact
// integer quotient rounded down by the floating point cannot lower the cap below the truth.
std::int64_t first_mat_ceiling(const ProbVector& p, std::size_t a, std::size_t b, std::int64_t v) {
  if (p.is_exact()) {
    Rational q = p.exact()[a] * Rational(v) / p.exact()[b];
    return static_cast<std::int64_t>(ceil(q));
  }
  double q = p[a] * static_cast<double>(v) / p[b];
  return static_cast<std::int64_t>(std::ceil(q + 1e-12 * std::max(1.0, q)));
}

// ceil(p_a v / p_b) for v = 0..t. Exactly, in 128-bit integers when the reduced ratio's terms
// fit 64 bits (a Rational division per v took seconds for t = 10^6), else in Rationals.
std::vector<std::int64_t> first_mat_ceilings(const ProbVector& p, std::size_t a, std::size_t b, std::int64_t t) {
  std::vector<std::int64_t> caps(static_cast<std::size_t>(t) + 1);
  const Rational r = p.is_exact() ? p.exact()[a] / p.exact()[b] : Rational(0);
  const bool small = p.is_exact() && fits_int64(r.numerator()) && fits_int64(r.denominator());
  const auto num = small ? static_cast<__int128>(static_cast<std::int64_t>(r.numerator())) : 0;
  const auto den = small ? static_cast<__int128>(static_cast<std::int64_t>(r.denominator())) : 1;
  for (std::int64_t v = 0; v <= t; ++v) {
    if ((v & 1023) == 0) check_interrupt();
    caps[static_cast<std::size_t>(v)] =
        small ? static_cast<std::int64_t>((num * v + den - 1) / den) : first_mat_ceiling(p, a, b, v);
  }
  return caps;
}

}  // namespace

MatConstraints::MatConstraints(const ProbVector& p, std::int64_t t) : t_(t), order_(p.size()) {
  const std::size_t n = p.size();
  std::iota(order_.begin(), order_.end(), std::size_t{0});
  std::stable_sort(order_.begin(), order_.end(), [&](std::size_t a, std::size_t b) { return compare(p, a, b) > 0; });
  class_start_.resize(n);
  sorted_p_.resize(n);
  for (std::size_t k = 0; k < n; ++k) {
    sorted_p_[k] = p[order_[k]];
    class_start_[k] = (k > 0 && compare(p, order_[k], order_[k - 1]) == 0) ? class_start_[k - 1] : k;
  }
  require_memory(bytes_for(bytes_for(n * n, static_cast<std::uint64_t>(t) + 1), 8), "the First MAT table");
  caps_.resize(n * n);
  for (std::size_t j = 0; j < n; ++j)
    for (std::size_t k = j + 1; k < n; ++k) {
      if (class_start_[k] <= j || sorted_p_[j] == 0) continue;  // equal probabilities: Second MAT
      caps_[j * n + k] = first_mat_ceilings(p, order_[k], order_[j], t);
    }
}

std::int64_t MatConstraints::first_mat_cap(std::size_t j, std::size_t k, std::int64_t v) const {
  const auto& c = caps_[j * order_.size() + k];
  return c.empty() ? t_ : c[static_cast<std::size_t>(v)];
}

std::int64_t MatConstraints::lowest(const Counts& y, std::size_t k) const {
  std::size_t s = class_start_[k];
  return s < k ? std::max<std::int64_t>(0, y[s] - 1) : 0;
}

std::int64_t MatConstraints::highest(const Counts& y, std::size_t k) const { return ceiling(y, k, k); }

std::int64_t MatConstraints::ceiling(const Counts& y, std::size_t known, std::size_t k) const {
  std::int64_t cap = known > 0 ? y[known - 1] : t_;  // Third MAT and normal form: non-increasing
  for (std::size_t j = 0; j < known && j < class_start_[k]; ++j) cap = std::min(cap, first_mat_cap(j, k, y[j]));
  return cap;
}

Counts MatConstraints::to_board(const Counts& sorted) const {
  Counts x(sorted.size());
  for (std::size_t k = 0; k < sorted.size(); ++k) x[order_[k]] = sorted[k];
  return x;
}

bool satisfies_first_mat(const ProbVector& p, const Counts& x) {
  for (std::size_t a = 0; a < p.size(); ++a)
    for (std::size_t b = 0; b < p.size(); ++b)
      if (compare(p, a, b) < 0 && x[a] > first_mat_ceiling(p, a, b, x[b])) return false;
  return true;
}

bool satisfies_second_mat(const ProbVector& p, const Counts& x) {
  for (std::size_t a = 0; a < p.size(); ++a)
    for (std::size_t b = a + 1; b < p.size(); ++b)
      if (compare(p, a, b) == 0 && std::abs(x[a] - x[b]) > 1) return false;
  return true;
}

namespace {

void list_candidates(const MatConstraints& m, Counts& y, std::size_t k, std::int64_t r, std::vector<Counts>& out) {
  check_interrupt();
  if (k == m.size()) {
    if (r == 0) out.push_back(m.to_board(y));
    if ((out.size() & 4095) == 4095)  // the count is not known up front: the guard watches it grow
      require_memory(bytes_for(out.size(), sizeof(Counts) + 8 * y.size()), "the list of MAT candidates");
    return;
  }
  for (std::int64_t v = std::min(r, m.highest(y, k)); v >= m.lowest(y, k); --v) {
    y[k] = v;
    list_candidates(m, y, k + 1, r - v, out);
  }
}

}  // namespace

std::vector<Counts> mat_candidates(const ProbVector& p, std::int64_t t) {
  check_search(p, t);
  MatConstraints m(p, t);
  Counts y(p.size(), 0);
  std::vector<Counts> out;
  list_candidates(m, y, 0, t, out);
  std::sort(out.begin(), out.end(), std::greater<>());
  return out;
}

}  // namespace alea::alloc
