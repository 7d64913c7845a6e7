#include "kit/record.hpp"

#include <exception>

namespace alea::kit {
namespace {
const char* const shapes_key = "alea.record_shapes";  // registry: order string -> metatable
}

Record::Record(lua_State* L, int fields) : L_(L) {
  lua_createtable(L, 0, fields);
  table_ = lua_gettop(L);
}

Record& Record::set(const char* key) {
  lua_setfield(L_, table_, key);
  order_ += key;
  order_ += ',';
  return *this;
}

Record::~Record() {
  if (std::uncaught_exceptions() || order_.empty()) return;
  if (lua_getfield(L_, LUA_REGISTRYINDEX, shapes_key) != LUA_TTABLE) {
    lua_pop(L_, 1);
    lua_newtable(L_);
    lua_pushvalue(L_, -1);
    lua_setfield(L_, LUA_REGISTRYINDEX, shapes_key);
  }
  if (lua_getfield(L_, -1, order_.c_str()) != LUA_TTABLE) {
    lua_pop(L_, 1);
    lua_createtable(L_, 0, 2);
    lua_newtable(L_);
    lua_Integer k = 0;
    for (std::size_t start = 0, comma; (comma = order_.find(',', start)) != std::string::npos; start = comma + 1) {
      lua_pushlstring(L_, order_.data() + start, comma - start);
      lua_rawseti(L_, -2, ++k);
    }
    lua_setfield(L_, -2, "__fields");
    lua_pushvalue(L_, -1);
    lua_setfield(L_, -3, order_.c_str());
  }
  lua_setmetatable(L_, table_);
  lua_pop(L_, 1);  // the shapes table
}

std::vector<std::string> record_fields(lua_State* L, int idx) {
  std::vector<std::string> out;
  if (!lua_getmetatable(L, idx)) return out;
  if (lua_getfield(L, -1, "__fields") == LUA_TTABLE) {
    lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, -1));
    for (lua_Integer i = 1; i <= n; ++i) {
      if (lua_rawgeti(L, -1, i) == LUA_TSTRING) out.emplace_back(lua_tostring(L, -1));
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 2);
  return out;
}

}  // namespace alea::kit
