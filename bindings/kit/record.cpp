#include "kit/record.hpp"

#include <exception>

namespace alea::kit {
namespace {
const char* const shapes_key = "alea/record_shapes";  // registry: order string -> metatable

// Sets the metatable of the table at idx (absolute) to the shared one of this field order, made
// on first use; `order` is the names each followed by a '\0', the key of the shared metatable.
void set_shape(lua_State* L, int idx, const std::string& order) {
  if (lua_getfield(L, LUA_REGISTRYINDEX, shapes_key) != LUA_TTABLE) {
    lua_pop(L, 1);
    lua_newtable(L);
    lua_pushvalue(L, -1);
    lua_setfield(L, LUA_REGISTRYINDEX, shapes_key);
  }
  lua_pushlstring(L, order.data(), order.size());
  if (lua_rawget(L, -2) != LUA_TTABLE) {
    lua_pop(L, 1);
    lua_createtable(L, 0, 2);
    lua_newtable(L);
    lua_Integer k = 0;
    for (std::size_t start = 0, end; (end = order.find('\0', start)) != std::string::npos; start = end + 1) {
      lua_pushlstring(L, order.data() + start, end - start);
      lua_rawseti(L, -2, ++k);
    }
    lua_setfield(L, -2, "__fields");
    lua_pushlstring(L, order.data(), order.size());
    lua_pushvalue(L, -2);
    lua_rawset(L, -4);
  }
  lua_setmetatable(L, idx);
  lua_pop(L, 1);  // the shapes table
}

}  // namespace

Record::Record(lua_State* L, int fields) : L_(L) {
  lua_createtable(L, 0, fields);
  table_ = lua_gettop(L);
}

Record& Record::set(const char* key) {
  lua_setfield(L_, table_, key);
  order_ += key;
  order_ += '\0';
  return *this;
}

Record::~Record() {
  if (std::uncaught_exceptions() || order_.empty()) return;
  set_shape(L_, table_, order_);
}

void set_record_fields(lua_State* L, int idx, const std::vector<std::string>& fields) {
  std::string order;
  for (auto& f : fields) {
    if (f.find('\0') != std::string::npos) return;  // a name with a NUL: no field order kept
    order += f;
    order += '\0';
  }
  if (!order.empty()) set_shape(L, lua_absindex(L, idx), order);
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
