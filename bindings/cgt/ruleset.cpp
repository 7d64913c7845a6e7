// Rulesets written in Lua: cgt.ruleset{left=, right=, key=} gives positions' options and
// identities by Lua functions; the core's solver walks the game tree (memoized by key, no
// recursion on the C++ stack) and asks the functions through the callbacks below.
//
// Positions are any Lua values. While R:value or R:thermograph runs, the positions met are kept
// in a Lua table on the stack, indexed by the integer handles the core works with; the memo of
// values and thermographs, keyed by the positions' keys, lasts as long as R.
#include <memory>
#include <string_view>

#include "cgt/lua_cgt.hpp"
#include "cgt/ruleset.hpp"
#include "core/errors.hpp"
#include "core/memory_guard.hpp"
#include "kit/callback.hpp"
#include "kit/position.hpp"

namespace alea::lua_cgt {
using namespace kit;
using Handle = cgt::Ruleset::Handle;

// Not an anonymous namespace: LuaRuleset::Parts, declared in lua_cgt.hpp, holds a Walk, and a
// type with external linkage may not have a member of an anonymous one (GCC's
// -Wsubobject-linkage, which fires in the unity build where this file is not the main file).
inline namespace ruleset_walk {

// Registry table, weak in its keys: a ruleset's userdata -> its table {left=, right=, key=}.
const char* const kRulesKey = "cgt.ruleset rules";

// The Lua side of one walk (one call of R:value or R:thermograph).
struct Walk {
  lua_State* L = nullptr;
  int rules = 0;                   // stack index of {left=, right=, key=}
  int positions = 0;               // stack index of the table handle -> position
  Handle next = 0;                 // the last handle given out
  std::vector<std::string> keys;   // keys[h]: the key of handle h, once asked ("" before)
  std::uint64_t bytes = 0;         // what the positions table and the keys hold, roughly
  bool busy = false;

  // Pushes the position of handle h.
  void push_position(Handle h) const { lua_rawgeti(L, positions, static_cast<lua_Integer>(h)); }

  // Pushes rules[name] (a plain table: no metamethod runs).
  int push_rule(const char* name) const {
    lua_pushstring(L, name);
    return lua_rawget(L, rules);
  }

  Handle add(int idx) {
    lua_pushvalue(L, idx);
    lua_rawseti(L, positions, static_cast<lua_Integer>(++next));
    keys.emplace_back();
    bytes += 96;
    require_memory(bytes, "the positions of the ruleset's walk");
    return next;
  }

  // For messages: the position itself when it is a number, string or boolean, else its key
  // (without the tag).
  std::string describe(Handle h) {
    push_position(h);
    const int t = lua_type(L, -1);
    std::string d = t == LUA_TNUMBER || t == LUA_TSTRING || t == LUA_TBOOLEAN ? describe_value(L, -1) : "";
    lua_pop(L, 1);
    return d.empty() ? std::string("with key ").append(key_text(key(h))) : d;
  }

  std::vector<Handle> options(Handle h, cgt::Side side) { return rule_positions(cgt::side_name(side), h); }

  // The array of positions rules[name](position h) returns.
  std::vector<Handle> rule_positions(const char* name, Handle h) {
    push_rule(name);
    push_position(h);
    call_lua(L, 1, 1, {name, [&] { return "raised an error at position " + describe(h); }});
    const int result = lua_gettop(L);
    if (lua_type(L, result) != LUA_TTABLE)
      throw InvalidArgument(name, "returned " + describe_value(L, result) + " at position " + describe(h) +
                                      ", expected an array of positions (an empty table when there is " +
                                      (std::string(name) == "components" ? "none)" : "no move)"));
    std::size_t n = 0;
    try {
      n = check_array(L, result);
    } catch (const ArgError& e) {
      throw InvalidArgument(name, "returned a table that is not an array at position " + describe(h) + ": " + e.what());
    }
    std::vector<Handle> out;
    out.reserve(n);
    for (std::size_t i = 1; i <= n; ++i) {
      lua_rawgeti(L, result, static_cast<lua_Integer>(i));
      out.push_back(add(lua_gettop(L)));
      lua_pop(L, 1);
    }
    lua_pop(L, 1);
    return out;
  }

  // normalize(pos) -> pos2 [, negated]: a position of the same value (of the negated value when
  // the second result is true).
  std::pair<Handle, bool> normalize(Handle h) {
    push_rule("normalize");
    push_position(h);
    call_lua(L, 1, 2, {"normalize", [&] { return "raised an error at position " + describe(h); }});
    if (lua_isnil(L, -2)) throw InvalidArgument("normalize", "returned nil at position " + describe(h) + ", expected a position");
    const bool negated = lua_toboolean(L, -1);
    const Handle n = add(lua_gettop(L) - 1);
    lua_pop(L, 2);
    return {n, negated};
  }

  bool has_rule(const char* name) const {
    const bool has = push_rule(name) != LUA_TNIL;
    lua_pop(L, 1);
    return has;
  }

  const std::string& key(Handle h) {
    std::string& k = keys[static_cast<std::size_t>(h - 1)];
    if (!k.empty()) return k;
    if (push_rule("key") == LUA_TNIL) {
      lua_pop(L, 1);
      push_position(h);
      auto own = position_key(L, -1);
      if (!own)
        throw InvalidArgument("key", "a position is " + describe_value(L, -1) +
                                         ": positions without a canonical text (functions, userdata, tables holding "
                                         "one) need a key function");
      k = std::move(*own);
    } else {
      push_position(h);
      call_lua(L, 1, 1, {"key", [&] { return std::string("raised an error at a position"); }});
      auto returned = returned_key(L, -1);
      if (!returned) throw InvalidArgument("key", "returned " + describe_value(L, -1) + ", expected a string or a number");
      k = std::move(*returned);
    }
    lua_pop(L, 1);
    bytes += k.size();
    require_memory(bytes, "the positions of the ruleset's walk");
    return k;
  }
};

cgt::Ruleset::Callbacks callbacks(const std::shared_ptr<Walk>& w) {
  cgt::Ruleset::Callbacks cb;
  cb.options = [w](Handle h, cgt::Side s) { return w->options(h, s); };
  cb.key = [w](Handle h) { return w->key(h); };
  cb.describe = [w](Handle h) { return w->describe(h); };
  // Optional rules: without them a position is its only part, its own representative.
  cb.components = [w](Handle h) { return w->has_rule("components") ? w->rule_positions("components", h) : std::vector<Handle>{}; };
  cb.normalize = [w](Handle h) { return w->has_rule("normalize") ? w->normalize(h) : std::pair<Handle, bool>{h, false}; };
  return cb;
}

}  // namespace ruleset_walk

struct LuaRuleset::Parts {
  std::shared_ptr<Walk> walk = std::make_shared<Walk>();
  cgt::Ruleset ruleset{callbacks(walk)};
};

namespace {

// Sets up the walk of R's call (its rules and a table of positions on the stack) and ends it
// however the call ends.
class WalkScope {
 public:
  WalkScope(lua_State* L, LuaRuleset::Parts& r) : walk_(*r.walk) {
    if (walk_.busy) throw InvalidArgument("R", "is already computing: a rule asked its own ruleset for a value");
    lua_getfield(L, LUA_REGISTRYINDEX, kRulesKey);
    lua_pushvalue(L, 1);
    lua_rawget(L, -2);
    lua_remove(L, -2);
    const int rules = lua_gettop(L);
    lua_newtable(L);
    walk_ = Walk{L, rules, lua_gettop(L), 0, {}, 0, true};  // nothing throws from here to the end
  }
  ~WalkScope() { walk_ = Walk{}; }
  WalkScope(const WalkScope&) = delete;
  WalkScope& operator=(const WalkScope&) = delete;

