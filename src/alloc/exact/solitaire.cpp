// Solitaire Knock 'em Down (Fluet 6.1.1, 6.1.3): E[T_X] by eq. (4), E[T_X^2] by the recursion
// of 6.1.3 and so Var(T_X) by eq. (5); the pmf of T_X by pushing the distribution of the
// remaining allocation forward one roll at a time.
#include "alloc/exact/solitaire.hpp"
#include "alloc/exact/masses.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"

namespace alea::alloc::exact {
namespace {

// E[T_a] and E[T_a^2] for every sub-allocation a of x, bottom-up.
template <class S>
struct Moments {
  std::vector<S> m1, m2;
};

template <class S>
Moments<S> moments(const std::vector<S>& p, const Counts& x, bool second) {
  Lattice lat(x, state_bytes<S>(second ? 2 : 1), "the exact E[T_X] table");
  Moments<S> r;
  r.m1.assign(lat.size, S(0));
  if (second) r.m2.assign(lat.size, S(0));
  Counts a(x.size(), 0);
  detail::TableWalk walk("recursion: E[T]", lat.size);
  for (std::size_t k = 1; k < lat.size; ++k) {
    walk.at(k);
    lat.next(a);
    // Rolls on empty values are wasted: solving E = 1 + q E + sum p_i E(a - e_i) for E.
    S denom = detail::busy_mass(p, a);
    S s1(1), s2(0);
    for (std::size_t i = 0; i < a.size(); ++i) {
      if (a[i] == 0) continue;
      s1 += p[i] * r.m1[k - lat.stride[i]];
      if (second) s2 += p[i] * r.m2[k - lat.stride[i]];
    }
    r.m1[k] = s1 / denom;
    if (second) r.m2[k] = (S(2) * r.m1[k] - S(1) + s2) / denom;
  }
  return r;
}

}  // namespace

template <class S>
S expected_time(const std::vector<S>& p, const Counts& x) {
  return moments(p, x, false).m1.back();
}

template <class S>
S variance(const std::vector<S>& p, const Counts& x) {
  auto r = moments(p, x, true);
  return r.m2.back() - r.m1.back() * r.m1.back();
}

template <class S>
std::vector<S> pmf(const std::vector<S>& p, const Counts& x, std::int64_t n_max) {
  Lattice lat(x, state_bytes<S>(1) + sizeof(S), "the exact distribution of T_X");
  // mass[k]: P(the remaining allocation is state k after n rolls). Updating in increasing
  // index is in place: state k receives from k + stride[i], which is not yet updated.
  std::vector<S> mass(lat.size, S(0)), idle(lat.size, S(0));
  {
    Counts a(x.size(), 0);
    for (std::size_t k = 0; k < lat.size; ++k, lat.next(a)) idle[k] = detail::idle_mass(p, a);
  }
  mass.back() = S(1);
  std::vector<S> out(static_cast<std::size_t>(n_max) + 1, S(0));
  out[0] = mass[0];  // 1 when x is empty
  mass[0] = S(0);
  detail::TableWalk walk("recursion: distribution", bytes_for(lat.size, static_cast<std::uint64_t>(n_max)));
  std::uint64_t step = 0;
  for (std::int64_t n = 1; n <= n_max; ++n) {
    // What reaches the cleared state 0 on this roll is P(T_X = n); state 0 then keeps no
    // mass of its own, so each layer carries only the allocations still uncleared.
    S arrive(0);
    for (std::size_t i = 0; i < x.size(); ++i)
      if (x[i] > 0) arrive += p[i] * mass[lat.stride[i]];
    out[static_cast<std::size_t>(n)] = arrive;
    Counts a(x.size(), 0);
    for (std::size_t k = 1; k < lat.size; ++k) {
      walk.at(++step);
      lat.next(a);
      S m = idle[k] * mass[k];
      for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i] < x[i]) m += p[i] * mass[k + lat.stride[i]];
      mass[k] = m;
    }
    check_interrupt();
  }
  return out;
}

}  // namespace alea::alloc::exact

namespace alea::alloc::exact {
#define ALEA_SOLITAIRE(S)                                                   \
  template S expected_time<S>(const std::vector<S>&, const Counts&);       \
  template S variance<S>(const std::vector<S>&, const Counts&);            \
  template std::vector<S> pmf<S>(const std::vector<S>&, const Counts&, std::int64_t);
ALEA_SOLITAIRE(Rational)
ALEA_SOLITAIRE(double)
#undef ALEA_SOLITAIRE
}  // namespace alea::alloc::exact
