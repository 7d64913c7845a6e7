#include "doubling/raising.hpp"

#include <algorithm>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/progress.hpp"
#include "doubling/binomial.hpp"
#include "doubling/scalar.hpp"

namespace alea::doubling {
namespace {

// alpha = sum_k P[K_a = k] P[K_b >= k], beta = sum_k P[K_a = k] P[K_b >= k+1].
template <class T>
RaisingPoints<T> compare_counts(const std::vector<T>& ka, const std::vector<T>& kb) {
  std::vector<T> tail = upper_tails(kb);
  RaisingPoints<T> r{T(0), T(0)};
  std::size_t top = std::min(ka.size(), kb.size());
  Progress bar("Theorem 2 sums", top);  // exact terms grow to thousands of digits
  for (std::size_t k = 0; k < top; ++k) {
    if ((k & 63) == 0) check_interrupt(), bar.advance(std::min<std::size_t>(64, top - k));
    r.alpha += ka[k] * tail[k];
    r.beta += ka[k] * tail[k + 1];
  }
  return r;
}

template <class T>
void check_game(long long m, long long n, const T& a, const T& b) {
  check_count(m, "m", "A's number of raises m");
  check_count(n, "n", "B's number of raises n");
  check_factor(a, "a", "A's raise factor a");
  check_factor(b, "b", "B's raise factor b");
}

}  // namespace

template <class T>
RaisingPoints<T> theorem2(long long m, long long n, const T& a, const T& b) {
  check_game(m, n, a, b);
  return compare_counts(binomial_pmf(m, upset_probability(a)), binomial_pmf(n, upset_probability(b)));
}

RaisingPoints<double> theorem2_upsets(long long m, long long n, double p, double q) {
  check_count(m, "m", "A's number of raises m");
  check_count(n, "n", "B's number of raises n");
  return compare_counts(binomial_pmf(m, p), binomial_pmf(n, q));
}

template <class T>
RaisingTable<T>::RaisingTable(long long m, long long n, const T& a, const T& b) : m_(m), n_(n) {
  check_game(m, n, a, b);
  auto cells = bytes_for(static_cast<std::uint64_t>(m) + 1, static_cast<std::uint64_t>(n) + 1);
  require_memory(bytes_for(cells, 2 * sizeof(T) + (std::is_same_v<T, double> ? 0 : 16 * (m + n + 2))),
                 "raising table of " + std::to_string(m + 1) + " x " + std::to_string(n + 1));
  alpha_.assign(cells, T(0));
  beta_.assign(cells, T(0));
  const T a_keep = (a + T(1)) / (T(2) * a), a_upset = upset_probability(a);
  const T b_keep = (b + T(1)) / (T(2) * b), b_upset = upset_probability(b);
  Progress bar("raising table", static_cast<std::uint64_t>(m) + 1);
  for (long long i = 0; i <= m; ++i, bar.advance()) {
    check_interrupt();
    for (long long j = 0; j <= n; ++j) {
      alpha_[index(i, j)] = i == 0 ? T(1) : a_keep * alpha(i - 1, j) + a_upset * beta(i - 1, j);  // (8)
      beta_[index(i, j)] = j == 0 ? T(0) : b_upset * alpha(i, j - 1) + b_keep * beta(i, j - 1);   // (9)
    }
  }
}

template <class T>
std::size_t RaisingTable<T>::index(long long i, long long j) const {
  if (i < 0 || i > m_ || j < 0 || j > n_)
    throw InvalidArgument("raising table: (" + std::to_string(i) + ", " + std::to_string(j) +
                          ") is outside 0.." + std::to_string(m_) + " x 0.." + std::to_string(n_));
  return static_cast<std::size_t>(i * (n_ + 1) + j);
}

template <class T>
T value_at(const T& alpha, const T& beta, const T& p) {
  check_state(p, "p", "the state p");
  if (p >= alpha) return T(1);
  if (p <= beta) return T(-1);
  return (T(2) * p - alpha - beta) / (alpha - beta);
}

template <class T>
T raising_value(long long m, long long n, const T& a, const T& b, const T& p) {
  check_state(p, "p", "the state p");
  auto r = theorem2(m, n, a, b);
  return value_at(r.alpha, r.beta, p);
}

#define ALEA_INSTANTIATE(T)                                                               \
  template RaisingPoints<T> theorem2(long long, long long, const T&, const T&);           \
  template class RaisingTable<T>;                                                         \
  template T value_at(const T&, const T&, const T&);                                      \
  template T raising_value(long long, long long, const T&, const T&, const T&);
ALEA_INSTANTIATE(Rational)
ALEA_INSTANTIATE(double)
#undef ALEA_INSTANTIATE

}  // namespace alea::doubling