 private:
  Walk& walk_;
};

LuaRuleset::Parts& ruleset_self(lua_State* L) { return *check_object<LuaRuleset>(L, 1).parts; }

void check_lua_position(lua_State* L, int idx) {
  if (lua_isnoneornil(L, idx)) throw ArgError(idx, "expected a position, got nil");
}

// The option `key` as a function (required or not).
void check_rule(lua_State* L, const Options& opts, const char* key, bool required) {
  opts.push(key);
  const int t = lua_type(L, -1);
  lua_pop(L, 1);
  if (t == LUA_TFUNCTION || (t == LUA_TNIL && !required)) return;
  opts.fail(key, "expected a function, got " + std::string(t == LUA_TNIL ? "nil" : lua_typename(L, t)));
}

int ruleset(lua_State* L) {
  check_table(L, 1);
  Options opts(L, 1);
  check_rule(L, opts, "left", true);
  check_rule(L, opts, "right", true);
  check_rule(L, opts, "key", false);
  check_rule(L, opts, "components", false);
  check_rule(L, opts, "normalize", false);
  push_object<LuaRuleset>(L, LuaRuleset{std::make_shared<LuaRuleset::Parts>()});
  const int r = lua_gettop(L);
  if (lua_getfield(L, LUA_REGISTRYINDEX, kRulesKey) != LUA_TTABLE) {
    lua_pop(L, 1);
    lua_newtable(L);
    lua_createtable(L, 0, 1);
    lua_pushstring(L, "k");
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);
    lua_pushvalue(L, -1);
    lua_setfield(L, LUA_REGISTRYINDEX, kRulesKey);
  }
  lua_pushvalue(L, r);
  lua_createtable(L, 0, 5);
  for (const char* k : {"left", "right", "key", "components", "normalize"}) {
    opts.push(k);
    lua_setfield(L, -2, k);
  }
  lua_rawset(L, -3);
  lua_pop(L, 1);
  return 1;
}

int r_value(lua_State* L) {
  check_lua_position(L, 2);
  LuaRuleset::Parts& r = ruleset_self(L);
  WalkScope walk(L, r);
  return push_game(L, r.ruleset.value(r.walk->add(2))), 1;
}

int r_thermograph(lua_State* L) {
  check_lua_position(L, 2);
  LuaRuleset::Parts& r = ruleset_self(L);
  WalkScope walk(L, r);
  return push_thermograph(L, r.ruleset.thermograph(r.walk->add(2))), 1;
}

int r_positions(lua_State* L) {
  return push(L, ruleset_self(L).ruleset.positions_known()), 1;
}

int r_to_table(lua_State* L) {
  Record(L, 1).field("positions_known", ruleset_self(L).ruleset.positions_known());
  return 1;
}

int r_tostring(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, "ruleset (" + std::to_string(ruleset_self(L).ruleset.positions_known()) + " positions known)"), 1;
}

}  // namespace

