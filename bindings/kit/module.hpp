#pragma once
// Building a module: its global table, functions, callable constructor and bound types, each
// registered with its help entry (a row: Fn). Each module has one open_<module>(lua_State*), in
// its module.cpp, which calls the add_<area> function of each of its area files; an area file
// holds its bound functions and, at its end, their rows.
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "kit/args.hpp"
#include "kit/registry.hpp"

namespace alea::kit {

// One bound function: its name within the module ("wdl", "two_value.minimal") or type
// ("num"), the implementation, and its help.
struct Fn {
  const char* name;
  lua_CFunction impl;
  const char* signature;
  const char* description;
  const char* example;
};

// A bound C++ type being filled in: methods go into the __index table (so completion sees
// them), operators ("__add", "__eq", "__tostring", "__len", "__index" fallbacks...) into the
// metatable. Made by Module::type; the files of a module's areas each add the rows of their
// functions to it. A cheap handle: copies refer to the same type.
class Type {
 public:
  Type& method(const Fn& fn);
  Type& op(const Fn& fn);
  const std::string& name() const { return name_; }

 private:
  friend class Module;
  Type(lua_State* L, std::string module, std::string name) : L_(L), module_(std::move(module)), name_(std::move(name)) {}
  lua_State* L_;
  std::string module_;
  std::string name_;
};

class Module {
 public:
  Module(lua_State* L, const char* name, const char* description, const char* example);
  Module(const Module&) = delete;
  Module& operator=(const Module&) = delete;

  Module& function(const Fn& fn);
  // module(...) builds the module's main object: rat(1, 36), alloc(P, {...}).
  Module& call(const Fn& fn);
  // Defines the Lua type of T with its help entry; the rows of its methods and operators are
  // added to the Type returned. name must be TypeName<T>::value (written in the row so that the
  // row reads whole; a mismatch is a programming error the registry test meets).
  template <class T>
  Type type(const char* name, const char* description, const char* example) {
    static_assert(std::is_nothrow_destructible_v<T>);
    if (std::string_view(name) != TypeName<T>::value)
      throw std::logic_error(std::string("type row ") + name + " is TypeName " + TypeName<T>::value);
    return define_type(name, description, example, [](lua_State* L) -> int {
      destroy_object<T>(L, 1);
      return 0;
    });
  }
  // Sets the global and pops the table.
  void finish();

 private:
  Type define_type(const char* name, const char* description, const char* example, lua_CFunction gc);
  lua_State* L_;
  std::string name_;
  int table_;
};

// Remembers which help entry a Lua value (function, module table) belongs to, for help(x).
void remember_doc(lua_State* L, int idx, const Doc& doc);
// The help entry of the value at idx (a bound function, a module table, an object), or null.
const Doc* doc_of_value(lua_State* L, int idx);

}  // namespace alea::kit
