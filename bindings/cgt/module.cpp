// cgt: short partizan games, thermographs, rulesets in Lua, and Robin Hood (seed 002). The rows
// without a function (the module's and its types'); each area adds the rows of its functions.
#include "cgt/lua_cgt.hpp"

namespace alea {

void open_cgt(lua_State* L) {
  namespace lc = lua_cgt;
  kit::Module m(L, "cgt",
                "Short partizan games as CGSuite computes and prints them (canonical forms, stops, means, "
                "temperatures, thermographs, cooling, atomic weights), rulesets written in Lua, and seed 002's Robin "
                "Hood and Little John heaps with their sums, direct thermographs and large-heap laws. Every number is "
                "an exact rat.",
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
  kit::Type heap = m.type<cgt::Heap>("cgt.heap", "A Robin Hood or Little John heap (n; a, b) of seed 002.",
                                     "H = cgt.robin_hood(9, 3, 2); print(H, H:value(), H:mean(), H:temperature())");
  kit::Type sum = m.type<cgt::HeapSum>(
      "cgt.sum", "A disjunctive sum of heaps (seed 002's sums, Figure 1, Theorem 1.2).",
      "S = cgt.robin_hood(9, 3, 2) + cgt.robin_hood(4, 2, 1); print(S:stops()); print(S:hotstrat(\"right\").stop)");
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
  lc::add_heaps(m, heap);
  lc::add_sums(m, heap, sum);
  lc::add_research(m);
  lc::add_loopy(m, loopy);
  m.finish();
}

}  // namespace alea
