#include "alloc/enumerate.hpp"

#include <string>

#include "core/errors.hpp"

namespace alea::alloc {
namespace {

using u128 = unsigned __int128;

// C(m, k) exactly, or LimitExceeded when it exceeds 2^64 - 1. The running product
// C(m - k + j, j) stays an integer at every step.
std::uint64_t binomial(std::int64_t m, std::int64_t k) {
  if (k < 0 || m < k) return 0;
  k = std::min(k, m - k);
  u128 c = 1;
  for (std::int64_t j = 1; j <= k; ++j) {
    c = c * static_cast<u128>(m - k + j) / static_cast<u128>(j);
    if (c > static_cast<u128>(UINT64_MAX))
      throw LimitExceeded("C(" + std::to_string(m) + ", " + std::to_string(k) +
                          ") allocations: more than a 64-bit count holds");
  }
  return static_cast<std::uint64_t>(c);
}

// Allocations of t tokens on n values: C(t + n - 1, n - 1).
std::uint64_t compositions(std::size_t n, std::int64_t t) {
  if (n == 0) return t == 0 ? 1 : 0;
  return binomial(t + static_cast<std::int64_t>(n) - 1, static_cast<std::int64_t>(n) - 1);
}

void check_size(std::size_t n, std::int64_t t) {
  if (n == 0) throw InvalidArgument("P", "no values");
  if (t < 0) throw InvalidArgument("t", "expected a number of tokens >= 0, got " + std::to_string(t));
}

}  // namespace

std::uint64_t allocation_count(std::size_t n, std::int64_t t) {
  check_size(n, t);
  return compositions(n, t);
}

Counts first_allocation(std::size_t n, std::int64_t t) {
  check_size(n, t);
  Counts x(n, 0);
  x[0] = t;
  return x;
}

// Decreasing lexicographic successor: the tokens of the last value and one token from the last
// earlier non-empty value j move to value j + 1.
bool next_allocation(Counts& x) {
  const std::size_t n = x.size();
  if (n < 2) return false;
  const std::int64_t rest = x[n - 1];
  x[n - 1] = 0;
  std::size_t j = n - 1;
  while (j > 0 && x[j - 1] == 0) --j;
  if (j == 0) {
    x[n - 1] = rest;
    return false;
  }
  --x[j - 1];
  x[j] = rest + 1;
  return true;
}

// Before x come the allocations that agree with x on values 0..i-1 and put more than x_i on
// value i: for each a > x_i, the allocations of the remaining tokens on the later values.
std::uint64_t allocation_rank(const Counts& x) {
  std::int64_t left = 0;
  for (auto c : x) left += c;
  std::uint64_t r = 0;
  for (std::size_t i = 0; i + 1 < x.size(); ++i) {
    for (std::int64_t a = x[i] + 1; a <= left; ++a) r += compositions(x.size() - i - 1, left - a);
    left -= x[i];
  }
  return r;
}

Counts allocation_unrank(std::size_t n, std::int64_t t, std::uint64_t rank) {
  if (rank >= allocation_count(n, t))
    throw InvalidArgument("rank " + std::to_string(rank) + " is beyond the last allocation of " +
                          std::to_string(t) + " tokens on " + std::to_string(n) + " values");
  Counts x(n, 0);
  std::int64_t left = t;
  for (std::size_t i = 0; i + 1 < n; ++i) {
    std::int64_t a = left;
    for (;; --a) {
      const std::uint64_t block = compositions(n - i - 1, left - a);
      if (rank < block) break;
      rank -= block;
    }
    x[i] = a;
    left -= a;
  }
  x[n - 1] = left;
  return x;
}

std::vector<std::vector<std::size_t>> equal_probability_classes(const ProbVector& p) {
  auto same = [&](std::size_t a, std::size_t b) { return p.is_exact() ? p.exact()[a] == p.exact()[b] : p[a] == p[b]; };
  std::vector<std::vector<std::size_t>> classes;
  std::vector<bool> done(p.size(), false);
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (done[i]) continue;
    classes.emplace_back();
    for (std::size_t k = i; k < p.size(); ++k)
      if (!done[k] && same(i, k)) classes.back().push_back(k), done[k] = true;
  }
  return classes;
}

bool is_normal_form(const std::vector<std::vector<std::size_t>>& classes, const Counts& x) {
  for (const auto& cls : classes)
    for (std::size_t m = 1; m < cls.size(); ++m)
      if (x[cls[m]] > x[cls[m - 1]]) return false;
  return true;
}

std::vector<std::size_t> possible_values(const ProbVector& p) {
  std::vector<std::size_t> v;
  for (std::size_t i = 0; i < p.size(); ++i)
    if (p[i] > 0) v.push_back(i);
  return v;
}

ProbVector restrict_to(const ProbVector& p, const std::vector<std::size_t>& values) {
  if (values.size() == p.size()) return p;
  std::vector<std::string> labels;
  for (auto i : values) labels.push_back(p.labels()[i]);
  if (p.is_exact()) {
    std::vector<Rational> q;
    for (auto i : values) q.push_back(p.exact()[i]);
    return ProbVector::from_exact(q, labels);
  }
  std::vector<double> q;
  for (auto i : values) q.push_back(p[i]);
  return ProbVector::from_doubles(q, labels);
}

Counts spread(const Counts& x, const std::vector<std::size_t>& values, std::size_t n) {
  Counts y(n, 0);
  for (std::size_t k = 0; k < values.size(); ++k) y[values[k]] = x[k];
  return y;
}

}  // namespace alea::alloc
