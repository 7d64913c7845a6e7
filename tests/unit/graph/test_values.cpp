// The surface the Lua calls make (values.hpp, bidding(), strategy_play, the board estimate): the
// one rule of exact or fast decided in the core, floating bounds that hold, the special
// algorithms behind one call, and the errors with their roles.
#include <catch2/catch.hpp>

#include "core/errors.hpp"
#include "core/memory_guard.hpp"
#include "delayed_interrupt.hpp"
#include "graph/bidding.hpp"
#include "graph/builtin.hpp"
#include "graph/play.hpp"
#include "graph/values.hpp"
#include "support.hpp"

using namespace alea;
using namespace alea::graph;
using fixtures::game_of;

namespace {

std::string role_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const InvalidArgument& e) {
    return e.role;
  }
  return "(no InvalidArgument)";
}

// E2 (docs/graph.md): x with blue {x, t0} and red {x, t1}; every c in [0, 1] is a fixed point.
Game errata_e2() { return game_of(3, {{0, {0, 1}}}, {{0, {0, 2}}}, {{1, Rational(0)}, {2, Rational(1)}}); }

}  // namespace

TEST_CASE("values: exact when p and the payoffs are exact, the bracket otherwise", "[graph][values]") {
  const Game g = tug_of_war(5);
  ValueOptions o;
  o.p = Number::of(Rational(2, 3));
  const Values exact = values(g, o);
  REQUIRE(exact.exact);
  CHECK(exact.unique);
  CHECK(exact.method == "strategy iteration");
  o.p = Number::of(2.0 / 3.0);
  const Values fl = values(g, o);
  REQUIRE_FALSE(fl.exact);
  CHECK(fl.method == "bracket");
  CHECK(fl.unique);
  for (Vertex v = 0; v < g.size(); ++v) {
    // p = 2/3 in doubles is not 2/3: the bound covers the bracket of that p, whose values are
    // within 1e-15 of the exact ones here.
    CHECK(std::abs(fl.low[v].value - to_double(*exact.low[v].exact)) <= *fl.low[v].bound + 1e-15);
    CHECK(fl.low[v].value <= fl.high[v].value);
    CHECK(*fl.low[v].bound <= 1e-12);
  }
  o.p = Number::of(Rational(1, 2));
  o.exact = false;
  CHECK_FALSE(values(g, o).exact);
  // The float rule (issue 31): exact=true takes a float p by its binary value.
  o.exact = true;
  o.p = Number::of(0.5);
  const Values from_float = values(g, o);
  CHECK(from_float.exact);
  o.p = Number::of(Rational(1, 2));
  CHECK(from_float.low[2].exact == values(g, o).low[2].exact);
  o.exact.reset();
  o.p = Number::of(Rational(3, 2));
  CHECK(role_of([&] { values(g, o); }) == "p");
}

TEST_CASE("values: float payoffs make exact=auto float", "[graph][values]") {
  GameSpec s;
  s.n = 3;
  s.edges = {{1, 0}, {1, 2}};
  s.terminals = {{0, Rational(0)}, {2, Rational(1, 2)}};
  s.exact_payoffs = false;
  const Game g = make_game(s);
  CHECK_FALSE(g.exact_payoffs());
  CHECK_FALSE(values(g, {}).exact);
  ValueOptions o;
  o.exact = true;  // the payoffs' binary values, exactly (the float rule)
  const Values v = values(g, o);
  CHECK(v.exact);
  CHECK(*v.low[1].exact == Rational(1, 4));
  CHECK(g.mirrored().exact_payoffs() == false);
}

TEST_CASE("values: acyclic games in floats are solved by induction whatever the payoffs", "[graph][values][issue31]") {
  // Issue 31, item 7: payoffs +-1e308 overflowed the bracket's update (M - m) to an infinite
  // width; backward induction is exact here (0.5 * 1e308 - 0.5 * 1e308 = 0 in doubles).
  for (double big : {1e308, 1e300, 1.0}) {
    GameSpec s;
    s.n = 3;
    s.blue = {{0, 1}};
    s.red = {{0, 2}};
    s.terminals = {{1, rational_from_double(big)}, {2, rational_from_double(-big)}};
    s.exact_payoffs = false;
    const Values v = values(make_game(s), {});
    CHECK_FALSE(v.exact);
    CHECK(v.method == "backward induction");
    CHECK(v.unique);
    CHECK(v.low[0].value == 0);
    CHECK(*v.low[0].bound <= 2e-15 * big);  // the proven bound: 4 eps (|M| + |m|) = 8 eps |payoff|
  }
  // The bound covers the rounding: p = 0.1, payoffs 1 and 0.1 in doubles against the exact value
  // of the same binary inputs.
  GameSpec s;
  s.n = 4;
  s.blue = {{0, 1}, {1, 2}};
  s.red = {{0, 3}, {1, 3}};
  s.terminals = {{2, rational_from_double(1.0)}, {3, rational_from_double(0.1)}};
  s.exact_payoffs = false;
  const Game g = make_game(s);
  ValueOptions o;
  o.p = Number::of(0.1);
  const Values fl = values(g, o);
  o.exact = true;
  const Values ex = values(g, o);
  for (Vertex v = 0; v < g.size(); ++v)
    CHECK(abs(rational_from_double(fl.low[v].value) - *ex.low[v].exact) <= rational_from_double(*fl.low[v].bound));
}

