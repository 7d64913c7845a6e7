// What a game is worth: options, stops, mean and temperature, cooling and heating, birthday,
// atomic weight, incentives and the thermograph. Every number is an exact rat.
#include "cgt/lua_cgt.hpp"
#include "cgt/print.hpp"

namespace alea::lua_cgt {
using namespace kit;

namespace {
const cgt::Game& game_self(lua_State* L) { return check_object<cgt::Game>(L, 1); }
}  // namespace

int left_options(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_games(L, game_self(L).left_options()), 1;
}

int right_options(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_games(L, game_self(L).right_options()), 1;
}

int left_stop(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_dyadic(L, game_self(L).left_stop()), 1;
}

int right_stop(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_dyadic(L, game_self(L).right_stop()), 1;
}

int mean(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_dyadic(L, game_self(L).mean()), 1;
}

int temperature(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_dyadic(L, game_self(L).temperature()), 1;
}

int cool(lua_State* L) {
  check_arg_count(L, 2, 2);
  return push_game(L, game_self(L).cool(check_dyadic(L, 2))), 1;
}

int heat(lua_State* L) {
  check_arg_count(L, 2, 2);
  return push_game(L, game_self(L).heat(check_game(L, 2))), 1;
}

int is_number(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, game_self(L).is_number()), 1;
}

int is_integer(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, game_self(L).is_integer()), 1;
}

int is_nimber(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, game_self(L).is_nimber()), 1;
}

int is_infinitesimal(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, game_self(L).is_infinitesimal()), 1;
}

int is_switch(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, game_self(L).is_switch()), 1;
}

int to_number(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_dyadic(L, game_self(L).to_dyadic()), 1;
}

int birthday(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, game_self(L).birthday()), 1;
}

int atomic_weight(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_game(L, game_self(L).atomic_weight()), 1;
}

int incentives(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_games(L, game_self(L).incentives()), 1;
}

int left_incentives(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_games(L, game_self(L).left_incentives()), 1;
}

int right_incentives(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_games(L, game_self(L).right_incentives()), 1;
}

int thermograph(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_thermograph(L, game_self(L).thermograph()), 1;
}

int game_to_table(lua_State* L) {
  check_arg_count(L, 1, 1);
  const cgt::Game& g = game_self(L);
  auto texts = [&](const std::vector<cgt::Game>& gs) {
    return [&L, gs] { push_array(L, gs, [](lua_State* L, const cgt::Game& o) { push(L, cgt::to_string(o)); }); };
  };
  Record(L, 8)
      .field("text", cgt::to_string(g))
      .field("left", texts(g.left_options()))
      .field("right", texts(g.right_options()))
      .field("left_stop", [&] { push_dyadic(L, g.left_stop()); })
      .field("right_stop", [&] { push_dyadic(L, g.right_stop()); })
      .field("mean", [&] { push_dyadic(L, g.mean()); })
      .field("temperature", [&] { push_dyadic(L, g.temperature()); })
      .field("outcome", cgt::to_string(g.outcome()));
  return 1;
}

}  // namespace alea::lua_cgt
