#pragma once
// Proofs that a nim sequence is (arithmetic-)periodic for ever, from finitely many values:
// G(n + period) = G(n) + saltus for every n >= preperiod (saltus 0: ordinary periodicity).
//
//  - The octal periodicity theorem (Guy and Smith 1956; Winning Ways ch. 4; Siegel, CGT IV.2):
//    for a finite code whose moves take at most k tokens and leave at most R heaps, with no
//    modifier, G(n + p) = G(n) for n0 <= n < R max(n0, 1) + (R - 1) p + k implies it for every
//    n >= n0. (The usual statement is R = 2; the same induction works for any R: an option of
//    n + p has a part of at least (n + p - j) / R tokens, which is at least max(n0, 1) + p
//    there, and taking p from that part gives an option of n of the same value.)
//  - Codes whose moves leave at most one heap, finite or repeating (subtraction games, all-but
//    subtraction games, Nim): the values of heap n depend only on a window of the last values and
//    on the sets of values reached in each residue class of the repeating block. When that state
//    at n0 + p is the state at n0 with every value raised by s, play from n0 + p is play from n0
//    raised by s, for ever: an arithmetic period (the sets also hold every value below their mex,
//    which raising by s keeps). This proves ordinary periods too, and the arithmetic periods of
//    the all-but subtraction games (which Angela Siegel proved always exist).
//  - Windowed rulesets (spawning codes whose coins lie within a bounded span): the options of n
//    are fixed functions of G(n - W .. n - 1), so a repeated window is a period.
#include <cstdint>
#include <functional>
#include <optional>

#include "cgt/impartial/code.hpp"

namespace alea::cgt::impartial {

struct Periodicity {
  std::uint64_t period = 0, preperiod = 0, saltus = 0;
  bool operator==(const Periodicity&) const = default;
};

// G(n) for n < size.
struct Sequence {
  std::function<std::uint64_t(std::uint64_t)> at;
  std::uint64_t size = 0;
};

// The smallest period the octal periodicity theorem proves from the values (R >= 2 parts at most,
// takes up to k), with its least preperiod; nullopt when none is proved within them.
std::optional<Periodicity> guy_smith(const Sequence& g, std::uint64_t parts, std::uint64_t max_take);
// The same for a code leaving at most one heap (finite or repeating); arithmetic periods too.
std::optional<Periodicity> single_heap_periodicity(const Code& code, const Sequence& g);
// The same for a ruleset whose options of heap n >= from are fixed functions of the last
// `window` values.
std::optional<Periodicity> window_periodicity(const Sequence& g, std::uint64_t window, std::uint64_t from);

}  // namespace alea::cgt::impartial
