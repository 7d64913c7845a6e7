// doubling's match play: match equity tables (the doubling.met type) and what they give by score;
// the bound functions, then their rows in add_match.
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
  lua_getfield(L, idx, "source");  // M:to_table()'s, so that alea.load gives back the same text
  if (lua_type(L, -1) == LUA_TSTRING) info.source = lua_tostring(L, -1);
  lua_pop(L, 3);
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
    call_lua(L, 3, 1, {"source", [&] { return "raised an error at " + at; }});
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
  Options opts(L, 4);
  return doubling::match_window(check_met(L), check_score(L, opts), check_cube(L, opts));
}

int met(lua_State* L) {
  Options opts(L, 2);
  const long long length = opts.integer("length", 1, doubling::kMaxMatchLength);
  if (lua_type(L, 1) == LUA_TSTRING) return push_object<doubling::Met>(L, doubling::load_met(check_string(L, 1), length)), 1;
  if (lua_type(L, 1) == LUA_TFUNCTION) return push_object<doubling::Met>(L, met_from_function(L, 1, length)), 1;
  if (lua_type(L, 1) == LUA_TTABLE) return push_object<doubling::Met>(L, met_from_table(L, 1)), 1;
  type_error(L, 1, "a file's path, a table's name, a Lua table or a function");
}

int met_names(lua_State* L) {
  return push(L, doubling::met_names()), 1;
}

int met_zadeh(lua_State* L) {
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
  Options opts(L, 1);
  const long long length = opts.integer("length", 1, doubling::kMaxMatchLength);
  return push_object<doubling::Met>(L, doubling::met_janowski(length, check_post(L, opts), opts.exact())), 1;
}

int normal_model(lua_State* L) {
  Options opts(L, 3);
  return push(L, doubling::normal_model(check_integer(L, 1), check_integer(L, 2)), opts.boolean("with_error")), 1;
}

int met_equity(lua_State* L) {
  Options opts(L, 4);
  const auto& m = check_met(L);
  const auto s = check_score(L, opts);
  if (resolve_exact(opts.exact(), m.exact()))
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
  Options opts(L, 4);
  return push(L, doubling::cube_levels(check_met(L), check_score(L, opts))), 1;
}

int met_raising_points(lua_State* L) {
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
  Options opts(L, 2);
  const auto& m = check_met(L);
  const long long n = opts.optional_integer("n", 1, doubling::kMaxMatchLength).value_or(m.length());
  push_picture(L, doubling::met_text(m, n, opts.boolean("crawford"), static_cast<int>(opts.integer("digits", 1, 12))));
  return 1;
}

int met_plot(lua_State* L) {
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
  const std::string file = check_string(L, 2);
  doubling::save_met(check_met(L), file);
  return push(L, file), 1;
}

int met_to_table(lua_State* L) {
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

// alea.save's form: doubling.met(M:to_table()), entries as given (rats, or floats by their binary
// values, which JSON keeps).
int met_saved(lua_State* L) {
  met_to_table(L);
  return push_saved(L, "doubling.met", 1);
}

int met_eq(lua_State* L) {
  auto* a = test_object<doubling::Met>(L, 1);
  auto* b = test_object<doubling::Met>(L, 2);
  return push(L, a && b && a->same_entries(*b)), 1;
}

int met_tostring(lua_State* L) {
  const auto& m = check_met(L);
  const std::string name = m.info().name.empty() ? m.info().source : m.info().name;
  return push(L, "doubling.met: " + name + " (" + std::to_string(m.length()) + " points, " +
                     (m.exact() ? "exact" : "floats") + ")"),
         1;
}

}  // namespace

// The cube model's options, shared by the by-score methods' signatures (match.hpp's CubeOptions).
#define ALEA_CUBE_MODEL \
  "cube=1, crawford=false, live=false, x=, gammon_a=0, backgammon_a=0, gammon_b=0, backgammon_b=0, auto_redouble=true"
#define ALEA_CUBE_OPTIONS ALEA_CUBE_MODEL ", exact=auto"

