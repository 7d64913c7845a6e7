#include "boolfn/measure/interior_point.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <string>

#include "boolfn/transform/fwht.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"

namespace alea::boolfn::measure {
// A named namespace, not an anonymous one: the unity build puts this file beside others whose
// anonymous helpers (dot, ...) would otherwise collide.
namespace interior {

using Vec = std::vector<double>;

constexpr int max_iterations = 120;
constexpr double gap_tolerance = 1e-10;  // relative duality gap
constexpr double infeasible = 1e-9;      // residuals past this: a step went wrong
constexpr double step_fraction = 0.995;  // of the way to the boundary

double dot(const Vec& a, const Vec& b) {
  double s = 0;
  for (std::size_t i = 0; i < a.size(); ++i) s += a[i] * b[i];
  return s;
}

double max_abs(const Vec& a) {
  double m = 0;
  for (double v : a) m = std::max(m, std::fabs(v));
  return m;
}

// H^T c: sum_S c[S] chi_S(x) at x. fwht applies H; H^T = Sigma H Sigma, Sigma = (-1)^|.|.
void walsh_transpose(Vec& c, int n) {
  for (std::uint64_t s = 0; s < c.size(); ++s)
    if (std::popcount(s) & 1) c[s] = -c[s];
  fwht(c, n);
  for (std::uint64_t x = 0; x < c.size(); ++x)
    if (std::popcount(x) & 1) c[x] = -c[x];
}

// sum_{k < len} a[k] b[k] in eight independent sums (the compiler may not reorder one).
double dot_prefix(const double* a, const double* b, std::size_t len) {
  double s[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  std::size_t k = 0;
  for (; k + 8 <= len; k += 8)
    for (int t = 0; t < 8; ++t) s[t] += a[k + t] * b[k + t];
  for (; k < len; ++k) s[0] += a[k] * b[k];
  return ((s[0] + s[1]) + (s[2] + s[3])) + ((s[4] + s[5]) + (s[6] + s[7]));
}

// L L^T = Q in place (lower triangle, row-major m x m), by rows in blocks of 64: the rows of a
// block take their entries left of the block from every earlier row j in turn, so row j is
// read once per block instead of once per row (the rows of a factor of 1,586 columns fill
// 20 MB), the block's rows split between the threads (each entry is computed the same way
// whatever the thread count). A pivot below 1e-30 of the largest diagonal entry (a direction
// the weights no longer see, near the optimum) becomes 1e100, which sets that component of every
// solution to about 0, the usual remedy in interior-point codes.
void cholesky(Vec& q, std::size_t m) {
  constexpr std::size_t block = 64;
  double big = 0;
  for (std::size_t i = 0; i < m; ++i) big = std::max(big, q[i * m + i]);
  for (std::size_t i0 = 0; i0 < m; i0 += block) {
    const std::size_t i1 = std::min(m, i0 + block);
    check_interrupt();
    parallel_for_chunks(i0, i1, [&](std::size_t b, std::size_t e) {
      for (std::size_t j = 0; j < i0; ++j) {
        const double* rj = &q[j * m];
        for (std::size_t i = b; i < e; ++i) {
          double* ri = &q[i * m];
          ri[j] = (ri[j] - dot_prefix(ri, rj, j)) / rj[j];
        }
      }
    }, 16);
    for (std::size_t j = i0; j < i1; ++j) {
      const double* rj = &q[j * m];
      for (std::size_t i = j; i < i1; ++i) {
        double* ri = &q[i * m];
        const double v = ri[j] - dot_prefix(ri, rj, j);
        if (i > j) ri[j] = v / rj[j];
        else ri[i] = v > 1e-30 * big ? std::sqrt(v) : 1e100;
      }
    }
  }
}

// Solves L L^T x = b in place.
void cholesky_solve(const Vec& l, std::size_t m, Vec& b) {
  for (std::size_t i = 0; i < m; ++i) {
    const double* ri = &l[i * m];
    double s = b[i];
    for (std::size_t k = 0; k < i; ++k) s -= ri[k] * b[k];
    b[i] = s / ri[i];
  }
  for (std::size_t i = m; i-- > 0;) {
    const double* ri = &l[i * m];
    b[i] /= ri[i];
    for (std::size_t k = 0; k < i; ++k) b[k] -= ri[k] * b[i];
  }
}

// The LP's data: f, the low sets L (the rows) and the high sets (their complement).
struct ChebyshevLp {
  int n;
  std::uint64_t size;
  Vec f;
  const std::vector<std::uint64_t>& low;
  std::vector<std::uint64_t> high;

  ChebyshevLp(const Words& bits, int n_, const std::vector<std::uint64_t>& sets) : n(n_), size(std::uint64_t(1) << n_), f(size), low(sets) {
    std::vector<bool> is_low(size, false);
    for (auto s : low) is_low[s] = true;
    for (std::uint64_t x = 0; x < size; ++x) {
      f[x] = (bits[x >> 6] >> (x & 63) & 1) ? 1.0 : -1.0;
      if (!is_low[x]) high.push_back(x);
    }
  }
  // B z = (1.(u + v), (H (u - v))_S for S in L)
  Vec apply_b(const Vec& z) const {
    Vec a(size);
    double total = 0;
    for (std::uint64_t x = 0; x < size; ++x) {
      a[x] = z[x] - z[size + x];
      total += z[x] + z[size + x];
    }
    fwht(a, n);
    Vec out(low.size() + 1);
    out[0] = total;
    for (std::size_t r = 0; r < low.size(); ++r) out[r + 1] = a[low[r]];
    return out;
  }
  // B^T y = (y_0 + p, y_0 - p), p = sum_S y_S chi_S
  Vec apply_bt(const Vec& y) const {
    Vec p(size, 0.0);
    for (std::size_t r = 0; r < low.size(); ++r) p[low[r]] = y[r + 1];
    walsh_transpose(p, n);
    Vec out(2 * size);
    for (std::uint64_t x = 0; x < size; ++x) {
      out[x] = y[0] + p[x];
      out[size + x] = y[0] - p[x];
    }
    return out;
  }
};

// The normal equations B D B^T dy = r for one D, factored once and solved for two right sides.
class NormalEquations {
 public:
  NormalEquations(const ChebyshevLp& lp, const Vec& d) : lp_(lp), d_(d), w_(lp.size) {
    const std::uint64_t size = lp.size;
    Vec g(size);
    double total = 0;
    for (std::uint64_t x = 0; x < size; ++x) {
      w_[x] = d[x] + d[size + x];
      g[x] = d[x] - d[size + x];
      total += w_[x];
    }
    complement_ = lp.high.size() < lp.low.size();
    const auto& index = complement_ ? lp.high : lp.low;
    m_ = index.size();
    Vec q = w_;
    if (complement_)
      for (auto& v : q) v = 1 / v;
    inverse_w_ = q;
    fwht(q, lp.n);
    factor_.assign(m_ * m_, 0.0);
    for (std::size_t i = 0; i < m_; ++i)
      for (std::size_t j = 0; j <= i; ++j) factor_[i * m_ + j] = q[index[i] ^ index[j]];
    cholesky(factor_, m_);
    // the border: k = A g, its solve, and the Schur complement of the block
    fwht(g, lp.n);
    border_.resize(lp.low.size());
    for (std::size_t r = 0; r < lp.low.size(); ++r) border_[r] = g[lp.low[r]];
    border_solved_ = solve_block(border_);
    schur_ = total - dot(border_, border_solved_);
  }

  // B D B^T dy = r, refined against the true operator while the residual falls.
  Vec solve(const Vec& r) const {
    Vec x = solve_once(r);
    double last = residual_norm(r, x);
    for (int k = 0; k < 4 && last > 0; ++k) {
      Vec res = residual(r, x);
      Vec dx = solve_once(res);
      Vec next = x;
      for (std::size_t i = 0; i < x.size(); ++i) next[i] += dx[i];
      const double now = residual_norm(r, next);
      if (!(now < last)) break;
      x = std::move(next);
      last = now;
    }
    return x;
  }

 private:
  Vec residual(const Vec& r, const Vec& x) const {
    Vec t = lp_.apply_bt(x);
    for (std::size_t i = 0; i < t.size(); ++i) t[i] *= d_[i];
    Vec k = lp_.apply_b(t);
    for (std::size_t i = 0; i < k.size(); ++i) k[i] = r[i] - k[i];
    return k;
  }
  double residual_norm(const Vec& r, const Vec& x) const { return max_abs(residual(r, x)); }

  // The bordered system by its Schur complement on the norm row.
  Vec solve_once(const Vec& r) const {
    Vec rl(r.begin() + 1, r.end());
    Vec t = solve_block(rl);
    const double y0 = (r[0] - dot(border_, t)) / schur_;
    Vec out(r.size());
    out[0] = y0;
    for (std::size_t i = 0; i < t.size(); ++i) out[i + 1] = t[i] - border_solved_[i] * y0;
    return out;
  }

  // (A W A^T)^{-1} r for r on the low sets.
  Vec solve_block(const Vec& r) const {
    if (!complement_) {
      Vec x = r;
      cholesky_solve(factor_, m_, x);
      return x;
    }
    // t = P r (r on L), b = (P_HH)^{-1} t_H, answer t_L - (P b)_L; P = H W^{-1} H^T / 4^n and
    // the factor is 4^n P_HH.
    const double scale = double(lp_.size) * double(lp_.size);
    Vec t = apply_p(r, lp_.low);
    Vec b(m_);
    for (std::size_t i = 0; i < m_; ++i) b[i] = t[lp_.high[i]] * scale;
    cholesky_solve(factor_, m_, b);
    Vec u = apply_p(b, lp_.high);
    Vec out(lp_.low.size());
    for (std::size_t i = 0; i < out.size(); ++i) out[i] = t[lp_.low[i]] - u[lp_.low[i]];
    return out;
  }

  // P v for v given on the sets `on` (zero elsewhere), over every set.
  Vec apply_p(const Vec& v, const std::vector<std::uint64_t>& on) const {
    Vec a(lp_.size, 0.0);
    for (std::size_t i = 0; i < on.size(); ++i) a[on[i]] = v[i];
    walsh_transpose(a, lp_.n);
    const double scale = 1 / (double(lp_.size) * double(lp_.size));
    for (std::uint64_t x = 0; x < lp_.size; ++x) a[x] *= inverse_w_[x] * scale;
    fwht(a, lp_.n);
    return a;
  }

  const ChebyshevLp& lp_;
  const Vec& d_;
  Vec w_, inverse_w_, factor_, border_, border_solved_;
  bool complement_ = false;
  std::size_t m_ = 0;
  double schur_ = 0;
};

// The largest step in (0, 1] keeping v + step dv > 0.
double step_to_boundary(const Vec& v, const Vec& dv) {
  double step = 1;
  for (std::size_t i = 0; i < v.size(); ++i)
    if (dv[i] < 0) step = std::min(step, -v[i] / dv[i]);
  return step;
}

std::uint64_t bytes(int n, std::uint64_t low_sets) {
  const std::uint64_t size = std::uint64_t(1) << n;
  const std::uint64_t m = std::min(low_sets, size - low_sets);
  return bytes_plus(bytes_for(bytes_for(m, m), sizeof(double)), bytes_for(size, 40 * sizeof(double)));
}

lp::Solution<double> solve(const Words& bits, int n, const std::vector<std::uint64_t>& sets,
                           const std::function<bool(const lp::Solution<double>&)>& enough) {
  if (n > max_interior_point_variables)
    throw LimitExceeded("the interior-point LP takes n <= " + std::to_string(max_interior_point_variables) + ", got " +
                        std::to_string(n));
  require_memory(bytes(n, sets.size()), "the approximate-degree LP by interior points (n = " + std::to_string(n) + ", " +
                                            std::to_string(sets.size()) + " low sets)");
  const ChebyshevLp lp(bits, n, sets);
  const std::size_t cols = 2 * lp.size, rows = sets.size() + 1;
  Vec c(cols), b(rows, 0.0);
  for (std::uint64_t x = 0; x < lp.size; ++x) {
    c[x] = lp.f[x];
    c[lp.size + x] = -lp.f[x];
  }
  b[0] = 1;
  // A feasible start: psi = 0 spread evenly (u = v), p = 0 with y_0 = 2 (slacks 1 and 3).
  Vec z(cols, 1.0 / double(cols)), y(rows, 0.0), s;
  y[0] = 2;
  s = lp.apply_bt(y);
  for (std::size_t i = 0; i < cols; ++i) s[i] -= c[i];
  Progress bar("approximate-degree LP (interior point)", 0);
  double last_gap = 0;
  Vec kept_z = z, kept_y = y;
  int stalled = 0;  // iterations in a row that did not halve the gap: the doubles' floor
  for (int it = 0; it < max_iterations; ++it) {
    check_interrupt();
    Vec rp = lp.apply_b(z);
    for (std::size_t i = 0; i < rows; ++i) rp[i] = b[i] - rp[i];
    Vec rd = lp.apply_bt(y);
    for (std::size_t i = 0; i < cols; ++i) rd[i] = c[i] - rd[i] + s[i];
    const double gap = dot(z, s), mu = gap / double(cols);
    // Started feasible, the iterates stay so up to rounding; a step that lost feasibility came
    // from normal equations past the doubles' reach (near the optimum): the last iterate is kept.
    if (std::max(max_abs(rp), max_abs(rd)) > infeasible) {
      z = std::move(kept_z);
      y = std::move(kept_y);
      break;
    }
    kept_z = z;
    kept_y = y;
    if (gap <= gap_tolerance * (1 + std::fabs(y[0]))) break;
    if (enough && gap < 1e-2) {
      lp::Solution<double> now;
      now.x = z;
      now.y = y;
      if (enough(now)) break;
    }
    stalled = it > 0 && gap > last_gap / 2 ? stalled + 1 : 0;
    if (stalled >= 6 && gap < 1e-6) break;
    last_gap = gap;
    Vec d(cols);
    for (std::size_t i = 0; i < cols; ++i) d[i] = z[i] / s[i];
    const NormalEquations normal(lp, d);
    // the direction for the complementarity target rc (given as rc / s):
    // B D B^T dy = B(rc / s + D rd) - rp, ds = B^T dy - rd, dz = rc / s - D ds
    auto direction = [&](const Vec& rc_over_s, Vec& dz, Vec& dy, Vec& ds) {
      Vec t(cols);
      for (std::size_t i = 0; i < cols; ++i) t[i] = rc_over_s[i] + d[i] * rd[i];
      Vec rhs = lp.apply_b(t);
      for (std::size_t i = 0; i < rows; ++i) rhs[i] -= rp[i];
      dy = normal.solve(rhs);
      ds = lp.apply_bt(dy);
      for (std::size_t i = 0; i < cols; ++i) ds[i] -= rd[i];
      dz.resize(cols);
      for (std::size_t i = 0; i < cols; ++i) dz[i] = rc_over_s[i] - d[i] * ds[i];
    };
    Vec dz, dy, ds, target(cols);
    for (std::size_t i = 0; i < cols; ++i) target[i] = -z[i];
    direction(target, dz, dy, ds);  // the affine-scaling (predictor) direction
    const double ap = step_to_boundary(z, dz), ad = step_to_boundary(s, ds);
    double affine = 0;
    for (std::size_t i = 0; i < cols; ++i) affine += (z[i] + ap * dz[i]) * (s[i] + ad * ds[i]);
    const double sigma = std::pow(affine / gap, 3);
    for (std::size_t i = 0; i < cols; ++i) target[i] = (sigma * mu - z[i] * s[i] - dz[i] * ds[i]) / s[i];
    direction(target, dz, dy, ds);  // Mehrotra's corrector
    const double sp = step_fraction * step_to_boundary(z, dz), sd = step_fraction * step_to_boundary(s, ds);
    for (std::size_t i = 0; i < cols; ++i) {
      z[i] += sp * dz[i];
      s[i] += sd * ds[i];
    }
    for (std::size_t i = 0; i < rows; ++i) y[i] += sd * dy[i];
    bar.advance();
    if (!std::isfinite(y[0]) || !std::isfinite(z[0])) break;  // the certificates then report what they prove
  }
  lp::Solution<double> out;
  out.value = dot(c, z);
  out.x = std::move(z);
  out.y = std::move(y);
  return out;
}

}  // namespace interior

std::uint64_t interior_point_bytes(int n, std::uint64_t low_sets) { return interior::bytes(n, low_sets); }

lp::Solution<double> approximation_interior_point(const Words& bits, int n, const std::vector<std::uint64_t>& sets,
                                                  const std::function<bool(const lp::Solution<double>&)>& enough) {
  return interior::solve(bits, n, sets, enough);
}

}  // namespace alea::boolfn::measure
