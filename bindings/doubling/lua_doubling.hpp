#pragma once
// doubling's binding: the tree type and every bound function, one per Lua name. The
// registration rows are in module.cpp; each function checks its arguments, makes one call to
// the core surface (src/doubling/game.hpp and the section files) and pushes the result.
#include "doubling/game.hpp"
#include "kit/kit.hpp"

namespace alea::kit {
template <>
struct TypeName<doubling::Tree> {
  static constexpr const char* value = "doubling.tree";
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
int tree_save(lua_State* L);
int tree_eq(lua_State* L);

}  // namespace alea::lua_doubling
