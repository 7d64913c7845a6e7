// Rulesets written in Lua: cgt.ruleset{left=, right=, key=} gives positions' options and
// identities by Lua functions, cgt.ruleset{moves=, parts=, key=, impartial=true} an impartial
// game's (one rule for both players, and the split of a position into a sum); the core's solvers
// (cgt::Ruleset, cgt::ImpartialRuleset) walk the game tree (memoized by key, no recursion on the
// C++ stack) and ask the functions through the callbacks below.
//
// Positions are any Lua values. While a method of R runs, the positions met are kept in a Lua
// table on the stack, indexed by the integer handles the core works with; the memo of values,
// thermographs, nim values and misère forms, keyed by the positions' keys, lasts as long as R.
#include <memory>
#include <optional>
#include <string_view>

#include "cgt/impartial_ruleset.hpp"
#include "cgt/lua_cgt.hpp"
#include "cgt/ruleset.hpp"
#include "core/errors.hpp"
#include "core/memory_guard.hpp"
#include "kit/callback.hpp"

namespace alea::lua_cgt {
using namespace kit;
using Handle = cgt::Ruleset::Handle;

// Not an anonymous namespace: LuaRuleset::Parts, declared in lua_cgt.hpp, holds a Walk, and a
// type with external linkage may not have a member of an anonymous one (GCC's
// -Wsubobject-linkage, which fires in the unity build where this file is not the main file).
inline namespace ruleset_walk {

// A key tagged by its kind: "s" strings, "n" numbers, "b" booleans, "k" results of key(pos). Built
// by appending (GCC 12 warns falsely about `"s" + std::string`).
std::string tagged(char tag, std::string_view text) {
  std::string k(1, tag);
  k += text;
  return k;
}

// Registry table, weak in its keys: a ruleset's userdata -> its table {left=, right=, moves=,
// parts=, key=}.
const char* const kRulesKey = "cgt.ruleset rules";

// The Lua side of one walk (one call of R:value, R:thermograph, R:nim_value or R:misere).
struct Walk {
  lua_State* L = nullptr;
  int rules = 0;                   // stack index of {left=, right=, moves=, parts=, key=}
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
    return d.empty() ? "with key " + key(h).substr(1) : d;
  }

  std::vector<Handle> options(Handle h, cgt::Side side) { return *list(h, cgt::side_name(side), false); }

  // The array the rule `name` returns at position h, each entry a new handle; nullopt when the
  // rule returns nil and nil_ok (parts: the position is not a sum).
  std::optional<std::vector<Handle>> list(Handle h, const char* name, bool nil_ok) {
    push_rule(name);
    push_position(h);
    call_function(L, 1, 1, name, [&] { return "raised an error at position " + describe(h); });
    const int result = lua_gettop(L);
    if (nil_ok && lua_isnil(L, result)) {
      lua_pop(L, 1);
      return std::nullopt;
    }
    if (lua_type(L, result) != LUA_TTABLE)
      throw InvalidArgument(name, "returned " + describe_value(L, result) + " at position " + describe(h) + ", expected " +
                                      (nil_ok ? "an array of positions, or nil when the position is not a sum"
                                              : "an array of positions (an empty table when there is no move)"));
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

  const std::string& key(Handle h) {
    std::string& k = keys[static_cast<std::size_t>(h - 1)];
    if (!k.empty()) return k;
    if (push_rule("key") == LUA_TNIL) {
      lua_pop(L, 1);
      push_position(h);
      k = default_key(lua_gettop(L));
    } else {
      push_position(h);
      call_function(L, 1, 1, "key", [&] { return "raised an error at a position"; });
      const int t = lua_type(L, -1);
      if (t != LUA_TSTRING && t != LUA_TNUMBER)
        throw InvalidArgument("key", "returned " + describe_value(L, -1) + ", expected a string or a number");
      std::size_t len = 0;
      const char* text = lua_tolstring(L, -1, &len);  // converts the result in place: it is ours
      k = tagged('k', std::string_view(text, len));
    }
    lua_pop(L, 1);
    bytes += k.size();
    require_memory(bytes, "the positions of the ruleset's walk");
    return k;
  }

  // Without a key function, numbers, strings and booleans are their own keys (tagged by type,
  // so 1 and "1" stay apart); tables and other values need one.
  std::string default_key(int idx) const {
    switch (lua_type(L, idx)) {
      case LUA_TSTRING: {
        std::size_t len = 0;
        const char* text = lua_tolstring(L, idx, &len);
        return tagged('s', std::string_view(text, len));
      }
      case LUA_TNUMBER: return tagged('n', describe_value(L, idx));
      case LUA_TBOOLEAN: return lua_toboolean(L, idx) ? "btrue" : "bfalse";
      default:
        throw InvalidArgument("key", "a position is " + describe_value(L, idx) +
                                         ": positions other than numbers and strings need a key function");
    }
  }
};

cgt::Ruleset::Callbacks callbacks(const std::shared_ptr<Walk>& w) {
  cgt::Ruleset::Callbacks cb;
  cb.options = [w](Handle h, cgt::Side s) { return w->options(h, s); };
  cb.key = [w](Handle h) { return w->key(h); };
  cb.describe = [w](Handle h) { return w->describe(h); };
  return cb;
}

cgt::ImpartialRuleset::Callbacks impartial_callbacks(const std::shared_ptr<Walk>& w, bool with_parts) {
  cgt::ImpartialRuleset::Callbacks cb;
  cb.moves = [w](Handle h) { return *w->list(h, "moves", false); };
  if (with_parts) cb.parts = [w](Handle h) { return w->list(h, "parts", true); };
  cb.key = [w](Handle h) { return w->key(h); };
  cb.describe = [w](Handle h) { return w->describe(h); };
  return cb;
}

}  // namespace ruleset_walk

// A ruleset is partizan (left and right: `ruleset` values it) or impartial (moves: `impartial`
// does, and its canonical values are the nimbers of its nim values).
struct LuaRuleset::Parts {
  explicit Parts(bool impartial_rules, bool with_parts)
      : is_impartial(impartial_rules), impartial(impartial_callbacks(walk, with_parts)) {}
  std::shared_ptr<Walk> walk = std::make_shared<Walk>();
  bool is_impartial;
  cgt::Ruleset ruleset{callbacks(walk)};
  cgt::ImpartialRuleset impartial;
  std::size_t positions_known() const { return ruleset.positions_known() + impartial.positions_known(); }
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

void check_position(lua_State* L, int idx) {
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

// The rules a ruleset of its kind needs, and none of the other kind's: left and right for a
// partizan one, moves (and parts) for an impartial one.
void check_rules(lua_State* L, const Options& opts, bool impartial) {
  for (const char* k : {"moves", "parts"}) {
    if (!impartial && opts.has(k))
      opts.fail(k, "is a rule of impartial rulesets: give impartial=true (and no left or right)");
    check_rule(L, opts, k, impartial && k[0] == 'm');
  }
  for (const char* k : {"left", "right"}) {
    if (impartial && opts.has(k))
      opts.fail(k, "an impartial ruleset has one rule for both players, moves, and no left or right");
    check_rule(L, opts, k, !impartial);
  }
  check_rule(L, opts, "key", false);
}

int ruleset(lua_State* L) {
  check_table(L, 1);
  Options opts(L, 1);
  const bool impartial = opts.boolean("impartial");
  check_rules(L, opts, impartial);
  push_object<LuaRuleset>(L, LuaRuleset{std::make_shared<LuaRuleset::Parts>(impartial, opts.has("parts"))});
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
  for (const char* k : {"left", "right", "moves", "parts", "key"}) {
    opts.push(k);
    lua_setfield(L, -2, k);
  }
  lua_rawset(L, -3);
  lua_pop(L, 1);
  return 1;
}

// The canonical value: an impartial ruleset's is the nimber of the nim value.
cgt::Game value_of(lua_State* L, LuaRuleset::Parts& r) {
  WalkScope walk(L, r);
  const Handle pos = r.walk->add(2);
  return r.is_impartial ? cgt::Game::star(r.impartial.nim_value(pos)) : r.ruleset.value(pos);
}

int r_value(lua_State* L) {
  check_position(L, 2);
  return push_game(L, value_of(L, ruleset_self(L))), 1;
}

int r_thermograph(lua_State* L) {
  check_position(L, 2);
  LuaRuleset::Parts& r = ruleset_self(L);
  if (r.is_impartial) return push_thermograph(L, value_of(L, r).thermograph()), 1;
  WalkScope walk(L, r);
  return push_thermograph(L, r.ruleset.thermograph(r.walk->add(2))), 1;
}

int r_nim_value(lua_State* L) {
  check_position(L, 2);
  LuaRuleset::Parts& r = ruleset_self(L);
  if (r.is_impartial) {
    WalkScope walk(L, r);
    return push(L, r.impartial.nim_value(r.walk->add(2))), 1;
  }
  const cgt::Game g = value_of(L, r);
  if (!g.is_nimber())
    throw InvalidArgument("pos", "has the value " + g.to_string() +
                                     ", which is not a nimber: the position is not impartial (its value equals no impartial game)");
  return push(L, static_cast<std::uint64_t>(g.nimber_part())), 1;
}

int r_misere(lua_State* L) {
  check_position(L, 2);
  LuaRuleset::Parts& r = ruleset_self(L);
  if (!r.is_impartial)
    throw InvalidArgument("R", "misère forms are of impartial rulesets: cgt.ruleset{moves=, impartial=true}");
  WalkScope walk(L, r);
  return push_object<cgt::misere::MisereGame>(L, r.impartial.misere(r.walk->add(2))), 1;
}

int r_positions(lua_State* L) {
  return push(L, ruleset_self(L).positions_known()), 1;
}

int r_to_table(lua_State* L) {
  Record(L, 1).field("positions_known", ruleset_self(L).positions_known());
  return 1;
}

int r_tostring(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, "ruleset (" + std::to_string(ruleset_self(L).positions_known()) + " positions known)"), 1;
}

}  // namespace

void add_ruleset(Module& m, Type& t) {
  m.function({"ruleset", ruleset, "cgt.ruleset{left=, right=, moves=, parts=, key=, impartial=false} -> cgt.ruleset",
              "A ruleset written in Lua: left(pos) and right(pos) return arrays of the positions each player can move "
              "to ({} when none); key(pos) returns a string or number identifying a position (optional when "
              "positions are numbers or strings). Positions are any Lua values. With impartial=true one rule, "
              "moves(pos), gives both players' moves, and parts(pos) (optional) splits a position into the array of "
              "the independent positions it is the sum of (nil when it is one part): positions are then valued by "
              "nim values, a sum by the XOR of its parts' (never by canonical forms of the sum), and R:misere(pos) "
              "gives misère forms. Every method walks the game tree once per key (memoized for the life of R, Ctrl-C "
              "stops it). A rule that raises an error or returns something else than an array, and a ruleset whose "
              "play can return to a position (not short), are errors naming the rule and the position.",
              "R = cgt.ruleset{left=function(n) return n > 0 and {n - 1} or {} end, "
              "right=function(n) return {} end}; R:value(5)   --> 5"});
  t.method({"value", r_value, "R:value(pos) -> cgt.game",
            "The canonical value of a position (memoized by key); of an impartial ruleset's, the nimber *n of its "
            "nim value n.",
            "R:value(3)   --> 3"});
  t.method({"thermograph", r_thermograph, "R:thermograph(pos) -> cgt.thermograph",
            "The thermograph computed directly on the game tree, without canonical forms (memoized by key), so "
            "positions whose canonical forms would be huge still have one.",
            "R:thermograph(3):mast()"});
  t.method({"nim_value", r_nim_value, "R:nim_value(pos) -> integer",
            "The nim value of a position: of an impartial ruleset, the mex of its options' nim values, or the XOR "
            "of its parts' when parts(pos) splits it (no canonical form is made); of a partizan ruleset, n when "
            "the position's value is *n, and an error saying why otherwise.",
            "S = cgt.ruleset{impartial=true, moves=function(n) return n >= 2 and {n - 1, n - 2} or n == 1 and {0} "
            "or {} end}; S:nim_value(7)   --> 1"});
  t.method({"misere", r_misere, "R:misere(pos) -> cgt.misere_game",
            "The misère canonical form of a position of an impartial ruleset: made from its options' forms, or the "
            "sum of its parts' forms when parts(pos) splits it.",
            "S = cgt.ruleset{impartial=true, moves=function(n) return n >= 2 and {n - 1, n - 2} or n == 1 and {0} "
            "or {} end}; tostring(S:misere(2))   --> *[2]"});
  t.method({"positions", r_positions, "R:positions() -> integer",
            "How many positions' values and thermographs the memo holds.", "R:positions()"});
  t.method({"to_table", r_to_table, "R:to_table() -> {positions_known=}", "The ruleset's memo size.",
            "R:to_table().positions_known"});
  t.op({"__tostring", r_tostring, "tostring(R)", "\"ruleset (12 positions known)\".", "tostring(R)"});
}

}  // namespace alea::lua_cgt
