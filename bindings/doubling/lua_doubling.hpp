#pragma once
// doubling's binding: the tree type and every bound function, one per Lua name. The
// registration rows are in module.cpp; each function checks its arguments, makes one call to
// the core surface (src/doubling/game.hpp and the section files) and pushes the result.
#include "doubling/game.hpp"
#include "doubling/met.hpp"
#include "kit/kit.hpp"

namespace alea::kit {
template <>
struct TypeName<doubling::Tree> {
  static constexpr const char* value = "doubling.tree";
};
template <>
struct TypeName<doubling::Met> {
  static constexpr const char* value = "doubling.met";
};
}  // namespace alea::kit

namespace alea::lua_doubling {

int point(lua_State* L);
int alpha(lua_State* L);
int beta(lua_State* L);
int points(lua_State* L);
int value(lua_State* L);
int tree(lua_State* L);
int continuous_alpha(lua_State* L);
int continuous_beta(lua_State* L);
int continuous_value(lua_State* L);
int resign_potential(lua_State* L);
int normal_alpha(lua_State* L);
int normal_value(lua_State* L);
int log_ratio_value(lua_State* L);
int equal_alpha_asymptotic(lua_State* L);
int money_points(lua_State* L);
int paper_format(lua_State* L);

int tree_to_table(lua_State* L);
int tree_to_dot(lua_State* L);
int tree_to_svg(lua_State* L);
int tree_len(lua_State* L);
int tree_tostring(lua_State* L);

// Match play (match.cpp): match equity tables and what they give by score.
int met(lua_State* L);
int met_names(lua_State* L);
int met_zadeh(lua_State* L);
int met_mec(lua_State* L);
int met_janowski(lua_State* L);
int normal_model(lua_State* L);
int met_equity(lua_State* L);
int met_take_point(lua_State* L);
int met_cash_point(lua_State* L);
int met_window(lua_State* L);
int met_gammon_values(lua_State* L);
int met_cube_levels(lua_State* L);
int met_raising_points(lua_State* L);
int met_cube_matrix(lua_State* L);
int met_show(lua_State* L);
int met_plot(lua_State* L);
int met_save(lua_State* L);
int met_to_table(lua_State* L);
int met_extend(lua_State* L);
int met_inverted(lua_State* L);
int met_len(lua_State* L);
int met_tostring(lua_State* L);

}  // namespace alea::lua_doubling