void add_ruleset(Module& m, Type& t) {
  m.function({"ruleset", ruleset, "cgt.ruleset{left=, right=, key=, components=, normalize=} -> cgt.ruleset",
              "A ruleset written in Lua: left(pos) and right(pos) return arrays of the positions each player can move "
              "to ({} when none); key(pos) returns a string or number identifying a position (optional: without it "
              "numbers, strings and booleans are known by their value and tables by their contents, as in "
              "graph.from_rules). Positions are any Lua values. Optional: components(pos) returns "
              "the array of independent parts whose sum the position is (each valued once, then summed; {} when it "
              "does not split), and normalize(pos) returns a position of the same value, or of the negated value "
              "with true as its second result (a board turned, colours swapped), so equivalent parts share one memo "
              "entry; values use both, thermographs neither. R:value(pos) and R:thermograph(pos) "
              "walk the game tree once per key (memoized for the life of R, Ctrl-C stops it). A rule that raises an "
              "error or returns something else than an array, and a ruleset whose play can return to a position "
              "(not short), are errors naming the rule and the position.",
              "R = cgt.ruleset{left=function(n) return n > 0 and {n - 1} or {} end, "
              "right=function(n) return {} end}; R:value(5)   --> 5"});
  t.method({"value", r_value, "R:value(pos) -> cgt.game",
            "The canonical value of a position (memoized by key).", "R:value(3)   --> 3"});
  t.method({"thermograph", r_thermograph, "R:thermograph(pos) -> cgt.thermograph",
            "The thermograph computed directly on the game tree, without canonical forms (memoized by key), so "
            "positions whose canonical forms would be huge still have one.",
            "R:thermograph(3):mast()"});
  t.method({"positions", r_positions, "R:positions() -> integer",
            "How many positions' values and thermographs the memo holds.", "R:positions()"});
  t.method({"to_table", r_to_table, "R:to_table() -> {positions_known=}", "The ruleset's memo size.",
            "R:to_table().positions_known"});
  t.op({"__tostring", r_tostring, "tostring(R)", "\"ruleset (12 positions known)\".", "tostring(R)"});
}

}  // namespace alea::lua_cgt
