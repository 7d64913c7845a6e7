// Optimal play (Definition 32, Theorem 35) and play under given strategies, absorbed exactly.
#include <limits>

#include "graph/lua_graph.hpp"
#include "graph/play.hpp"

namespace alea::lua_graph {
using namespace kit;

namespace {

// An expected length, infinite where the play may never end.
void push_length(lua_State* L, const std::optional<Rational>& x) {
  if (x) push(L, *x);
  else lua_pushnumber(L, std::numeric_limits<double>::infinity());
}

// Where the play from `from` ends and how long it lasts, then the lengths from every vertex.
void push_outcome(Record& r, lua_State* L, const graph::PlayOutcome& o,
                  const std::vector<std::optional<Rational>>& lengths) {
  r.field("ends", [&] {
     push_array(L, o.ends, [](lua_State* L, const std::pair<graph::Vertex, Rational>& e) {
       Record(L, 2).field("vertex", [&] { push_vertex(L, e.first); }).field("probability", e.second);
     });
   })
      .field("never_ends", o.never_ends)
      .field("expected_length", [&] { push_length(L, o.expected_length); })
      .field("expected_payoff", o.expected_payoff)
      .field("lengths", [&] { push_array(L, lengths, push_length); });
}

// A distance along steepest paths, infinite where there is none (Lemma 33 fails there).
void push_distances(lua_State* L, const std::vector<std::uint32_t>& d) {
  push_array(L, d, [](lua_State* L, std::uint32_t x) {
    if (x == graph::no_path) lua_pushnumber(L, std::numeric_limits<double>::infinity());
    else lua_pushinteger(L, x);
  });
}

int optimal_play(lua_State* L) {
  const auto& g = check_game(L);
  Options opts(L, 2);
  const auto from = option_vertex(L, opts, "from", g);
  const auto r = graph::optimal_play(g, option_exact_coin(L, opts), from);
  Record rec(L, 14);
  rec.field("value", r.value)
      .field("blue_moves", [&] { push_vertex_lists(L, r.moves.blue); })
      .field("red_moves", [&] { push_vertex_lists(L, r.moves.red); })
      .field("blue", [&] { push_strategy(L, r.strategies.blue); })
      .field("red", [&] { push_strategy(L, r.strategies.red); })
      .field("blue_distance", [&] { push_distances(L, r.strategies.blue_distance); })
      .field("red_distance", [&] { push_distances(L, r.strategies.red_distance); })
      .field("lemma33_failures", r.strategies.blue_without_path + r.strategies.red_without_path);
  push_outcome(rec, L, r.outcome, r.expected_length);
  return 1;
}

int play(lua_State* L) {
  const auto& g = check_game(L);
  const auto blue = check_strategy(L, 2, g), red = check_strategy(L, 3, g);
  Options opts(L, 4);
  const auto from = option_vertex(L, opts, "from", g);
  const auto r = graph::strategy_play(g, option_exact_coin(L, opts), blue, red, from);
  Record rec(L, 5);
  push_outcome(rec, L, r.outcome, r.expected_length);
  return 1;
}

}  // namespace

void add_play(Type& t) {
  t.method({"optimal_play", optimal_play,
            "G:optimal_play([{p=1/2, from=}]) -> {value=, blue_moves=, red_moves=, blue=, red=, blue_distance=, "
            "red_distance=, lemma33_failures=, ends=, never_ends=, expected_length=, expected_payoff=, lengths=}",
            "Optimal play of the random-turn game, exactly: the value (the least fixed point), every optimal move "
            "(Definition 32's steepest edges), Theorem 35's strategies blue and red (a steepest edge on a shortest "
            "steepest path to T; terminals choose themselves) with the lengths of those paths (inf where Lemma 33 "
            "fails, counted in lemma33_failures), and play under them from `from` (vertex 1, or the first vertex "
            "that is not a terminal when 1 is) as a Markov chain absorbed "
            "exactly: ends = {{vertex=, probability=}, ...}, never_ends, expected_length (inf when the play may not "
            "end), expected_payoff, and lengths, the expected length from every vertex.",
            "graph.tug_of_war(3):optimal_play{from=3}.expected_length   --> 4"});
  t.method({"play", play,
            "G:play(blue, red [, {p=1/2, from=}]) -> {ends=, never_ends=, expected_length=, expected_payoff=, lengths=}",
            "Play under given strategies (arrays by vertex of the vertex each player moves to), from `from` as in "
            "G:optimal_play, absorbed exactly.",
            "graph.tug_of_war(3):play({1, 3, 4, 5, 5}, {1, 1, 2, 3, 5}, {from=3}).expected_length   --> 4"});
}

}  // namespace alea::lua_graph
