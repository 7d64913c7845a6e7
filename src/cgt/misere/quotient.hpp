#pragma once
// Misère quotients (Plambeck 2005; Plambeck and Siegel 2008): for the closure A of heaps 1..n of a
// take-and-break game (every sum of them), two positions are indistinguishable when adding any
// position of A gives them the same misère outcome; the classes form a commutative monoid Q with
// the subset P of misère P-positions, and a position's outcome is read off its image in Q.
//
// Computed in three steps, the last of which proves the result:
//  1. the outcomes of every sum of total size <= S (exact, by the definition);
//  2. a candidate: the classes of the sums of size <= S/2 by their outcomes against every sum of
//     size <= S/2, multiplied through their representatives (it must close, be commutative and
//     associative);
//  3. a proof that the candidate is right for every sum of heaps, however large: for all words e,
//     Phi(e) in P exactly when e has a move and no move leads to a word whose image is in P (then,
//     by induction on e, the images give every outcome). That is a statement about infinitely many
//     words, but it depends on e only through its image and the images of e minus one heap, and
//     exponents beyond a generator's index and period repeat those, so a walk over the heaps with a
//     finite state (the image so far and the set of suffix images that would make some earlier
//     heap's move reach P) decides it. Then the candidate's reduction (elements told apart by P) is
//     the quotient.
// When the proof fails, S grows; past the limits the computation stops with LimitExceeded.
#include <cstdint>
#include <string>
#include <vector>

#include "cgt/impartial.hpp"

namespace alea::cgt::misere {

struct Quotient {
  std::uint64_t heaps = 0;                       // the closure of heaps 1 .. heaps
  std::vector<std::string> elements;             // each by a shortest sum of heaps: "0", "1", "2+2"
  std::vector<bool> p_positions;                 // element is in P
  std::vector<std::vector<std::uint32_t>> table;  // table[x][y] = x y
  std::vector<std::uint32_t> heap_images;        // heap_images[i] = image of heap i (0 for heap 0)
  std::uint64_t size_bound = 0;                  // the S that gave the proven candidate
  std::uint32_t order() const { return static_cast<std::uint32_t>(elements.size()); }
};

// Roles: "n" (heaps), "H" (not a take-and-break game without added tokens).
Quotient misere_quotient(const impartial::HeapRuleset& h, std::uint64_t heaps);

}  // namespace alea::cgt::misere
