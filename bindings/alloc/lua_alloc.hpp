#pragma once
// alloc's binding: its two types, the conversions its files share, and every bound function,
// one per Lua name. The registration rows (help text, signatures, options) are in module.cpp;
// each function below checks its arguments, makes one call to the core surface (src/alloc)
// and pushes the result.
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

// --- one allocation (allocation.cpp) ---
int new_allocation(lua_State* L);
int tokens(lua_State* L);
int counts(lua_State* L);
int prob(lua_State* L);
int neighbors(lua_State* L);
int normal_form(lua_State* L);
int is_sub(lua_State* L);
int multinomial(lua_State* L);
int expected_time(lua_State* L);
int variance(lua_State* L);
int distribution(lua_State* L);
int plot_distribution(lua_State* L);
int quantile(lua_State* L);
int median(lua_State* L);
int to_table(lua_State* L);
int len(lua_State* L);
int index(lua_State* L);
int eq(lua_State* L);
int tostring(lua_State* L);
int save(lua_State* L);

// --- two allocations (head_to_head.cpp) ---
int wdl(lua_State* L);
int favored(lua_State* L);
int duration(lua_State* L);
int reduce(lua_State* L);
int simulate(lua_State* L);

// --- Fluet 5's two values (two_value.cpp) ---
int two_value_minimal(lua_State* L);
int two_value_emperor(lua_State* L);
int two_value_expected_time(lua_State* L);

// --- searches over every allocation of t tokens (search.cpp) ---
int all(lua_State* L);
int count(lua_State* L);
int minimal(lua_State* L);
int mat_candidates(lua_State* L);
int best_multinomial(lua_State* L);
int greedy_multinomial(lua_State* L);

// --- tournaments (tournament.cpp) ---
int new_tournament(lua_State* L);
int t_allocations(lua_State* L);
int t_index(lua_State* L);
int t_wdl(lua_State* L);
int t_favored(lua_State* L);
int t_emperors(lua_State* L);
int t_emperor_cycle(lua_State* L);
int t_cycles(lua_State* L);
int t_local_emperors(lua_State* L);
int t_hill_climb(lua_State* L);
int t_matrix(lua_State* L);
int t_to_dot(lua_State* L);
int t_to_svg(lua_State* L);
int t_to_table(lua_State* L);
int t_stats(lua_State* L);
int t_len(lua_State* L);
int t_tostring(lua_State* L);

// --- emperors and mixes (emperor.cpp, mix.cpp) ---
int is_emperor(lua_State* L);
int find_emperor(lua_State* L);
int optimal_mix(lua_State* L);

}  // namespace alea::lua_alloc
