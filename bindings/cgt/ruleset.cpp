// Rulesets written in Lua: cgt.ruleset{left=, right=, key=} gives positions' options and
// identities by Lua functions, cgt.ruleset{moves=, parts=, key=, impartial=true} an impartial
// game's (one rule for both players, and the split of a position into a sum); the core's solvers
// (cgt::Ruleset, cgt::ImpartialRuleset) walk the game tree (memoized by key, no recursion on the
// C++ stack) and ask the functions through the callbacks below.
//
// Positions are any Lua values. While a method of R runs, the positions met are kept in a Lua
// table on the stack, indexed by the integer handles the core works with; the memo of values,
// thermographs, nim values and misère forms, keyed by the positions' keys, lasts as long as R.
// R:position(pos) makes a position a cgt.position (LuaPosition below), whose methods call the
// rules when asked.
#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <type_traits>

#include "cgt/impartial_ruleset.hpp"
#include "cgt/loopy/graph.hpp"
#include "cgt/loopy/value.hpp"
#include "cgt/lua_cgt.hpp"
#include "cgt/ruleset.hpp"
#include "core/errors.hpp"
#include "core/memory_guard.hpp"
#include "core/interrupt.hpp"
#include "kit/callback.hpp"
#include "kit/position.hpp"
#include "kit/running.hpp"

