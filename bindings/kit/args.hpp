#pragma once
// Argument checkers. Each throws ArgError, which the wrapper turns into
// "<function>: argument <n>: expected <what>, got <type>".
#include <cstddef>
#include <cstdint>
#include <new>
#include <optional>
#include <string>
#include <vector>

#include "kit/function.hpp"

namespace alea::kit {

// "number", "string", "rat", "allocation", ...: the __name of a userdata's metatable.
std::string type_name(lua_State* L, int idx);

[[noreturn]] void type_error(lua_State* L, int idx, const std::string& expected);

bool is_none_or_nil(lua_State* L, int idx);
// The one rule for counts and integers (docs/guide.md, "Counts"): a Lua integer, or a float with
// an integral value that fits 64 bits (3.0, 2^3), as Lua's own library reads them. Every integer
// argument, alloc's token counts and prob's weights follow it. nullopt for anything else.
std::optional<long long> to_count(lua_State* L, int idx);
long long check_integer(lua_State* L, int idx);
long long check_integer(lua_State* L, int idx, long long min, long long max);
std::optional<long long> opt_integer(lua_State* L, int idx, long long min, long long max);
double check_number(lua_State* L, int idx);  // finite; NaN and infinity are errors
std::string check_string(lua_State* L, int idx);
bool check_boolean(lua_State* L, int idx);
void check_table(lua_State* L, int idx);
// The array part 1..#t of a table; non-integer keys are ignored, holes are errors.
std::size_t check_array(lua_State* L, int idx);
// Between min and max arguments (trailing nils do not count). The kit checks every function and
// method against its signature before it runs; this is for what a signature cannot say: a call
// form narrower than the whole (boolfn(table) of boolfn(n, f) | boolfn(table)), and operators.
void check_arg_count(lua_State* L, int min, int max);

// Userdata of a registered type T (TypeName<T> gives its Lua name).
template <class T>
struct TypeName;

// Every bound object starts with a tag naming its C++ type, so a userdata is trusted by what it
// is, not by its metatable (which Lua code can swap with debug.setmetatable): the object after
// the tag is a T only when the tag is T's, the size is a T's, and it has not been destroyed.
struct ObjectTag {
  // &TypeName<T>::value: an inline variable, so one address per bound type in the whole program
  // (the string it points to is not: identical literals of two files may or may not be merged).
  const void* type;
  bool alive;
};
constexpr std::size_t kTagSize = (sizeof(ObjectTag) + alignof(std::max_align_t) - 1) / alignof(std::max_align_t) *
                                 alignof(std::max_align_t);

template <class T>
T* test_object(lua_State* L, int idx) {
  if (lua_type(L, idx) != LUA_TUSERDATA || lua_rawlen(L, idx) != kTagSize + sizeof(T)) return nullptr;
  auto* tag = static_cast<ObjectTag*>(lua_touserdata(L, idx));
  if (tag->type != &TypeName<T>::value || !tag->alive) return nullptr;
  return reinterpret_cast<T*>(reinterpret_cast<char*>(tag) + kTagSize);
}

template <class T>
T& check_object(lua_State* L, int idx) {
  if (T* p = test_object<T>(L, idx)) return *p;
  type_error(L, idx, TypeName<T>::value);
}

// Builds a T in a new full userdata with T's tag and metatable. If the constructor throws, the
// userdata has no metatable and a dead tag, so nothing will use or destroy the unbuilt object.
template <class T, class... Args>
T& push_object(lua_State* L, Args&&... args) {
  static_assert(alignof(T) <= alignof(std::max_align_t), "userdata alignment");
  auto* tag = static_cast<ObjectTag*>(lua_newuserdatauv(L, kTagSize + sizeof(T), 0));
  *tag = {&TypeName<T>::value, false};
  T* obj = new (reinterpret_cast<char*>(tag) + kTagSize) T(std::forward<Args>(args)...);
  tag->alive = true;
  luaL_setmetatable(L, TypeName<T>::value);
  return *obj;
}

// Destroys the T at idx (its __gc): the tag dies first, so nothing can reach it afterwards.
template <class T>
void destroy_object(lua_State* L, int idx) {
  if (T* p = test_object<T>(L, idx)) {
    static_cast<ObjectTag*>(lua_touserdata(L, idx))->alive = false;
    p->~T();
  }
}

}  // namespace alea::kit
