// Thermographs of stoppers (issue 27, src/cgt/loopy/thermograph.hpp): the fixed point of the
// thermograph equations on a stopper's graph. Checked against the short engine's thermographs
// on loopfree graphs (canonical and not), against iterations of the same equations from masts
// below and above every stop (the fixed point is their common limit), against the stops of
// multiples n G (the mean value theorem's bounds), and by symmetry (negation, integer shifts).
#include <catch2/catch.hpp>
#include <map>
#include <random>

#include "cgt/loopy/parse.hpp"
#include "cgt/loopy/thermograph.hpp"
#include "cgt/parse.hpp"
#include "core/errors.hpp"
#include "core/memory_guard.hpp"
#include "delayed_interrupt.hpp"
#include "forms.hpp"

using namespace alea;
using namespace alea::cgt;
using namespace alea::cgt::loopy;

namespace {

// The graph of a pool of literal forms: vertex i is pool[i], its options the pool's edges.
Graph pool_graph(const std::vector<cgt::test::FormPtr>& pool) {
  std::map<const cgt::test::Form*, Vertex> index;
  Graph g;
  for (const auto& f : pool) index[f.get()] = g.add_vertex();
  for (const auto& f : pool) {
    for (const auto& x : f->left) g.left[index[f.get()]].push_back(index.at(x.get()));
    for (const auto& x : f->right) g.right[index[f.get()]].push_back(index.at(x.get()));
  }
  g.normalize();
  return g;
}

// Every position of g as a vertical mast at x.
std::vector<Thermograph> masts_at(const Graph& g, const Dyadic& x) {
  std::vector<Thermograph> th(g.size());
  for (auto& t : th) t.left = t.right = Trajectory::constant(x), t.mast = x;
  return th;
}

// The mirror of a thermograph: walls swapped and negated, compared at every breakpoint.
bool mirrored(const Thermograph& a, const Thermograph& b) {
  if (a.mast != -b.mast || a.temperature != b.temperature) return false;
  for (const auto* w : {&a.left, &a.right, &b.left, &b.right})
    for (const auto& p : w->points())
      if (a.left.value_at(p.t) != -b.right.value_at(p.t) || a.right.value_at(p.t) != -b.left.value_at(p.t))
        return false;
  return true;
}

const char* const kThermoStoppers[] = {"over",
                                       "{pass|3/2}",
                                       "{-1/4+*|pass}",
                                       "{0|{0||0|0,pass}||-{0||0|0,pass}}",
                                       "{0||0|under}",
                                       "+-{0|pass}",
                                       "+-{5|pass}",
                                       "a{0||||0|||a|*||*}",
                                       "a{0|{0||||0,*2|||a|0||0}||0}",
                                       "a{3|{1||a|-1}}",
                                       "{2||a{1|a}|-1}",
                                       "a{5|{0|a}}",
                                       "{7/2|pass}+{1|-1}",
                                       "{4|{0|-3over}}"};

}  // namespace

TEST_CASE("loopy thermograph: a loopfree graph gives the short game's thermograph", "[cgt][loopy]") {
  // Random pools of literal forms (not canonical: dominated and reversible options stay) as
  // graphs; every vertex's thermograph equals the canonical value's, from the short engine.
  std::mt19937 rng(2711);
  for (int round = 0; round < 6; ++round) {
    const auto pool = cgt::test::random_pool(rng, 40, 3);
    const Graph g = pool_graph(pool);
    const auto th = stopper_thermographs(g);
    std::map<const cgt::test::Form*, Game> memo;
    for (std::size_t i = 0; i < pool.size(); ++i) {
      INFO(round << " " << i);
      CHECK(th[i] == cgt::test::form_value(pool[i], memo).thermograph());
    }
  }
  // A sum graph of two short games (pairs of positions, not canonical).
  Graph a, b;
  const Vertex va = embed_short(a, parse_game("{3|1||0}")), vb = embed_short(b, parse_game("{2|-1/2}"));
  CHECK(stopper_thermographs(sum(a, va, b, vb)).front() == parse_game("{3|1||0} + {2|-1/2}").thermograph());
}

