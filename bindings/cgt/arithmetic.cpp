// Sums, negatives, comparisons, outcomes and CGSuite's printing of games. Numbers mix with
// games on either side of an operator (G + 1, 1/2 <= G with rat(1, 2)).
#include <algorithm>

#include "cgt/lua_cgt.hpp"
#include "cgt/print.hpp"
#include "core/errors.hpp"
#include "core/memory_guard.hpp"

namespace alea::lua_cgt {
using namespace kit;

int add(lua_State* L) {
  check_arg_count(L, 2, 2);
  return push_game(L, check_game(L, 1) + check_game(L, 2)), 1;
}

int sub(lua_State* L) {
  check_arg_count(L, 2, 2);
  return push_game(L, check_game(L, 1) - check_game(L, 2)), 1;
}

int unm(lua_State* L) {
  check_arg_count(L, 1, 2);  // Lua passes the operand twice
  return push_game(L, -check_game(L, 1)), 1;
}

int eq(lua_State* L) {
  // Lua asks only when both sides are userdata; a game never equals another type's object.
  auto* g = test_object<cgt::Game>(L, 1);
  auto* h = test_object<cgt::Game>(L, 2);
  return push(L, g && h && *g == *h), 1;
}

int le(lua_State* L) {
  check_arg_count(L, 2, 2);
  return push(L, check_game(L, 1) <= check_game(L, 2)), 1;
}

int lt(lua_State* L) {
  check_arg_count(L, 2, 2);
  return push(L, check_game(L, 1) < check_game(L, 2)), 1;
}

int tostring(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, cgt::to_string(check_object<cgt::Game>(L, 1))), 1;
}

// alea.save's form: cgt(text), the whole text (kit/saved.hpp).
int save(lua_State* L) {
  check_arg_count(L, 1, 1);
  const cgt::Game& g = check_object<cgt::Game>(L, 1);
  const auto limit = static_cast<std::size_t>(std::min<std::uint64_t>(memory_limit() / 4, std::uint64_t(1) << 30));
  const auto r = cgt::print(g, limit);
  if (r.cut) throw LimitExceeded("the game's text is longer than " + std::to_string(limit) + " characters");
  push(L, r.text);
  return push_saved(L, "cgt", 1);
}

int to_string(lua_State* L) {
  check_arg_count(L, 1, 2);
  Options opts(L, 2);
  const auto limit = static_cast<std::size_t>(opts.integer("max_chars", 1, 1LL << 40));
  const cgt::Game& g = check_object<cgt::Game>(L, 1);
  const auto r = opts.boolean("shared") ? cgt::print_shared(g, limit) : cgt::print(g, limit);
  push(L, r.text), push(L, r.cut);
  return 2;
}

int outcome(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, cgt::to_string(check_object<cgt::Game>(L, 1).outcome())), 1;
}

}  // namespace alea::lua_cgt
