#include "kit/saved.hpp"

#include <string>

#include "core/errors.hpp"
#include "kit/function.hpp"
#include "kit/registry.hpp"

namespace alea::kit {

int push_saved(lua_State* L, const char* constructor, int nargs) {
  lua_createtable(L, nargs, 0);
  lua_insert(L, -nargs - 1);
  for (int i = nargs; i >= 1; --i) lua_rawseti(L, -i - 1, i);
  lua_pushstring(L, constructor);
  lua_insert(L, -2);
  return 2;
}

bool call_save(lua_State* L, int idx) {
  idx = lua_absindex(L, idx);
  if (lua_type(L, idx) != LUA_TUSERDATA || !lua_getmetatable(L, idx)) return false;
  lua_pushliteral(L, "__save");
  if (lua_rawget(L, -2) != LUA_TFUNCTION) {
    lua_pop(L, 2);
    return false;
  }
  lua_remove(L, -2);
  lua_pushvalue(L, idx);
  lua_call(L, 1, 2);
  return true;
}

int push_constructor(lua_State* L, const std::string& name) {
  const Doc* doc = Registry::instance().find(name, Kind::Function);
  if (doc == nullptr || doc->impl == nullptr) throw InvalidArgument("'" + name + "' is not a constructor of alea");
  push_function(L, *doc);
  if (!doc->drop_first) return 0;
  lua_pushnil(L);  // the module table's place: a module's call drops its first argument
  return 1;
}

}  // namespace alea::kit