TEST_CASE("loopy thermograph: stoppers infinitesimally close to short games", "[cgt][loopy]") {
  // over and Tiny(over) are positive infinitesimals with ^'s walls; 3/2under is 3/2 less a
  // positive infinitesimal, with 3/2 + v's; +-over is *'s; +-(5over) is +-5's (temperature 5,
  // mean 0); Grenville's game is *'s.
  const std::vector<std::pair<const char*, const char*>> same = {
      {"over", "^"},           {"{0||0|under}", "^"},   {"{pass|3/2}", "3/2+v"},
      {"+-{0|pass}", "*"},     {"+-{5|pass}", "+-5"},   {"a{0|{0||||0,*2|||a|0||0}||0}", "*"},
      {"a{0||||0|||a|*||*}", "^"}, {"a{3|{1||a|-1}}", "{3|1+^}"}, {"{pass|-2}", "-2+v"}};
  for (const auto& [x, y] : same) {
    INFO(x);
    CHECK(thermograph(loopy::parse(x)) == parse_game(y).thermograph());
  }
  const Thermograph h = thermograph(loopy::parse("+-{5|pass}"));
  CHECK(h.mast == Dyadic(0));
  CHECK(h.temperature == Dyadic(5));
}

TEST_CASE("loopy thermograph: the fixed point is the limit from masts below and above", "[cgt][loopy]") {
  // The equations iterated from every position at a mast below every stop, and from one above:
  // both approach the thermograph alea found (within 2^-20 after 60 rounds), so it is the fixed
  // point between them that both iterations reach, not one the start chose.
  for (const char* x : kThermoStoppers) {
    INFO(x);
    const Value value = loopy::parse(x);
    const Graph& g = value.stopper().graph();
    const auto th = stopper_thermographs(g);
    Dyadic lo(0), hi(0);
    for (bool left : {true, false})
      for (const auto& p : stops(g, left)) lo = p.x < lo ? p.x : lo, hi = hi < p.x ? p.x : hi;
    const auto below = thermograph_rounds(g, masts_at(g, lo - Dyadic(2)), 60);
    const auto above = thermograph_rounds(g, masts_at(g, hi + Dyadic(2)), 60);
    const Dyadic eps = Dyadic::unit(20);
    for (Vertex v = 0; v < g.size(); ++v) {
      CHECK(wall_distance(below[v], th[v]) <= eps);
      CHECK(wall_distance(above[v], th[v]) <= eps);
    }
  }
}

namespace {
// A random graph of 2 .. 8 positions, each with about one Left and one Right edge.
Graph thermo_random_graph(std::mt19937& rng) {
  Graph g;
  const unsigned n = 2 + rng() % 7;
  for (unsigned v = 0; v < n; ++v) g.add_vertex();
  for (unsigned v = 0; v < n; ++v)
    for (int e = 0; e < 3; ++e) {
      const Vertex w = static_cast<Vertex>(rng() % n);
      if (rng() % 3 == 0) g.left[v].push_back(w);
      if (rng() % 3 == 0) g.right[v].push_back(w);
    }
  g.normalize();
  return g;
}
}  // namespace

TEST_CASE("loopy thermograph: random stoppers, as given and simplified, and the limits", "[cgt][loopy]") {
  // Random loopy stoppers whose positions have finite stops in the graph as generated (most
  // random stoppers have a stop on or off somewhere and are refused): the thermograph of the
  // graph as given (dominated and reversible options, positions of equal value) equals that of
  // the canonical stopper, as a short game's does not depend on its form; and the iterations
  // from masts below and above every stop approach it.
  std::mt19937 rng(4099);
  int checked = 0;
  for (int round = 0; round < 6000 && checked < 40; ++round) {
    Graph g = thermo_random_graph(rng);
    if (!is_stopper(g, 0)) continue;
    std::vector<Vertex> roots{0};
    g = restrict_to_reachable(g, roots);
    const Value v(Stopper::from_graph(g, 0));
    if (v.stopper().is_loopfree()) continue;
    std::vector<Thermograph> raw;
    try {
      raw = stopper_thermographs(g);
    } catch (const InvalidArgument&) {
      continue;  // a stop on or off somewhere
    }
    INFO("round " << round);
    ++checked;
    const Graph& s = v.stopper().graph();
    const auto th = stopper_thermographs(s);
    CHECK(raw.front() == th.front());
    Dyadic lo(0), hi(0);
    for (bool left : {true, false})
      for (const auto& p : stops(s, left)) lo = p.x < lo ? p.x : lo, hi = hi < p.x ? p.x : hi;
    const auto below = thermograph_rounds(s, masts_at(s, lo - Dyadic(2)), 60);
    const auto above = thermograph_rounds(s, masts_at(s, hi + Dyadic(2)), 60);
    CHECK(wall_distance(below.front(), th.front()) <= Dyadic::unit(20));
    CHECK(wall_distance(above.front(), th.front()) <= Dyadic::unit(20));
  }
  CHECK(checked == 40);
}

