// The emperor kernel under Independent rules (independent_kernel.hpp): binomial tables, the leaf
// tables W_V peeled off X's roll-count law, and the walk that keeps h_U per depth.
#include "alloc/emperor/independent_kernel.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <type_traits>

#include "alloc/emperor/kernel_loops.hpp"
#include "alloc/emperor/prefix_walk.hpp"
#include "alloc/enumerate.hpp"
#include "alloc/fast/cdf.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"

namespace alea::alloc::emperor {

namespace {

constexpr double kNegligible = 1e-22;  // binomial terms below this share of the mode's are dropped
constexpr double kUnit = 0x1p-53;      // double rounding

// Bin(u; n, rho) for the band of u around the mode where it is not negligible: the terms are
// recurred outward from the mode (whose term is 1) and divided by their sum, so no power of rho
// or 1 - rho is ever formed (they underflow for n in the thousands).
struct Band {
  std::int64_t first = 0;
  std::vector<double> weights;
};
Band binomial_band(double rho, std::int64_t n) {
  Band b;
  if (rho >= 1) return b.first = n, b.weights = {1.0}, b;
  const double odds = rho / (1 - rho), sdo = (1 - rho) / rho;
  const std::int64_t mode = std::clamp(std::int64_t(std::floor(double(n + 1) * rho)), std::int64_t(0), n);
  std::vector<double> up{1.0}, down;
  for (std::int64_t c = mode + 1; c <= n; ++c) {
    const double term = up.back() * double(n - c + 1) / double(c) * odds;
    if (term <= kNegligible) break;
    up.push_back(term);
  }
  for (std::int64_t c = mode - 1; c >= 0; --c) {
    const double term = (down.empty() ? 1.0 : down.back()) * double(c + 1) / double(n - c) * sdo;
    if (term <= kNegligible) break;
    down.push_back(term);
  }
  b.first = mode - std::int64_t(down.size());
  b.weights.assign(down.rbegin(), down.rend());
  b.weights.insert(b.weights.end(), up.begin(), up.end());
  double total = 0;
  for (double w : b.weights) total += w;
  for (double& w : b.weights) w /= total;
  return b;
}

std::size_t padded(std::size_t k) { return (k + kNodePad - 1) / kNodePad * kNodePad; }

// The bytes of the binomial tables of one value, from above (the band spans about 20 standard
// deviations of Bin(n, rho), plus the terms near 0 and n).
std::uint64_t binomial_bytes(double rho, std::int64_t N) {
  const double width = std::min(double(N) + 1, 20 * std::sqrt(double(N) * rho * (1 - rho)) + 40);
  return bytes_for(std::uint64_t(double(N + 1) * width), 3 * sizeof(double));
}

// The shortest window around the mode of b leaving out at most `drop` of its mass (the weights
// rise to the mode and fall after it, so the smaller end goes first); returns what it left out.
double cut(Band& b, double drop) {
  std::size_t i = 0, k = b.weights.size();
  double removed = 0;
  while (k - i > 1) {
    const bool left = b.weights[i] <= b.weights[k - 1];
    const double w = left ? b.weights[i] : b.weights[k - 1];
    if (removed + w > drop) break;
    removed += w;
    left ? ++i : --k;
  }
  b.weights = std::vector<double>(b.weights.begin() + std::ptrdiff_t(i), b.weights.begin() + std::ptrdiff_t(k));
  b.first += std::int64_t(i);
  return removed;
}

}  // namespace

template <class T>
BinomialColumns<T>::BinomialColumns(double rho, std::int64_t n_end, double drop) {
  std::vector<Band> bands;
  std::int64_t u_max = 0;
  dropped_ = 1e-20;  // the terms below 1e-22 of the mode's, beyond every band (a geometric tail)
  for (std::int64_t n = 0; n < n_end; ++n) {
    if ((n & 255) == 0) check_interrupt();
    bands.push_back(binomial_band(rho, n));
    if (drop > 0) dropped_ = std::max(dropped_, 1e-20 + cut(bands.back(), drop) * (1 + 1e-9));
    widest_ = std::max(widest_, std::int64_t(bands.back().weights.size()));
    u_max = std::max(u_max, bands.back().first + std::int64_t(bands.back().weights.size()) - 1);
  }
  lo_.assign(std::size_t(u_max) + 1, n_end), hi_.assign(std::size_t(u_max) + 1, 0);
  for (std::int64_t n = 0; n < n_end; ++n)
    for (std::size_t k = 0; k < bands[std::size_t(n)].weights.size(); ++k) {
      const auto u = std::size_t(bands[std::size_t(n)].first) + k;
      lo_[u] = std::min(lo_[u], n), hi_[u] = std::max(hi_[u], n + 1);
    }
  offset_.assign(lo_.size(), 0);
  std::size_t size = 0;
  for (std::size_t u = 0; u < lo_.size(); ++u) {
    if (hi_[u] <= lo_[u]) lo_[u] = hi_[u] = 0;  // in no band
    offset_[u] = size, size += std::size_t(hi_[u] - lo_[u]);
  }
  values_.assign(size, T(0));
  for (std::int64_t n = 0; n < n_end; ++n) {
    const Band& b = bands[std::size_t(n)];
    for (std::size_t k = 0; k < b.weights.size(); ++k) {
      const auto u = std::size_t(b.first) + k;
      values_[offset_[u] + std::size_t(n - lo_[u])] = T(b.weights[k]);
    }
  }
}

template class BinomialColumns<double>;
template class BinomialColumns<float>;

// A walk's working state: for every depth of the prefix, h^d in float over the roll counts j < jp
// from the cut tables (level 0 = [j = 0], level d + 1 = h^d), the deepest for the leaves' dot
// products; and in double over j <= N from the full tables, brought up to date only for a leaf
// whose w, d, l are asked for.
class IndependentWalk : public LeafSource {
 public:
  explicit IndependentWalk(const IndependentKernel& k)
      : k_(k),
        hf_((k.m_ + 1) * k.jp_, 0.0f),
        h_((k.m_ + 1) * k.np_, 0.0),
        sums_(std::size_t(allocation_count(k.L_, k.t_)), 0.0) {
    hf_[0] = 1, h_[0] = 1;
  }