namespace alea::lua_cgt {
using namespace kit;
using Handle = cgt::Ruleset::Handle;
namespace lp = cgt::loopy;

// Not an anonymous namespace: LuaRuleset::Parts, declared in lua_cgt.hpp, holds a Walk, and a
// type with external linkage may not have a member of an anonymous one (GCC's
// -Wsubobject-linkage, which fires in the unity build where this file is not the main file).
inline namespace ruleset_walk {

// Registry table, weak in its keys: a ruleset's userdata -> its table {left=, right=, moves=,
// parts=, key=, components=, normalize=}.
const char* const kRulesKey = "cgt.ruleset rules";

// The key of the position at idx under the rules table at `rules`, by the one policy of
// kit/position.hpp: what key(pos) returns when the rules have a key function, else the
// position's canonical text.
std::string ruleset_key(lua_State* L, int rules, int idx) {
  idx = lua_absindex(L, idx);
  lua_pushliteral(L, "key");
  if (lua_rawget(L, rules) == LUA_TNIL) {
    lua_pop(L, 1);
    auto own = kit::position_key(L, idx);
    if (!own)
      throw InvalidArgument("key", "a position is " + describe_value(L, idx) +
                                       ": positions without a canonical text (functions, userdata, tables holding "
                                       "one) need a key function");
    return std::move(*own);
  }
  lua_pushvalue(L, idx);
  call_lua(L, 1, 1, {"key", [] { return std::string("raised an error at a position"); }});
  auto returned = returned_key(L, -1);
  if (!returned) throw InvalidArgument("key", "returned " + describe_value(L, -1) + ", expected a string or a number");
  lua_pop(L, 1);
  return std::move(*returned);
}

// Calls rules[name] on the position on top of the stack (popping it) and checks what it returned:
// an array of positions, left on the stack; returns its length. `at` names the position. With
// nil_ok (parts: the position is not a sum) a nil is left on the stack and the length is 0.
std::size_t call_rule(lua_State* L, int rules, const char* name, const std::function<std::string()>& at,
                      bool nil_ok = false) {
  lua_pushstring(L, name);
  lua_rawget(L, rules);
  lua_insert(L, -2);
  call_lua(L, 1, 1, {name, [&] { return "raised an error at position " + at(); }});
  const int result = lua_gettop(L);
  if (nil_ok && lua_isnil(L, result)) return 0;
  if (lua_type(L, result) != LUA_TTABLE)
    throw InvalidArgument(name, "returned " + describe_value(L, result) + " at position " + at() + ", expected " +
                                    (nil_ok ? "an array of positions, or nil when the position is not a sum"
                                            : std::string("an array of positions (an empty table when there is ") +
                                                  (std::string(name) == "components" ? "none)" : "no move)")));
  try {
    return check_array(L, result);
  } catch (const ArgError& e) {
    throw InvalidArgument(name, "returned a table that is not an array at position " + at() + ": " + e.what());
  }
}

bool has_rule(lua_State* L, int rules, const char* name) {
  lua_pushstring(L, name);
  const bool has = lua_rawget(L, rules) != LUA_TNIL;
  lua_pop(L, 1);
  return has;
}

// The Lua side of one walk (one call of R:value, R:thermograph, R:nim_value or R:misere).
struct Walk {
  lua_State* L = nullptr;
  int rules = 0;                   // stack index of the rules table
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
  std::vector<Handle> rule_positions(const char* name, Handle h) { return *list(h, name, false); }

  // The array the rule `name` returns at position h, each entry a new handle; nullopt when the
  // rule returns nil and nil_ok (parts: the position is not a sum).
  std::optional<std::vector<Handle>> list(Handle h, const char* name, bool nil_ok) {
    push_position(h);
    const std::size_t n = call_rule(L, rules, name, [&] { return describe(h); }, nil_ok);
    const int result = lua_gettop(L);
    if (nil_ok && lua_isnil(L, result)) {
      lua_pop(L, 1);
      return std::nullopt;
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

  bool has(const char* name) const { return has_rule(L, rules, name); }

  const std::string& key(Handle h) {
    std::string& k = keys[static_cast<std::size_t>(h - 1)];
    if (!k.empty()) return k;
    push_position(h);
    k = ruleset_key(L, rules, -1);
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
  cb.components = [w](Handle h) { return w->has("components") ? w->rule_positions("components", h) : std::vector<Handle>{}; };
  cb.normalize = [w](Handle h) { return w->has("normalize") ? w->normalize(h) : std::pair<Handle, bool>{h, false}; };
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
  explicit Parts(bool impartial_rules, bool with_parts, bool loopy_rules)
      : is_impartial(impartial_rules), is_loopy(loopy_rules), impartial(impartial_callbacks(walk, with_parts)) {}
  std::shared_ptr<Walk> walk = std::make_shared<Walk>();
  bool is_impartial;
  bool is_loopy;  // positions may repeat: valued as a loopy game (loopy_value below)
  cgt::Ruleset ruleset{callbacks(walk)};
  cgt::ImpartialRuleset impartial;
  std::size_t positions_known() const { return ruleset.positions_known() + impartial.positions_known(); }
};

namespace {

// Sets up a walk of the ruleset (its rules table at stack index `rules`, and a table of positions
// pushed on the stack) and ends it however the call ends.
class WalkScope {
 public:
  WalkScope(lua_State* L, LuaRuleset::Parts& r, int rules) : walk_(*r.walk) {
    if (walk_.busy) throw InvalidArgument("R", "is already computing: a rule asked its own ruleset for a value");
    lua_newtable(L);
    walk_ = Walk{L, rules, lua_gettop(L), 0, {}, 0, true};  // nothing throws from here to the end
  }
  ~WalkScope() { walk_ = Walk{}; }
  WalkScope(const WalkScope&) = delete;
  WalkScope& operator=(const WalkScope&) = delete;

 private:
  Walk& walk_;
};

// Pushes the rules table of the ruleset at stack index r; returns its index.
int push_rules(lua_State* L, int r) {
  lua_getfield(L, LUA_REGISTRYINDEX, kRulesKey);
  lua_pushvalue(L, r);
  lua_rawget(L, -2);
  lua_remove(L, -2);
  return lua_gettop(L);
}

LuaRuleset::Parts& ruleset_self(lua_State* L) { return *check_object<LuaRuleset>(L, 1).parts; }

// A position of a Lua ruleset as a cgt.position (R:position(pos)), so it has the methods of every
// position and adds to the library's. Its Lua value and its rules table are held by registry
// references, released on the main thread when it dies (its destructor runs from a userdata's
// __gc, which gives it no state). Its rules are called on the state of the bound call under way
// (kit::running_state): the core asks for options from inside its own computations (first
// moves, the hot strategy), and the state the position was made on may be a finished coroutine.
class LuaPosition final : public cgt::Position {
 public:
  // The position at stack index idx, of the ruleset `parts` whose rules table is at index rules.
  LuaPosition(lua_State* L, std::shared_ptr<LuaRuleset::Parts> parts, int rules, int idx) : parts_(std::move(parts)) {
    idx = lua_absindex(L, idx);
    const std::string k = ruleset_key(L, rules, idx);  // may throw: nothing is referenced yet
    key_ = std::to_string(reinterpret_cast<std::uintptr_t>(parts_.get())) + ":" + k;  // the ruleset's own keys
    const int t = lua_type(L, idx);
    if (t == LUA_TSTRING) {
      std::size_t len = 0;
      const char* text = lua_tolstring(L, idx, &len);
      text_.assign(text, len);
    } else {
      text_ = t == LUA_TNUMBER || t == LUA_TBOOLEAN ? describe_value(L, idx) : std::string(key_text(k));
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_MAINTHREAD);
    main_ = lua_tothread(L, -1);
    lua_pop(L, 1);
    lua_pushvalue(L, rules);
    rules_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_pushvalue(L, idx);
    value_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);
  }
  ~LuaPosition() override {
    luaL_unref(main_, LUA_REGISTRYINDEX, value_ref_);
    luaL_unref(main_, LUA_REGISTRYINDEX, rules_ref_);
  }
  LuaPosition(const LuaPosition&) = delete;
  LuaPosition& operator=(const LuaPosition&) = delete;

  std::string ruleset() const override { return "lua"; }
  // An impartial ruleset's one rule, moves, gives both players' options.
  std::vector<cgt::PositionPtr> options(cgt::Side side) const override {
    return rule(parts_->is_impartial ? "moves" : cgt::side_name(side));
  }
  cgt::Game value() const override {
    return with_lua([&](lua_State* L, int rules, int value) {
      WalkScope walk(L, *parts_, rules);
      const Handle pos = parts_->walk->add(value);
      return parts_->is_impartial ? cgt::Game::star(parts_->impartial.nim_value(pos)) : parts_->ruleset.value(pos);
    });
  }
  cgt::Thermograph thermograph() const override {
    if (parts_->is_impartial) return value().thermograph();
    return with_lua([&](lua_State* L, int rules, int value) {
      WalkScope walk(L, *parts_, rules);
      return parts_->ruleset.thermograph(parts_->walk->add(value));
    });
  }
  // The parts components(pos) gives; without the rule, or when it returns {}, the position itself
  // (an impartial ruleset's parts are summed by nim values, in value()).
  std::vector<cgt::PositionPtr> components() const override {
    const bool splits = !parts_->is_impartial &&
                        with_lua([&](lua_State* L, int rules, int) { return has_rule(L, rules, "components"); });
    auto parts = splits ? rule("components") : std::vector<cgt::PositionPtr>{};
    if (parts.empty()) parts.push_back(shared_from_this());
    return parts;
  }
  std::string to_string() const override { return text_; }
  std::string key() const override { return key_; }

 private:
  // f(L, rules, value) with the rules table and the value pushed on the running call's state;
  // the stack is as it was after, however f ends.
  template <class F>
  std::invoke_result_t<F, lua_State*, int, int> with_lua(F f) const {
    lua_State* L = running_state();
    if (L == nullptr) throw InvalidArgument("P", "a position of a Lua ruleset can only be asked from a call from Lua");
    if (!lua_checkstack(L, 8)) throw LimitExceeded("the Lua stack is full");
    struct Restore {
      lua_State* L;
      int top;
      ~Restore() { lua_settop(L, top); }
    } restore{L, lua_gettop(L)};
    lua_rawgeti(L, LUA_REGISTRYINDEX, rules_ref_);
    lua_rawgeti(L, LUA_REGISTRYINDEX, value_ref_);
    return f(L, restore.top + 1, restore.top + 2);
  }

  // The positions rules[name](pos) returns, each a LuaPosition.
  std::vector<cgt::PositionPtr> rule(const char* name) const {
    return with_lua([&](lua_State* L, int rules, int value) {
      lua_pushvalue(L, value);
      const std::size_t n = call_rule(L, rules, name, [&] { return text_; });
      const int result = lua_gettop(L);
      require_memory(bytes_for(n, 256), "the positions a rule returned");  // each: object, key, text
      std::vector<cgt::PositionPtr> out;
      out.reserve(n);
      for (std::size_t i = 1; i <= n; ++i) {
        if ((i & 0x3FF) == 0) check_interrupt();
        lua_rawgeti(L, result, static_cast<lua_Integer>(i));
        out.push_back(std::make_shared<LuaPosition>(L, parts_, rules, -1));
        lua_pop(L, 1);
      }
      return out;
    });
  }

  std::shared_ptr<LuaRuleset::Parts> parts_;
  std::string key_, text_;
  lua_State* main_ = nullptr;
  int rules_ref_ = LUA_NOREF, value_ref_ = LUA_NOREF;
};

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

// The rules a ruleset of its kind needs, and none of the other kind's: left and right (and
// components, normalize) for a partizan one, moves (and parts) for an impartial one.
void check_rules(lua_State* L, const Options& opts, bool impartial) {
  for (const char* k : {"moves", "parts"}) {
    if (!impartial && opts.has(k))
      opts.fail(k, "is a rule of impartial rulesets: give impartial=true (and no left or right)");
    check_rule(L, opts, k, impartial && k[0] == 'm');
  }
  for (const char* k : {"left", "right", "components", "normalize"}) {
    if (impartial && opts.has(k))
      opts.fail(k, "an impartial ruleset has one rule for both players, moves, and parts for its sums; no " +
                       std::string(k));
    check_rule(L, opts, k, !impartial && k[0] != 'c' && k[0] != 'n');
  }
  check_rule(L, opts, "key", false);
}

int ruleset(lua_State* L) {
  check_table(L, 1);
  Options opts(L, 1);
  const bool impartial = opts.boolean("impartial"), loopy = opts.boolean("loopy");
  check_rules(L, opts, impartial);
  if (loopy)
    for (const char* k : {"parts", "components", "normalize"})
      if (opts.has(k)) opts.fail(k, "a loopy ruleset's positions are valued as one graph: no " + std::string(k));
  push_object<LuaRuleset>(L, LuaRuleset{std::make_shared<LuaRuleset::Parts>(impartial, opts.has("parts"), loopy)});
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
  lua_createtable(L, 0, 7);
  for (const char* k : {"left", "right", "moves", "parts", "key", "components", "normalize"}) {
    opts.push(k);
    lua_setfield(L, -2, k);
  }
  lua_rawset(L, -3);
  lua_pop(L, 1);
  return 1;
}

// The canonical value: an impartial ruleset's is the nimber of the nim value.
cgt::Game value_of(lua_State* L, LuaRuleset::Parts& r) {
  WalkScope walk(L, r, push_rules(L, 1));
  const Handle pos = r.walk->add(2);
  return r.is_impartial ? cgt::Game::star(r.impartial.nim_value(pos)) : r.ruleset.value(pos);
}

// A loopy ruleset's position as a loopy game: the graph of the positions it reaches, one vertex
// per key (kit/position.hpp's policy), built by the core (loopy::explore), then its value (sides
// by sidling).
lp::Value loopy_value(lua_State* L, LuaRuleset::Parts& r) {
  WalkScope scope(L, r, push_rules(L, 1));
  Walk& w = *r.walk;
  const lp::Graph g = lp::explore(
      w.add(2), [&](Handle h) { return w.key(h); },
      [&](Handle h, bool left) {
        return r.is_impartial ? w.rule_positions("moves", h) : w.options(h, left ? cgt::Side::left : cgt::Side::right);
      });
  return lp::Value::from_graph(g, 0);
}

int r_value(lua_State* L) {
  check_lua_position(L, 2);
  LuaRuleset::Parts& r = ruleset_self(L);
  if (r.is_loopy) return push_loopy(L, loopy_value(L, r)), 1;
  return push_game(L, value_of(L, r)), 1;
}

// The methods of short rulesets, refused for a loopy one.
void require_short(const LuaRuleset::Parts& r, const char* what) {
  if (r.is_loopy) throw InvalidArgument("R", std::string("a loopy ruleset has a value, not ") + what);
}

int r_thermograph(lua_State* L) {
  check_lua_position(L, 2);
  LuaRuleset::Parts& r = ruleset_self(L);
  require_short(r, "a thermograph");
  if (r.is_impartial) return push_thermograph(L, value_of(L, r).thermograph()), 1;
  WalkScope walk(L, r, push_rules(L, 1));
  return push_thermograph(L, r.ruleset.thermograph(r.walk->add(2))), 1;
}

int r_nim_value(lua_State* L) {
  check_lua_position(L, 2);
  LuaRuleset::Parts& r = ruleset_self(L);
  require_short(r, "a nim value");
  if (r.is_impartial) {
    WalkScope walk(L, r, push_rules(L, 1));
    return push(L, r.impartial.nim_value(r.walk->add(2))), 1;
  }
  return push(L, cgt::impartial::nim_value(value_of(L, r), "pos")), 1;
}

int r_misere(lua_State* L) {
  check_lua_position(L, 2);
  LuaRuleset::Parts& r = ruleset_self(L);
  require_short(r, "a misère form");
  if (!r.is_impartial)
    throw InvalidArgument("R", "misère forms are of impartial rulesets: cgt.ruleset{moves=, impartial=true}");
  WalkScope walk(L, r, push_rules(L, 1));
  return push_object<cgt::misere::MisereGame>(L, r.impartial.misere(r.walk->add(2))), 1;
}

int r_position(lua_State* L) {
  check_lua_position(L, 2);
  const auto& parts = check_object<LuaRuleset>(L, 1).parts;
  require_short(*parts, "positions (they are short games)");
  return push_position(L, std::make_shared<LuaPosition>(L, parts, push_rules(L, 1), 2)), 1;
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
  m.function({"ruleset", ruleset,
              "cgt.ruleset{left=, right=, key=, components=, normalize=, moves=, parts=, impartial=false, loopy=false} -> "
              "cgt.ruleset",
              "A ruleset written in Lua: left(pos) and right(pos) return arrays of the positions each player can move "
              "to ({} when none); key(pos) returns a string or number identifying a position (optional: without it "
              "numbers, strings and booleans are known by their value and tables by their contents, as in "
              "graph.from_rules). Positions are any Lua values. Optional: components(pos) returns "
              "the array of independent parts whose sum the position is (each valued once, then summed; {} when it "
              "does not split), and normalize(pos) returns a position of the same value, or of the negated value "
              "with true as its second result (a board turned, colours swapped), so equivalent parts share one memo "
              "entry; values use both, thermographs neither. With impartial=true one rule, moves(pos), gives both "
              "players' moves, and parts(pos) (optional) splits a position into the array of the independent "
              "positions it is the sum of (nil when it is one part): positions are then valued by nim values, a sum "
              "by the XOR of its parts' (never by canonical forms of the sum), and R:misere(pos) gives misère forms. "
              "Every method walks the game tree once per key (memoized for the life of R, Ctrl-C stops it). A rule "
              "that raises an error or returns something else than an array, and a ruleset whose play can return to "
              "a position (not short), are errors naming the rule and the position. With loopy=true play may return "
              "to a position: R:value(pos) explores every position reached (one vertex per key, within the memory "
              "guard) and returns the loopy value of that graph (a cgt.loopy: canonical stopper or sided value; a "
              "cgt.game when loopfree); a loopy ruleset has no components, normalize or parts, thermographs, nim "
              "values, misère forms or positions, and keeps no memo.",
              "R = cgt.ruleset{left=function(n) return n > 0 and {n - 1} or {} end, "
              "right=function(n) return {} end}; R:value(5)   --> 5"});
  t.method({"value", r_value, "R:value(pos) -> cgt.game or cgt.loopy",
            "The canonical value of a position (memoized by key); of an impartial ruleset's, the nimber *n of its "
            "nim value n; of a loopy ruleset's, the loopy value of the graph of the positions it reaches.",
            "cgt.ruleset{loopy=true, left=function(p) return p == 'a' and {'z'} or {} end, "
            "right=function(p) return p == 'a' and {'a'} or {} end}:value('a')   --> over"});
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
  t.method({"position", r_position, "R:position(pos) -> cgt.position",
            "The position pos of this ruleset as a cgt.position: the methods of every position (value, options, "
            "components, thermograph, first_moves, hotstrat, ...) and sums with the games library's positions. Its "
            "value and thermograph share R's memo; its options and components come from R's rules, called when "
            "asked. tostring gives pos itself when it is a string or number, else its key. It cannot be saved by "
            "alea.save (its rules are Lua functions).",
            "R:position(3):left_options()[1]:value()   --> 2"});
  t.method({"positions", r_positions, "R:positions() -> integer",
            "How many positions' values and thermographs the memo holds.", "R:positions()"});
  t.method({"to_table", r_to_table, "R:to_table() -> {positions_known=}", "The ruleset's memo size.",
            "R:to_table().positions_known"});
  t.op({"__tostring", r_tostring, "tostring(R)", "\"ruleset (12 positions known)\".", "tostring(R)"});
}

}  // namespace alea::lua_cgt