TEST_CASE("loopy thermograph: stops of n G within n mean +- temperature", "[cgt][loopy]") {
  // The mean value theorem of short games (Siegel, CGT II.5: n m(G) - t(G) <= R(nG) <= L(nG) <=
  // n m(G) + t(G)) checked on the strong stops of n G, formed by the sums of stoppers.
  for (const char* x : kThermoStoppers) {
    INFO(x);
    const Value g = loopy::parse(x);
    const Thermograph th = thermograph(g);
    const Dyadic t = th.temperature.sign() > 0 ? th.temperature : Dyadic(0);
    for (long long n = 1; n <= 4; ++n) {
      INFO(n);
      const Value ng = g.times(n);
      if (!ng.is_stopper()) continue;  // a sum of stoppers may be sided ({0|^<on>||v<on>} twice)
      Dyadic m;
      for (long long k = 0; k < n; ++k) m += th.mast;
      for (const auto& p : {ng.stopper().left_stop(), ng.stopper().right_stop()}) {
        CHECK(m - t <= p.x);
        CHECK(p.x <= m + t);
      }
    }
  }
}

TEST_CASE("loopy thermograph: negation mirrors, integers shift", "[cgt][loopy]") {
  for (const char* x : kThermoStoppers) {
    INFO(x);
    const Value g = loopy::parse(x);
    const Thermograph th = thermograph(g);
    CHECK(mirrored(thermograph(-g), th));
    const Thermograph shifted = thermograph(g + loopy::parse("2"));
    CHECK(shifted.mast == th.mast + Dyadic(2));
    CHECK(shifted.temperature == th.temperature);
    CHECK(shifted.left == th.left.translate(Dyadic(2)));
    CHECK(shifted.right == th.right.translate(Dyadic(2)));
  }
}

TEST_CASE("loopy thermograph: the kept last thermograph never answers for another game", "[cgt][loopy]") {
  // thermograph() keeps the last stopper's; alternate between games, and make and free one so
  // its graph's address may come back, each time against a fresh solve of the system.
  std::vector<Value> games;
  for (const char* x : kThermoStoppers) games.push_back(loopy::parse(x));
  for (int round = 0; round < 3; ++round)
    for (const Value& g : games) {
      CHECK(thermograph(g) == stopper_thermographs(g.stopper().graph()).front());
      CHECK(thermograph(g) == stopper_thermographs(g.stopper().graph()).front());
      const Thermograph fresh = thermograph(g + loopy::parse("1"));  // a temporary graph, freed
      CHECK(fresh.mast == thermograph(g).mast + Dyadic(1));
    }
}

TEST_CASE("loopy thermograph: infinite stops and sided values are refused", "[cgt][loopy]") {
  CHECK_THROWS_WITH(thermograph(loopy::parse("on")), Catch::Contains("the stop on"));
  CHECK_THROWS_WITH(thermograph(loopy::parse("{0|||0||0|off}")), Catch::Contains("the stop off"));
  CHECK_THROWS_AS(thermograph(loopy::parse("1 & 0")), InvalidArgument);
  // A stopper whose equations are stopped after too few rounds is refused, naming G.
  try {
    const Value g = loopy::parse("{pass|3/2}");
    (void)stopper_thermographs(g.stopper().graph(), 1);
    FAIL("expected a refusal");
  } catch (const InvalidArgument& e) {
    CHECK(e.role == "G");
    CHECK(std::string(e.what()).find("did not settle") != std::string::npos);
  }
}

TEST_CASE("loopy thermograph limits: Ctrl-C stops the rounds, the guard refuses a huge graph", "[cgt][loopy]") {
  // A chain of 3000 positions {next | pass} ending in over = {0 | pass}: every stop is 0 over, and
  // the equations settle only after about one round per position (millions of steps).
  const Vertex n = 3000;
  Graph g;
  for (Vertex i = 0; i <= n; ++i) g.add_vertex();
  for (Vertex i = 0; i < n; ++i) g.left[i] = {i + 1}, g.right[i] = {i};
  {
    alea::test::DelayedInterrupt interrupt;
    CHECK_THROWS_AS(stopper_thermographs(g), Interrupted);
  }
  const std::uint64_t saved = memory_limit();
  set_memory_limit(1 << 20);
  CHECK_THROWS_AS(stopper_thermographs(g), LimitExceeded);
  set_memory_limit(saved);
}
