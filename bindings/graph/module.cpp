// graph: random-turn and bidding games on directed graphs (seed 004, chapters 3-5). The rows
// without a function (the module's and its type's); each area adds the rows of its functions.
#include "graph/lua_graph.hpp"

namespace alea {

void open_graph(lua_State* L) {
  namespace lg = lua_graph;
  kit::Module m(L, "graph",
                "Random-turn and bidding games on directed graphs (seed 004, chapters 3-5): games from tables, from "
                "Lua rules or built in (tug of war, tic-tac-toe, Hex, selection games); exact values of the "
                "random-turn game for any coin (least and greatest fixed points, certified), R+ and R-, the iterates "
                "R_n, optimal play with exact end probabilities and lengths, Richman, poorman and taxman thresholds, "
                "section 4.2's staircase, discrete bidding, the seed's special algorithms, a certified floating "
                "bracket for large games, and DOT and CSV export.",
                "graph.tug_of_war(3):richman().low   --> {-1, -1/2, 0, 1/2, 1}");
  kit::Type game = m.type<graph::Game>(
      "graph.game", "A game graph (Definition 2): vertices 1..n, blue and red edges, terminal payoffs.",
      "G = graph.tug_of_war(3); print(#G, G:richman().low[3])");
  // The game's own methods (name, vertex, ...) come last in help, after what is computed on it.
  lg::add_values(game);
  lg::add_play(game);
  lg::add_bidding(game);
  lg::add_game(m, game);
  lg::add_rules(m);
  lg::add_builtin(m);
  m.finish();
}

}  // namespace alea
