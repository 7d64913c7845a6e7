// Making games: CGSuite's syntax, options, nimbers and ups; the store's size.
#include "cgt/lua_cgt.hpp"
#include "cgt/loopy/parse.hpp"
#include "cgt/parse.hpp"

namespace alea::lua_cgt {
using namespace kit;

namespace {

int parse(lua_State* L) {
  if (lua_type(L, 1) == LUA_TSTRING) {
    const std::string text = check_string(L, 1);
    if (cgt::loopy::looks_loopy(text)) return push_loopy(L, cgt::loopy::parse(text)), 1;  // pass, on, a{0|a}, &
    return push_game(L, cgt::parse_game(text)), 1;
  }
  return push_game(L, check_game(L, 1)), 1;
}

int game(lua_State* L) {
  return push_game(L, cgt::Game::from_options(check_games(L, 1), check_games(L, 2))), 1;
}

int star(lua_State* L) {
  const auto n = opt_integer(L, 1, 0, LUA_MAXINTEGER).value_or(1);
  return push_game(L, cgt::Game::star(static_cast<unsigned long long>(n))), 1;
}

int up(lua_State* L) {
  return push_game(L, cgt::Game::up(opt_integer(L, 1, -LUA_MAXINTEGER, LUA_MAXINTEGER).value_or(1))), 1;
}

int confused(lua_State* L) {
  return push(L, check_game(L, 1).confused_with(check_game(L, 2))), 1;
}

int stats(lua_State* L) {
  Record(L, 2).field("games", cgt::game_store_size()).field("bytes", cgt::game_store_bytes());
  return 1;
}

}  // namespace

void add_game(Module& m) {
  m.call({"cgt", parse, "cgt(text | x) -> cgt.game",
          "A game in CGSuite's syntax: numbers (3, -2, 3/2, 0.75), *, *n, ^, v, ^^, vv, ^n, vn, the uptimals ^<n> "
          "(^<2> = {0|v*}), v<n> and ^[n] = ^ + ^<2> + ... + ^<n>, v[n], and their sums written together (1*, 1/2^*, "
          "^^*, -1^<2>*), +-G and +-{a,b}, x+-G, Tiny(G), Miny(G), braces with slashes ({3||2*|1*} is "
          "{3|{2*|1*}}), parentheses, + and -. A text in the loopy notation (pass, on, off, over, under, upon, dud, "
          "named loops a{0|a}, G & H) is read as cgt.loopy(text) reads it. A malformed string is an error pointing at "
          "the character. cgt(x) of an integer or a dyadic rat is that number.",
          "cgt(\"{3||2*|1*}\"):mean()   --> 9/4"});
  m.function({"game", game, "cgt.game(lefts, rights) -> cgt.game",
              "The canonical form of {lefts | rights}: two arrays of games or numbers (integers, dyadic rats), "
              "either may be empty. CGSuite: {a,b|c}.",
              "cgt.game({0}, {cgt.star()})   --> ^"});
  m.function({"star", star, "cgt.star([n=1]) -> cgt.game", "The nimber *n (n >= 0; *0 is 0).",
              "cgt.star(2) == cgt.game({0, cgt.star()}, {0, cgt.star()})   --> true"});
  m.function({"up", up, "cgt.up([n=1]) -> cgt.game",
              "n.^, the sum of n ups (n < 0: downs). Kept symbolically: cgt.up(1000) costs one record.",
              "cgt.up(3)   --> ^3"});
  m.function({"confused", confused, "cgt.confused(G, H) -> boolean",
              "G || H: neither G <= H nor H <= G (G - H is a first-player win). Numbers may stand for games.",
              "cgt.confused(cgt.star(), 0)   --> true"});
  m.function({"stats", stats, "cgt.stats() -> {games=, bytes=}",
              "The store of canonical forms: every game made this session has one record (equal games share it). It "
              "only grows, and refuses to grow past the memory guard (alea.limits).",
              "cgt.stats().games"});
}

}  // namespace alea::lua_cgt
