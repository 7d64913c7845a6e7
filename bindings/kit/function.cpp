#include "kit/function.hpp"

#include <new>

#include "core/errors.hpp"

namespace alea::kit {
namespace {

std::string qualified_arg(const Doc& doc, int arg) {
  if (doc.kind == Kind::Method) {
    if (arg <= 1) return "self";
    return "argument " + std::to_string(arg - 1);
  }
  return "argument " + std::to_string(arg);
}

// Formats and pushes the message; every std::string here dies before lua_error is called.
void push_message(lua_State* L, const Doc& doc, const std::exception& e) {
  std::string where = doc.name;
  if (auto* arg = dynamic_cast<const ArgError*>(&e)) where += ": " + qualified_arg(doc, arg->arg);
  lua_pushfstring(L, "%s: %s", where.c_str(), e.what());
}

int dispatch(lua_State* L) {
  const Doc& doc = *static_cast<const Doc*>(lua_touserdata(L, lua_upvalueindex(1)));
  if (doc.drop_first) lua_remove(L, 1);
  try {
    return doc.impl(L);
  } catch (const std::bad_alloc&) {
    lua_pushfstring(L, "%s: not enough memory", doc.name.c_str());
  } catch (const std::exception& e) {
    push_message(L, doc, e);
  }
  return lua_error(L);
}

}  // namespace

void push_function(lua_State* L, const Doc& doc) {
  lua_pushlightuserdata(L, const_cast<Doc*>(&doc));
  lua_pushcclosure(L, dispatch, 1);
}

const Doc* current_doc(lua_State* L) {
  lua_Debug ar;
  if (!lua_getstack(L, 0, &ar) || !lua_getinfo(L, "f", &ar)) return nullptr;
  bool ours = lua_tocfunction(L, -1) == dispatch;
  const Doc* doc = nullptr;
  if (ours && lua_getupvalue(L, -1, 1)) {
    doc = static_cast<const Doc*>(lua_touserdata(L, -1));
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  return doc;
}

}  // namespace alea::kit