  // Brings the float h^d up to date for the prefix of y: every depth on the first call; afterwards
  // value `changed` has lost one token (one more term) and the depths after it are recomputed.
  void descend(std::size_t changed) {
    std::size_t from = 0;
    if (started_) {
      add_term(k_.binf_[changed], hf_.data(), k_.jp_, changed, y[changed]);
      from = changed + 1, stale_ = std::min(stale_, changed);
    }
    started_ = true;
    for (std::size_t d = from; d < k_.m_; ++d) recompute(k_.binf_[d], hf_.data(), k_.jp_, d);
  }
  // The float sums of the leaves j0 .. j0 + count - 1 of rest r.
  const double* leaf_sums(std::int64_t r, std::uint64_t j0, std::size_t count) {
    r_ = r, j0_ = j0;
    k_.loops_->rows_dot(k_.jp_, count, &hf_[k_.m_ * k_.jp_], &k_.wf_[(k_.rest_row(r) + j0) * k_.jp_], sums_.data());
    return sums_.data();
  }
  const Counts& leaf_y(std::size_t i) override {
    const Counts leaf = allocation_unrank(k_.L_, r_, j0_ + i);
    std::copy(leaf.begin(), leaf.end(), y.begin() + std::ptrdiff_t(k_.m_));
    return y;
  }
  // A + B over the subtree of depth d with R tokens after its prefix: the float h^d (level d)
  // against the best completions' row.
  double bound(std::size_t d, std::int64_t R) const {
    double out = 0;
    k_.loops_->rows_dot(k_.jp_, 1, &hf_[d * k_.jp_], k_.best(d, R), &out);
    return out;
  }
  // A = sum_j h_U(j) W^A(j), B likewise, in double: w = 1 - A, d = A - B, l = B. The double h
  // is recomputed from the first depth whose value changed since it was last used (each depth
  // recomputed whole, so its numbers depend on the prefix alone).
  KernelWdl leaf_wdl(std::size_t i) override {
    for (std::size_t d = stale_; d < k_.m_; ++d) recompute(k_.bin_[d], h_.data(), k_.np_, d);
    stale_ = k_.m_;
    const std::size_t row = (k_.rest_row(r_) + j0_ + i) * k_.np_;
    const double* hu = &h_[k_.m_ * k_.np_];
    double a = 0, b = 0;
    for (std::size_t j = 0; j < k_.np_; ++j) a += hu[j] * k_.wa_[row + j], b += hu[j] * k_.wb_[row + j];
    return {1 - a, a - b, b};
  }