void add_match(Module& m, Type& t) {
  m.function({"met", met, "doubling.met(source [, {length=25}]) -> doubling.met",
              "A match equity table: source is a GNU Backgammon XML file's path, or the name of one in "
              "/usr/share/gnubg/met (Debian's gnubg-data: Kazaross-XG2, Rockwell-Kazaross, woolsey, zadeh, mec, g11, "
              "jacobs, snowie, ...; see doubling.met_names()), or a table {pre={{...}}, post={...}} as M:to_table() "
              "gives, or a function f(a, b, post) giving player 0's chance a-away against b-away (post=true: after "
              "the Crawford game). Explicit tables are exact (each decimal a rat); parametric files (zadeh, mec) and "
              "functions are computed to `length` points. The file is checked against gnubg's met.dtd: errors name "
              "the line, a table that is not square or an entry outside [0, 1].",
              "M = doubling.met(\"woolsey\"); print(M:equity(2, 4))   --> 17/25"});
  m.function({"met_names", met_names, "doubling.met_names() -> {name, ...}",
              "The tables doubling.met finds by name in /usr/share/gnubg/met (ALEA_MET_DIR overrides the directory).",
              "doubling.met_names()"});
  m.function({"met_zadeh", met_zadeh,
              "doubling.met_zadeh{length=25, gammon_rate_leader=1/4, gammon_rate_trailer=3/20, delta=2/25, "
              "delta_bar=3/50, post_gammon_rate=1/4, free_drop_2=3/200, free_drop_4=1/250, exact=false} -> doubling.met",
              "Zadeh's table (Management Science 23, 1977) as GNU Backgammon computes it: the post-Crawford chances "
              "from the trailer's immediate double with a share post_gammon_rate of gammons, less the free drop's "
              "value at 2- and 4-away; the Crawford game played out; each other score from the players' drop points "
              "at every cube level with the recube efficiencies delta and delta_bar. exact=true computes in rats up "
              "to 6 points (the entries' bits grow 8-fold per point; float parameters by their binary values, "
              "stopping when an entry passes 2^17 bits).",
              "doubling.met_zadeh{length=11}:equity(2, 4)"});
  m.function({"met_mec", met_mec,
              "doubling.met_mec{length=25, gammon_rate=13/50, win_rate=1/2, free_drop_2=3/200, free_drop_4=1/250, "
              "exact=false} -> doubling.met",
              "Claes Tornberg's mec: Keeler and Spencer's continuous game at every score. Player 0 wins a game with "
              "chance win_rate, a share gammon_rate of every win a gammon; post-Crawford the trailer doubles at once "
              "and the leader's free drop is worth free_drop_2 and free_drop_4; before the Crawford game each score's "
              "chance is the live game's value at p = win_rate, both players doubling at the other's drop point. "
              "exact=true computes in rats up to 6 points (float parameters by their binary values, stopping when an "
              "entry passes 2^17 bits).",
              "doubling.met_mec{length=7}:equity(3, 5)"});
  m.function({"met_janowski", met_janowski,
              "doubling.met_janowski{length=15, post_gammon_rate=1/4, free_drop_2=3/200, free_drop_4=1/250, "
              "exact=auto} -> doubling.met",
              "Rick Janowski's rule for Woolsey's 1992 table: the leader D points ahead of a trailer T-away wins "
              "1/2 + 0.85 D/(T + 6), in the Crawford game 0.55 + 0.55 D/(T + 2) (capped at 1); the post-Crawford "
              "chances as in doubling.met_zadeh.",
              "doubling.met_janowski{}:equity(3, 7)   --> 99/130"});
  m.function({"normal_model", normal_model, "doubling.normal_model(a, b [, {with_error=false}]) -> number",
              "David Montgomery's normal model, with which GNU Backgammon extends every table past its length: the "
              "chance of the player a-away against b-away. It involves erf at irrational points: computed as a "
              "certified bracket (with_error=true gives value +- bound).",
              "doubling.normal_model(17, 15, {with_error=true})"});

  t.method({"equity", met_equity, "M:equity(a, b [, {crawford=false, exact=auto}]) -> rat|number",
            "Player 0's chance of winning the match a-away against b-away; crawford=true after the Crawford game "
            "(then a or b is 1). A float table gives floats; exact=true gives the entry's exact value (a float's "
            "binary value, as every by-score method with exact=true).",
            "doubling.met(\"woolsey\"):equity(1, 3, {crawford=true})   --> 7/10"});
  t.method({"take_point", met_take_point, "M:take_point(a, b [, {" ALEA_CUBE_OPTIONS "}]) -> rat|number",
            "The taker's take point when the player a-away doubles the cube from `cube` to 2 cube: the least chance "
            "of winning the game with which the player b-away should take. Dead cube by default (after the take "
            "nobody doubles, but for the taker's redouble when it costs him nothing, auto_redouble); live=true: "
            "Janowski's live cube of efficiency x (1 unless given), the owner redoubling at the other's drop point "
            "up the cube levels. gammon_a and backgammon_a are the shares of the doubler's wins that are gammons "
            "and backgammons, gammon_b and backgammon_b the taker's.",
            "doubling.met(\"woolsey\"):take_point(3, 3)   --> 3/10"});
  t.method({"cash_point", met_cash_point, "M:cash_point(a, b [, {" ALEA_CUBE_OPTIONS "}]) -> rat|number",
            "The doubler's cash point: his chance of winning the game at which the taker is indifferent, 1 minus "
            "the take point; options as for M:take_point.",
            "doubling.met(\"woolsey\"):cash_point(3, 4)   --> 28/43"});
  t.method({"window", met_window, "M:window(a, b [, {" ALEA_CUBE_OPTIONS "}]) -> {double=, take=, cash=, too_good=, play_for_gammon=}",
            "The doubling window of the player a-away as his chances of winning the game: double, where doubling "
            "(and a take) is worth as much as waiting (the cube centred at cube=1, his own above; in the live model "
            "against Keeler and Spencer's live value of waiting); take, the taker's take point; cash; too_good, "
            "above which playing on for the gammons beats cashing (dead cube; nil without gammons); play_for_gammon, "
            "how many of his wins must be gammons per loss for playing on to beat cashing (nil where a gammon "
            "adds nothing).",
            "doubling.met(\"woolsey\"):window(2, 5)"});
  t.method({"gammon_values", met_gammon_values,
            "M:gammon_values(a, b [, {cube=1, crawford=false, exact=auto}]) -> {gammon_a=, backgammon_a=, gammon_b=, backgammon_b=}",
            "Robertie's gammon values at the score with the cube at `cube`: what a gammon (a backgammon) adds to a "
            "single win, in units of a single win minus a single loss, for the player a-away (_a) and b-away (_b). "
            "GNU Backgammon's 'show gammonvalues' prints these; its gammon price is twice them.",
            "doubling.met(\"Kazaross-XG2\"):gammon_values(2, 4)"});
  t.method({"cube_levels", met_cube_levels, "M:cube_levels(a, b [, {crawford=false}]) -> {cube, ...}",
            "The cube values the player a-away gains anything by doubling from: 1, 2, 4, ... below a; none in the "
            "Crawford game.",
            "doubling.met(\"woolsey\"):cube_levels(5, 3)   --> {1, 2, 4}"});
  t.method({"raising_points", met_raising_points,
            "M:raising_points(a, b [, {p=1/2, " ALEA_CUBE_OPTIONS "}]) -> {alpha=, beta=, value=, money_alpha=, money_beta=}",
            "Keeler and Spencer's continuous game with the table's chances as payoffs: alpha, the state (player "
            "a-away's chance of winning the game) at which he doubles from `cube` (the other's drop point, live); "
            "beta, where the player b-away doubles; value, player a-away's match chance at state p with the cube "
            "centred at `cube`; beside them the money game's points with the same gammons (4/5 and 1/5 without).",
            "doubling.met(\"Kazaross-XG2\"):raising_points(7, 7)"});
  t.method({"cube_matrix", met_cube_matrix,
            "M:cube_matrix([n] [, {p=, " ALEA_CUBE_OPTIONS "}]) -> {{a=, b=, double=, take=, cash=, too_good=, action=}, ...}",
            "The window of M:window at every score to n-away (a, b = 2..n; crawford=true: the post-Crawford "
            "trailer's doubles), n the table's length by default; with p (the doubler's chance of winning the "
            "game) the cube action there: \"no double\", \"double/take\", \"double/pass\" or \"too good/pass\".",
            "doubling.met(\"woolsey\"):cube_matrix(5)"});
  t.method({"show", met_show, "M:show([{n=, crawford=false, digits=4}]) -> picture",
            "The table to n-away (its length by default) as an aligned table, like gnubg's 'show met'; "
            "crawford=true: the post-Crawford rows.",
            "doubling.met(\"woolsey\"):show{n=7, digits=2}"});
  t.method({"plot", met_plot,
            "M:plot([{what=\"equity\"|\"take\"|\"double\"|\"cash\"|\"action\", n=, p=, " ALEA_CUBE_MODEL
            ", file=, width=0, height=0}]) -> path|picture",
            "A heat map drawn by gnuplot: the table's chances (what=\"equity\"), or the cube matrix's take, double "
            "or cash points, or its cube actions at state p (what=\"action\"), to n-away. With file= (.svg or "
            ".png) it is drawn there and the path returned; without, the cells as text.",
            "doubling.met(\"woolsey\"):plot{what=\"take\", n=7, file=\"take7.svg\"}"});
  t.method({"save", met_save, "M:save(file) -> file",
            "Writes the table in GNU Backgammon's XML format, which doubling.met and gnubg read back (rats with a "
            "terminating decimal exactly, others to 30 significant digits).",
            "doubling.met_janowski{length=7}:save(\"janowski7.xml\")"});
  t.method({"to_table", met_to_table,
            "M:to_table() -> {name=, description=, source=, length=, pre={{...}}, post={{...}, {...}}}",
            "The entries as Lua values: pre[a][b] and post[k][b] (player k trailing b-away after the Crawford "
            "game); doubling.met reads this shape back.",
            "doubling.met(\"woolsey\"):to_table().pre[1][2]   --> 7/10"});
  t.method({"extend", method<&doubling::extend_met>, "M:extend(n) -> doubling.met",
            "The table continued to n points as GNU Backgammon continues it: past its length by Montgomery's normal "
            "model (doubling.normal_model), the post-Crawford chances by the recursion of doubling.met_zadeh. The "
            "result has float entries.",
            "doubling.met(\"woolsey\"):extend(25):equity(20, 17)"});
  t.method({"inverted", method<&doubling::Met::inverted>, "M:inverted() -> doubling.met",
            "The table seen from player 1 (gnubg's invertMET): for the tables that favour player 0 (jac050, jac100).",
            "doubling.met(\"jac050\"):inverted():equity(1, 1)   --> 49/100"});
  t.op({"__len", method<&doubling::Met::length>, "#M", "The table's length in points.",
        "#doubling.met(\"woolsey\")   --> 15"});
  t.op({"__tostring", met_tostring, "tostring(M)", "The table's name, length and kind.",
        "tostring(doubling.met(\"woolsey\"))"});
  t.op({"__eq", met_eq, "M == N", "The same entries, each given alike (exact, or the same float), whatever the names.",
        "doubling.met(\"woolsey\") == doubling.met(doubling.met(\"woolsey\"):to_table())   --> true"});
  t.op({"__save", met_saved, "alea.save(path, M)",
        "How alea.save writes M so that alea.load gives it back: doubling.met(M:to_table()).",
        "getmetatable(doubling.met_janowski{length=3}).__save(doubling.met_janowski{length=3})"});
}

#undef ALEA_CUBE_OPTIONS
#undef ALEA_CUBE_MODEL

}  // namespace alea::lua_doubling
