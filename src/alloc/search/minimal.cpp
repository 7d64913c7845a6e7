// Minimal allocations by branch and bound over the normal-form partitions that satisfy the three
// Minimal Allocation Theorems (search_mat.hpp). Every bound used to prune is a proven lower
// bound on E(T_X) for all completions of a partial allocation (docs/alloc_search.md):
//   max_j y_j / p_j       clearing X clears the y_j tokens on value j (negative binomial mean)
//   t / p(support)        each roll clears at most one token, and only on X's support
//   E(T_Y) for Y <= X     clearing X clears every sub-allocation Y
// A subtree is pruned only when its bound exceeds the best upper bound (value + error bound)
// found so far, so nothing that could tie with the best is ever dropped.
#include "alloc/search/minimal.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "alloc/enumerate.hpp"
#include "alloc/exact/independent.hpp"
#include "alloc/exact/original.hpp"
#include "alloc/exact/solitaire.hpp"
#include "alloc/fast/moments.hpp"
#include "alloc/search/all.hpp"
#include "alloc/search/mat.hpp"
#include "alloc/limits.hpp"
#include "core/errors.hpp"
#include "core/memory_guard.hpp"
#include "core/mode.hpp"
#include "core/interrupt.hpp"
#include "core/progress.hpp"

namespace alea::alloc {

namespace {

constexpr double kSlack = 1e-12;  // relative: bounds computed in doubles never prune a near tie

struct Candidate {
  Counts x;  // board order
  fast::Estimate e;
};

// Collects evaluated allocations and the running upper bound min (value + error bound).
struct Incumbent {
  double upper = std::numeric_limits<double>::infinity();
  std::vector<Candidate> candidates;

  double cutoff() const { return upper * (1 + kSlack); }
  void offer(const Counts& x, const fast::Estimate& e) {
    if (!(e.value - e.bound <= cutoff())) return;
    upper = std::min(upper, e.value + e.bound);
    candidates.push_back({x, e});
  }
};

// Largest-remainder rounding of t p, then steepest descent over neighbours (one token moved):
// a cheap allocation close to the optimum whose value + bound starts the pruning.
double start_upper_bound(const std::vector<double>& p, std::int64_t t, std::uint64_t& evaluations) {
  const std::size_t n = p.size();
  Counts x(n);
  std::vector<std::pair<double, std::size_t>> rest(n);
  std::int64_t placed = 0;
  for (std::size_t i = 0; i < n; ++i) {
    double share = p[i] * static_cast<double>(t);
    x[i] = static_cast<std::int64_t>(std::floor(share));
    placed += x[i];
    rest[i] = {share - std::floor(share), i};
  }
  std::sort(rest.begin(), rest.end(), std::greater<>());
  for (std::size_t k = 0; placed < t; ++k, ++placed) ++x[rest[k % n].second];
  auto best = fast::expected_time(p, x);
  ++evaluations;
  for (int step = 0; step < 4 * t + 4; ++step) {
    Counts next;
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = 0; j < n; ++j) {
        if (i == j || x[j] == 0 || p[i] == 0) continue;
        Counts y = x;
        ++y[i], --y[j];
        auto e = fast::expected_time(p, y);
        ++evaluations;
        if (e.value < best.value) best = e, next = y;
      }
    check_interrupt();
    if (next.empty()) break;
    x = next;
  }
  return best.value + best.bound;
}

class Search {
 public:
  Search(const MatConstraints& m, const std::vector<double>& p, Incumbent& inc, MinimalResult& stats)
      : m_(m), p_(p), inc_(inc), stats_(stats), y_(m.size(), 0), rest_p_(m.size() + 1, 0.0) {
    for (std::size_t k = m.size(); k-- > 0;) rest_p_[k] = rest_p_[k + 1] + m.prob(k);
  }
  // Progress counts the branches on the most probable value (the top of the tree), started.
  void run() {
    if (m_.size() == 0) return visit(0, m_.tokens(), 0.0, 0.0);
    const std::int64_t hi = std::min(m_.tokens(), m_.highest(y_, 0)), lo = m_.lowest(y_, 0);
    Progress bar("alloc.minimal: search", hi >= lo ? static_cast<std::uint64_t>(hi - lo + 1) : 0);
    bar_ = &bar;
    visit(0, m_.tokens(), 0.0, 0.0);
    bar_ = nullptr;
  }

