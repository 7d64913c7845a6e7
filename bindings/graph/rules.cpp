// graph.from_rules: a game explored from rules written in Lua. The core explorer (src/graph/rules.hpp)
// sees positions as string keys; this file keeps the Lua position of each key in a table and
// calls the user's functions under lua_pcall, so a Lua error, a bad result or an endless loop in
// them becomes an InvalidArgument naming the function and the position, and Ctrl-C stops them
// through a count hook that polls the interrupt flag (Lua code never reaches check_interrupt()).
#include <algorithm>
#include <chrono>
#include <climits>
#include <cmath>
#include <cstdio>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "graph/lua_graph.hpp"
#include "graph/rules.hpp"

namespace alea::lua_graph {
using namespace kit;
using Clock = std::chrono::steady_clock;

namespace {

// The watch over one call of a user function: Ctrl-C and the time limit. A hook can only see
// the lua_State, so the deadline lives in a thread-local.
struct Watch {
  Clock::time_point deadline;
  bool timed_out = false;
};
thread_local Watch* watch = nullptr;

void watch_hook(lua_State* L, lua_Debug*) {
  if (interrupt_requested()) luaL_error(L, "interrupted");
  if (watch && Clock::now() > watch->deadline) {
    watch->timed_out = true;
    luaL_error(L, "timed out");
  }
}

// A Lua value as a key: strings as themselves, numbers as their text, booleans, and tables by
// their contents (array part in order, then the other keys sorted), so equal boards are one
// position. Functions, userdata and cycles have no canonical text: they need a key function.
bool canonical(lua_State* L, int idx, std::string& out, int depth) {
  idx = lua_absindex(L, idx);
  switch (lua_type(L, idx)) {
    case LUA_TSTRING: out += lua_tostring(L, idx); return true;
    case LUA_TBOOLEAN: out += lua_toboolean(L, idx) ? "true" : "false"; return true;
    case LUA_TNUMBER:
      if (lua_isinteger(L, idx)) out += std::to_string(lua_tointeger(L, idx));
      else {
        char buf[40];
        std::snprintf(buf, sizeof buf, "%.17g", lua_tonumber(L, idx));
        out += buf;
      }
      return true;
    case LUA_TTABLE: {
      if (depth > 20 || !lua_checkstack(L, 4)) return false;
      const auto n = static_cast<lua_Integer>(lua_rawlen(L, idx));
      out += '{';
      for (lua_Integer i = 1; i <= n; ++i) {
        if (i > 1) out += ',';
        lua_rawgeti(L, idx, i);
        const bool string = lua_type(L, -1) == LUA_TSTRING;
        if (string) out += '"';
        const bool ok = canonical(L, -1, out, depth + 1);
        if (string) out += '"';
        lua_pop(L, 1);
        if (!ok) return false;
      }
      std::vector<std::pair<std::string, std::string>> fields;
      lua_pushnil(L);
      while (lua_next(L, idx)) {
        const bool in_array = lua_isinteger(L, -2) && lua_tointeger(L, -2) >= 1 && lua_tointeger(L, -2) <= n;
        if (!in_array) {
          std::string k, v;
          const bool string = lua_type(L, -1) == LUA_TSTRING;
          if (!canonical(L, -2, k, depth + 1) || !canonical(L, -1, v, depth + 1)) {
            lua_pop(L, 2);
            return false;
          }
          fields.emplace_back(std::move(k), string ? '"' + v + '"' : v);
        }
        lua_pop(L, 1);
      }
      std::sort(fields.begin(), fields.end());
      for (auto& [k, v] : fields) out += (out.back() == '{' ? "" : ",") + k + "=" + v;
      out += '}';
      return true;
    }
    default: return false;
  }
}

std::string shown(const std::string& key) { return key.size() > 60 ? key.substr(0, 57) + "..." : key; }

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
      if (lua_type(L_, -1) != LUA_TSTRING && lua_type(L_, -1) != LUA_TNUMBER) {
        const std::string got = type_name(L_, -1);
        lua_pop(L_, 1);
        throw InvalidArgument("key", "the key function returned " + got + " (expected a string) for a position found by " + found_by);
      }
      key = lua_tostring(L_, -1);
      lua_pop(L_, 1);
    } else if (!canonical(L_, idx, key, 0)) {
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
    if (lua_isnil(L_, fn_ + 4)) return key;
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

  // Calls the function at slot f (the option `role`) on the value at arg, leaving one result.
  // The user's errors, Ctrl-C and the time limit become exceptions here, with nothing left on
  // the stack; `at` is the position's key when known.
  void call(int f, int arg, const char* role, const std::string& at) {
    if (!lua_checkstack(L_, 8)) throw LimitExceeded("the Lua stack is full");
    lua_pushvalue(L_, f);
    lua_pushvalue(L_, arg);
    Watch w{Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds_))};
    Watch* outer = watch;
    watch = &w;
    const lua_Hook old_hook = lua_gethook(L_);
    const int old_mask = lua_gethookmask(L_), old_count = lua_gethookcount(L_);
    lua_sethook(L_, watch_hook, LUA_MASKCOUNT, 10000);
    const int status = lua_pcall(L_, 1, 1, 0);
    lua_sethook(L_, old_hook, old_mask, old_count);
    watch = outer;
    if (status == LUA_OK) return;
    if (interrupt_requested()) {
      lua_pop(L_, 1);
      throw Interrupted();
    }
    const std::string message =
        lua_type(L_, -1) == LUA_TSTRING ? lua_tostring(L_, -1) : "an error object of type " + type_name(L_, -1);
    lua_pop(L_, 1);
    std::string where = at;
    if (where.empty()) canonical(L_, arg, where, 0);
    where = where.empty() ? "" : " at position " + shown(where);
    if (w.timed_out)
      throw InvalidArgument(role, std::string("the ") + role + " function has not returned after " + format_seconds() +
                                      where + " (an endless loop?)");
    throw InvalidArgument(role, std::string("the ") + role + " function failed" + where + ": " + message);
  }

  std::string format_seconds() const {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g s", seconds_);
    return buf;
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
              "terminal. Positions are told apart by key(pos) (a string), by default the position itself when it is "
              "a string or number, and a table's contents otherwise; name(pos) names the vertices (default: the "
              "key). Explored breadth first (start is vertex 1) with a progress bar, the memory guard and Ctrl-C; "
              "max_positions > 0 caps the positions; a rule function that errors, returns the wrong thing or runs "
              "longer than timeout seconds in one call is an error naming it and the position.",
              "G = graph.from_rules{start=0, blue=function(x) return {x+1} end, red=function(x) return {x-1} end, "
              "payoff=function(x) if math.abs(x) == 2 then return x // 2 end end}"});
}

}  // namespace alea::lua_graph
