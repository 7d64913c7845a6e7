#pragma once
// Bramhall's strategy reduction: on each value the side with fewer tokens drops them (ties
// keep both). Under Original rules a token on a value where the opponent has more is always
// knocked down before the opponent's last one there, so it never decides the game: WDL is
// unchanged (see docs/alloc.md).
#include <utility>

#include "alloc/counts.hpp"

namespace alea::alloc {

std::pair<Counts, Counts> reduce(const Counts& x, const Counts& y);

}  // namespace alea::alloc
