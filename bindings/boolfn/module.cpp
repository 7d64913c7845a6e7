// boolfn: Boolean functions, random-turn selection games and decision trees (seed 004). The
// rows without a function (the module's and its types'); each area adds the rows of its functions.
#include "boolfn/lua_boolfn.hpp"

namespace alea {

void open_boolfn(lua_State* L) {
  namespace lb = lua_boolfn;
  kit::Module m(L, "boolfn",
                "Boolean functions and random-turn selection games (seed 004): payoffs f : {-1,1}^n -> R from Lua "
                "functions, truth tables and built-ins; Fourier analysis, influences and noise stability, uniform "
                "and p-biased; the game with coin p (value, optimal moves, expected length under each tie-break), "
                "optimal and induced decision trees, Propositions 23-24, and the sampling algorithm. Exact (rats) "
                "when p is.",
                "f = boolfn.recursive_majority(2); print(f:game().length, f:decision_tree().cost)");
  kit::Type function = m.type<boolfn::BooleanFunction>(
      "boolfn",
      "A payoff f : {-1,1}^n -> R of a random-turn selection game (+-1 functions are win or lose). p is "
      "P(x_i = +1) = P(Blue moves), 1/2 by default; results are exact (rats) when p is an integer or rat, "
      "floats when p is a float (exact=false asks floats for an exact p).",
      "f = boolfn.majority(3); print(#f, f{1, -1, 1}, f:expectation{p = rat(1, 3)})");
  kit::Type tree = m.type<boolfn::DecisionTree>(
      "decision_tree",
      "A decision tree: inner nodes read a variable and go to the -1 or +1 child, leaves hold f's value.",
      "T = boolfn.majority(3):decision_tree().tree; print(T:to_text())");
  lb::add_build(m);
  lb::add_sampling(m);
  // The methods of boolfn, in help's order: each area's rows, some areas in two parts.
  lb::add_function(function);
  lb::add_moments(function);
  lb::add_fourier(function);
  lb::add_influences(function);
  lb::add_game(function);
  lb::add_trees(function);
  lb::add_game_bounds(function);
  lb::add_tree(tree);
  m.finish();
}

}  // namespace alea
