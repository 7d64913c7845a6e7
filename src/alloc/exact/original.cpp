// Original rules (one shared roll): the recursions of original_impl.hpp. Rationals go through
// the layered integer recursion in GMP integers when P's numbers allow it (docs/alloc.md,
// "Exact arithmetic"), the generic one otherwise; both give the same exact value.
#include "alloc/exact/original.hpp"

#include "alloc/exact/certified.hpp"
#include "alloc/exact/original_impl.hpp"

namespace alea::alloc::exact {

template <class S>
Wdl<S> wdl_original(const std::vector<S>& p, const Counts& x, const Counts& y) {
  if constexpr (std::is_same_v<S, Rational>)
    if (auto r = original_impl::wdl_layers<GmpInt>(p, x, y)) return *r;
  return original_impl::wdl_generic(p, x, y);
}

template <class S>
S duration_original(const std::vector<S>& p, const Counts& x, const Counts& y) {
  if constexpr (std::is_same_v<S, Rational>)
    if (auto r = original_impl::duration_layers<GmpInt>(p, x, y)) return *r;
  return original_impl::duration_generic(p, x, y);
}

#define ALEA_ORIGINAL(S)                                                                   \
  template Wdl<S> wdl_original<S>(const std::vector<S>&, const Counts&, const Counts&); \
  template S duration_original<S>(const std::vector<S>&, const Counts&, const Counts&);
ALEA_ORIGINAL(Rational)
ALEA_ORIGINAL(double)
ALEA_ORIGINAL(Certified)
#undef ALEA_ORIGINAL

}  // namespace alea::alloc::exact
