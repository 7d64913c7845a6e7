// doubling: Keeler & Spencer's raising points (seed 003), the money-game market window and match
// play (issue 28). The rows without a function (the module's and its types'); each area adds the
// rows of its functions.
#include "doubling/lua_doubling.hpp"

namespace alea {

void open_doubling(lua_State* L) {
  namespace ld = lua_doubling;
  kit::Module m(L, "doubling",
                "Keeler & Spencer, \"Proper raising points in a generalization of backgammon\": doubling and raising "
                "points for standard, non-alternating and continuous raises, their values, the game tree, section "
                "5's asymptotics, and the backgammon market window; match play: match equity tables (GNU Backgammon's "
                "files, published formulas), take and cash points, gammon values and raising points by score. Exact "
                "(rats) where the quantities are rational.",
                "doubling.alpha(2, 1, {a=2, b=3})   --> 11/16");
  kit::Type tree = m.type<doubling::Tree>("doubling.tree", "The game tree of Figure 1 from A's first raising point.",
                                          "T = doubling.tree(2, 1, {a=2, b=3}); print(#T, T:to_table().root.state)");
  kit::Type met = m.type<doubling::Met>(
      "doubling.met",
      "A match equity table: player 0's chance of winning the match a-away against b-away before the Crawford "
      "game (a 1-away row or column is the Crawford game itself), and each player's chance trailing after it.",
      "M = doubling.met(\"Kazaross-XG2\"); print(M:take_point(4, 2))");
  ld::add_discrete(m, tree);
  ld::add_continuous(m);
  ld::add_extras(m);
  ld::add_match(m, met);
  m.finish();
}

}  // namespace alea
