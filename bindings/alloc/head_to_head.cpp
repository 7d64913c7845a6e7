// Two allocations: WDL, who is favored, duration, reduction, simulation.
#include "alloc/head_to_head.hpp"
#include "alloc/lua_alloc.hpp"

namespace alea::lua_alloc {
using namespace kit;

namespace {
void push_interval(lua_State* L, const alloc::Interval& i) {
  Record(L, 3).field("estimate", i.estimate).field("low", i.low).field("high", i.high);
}
}  // namespace

int wdl(lua_State* L) {
  check_arg_count(L, 2, 3);
  Options opts(L, 3);
  const bool with_error = opts.boolean("with_error");
  const auto w = alloc::wdl(check_allocation(L, 1), check_allocation(L, 2), check_rules(opts), check_mode(opts));
  push(L, w.win, with_error), push(L, w.draw, with_error), push(L, w.loss, with_error);
  return 3;
}

int favored(lua_State* L) {
  check_arg_count(L, 2, 3);
  Options opts(L, 3);
  return push(L, alloc::favored(check_allocation(L, 1), check_allocation(L, 2), check_rules(opts), check_mode(opts))), 1;
}

int duration(lua_State* L) {
  check_arg_count(L, 2, 3);
  Options opts(L, 3);
  const auto d = alloc::duration(check_allocation(L, 1), check_allocation(L, 2), check_rules(opts), check_mode(opts));
  return push(L, d, opts.boolean("with_error")), 1;
}

int reduce(lua_State* L) {
  check_arg_count(L, 2, 2);
  auto [x, y] = alloc::reduce(check_allocation(L, 1), check_allocation(L, 2));
  push_object<alloc::Allocation>(L, std::move(x));
  push_object<alloc::Allocation>(L, std::move(y));
  return 2;
}

int simulate(lua_State* L) {
  check_arg_count(L, 3, 4);
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

}  // namespace alea::lua_alloc
