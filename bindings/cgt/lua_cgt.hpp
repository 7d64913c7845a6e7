#pragma once
// cgt's binding: its four types, the conversions its files share, and every bound function, one
// per Lua name. The registration rows (signatures with every option and its default, help,
// examples) are in module.cpp; each function checks its arguments, makes one call to the core
// surface (src/cgt/*.hpp) and pushes the result.
#include <memory>
#include <string>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/position.hpp"
#include "cgt/thermograph.hpp"
#include "kit/kit.hpp"

namespace alea::lua_cgt {
// A cgt::Ruleset whose rules are Lua functions; its parts are in ruleset.cpp.
struct LuaRuleset {
  struct Parts;
  std::shared_ptr<Parts> parts;
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
struct TypeName<lua_cgt::LuaRuleset> {
  static constexpr const char* value = "cgt.ruleset";
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
// {t, x} pairs.
void push_wall(lua_State* L, const std::vector<cgt::thermo::Point>& wall);

// --- making games (game.cpp) ---
int parse(lua_State* L);
int game(lua_State* L);
int star(lua_State* L);
int up(lua_State* L);
int confused(lua_State* L);
int stats(lua_State* L);

// --- arithmetic, comparison, printing (arithmetic.cpp) ---
int add(lua_State* L);
int sub(lua_State* L);
int unm(lua_State* L);
int eq(lua_State* L);
int le(lua_State* L);
int lt(lua_State* L);
int tostring(lua_State* L);
int to_string(lua_State* L);
int outcome(lua_State* L);

// --- the values of a game (values.cpp) ---
int left_options(lua_State* L);
int right_options(lua_State* L);
int left_stop(lua_State* L);
int right_stop(lua_State* L);
int mean(lua_State* L);
int temperature(lua_State* L);
int cool(lua_State* L);
int heat(lua_State* L);
int is_number(lua_State* L);
int is_integer(lua_State* L);
int is_nimber(lua_State* L);
int is_infinitesimal(lua_State* L);
int is_switch(lua_State* L);
int to_number(lua_State* L);
int birthday(lua_State* L);
int atomic_weight(lua_State* L);
int incentives(lua_State* L);
int left_incentives(lua_State* L);
int right_incentives(lua_State* L);
int thermograph(lua_State* L);
int game_to_table(lua_State* L);

// --- thermographs (thermograph.cpp) ---
int th_left_wall(lua_State* L);
int th_right_wall(lua_State* L);
int th_mast(lua_State* L);
int th_temperature(lua_State* L);
int th_left_stop(lua_State* L);
int th_right_stop(lua_State* L);
int th_left_at(lua_State* L);
int th_right_at(lua_State* L);
int th_to_svg(lua_State* L);
int th_plot(lua_State* L);
int th_to_table(lua_State* L);
int th_tostring(lua_State* L);
int th_eq(lua_State* L);

// --- rulesets given by Lua functions (ruleset.cpp) ---
int ruleset(lua_State* L);
int r_value(lua_State* L);
int r_thermograph(lua_State* L);
int r_positions(lua_State* L);
int r_to_table(lua_State* L);
int r_tostring(lua_State* L);

// --- positions of the rulesets written in C++: heaps, sums, the games library (positions.cpp) ---
int robin_hood(lua_State* L);
int little_john(lua_State* L);
int sum(lua_State* L);
int p_add(lua_State* L);
int p_value(lua_State* L);
int p_thermograph(lua_State* L);
int p_mean(lua_State* L);
int p_temperature(lua_State* L);
int p_left_stop(lua_State* L);
int p_right_stop(lua_State* L);
int p_stops(lua_State* L);
int p_outcome(lua_State* L);
int p_left_options(lua_State* L);
int p_right_options(lua_State* L);
int p_options(lua_State* L);
int p_components(lua_State* L);
int p_first_moves(lua_State* L);
int p_winning_moves(lua_State* L);
int p_hotstrat(lua_State* L);
int p_to_table(lua_State* L);
int p_to_svg(lua_State* L);
int p_ruleset(lua_State* L);
int p_tostring(lua_State* L);
int p_len(lua_State* L);
int p_eq(lua_State* L);

// --- the games library (games.cpp) ---
int domineering(lua_State* L);
int clobber(lua_State* L);
int gen_clobber(lua_State* L);
int fission(lua_State* L);
int konane(lua_State* L);
int amazons(lua_State* L);
int toads_and_frogs(lua_State* L);
int toppling_dominoes(lua_State* L);
int snort(lua_State* L);
int col(lua_State* L);
int ski_jumps(lua_State* L);
int hackenbush(lua_State* L);
int partizan_arc_kayles(lua_State* L);
int cutcake(lua_State* L);

// --- the seed's large-heap theory and research tables (research.cpp) ---
int mp_sequence(lua_State* L);
int large_heap_law(lua_State* L);
int large_heap_stops(lua_State* L);
int large_heap_onsets(lua_State* L);
int heap_thermographs(lua_State* L);

}  // namespace alea::lua_cgt
