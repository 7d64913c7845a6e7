#pragma once
// CGSuite's display order of options (CanonicalShortGame.DeterministicOrdering): numbers by
// value, then nimbers, then other uptimals, number-up-stars included (by their expansions:
// number, coefficients, length, nimber; uptimal.hpp), then every other game by its sorted
// option lists, Left first.
#include <vector>

#include "cgt/engine/store.hpp"

namespace alea::cgt::engine {

int display_compare(Id g, Id h);
// Sorted copies of the options, in display order.
std::vector<Id> sorted_left(Id g);
std::vector<Id> sorted_right(Id g);
void display_sort(std::vector<Id>& ids);

}  // namespace alea::cgt::engine
