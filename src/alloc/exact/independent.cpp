// Independent rules (one roll each), by Fluet's recursion (8) over pairs of sub-allocations
// (a, b), a table of prod (1 + x_i) * prod (1 + y_i) states.
//
// The double sum over both players' rolls in (8) costs N^2 per state; splitting it through
//   H(a', b) = sum_{j: b_j > 0} p_j V(a', b - e_j) + q(b) V(a', b)
// (Y's roll already taken, X's applied) gives
//   V(a, b) (1 - q(a) q(b)) = c + sum_{i: a_i > 0} p_i H(a - e_i, b) + q(a) sum_{j: b_j > 0} p_j V(a, b - e_j),
// 2N per state. V is the WDL triple (c = 0) or the duration E[min(T_a, T_b)] (c = 1).
// The denominator is written 1 - q(a) q(b) = m(a) + q(a) m(b) with the busy masses m = 1 - q,
// so the recursion has no subtraction (exact_detail.hpp, certified.hpp).
#include <array>

#include "alloc/exact/certified.hpp"
#include "alloc/exact/independent.hpp"
#include "alloc/exact/masses.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"

namespace alea::alloc::exact {
namespace {

// One player's lattice with q(a) and the values holding tokens in each state.
template <class S>
struct Side {
  Lattice lat;
  std::vector<S> idle, busy;
  std::vector<bool> empty;

  Side(const std::vector<S>& p, const Counts& x, const char* what)
      : lat(x, state_bytes<S>(1), std::string("the exact ") + what + " table of one side"),
        idle(lat.size),
        busy(lat.size),
        empty(lat.size) {
    Counts a(x.size(), 0);
    for (std::size_t k = 0; k < lat.size; ++k, lat.next(a)) {
      idle[k] = detail::idle_mass(p, a);
      busy[k] = detail::busy_mass(p, a);
      empty[k] = (k == 0);
    }
  }
};

template <class S, int K, class Base>
std::array<S, K> solve_pairs(const std::vector<S>& p, const Counts& x, const Counts& y,
                             const S& c, Base base, const char* what) {
  Side<S> X(p, x, what), Y(p, y, what);
  const std::uint64_t states = bytes_for(X.lat.size, Y.lat.size);
  require_memory(bytes_for(states, 2 * state_bytes<S>(K)),
                 std::string("the exact Independent-rules ") + what + " table of " + brief_counts(x) +
                     " and " + brief_counts(y));
  using V = std::array<S, K>;
  const std::size_t nb = Y.lat.size;
  std::vector<V> val(X.lat.size * nb), h(X.lat.size * nb);
  Counts a(x.size(), 0);
  std::size_t done = 0;
  detail::TableWalk walk("recursion: Independent-rules table", states);
  for (std::size_t ka = 0; ka < X.lat.size; ++ka, X.lat.next(a)) {
    Counts b(y.size(), 0);
    for (std::size_t kb = 0; kb < nb; ++kb, Y.lat.next(b)) {
      walk.at(++done);
      const std::size_t k = ka * nb + kb;
      V ys;  // sum_j p_j V(a, b - e_j)
      ys.fill(S(0));
      for (std::size_t j = 0; j < b.size(); ++j)
        if (b[j] > 0)
          for (int r = 0; r < K; ++r) ys[r] += p[j] * val[k - Y.lat.stride[j]][r];
      if (X.empty[ka] || Y.empty[kb]) {
        val[k] = base(X.empty[ka], Y.empty[kb]);
      } else {
        V s;
        s.fill(S(0));
        for (std::size_t i = 0; i < a.size(); ++i)
          if (a[i] > 0)
            for (int r = 0; r < K; ++r) s[r] += p[i] * h[k - X.lat.stride[i] * nb][r];
        S denom = X.busy[ka] + X.idle[ka] * Y.busy[kb];
        for (int r = 0; r < K; ++r) val[k][r] = (c + s[r] + X.idle[ka] * ys[r]) / denom;
      }
      for (int r = 0; r < K; ++r) h[k][r] = ys[r] + Y.idle[kb] * val[k][r];
    }
  }
  return val.back();
}

}  // namespace

template <class S>
Wdl<S> wdl_independent(const std::vector<S>& p, const Counts& x, const Counts& y) {
  auto base = [](bool x_done, bool y_done) -> std::array<S, 3> {
    if (x_done && y_done) return {S(0), S(1), S(0)};
    if (x_done) return {S(1), S(0), S(0)};
    return {S(0), S(0), S(1)};
  };
  auto v = solve_pairs<S, 3>(p, x, y, S(0), base, "WDL");
  return {v[0], v[1], v[2]};
}

template <class S>
S duration_independent(const std::vector<S>& p, const Counts& x, const Counts& y) {
  auto base = [](bool, bool) -> std::array<S, 1> { return {S(0)}; };
  return solve_pairs<S, 1>(p, x, y, S(1), base, "duration")[0];
}

#define ALEA_INDEPENDENT(S)                                                                   \
  template Wdl<S> wdl_independent<S>(const std::vector<S>&, const Counts&, const Counts&); \
  template S duration_independent<S>(const std::vector<S>&, const Counts&, const Counts&);
ALEA_INDEPENDENT(Rational)
ALEA_INDEPENDENT(double)
ALEA_INDEPENDENT(Certified)
#undef ALEA_INDEPENDENT

}  // namespace alea::alloc::exact
