#pragma once
// The bodies of original.hpp's recursions, as templates over the scalar (generic) and over the
// big-integer type (layers: alea runs them over GMP, the benchmark over cpp_int as well).
//
// Fluet's reduced recursion WDL'_O(Max(X,Y); F,B,S) of 6.2.2 runs over the N-variable state
// z = Max(X,Y) minus the rolls so far: a table of prod (1 + max(x_i, y_i)) states instead of
// prod (1 + x_i)(1 + y_i). With F = {x_i < y_i}, B = {x_i = y_i}, S = {x_i > y_i}, X's remaining
// tokens on value i are max(0, z_i - (m_i - x_i)) and Y's max(0, z_i - (m_i - y_i)). The game is
// decided as soon as
//   z = 0 on B and S  -> X wins  (X's tokens lie only where Y has strictly more),
//   z = 0 on F and S  -> draw    (both hold exactly the same tokens),
//   z = 0 on F and B  -> X loses.
// (The paper prints the first and third cases with F and S exchanged; see docs/alloc.md.)
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "alloc/counts.hpp"
#include "alloc/exact/masses.hpp"
#include "alloc/wdl.hpp"
#include "core/gmp_integer.hpp"
#include "core/memory_guard.hpp"
#include "core/rational.hpp"

namespace alea::alloc::exact::original_impl {

enum class Side { fewer, both, more };  // F, B, S for X

struct Pair {
  Counts top;               // Max(X, Y)
  std::vector<Side> side;   // F, B or S per value
};

inline Pair make_pair(const Counts& x, const Counts& y) {
  Pair r{Counts(x.size()), std::vector<Side>(x.size())};
  for (std::size_t i = 0; i < x.size(); ++i) {
    r.top[i] = std::max(x[i], y[i]);
    r.side[i] = x[i] < y[i] ? Side::fewer : x[i] == y[i] ? Side::both : Side::more;
  }
  return r;
}

// The outcome of state z when it is decided: 0 X wins, 1 draw, 2 X loses; -1 undecided.
inline int decided(const Pair& g, const Counts& z) {
  bool f = false, b = false, s = false;  // which classes still hold tokens
  for (std::size_t i = 0; i < z.size(); ++i) {
    if (z[i] == 0) continue;
    (g.side[i] == Side::fewer ? f : g.side[i] == Side::both ? b : s) = true;
  }
  if (!b && !s) return f ? 0 : 1;  // nothing left but F: X wins; nothing at all: draw
  if (!f && !s) return 1;
  if (!f && !b) return 2;
  return -1;
}

// A side has cleared when every value holds no more than the other side's surplus there.
inline bool over(const Pair& g, const Counts& x, const Counts& y, const Counts& z) {
  bool x_clear = true, y_clear = true;
  for (std::size_t i = 0; i < z.size(); ++i) {
    if (z[i] > g.top[i] - x[i]) x_clear = false;
    if (z[i] > g.top[i] - y[i]) y_clear = false;
  }
  return x_clear || y_clear;
}

// ---- Generic: any scalar S (Rational, double, Certified), dividing by the busy mass per state.

template <class S>
Wdl<S> wdl_generic(const std::vector<S>& p, const Counts& x, const Counts& y) {
  Pair g = make_pair(x, y);
  Lattice lat(g.top, state_bytes<S>(3), "the exact WDL_O table");
  std::vector<Wdl<S>> t(lat.size, Wdl<S>{S(0), S(0), S(0)});
  Counts z(x.size(), 0);
  detail::TableWalk walk("recursion: WDL", lat.size);
  for (std::size_t k = 0; k < lat.size; ++k, lat.next(z)) {
    walk.at(k);
    const int d = decided(g, z);
    if (d >= 0) {
      (d == 0 ? t[k].win : d == 1 ? t[k].draw : t[k].loss) = S(1);
      continue;
    }
    // Undecided: only rolls of values with z_i > 0 change anything.
    S w(0), dr(0), lo(0), denom = detail::busy_mass(p, z);
    for (std::size_t i = 0; i < z.size(); ++i) {
      if (z[i] == 0) continue;
      const auto& c = t[k - lat.stride[i]];
      w += p[i] * c.win;
      dr += p[i] * c.draw;
      lo += p[i] * c.loss;
    }
    t[k] = {w / denom, dr / denom, lo / denom};
  }
  return t.back();
}

template <class S>
S duration_generic(const std::vector<S>& p, const Counts& x, const Counts& y) {
  Pair g = make_pair(x, y);
  Lattice lat(g.top, state_bytes<S>(1), "the exact duration table");
  std::vector<S> t(lat.size, S(0));
  Counts z(x.size(), 0);
  detail::TableWalk walk("recursion: duration", lat.size);
  for (std::size_t k = 0; k < lat.size; ++k, lat.next(z)) {
    walk.at(k);
    if (over(g, x, y, z)) continue;  // no more rolls
    S s(1), denom = detail::busy_mass(p, z);
    for (std::size_t i = 0; i < z.size(); ++i)
      if (z[i] > 0) s += p[i] * t[k - lat.stride[i]];
    t[k] = s / denom;
  }
  return t.back();
}

// ---- Layers: exact rationals computed in integers.
//
// Write p_i = k_i / D with integers k_i and D. Every state z of depth d = |z| (tokens left) gets
// the common denominator M^d, where M is the lcm of the busy masses m(z) = sum_{z_i > 0} k_i
// that can occur (subset sums of the k_i over the values with tokens). Then, with N the
// numerators, the recursion V(z) = sum k_i V(z - e_i) / m(z) becomes
//   N(z) = (M / m(z)) * sum_{z_i > 0} k_i N(z - e_i),
// and E(z) = (D + sum k_i E(z - e_i)) / m(z) becomes
//   N(z) = (M / m(z)) * (D M^(d-1) + sum_{z_i > 0} k_i N(z - e_i)):
// multiplications by small integers and additions, no gcd. One division at the end gives the
// rational. The numbers grow by log2 M bits per layer, as the rationals' denominators would.

// Past this many values with tokens the subset sums are not enumerated (2^16 of them).
constexpr std::size_t kMaxLayerValues = 16;
// Past this size of M the numbers would grow too fast to be worth it: the generic path runs.
constexpr unsigned kMaxLayerBits = 256;

template <class I>
struct Layers {
  std::vector<I> k;                  // p_i D
  I D, M;                            // common denominator of p; lcm of the busy masses
  std::vector<I> factor;             // M / m(support), indexed by the support's bit mask
  std::vector<unsigned> bit;         // value i -> bit in the mask (values with tokens only)
  std::vector<I> power;              // M^d
  std::uint64_t bytes_per_state = 0; // for the memory guard
};

// The integers of the layered recursion for top state `top`, or nothing when P's numbers make
// it unattractive (too many values with tokens, M too large).
template <class I>
std::optional<Layers<I>> make_layers(const std::vector<Rational>& p, const Counts& top, int scalars) {
  Layers<I> L;
  std::vector<std::size_t> used;
  for (std::size_t i = 0; i < top.size(); ++i)
    if (top[i] > 0) used.push_back(i);
  if (used.size() > kMaxLayerValues) return std::nullopt;
  BigInt D = 1;
  for (const auto& q : p) D = boost::multiprecision::lcm(D, q.denominator());
  std::vector<BigInt> k(p.size());
  for (std::size_t i = 0; i < p.size(); ++i) k[i] = p[i].numerator() * (D / p[i].denominator());
  // Tokens on a value of probability 0 can leave a state with no busy mass: the generic path
  // keeps its behaviour there.
  for (auto i : used)
    if (k[i] == 0) return std::nullopt;
  // Busy masses of every support: the subset sums over the used values.
  const std::size_t subsets = std::size_t(1) << used.size();
  std::vector<BigInt> mass(subsets, BigInt(0));
  BigInt M = 1;
  for (std::size_t s = 1; s < subsets; ++s) {
    const unsigned low = static_cast<unsigned>(__builtin_ctzll(s));
    mass[s] = mass[s & (s - 1)] + k[used[low]];
    M = boost::multiprecision::lcm(M, mass[s]);
    if (boost::multiprecision::msb(M) >= kMaxLayerBits) return std::nullopt;
  }
  L.D = convert_int<I>(D);
  L.M = convert_int<I>(M);
  for (const auto& ki : k) L.k.push_back(convert_int<I>(ki));
  L.factor.resize(subsets);
  for (std::size_t s = 1; s < subsets; ++s) L.factor[s] = convert_int<I>(M / mass[s]);
  L.bit.assign(top.size(), 0);
  for (std::size_t b = 0; b < used.size(); ++b) L.bit[used[b]] = static_cast<unsigned>(b);
  std::uint64_t depth = 0;
  for (auto v : top) depth += static_cast<std::uint64_t>(v);
  // A numerator of depth d has about d log2 M bits; the table's average depth is half the top.
  const std::uint64_t avg_bits = bytes_for(depth, boost::multiprecision::msb(M) + 1) / 2;
  L.bytes_per_state = bytes_for(static_cast<std::uint64_t>(scalars), sizeof(I) + avg_bits / 8 + 16);
  return L;
}

// M^0 .. M^depth, after the table has passed the memory guard: they take about
// depth^2 log2(M) / 2 bits themselves, so they ask the guard too.
template <class I>
void fill_powers(Layers<I>& L, const Counts& top, const char* what) {
  std::uint64_t depth = 0;
  for (auto v : top) depth += static_cast<std::uint64_t>(v);
  const std::uint64_t bits = bytes_for(bytes_for(depth, depth), boost::multiprecision::msb(L.M) + 1) / 2;
  require_memory(bytes_plus(bytes_for(depth, sizeof(I)), bits / 8), std::string("the powers of the common denominator of ") + what);
  L.power.resize(static_cast<std::size_t>(depth) + 1);
  L.power[0] = 1;
  for (std::size_t d = 1; d < L.power.size(); ++d) {
    if ((d & 63) == 0) check_interrupt();
    L.power[d] = L.power[d - 1] * L.M;
  }
}

// Support mask and depth of z.
template <class I>
std::size_t support(const Layers<I>& L, const Counts& z, std::size_t& depth) {
  std::size_t s = 0;
  depth = 0;
  for (std::size_t i = 0; i < z.size(); ++i)
    if (z[i] > 0) {
      s |= std::size_t(1) << L.bit[i];
      depth += static_cast<std::size_t>(z[i]);
    }
  return s;
}

template <class I>
std::optional<Wdl<Rational>> wdl_layers(const std::vector<Rational>& p, const Counts& x, const Counts& y) {
  Pair g = make_pair(x, y);
  auto L = make_layers<I>(p, g.top, 3);
  if (!L) return std::nullopt;
  Lattice lat(g.top, L->bytes_per_state, "the exact WDL_O table");
  fill_powers(*L, g.top, "the exact WDL_O table");
  std::vector<Wdl<I>> t(lat.size, Wdl<I>{I(0), I(0), I(0)});
  Counts z(x.size(), 0);
  std::size_t depth = 0;
  detail::TableWalk walk("recursion: WDL", lat.size);
  for (std::size_t k = 0; k < lat.size; ++k, lat.next(z)) {
    walk.at(k);
    const std::size_t s = support(*L, z, depth);
    const int d = decided(g, z);
    if (d >= 0) {
      (d == 0 ? t[k].win : d == 1 ? t[k].draw : t[k].loss) = L->power[depth];
      continue;
    }
    Wdl<I>& v = t[k];
    for (std::size_t i = 0; i < z.size(); ++i) {
      if (z[i] == 0) continue;
      const auto& c = t[k - lat.stride[i]];
      v.win += L->k[i] * c.win;
      v.draw += L->k[i] * c.draw;
      v.loss += L->k[i] * c.loss;
    }
    v.win *= L->factor[s];
    v.draw *= L->factor[s];
    v.loss *= L->factor[s];
  }
  const BigInt den = to_big_int(L->power.back());
  const auto& r = t.back();
  return Wdl<Rational>{Rational(to_big_int(r.win), den), Rational(to_big_int(r.draw), den),
                       Rational(to_big_int(r.loss), den)};
}

template <class I>
std::optional<Rational> duration_layers(const std::vector<Rational>& p, const Counts& x, const Counts& y) {
  Pair g = make_pair(x, y);
  auto L = make_layers<I>(p, g.top, 1);
  if (!L) return std::nullopt;
  Lattice lat(g.top, L->bytes_per_state, "the exact duration table");
  fill_powers(*L, g.top, "the exact duration table");
  std::vector<I> t(lat.size, I(0));
  Counts z(x.size(), 0);
  std::size_t depth = 0;
  detail::TableWalk walk("recursion: duration", lat.size);
  for (std::size_t k = 0; k < lat.size; ++k, lat.next(z)) {
    walk.at(k);
    if (over(g, x, y, z)) continue;  // no more rolls
    const std::size_t s = support(*L, z, depth);
    I& v = t[k];
    v = L->D * L->power[depth - 1];
    for (std::size_t i = 0; i < z.size(); ++i)
      if (z[i] > 0) v += L->k[i] * t[k - lat.stride[i]];
    v *= L->factor[s];
  }
  return Rational(to_big_int(t.back()), to_big_int(L->power.back()));
}

}  // namespace alea::alloc::exact::original_impl
