#pragma once
// Building a module: its global table, functions, callable constructor and bound types, each
// registered with its help entry. Every binding file has one open_<module>(lua_State*).
#include <string>
#include <vector>

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

// A bound C++ type: methods go into the __index table (so completion sees them), operators
// ("__add", "__eq", "__tostring", "__len", "__index" fallbacks...) into the metatable.
struct TypeSpec {
  const char* name;  // the Lua type name, also TypeName<T>::value
  const char* description;
  const char* example;
  std::vector<Fn> methods;
  std::vector<Fn> operators;
};

class Module {
 public:
  Module(lua_State* L, const char* name, const char* description, const char* example);
  Module(const Module&) = delete;
  Module& operator=(const Module&) = delete;

  Module& function(const Fn& fn);
  // module(...) builds the module's main object: rat(1, 36), alloc(P, {...}).
  Module& call(const Fn& fn);
  template <class T>
  Module& type(const TypeSpec& spec) {
    static_assert(std::is_nothrow_destructible_v<T>);
    define_type(spec, [](lua_State* L) -> int {
      destroy_object<T>(L, 1);
      return 0;
    });
    return *this;
  }
  // Sets the global and pops the table.
  void finish();

 private:
  void define_type(const TypeSpec& spec, lua_CFunction gc);
  void set_function(int table, const std::string& key, const Doc& doc);
  lua_State* L_;
  std::string name_;
  int table_;
};

// Remembers which help entry a Lua value (function, module table) belongs to, for help(x).
void remember_doc(lua_State* L, int idx, const Doc& doc);
// The help entry of the value at idx (a bound function, a module table, an object), or null.
const Doc* doc_of_value(lua_State* L, int idx);

}  // namespace alea::kit
