#pragma once
// The help registry: every bound module, type, function and method with its signature,
// description and example. help(), apropos(), tab completion, argument errors and
// docs/api.md all read this one list. Pure C++: the host and the tests can query it.
#include <list>
#include <string>
#include <vector>

#include "kit/signature.hpp"

struct lua_State;

namespace alea::kit {

// In order of precedence when several entries share a name.
enum class Kind { Module, Type, Function, Method, Operator };

struct Doc {
  Kind kind = Kind::Function;
  std::string module;     // "alloc"
  std::string name;       // "alloc.wdl", "rat:num", "rat", "rat.__add"
  std::string signature;  // "alloc.wdl(X, Y [, opts]) -> w, d, l"
  std::string description;
  std::string example;
  int (*impl)(lua_State*) = nullptr;  // the function a registered closure dispatches to
  bool drop_first = false;  // __call of a module table: the table itself is not an argument
  Signature sig;            // parsed from `signature` for functions and methods (signature.hpp)
};

class Registry {
 public:
  static Registry& instance();
  // Adds a doc, or returns the one already registered under that kind and name (a second Lua state
  // opening the same modules shares the entries). Addresses stay valid for the process. The
  // signature of a function or method is parsed here; a malformed one throws
  // std::invalid_argument naming the entry (a programming error the registry test catches).
  // The entries are kept in reading order whatever order they are added in: the modules (and the
  // globals) in the order they were opened, each with its module entry, then its functions, then
  // each type followed by its methods and then its operators. So a binding's files may add rows
  // in any order; help, apropos, docs/api.md and alea.functions() all list in this one order.
  const Doc& add(Doc doc);
  // By name; when a module, type and constructor share it, the module first.
  const Doc* find(const std::string& name) const;
  const Doc* find(const std::string& name, Kind kind) const;
  const std::list<Doc>& all() const { return docs_; }
  std::vector<const Doc*> of_module(const std::string& module) const;

 private:
  std::list<Doc>::const_iterator reading_position(const Doc& doc) const;
  std::list<Doc> docs_;
};

const char* kind_name(Kind kind);

}  // namespace alea::kit
