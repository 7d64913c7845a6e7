// graph.from_rules: a game explored from rules written in Lua. The core explorer (src/graph/rules.hpp)
// sees positions as string keys (the kit's one policy: kit/position.hpp); this file keeps the Lua
// position of each key in a table and calls the user's functions through kit::call_lua, so a Lua
// error, a bad result or an endless loop in them becomes an InvalidArgument naming the function
// and the position, and Ctrl-C stops them.
#include <algorithm>
#include <climits>
#include <cmath>

#include "core/errors.hpp"
#include "graph/lua_graph.hpp"
#include "graph/rules.hpp"
#include "kit/callback.hpp"
#include "kit/position.hpp"

namespace alea::lua_graph {
using namespace kit;

namespace {

// A key as messages show it: its text, cut at 60 characters.
std::string shown(const std::string& key) {
  const std::string text(key_text(key));
  return text.size() > 60 ? text.substr(0, 57) + "..." : text;
}

// The user's rules at fixed stack slots, with the table of positions by key.
class LuaRules {
 public:
  LuaRules(lua_State* L, const Options& opts) : L_(L) {
    for (const char* key : {"blue", "red", "payoff", "key", "name"}) {
      opts.push(key);
      const bool required = key[0] == 'b' || key[0] == 'r' || key[0] == 'p';
      if (lua_isnil(L, -1) ? required : !lua_isfunction(L, -1))
        opts.fail(key, "expected a function, got " + type_name(L, -1));
    }
    fn_ = lua_gettop(L) - 4;  // blue, red, payoff, key, name
    lua_newtable(L);
    positions_ = lua_gettop(L);
    seconds_ = opts.number("timeout");
    if (!(seconds_ > 0)) opts.fail("timeout", "expected a positive number of seconds");
    seconds_ = std::min(seconds_, 1e9);  // a deadline in nanoseconds must fit 64 bits
  }

  // The key of the value at idx (the start: argument `start`), remembering its position.
  std::string enter(int idx, const std::string& found_by) {
    idx = lua_absindex(L_, idx);
    std::string key;
    if (!lua_isnil(L_, fn_ + 3)) {
      call(fn_ + 3, idx, "key", "");
      auto k = returned_key(L_, -1);
      if (!k) {
        const std::string got = type_name(L_, -1);
        lua_pop(L_, 1);
        throw InvalidArgument("key", "the key function returned " + got + " (expected a string) for a position found by " + found_by);
      }
      key = std::move(*k);
      lua_pop(L_, 1);
    } else if (auto k = position_key(L_, idx)) {
      key = std::move(*k);
    } else {
      throw InvalidArgument("key", "a position found by " + std::string(found_by) + " is a " + type_name(L_, idx) +
                                       " without a canonical text (a function, userdata, or a table holding one or "
                                       "nested too deep): give a key function");
    }
    lua_pushlstring(L_, key.data(), key.size());
    if (lua_rawget(L_, positions_) == LUA_TNIL) {
      lua_pushlstring(L_, key.data(), key.size());
      lua_pushvalue(L_, idx);
      lua_rawset(L_, positions_);
    }
    lua_pop(L_, 1);
    return key;
  }

  // blue(pos) or red(pos): an array of positions.
  void moves(int which, const char* role, const std::string& key, std::vector<std::string>& out) {
    const int pos = push_position(key);
    call(fn_ + which, pos, role, key);
    if (!lua_istable(L_, -1))
      throw InvalidArgument(role, std::string("the ") + role + " function returned " + type_name(L_, -1) +
                                      " at position " + shown(key) + " (expected an array of positions)");
    const auto n = static_cast<lua_Integer>(lua_rawlen(L_, -1));
    for (lua_Integer i = 1; i <= n; ++i) {
      if (lua_rawgeti(L_, -1, i) == LUA_TNIL)
        throw InvalidArgument(role, std::string("the ") + role + " function returned an array with a hole at entry " +
                                        std::to_string(i) + " at position " + shown(key));
      out.push_back(enter(-1, std::string("the ") + role + " function at position " + shown(key)));
      lua_pop(L_, 1);
    }
    lua_pop(L_, 2);
  }

