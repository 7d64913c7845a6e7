// Bidding games (chapter 4): continuous thresholds (Richman, poorman, taxman), the staircase of
// section 4.2, and discrete chips with a tie-breaking rule.
#include <cmath>
#include <vector>

#include "graph/bidding.hpp"
#include "graph/lua_graph.hpp"

namespace alea::lua_graph {
using namespace kit;

namespace {

int bidding(lua_State* L) {
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
  const auto s = graph::richman_staircase(check_game(L));
  Record(L, 3).field("levels", s.levels).field("low", s.low).field("high", s.high);
  return 1;
}

int staircase_outcome(lua_State* L) {
  const auto& g = check_game(L);
  const auto v = check_vertex(L, 2, g, "v");
  const Number share = check_numeric(L, 3);
  const auto r = graph::staircase_outcome(g, v, share.is_exact() ? *share.exact : rational_from_double(share.value));
  Record(L, 2).field("blue_secures", r.blue_secures).field("red_holds", r.red_holds);
  return 1;
}

int discrete_bidding(lua_State* L) {
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

}  // namespace

void add_bidding(Type& t) {
  t.method({"bidding", bidding,
            "G:bidding([{tau=1, level=, exact=auto, tolerance=1e-13, max_sweeps=1000000, with_error=false}]) -> {low=, "
            "high=, exact=, width=, bid=, blue_moves=, red_moves=, blue_target=, red_target=}",
            "Bidding games (chapter 4) won by Blue at payoffs >= level (default: the largest payoff): before each move "
            "both bid, the higher bid chooses who moves and pays tau of the bid to the other player and the rest to "
            "the bank (tau = 1 Richman, 0 poorman, between taxman). low and high by vertex are Red's critical share of "
            "the money: Blue forces a win below low, Red prevents it above high (Theorem 38). bid: the optimal bid "
            "(a share of all the money; (R+ - R-)/2 for Richman); blue_moves[v]: Blue, winning the auction, moves "
            "himself (else he makes Red move), to blue_target[v]. Exact (rats) for Richman and on acyclic games; "
            "poorman and taxman thresholds on cyclic games can be irrational and are value-iterated from both sides "
            "with outward rounding to width <= tolerance: low and high are then the outer bounds, each within width "
            "of the threshold (with_error=true: estimates).",
            "graph.tic_tac_toe(3):bidding{level=1}.low[1]   --> 123/256"});
  t.method({"staircase", staircase, "G:staircase() -> {levels=, low=, high=}",
            "Section 4.2: a multi-valued game as the win-or-lose games G_k \"payoff >= r_k\" for its payoffs r_1 < ... "
            "< r_n (levels), with their Richman thresholds low[k], high[k] by vertex.",
            "graph.tic_tac_toe(3):staircase().low[2][1]   --> 133/256"});
  t.method({"staircase_outcome", staircase_outcome,
            "G:staircase_outcome(v, red_share) -> {blue_secures=, red_holds=}",
            "Section 4.2: from v with Red holding red_share of the money, the largest payoff Blue can force "
            "(blue_secures) and the smallest Red can hold him to (red_holds); between them the tie-breaking rule "
            "decides.",
            "graph.tic_tac_toe(3):staircase_outcome(1, rat(1, 2))"});
  t.method({"discrete_bidding", discrete_bidding,
            "G:discrete_bidding([{chips=16, tie=\"blue\"|\"red\"|\"advantage\", holder=\"blue\"|\"red\", level=, "
            "moves=}]) -> {blue_needs=, red_needs=, chips=, monotone=}",
            "Richman bidding with chips (Develin and Payne): integer bids, the winner pays the loser; ties go to Blue, "
            "to Red, or to the holder of the tie-breaking advantage (who may use it and hand it over; holder: who "
            "holds it at the start). By exhaustive search over every bid, without the continuous theory: "
            "blue_needs[v] is the fewest chips with which Blue forces a win from v (chips + 1 when none do), "
            "red_needs[v] the fewest with which Red forces his. moves = m: a win within m moves (Theorem 38's R_m).",
            "graph.tic_tac_toe(3):discrete_bidding{chips=256, level=1}.blue_needs[1]   --> 133"});
}

}  // namespace alea::lua_graph
