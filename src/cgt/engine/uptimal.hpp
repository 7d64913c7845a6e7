#pragma once
// Uptimals (Siegel, CGT II.7; CGSuite's UptimalExpansion): games x + *m + a1.^ + a2.^<2> + ...
// + ak.^<k>, where ^<1> = ^ and ^<n> = {0 | * - ^->(n-1)} with ^->0 = 0, ^->n = {^->(n-1) | *}
// (so ^<2> = {0|v*}). The number-up-stars are the uptimals of length <= 1; the longer ones are
// general records of the store, recognized here from their canonical forms.
//
// CGSuite prints an uptimal of length k >= 2 as a symbol when its coefficients are a single +-1
// (a unit: ^<k>, v<k>) or all +1 or all -1 (a unit sum ^[k] = ^ + ^<2> + ... + ^<k>, v[k]), with
// the number part before and the nimber after (1^<2>*, v[3]*2); other uptimals stay in braces.
// As options, uptimals sort with the number-up-stars by their expansions (order.cpp).
#include <optional>
#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/engine/store.hpp"

namespace alea::cgt::engine {

// The longest uptimal the parser builds (^<n>, ^[n]): each order adds a level of nesting, and
// recognizing an uptimal of length n for printing costs about n^2 sums (^<256> prints in about
// half a second, ^<1000> built otherwise in about 10 s, Ctrl-C stopping it).
constexpr long long kMaxUptimalOrder = 256;

struct Uptimal {
  Dyadic number;
  unsigned long long nim = 0;
  std::vector<long long> coeffs;  // a1..ak with ak != 0; empty for x + *m

  std::size_t length() const { return coeffs.size(); }
  bool is_unit() const;      // at most one nonzero coefficient, and it is +-1
  bool is_unit_sum() const;  // every coefficient +1, or every one -1
  // Printed by CGSuite as ^<k>, v<k>, ^[k], v[k] (with number and nimber parts).
  bool is_symbol() const { return length() >= 2 && (is_unit() || is_unit_sum()); }
};

// CGSuite's order of expansions: number, then coefficients from the first, then length, then
// nimber. Negative, zero or positive.
int compare_uptimal(const Uptimal& a, const Uptimal& b);

// The expansion of g, if g is an uptimal (number-up-stars included). Memoized per id.
std::optional<Uptimal> uptimal_of(Id g);
// The expansion of g if CGSuite prints it as an uptimal symbol (length >= 2), else nothing.
std::optional<Uptimal> uptimal_symbol(Id g);

// ^<n> for 1 <= n (n <= kMaxUptimalOrder is the caller's check). Cached.
Id up_power(long long n);
// The game of an expansion.
Id from_uptimal(const Uptimal& u);

}  // namespace alea::cgt::engine
