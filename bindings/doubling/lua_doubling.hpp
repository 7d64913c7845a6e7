#pragma once
// doubling's binding: the tree type, the conversion its areas share, and its areas. Each area
// file holds its bound functions (each reads its arguments, makes one call to the core surface
// in src/doubling and pushes the result) and, at its end, their rows. module.cpp holds the rows
// without a function (the module's and the type's) and calls the areas in help's order.
#include "core/number.hpp"
#include "doubling/game.hpp"
#include "kit/kit.hpp"

namespace alea::kit {
template <>
struct TypeName<doubling::Tree> {
  static constexpr const char* value = "doubling.tree";
};
}  // namespace alea::kit

namespace alea::lua_doubling {

// A number option (integer, rat or float) of the call, or the fallback when absent (convert.cpp).
Number option_number(lua_State* L, const kit::Options& opts, const char* key, const Number& fallback);

// --- the areas, in the order help lists them ---
void add_discrete(kit::Module& m, kit::Type& t);  // discrete.cpp: sections 2-3, the tree's methods
void add_continuous(kit::Module& m);  // continuous.cpp: sections 4-5
void add_extras(kit::Module& m);      // extras.cpp: the market window, the paper's number format

}  // namespace alea::lua_doubling
