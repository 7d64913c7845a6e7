#include "lua_data.hpp"

#include <lua.hpp>
#include <memory>
#include <stdexcept>

namespace alea::test {

Rows lua_rows(const std::string& relative_path, const std::string& name) {
  std::unique_ptr<lua_State, decltype(&lua_close)> owner(luaL_newstate(), &lua_close);
  lua_State* L = owner.get();
  const std::string path = std::string(ALEA_SOURCE_DIR) + "/" + relative_path;
  if (luaL_dofile(L, path.c_str()) != LUA_OK) throw std::runtime_error(lua_tostring(L, -1));
  if (lua_getfield(L, -1, name.c_str()) != LUA_TTABLE) throw std::runtime_error(path + ": no table " + name);
  Rows rows(luaL_len(L, -1));
  for (std::size_t i = 0; i < rows.size(); ++i) {
    lua_geti(L, -1, static_cast<lua_Integer>(i + 1));
    const lua_Integer n = luaL_len(L, -1);
    for (lua_Integer j = 1; j <= n; ++j) {
      lua_geti(L, -1, j);
      rows[i].emplace_back(lua_tostring(L, -1));
      lua_pop(L, 1);
    }
    lua_pop(L, 1);
  }
  return rows;
}

}  // namespace alea::test
