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

void Module::set_function(int table, const std::string& key, const Doc& doc) {
  push_subtable(L_, table, key);
  std::string last = key.substr(key.rfind('.') + 1);
  push_function(L_, doc);
  remember_doc(L_, -1, doc);
  lua_setfield(L_, -2, last.c_str());
  lua_pop(L_, 1);
}

Module& Module::function(const Fn& fn) {
  const Doc& doc = Registry::instance().add({Kind::Function, name_, name_ + "." + fn.name,
                                             fn.signature, fn.description, fn.example, fn.impl, false, {}});
  set_function(table_, fn.name, doc);
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

void Module::define_type(const TypeSpec& spec, lua_CFunction gc) {
  auto& registry = Registry::instance();
  registry.add({Kind::Type, name_, spec.name, spec.name, spec.description, spec.example, nullptr, false, {}});
  luaL_newmetatable(L_, spec.name);  // also sets __name, which type_name() reports
  int meta = lua_gettop(L_);
  lua_pushcfunction(L_, gc);
  lua_setfield(L_, meta, "__gc");
  lua_newtable(L_);
  int methods = lua_gettop(L_);
  for (auto& m : spec.methods) {
    const Doc& doc = registry.add({Kind::Method, name_, std::string(spec.name) + ":" + m.name,
                                   m.signature, m.description, m.example, m.impl, false, {}});
    set_function(methods, m.name, doc);
  }
  lua_pushvalue(L_, methods);
  lua_setfield(L_, meta, "__methods");  // completion and help find methods here
  lua_setfield(L_, meta, "__index");
  for (auto& op : spec.operators) {
    const Doc& doc = registry.add({Kind::Operator, name_, std::string(spec.name) + "." + op.name,
                                   op.signature, op.description, op.example, op.impl, false, {}});
    if (std::string(op.name) == "__index") {
      lua_getfield(L_, meta, "__methods");
      push_function(L_, doc);
      lua_pushcclosure(L_, index_with_methods, 2);
    } else {
      push_function(L_, doc);
    }
    lua_setfield(L_, meta, op.name);
  }
  lua_pop(L_, 1);
}

void Module::finish() {
  lua_pushvalue(L_, table_);
  lua_setglobal(L_, name_.c_str());
  lua_settop(L_, table_ - 1);
}

}  // namespace alea::kit
