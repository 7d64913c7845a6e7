#pragma once
// boolfn's binding: its two types (a function and a decision tree), the conversions its files
// share, and every bound function, one per Lua name. The registration rows are in module.cpp;
// each function checks its arguments, makes one call to the core surface (src/boolfn) and
// pushes the result.
#include <vector>

#include "boolfn/decision_tree.hpp"
#include "boolfn/function.hpp"
#include "boolfn/partial.hpp"
#include "boolfn/selection_game.hpp"
#include "kit/kit.hpp"

namespace alea::kit {
template <>
struct TypeName<boolfn::BooleanFunction> {
  static constexpr const char* value = "boolfn";
};
template <>
struct TypeName<boolfn::DecisionTree> {
  static constexpr const char* value = "decision_tree";
};
}  // namespace alea::kit

namespace alea::lua_boolfn {

// --- conversions (convert.cpp) ---
const boolfn::BooleanFunction& check_function(lua_State* L, int idx);
// The coin of options p= and exact= (Coin::resolve: the one rule for exact).
boolfn::Coin check_coin(lua_State* L, const kit::Options& opts);
// A partial assignment {[i] = 1 or -1, ...} at idx (nil: none), in increasing i.
boolfn::Assignments check_partial(lua_State* L, int idx);
// The option partial= of a game or tree (absent: none).
boolfn::Assignments option_partial(lua_State* L, const kit::Options& opts);
// A set S of variables: an array of integers, or one integer.
std::vector<int> check_set(lua_State* L, int idx);
// A point x: an array of integers (the core checks their values and count).
boolfn::Point check_point(lua_State* L, int idx);
boolfn::Tie check_tie(const kit::Options& opts);
// A payoff or leaf value: a Lua integer when it is one, else a rat.
void push_payoff(lua_State* L, const Rational& v);
// An array of per-variable values as a table keyed by the variables: {[5] = ..., [7] = ...}.
template <class T>
void push_by_variable(lua_State* L, const std::vector<int>& vars, const std::vector<T>& values) {
  lua_createtable(L, 0, static_cast<int>(vars.size()));
  for (std::size_t j = 0; j < vars.size(); ++j) {
    kit::push(L, values[j]);
    lua_rawseti(L, -2, vars[j]);
  }
}

// --- construction (build.cpp) ---
int new_function(lua_State* L);
int majority(lua_State* L);
int threshold(lua_State* L);
int and_function(lua_State* L);
int or_function(lua_State* L);
int parity(lua_State* L);
int dictator(lua_State* L);
int recursive_majority(lua_State* L);
int tribes(lua_State* L);
int and_or(lua_State* L);
int hex(lua_State* L);
int compose(lua_State* L);

// --- the function object (function.cpp) ---
int call(lua_State* L);
int len(lua_State* L);
int tostring(lua_State* L);
int values(lua_State* L);
int to_table(lua_State* L);
int is_boolean(lua_State* L);
int is_monotone(lua_State* L);
int restrict(lua_State* L);

// --- Fourier analysis (fourier.cpp) ---
int fourier(lua_State* L);
int fourier_table(lua_State* L);
int spectral_weights(lua_State* L);
int degree(lua_State* L);
int noise_stability(lua_State* L);

// --- expectations and influences under mu_p (influence.cpp) ---
int expectation(lua_State* L);
int variance(lua_State* L);
int derivative(lua_State* L);
int derivatives(lua_State* L);
int influence(lua_State* L);
int influences(lua_State* L);
int total_influence(lua_State* L);
int pivotal(lua_State* L);
int pivotals(lua_State* L);

// --- the random-turn game (game.cpp) ---
int optimal_moves(lua_State* L);
int game(lua_State* L);
int tie_breaks(lua_State* L);
int bounds(lua_State* L);
int sample_moves(lua_State* L);
int sample_size(lua_State* L);
int seed_sample_sizes(lua_State* L);

// --- complexity measures (measures.cpp): its rows, appended to the boolfn type's methods ---
std::vector<kit::Fn> measure_methods();

// --- decision trees (tree.cpp) ---
int decision_tree(lua_State* L);
int induced_tree(lua_State* L);
int tree_leaves(lua_State* L);
int tree_depth(lua_State* L);
int tree_cost(lua_State* L);
int tree_to_dot(lua_State* L);
int tree_to_svg(lua_State* L);
int tree_to_text(lua_State* L);
int tree_to_table(lua_State* L);
int tree_call(lua_State* L);
int tree_len(lua_State* L);
int tree_tostring(lua_State* L);

}  // namespace alea::lua_boolfn
