#pragma once
// alloc: the pieces every alloc binding file shares (the allocation type and its argument
// checks), and the parts of the module defined in their own files. open_alloc (lua_alloc.cpp)
// builds the module and calls each add_alloc_* below on it.
#include <string>

#include "alloc/allocation.hpp"
#include "alloc/fast/fast.hpp"
#include "kit/kit.hpp"
#include "kit/module.hpp"
#include "kit/options.hpp"

namespace alea::kit {

template <>
struct TypeName<alloc::Allocation> {
  static constexpr const char* value = "allocation";
};

// The allocation at idx (argument errors name it).
alloc::Allocation& check_allocation(lua_State* L, int idx);
// A Lua array of n_values non-negative integer counts at idx.
alloc::Counts check_counts(lua_State* L, int idx, std::size_t n_values);
void push_counts(lua_State* L, const alloc::Counts& x);
// value, error_bound: two results.
void push_estimate(lua_State* L, const alloc::fast::Estimate& e);
// opts.rules: "original" (default) or "independent".
alloc::Rules check_rules(const Options& opts);

}  // namespace alea::kit

namespace alea {

// Searches over all allocations (lua_alloc_search.cpp), tournaments (lua_alloc_tournament.cpp),
// emperor checks (lua_alloc_emperor.cpp) and optimal mixed strategies (lua_alloc_mix.cpp).
void add_alloc_searches(kit::Module& m);
void add_alloc_tournaments(kit::Module& m);
void add_alloc_emperors(kit::Module& m);
void add_alloc_mixes(kit::Module& m);

}  // namespace alea
