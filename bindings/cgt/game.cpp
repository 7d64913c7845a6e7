// Making games: CGSuite's syntax, options, nimbers and ups; the store's size.
#include "cgt/lua_cgt.hpp"
#include "cgt/parse.hpp"

namespace alea::lua_cgt {
using namespace kit;

int parse(lua_State* L) {
  check_arg_count(L, 1, 1);
  if (lua_type(L, 1) == LUA_TSTRING) return push_game(L, cgt::parse_game(check_string(L, 1))), 1;
  return push_game(L, check_game(L, 1)), 1;
}

int game(lua_State* L) {
  check_arg_count(L, 2, 2);
  return push_game(L, cgt::Game::from_options(check_games(L, 1), check_games(L, 2))), 1;
}

int star(lua_State* L) {
  check_arg_count(L, 0, 1);
  const auto n = opt_integer(L, 1, 0, LUA_MAXINTEGER).value_or(1);
  return push_game(L, cgt::Game::star(static_cast<unsigned long long>(n))), 1;
}

int up(lua_State* L) {
  check_arg_count(L, 0, 1);
  return push_game(L, cgt::Game::up(opt_integer(L, 1, -LUA_MAXINTEGER, LUA_MAXINTEGER).value_or(1))), 1;
}

int confused(lua_State* L) {
  check_arg_count(L, 2, 2);
  return push(L, check_game(L, 1).confused_with(check_game(L, 2))), 1;
}

int stats(lua_State* L) {
  check_arg_count(L, 0, 0);
  Record(L, 2).field("games", cgt::game_store_size()).field("bytes", cgt::game_store_bytes());
  return 1;
}

}  // namespace alea::lua_cgt
