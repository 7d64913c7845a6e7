#pragma once
// Partitions of s tokens into r non-empty heaps, as non-decreasing part lists in lexicographic
// order (CGSuite's order of options: 1,7  2,6  3,5  4,4), filtered by a code's modifier.
#include <cstdint>
#include <span>
#include <vector>

#include "cgt/impartial/code.hpp"

namespace alea::cgt::impartial {

namespace detail {

// Fills parts[k..] with non-decreasing values >= least (increasing when distinct) summing to rest.
template <class Visit>
bool fill_partitions(std::vector<std::uint64_t>& parts, std::size_t k, std::uint64_t rest, std::uint64_t least,
                     bool distinct, Visit& visit) {
  const std::size_t r = parts.size();
  if (k + 1 == r) {
    if (rest < least) return true;
    parts[k] = rest;
    return visit(std::span<const std::uint64_t>(parts));
  }
  const std::uint64_t after = r - k - 1;  // positions after k
  for (std::uint64_t x = least;; ++x) {
    const std::uint64_t need = distinct ? after * (x + 1) + after * (after - 1) / 2 : after * x;
    if (x + need > rest) return true;
    parts[k] = x;
    if (!fill_partitions(parts, k + 1, rest - x, distinct ? x + 1 : x, distinct, visit)) return false;
  }
}

}  // namespace detail

// Calls visit(parts) for each partition of s into exactly r parts allowed by the modifier
// ('!' pairwise unequal, '?' not all equal, '=' all equal); visit returns false to stop, and so
// does this function. r = 0 has one partition (none) when s = 0.
template <class Visit>
bool for_each_partition(std::uint64_t s, std::uint64_t r, Modifier mod, Visit&& visit) {
  if (r == 0) return s == 0 ? visit(std::span<const std::uint64_t>{}) : true;
  if (s < r) return true;
  if (mod == Modifier::equal) {
    if (s % r != 0) return true;
    std::vector<std::uint64_t> parts(r, s / r);
    return visit(std::span<const std::uint64_t>(parts));
  }
  std::vector<std::uint64_t> parts(r);
  auto filtered = [&](std::span<const std::uint64_t> p) {
    if (mod == Modifier::unequal && r >= 2 && p.front() == p.back()) return true;
    return visit(p);
  };
  return detail::fill_partitions(parts, 0, s, 1, mod == Modifier::distinct && r >= 2, filtered);
}

}  // namespace alea::cgt::impartial
