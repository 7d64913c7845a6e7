// cgt: short partizan games, thermographs, rulesets in Lua and in C++ (Robin Hood of seed 002,
// sums, the games library; impartial heaps, misère play, loopy games). The rows without a function
// (the module's and its types'); each area adds the rows of its functions.
#include "cgt/lua_cgt.hpp"

namespace alea {

void open_cgt(lua_State* L) {
  namespace lc = lua_cgt;
  kit::Module m(L, "cgt",
                "Short partizan games as CGSuite computes and prints them (canonical forms, stops, means, "
                "temperatures, thermographs, cooling, atomic weights), rulesets written in Lua, and positions of "
                "rulesets written in C++: seed 002's Robin Hood and Little John heaps (direct thermographs, large-heap "
                "laws), sums of positions, and the games library (cgt.games: Domineering, Clobber, Amazons, ...); "
                "impartial games (cgt.heap: nim values, periods), misère play (cgt.misere) and loopy games (on, off, "
                "over, stoppers and sided values, as CGSuite prints them). Every number is an exact rat.",
                "G = cgt(\"{3||2*|1*}\"); print(G:left_stop(), G:right_stop(), G:mean(), G:temperature())");
  kit::Type game = m.type<cgt::Game>(
      "cgt.game",
      "A short partizan game, by value: its canonical form (equal games are one record of the store, so == "
      "compares values). + - and unary - add, subtract and negate; == <= < compare (numbers may stand on either "
      "side; rats on the left of + are rat's: write G + rat(1, 2)).",
      "G = cgt(\"{2|-1}\"); print(G, G:mean(), G:temperature(), G + G)");
  kit::Type thermograph = m.type<cgt::Thermograph>(
      "cgt.thermograph",
      "The thermograph of a game: its left and right walls for t >= -1 (piecewise linear, slopes -1, 0, 1, every "
      "breakpoint a dyadic), and the mast at the mean above the temperature.",
      "T = cgt(\"{2|-1}\"):thermograph(); print(T, T:temperature()); print(T:plot())");
  kit::Type ruleset = m.type<lc::LuaRuleset>(
      "cgt.ruleset", "A ruleset whose positions' options come from Lua functions (cgt.ruleset{left=, right=, key=}).",
      "R = cgt.ruleset{left=function(n) return n > 0 and {n - 1} or {} end, right=function(n) return {} end}");
  kit::Type position = m.type<cgt::PositionPtr>(
      "cgt.position",
      "A position of a ruleset written in C++: a Robin Hood or Little John heap, a sum of positions (P + Q, "
      "cgt.sum), or a game of the library (cgt.games). Every such position has the same methods: its value, "
      "options, thermograph, components, and play in the sum of its components.",
      "H = cgt.robin_hood(9, 3, 2); print(H, H:value(), H:mean(), H:temperature())");
  kit::Type heap_rules = m.type<lc::HeapRules>(
      "cgt.heap_ruleset",
      "An impartial heap game (cgt.heap): a take-and-break code, a subtraction set or a spawning code. A heap of "
      "n tokens has a nim value; a sum of heaps has the XOR of theirs. Its table of values grows as calls ask and "
      "is kept for the session.",
      "H = cgt.heap(\"0.77\"); print(H, H:nim_sequence(12)[13], H:periodicity(100).period)");
  kit::Type misere = m.type<cgt::misere::MisereGame>(
      "cgt.misere_game",
      "An impartial game in misère play (the player who moves last loses), by its misère canonical form (Conway's "
      "simplification), printed in CGSuite's notation. + adds, == compares forms.",
      "M = cgt.misere(\"*[2#0]\"); print(M, M:genus(), M:outcome(), M + M)");
  kit::Type loopy = m.type<cgt::loopy::Value>(
      "cgt.loopy",
      "A loopy game by value (Siegel, CGT VI): a canonical stopper (on, over, 3/2under, a{0|a}) or a sided value "
      "onside & offside (1 & 0, dud). + - unary - == <= < as for games; games and numbers mix in.",
      "G = cgt(\"{pass|3/2}\"); print(G, G:left_stop(), G:outcome(), G + cgt(\"off\"))");
  lc::add_game(m);
  lc::add_values(game);
  lc::add_arithmetic(game);
  lc::add_thermograph(thermograph);
  lc::add_ruleset(m, ruleset);
  lc::add_positions(m, position);
  lc::add_research(m);
  lc::add_games(m);
  lc::add_impartial(m, game, heap_rules);
  lc::add_misere(m, heap_rules, misere);
  lc::add_loopy(m, loopy);
  m.finish();
}

}  // namespace alea
