#pragma once
// The estimate type: value ± bound, what fast methods return with with_error=true (the one rule
// for error bounds, docs/guide.md). Usable as a number: arithmetic with numbers, rats and other
// estimates carries the bound by interval arithmetic; comparisons compare the values.
#include "kit/kit.hpp"

namespace alea::lua_alea {

int new_estimate(lua_State* L);
int estimate_index(lua_State* L);
int estimate_tostring(lua_State* L);
int estimate_add(lua_State* L);
int estimate_sub(lua_State* L);
int estimate_mul(lua_State* L);
int estimate_div(lua_State* L);
int estimate_unm(lua_State* L);
int estimate_eq(lua_State* L);
int estimate_lt(lua_State* L);
int estimate_le(lua_State* L);
int estimate_float(lua_State* L);
int estimate_to_table(lua_State* L);

}  // namespace alea::lua_alea