  Counts y;  // the current prefix; its leaf values as the walk left them
  std::int64_t r_ = 0;
  std::uint64_t j0_ = 0;

 private:
  // h^d(j) += Bin(u; j, rho_d) h^{d-1}(j - u) for every j (levels of `stride` numbers): one u of
  // the sum, the same steps whether the sum is built at once (u from the top down) or a token
  // at a time, so a walk's numbers do not depend on where it started.
  template <class T>
  void add_term(const BinomialColumns<T>& b, T* h, std::size_t stride, std::size_t d, std::int64_t u) {
    if (u > b.u_max()) return;
    const std::int64_t lo = b.lo(u), hi = b.hi(u);
    if (lo >= hi) return;
    T* out = h + (d + 1) * stride;
    const T* in = h + d * stride;
    if constexpr (std::is_same_v<T, float>) k_.loops_->madd_f(std::size_t(hi - lo), b.column(u), in + (lo - u), out + lo);
    else k_.loops_->madd(std::size_t(hi - lo), b.column(u), in + (lo - u), out + lo);
  }
  template <class T>
  void recompute(const BinomialColumns<T>& b, T* h, std::size_t stride, std::size_t d) {
    std::fill_n(h + (d + 1) * stride, stride, T(0));
    for (std::int64_t u = b.u_max(); u >= y[d]; --u) add_term(b, h, stride, d, u);
  }