TEST_CASE("values: the bracket's tolerance is relative to the payoffs", "[graph][values][issue31]") {
  // The same cyclic game with payoffs times 1e300 closes as the unscaled one does.
  const Game a = tug_of_war(6);
  std::vector<std::pair<Vertex, Rational>> scaled;
  for (Vertex t : a.terminals()) scaled.emplace_back(t, a.payoff(t) * rational_from_double(1e300));
  const Game b = a.with_payoffs(scaled);
  ValueOptions o;
  o.exact = false;
  const Values va = values(a, o), vb = values(b, o);
  CHECK(va.unique);
  CHECK(vb.unique);
  for (Vertex v = 0; v < a.size(); ++v) CHECK(std::abs(vb.low[v].value / 1e300 - va.low[v].value) <= 1e-9);
}

TEST_CASE("values: the special algorithms give the general solver's values", "[graph][values][seed004 §5.1.2]") {
  const Game g = tug_of_war(6);
  const Values general = values(g, {});
  for (auto m : {ValueMethod::degree_two, ValueMethod::undirected, ValueMethod::ordering}) {
    ValueOptions o;
    o.method = m;
    const Values s = values(g, o);
    CHECK(s.exact);
    CHECK(s.unique);
    for (Vertex v = 0; v < g.size(); ++v) CHECK(*s.low[v].exact == *general.low[v].exact);
  }
  ValueOptions o;
  o.method = ValueMethod::degree_two;
  o.p = Number::of(Rational(1, 3));
  CHECK(role_of([&] { values(g, o); }) == "method");
  o.p = Number::of(0.5);
  CHECK(role_of([&] { values(g, o); }) == "method");
  // A game with several fixed points: the ordering finds one, and refuses to call it the value.
  o = {};
  o.method = ValueMethod::ordering;
  CHECK(role_of([&] { values(errata_e2(), o); }) == "method");
  o.max_rounds = 0;
  CHECK_THROWS_AS(values(tug_of_war_grid(3, 3), o), LimitExceeded);
}

TEST_CASE("values: not unique (E2): low, high, and the bracket that does not close", "[graph][values][errata]") {
  const Game g = errata_e2();
  const Values v = values(g, {});
  CHECK_FALSE(v.unique);
  CHECK(*v.low[0].exact == 0);
  CHECK(*v.high[0].exact == 1);
  ValueOptions o;
  o.exact = false;
  const Values b = values(g, o);
  CHECK_FALSE(b.unique);
  CHECK(b.low[0].value <= 1e-12);
  CHECK(b.high[0].value >= 1 - 1e-12);
  const auto c = check_fixed_point(g, {Rational(1, 3), Rational(0), Rational(1)}, Rational(1, 2));
  CHECK(c.fixed_point);
  CHECK_FALSE(c.least);
  CHECK_FALSE(c.greatest);
  CHECK_FALSE(c.failing);
  const auto d = check_fixed_point(g, {Rational(1, 3), Rational(1), Rational(1)}, Rational(1, 2));
  CHECK_FALSE(d.fixed_point);
  CHECK(d.failing == Vertex(0));  // F(x)(x) = (1 + 1/3)/2
  CHECK(role_of([&] { check_fixed_point(g, {Rational(0)}, Rational(1, 2)); }) == "x");
}

