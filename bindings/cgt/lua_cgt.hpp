#pragma once
// cgt's binding: its seven types, the conversions its files share, and its areas. Each area file
// holds its bound functions (each reads its arguments, makes one call to the core surface in
// src/cgt and pushes the result) and, at its end, their rows. module.cpp holds the rows without
// a function (the module's and the types') and calls the areas in the order help lists them.
#include <memory>
#include <string>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/impartial.hpp"
#include "cgt/misere.hpp"
#include "cgt/position.hpp"
#include "cgt/loopy/value.hpp"
#include "cgt/thermograph.hpp"
#include "kit/kit.hpp"

namespace alea::lua_cgt {
// A cgt::Ruleset whose rules are Lua functions; its parts are in ruleset.cpp.
struct LuaRuleset {
  struct Parts;
  std::shared_ptr<Parts> parts;
};
// A heap ruleset of impartial play (cgt.heap("0.77")): shared, its table of values grows as calls ask.
struct HeapRules {
  std::shared_ptr<cgt::impartial::HeapRuleset> rules;
};
}  // namespace alea::lua_cgt

namespace alea::kit {
template <>
struct TypeName<cgt::Game> {
  static constexpr const char* value = "cgt.game";
};
template <>
struct TypeName<cgt::Thermograph> {
  static constexpr const char* value = "cgt.thermograph";
};
template <>
struct TypeName<cgt::PositionPtr> {
  static constexpr const char* value = "cgt.position";
};
template <>
struct TypeName<cgt::loopy::Value> {
  static constexpr const char* value = "cgt.loopy";
};
template <>
struct TypeName<lua_cgt::LuaRuleset> {
  static constexpr const char* value = "cgt.ruleset";
};
template <>
struct TypeName<lua_cgt::HeapRules> {
  static constexpr const char* value = "cgt.heap_ruleset";
};
template <>
struct TypeName<cgt::misere::MisereGame> {
  static constexpr const char* value = "cgt.misere_game";
};
}  // namespace alea::kit

namespace alea::lua_cgt {

// --- conversions (convert.cpp) ---
// A dyadic rational from an integer or a rat (floats are refused: not exact; 1/3 is not dyadic).
cgt::Dyadic check_dyadic(lua_State* L, int idx);
// A game, or a number (integer or dyadic rat) taken as the game it is.
cgt::Game check_game(lua_State* L, int idx);
// An array of games or numbers (the options of cgt.game).
std::vector<cgt::Game> check_games(lua_State* L, int idx);
// "left" or "right".
cgt::Side check_side(lua_State* L, int idx);
const cgt::PositionPtr& check_position(lua_State* L, int idx);
// A rat (also for integers: every cgt number is a rat, so == compares them alike).
void push_dyadic(lua_State* L, const cgt::Dyadic& x);
void push_game(lua_State* L, const cgt::Game& g);
void push_games(lua_State* L, const std::vector<cgt::Game>& gs);
void push_thermograph(lua_State* L, cgt::Thermograph t);
void push_position(lua_State* L, const cgt::PositionPtr& p);
void push_positions(lua_State* L, const std::vector<cgt::PositionPtr>& ps);
// A heap size: an integer >= 0 (Lua's integers stop at 2^63 - 1).
std::uint64_t check_heap_size(lua_State* L, int idx);
// An array of integers >= min (heap sizes, a subtraction set); `what` names an entry in errors.
std::vector<std::uint64_t> check_heap_sizes(lua_State* L, int idx, long long min, const char* what);
// A loopy value: a cgt.game when loopfree, else a cgt.loopy (loopy.cpp).
void push_loopy(lua_State* L, const cgt::loopy::Value& v);
// Whether the value at idx is a cgt.loopy, and the loopy operator op ("__add", "__sub", "__le",
// "__lt") for a short game's operator that meets one.
bool is_loopy(lua_State* L, int idx);
int loopy_operator(lua_State* L, const char* op);
// {t, x} pairs.
void push_wall(lua_State* L, const std::vector<cgt::thermo::Point>& wall);

}  // namespace alea::lua_cgt

namespace alea::kit {
// Arguments of cgt's types for kit::method: a dyadic rat, and a game where numbers stand for games.
template <>
struct Arg<cgt::Dyadic> {
  static cgt::Dyadic check(lua_State* L, int idx) { return lua_cgt::check_dyadic(L, idx); }
};
template <>
struct Arg<cgt::Game> {
  static cgt::Game check(lua_State* L, int idx) { return lua_cgt::check_game(L, idx); }
};
}  // namespace alea::kit

namespace alea::lua_cgt {

// --- the areas: each file's bound functions and their rows, in the order help lists them ---
void add_game(kit::Module& m);                                 // game.cpp: cgt(text), cgt.game, star, up, ...
void add_values(kit::Type& t);                                 // values.cpp: the methods of cgt.game
void add_arithmetic(kit::Type& game);                          // arithmetic.cpp: the operators of cgt.game
void add_thermograph(kit::Type& t);                            // thermograph.cpp: cgt.thermograph
void add_ruleset(kit::Module& m, kit::Type& t);                // ruleset.cpp: cgt.ruleset and its methods
void add_research(kit::Module& m);                             // research.cpp: the large-heap theory, tables
void add_games(kit::Module& m);                                // games.cpp: cgt.games.*, the games library
void add_positions(kit::Module& m, kit::Type& t);              // positions.cpp: heaps, cgt.sum, cgt.position
void add_impartial(kit::Module& m, kit::Type& game, kit::Type& rules);  // impartial.cpp: cgt.heap, nim values, nimbers
void add_misere(kit::Module& m, kit::Type& rules, kit::Type& t);        // misere.cpp: cgt.misere, misère heaps, quotients
void add_loopy(kit::Module& m, kit::Type& t);                  // loopy.cpp: cgt.loopy, cgt.sided, loopy values

}  // namespace alea::lua_cgt
