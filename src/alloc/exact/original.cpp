// Original rules (one shared roll), by Fluet's reduced recursion WDL'_O(Max(X,Y); F,B,S) of
// 6.2.2 over the N-variable state z = Max(X,Y) minus the rolls so far: a table of
// prod (1 + max(x_i, y_i)) states instead of prod (1 + x_i)(1 + y_i).
//
// With F = {x_i < y_i}, B = {x_i = y_i}, S = {x_i > y_i}, X's remaining tokens on value i are
// max(0, z_i - (m_i - x_i)) and Y's max(0, z_i - (m_i - y_i)). The game is decided as soon as
//   z = 0 on B and S  -> X wins  (X's tokens lie only where Y has strictly more),
//   z = 0 on F and S  -> draw    (both hold exactly the same tokens),
//   z = 0 on F and B  -> X loses.
// (The paper prints the first and third cases with F and S exchanged; see docs/alloc.md.)
#include <algorithm>

#include "alloc/exact/certified.hpp"
#include "alloc/exact/original.hpp"
#include "alloc/exact/masses.hpp"
#include "core/interrupt.hpp"

namespace alea::alloc::exact {
namespace {

enum class Side { fewer, both, more };  // F, B, S for X

struct Pair {
  Counts top;               // Max(X, Y)
  std::vector<Side> side;   // F, B or S per value
};

Pair make_pair(const Counts& x, const Counts& y) {
  Pair r{Counts(x.size()), std::vector<Side>(x.size())};
  for (std::size_t i = 0; i < x.size(); ++i) {
    r.top[i] = std::max(x[i], y[i]);
    r.side[i] = x[i] < y[i] ? Side::fewer : x[i] == y[i] ? Side::both : Side::more;
  }
  return r;
}

// Which classes still hold tokens in state z.
struct Live {
  bool f = false, b = false, s = false;
};

Live live(const Pair& g, const Counts& z) {
  Live l;
  for (std::size_t i = 0; i < z.size(); ++i) {
    if (z[i] == 0) continue;
    (g.side[i] == Side::fewer ? l.f : g.side[i] == Side::both ? l.b : l.s) = true;
  }
  return l;
}

}  // namespace

template <class S>
Wdl<S> wdl_original(const std::vector<S>& p, const Counts& x, const Counts& y) {
  Pair g = make_pair(x, y);
  Lattice lat(g.top, state_bytes<S>(3), "the exact WDL_O table");
  std::vector<Wdl<S>> t(lat.size, Wdl<S>{S(0), S(0), S(0)});
  Counts z(x.size(), 0);
  detail::TableWalk walk("exact WDL", lat.size);
  for (std::size_t k = 0; k < lat.size; ++k, lat.next(z)) {
    walk.at(k);
    Live l = live(g, z);
    if (!l.b && !l.s && !l.f) t[k] = {S(0), S(1), S(0)};  // X = Y = empty
    else if (!l.b && !l.s) t[k] = {S(1), S(0), S(0)};
    else if (!l.f && !l.s) t[k] = {S(0), S(1), S(0)};
    else if (!l.f && !l.b) t[k] = {S(0), S(0), S(1)};
    else {
      // Undecided: only rolls of values with z_i > 0 change anything.
      S w(0), d(0), lo(0), denom = detail::busy_mass(p, z);
      for (std::size_t i = 0; i < z.size(); ++i) {
        if (z[i] == 0) continue;
        const auto& c = t[k - lat.stride[i]];
        w += p[i] * c.win;
        d += p[i] * c.draw;
        lo += p[i] * c.loss;
      }
      t[k] = {w / denom, d / denom, lo / denom};
    }
  }
  return t.back();
}

template <class S>
S duration_original(const std::vector<S>& p, const Counts& x, const Counts& y) {
  Pair g = make_pair(x, y);
  Lattice lat(g.top, state_bytes<S>(1), "the exact duration table");
  std::vector<S> t(lat.size, S(0));
  Counts z(x.size(), 0);
  detail::TableWalk walk("exact duration", lat.size);
  for (std::size_t k = 0; k < lat.size; ++k, lat.next(z)) {
    walk.at(k);
    // A side has cleared when every value holds no more than the other side's surplus there.
    bool x_clear = true, y_clear = true;
    for (std::size_t i = 0; i < z.size(); ++i) {
      if (z[i] > g.top[i] - x[i]) x_clear = false;
      if (z[i] > g.top[i] - y[i]) y_clear = false;
    }
    if (x_clear || y_clear) continue;  // the game is over: no more rolls
    S s(1), denom = detail::busy_mass(p, z);
    for (std::size_t i = 0; i < z.size(); ++i)
      if (z[i] > 0) s += p[i] * t[k - lat.stride[i]];
    t[k] = s / denom;
  }
  return t.back();
}

#define ALEA_ORIGINAL(S)                                                                   \
  template Wdl<S> wdl_original<S>(const std::vector<S>&, const Counts&, const Counts&); \
  template S duration_original<S>(const std::vector<S>&, const Counts&, const Counts&);
ALEA_ORIGINAL(Rational)
ALEA_ORIGINAL(double)
ALEA_ORIGINAL(Certified)
#undef ALEA_ORIGINAL

}  // namespace alea::alloc::exact
