#pragma once
// alea.plot and alea.render_dot: pictures drawn by gnuplot and Graphviz (core/picture.hpp).
#include "kit/kit.hpp"

namespace alea::out {

int plot(lua_State* L);
int render_dot(lua_State* L);

}  // namespace alea::out
