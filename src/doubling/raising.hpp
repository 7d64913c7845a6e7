#pragma once
// Section 3: non-alternating raises. A has m raises of factor a, B has n raises of factor b,
// either may raise whenever he pleases. alpha(m, n) is A's raising point (B's folding point),
// beta(m, n) is B's raising point, both as A's probability of winning.
#include <vector>

#include "core/rational.hpp"

namespace alea::doubling {

template <class T>
struct RaisingPoints {
  T alpha;
  T beta;
};

// Theorem 2: alpha = P[K_a <= K_b], beta = P[K_a < K_b] with K_a ~ b(m, (a-1)/2a) and
// K_b ~ b(n, (b-1)/2b): each raise is an independent coin whose tail is an "upset".
template <class T>
RaisingPoints<T> theorem2(long long m, long long n, const T& a, const T& b);

// Theorem 2 given the upset probabilities p = (a-1)/2a and q = (b-1)/2b directly (the
// continuous limit of section 4 computes them as -expm1(-log(a)/m)/2 without cancellation).
RaisingPoints<double> theorem2_upsets(long long m, long long n, double p, double q);

// alpha(i, j) and beta(i, j) for all i <= m, j <= n from recursions (8) and (9) with
// alpha(0, j) = 1 and beta(i, 0) = 0 (a player without raises stops only at the real end).
template <class T>
class RaisingTable {
 public:
  RaisingTable(long long m, long long n, const T& a, const T& b);
  long long m() const { return m_; }
  long long n() const { return n_; }
  const T& alpha(long long i, long long j) const { return alpha_[index(i, j)]; }
  const T& beta(long long i, long long j) const { return beta_[index(i, j)]; }

 private:
  std::size_t index(long long i, long long j) const;
  long long m_, n_;
  std::vector<T> alpha_, beta_;
};

// A's expected value, in units of the current stakes, at state p: +1 at or above alpha (A
// raises and B may as well fold), -1 at or below beta, linear in between (the state is a
// martingale, so the value is the chance-weighted mean of the two ends; cf. eq. 19).
template <class T>
T value_at(const T& alpha, const T& beta, const T& p);

// value_at(theorem2(m, n, a, b), p): Table II is p = 1/2, a = b = 2.
template <class T>
T raising_value(long long m, long long n, const T& a, const T& b, const T& p);

}  // namespace alea::doubling
