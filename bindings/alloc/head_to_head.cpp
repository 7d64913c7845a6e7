// Two allocations: WDL, who is favored, duration, reduction, simulation.
#include "alloc/head_to_head.hpp"
#include "alloc/lua_alloc.hpp"

namespace alea::lua_alloc {
using namespace kit;

namespace {
void push_interval(lua_State* L, const alloc::Interval& i) {
  Record(L, 3).field("estimate", i.estimate).field("low", i.low).field("high", i.high);
}

int wdl(lua_State* L) {
  Options opts(L, 3);
  const bool with_error = opts.boolean("with_error");
  const auto w = alloc::wdl(check_allocation(L, 1), check_allocation(L, 2), check_rules(opts), check_mode(opts));
  push(L, w.win, with_error), push(L, w.draw, with_error), push(L, w.loss, with_error);
  return 3;
}

int favored(lua_State* L) {
  Options opts(L, 3);
  return push(L, alloc::favored(check_allocation(L, 1), check_allocation(L, 2), check_rules(opts), check_mode(opts))), 1;
}

int duration(lua_State* L) {
  Options opts(L, 3);
  const auto d = alloc::duration(check_allocation(L, 1), check_allocation(L, 2), check_rules(opts), check_mode(opts));
  return push(L, d, opts.boolean("with_error")), 1;
}

int reduce(lua_State* L) {
  auto [x, y] = alloc::reduce(check_allocation(L, 1), check_allocation(L, 2));
  push_object<alloc::Allocation>(L, std::move(x));
  push_object<alloc::Allocation>(L, std::move(y));
  return 2;
}

int simulate(lua_State* L) {
  Options opts(L, 4);
  std::optional<std::uint64_t> seed;
  if (auto s = opts.optional_integer("seed", 0, LUA_MAXINTEGER)) seed = static_cast<std::uint64_t>(*s);
  const auto r = alloc::simulate(check_allocation(L, 1), check_allocation(L, 2), check_integer(L, 3), check_rules(opts), seed);
  Record(L, 8)
      .field("games", r.games)
      .field("wins", r.wins)
      .field("draws", r.draws)
      .field("losses", r.losses)
      .field("win", [&] { push_interval(L, r.win); })
      .field("draw", [&] { push_interval(L, r.draw); })
      .field("loss", [&] { push_interval(L, r.loss); })
      .field("duration", [&] {
        push_interval(L, {r.mean_duration, r.mean_duration - r.duration_half_width, r.mean_duration + r.duration_half_width});
      });
  return 1;
}

}  // namespace

void add_head_to_head(Module& m) {
  m.function({"wdl", wdl,
              "alloc.wdl(X, Y [, {rules=\"original\"|\"independent\", exact=false, method=\"fast\"|\"recursion\", "
              "with_error=false}]) -> w, d, l",
              "Fluet's WDL: the chances that X wins, draws and loses against Y. Original rules share one roll; "
              "Independent rules roll for each player. Fast by default (Poissonization; with_error=true returns "
              "each as an estimate value ± bound); exact=true: rats by the recursions (7)/(8) and the reduced "
              "WDL'_O of 6.2.2; method=\"recursion\" runs the recursions in doubles.",
              "alloc.wdl(alloc(prob{rat(2,3),rat(1,3)}, {1,1}), alloc(prob{rat(2,3),rat(1,3)}, {2,0}), {exact=true})   --> 5/9, 0, 4/9"});
  m.function({"favored", favored,
              "alloc.favored(X, Y [, {rules=\"original\"|\"independent\", exact=false, method=\"fast\"|\"recursion\"}]) -> boolean",
              "X is favored over Y: it wins at least as often as it loses (Fluet section 3). The fast method's "
              "near ties are settled rigorously when P is exact (symmetry, a certified long double recursion, then "
              "rationals: the decision tournaments and emperor checks use too).",
              "alloc.favored(X, Y)"});
  m.function({"duration", duration,
              "alloc.duration(X, Y [, {rules=\"original\"|\"independent\", exact=false, method=\"fast\"|\"recursion\", "
              "with_error=false}]) -> number",
              "The expected number of rolls until the game is decided, E[min(T_X, T_Y)] (Bramhall's expected "
              "duration of a game). Fast by default; exact=true gives a rat; method=\"recursion\" runs the recursion "
              "in doubles.",
              "alloc.duration(alloc(prob.dice(2), \"6 7^2\"), alloc(prob.dice(2), \"6 7 8\"), {exact=true})"});
  m.function({"reduce", reduce, "alloc.reduce(X, Y) -> x, y",
              "Bramhall's strategy reduction: on each value the side with fewer tokens drops them; WDL under "
              "Original rules is unchanged.",
              "alloc.reduce(alloc(prob.dice(2), \"6^2 7 8\"), alloc(prob.dice(2), \"6 7^2 8\"))"});
  m.function({"simulate", simulate,
              "alloc.simulate(X, Y, n [, {seed=, rules=\"original\"|\"independent\"}]) -> {games=, wins=, draws=, "
              "losses=, win=, draw=, loss=, duration=}",
              "Monte Carlo: n games of X against Y; win, draw, loss and duration are {estimate=, low=, high=} "
              "95% intervals. The same seed gives the same games on any number of threads.",
              "alloc.simulate(X, Y, 100000, {seed=1}).win.estimate"});
}

}  // namespace alea::lua_alloc
