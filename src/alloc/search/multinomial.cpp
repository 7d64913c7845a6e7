// The multinomial maxima by prices. Adding a token to value i multiplies the multinomial of an
// s-token allocation by (s + 1) p_i / (x_i + 1): the common factor (s + 1) leaves the choice to
// p_i / (x_i + 1), the inverse of the next price (x_i + 1) / p_i.
#include "alloc/search/multinomial.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "alloc/allocation.hpp"
#include "alloc/limits.hpp"
#include "core/errors.hpp"
#include "core/memory_guard.hpp"
#include "core/progress.hpp"
#include "core/interrupt.hpp"

namespace alea::alloc {

namespace {

// Compares the prices k/p_a and l/p_b (k, l >= 1; p_a, p_b > 0) as k p_b vs l p_a: exactly when
// P is exact, within a relative 1e-12 for floats. Returns -1, 0 or 1.
int compare_prices(const ProbVector& p, std::int64_t k, std::size_t a, std::int64_t l, std::size_t b) {
  if (p.is_exact()) {
    Rational lhs = Rational(k) * p.exact()[b], rhs = Rational(l) * p.exact()[a];
    return lhs < rhs ? -1 : rhs < lhs ? 1 : 0;
  }
  double lhs = static_cast<double>(k) * p[b], rhs = static_cast<double>(l) * p[a];
  if (std::abs(lhs - rhs) <= 1e-12 * std::max(lhs, rhs)) return 0;
  return lhs < rhs ? -1 : 1;
}

// The value whose next price (x_i + 1)/p_i is least; the first on a tie. None when all p are 0.
std::size_t cheapest(const ProbVector& p, const Counts& x) {
  std::size_t best = p.size();
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (p[i] == 0 && !(p.is_exact() && p.exact()[i] != 0)) continue;
    if (best == p.size() || compare_prices(p, x[i] + 1, i, x[best] + 1, best) < 0) best = i;
  }
  return best;
}

}  // namespace

std::vector<Counts> greedy_multinomial(const ProbVector& p, std::int64_t t) {
  check_tokens(t, kMaxSearchTokens);
  require_memory(bytes_for(static_cast<std::uint64_t>(t), sizeof(Counts) + 8 * p.size()),
                 "the " + std::to_string(t) + " steps of the greedy builder");
  std::vector<Counts> path;
  Counts x(p.size(), 0);
  Progress bar("greedy multinomial", static_cast<std::uint64_t>(t));
  for (std::int64_t s = 0; s < t; ++s) {
    if ((s & 1023) == 0) check_interrupt(), bar.advance(static_cast<std::uint64_t>(std::min<std::int64_t>(1024, t - s)));
    ++x[cheapest(p, x)];
    path.push_back(x);
  }
  return path;
}

MultinomialMaxima best_multinomial(const ProbVector& p, std::int64_t t, std::uint64_t limit) {
  check_tokens(t, kMaxSearchTokens);
  MultinomialMaxima out;
  const std::size_t n = p.size();
  auto path = greedy_multinomial(p, t);
  Counts x = t > 0 ? path.back() : Counts(n, 0);
  // The last price bought, lambda = max over bought tokens of x_i/p_i; `base` keeps the prices
  // below lambda, `tied` lists the values whose next price beyond base is exactly lambda.
  std::size_t top = n;
  for (std::size_t i = 0; i < n; ++i)
    if (x[i] > 0 && (top == n || compare_prices(p, x[i], i, x[top], top) > 0)) top = i;
  Counts base = x;
  std::vector<std::size_t> tied;
  if (top < n)
    for (std::size_t i = 0; i < n; ++i) {
      if (p[i] == 0 && !(p.is_exact() && p.exact()[i] != 0)) continue;
      if (x[i] > 0 && compare_prices(p, x[i], i, x[top], top) == 0) --base[i];
      if (compare_prices(p, base[i] + 1, i, x[top], top) == 0) tied.push_back(i);
    }
  std::int64_t need = t;
  for (auto b : base) need -= b;
  // Every choice of `need` of the tied values is a maximizer: C(|tied|, need) of them.
  double count = 1;
  for (std::int64_t k = 0; k < need; ++k) count = count * double(tied.size() - k) / double(k + 1);
  if (count > double(limit))
    throw LimitExceeded(std::to_string(static_cast<long long>(count)) +
                        " maximizers exceed the limit of " + std::to_string(limit));
  std::vector<bool> pick(tied.size(), false);
  std::fill(pick.begin(), pick.begin() + need, true);
  do {
    Counts y = base;
    for (std::size_t m = 0; m < tied.size(); ++m) y[tied[m]] += pick[m];
    out.allocations.push_back(std::move(y));
  } while (std::prev_permutation(pick.begin(), pick.end()));
  std::sort(out.allocations.begin(), out.allocations.end(), std::greater<>());
  Allocation best(p, out.allocations.front());
  if (p.is_exact()) {
    out.exact = best.multinomial_exact();
    out.value = to_double(*out.exact);
  } else {
    out.value = best.multinomial();
  }
  return out;
}

}  // namespace alea::alloc
