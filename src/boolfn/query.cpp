#include "boolfn/query.hpp"

#include <algorithm>
#include <atomic>
#include <bit>

#include "boolfn/measure/anf.hpp"
#include "boolfn/measure/orbits.hpp"
#include "boolfn/measure/walsh.hpp"
#include "boolfn/query/certificate.hpp"
#include "boolfn/query/depth.hpp"
#include "boolfn/query/point.hpp"
#include "boolfn/query/sensitivity.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/parallel.hpp"

namespace alea::boolfn {
namespace {


Assignments certificate_of(std::uint64_t x, std::uint64_t free, int n) {
  Assignments a;
  for (int i = 0; i < n; ++i)
    if (!(free >> i & 1)) a.emplace_back(i + 1, (x >> i & 1) ? 1 : -1);
  return a;
}

// The side reaching the larger value (the lower point on a tie).
const query::SideMax& larger(const query::SideMax (&side)[2]) {
  const bool zero = side[0].value > side[1].value || (side[0].value == side[1].value && side[0].point < side[1].point);
  return side[zero ? 0 : 1];
}

BlockSensitivityResult blocks_at(const TruthTable& t, std::uint64_t x) {
  query::PointView view(t.bits(), t.n());
  view.at(x);
  std::vector<std::uint64_t> blocks;
  BlockSensitivityResult r;
  r.bs = view.block_sensitivity(0, &blocks);
  r.x = point_of(x, t.n());
  for (auto b : blocks) r.blocks.push_back(variables_of(b));
  return r;
}

}  // namespace

const TruthTable& boolean_table(const BooleanFunction& f, int max_n, const char* what) {
  if (!f.is_boolean())
    throw InvalidArgument("f", std::string(what) + " is defined for +-1-valued functions; f takes other values");
  if (f.n() > max_n)
    throw LimitExceeded(std::string(what) + " is computed for n <= " + std::to_string(max_n) + "; f has " +
                        std::to_string(f.n()) + " variables");
  return f.table();
}

std::vector<int> variables_of(std::uint64_t mask) {
  std::vector<int> v;
  for (; mask; mask &= mask - 1) v.push_back(std::countr_zero(mask) + 1);
  return v;
}

Point point_of(std::uint64_t x, int n) {
  Point p(n);
  for (int i = 0; i < n; ++i) p[i] = (x >> i & 1) ? 1 : -1;
  return p;
}

SensitivityResult sensitivity(const BooleanFunction& f) {
  const TruthTable& t = boolean_table(f, max_sensitivity_variables, "sensitivity");
  const auto s = query::sensitivities(t.bits(), t.n());
  SensitivityResult r;
  r.s0 = std::max(0, s.side[0].value);
  r.s1 = std::max(0, s.side[1].value);
  r.s = std::max(r.s0, r.s1);
  r.x = point_of(larger(s.side).point, t.n());
  return r;
}

PointSensitivity sensitivity_at(const BooleanFunction& f, const Point& x) {
  const TruthTable& t = boolean_table(f, max_sensitivity_variables, "sensitivity");
  const std::uint64_t i = point_index(x, t.n());
  PointSensitivity r;
  for (int v = 0; v < t.n(); ++v)
    if (t.plus(i) != t.plus(i ^ (std::uint64_t(1) << v))) r.variables.push_back(v + 1);
  r.s = int(r.variables.size());
  return r;
}

BlockSensitivityResult block_sensitivity_at(const BooleanFunction& f, const Point& x) {
  const TruthTable& t = boolean_table(f, max_block_sensitivity_variables, "block sensitivity");
  return blocks_at(t, point_index(x, t.n()));
}

// Points in order of falling sensitivity (bs(f, x) >= s(f, x)); a point is searched only when
// its bounds s + (n - s)/2 (blocks beyond the sensitive variables have two or more) and C(f, x)
// pass the best so far, and the search ends when the best reaches C(f) (disjoint sensitive
// blocks at x each meet every certificate of x, so bs <= C; C(f) is computed only when over 256
// points are to be searched, as its walks cost more than that many). bs(f, x) is the same on an orbit of
// the symmetric groups of the swappable variables' classes (measure/orbits.hpp), so only the
// lowest point of each orbit is searched: the one whose +1 coordinates in each class are its
// lowest variables (n + 1 points for a symmetric f). The first pass finds bs, the second the
// lowest point reaching it, which is the lowest of its orbit.
BlockSensitivityResult block_sensitivity(const BooleanFunction& f) {
  const TruthTable& t = boolean_table(f, max_block_sensitivity_variables, "block sensitivity");
  const int n = t.n();
  // the sensitivities and the order of the points (9 bytes a point), three tables per thread,
  // and C(f)'s walks (a byte a point per thread and two more)
  require_memory(bytes_plus(bytes_for(t.size(), 9 + thread_count() + 2), bytes_for(t.bytes(), 3 * thread_count())),
                 "the block sensitivity search over " + std::to_string(n) + " variables");
  const auto sens = query::point_sensitivities(t.bits(), n);
  const int s = *std::max_element(sens.begin(), sens.end());
  // (v, the next variable of v's class): a lowest point has no v at -1 before its next at +1
  std::vector<std::pair<int, int>> next;
  for (const auto& c : measure::swap_classes(t.bits(), n))
    for (std::size_t k = 1; k < c.size(); ++k) next.emplace_back(c[k - 1], c[k]);
  auto lowest_of_orbit = [&](std::uint64_t x) {
    for (auto [v, w] : next)
      if (!(x >> v & 1) && (x >> w & 1)) return false;
    return true;
  };
  std::atomic<int> best{s};
  auto search = [&](std::uint64_t x, int at_least, query::PointView& view) {
    const int sx = sens[x];
    if (sx + (n - sx) / 2 < at_least) return -1;
    view.at(x);
    if (view.certificate_size() < at_least) return -1;
    return view.block_sensitivity(at_least);
  };
  std::vector<std::uint64_t> order;
  for (std::uint64_t x = 0; x < sens.size(); ++x) {
    if ((x & 0xFFFF) == 0) check_interrupt();
    if (lowest_of_orbit(x)) order.push_back(x);
  }
  // C(f)'s walks cost more than a few hundred points' searches (0.3-0.9 s at n = 20)
  int ceiling = n;
  if (order.size() > 256) {
    const auto cert = query::certificate_complexity(t.bits(), n, query::sensitivities(t.bits(), n));
    ceiling = std::max({0, cert.side[0].value, cert.side[1].value});
  }
  if (s < ceiling) {
    std::stable_sort(order.begin(), order.end(), [&](auto a, auto b) { return sens[a] > sens[b]; });
    parallel_for_chunks(0, order.size(), [&](std::size_t b, std::size_t e) {
      query::PointView view(t.bits(), n);
      for (std::size_t q = b; q < e && best.load() < ceiling; ++q) {
        if ((q & 63) == 0) check_interrupt();
        const int v = search(order[q], best.load() + 1, view);
        for (int cur = best.load(); v > cur && !best.compare_exchange_weak(cur, v);) {}
      }
    }, 256);
  }
  const int bs = best.load();
  std::atomic<std::uint64_t> lowest{~0ull};
  parallel_for_chunks(0, sens.size(), [&](std::size_t b, std::size_t e) {
    query::PointView view(t.bits(), n);
    for (std::uint64_t x = b; x < e && x < lowest.load(); ++x) {
      if ((x & 63) == 0) check_interrupt();
      if (lowest_of_orbit(x) && search(x, bs, view) == bs) {
        for (std::uint64_t cur = lowest.load(); x < cur && !lowest.compare_exchange_weak(cur, x);) {}
        return;
      }
    }
  }, 256);
  return blocks_at(t, lowest.load());
}

CertificateResult certificate_at(const BooleanFunction& f, const Point& x) {
  const TruthTable& t = boolean_table(f, max_certificate_variables, "certificate complexity");
  const std::uint64_t i = point_index(x, t.n());
  query::PointView view(t.bits(), t.n());
  view.at(i);
  const std::uint64_t free = view.largest_free_set();
  return {t.n() - std::popcount(free), -1, -1, x, certificate_of(i, free, t.n())};
}

CertificateResult certificate_complexity(const BooleanFunction& f) {
  const TruthTable& t = boolean_table(f, max_certificate_variables, "certificate complexity");
  const int n = t.n();
  // a walk's tables take 2^n bytes per thread; each bisection step keeps its covers (2^n / 4)
  require_memory(bytes_for(t.size(), thread_count() + 2),
                 "the constant-subcube walks over " + std::to_string(n) + " variables");
  const auto c = query::certificate_complexity(t.bits(), n, query::sensitivities(t.bits(), n));
  CertificateResult r;
  r.C0 = std::max(0, c.side[0].value);
  r.C1 = std::max(0, c.side[1].value);
  r.C = std::max(r.C0, r.C1);
  const auto& w = larger(c.side);
  query::PointView view(t.bits(), n);
  view.at(w.point);
  const std::uint64_t free = view.largest_free_set();
  if (n - std::popcount(free) != r.C) throw std::logic_error("certificate complexity: the witness disagrees");
  r.x = point_of(w.point, n);
  r.certificate = certificate_of(w.point, free, n);
  return r;
}

DepthResult decision_depth(const BooleanFunction& f, int lower, int upper, bool build_tree, std::uint64_t max_leaves) {
  const TruthTable& t = boolean_table(f, max_depth_variables, "the decision-tree depth");
  const int n = t.n();
  query::DepthLevels levels(t.bits(), n);
  DepthResult r;
  int lo = std::max(0, lower), hi = std::min(upper, n);
  bool kept = false;
  while (lo < hi) {
    const int mid = (lo + hi) / 2;
    if (levels.test(mid, build_tree)) {
      hi = mid;
      kept = true;
    } else {
      lo = mid + 1;
    }
  }
  r.D = lo;
  if (build_tree) {
    if (kept && r.D == hi) r.tree = levels.tree(max_leaves);
    else r.tree = query::ordered_tree(t.bits(), n, [&] {
        std::vector<int> order;
        const std::uint64_t rel = query::relevant_mask(t.bits(), n);
        for (int i = 0; i < n; ++i)
          if (rel >> i & 1) order.push_back(i);
        return order;
      }(), max_leaves);
  }
  return r;
}

DepthResult decision_depth(const BooleanFunction& f, bool build_tree, std::uint64_t max_leaves) {
  const TruthTable& t = boolean_table(f, max_depth_variables, "the decision-tree depth");
  const int n = t.n();
  // D >= s, D >= deg (a tree is a polynomial of its depth), D >= deg_2; D <= the relevant variables
  const auto sens = query::sensitivities(t.bits(), n);
  const int s = std::max({0, sens.side[0].value, sens.side[1].value});
  const auto w = measure::walsh_summary(t.bits(), n);
  const int lower = std::max({s, w.degree, measure::gf2_degree(measure::anf(t.bits(), n), n)});
  return decision_depth(f, lower, std::popcount(w.support), build_tree, max_leaves);
}

}  // namespace alea::boolfn