  const IndependentKernel& k_;
  NodeArrayF hf_;
  std::vector<double> h_;
  std::vector<double> sums_;
  bool started_ = false;
  std::size_t stale_ = 0;  // the double h of depths before it hold the current prefix's
};

IndependentKernel::IndependentKernel(const std::vector<double>& p, const Counts& x)
    : IndependentKernel(p, x, *runnable_loops("")) {}

IndependentKernel::IndependentKernel(const std::vector<double>& p, const Counts& x, const Loops& loops)
    : loops_(&loops), p_(p), x_(x), n_(p.size()) {
  if (x.size() != n_ || n_ == 0) throw InvalidArgument("X", "the allocation has " + std::to_string(x.size()) + " values, P " + std::to_string(n_));
  for (std::size_t i = 0; i < n_; ++i)
    if (!(p[i] > 0)) throw InvalidArgument("P", "value " + std::to_string(i + 1) + " has probability 0");
  for (auto v : x) t_ += v;
  N_ = std::max<std::int64_t>({t_, 1, fast::detail::roll_horizon(p, x, false)});
  np_ = padded(std::size_t(N_) + 1);
  choose_leaves();
  std::vector<double> cA(np_, 0.0), cB(np_, 0.0);
  const double law_error = roll_law(cA, cB);
  // Roundings along a term's path, relative 2^-53 each: the sums of each step (at most `widest`
  // terms), the weights' recurrences and normalisation, the final dot product.
  double steps = double(np_) + 10;
  for (std::size_t v = 0; v < n_; ++v) {
    bin_.emplace_back(rho_[v], N_ + 1, 0.0);
    steps += 4 * double(bin_.back().widest()) + 10;
  }
  for (std::int64_t r = 0; r <= t_; ++r) rest_row_.push_back(r == 0 ? 0 : std::size_t(allocation_count(L_ + 1, r - 1)));
  build_leaf_tables(cA, cB);
  error_ = law_error + 2 * steps * kUnit + double(n_) * 1e-18;
  cut_float_tables();
  build_best_completions(cA, cB);
  // A bound in float is within the walk's slack of the exact sum over the same tables (the same
  // prefix h, rows at most the no-token row: the same cuts, tail and roundings, one more for the
  // rows' rounding), and the double path's A + B within its error of that (docs: "Pruning").
  bound_slack_ = 1.01 * slack_ + error_ + 1e-12;
}

// The leaves: the last L <= 3 values, fewer while their tables would pass a quarter of the
// memory guard; then everything is asked of the guard before it is built.
void IndependentKernel::choose_leaves() {
  const auto table_bytes = [&](std::size_t L) { return bytes_for(allocation_count(L + 1, t_), np_ * 20); };
  L_ = std::min<std::size_t>(n_, 3);
  while (L_ > 1 && table_bytes(L_) > memory_limit() / 4) --L_;
  m_ = n_ - L_;
  // The leaf tables; the best completions' two double rows per rest while they are built and
  // their float rows per depth and rest (at most np roll counts each).
  std::uint64_t bytes = table_bytes(L_) + bytes_for(std::uint64_t(t_) + 1, np_ * (16 + 4 * (m_ + 1)));
  double mass = 0;
  for (std::size_t v = 0; v < n_; ++v)
    mass += p_[v], rho_.push_back(std::min(1.0, p_[v] / mass)), bytes += binomial_bytes(rho_[v], N_);
  require_memory(bytes, "the Independent emperor kernel's tables (" + std::to_string(N_ + 1) + " roll counts)");
}

// X's law f(n) = F(n) - F(n-1) into cA(n) = f(n), cB(n) = f(n + 1), n <= N, clamped at 0 (the
// table's rounding); returns the bound it carries into A and B: by parts, errors e in F move
// them by 2e each, the tail past N by P(T_X > N), and the clamps by what they took.
double IndependentKernel::roll_law(std::vector<double>& cA, std::vector<double>& cB) const {
  const auto F = fast::detail::cdf_table(p_, x_, N_ + 1);
  std::vector<double> f(std::size_t(N_) + 2);
  double clamped = 0;
  for (std::int64_t k = 0; k <= N_ + 1; ++k) {
    const double v = F.cdf[std::size_t(k)] - (k ? F.cdf[std::size_t(k) - 1] : 0.0);
    f[std::size_t(k)] = std::max(0.0, v), clamped += std::max(0.0, -v);
  }
  for (std::int64_t k = 0; k <= N_; ++k) cA[std::size_t(k)] = f[std::size_t(k)], cB[std::size_t(k)] = f[std::size_t(k) + 1];
  return 2 * F.error + fast::detail::prob_beyond(p_, x_, N_) + clamped;
}

// The walk's tables: roll counts j < jp, where the row of no leaf token, which bounds every row
// (a leaf met with fewer tokens is met more often), has at most kFloatCut of its sum beyond; the
// prefix's binomial bands cut to leave out at most kFloatCut each. Its gaps are then within
// slack_ of the double ones: what the cuts leave out (h <= 1, and a step averages), and the
// float roundings of positive sums, at most (widest + 3) a step and jp / 4 + 12 in the dot.
void IndependentKernel::cut_float_tables() {
  constexpr double kFloatCut = 1e-5;
  double tail = 0;
  std::size_t J = np_;
  while (J > kNodePad) {
    double block = 0;
    for (std::size_t j = J - kNodePad; j < J; ++j) block += wa_[j] + wb_[j];  // row 0: the leaves (0, ..., 0)
    if (tail + block > kFloatCut) break;
    tail += block, J -= kNodePad;
  }
  jp_ = J;
  double roundings = double(jp_) / 4 + 12, dropped = 0;
  for (std::size_t v = 0; v < m_; ++v) {
    binf_.emplace_back(rho_[v], std::int64_t(jp_), kFloatCut);
    roundings += double(binf_.back().widest()) + 3, dropped += binf_.back().dropped();
  }
  const std::size_t rows = wa_.size() / np_;
  wf_.assign(rows * jp_, 0.0f);
  for (std::size_t row = 0; row < rows; ++row)
    for (std::size_t j = 0; j < jp_; ++j) wf_[row * jp_ + j] = float(wa_[row * np_ + j] + wb_[row * np_ + j]);
  slack_ = 2.5 * std::expm1(roundings * std::log1p(0x1p-24)) + 2 * dropped + tail * (1 + 1e-9) + 1e-12;
}

IndependentKernel::~IndependentKernel() = default;

const char* IndependentKernel::instruction_set() const { return loops_->name; }

std::uint64_t IndependentKernel::bytes() const {
  std::uint64_t b = 8 * (wa_.size() + wb_.size()) + 4 * (wf_.size() + best_.size());
  for (const auto& c : bin_) b += c.bytes();
  for (const auto& c : binf_) b += c.bytes();
  return b;
}

// outA row y (y = 0 .. y_max) = sum_{u >= y} inA(n' + u) Bin(u; n' + u, rho_v) over n': the rolls
// of value v taken off, at least y of them (likewise B).
void IndependentKernel::peel(std::size_t v, const double* inA, const double* inB, std::int64_t y_max,
                             std::vector<double>& outA, std::vector<double>& outB) const {
  const BinomialColumns<double>& b = bin_[v];
  std::vector<double> accA(np_, 0.0), accB(np_, 0.0);
  outA.assign(std::size_t(y_max + 1) * np_, 0.0), outB.assign(outA.size(), 0.0);
  for (std::int64_t u = b.u_max(); u >= 0; --u) {
    const std::int64_t lo = b.lo(u), hi = b.hi(u);
    if (lo < hi) {
      loops_->madd(std::size_t(hi - lo), b.column(u), inA + lo, &accA[std::size_t(lo - u)]);
      loops_->madd(std::size_t(hi - lo), b.column(u), inB + lo, &accB[std::size_t(lo - u)]);
    }
    if (u <= y_max) {
      std::copy(accA.begin(), accA.end(), outA.begin() + std::ptrdiff_t(std::size_t(u) * np_));
      std::copy(accB.begin(), accB.end(), outB.begin() + std::ptrdiff_t(std::size_t(u) * np_));
    }
  }
}

// Value v's counts 0 .. tokens peeled off (inA, inB); below the first leaf value, the rows go to
// the tables, at the row of their leaf (the counts of values m .. n - 1).
void IndependentKernel::peel_level(std::size_t v, const double* inA, const double* inB, std::int64_t tokens, Counts& leaf) {
  std::vector<double> outA, outB;
  peel(v, inA, inB, tokens, outA, outB);
  for (std::int64_t y = 0; y <= tokens; ++y) {
    check_interrupt();
    leaf[v - m_] = y;
    const double *a = &outA[std::size_t(y) * np_], *b = &outB[std::size_t(y) * np_];
    if (v > m_) {
      peel_level(v - 1, a, b, tokens - y, leaf);
      continue;
    }
    std::int64_t r = 0;
    for (auto c : leaf) r += c;
    const std::size_t row = (rest_row(r) + allocation_rank(leaf)) * np_;
    std::copy_n(a, np_, &wa_[row]);
    std::copy_n(b, np_, &wb_[row]);
  }
}

// The best completions (docs/alloc_emperor.md, "Pruning", Independent rules). Taking value v with
// y tokens off a row (peel: out(n') = sum_{u >= y} in(n' + u) Bin(u; n' + u, rho_v)) is linear
// with weights >= 0, and the row of a completion z of the values d..n-1 is c peeled by z_{n-1},
// ..., z_d; so, by induction from B_n(0) = c = cA + cB (B_n(R > 0) = 0: no completion), every such
// row is at most, at each roll count,
//   B_d(R) = max_{0 <= y <= R} peel_d(B_{d+1}(R - y), y).
// One peel of each B_{d+1}(r) gives every y at once (its partial sums from the top). In double,
// then rounded to float over j < jp for the walk.
void IndependentKernel::build_best_completions(const std::vector<double>& cA, const std::vector<double>& cB) {
  if (m_ < 1) return;
  const std::size_t rests = std::size_t(t_) + 1;
  std::vector<double> next(rests * np_, 0.0), cur(rests * np_, 0.0), acc(np_);
  for (std::size_t j = 0; j < np_; ++j) next[j] = cA[j] + cB[j];
  std::vector<bool> some(rests, false), now(rests, false);  // rows that are not all 0
  some[0] = true;
  best_.assign((m_ + 1) * rests * jp_, 0.0f);
  for (std::size_t v = n_ - 1; v >= 1; --v) {
    std::fill(cur.begin(), cur.end(), 0.0);
    std::fill(now.begin(), now.end(), false);
    const BinomialColumns<double>& b = bin_[v];
    for (std::int64_t r = 0; r <= t_; ++r) {
      if (!some[std::size_t(r)]) continue;
      check_interrupt();
      std::fill(acc.begin(), acc.end(), 0.0);
      const double* in = &next[std::size_t(r) * np_];
      for (std::int64_t u = b.u_max(); u >= 0; --u) {
        const std::int64_t lo = b.lo(u), hi = b.hi(u);
        if (lo < hi) loops_->madd(std::size_t(hi - lo), b.column(u), in + lo, &acc[std::size_t(lo - u)]);
        if (u > t_ - r) continue;
        double* out = &cur[std::size_t(r + u) * np_];
        for (std::size_t j = 0; j < np_; ++j) out[j] = std::max(out[j], acc[j]);
        now[std::size_t(r + u)] = true;
      }
    }
    if (v <= m_)
      for (std::size_t r = 0; r < rests; ++r)
        for (std::size_t j = 0; j < jp_; ++j) best_[(v * rests + r) * jp_ + j] = float(cur[r * np_ + j]);
    next.swap(cur);
    some.swap(now);
  }
}

double IndependentKernel::subtree_bound(const Counts& y, std::size_t d) const {
  if (m_ < 1 || d < 1 || d > m_ || y.size() != n_)
    throw InvalidArgument("d", "a subtree's depth is from 1 to the " + std::to_string(m_) + " prefix values");
  std::int64_t r = t_;
  for (std::size_t i = 0; i < d; ++i) r -= y[i];
  if (r < 0) throw InvalidArgument("Y", "the prefix " + brief_counts(y) + " holds more than t tokens");
  const FlushSubnormals flush;  // as the walk computes it
  IndependentWalk w(*this);
  w.y = y;
  w.descend(0);
  return w.bound(d, r);
}

void IndependentKernel::build_leaf_tables(const std::vector<double>& cA, const std::vector<double>& cB) {
  const std::size_t rows = std::size_t(allocation_count(L_ + 1, t_));
  wa_.assign(rows * np_, 0.0), wb_.assign(rows * np_, 0.0);
  Counts leaf(L_, 0);
  peel_level(n_ - 1, cA.data(), cB.data(), t_, leaf);
}

KernelWdl IndependentKernel::wdl(const Counts& y) const {
  std::int64_t ty = 0;
  for (auto v : y) ty += v;
  if (y.size() != n_ || ty != t_) throw InvalidArgument("Y", "the opponent " + brief_counts(y) + " is not of X's size");
  const FlushSubnormals flush;  // as the walk computes it
  IndependentWalk w(*this);
  w.y = y;
  w.descend(0);
  const Counts leaf(y.begin() + std::ptrdiff_t(m_), y.end());
  for (auto c : leaf) w.r_ += c;
  w.j0_ = allocation_rank(leaf);
  return w.leaf_wdl(0);
}

void IndependentKernel::walk(std::uint64_t begin, std::uint64_t end, OpponentVisitor& visit) const {
  end = std::min(end, allocation_count(n_, t_));
  if (begin >= end) return;
  const FlushSubnormals flush;
  IndependentWalk w(*this);
  w.y = first_allocation(n_, t_);  // walk_subtrees starts it at rank begin
  // Prefixes of m values and their leaves; subtrees skipped when the visitor asks for pruning
  // and their bound allows.
  walk_pruning(w, *this, visit, bounded() && visit.pruning(), L_, begin, end,
               [&](std::uint64_t rank, std::uint64_t j0, std::int64_t r, std::size_t count) {
                 Leaves leaves(w, rank, count, w.leaf_sums(r, j0, count), 1.0);
                 visit.visit(leaves);
               });
}

}  // namespace alea::alloc::emperor
