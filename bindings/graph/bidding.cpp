// Bidding games (chapter 4): continuous thresholds (Richman, poorman, taxman), the staircase of
// section 4.2, and discrete chips with a tie-breaking rule.
#include <cmath>
#include <vector>

#include "graph/bidding.hpp"
#include "graph/lua_graph.hpp"

namespace alea::lua_graph {
using namespace kit;


int bidding(lua_State* L) {
  check_arg_count(L, 1, 2);
  const auto& g = check_game(L);
  Options opts(L, 2);
  graph::BiddingRequest q;
  q.tau = option_numeric(L, opts, "tau");
  q.level = optional_numeric(L, opts, "level");
  q.exact = opts.exact();
  q.tolerance = opts.number("tolerance", 0, HUGE_VAL);
  q.max_sweeps = static_cast<std::uint64_t>(opts.integer("max_sweeps", 1, 1LL << 62));
  const bool with_error = opts.boolean("with_error");
  const auto r = graph::bidding(g, q);
  const auto& t = r.thresholds;
  Record(L, 10)
      .field("low", [&] { push_quantities(L, r.low, with_error); })
      .field("high", [&] { push_quantities(L, r.high, with_error); })
      .field("exact", t.exact)
      .field("width", t.width)
      .field("bid", [&] { push_quantities(L, r.bid, false); })
      .field("blue_moves", [&] { push_array(L, t.blue_moves, [](lua_State* L, bool b) { push(L, b); }); })
      .field("red_moves", [&] { push_array(L, t.red_moves, [](lua_State* L, bool b) { push(L, b); }); })
      .field("blue_target", [&] { push_strategy(L, t.blue_target); })
      .field("red_target", [&] { push_strategy(L, t.red_target); });
  return 1;
}

int staircase(lua_State* L) {
  check_arg_count(L, 1, 1);
  const auto s = graph::richman_staircase(check_game(L));
  Record(L, 3).field("levels", s.levels).field("low", s.low).field("high", s.high);
  return 1;
}

int staircase_outcome(lua_State* L) {
  check_arg_count(L, 3, 3);
  const auto& g = check_game(L);
  const auto v = check_vertex(L, 2, g, "v");
  const Number share = check_numeric(L, 3);
  const auto r = graph::staircase_outcome(g, v, share.is_exact() ? *share.exact : rational_from_double(share.value));
  Record(L, 2).field("blue_secures", r.blue_secures).field("red_holds", r.red_holds);
  return 1;
}

int discrete_bidding(lua_State* L) {
  check_arg_count(L, 1, 2);
  const auto& g = check_game(L);
  Options opts(L, 2);
  graph::DiscreteOptions o;
  o.chips = opts.integer("chips", 0, 100000);
  const std::string tie = opts.choice("tie");
  o.tie = tie == "red" ? graph::TieRule::red : tie == "advantage" ? graph::TieRule::advantage : graph::TieRule::blue;
  if (opts.has("holder") && o.tie != graph::TieRule::advantage)
    opts.fail("holder", "only with tie=\"advantage\" (who holds the tie-breaking advantage)");
  const std::size_t holder = opts.choice("holder") == "red" ? 1 : 0;
  if (const auto level = optional_numeric(L, opts, "level"))
    o.level = level->is_exact() ? *level->exact : rational_from_double(level->value);
  if (const auto m = opts.optional_integer("moves", 0, 1LL << 40)) o.moves = static_cast<std::uint64_t>(*m);
  const auto r = graph::discrete_bidding(g, o);
  const std::size_t h = r.blue_needs.size() > 1 ? holder : 0;
  Record(L, 4)
      .field("blue_needs", r.blue_needs[h])
      .field("red_needs", r.red_needs[h])
      .field("chips", o.chips)
      .field("monotone", r.monotone);
  return 1;
}

}  // namespace alea::lua_graph
