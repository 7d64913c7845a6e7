// doubling: Keeler & Spencer's raising points (seed 003) and the money-game market window. The
// rows without a function (the module's and its type's); each area adds the rows of its functions.
#include "doubling/lua_doubling.hpp"

namespace alea {

void open_doubling(lua_State* L) {
  namespace ld = lua_doubling;
  kit::Module m(L, "doubling",
                "Keeler & Spencer, \"Proper raising points in a generalization of backgammon\": doubling and raising "
                "points for standard, non-alternating and continuous raises, their values, the game tree, section "
                "5's asymptotics, and the backgammon market window. Exact (rats) where the paper's quantities are "
                "rational.",
                "doubling.alpha(2, 1, {a=2, b=3})   --> 11/16");
  kit::Type tree = m.type<doubling::Tree>("doubling.tree", "The game tree of Figure 1 from A's first raising point.",
                                          "T = doubling.tree(2, 1, {a=2, b=3}); print(#T, T:to_table().root.state)");
  ld::add_discrete(m, tree);
  ld::add_continuous(m);
  ld::add_extras(m);
  m.finish();
}

}  // namespace alea
