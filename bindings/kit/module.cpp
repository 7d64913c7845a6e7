#include "kit/module.hpp"

#include "kit/function.hpp"

namespace alea::kit {
namespace {
const char* const docs_key = "alea.docs";  // registry: weak-keyed table value -> Doc*

void push_docs_table(lua_State* L) {
  if (lua_getfield(L, LUA_REGISTRYINDEX, docs_key) == LUA_TTABLE) return;
  lua_pop(L, 1);
  lua_newtable(L);
  lua_newtable(L);
  lua_pushstring(L, "k");
  lua_setfield(L, -2, "__mode");
  lua_setmetatable(L, -2);
  lua_pushvalue(L, -1);
  lua_setfield(L, LUA_REGISTRYINDEX, docs_key);
}

// The table at t[a][b]... for a dotted path, created as needed; leaves it on the stack.
void push_subtable(lua_State* L, int t, const std::string& path) {
  lua_pushvalue(L, t);
  std::size_t start = 0, dot;
  while ((dot = path.find('.', start)) != std::string::npos) {
    std::string part = path.substr(start, dot - start);
    if (lua_getfield(L, -1, part.c_str()) != LUA_TTABLE) {
      lua_pop(L, 1);
      lua_newtable(L);
      lua_pushvalue(L, -1);
      lua_setfield(L, -3, part.c_str());
    }
    lua_remove(L, -2);
    start = dot + 1;
  }
}
// Sets t[a][b]...[last] = the bound function of doc, for a dotted key "a.b.last".
void set_function(lua_State* L, int table, const std::string& key, const Doc& doc) {
  push_subtable(L, table, key);
  std::string last = key.substr(key.rfind('.') + 1);
  push_function(L, doc);
  remember_doc(L, -1, doc);
  lua_setfield(L, -2, last.c_str());
  lua_pop(L, 1);
}

// __index of a type with both methods and indexing (P[i] and P:labels()): methods first, then
// the type's own __index. No C++ object is live here, so lua_call may raise freely.
int index_with_methods(lua_State* L) {
  lua_pushvalue(L, 2);
  if (lua_rawget(L, lua_upvalueindex(1)) != LUA_TNIL) return 1;
  lua_pop(L, 1);
  lua_pushvalue(L, lua_upvalueindex(2));
  lua_insert(L, 1);
  lua_call(L, 2, 1);
  return 1;
}
}  // namespace

void remember_doc(lua_State* L, int idx, const Doc& doc) {
  idx = lua_absindex(L, idx);
  push_docs_table(L);
  lua_pushvalue(L, idx);
  lua_pushlightuserdata(L, const_cast<Doc*>(&doc));
  lua_rawset(L, -3);
  lua_pop(L, 1);
}

const Doc* doc_of_value(lua_State* L, int idx) {
  idx = lua_absindex(L, idx);
  if (lua_type(L, idx) == LUA_TUSERDATA) return Registry::instance().find(type_name(L, idx), Kind::Type);
  push_docs_table(L);
  lua_pushvalue(L, idx);
  lua_rawget(L, -2);
  auto* doc = static_cast<const Doc*>(lua_touserdata(L, -1));
  lua_pop(L, 2);
  return doc;
}

Module::Module(lua_State* L, const char* name, const char* description, const char* example)
    : L_(L), name_(name) {
  lua_newtable(L);
  table_ = lua_gettop(L);
  const Doc& doc =
      Registry::instance().add({Kind::Module, name, name, name, description, example, nullptr, false, {}});
  remember_doc(L, table_, doc);
}


Module& Module::function(const Fn& fn) {
  const Doc& doc = Registry::instance().add({Kind::Function, name_, name_ + "." + fn.name,
                                             fn.signature, fn.description, fn.example, fn.impl, false, {}});
  set_function(L_, table_, fn.name, doc);
  return *this;
}

Module& Module::call(const Fn& fn) {
  // drop_first (true): the module table itself is not an argument
  Doc d{Kind::Function, name_, name_, fn.signature, fn.description, fn.example, fn.impl, true, {}};
  const Doc& doc = Registry::instance().add(std::move(d));
  lua_newtable(L_);
  push_function(L_, doc);
  lua_setfield(L_, -2, "__call");
  lua_setmetatable(L_, table_);
  return *this;
}

Type Module::define_type(const char* name, const char* description, const char* example, lua_CFunction gc) {
  Registry::instance().add({Kind::Type, name_, name, name, description, example, nullptr, false, {}});
  luaL_newmetatable(L_, name);  // also sets __name, which type_name() reports
  lua_pushcfunction(L_, gc);
  lua_setfield(L_, -2, "__gc");
  lua_newtable(L_);
  lua_pushvalue(L_, -1);
  lua_setfield(L_, -3, "__methods");  // completion and help find methods here
  lua_setfield(L_, -2, "__index");
  lua_pop(L_, 1);
  return Type(L_, name_, name);
}

Type& Type::method(const Fn& fn) {
  const Doc& doc = Registry::instance().add(
      {Kind::Method, module_, name_ + ":" + fn.name, fn.signature, fn.description, fn.example, fn.impl, false, {}});
  luaL_getmetatable(L_, name_.c_str());
  lua_getfield(L_, -1, "__methods");
  set_function(L_, lua_gettop(L_), fn.name, doc);
  lua_pop(L_, 2);
  return *this;
}

Type& Type::op(const Fn& fn) {
  const Doc& doc = Registry::instance().add(
      {Kind::Operator, module_, name_ + "." + fn.name, fn.signature, fn.description, fn.example, fn.impl, false, {}});
  luaL_getmetatable(L_, name_.c_str());
  if (std::string(fn.name) == "__index") {
    lua_getfield(L_, -1, "__methods");
    push_function(L_, doc);
    lua_pushcclosure(L_, index_with_methods, 2);
  } else {
    push_function(L_, doc);
  }
  lua_setfield(L_, -2, fn.name);
  lua_pop(L_, 1);
  return *this;
}

void Module::finish() {
  lua_pushvalue(L_, table_);
  lua_setglobal(L_, name_.c_str());
  lua_settop(L_, table_ - 1);
}

}  // namespace alea::kit