  std::optional<Rational> payoff(const std::string& key) {
    const int pos = push_position(key);
    call(fn_ + 2, pos, "payoff", key);
    std::optional<Rational> r;
    if (is_rational(L_, -1)) {
      r = check_rational(L_, -1);
    } else if (lua_type(L_, -1) == LUA_TNUMBER) {
      const double x = lua_tonumber(L_, -1);
      if (!std::isfinite(x))
        throw InvalidArgument("payoff", std::string("the payoff function returned ") + (std::isnan(x) ? "NaN" : "an infinity") +
                                            " at position " + shown(key));
      r = rational_from_double(x);
      float_payoffs = true;
    } else if (!lua_isnil(L_, -1)) {
      throw InvalidArgument("payoff", "the payoff function returned " + type_name(L_, -1) + " at position " + shown(key) +
                                          " (expected nil for a position that goes on, or a number or rat)");
    }
    lua_pop(L_, 2);
    return r;
  }

  std::string name(const std::string& key) {
    if (lua_isnil(L_, fn_ + 4)) return std::string(key_text(key));
    const int pos = push_position(key);
    call(fn_ + 4, pos, "name", key);
    if (lua_type(L_, -1) != LUA_TSTRING && lua_type(L_, -1) != LUA_TNUMBER)
      throw InvalidArgument("name", "the name function returned " + type_name(L_, -1) + " at position " + shown(key) +
                                        " (expected a string)");
    std::string s = lua_tostring(L_, -1);
    lua_pop(L_, 2);
    return s;
  }

  bool float_payoffs = false;

 private:
  int push_position(const std::string& key) {
    lua_pushlstring(L_, key.data(), key.size());
    lua_rawget(L_, positions_);
    return lua_gettop(L_);
  }

  // Calls the function at slot f (the option `role`) on the value at arg, leaving one result;
  // `at` is the position's key when known.
  void call(int f, int arg, const char* role, const std::string& at) {
    lua_pushvalue(L_, f);
    lua_pushvalue(L_, arg);
    call_lua(L_, 1, 1, {role, [&] {
                          std::string where = at;
                          if (where.empty()) where = position_key(L_, arg).value_or("");
                          return std::string("the ") + role + " function failed" +
                                 (where.empty() ? "" : " at position " + shown(where));
                        },
                        seconds_});
  }

  lua_State* L_;
  int fn_ = 0, positions_ = 0;
  double seconds_ = 10;
};

int from_rules(lua_State* L) {
  check_table(L, 1);
  Options opts(L, 1);
  LuaRules lua(L, opts);
  opts.push("start");
  if (lua_isnil(L, -1)) opts.fail("start", "the start position is required");
  graph::Rules rules;
  rules.start = lua.enter(-1, "start");  // "a position found by start"
  lua_pop(L, 1);
  rules.blue = [&](const std::string& k, std::vector<std::string>& out) { lua.moves(0, "blue", k, out); };
  rules.red = [&](const std::string& k, std::vector<std::string>& out) { lua.moves(1, "red", k, out); };
  rules.payoff = [&](const std::string& k) { return lua.payoff(k); };
  rules.name = [&](const std::string& k) { return lua.name(k); };
  graph::ExploreOptions eo;
  eo.max_positions = static_cast<std::uint64_t>(opts.integer("max_positions", 0, LLONG_MAX));
  eo.caller_bytes = 200;  // a key string and a Lua position in the positions table
  graph::Game g = graph::explore(rules, eo);
  if (lua.float_payoffs) g.mark_float_payoffs();
  return push_object<graph::Game>(L, std::move(g)), 1;
}

}  // namespace

void add_rules(Module& m) {
  m.function({"from_rules", from_rules,
              "graph.from_rules{start=, blue=, red=, payoff=, key=, name=, max_positions=0, timeout=10} -> graph.game",
              "The positions reachable from start under rules written in Lua: blue(pos) and red(pos) return arrays of "
              "the positions one move away, payoff(pos) returns nil while the game goes on and a number or rat at a "
              "terminal. Positions are told apart by key(pos) (a string), by default by their value (1 and \"1\" "
              "are two positions) and a table by its contents, as in cgt.ruleset; name(pos) names the vertices "
              "(default: the key, or the position's value). Explored breadth first (start is vertex 1) with a progress bar, the memory guard and Ctrl-C; "
              "max_positions > 0 caps the positions; a rule function that errors, returns the wrong thing or runs "
              "longer than timeout seconds in one call is an error naming it and the position.",
              "G = graph.from_rules{start=0, blue=function(x) return {x+1} end, red=function(x) return {x-1} end, "
              "payoff=function(x) if math.abs(x) == 2 then return x // 2 end end}"});
}

}  // namespace alea::lua_graph