TEST_CASE("iterates and R+/R- in both modes", "[graph][values][seed004 Prop.31]") {
  const Game g = tug_of_war(3);
  const auto exact = iterates(g, 4, false, Number::of(Rational(1, 2)), std::nullopt);
  const auto fl = iterates(g, 4, false, Number::of(0.5), std::nullopt);
  REQUIRE(exact.size() == 5);
  for (std::size_t k = 0; k < exact.size(); ++k)
    for (Vertex v = 0; v < g.size(); ++v) {
      REQUIRE(exact[k][v].exact);
      CHECK_FALSE(fl[k][v].exact);
      CHECK(fl[k][v].value == to_double(*exact[k][v].exact));  // dyadic: exact in doubles
    }
  const auto above = iterates(g, 1, true, Number::of(Rational(1, 2)), std::nullopt);
  CHECK(*above[1][1].exact == 0);  // (1 + -1)/2 from r_max
  const auto pm = richman_plus_minus(g, {});
  CHECK(*pm.plus[2].exact == Rational(1, 2));
  CHECK(*pm.minus[2].exact == Rational(-1, 2));
  const auto pf = richman_plus_minus(g, {Number::of(-1.0), Number::of(0.25), Number::of(0.0), Number::of(0.5),
                                          Number::of(1.0)});
  CHECK_FALSE(pf.plus[2].exact);
  CHECK(pf.plus[2].value == 0.5);
  CHECK(role_of([&] { richman_plus_minus(g, {Number::of(1.0)}); }) == "x");
}

TEST_CASE("bidding: exact for Richman and acyclic games, certified brackets on cycles", "[graph][values][bidding]") {
  const Game ttt = tic_tac_toe(3);
  BiddingRequest q;
  q.level = Number::of(Rational(1));
  auto r = bidding(ttt, q);
  REQUIRE(r.thresholds.exact);
  CHECK(*r.low[0].exact == Rational(123, 256));
  q.tau = Number::of(Rational(0));
  r = bidding(ttt, q);
  REQUIRE(r.thresholds.exact);  // acyclic: poorman thresholds are rational
  CHECK(*r.low[0].exact == Rational(389763, 786688));
  q.tau = Number::of(0.0);
  r = bidding(ttt, q);
  CHECK_FALSE(r.thresholds.exact);  // a float tau: the bracket
  CHECK(std::abs(r.low[0].value - 389763.0 / 786688) <= *r.low[0].bound + 1e-15);
  const Game tug = tug_of_war(3);
  BiddingRequest c;
  c.tau = Number::of(Rational(0));
  const auto t = bidding(tug, c);
  CHECK_FALSE(t.thresholds.exact);
  CHECK(t.thresholds.width <= 1e-13);
  CHECK(std::abs(t.low[2].value - 0.5) <= *t.low[2].bound + 1e-15);
  CHECK_FALSE(t.bid[2].bound);  // bids come without a proven bound
  c.exact = true;
  CHECK(role_of([&] { bidding(tug, c); }) == "exact");
  c.exact.reset();
  c.tau = Number::of(Rational(3, 2));
  CHECK(role_of([&] { bidding(tug, c); }) == "tau");
  CHECK(staircase_outcome(ttt, 0, Rational(1, 4)).blue_secures == 1);
  CHECK(role_of([&] { staircase_outcome(ttt, 0, Rational(2)); }) == "red_share");
}

TEST_CASE("strategy_play: where a given pair of strategies ends, exactly", "[graph][values][play]") {
  const Game g = tug_of_war(3);
  // Both players move left: from v_2 the play reaches v_0 in two moves.
  const std::vector<Vertex> left{no_vertex, 0, 1, 2, no_vertex};
  const auto r = strategy_play(g, Rational(1, 2), left, left, 2);
  REQUIRE(r.outcome.ends.size() == 1);
  CHECK(r.outcome.ends[0].first == 0);
  CHECK(*r.outcome.expected_length == 2);
  CHECK(*r.expected_length[3] == 3);
  CHECK(role_of([&] { strategy_play(g, Rational(1, 2), {no_vertex, 0, 0, 2, no_vertex}, left, 2); }) == "blue");
}

TEST_CASE("boards past the memory guard are refused before exploring", "[graph][values][limits]") {
  const auto before = memory_limit();
  CHECK_THROWS_AS(tic_tac_toe(5), LimitExceeded);  // 3^25 positions: refused at once
  set_memory_limit(1 << 20);
  CHECK_THROWS_AS(tic_tac_toe(3), LimitExceeded);
  CHECK_THROWS_AS(hex(3), LimitExceeded);
  set_memory_limit(before);
  CHECK(tic_tac_toe(2).size() > 0);
}

TEST_CASE("Ctrl-C stops the discrete bidding search with many chips", "[graph][values][interrupt]") {
  const Game g = tug_of_war(3);
  DiscreteOptions o;
  o.chips = 100000;
  alea::test::DelayedInterrupt stop;
  CHECK_THROWS_AS(discrete_bidding(g, o), Interrupted);
}
