// The conversions every cgt file shares: Lua numbers to dyadics and games, games and
// thermographs to Lua.
#include <cmath>

#include "cgt/lua_cgt.hpp"

namespace alea::lua_cgt {
using namespace kit;

// A float is its binary value (the float rule, docs/guide.md), always a dyadic: 0.75 is 3/4,
// 0.1 is 3602879701896397/2^55.
cgt::Dyadic check_dyadic(lua_State* L, int idx) {
  if (lua_type(L, idx) == LUA_TNUMBER && !lua_isinteger(L, idx)) {
    const double x = lua_tonumber(L, idx);
    if (!std::isfinite(x)) throw ArgError(idx, "expected a finite number, got " + show(x));
    return *cgt::Dyadic::from_rational(rational_from_double(x));
  }
  Rational r = check_rational(L, idx);
  if (auto d = cgt::Dyadic::from_rational(r)) return *d;
  throw ArgError(idx, alea::to_string(r) + " is not a dyadic rational (the numbers of short games are m/2^k)");
}

cgt::Game check_game(lua_State* L, int idx) {
  if (auto* g = test_object<cgt::Game>(L, idx)) return *g;
  if (lua_type(L, idx) == LUA_TNUMBER || test_object<Rational>(L, idx)) return cgt::Game::number(check_dyadic(L, idx));
  type_error(L, idx, "a game or a number");
}

std::vector<cgt::Game> check_games(lua_State* L, int idx) {
  idx = lua_absindex(L, idx);
  const std::size_t n = check_array(L, idx);
  std::vector<cgt::Game> out;
  out.reserve(n);
  for (std::size_t i = 1; i <= n; ++i) {
    lua_rawgeti(L, idx, static_cast<lua_Integer>(i));
    try {
      out.push_back(check_game(L, lua_gettop(L)));
    } catch (const ArgError& e) {  // the entry's fault, reported at the array's position
      throw ArgError(idx, "entry " + std::to_string(i) + ": " + e.what());
    }
    lua_pop(L, 1);
  }
  return out;
}

cgt::Side check_side(lua_State* L, int idx) {
  const std::string s = check_string(L, idx);
  if (s == "left" || s == "L") return cgt::Side::left;
  if (s == "right" || s == "R") return cgt::Side::right;
  throw ArgError(idx, "expected \"left\" or \"right\", got \"" + s + "\"");
}

void push_dyadic(lua_State* L, const cgt::Dyadic& x) { push(L, x.to_rational()); }

void push_game(lua_State* L, const cgt::Game& g) { push_object<cgt::Game>(L, g); }

void push_games(lua_State* L, const std::vector<cgt::Game>& gs) {
  push_array(L, gs, [](lua_State* L, const cgt::Game& g) { push_game(L, g); });
}

void push_thermograph(lua_State* L, cgt::Thermograph t) { push_object<cgt::Thermograph>(L, std::move(t)); }

const cgt::PositionPtr& check_position(lua_State* L, int idx) { return check_object<cgt::PositionPtr>(L, idx); }

void push_position(lua_State* L, const cgt::PositionPtr& p) { push_object<cgt::PositionPtr>(L, p); }

void push_positions(lua_State* L, const std::vector<cgt::PositionPtr>& ps) { push_array(L, ps, push_position); }

void push_wall(lua_State* L, const std::vector<cgt::thermo::Point>& wall) {
  push_array(L, wall, [](lua_State* L, const cgt::thermo::Point& p) {
    lua_createtable(L, 2, 0);
    push_dyadic(L, p.t);
    lua_rawseti(L, -2, 1);
    push_dyadic(L, p.x);
    lua_rawseti(L, -2, 2);
  });
}

}  // namespace alea::lua_cgt
