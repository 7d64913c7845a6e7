#pragma once
// The canonical form of a part of a graph game under the isomorphisms of coloured multigraphs:
// vertex maps that keep every edge with its colour (loops and parallel edges included) and, with
// `fix_ground`, vertex 0 (Hackenbush's ground). Two parts get equal canonical forms exactly when
// they are isomorphic, so a transposition table keyed by the form holds one entry per class.
//
// The method is individualisation and refinement: colour refinement splits the vertices by their
// coloured neighbourhoods until the partition is equitable; a cell still holding several
// vertices is split by trying each of them in turn as a class of its own, and each discrete
// partition (a leaf) labels the vertices by their positions. The form is the least labelled
// edge list over the leaves. Every step is label-free, so the set of leaves, and the least one,
// depend only on the isomorphism class. Automorphisms found as two leaves with equal edge lists
// prune the search: siblings in one orbit of the automorphisms fixing the path are skipped, and
// a leaf equal to the first or the best one sends the search back to where their paths part,
// so forests of identical trees (large automorphism groups) cost a number of nodes about
// quadratic in the vertices, not factorial.
#include <cstddef>

#include "cgt/games/graphs.hpp"

namespace alea::cgt::games {

// Writes the canonical form of `part` (form = canonical, vertices 0..n-1, edges sorted; when the
// ground is fixed it is vertex 0, and a part without it is numbered from 1) and returns true;
// returns false (leaving `out` unspecified) when the search would pass `budget` nodes
// (kCanonBudget, graphs.hpp).
bool canonical_form(const Edges& part, bool fix_ground, Edges& out, std::size_t budget = kCanonBudget);

}  // namespace alea::cgt::games
