#pragma once
// boolfn's binding: its two types (a function and a decision tree), the conversions its files
// share, and its areas. Each area file holds its bound functions (each reads its arguments, makes
// one call to the core surface in src/boolfn and pushes the result) and, at its end, their rows;
// an area whose rows are not together in help's order has one add_ per part. module.cpp holds
// the rows without a function (the module's and the types') and calls the areas in help's order.
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
// With f: a function whose payoffs were rounded computes in floats (exact=true is refused).
boolfn::Coin check_coin(lua_State* L, const kit::Options& opts, const boolfn::BooleanFunction* f = nullptr);
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

// The p option as every row writes it.
#define P_OPTION "p=1/2"

// --- the areas: each file's bound functions and their rows ---
void add_build(kit::Module& m);      // build.cpp: boolfn(...), the built-in functions, compose
void add_sampling(kit::Module& m);   // game.cpp: the sampling algorithm's sizes
void add_function(kit::Type& t);     // function.cpp: values, restriction, f(x), #f
void add_moments(kit::Type& t);      // influence.cpp: expectation and variance under mu_p
void add_fourier(kit::Type& t);      // fourier.cpp: Fourier analysis, noise stability
void add_influences(kit::Type& t);   // influence.cpp: derivatives, influences, pivotal probabilities
void add_game(kit::Type& t);         // game.cpp: the random-turn game
void add_trees(kit::Type& t);        // tree.cpp: optimal and induced decision trees of f
void add_game_bounds(kit::Type& t);  // game.cpp: Propositions 23-24, sampled moves
void add_tree(kit::Type& t);         // tree.cpp: the decision_tree type

}  // namespace alea::lua_boolfn
