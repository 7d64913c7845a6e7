#pragma once
// alloc's binding: its two types, the conversions its files share, and its areas. Each area
// file holds its bound functions (each reads its arguments, makes one call to the core surface
// in src/alloc and pushes the result) and, at its end, their rows (help text, signatures with
// every option). module.cpp holds the rows without a function (the module's and the types') and
// calls the areas in the order help lists them.
#include <vector>

#include "alloc/allocation.hpp"
#include "alloc/mode.hpp"
#include "alloc/tournament/tournament.hpp"
#include "kit/kit.hpp"

namespace alea::kit {
template <>
struct TypeName<alloc::Allocation> {
  static constexpr const char* value = "allocation";
};
template <>
struct TypeName<alloc::Tournament> {
  static constexpr const char* value = "tournament";
};
}  // namespace alea::kit

namespace alea::lua_alloc {

// --- conversions (convert.cpp) ---
const alloc::Allocation& check_allocation(lua_State* L, int idx);
// A Lua array of allocations (each entry checked for its type; one game is the core's check).
std::vector<alloc::Allocation> check_allocations(lua_State* L, int idx);
alloc::Rules check_rules(const kit::Options& opts);
alloc::Mode check_mode(const kit::Options& opts);
void push_allocations(lua_State* L, const ProbVector& p, const std::vector<alloc::Counts>& xs);

// --- the areas: each file's bound functions and their rows, in the order help lists them ---
void add_allocation(kit::Module& m, kit::Type& t);  // allocation.cpp: alloc(P, ...), the allocation's methods
void add_head_to_head(kit::Module& m);              // head_to_head.cpp: two allocations (wdl, favored, ...)
void add_two_value(kit::Module& m);                 // two_value.cpp: Fluet 5's two values
void add_search(kit::Module& m);                    // search.cpp: searches over every allocation of t tokens
void add_tournament(kit::Module& m, kit::Type& t);  // tournament.cpp: alloc.tournament, the tournament's methods
void add_emperor(kit::Module& m);                   // emperor.cpp: is_emperor, find_emperor
void add_mix(kit::Module& m);                       // mix.cpp: optimal mixed strategies

}  // namespace alea::lua_alloc