 private:
  // y_[0..k-1] placed, r tokens left; ratio = max_j y_j/p_j, support = p of placed values with tokens.
  void visit(std::size_t k, std::int64_t r, double ratio, double support) {
    if ((++stats_.nodes & 1023) == 0) check_interrupt();
    if (k == m_.size()) {
      auto x = m_.to_board(y_);
      inc_.offer(x, fast::expected_time(p_, x));
      ++stats_.leaves;
      return;
    }
    for (std::int64_t v = std::min(r, m_.highest(y_, k)); v >= m_.lowest(y_, k); --v) {
      if (k == 0 && bar_) bar_->advance();
      y_[k] = v;
      std::int64_t left = r - v;
      Counts floor_;  // forced counts on the positions after k
      if (!completes(k, left, floor_)) break;  // fewer here leaves more for tighter caps
      double pk = m_.prob(k);
      double ratio_k = v > 0 ? std::max(ratio, static_cast<double>(v) / pk) : ratio;
      double support_k = support + (v > 0 ? pk : 0.0);
      if (cheap_bound(k, ratio_k, support_k, floor_) > inc_.cutoff()) continue;
      if (k + 2 < m_.size() && sub_allocation_bound(k, floor_) > inc_.cutoff()) continue;
      visit(k + 1, left, ratio_k, support_k);
    }
    y_[k] = 0;
  }

  // Whether `left` tokens fit on positions > k under the MAT ceilings; fills the counts every
  // completion must have there (left minus what the others can take, and the Second MAT floor).
  bool completes(std::size_t k, std::int64_t left, Counts& floor_) const {
    const std::size_t n = m_.size();
    floor_.assign(n, 0);
    if (k + 1 == n) return left == 0;
    Counts cap(n, 0);
    std::int64_t room = 0;
    for (std::size_t j = k + 1; j < n; ++j) room += cap[j] = m_.ceiling(y_, k + 1, j);
    if (room < left) return false;
    for (std::size_t j = k + 1; j < n; ++j) {
      std::int64_t f = std::max<std::int64_t>(0, left - (room - cap[j]));
      std::size_t s = m_.class_start(j);
      if (s <= k) f = std::max(f, y_[s] - 1);
      floor_[j] = f;
    }
    return true;
  }

  double cheap_bound(std::size_t k, double ratio, double support, const Counts& floor_) const {
    double q = support + rest_p_[k + 1];
    double bound = m_.tokens() == 0 ? 0.0
                   : q > 0          ? static_cast<double>(m_.tokens()) / q
                                    : std::numeric_limits<double>::infinity();
    bound = std::max(bound, ratio);
    for (std::size_t j = k + 1; j < m_.size(); ++j)
      if (floor_[j] > 0) bound = std::max(bound, static_cast<double>(floor_[j]) / m_.prob(j));
    return bound * (1 - kSlack);
  }

  // E(T_Y) - bound for Y = placed counts plus forced ones, a sub-allocation of every completion.
  double sub_allocation_bound(std::size_t k, const Counts& floor_) {
    Counts y(m_.size(), 0);
    for (std::size_t j = 0; j < m_.size(); ++j) y[j] = j <= k ? y_[j] : floor_[j];
    auto e = fast::expected_time(p_, m_.to_board(y));
    ++stats_.bound_evaluations;
    return e.value - e.bound;
  }

  const MatConstraints& m_;
  const std::vector<double>& p_;
  Incumbent& inc_;
  MinimalResult& stats_;
  Counts y_;
  std::vector<double> rest_p_;  // rest_p_[k] = p of sorted positions k..N-1
  Progress* bar_ = nullptr;
};

// Keeps the candidates the fast bound cannot separate from the best; decides them in Rational
// when P is exact and there is a choice to make, or when exact=true (a float P by its binary
// values, the float rule).
void decide(const ProbVector& p, const Incumbent& inc, bool exact, MinimalResult& out) {
  std::vector<Candidate> close;
  for (const auto& c : inc.candidates)
    if (c.e.value - c.e.bound <= inc.cutoff()) close.push_back(c);
  if (close.empty()) throw std::logic_error("the minimal search evaluated no allocation");
  if (exact || (p.is_exact() && close.size() > 1)) {
    std::optional<Rational> best;
    Progress bar("alloc.minimal: ties in rats", close.size());
    for (const auto& c : close) {
      Rational e = exact::expected_time(p.exact(), c.x);
      bar.advance();
      ++out.exact_evaluations;
      check_interrupt();
      if (!best || e < *best) best = e, out.normal_forms.clear();
      if (e == *best) out.normal_forms.push_back(c.x);
    }
    out.exact_time = best;
    out.expected_time = to_double(*best);
    return;
  }
  auto least = std::min_element(close.begin(), close.end(),
                                [](const Candidate& a, const Candidate& b) { return a.e.value < b.e.value; });
  out.expected_time = least->e.value;
  for (const auto& c : close) {
    out.normal_forms.push_back(c.x);
    out.error_bound = std::max(out.error_bound, c.e.bound);
  }
  out.tie_within_bound = close.size() > 1;
}

}  // namespace

