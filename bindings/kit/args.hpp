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
long long check_integer(lua_State* L, int idx);
long long check_integer(lua_State* L, int idx, long long min, long long max);
std::optional<long long> opt_integer(lua_State* L, int idx, long long min, long long max);
double check_number(lua_State* L, int idx);  // finite; NaN and infinity are errors
std::string check_string(lua_State* L, int idx);
bool check_boolean(lua_State* L, int idx);
void check_table(lua_State* L, int idx);
// The array part 1..#t of a table; non-integer keys are ignored, holes are errors.
std::size_t check_array(lua_State* L, int idx);
void check_arg_count(lua_State* L, int min, int max);

// Userdata of a registered type T (TypeName<T> gives its Lua name).
template <class T>
struct TypeName;

template <class T>
T* test_object(lua_State* L, int idx) {
  return static_cast<T*>(luaL_testudata(L, idx, TypeName<T>::value));
}

template <class T>
T& check_object(lua_State* L, int idx) {
  if (T* p = test_object<T>(L, idx)) return *p;
  type_error(L, idx, TypeName<T>::value);
}

// Builds a T in a new full userdata with T's metatable. If the constructor throws, the
// userdata has no metatable yet, so no __gc will run on the unbuilt object.
template <class T, class... Args>
T& push_object(lua_State* L, Args&&... args) {
  static_assert(alignof(T) <= alignof(std::max_align_t), "userdata alignment");
  void* p = lua_newuserdatauv(L, sizeof(T), 0);
  T* obj = new (p) T(std::forward<Args>(args)...);
  luaL_setmetatable(L, TypeName<T>::value);
  return *obj;
}

}  // namespace alea::kit
