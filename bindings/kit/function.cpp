#include "kit/function.hpp"

#include <new>
#include <typeinfo>

#include "core/errors.hpp"
#include "kit/interrupt.hpp"
#include "kit/args.hpp"
#include "kit/running.hpp"

namespace alea::kit {
namespace {

thread_local Call* running = nullptr;
thread_local lua_State* running_L = nullptr;  // running.hpp

// Restores the enclosing call when this one ends, however it ends.
struct CallScope {
  Call call;
  Call* outer;
  lua_State* outer_L;
  CallScope(lua_State* L, const Doc& doc) : call{&doc, 0}, outer(running), outer_L(running_L) {
    running = &call;
    running_L = L;
  }
  ~CallScope() { running = outer, running_L = outer_L; }
};

// A call f(x) of an object (its __call) counts like a method: f is self, x argument 1.
bool is_object_call(const Doc& doc) {
  return doc.kind == Kind::Operator && doc.name.size() > 7 && doc.name.compare(doc.name.size() - 7, 7, ".__call") == 0;
}

std::string qualified_arg(const Doc& doc, int arg) {
  if (doc.kind == Kind::Method || is_object_call(doc)) {
    if (arg <= 1) return "self";
    return "argument " + std::to_string(arg - 1);
  }
  return "argument " + std::to_string(arg);
}

// alea's own words for what a library threw: its text is never shown (it names internals).
std::string library_message(const std::exception& e) {
  if (dynamic_cast<const std::length_error*>(&e)) return "a result would be longer than a string or array can be";
  if (dynamic_cast<const std::overflow_error*>(&e) || dynamic_cast<const std::range_error*>(&e))
    return "a number went out of the range this computation supports";
  if (dynamic_cast<const std::domain_error*>(&e)) return "a numerical method was asked for a value outside its domain";
  if (dynamic_cast<const std::out_of_range*>(&e)) return "an index went out of range";
  std::string type = typeid(e).name();
  if (type.find("evaluation_error") != std::string::npos) return "a numerical method did not converge";
  return "internal error (please report it with the call that caused it)";
}

// Formats and pushes the message; every std::string here dies before lua_error is called. The
// text is pushed with its length: a NUL from the user's input does not cut it short.
void push_message(lua_State* L, const Call& c, const std::exception& e) {
  const Doc& doc = *c.doc;
  std::string where;
  std::string what = e.what();
  if (auto* arg = dynamic_cast<const ArgError*>(&e)) {
    where = qualified_arg(doc, arg->arg);
  } else if (auto* bad = dynamic_cast<const InvalidArgument*>(&e)) {
    if (!bad->role.empty()) where = place_of_role(doc, bad->role, c.options_arg);
  } else if (dynamic_cast<const MemoryLimitExceeded*>(&e)) {
    what += " (raise it with alea.limits{memory=...})";  // the core names no Lua function
  } else if (!dynamic_cast<const Error*>(&e)) {
    what = library_message(e);
  }
  std::string message = doc.name;
  message += ": ";
  if (!where.empty()) message.append(where).append(": ");
  message += what;
  lua_pushlstring(L, message.data(), message.size());
}

// One argument too few or too many is an error for every function and method alike, before the
// function runs (trailing nils do not count): the signature says how many a call takes.
void check_arity(lua_State* L, const Doc& doc) {
  if (doc.kind != Kind::Function && doc.kind != Kind::Method) return;
  int n = lua_gettop(L);
  while (n > doc.sig.min_args && lua_isnil(L, n)) --n;
  if (n < doc.sig.min_args) type_error(L, n + 1, "a value");
  if (n <= doc.sig.max_args) return;
  const int most = doc.sig.max_args - (doc.kind == Kind::Method ? 1 : 0);
  throw ArgError(doc.sig.max_args + 1, "too many arguments (expected at most " + std::to_string(most) + ")");
}

int dispatch(lua_State* L) {
  const Doc& doc = *static_cast<const Doc*>(lua_touserdata(L, lua_upvalueindex(1)));
  if (doc.drop_first) lua_remove(L, 1);
  bool interrupted = false;
  {
    CallScope scope(L, doc);
    try {
      check_arity(L, doc);
      return doc.impl(L);
    } catch (const Interrupted&) {
      interrupted = true;
    } catch (const std::bad_alloc&) {
      lua_pushfstring(L, "%s: not enough memory", doc.name.c_str());
    } catch (const std::exception& e) {
      push_message(L, scope.call, e);
    }
  }
  // Ctrl-C is "interrupted" alone, whichever function it stopped (kit/interrupt.hpp).
  if (interrupted) raise_interrupt(L);
  return lua_error(L);
}

}  // namespace

Call* current_call() { return running; }

lua_State* running_state() { return running_L; }

std::string place_of_role(const Doc& doc, const std::string& role, int options_arg) {
  const Signature& sig = doc.sig;
  if (int k = sig.position(role)) return qualified_arg(doc, k);
  if (sig.option(role)) {
    int arg = options_arg ? options_arg : sig.options_args.empty() ? 0 : sig.options_args.front();
    return (arg ? qualified_arg(doc, arg) + ": " : std::string()) + "option '" + role + "'";
  }
  return role;
}

void push_function(lua_State* L, const Doc& doc) {
  lua_pushlightuserdata(L, const_cast<Doc*>(&doc));
  lua_pushcclosure(L, dispatch, 1);
}

}  // namespace alea::kit