std::uint64_t equal_probability_image_count(const ProbVector& p, const Counts& x) {
  // Per class: the multinomial (class size)! / prod (multiplicity of each count)!.
  std::uint64_t total = 1;
  for (const auto& cls : equal_probability_classes(p)) {
    Counts v;
    for (auto i : cls) v.push_back(x[i]);
    std::sort(v.begin(), v.end());
    unsigned __int128 m = 1;
    std::size_t run = 0;
    for (std::size_t k = 0; k < v.size(); ++k) {
      run = k > 0 && v[k] == v[k - 1] ? run + 1 : 1;
      m = m * (k + 1) / run;  // stays an integer: multinomials built one factor at a time
      if (m > UINT64_MAX) return UINT64_MAX;
    }
    total = bytes_for(total, static_cast<std::uint64_t>(m));
  }
  return total;
}

std::vector<Counts> equal_probability_images(const ProbVector& p, const Counts& x) {
  require_memory(bytes_for(equal_probability_image_count(p, x), sizeof(Counts) + 8 * x.size()),
                 "the images of " + brief_counts(x) + " under permutations of equal values");
  std::vector<Counts> out{x};
  for (const auto& cls : equal_probability_classes(p)) {
    if (cls.size() < 2) continue;
    std::vector<Counts> next;
    for (const auto& base : out) {
      Counts v;
      for (auto i : cls) v.push_back(base[i]);
      std::sort(v.begin(), v.end(), std::greater<>());
      do {
        Counts y = base;
        for (std::size_t m = 0; m < cls.size(); ++m) y[cls[m]] = v[m];
        next.push_back(std::move(y));
        if ((next.size() & 4095) == 0) check_interrupt();
      } while (std::prev_permutation(v.begin(), v.end()));
    }
    out.swap(next);
  }
  std::sort(out.begin(), out.end(), std::greater<>());
  return out;
}

MinimalResult minimal_allocations(const ProbVector& p, std::int64_t t, const MinimalOptions& opts) {
  check_search(p, t);
  const bool exact = resolve_exact(opts.exact, p.is_exact());
  MinimalResult out;
  Incumbent inc;
  const auto& pv = p.values();
  auto evaluate_all = [&](const std::vector<Counts>& xs) {
    for (const auto& x : xs) {
      if ((++out.nodes & 255) == 0) check_interrupt();
      inc.offer(x, fast::expected_time(pv, x));
      ++out.leaves;
    }
  };
  if (opts.pruning == Pruning::none) {
    evaluate_all(all_allocations(p, t, true, 100000000));
  } else if (opts.pruning == Pruning::mats) {
    evaluate_all(mat_candidates(p, t));
  } else {
    MatConstraints m(p, t);
    inc.upper = start_upper_bound(pv, t, out.start_evaluations);
    Search(m, pv, inc, out).run();
  }
  out.evaluated = out.leaves + out.bound_evaluations + out.start_evaluations;
  decide(p, inc, exact, out);
  for (const auto& x : out.normal_forms) {
    const std::uint64_t c = equal_probability_image_count(p, x);
    out.count = c > UINT64_MAX - out.count ? UINT64_MAX : out.count + c;
  }
  if (opts.images)
    for (const auto& x : out.normal_forms)
      for (auto& y : equal_probability_images(p, x)) out.allocations.push_back(std::move(y));
  std::sort(out.normal_forms.begin(), out.normal_forms.end(), std::greater<>());
  std::sort(out.allocations.begin(), out.allocations.end(), std::greater<>());
  return out;
}

}  // namespace alea::alloc
