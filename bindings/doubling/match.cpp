// doubling's match play: match equity tables (the doubling.met type) and what they give by score.
#include "doubling/lua_doubling.hpp"
#include "doubling/match_picture.hpp"
#include "doubling/met_sources.hpp"
#include "core/errors.hpp"
#include "core/mode.hpp"
#include "kit/callback.hpp"

namespace alea::lua_doubling {
using namespace kit;

namespace {

const doubling::Met& check_met(lua_State* L) { return check_object<doubling::Met>(L, 1); }

// An entry of a table given as Lua values: an integer or rat (exact) or a finite float.
Number entry(lua_State* L, int idx, const std::string& where) {
  if (is_rational(L, idx)) return Number::of(check_rational(L, idx));
  if (lua_type(L, idx) == LUA_TNUMBER && std::isfinite(lua_tonumber(L, idx))) return Number::of(lua_tonumber(L, idx));
  throw InvalidArgument("source", where + " is " + describe_value(L, idx) + ", not a number");
}

// The numbers of the array at idx (a table's row).
std::vector<Number> row(lua_State* L, int idx, const std::string& what) {
  if (!lua_istable(L, idx)) throw InvalidArgument("source", what + " is " + describe_value(L, idx) + ", not an array");
  std::vector<Number> out;
  const auto n = static_cast<long long>(lua_rawlen(L, idx));
  if (n > doubling::kMaxMatchLength) throw InvalidArgument("source", what + " has " + std::to_string(n) + " entries, over 64");
  for (long long j = 1; j <= n; ++j) {
    lua_rawgeti(L, idx, j);
    out.push_back(entry(L, -1, what + ", entry " + std::to_string(j)));
    lua_pop(L, 1);
  }
  return out;
}

// {pre = {{...}, ...}, post = {...} or {{...}, {...}}, name =, description =}: M:to_table()'s shape.
doubling::Met met_from_table(lua_State* L, int idx) {
  doubling::Met::Info info{"", "", "a Lua table"};
  lua_getfield(L, idx, "name");
  if (lua_type(L, -1) == LUA_TSTRING) info.name = lua_tostring(L, -1);
  lua_getfield(L, idx, "description");
  if (lua_type(L, -1) == LUA_TSTRING) info.description = lua_tostring(L, -1);
  lua_pop(L, 2);
  lua_getfield(L, idx, "pre");
  const int pre = lua_gettop(L);
  if (!lua_istable(L, pre)) throw InvalidArgument("source", "the table needs pre = {{row 1}, {row 2}, ...}");
  const auto n = static_cast<long long>(lua_rawlen(L, pre));
  if (n < 1 || n > doubling::kMaxMatchLength)
    throw InvalidArgument("source", "pre has " + std::to_string(n) + " rows: a table has 1 to 64");
  std::vector<Number> entries;
  for (long long a = 1; a <= n; ++a) {
    lua_rawgeti(L, pre, a);
    auto r = row(L, -1, "pre row " + std::to_string(a));
    lua_pop(L, 1);
    if (static_cast<long long>(r.size()) != n)
      throw InvalidArgument("source", "pre row " + std::to_string(a) + " has " + std::to_string(r.size()) +
                                          " entries but pre has " + std::to_string(n) + " rows: a table must be square");
    entries.insert(entries.end(), r.begin(), r.end());
  }
  lua_getfield(L, idx, "post");
  const int post = lua_gettop(L);
  if (!lua_istable(L, post)) throw InvalidArgument("source", "the table needs post = {...} (both players) or {{...}, {...}}");
  std::array<std::vector<Number>, 2> posts;
  lua_rawgeti(L, post, 1);
  const bool per_player = lua_istable(L, -1);
  lua_pop(L, 1);
  if (per_player) {
    for (int k = 0; k < 2; ++k) {
      lua_rawgeti(L, post, k + 1);
      posts[k] = row(L, -1, "post row of player " + std::to_string(k));
      lua_pop(L, 1);
    }
  } else {
    posts[0] = posts[1] = row(L, post, "post");
  }
  lua_pop(L, 2);
  return doubling::Met(std::move(info), n, std::move(entries), std::move(posts), "source");
}

// f(a, b) for every pre-Crawford score, f(t, 1, true) and f(1, t, true) for the post-Crawford ones.
doubling::Met met_from_function(lua_State* L, int idx, long long n) {
  if (n < 1 || n > doubling::kMaxMatchLength)
    throw InvalidArgument("length", "a table covers 1 to 64 points, got " + std::to_string(n));
  auto ask = [&](long long a, long long b, bool post) {
    lua_pushvalue(L, idx);
    lua_pushinteger(L, a);
    lua_pushinteger(L, b);
    lua_pushboolean(L, post);
    const std::string at = std::string(post ? "post-Crawford " : "") + "(" + std::to_string(a) + ", " + std::to_string(b) + ")";
    call_function(L, 3, 1, "source", [&] { return "raised an error at " + at; });
    Number v = entry(L, -1, "the value at " + at);
    lua_pop(L, 1);
    return v;
  };
  std::vector<Number> pre;
  for (long long a = 1; a <= n; ++a)
    for (long long b = 1; b <= n; ++b) pre.push_back(ask(a, b, false));
  std::array<std::vector<Number>, 2> post;
  for (long long t = 1; t <= n; ++t) {
    post[0].push_back(ask(t, 1, true));
    const Number v = ask(1, t, true);  // player 0 leading: player 1's chance is the complement
    post[1].push_back(v.is_exact() ? Number::of(Rational(1) - *v.exact) : Number::of(1 - v.value));
  }
  return doubling::Met({"", "", "a Lua function"}, n, std::move(pre), std::move(post), "source");
}

doubling::MatchScore check_score(lua_State* L, const Options& opts) {
  return {check_integer(L, 2), check_integer(L, 3), opts.boolean("crawford")};
}

// The cube model's options; exact only where the signature has it (pictures are drawn in doubles).
doubling::CubeOptions check_cube(lua_State* L, const Options& opts, bool with_exact = true) {
  doubling::CubeOptions o;
  o.cube = opts.integer("cube", 1, 1LL << 40);
  o.live = opts.boolean("live");
  o.x = optional_numeric(L, opts, "x");
  o.gammon_a = option_numeric(L, opts, "gammon_a");
  o.backgammon_a = option_numeric(L, opts, "backgammon_a");
  o.gammon_b = option_numeric(L, opts, "gammon_b");
  o.backgammon_b = option_numeric(L, opts, "backgammon_b");
  o.auto_redouble = opts.boolean("auto_redouble");
  if (with_exact) o.exact = opts.exact();
  else o.exact = false;
  return o;
}

doubling::PostCrawfordModel check_post(lua_State* L, const Options& opts) {
  return {option_numeric(L, opts, "post_gammon_rate"), option_numeric(L, opts, "free_drop_2"),
          option_numeric(L, opts, "free_drop_4")};
}

void push_optional(lua_State* L, const std::optional<Quantity>& q) {
  if (q) push(L, *q);
  else lua_pushnil(L);
}

void push_window(lua_State* L, const doubling::MatchWindow& w) {
  Record(L, 5)
      .field("double", [&] { push_optional(L, w.double_point); })
      .field("take", w.take)
      .field("cash", w.cash)
      .field("too_good", [&] { push_optional(L, w.too_good); })
      .field("play_for_gammon", [&] { push_optional(L, w.play_for_gammon); });
}

// The window behind M:take_point, M:cash_point and M:window: a, b and the options after self.
doubling::MatchWindow window_of(lua_State* L) {
  check_arg_count(L, 3, 4);
  Options opts(L, 4);
  return doubling::match_window(check_met(L), check_score(L, opts), check_cube(L, opts));
}

}  // namespace

int met(lua_State* L) {
  check_arg_count(L, 1, 2);
  Options opts(L, 2);
  const long long length = opts.integer("length", 1, doubling::kMaxMatchLength);
  if (lua_type(L, 1) == LUA_TSTRING) return push_object<doubling::Met>(L, doubling::load_met(check_string(L, 1), length)), 1;
  if (lua_type(L, 1) == LUA_TFUNCTION) return push_object<doubling::Met>(L, met_from_function(L, 1, length)), 1;
  if (lua_type(L, 1) == LUA_TTABLE) return push_object<doubling::Met>(L, met_from_table(L, 1)), 1;
  type_error(L, 1, "a file's path, a table's name, a Lua table or a function");
}

int met_names(lua_State* L) {
  check_arg_count(L, 0, 0);
  return push(L, doubling::met_names()), 1;
}

int met_zadeh(lua_State* L) {
  check_arg_count(L, 0, 1);
  Options opts(L, 1);
  doubling::ZadehModel z;
  z.length = opts.integer("length", 1, doubling::kMaxMatchLength);
  z.gammon_rate_leader = option_numeric(L, opts, "gammon_rate_leader");
  z.gammon_rate_trailer = option_numeric(L, opts, "gammon_rate_trailer");
  z.delta = option_numeric(L, opts, "delta");
  z.delta_bar = option_numeric(L, opts, "delta_bar");
  z.post = check_post(L, opts);
  z.exact = opts.exact();
  return push_object<doubling::Met>(L, doubling::met_zadeh(z)), 1;
}

int met_mec(lua_State* L) {
  check_arg_count(L, 0, 1);
  Options opts(L, 1);
  doubling::MecModel m;
  m.length = opts.integer("length", 1, doubling::kMaxMatchLength);
  m.gammon_rate = option_numeric(L, opts, "gammon_rate");
  m.win_rate = option_numeric(L, opts, "win_rate");
  m.free_drop_2 = option_numeric(L, opts, "free_drop_2");
  m.free_drop_4 = option_numeric(L, opts, "free_drop_4");
  m.exact = opts.exact();
  return push_object<doubling::Met>(L, doubling::met_mec(m)), 1;
}

int met_janowski(lua_State* L) {
  check_arg_count(L, 0, 1);
  Options opts(L, 1);
  const long long length = opts.integer("length", 1, doubling::kMaxMatchLength);
  return push_object<doubling::Met>(L, doubling::met_janowski(length, check_post(L, opts), opts.exact())), 1;
}

int normal_model(lua_State* L) {
  check_arg_count(L, 2, 3);
  Options opts(L, 3);
  return push(L, doubling::normal_model(check_integer(L, 1), check_integer(L, 2)), opts.boolean("with_error")), 1;
}

int met_equity(lua_State* L) {
  check_arg_count(L, 3, 4);
  Options opts(L, 4);
  const auto& m = check_met(L);
  const auto s = check_score(L, opts);
  if (resolve_exact(opts.exact(), m.exact(), "the table has float entries"))
    return push(L, doubling::score_equity<Rational>(m, s)), 1;
  return push(L, doubling::score_equity<double>(m, s)), 1;
}

int met_take_point(lua_State* L) { return push(L, window_of(L).take), 1; }

int met_cash_point(lua_State* L) { return push(L, window_of(L).cash), 1; }

int met_window(lua_State* L) {
  push_window(L, window_of(L));
  return 1;
}

int met_gammon_values(lua_State* L) {
  check_arg_count(L, 3, 4);
  Options opts(L, 4);
  const auto v = doubling::match_gammon_values(check_met(L), check_score(L, opts), opts.integer("cube", 1, 1LL << 40),
                                               opts.exact());
  Record(L, 4)
      .field("gammon_a", v.gammon_a)
      .field("backgammon_a", v.backgammon_a)
      .field("gammon_b", v.gammon_b)
      .field("backgammon_b", v.backgammon_b);
  return 1;
}

int met_cube_levels(lua_State* L) {
  check_arg_count(L, 3, 4);
  Options opts(L, 4);
  return push(L, doubling::cube_levels(check_met(L), check_score(L, opts))), 1;
}

int met_raising_points(lua_State* L) {
  check_arg_count(L, 3, 4);
  Options opts(L, 4);
  const auto r = doubling::match_raising_points(check_met(L), check_score(L, opts), check_cube(L, opts),
                                                option_numeric(L, opts, "p"));
  Record(L, 5)
      .field("alpha", [&] { push_optional(L, r.alpha); })
      .field("beta", [&] { push_optional(L, r.beta); })
      .field("value", r.value)
      .field("money_alpha", r.money_alpha)
      .field("money_beta", r.money_beta);
  return 1;
}

int met_cube_matrix(lua_State* L) {
  check_arg_count(L, 1, 3);
  const int at = lua_istable(L, 2) ? 2 : 3;
  Options opts(L, at);
  const auto& m = check_met(L);
  const long long n = at == 3 && !lua_isnoneornil(L, 2) ? check_integer(L, 2) : m.length();
  const auto cells = doubling::cube_matrix(m, n, opts.boolean("crawford"), check_cube(L, opts), optional_numeric(L, opts, "p"));
  push_array(L, cells, [](lua_State* L, const doubling::MatrixCell& c) {
    Record(L, 7)
        .field("a", c.a)
        .field("b", c.b)
        .field("double", [&] { push_optional(L, c.window.double_point); })
        .field("take", c.window.take)
        .field("cash", c.window.cash)
        .field("too_good", [&] { push_optional(L, c.window.too_good); })
        .field("action", [&] {
          if (c.action) push(L, *c.action);
          else lua_pushnil(L);
        });
  });
  return 1;
}

int met_show(lua_State* L) {
  check_arg_count(L, 1, 2);
  Options opts(L, 2);
  const auto& m = check_met(L);
  const long long n = opts.optional_integer("n", 1, doubling::kMaxMatchLength).value_or(m.length());
  push_picture(L, doubling::met_text(m, n, opts.boolean("crawford"), static_cast<int>(opts.integer("digits", 1, 12))));
  return 1;
}

int met_plot(lua_State* L) {
  check_arg_count(L, 1, 2);
  Options opts(L, 2);
  const auto& m = check_met(L);
  const long long n = opts.optional_integer("n", 1, doubling::kMaxMatchLength).value_or(m.length());
  const std::string what = opts.choice("what");
  const bool post = opts.boolean("crawford");
  if (what == "equity") {
    push_heatmap(L, doubling::met_heatmap(m, n, post), opts);
    return 1;
  }
  const auto o = check_cube(L, opts, false);
  const auto p = optional_numeric(L, opts, "p");
  push_heatmap(L, doubling::matrix_heatmap(m, doubling::cube_matrix(m, n, post, o, p), n, post, what, o, p), opts);
  return 1;
}

int met_save(lua_State* L) {
  check_arg_count(L, 2, 2);
  const std::string file = check_string(L, 2);
  doubling::save_met(check_met(L), file);
  return push(L, file), 1;
}

int met_to_table(lua_State* L) {
  check_arg_count(L, 1, 1);
  const auto& m = check_met(L);
  auto number = [&](const Number& x) {
    if (x.is_exact()) push(L, *x.exact);
    else push(L, x.value);
  };
  Record(L, 6)
      .field("name", m.info().name)
      .field("description", m.info().description)
      .field("source", m.info().source)
      .field("length", m.length())
      .field("pre",
             [&] {
               lua_createtable(L, static_cast<int>(m.length()), 0);
               for (long long a = 1; a <= m.length(); ++a) {
                 lua_createtable(L, static_cast<int>(m.length()), 0);
                 for (long long b = 1; b <= m.length(); ++b) number(m.pre_number(a, b)), lua_rawseti(L, -2, b);
                 lua_rawseti(L, -2, a);
               }
             })
      .field("post", [&] {
        lua_createtable(L, 2, 0);
        for (int k = 0; k < 2; ++k) {
          lua_createtable(L, static_cast<int>(m.post_length(k)), 0);
          for (long long b = 1; b <= m.post_length(k); ++b) number(m.post_number(k, b)), lua_rawseti(L, -2, b);
          lua_rawseti(L, -2, k + 1);
        }
      });
  return 1;
}

int met_extend(lua_State* L) {
  check_arg_count(L, 2, 2);
  return push_object<doubling::Met>(L, doubling::extend_met(check_met(L), check_integer(L, 2))), 1;
}

int met_inverted(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_object<doubling::Met>(L, check_met(L).inverted()), 1;
}

int met_len(lua_State* L) { return push(L, check_met(L).length()), 1; }

int met_tostring(lua_State* L) {
  const auto& m = check_met(L);
  const std::string name = m.info().name.empty() ? m.info().source : m.info().name;
  return push(L, "doubling.met: " + name + " (" + std::to_string(m.length()) + " points, " +
                     (m.exact() ? "exact" : "floats") + ")"),
         1;
}

}  // namespace alea::lua_doubling
