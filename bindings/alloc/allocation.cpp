// alloc: Knock 'em Down (Fluet, seed 000) and River Crossing (Bramhall, seed 001). Arguments
// and options are checked here so errors name them; the mathematics is in src/alloc.
// Every quantity: {exact=true} gives rats by Fluet's recursions in Rational; by default the
// fast Poissonization methods of src/alloc/fast with the error bound they report;
// method="recursion" runs Fluet's recursions in doubles (a cross-check, no bound).
#include <cmath>

#include "alloc/allocation.hpp"
#include "alloc/distribution.hpp"
#include "alloc/exact/exact.hpp"
#include "alloc/fast/fast.hpp"
#include "alloc/reduce.hpp"
#include "alloc/simulate.hpp"
#include "alloc/two_value.hpp"
#include "core/errors.hpp"
#include "kit/kit.hpp"
#include "alloc/lua_alloc.hpp"
#include "prob/lua_prob.hpp"

namespace alea {
namespace kit {

alloc::Counts check_counts(lua_State* L, int idx, std::size_t n_values) {
  std::size_t n = check_array(L, idx);
  if (n != n_values)
    throw ArgError(idx, "expected " + std::to_string(n_values) + " counts (one per value of P), got " +
                            std::to_string(n));
  alloc::Counts x(n);
  for (std::size_t i = 0; i < n; ++i) {
    lua_rawgeti(L, idx, static_cast<lua_Integer>(i + 1));
    if (!lua_isinteger(L, -1))
      throw ArgError(idx, "count " + std::to_string(i + 1) + ": expected an integer, got " + type_name(L, -1));
    x[i] = lua_tointeger(L, -1);
    lua_pop(L, 1);
    if (x[i] < 0)
      throw ArgError(idx, "count " + std::to_string(i + 1) + " is negative (" + std::to_string(x[i]) + ")");
  }
  return x;
}

alloc::Allocation& check_allocation(lua_State* L, int idx) { return check_object<alloc::Allocation>(L, idx); }

void push_counts(lua_State* L, const alloc::Counts& x) {
  lua_createtable(L, static_cast<int>(x.size()), 0);
  for (std::size_t i = 0; i < x.size(); ++i) {
    lua_pushinteger(L, x[i]);
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
}

void push_estimate(lua_State* L, const alloc::fast::Estimate& e) {
  lua_pushnumber(L, e.value);
  lua_pushnumber(L, e.error_bound);
}

alloc::Rules check_rules(const Options& opts) {
  return opts.choice("rules", "original", {"original", "independent"}) == "original" ? alloc::Rules::original
                                                                                   : alloc::Rules::independent;
}

}  // namespace kit

namespace {
using namespace kit;
using alloc::Allocation;
using alloc::Counts;

// --- construction --------------------------------------------------------------------------

int a_new(lua_State* L) {
  check_arg_count(L, 2, 2);
  ProbVector P = check_prob(L, 1);
  if (lua_type(L, 2) == LUA_TSTRING) {
    std::string s = check_string(L, 2);
    try {
      Allocation a = Allocation::parse(P, s);
      push_object<Allocation>(L, std::move(a));
    } catch (const InvalidArgument& e) {
      throw ArgError(2, e.what());
    }
    return 1;
  }
  if (lua_type(L, 2) != LUA_TTABLE) type_error(L, 2, "table of counts or string");
  push_object<Allocation>(L, P, check_counts(L, 2, P.size()));
  return 1;
}

Allocation& X_(lua_State* L, int idx) { return check_allocation(L, idx); }

// --- plain methods -------------------------------------------------------------------------

int a_len(lua_State* L) {
  lua_pushinteger(L, static_cast<lua_Integer>(X_(L, 1).size()));
  return 1;
}

int a_index(lua_State* L) {
  auto& x = X_(L, 1);
  if (!lua_isinteger(L, 2)) return 0;  // not a count: no such field
  lua_Integer i = lua_tointeger(L, 2);
  if (i < 1 || i > static_cast<lua_Integer>(x.size())) return 0;
  lua_pushinteger(L, x.counts()[static_cast<std::size_t>(i - 1)]);
  return 1;
}

int a_eq(lua_State* L) {
  auto* a = test_object<Allocation>(L, 1);
  auto* b = test_object<Allocation>(L, 2);
  lua_pushboolean(L, a && b && *a == *b);
  return 1;
}

int a_tostring(lua_State* L) {
  std::string s = X_(L, 1).to_string();
  lua_pushlstring(L, s.data(), s.size());
  return 1;
}

int a_tokens(lua_State* L) {
  lua_pushinteger(L, X_(L, 1).tokens());
  return 1;
}

int a_counts(lua_State* L) {
  push_counts(L, X_(L, 1).counts());
  return 1;
}

int a_prob(lua_State* L) {
  push_object<ProbVector>(L, X_(L, 1).prob());
  return 1;
}

int a_neighbors(lua_State* L) {
  auto ns = X_(L, 1).neighbors();
  lua_createtable(L, static_cast<int>(ns.size()), 0);
  for (std::size_t i = 0; i < ns.size(); ++i) {
    push_object<Allocation>(L, std::move(ns[i]));
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
  return 1;
}

int a_normal_form(lua_State* L) {
  push_object<Allocation>(L, X_(L, 1).normal_form());
  return 1;
}

int a_is_sub(lua_State* L) {
  auto& x = X_(L, 1);
  auto& y = X_(L, 2);
  try {
    lua_pushboolean(L, x.is_sub(y));
  } catch (const InvalidArgument& e) {
    throw ArgError(2, e.what());
  }
  return 1;
}

// --- exact / fast choice -------------------------------------------------------------------

enum class Mode { exact, fast, recursion };

struct Choice {
  Mode mode;
  bool with_error;
  alloc::Rules rules;
};

Choice check_choice(lua_State* L, const Options& opts, const ProbVector& P, bool pair) {
  Choice c{Mode::fast, opts.boolean("with_error", false), alloc::Rules::original};
  if (pair) c.rules = check_rules(opts);
  std::string method = opts.choice("method", "fast", {"fast", "recursion"});
  if (method == "recursion") c.mode = Mode::recursion;
  if (opts.boolean("exact", false)) {
    if (!P.is_exact())
      throw ArgError(opts.arg(), "option 'exact': the probability vector " + P.to_string() +
                                     " has float entries; build it from integers or rats for exact results");
    c.mode = Mode::exact;
  }
  (void)L;
  return c;
}

// --- one allocation ------------------------------------------------------------------------

int a_expected_time(lua_State* L) {
  check_arg_count(L, 1, 2);
  auto& x = X_(L, 1);
  Options opts(L, 2, {"exact", "method", "with_error"});
  Choice c = check_choice(L, opts, x.prob(), false);
  if (c.mode == Mode::exact) return push_rational(L, alloc::exact::expected_time(x.prob().exact(), x.counts())), 1;
  if (c.mode == Mode::recursion) return lua_pushnumber(L, alloc::exact::expected_time(x.prob().values(), x.counts())), 1;
  push_estimate(L, alloc::fast::expected_time(x.prob().values(), x.counts()));
  return 2;
}

int a_variance(lua_State* L) {
  check_arg_count(L, 1, 2);
  auto& x = X_(L, 1);
  Options opts(L, 2, {"exact", "method", "with_error"});
  Choice c = check_choice(L, opts, x.prob(), false);
  if (c.mode == Mode::exact) return push_rational(L, alloc::exact::variance(x.prob().exact(), x.counts())), 1;
  if (c.mode == Mode::recursion) return lua_pushnumber(L, alloc::exact::variance(x.prob().values(), x.counts())), 1;
  push_estimate(L, alloc::fast::variance(x.prob().values(), x.counts()));
  return 2;
}

// Pushes a Lua array of values[0..] (doubles or rats), cumulated when asked.
template <class V>
void push_series(lua_State* L, const std::vector<V>& values, bool cumulative) {
  lua_createtable(L, static_cast<int>(values.size()), 0);
  V acc = V(0);
  for (std::size_t i = 0; i < values.size(); ++i) {
    acc = cumulative ? V(acc + values[i]) : values[i];
    if constexpr (std::is_same_v<V, double>) lua_pushnumber(L, acc);
    else push_rational(L, acc);
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
}

// pmf as differences of the fast cdf: each difference is off by at most twice the cdf's bound.
std::vector<double> differences(const std::vector<double>& cdf) {
  std::vector<double> pmf(cdf.size());
  for (std::size_t i = 0; i < cdf.size(); ++i) pmf[i] = std::max(0.0, cdf[i] - (i ? cdf[i - 1] : 0.0));
  return pmf;
}

// Exact: Fluet's pmf in rationals up to n (which must be given).
std::size_t push_exact_distribution(lua_State* L, const Allocation& x, std::optional<long long> n) {
  if (!n) throw ArgError(2, "option 'exact': give n, the last number of rolls, with exact=true");
  if (!x.prob().is_exact()) throw ArgError(2, "option 'exact': the probability vector has float entries");
  auto f = alloc::exact::pmf(x.prob().exact(), x.counts(), *n);
  push_series(L, f, false), lua_setfield(L, -2, "pmf");
  push_series(L, f, true), lua_setfield(L, -2, "cdf");
  return f.size();
}

// method="recursion": Fluet's pmf in doubles, up to n or doubling n until the tail is below tol.
std::vector<double> recursion_pmf(const Allocation& x, std::optional<long long> n, double tol) {
  const auto& p = x.prob().values();
  if (n) return alloc::exact::pmf(p, x.counts(), *n);
  for (std::int64_t m = std::max<std::int64_t>(16, 2 * x.tokens());; m *= 2) {
    auto f = alloc::exact::pmf(p, x.counts(), m);
    double mass = 0;
    for (double v : f) mass += v;
    if (1 - mass < tol) return f;
    if (m > 10000000) throw LimitExceeded("alloc.distribution: the tail is still above tol at n = " + std::to_string(m));
  }
}

std::size_t push_recursion_distribution(lua_State* L, const Allocation& x, std::optional<long long> n, double tol) {
  auto f = recursion_pmf(x, n, tol);
  push_series(L, f, false), lua_setfield(L, -2, "pmf");
  push_series(L, f, true), lua_setfield(L, -2, "cdf");
  return f.size();
}

// Fast: the binomial split's cdf up to n or until the tail is below tol, with its bound.
std::size_t push_fast_distribution(lua_State* L, const Allocation& x, std::optional<long long> n, double tol) {
  alloc::CdfEstimate c;
  try {
    c = n ? alloc::fast_cdf(x, *n) : alloc::fast_cdf_until(x, tol);
  } catch (const InvalidArgument& e) {
    throw ArgError(1, e.what());
  }
  push_series(L, differences(c.cdf), false), lua_setfield(L, -2, "pmf");
  push_series(L, c.cdf, false), lua_setfield(L, -2, "cdf");
  lua_pushnumber(L, c.error_bound), lua_setfield(L, -2, "error_bound");
  return c.cdf.size();
}

int a_distribution(lua_State* L) {
  check_arg_count(L, 1, 2);
  auto& x = X_(L, 1);
  Options opts(L, 2, {"n", "tol", "exact", "method"});
  auto n = opts.integer("n", 0, 100000000);
  double tol = opts.number("tol", 1e-12);
  if (!(tol > 0 && tol < 1)) throw ArgError(2, "option 'tol': expected a number in (0, 1)");
  bool recursion = opts.choice("method", "fast", {"fast", "recursion"}) == "recursion";
  lua_createtable(L, 0, 4);
  std::size_t len = opts.boolean("exact", false) ? push_exact_distribution(L, x, n)
                    : recursion                  ? push_recursion_distribution(L, x, n, tol)
                                                 : push_fast_distribution(L, x, n, tol);
  lua_createtable(L, static_cast<int>(len), 0);
  for (std::size_t i = 0; i < len; ++i) {
    lua_pushinteger(L, static_cast<lua_Integer>(i));
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
  lua_setfield(L, -2, "n");
  return 1;
}

int push_quantile(lua_State* L, const Allocation& x, double q, int q_arg) {
  try {
    lua_pushinteger(L, static_cast<lua_Integer>(alloc::quantile(x, q)));
  } catch (const InvalidArgument& e) {
    throw ArgError(q_arg, e.what());
  }
  return 1;
}

int a_quantile(lua_State* L) {
  check_arg_count(L, 2, 2);
  return push_quantile(L, X_(L, 1), check_number(L, 2), 2);
}

int a_median(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_quantile(L, X_(L, 1), 0.5, 1);
}

int a_multinomial(lua_State* L) {
  check_arg_count(L, 1, 2);
  auto& x = X_(L, 1);
  Options opts(L, 2, {"exact"});
  if (opts.boolean("exact", x.prob().is_exact())) {
    if (!x.prob().is_exact()) throw ArgError(2, "option 'exact': the probability vector has float entries");
    push_rational(L, x.multinomial_exact());
  } else {
    lua_pushnumber(L, x.multinomial());
  }
  return 1;
}

// --- two allocations -----------------------------------------------------------------------

struct PairArgs {
  Allocation *x, *y;
};

PairArgs check_pair(lua_State* L, const char* what) {
  PairArgs a{&X_(L, 1), &X_(L, 2)};
  try {
    alloc::check_same_game(*a.x, *a.y, what);
  } catch (const InvalidArgument& e) {
    throw ArgError(2, e.what());
  }
  return a;
}

template <class S>
alloc::exact::Wdl<S> exact_wdl(const std::vector<S>& p, const PairArgs& a, alloc::Rules r) {
  return r == alloc::Rules::original ? alloc::exact::wdl_original(p, a.x->counts(), a.y->counts())
                                     : alloc::exact::wdl_independent(p, a.x->counts(), a.y->counts());
}

// Fast WDL by Poissonization: the shared roll for Original rules, the two clearing-time
// distributions for Independent rules; both report their own error bounds.
alloc::fast::WdlEstimate fast_wdl(const PairArgs& a, alloc::Rules r) {
  const auto& p = a.x->prob().values();
  return r == alloc::Rules::original ? alloc::fast::wdl_original(p, a.x->counts(), a.y->counts())
                                     : alloc::fast::wdl_independent(p, a.x->counts(), a.y->counts());
}

int a_wdl(lua_State* L) {
  check_arg_count(L, 2, 3);
  PairArgs a = check_pair(L, "alloc.wdl");
  Options opts(L, 3, {"rules", "exact", "method", "with_error"});
  Choice c = check_choice(L, opts, a.x->prob(), true);
  if (c.mode == Mode::exact) {
    auto w = exact_wdl(a.x->prob().exact(), a, c.rules);
    push_rational(L, w.win), push_rational(L, w.draw), push_rational(L, w.loss);
    return 3;
  }
  if (c.mode == Mode::recursion) {
    auto w = exact_wdl(a.x->prob().values(), a, c.rules);
    lua_pushnumber(L, w.win), lua_pushnumber(L, w.draw), lua_pushnumber(L, w.loss);
    return 3;
  }
  auto w = fast_wdl(a, c.rules);
  lua_pushnumber(L, w.win.value), lua_pushnumber(L, w.draw.value), lua_pushnumber(L, w.loss.value);
  if (!c.with_error) return 3;
  lua_pushnumber(L, std::max({w.win.error_bound, w.draw.error_bound, w.loss.error_bound}));
  return 4;
}

int a_favored(lua_State* L) {
  check_arg_count(L, 2, 3);
  PairArgs a = check_pair(L, "alloc.favored");
  Options opts(L, 3, {"rules", "exact", "method"});
  Choice c = check_choice(L, opts, a.x->prob(), true);
  if (c.mode == Mode::exact) {
    auto w = exact_wdl(a.x->prob().exact(), a, c.rules);
    lua_pushboolean(L, w.win >= w.loss);
  } else {
    // w - l within the error bound of 0 is decided exactly when P allows, so ties stay ties.
    auto w = fast_wdl(a, c.rules);
    double gap = w.win.value - w.loss.value, bound = w.win.error_bound + w.loss.error_bound;
    if (std::abs(gap) <= bound && a.x->prob().is_exact()) {
      auto e = exact_wdl(a.x->prob().exact(), a, c.rules);
      lua_pushboolean(L, e.win >= e.loss);
    } else {
      lua_pushboolean(L, gap >= -bound);
    }
  }
  return 1;
}

// Fast duration: Wald's identity in Poissonized time (Original), sum_n P(T_X > n) P(T_Y > n)
// from the fast distributions (Independent).
alloc::fast::Estimate fast_duration(const PairArgs& a, alloc::Rules r) {
  const auto& p = a.x->prob().values();
  return r == alloc::Rules::original ? alloc::fast::duration_original(p, a.x->counts(), a.y->counts())
                                     : alloc::fast::duration_independent(p, a.x->counts(), a.y->counts());
}

int a_duration(lua_State* L) {
  check_arg_count(L, 2, 3);
  PairArgs a = check_pair(L, "alloc.duration");
  Options opts(L, 3, {"rules", "exact", "method", "with_error"});
  Choice c = check_choice(L, opts, a.x->prob(), true);
  auto run = [&](const auto& p) {
    return c.rules == alloc::Rules::original ? alloc::exact::duration_original(p, a.x->counts(), a.y->counts())
                                             : alloc::exact::duration_independent(p, a.x->counts(), a.y->counts());
  };
  if (c.mode == Mode::exact) return push_rational(L, run(a.x->prob().exact())), 1;
  if (c.mode == Mode::recursion) return lua_pushnumber(L, run(a.x->prob().values())), 1;
  push_estimate(L, fast_duration(a, c.rules));
  return 2;
}

int a_reduce(lua_State* L) {
  check_arg_count(L, 2, 2);
  PairArgs a = check_pair(L, "alloc.reduce");
  auto [x, y] = alloc::reduce(a.x->counts(), a.y->counts());
  push_object<Allocation>(L, a.x->prob(), x);
  push_object<Allocation>(L, a.y->prob(), y);
  return 2;
}

void push_interval(lua_State* L, const alloc::Interval& i, const char* key) {
  lua_createtable(L, 0, 3);
  lua_pushnumber(L, i.estimate), lua_setfield(L, -2, "estimate");
  lua_pushnumber(L, i.low), lua_setfield(L, -2, "low");
  lua_pushnumber(L, i.high), lua_setfield(L, -2, "high");
  lua_setfield(L, -2, key);
}

int a_simulate(lua_State* L) {
  check_arg_count(L, 3, 4);
  PairArgs a = check_pair(L, "alloc.simulate");
  long long n = check_integer(L, 3, 1, 1000000000000LL);
  Options opts(L, 4, {"seed", "rules"});
  auto seed = opts.integer("seed", 0, std::numeric_limits<long long>::max());
  auto rules = opts.choice("rules", "original", {"original", "independent"}) == "original"
                   ? alloc::Rules::original
                   : alloc::Rules::independent;
  std::optional<std::uint64_t> s;
  if (seed) s = static_cast<std::uint64_t>(*seed);
  auto r = alloc::simulate(a.x->prob().values(), a.x->counts(), a.y->counts(), n, rules, s);
  lua_createtable(L, 0, 8);
  lua_pushinteger(L, r.games), lua_setfield(L, -2, "games");
  lua_pushinteger(L, r.wins), lua_setfield(L, -2, "wins");
  lua_pushinteger(L, r.draws), lua_setfield(L, -2, "draws");
  lua_pushinteger(L, r.losses), lua_setfield(L, -2, "losses");
  push_interval(L, r.win, "win"), push_interval(L, r.draw, "draw"), push_interval(L, r.loss, "loss");
  lua_createtable(L, 0, 3);
  lua_pushnumber(L, r.mean_duration), lua_setfield(L, -2, "estimate");
  lua_pushnumber(L, r.mean_duration - r.duration_half_width), lua_setfield(L, -2, "low");
  lua_pushnumber(L, r.mean_duration + r.duration_half_width), lua_setfield(L, -2, "high");
  lua_setfield(L, -2, "duration");
  return 1;
}

// --- two values ----------------------------------------------------------------------------

template <class Fn>
int two_value_call(lua_State* L, Fn fn) {
  Number p = check_numeric(L, 1);
  try {
    return fn(p);
  } catch (const InvalidArgument& e) {
    throw ArgError(1, e.what());
  }
}

int tv_minimal(lua_State* L) {
  check_arg_count(L, 2, 2);
  long long t = check_integer(L, 2, 0, 1000000);
  return two_value_call(L, [&](const Number& p) {
    lua_pushinteger(L, p.is_exact() ? alloc::two_value::minimal(*p.exact, t) : alloc::two_value::minimal(p.value, t));
    return 1;
  });
}

int tv_emperor(lua_State* L) {
  check_arg_count(L, 2, 2);
  long long t = check_integer(L, 2, 0, 1000000);
  return two_value_call(L, [&](const Number& p) {
    lua_pushinteger(L, p.is_exact() ? alloc::two_value::emperor(*p.exact, t) : alloc::two_value::emperor(p.value, t));
    return 1;
  });
}

int tv_expected_time(lua_State* L) {
  check_arg_count(L, 3, 4);
  long long x1 = check_integer(L, 2, 0, 1000000), x2 = check_integer(L, 3, 0, 1000000);
  Options opts(L, 4, {"formula"});
  long long formula = opts.integer("formula", 2, 1, 2);
  return two_value_call(L, [&](const Number& p) {
    if (p.is_exact())
      push_rational(L, formula == 1 ? alloc::two_value::expected_time_first(*p.exact, x1, x2)
                                    : alloc::two_value::expected_time_second(*p.exact, x1, x2));
    else
      lua_pushnumber(L, formula == 1 ? alloc::two_value::expected_time_first(p.value, x1, x2)
                                     : alloc::two_value::expected_time_second(p.value, x1, x2));
    return 1;
  });
}

}  // namespace

void open_alloc(lua_State* L) {
  Module m(L, "alloc",
           "Knock 'em Down (Fluet) and River Crossing (Bramhall): allocations of tokens over a probability "
           "vector, clearing times, head-to-head play under Original and Independent rules, exact (rats) and "
           "fast.",
           "X = alloc(prob.dice(2), \"6^3 7^6 8^3\"); print(X:expected_time())");
  m.call({"alloc", a_new, "alloc(P, {x1, ..., xN} | \"6^3 7^6 8^3\") -> allocation",
          "An allocation of tokens over the values of P: a count per value, or Bramhall's notation with P's "
          "labels (\"[6 7^2]\", \"3 5 6\").",
          "alloc(prob.dice(2), {0,0,1,2,2,3,2,1,1,0,0})"});
  m.function({"wdl", a_wdl, "alloc.wdl(X, Y [, {rules=\"original\"|\"independent\", exact=, method=, with_error=}]) -> w, d, l [, bound]",
              "Fluet's WDL: the chances that X wins, draws and loses against Y. Original rules share one roll; "
              "Independent rules roll for each player. exact=true: rats by the recursions (7)/(8) and the "
              "reduced WDL'_O of 6.2.2; default fast (with_error=true appends the error bound); method=\"recursion\" "
              "runs the recursions in doubles.",
              "alloc.wdl(alloc(prob{rat(2,3),rat(1,3)}, {1,1}), alloc(prob{rat(2,3),rat(1,3)}, {2,0}), {exact=true})   --> 5/9, 0, 4/9"});
  m.function({"favored", a_favored, "alloc.favored(X, Y [, {rules=, exact=, method=}]) -> boolean",
              "X is favored over Y: it wins at least as often as it loses (Fluet section 3).",
              "alloc.favored(X, Y)"});
  m.function({"duration", a_duration, "alloc.duration(X, Y [, {rules=, exact=, method=}]) -> number [, bound]",
              "The expected number of rolls until the game is decided, E[min(T_X, T_Y)] (Bramhall's expected "
              "duration of a game). Fast by default, returning the value and its error bound; exact=true gives a "
              "rat; method=\"recursion\" runs the recursion in doubles.",
              "alloc.duration(alloc(prob.dice(2), \"6 7^2\"), alloc(prob.dice(2), \"6 7 8\"), {exact=true})"});
  m.function({"reduce", a_reduce, "alloc.reduce(X, Y) -> x, y",
              "Bramhall's strategy reduction: on each value the side with fewer tokens drops them; WDL under "
              "Original rules is unchanged.",
              "alloc.reduce(alloc(prob.dice(2), \"6^2 7 8\"), alloc(prob.dice(2), \"6 7^2 8\"))"});
  m.function({"simulate", a_simulate, "alloc.simulate(X, Y, n [, {seed=, rules=}]) -> {games=, wins=, draws=, losses=, win=, draw=, loss=, duration=}",
              "Monte Carlo: n games of X against Y; win, draw, loss and duration are {estimate=, low=, high=} "
              "95% intervals. The same seed gives the same games on any number of threads.",
              "alloc.simulate(X, Y, 100000, {seed=1}).win.estimate"});
  m.function({"two_value.minimal", tv_minimal, "alloc.two_value.minimal(p, t) -> integer",
              "Fluet 5.2: x* such that [x*, t - x*] is a minimal allocation for P = (p, 1-p): the p-th "
              "percentile of Binomial(t, p).",
              "alloc.two_value.minimal(rat(2,3), 9)   --> 7"});
  m.function({"two_value.emperor", tv_emperor, "alloc.two_value.emperor(p, t) -> integer",
              "Fluet 5.3: the median of Binomial(t, p); [x, t - x] is an emperor.",
              "alloc.two_value.emperor(rat(2,3), 9)   --> 6"});
  m.function({"two_value.expected_time", tv_expected_time, "alloc.two_value.expected_time(p, x1, x2 [, {formula=2}]) -> rat|number",
              "Fluet 5.1's finite formulas for E(T_X) of [x1, x2] with P = (p, 1-p): formula=1 the first, "
              "formula=2 the second (exponents corrected, docs/alloc.md). Exact when p is a rat.",
              "alloc.two_value.expected_time(rat(2,3), 1, 1)   --> 7/2"});
  m.type<Allocation>(
      {"allocation", "Tokens on the values of a probability vector (Fluet's X, Bramhall's strategy).",
       "X = alloc(prob.dice(2), \"6^3 7^6 8^3\"); print(#X, X[6], X:tokens())",
       {
           {"tokens", a_tokens, "X:tokens() -> integer", "The number of tokens t.", "X:tokens()"},
           {"counts", a_counts, "X:counts() -> {integer, ...}", "The counts per value.", "X:counts()"},
           {"prob", a_prob, "X:prob() -> prob", "The probability vector.", "X:prob()"},
           {"neighbors", a_neighbors, "X:neighbors() -> {allocation, ...}",
            "Every X + e_i - e_j: the allocations one moved token away.", "#X:neighbors()"},
           {"normal_form", a_normal_form, "X:normal_form() -> allocation",
            "Fluet 6.2.1: among values of equal probability, counts non-increasing in board order.",
            "X:normal_form()"},
           {"is_sub", a_is_sub, "X:is_sub(Y) -> boolean", "X is a sub-allocation of Y (x_i <= y_i).", "X:is_sub(Y)"},
           {"multinomial", a_multinomial, "X:multinomial([{exact=}]) -> rat|number",
            "Bramhall's multinomial probability t!/prod x_i! prod p_i^x_i: clearing in exactly t rolls.",
            "alloc(prob.dice(2), \"6 7\"):multinomial()   --> 5/108"},
           {"expected_time", a_expected_time, "X:expected_time([{exact=, method=}]) -> value [, bound]",
            "E(T_X), the expected number of rolls to clear X (Fluet eq. 4). Fast by default, returning the "
            "value and its error bound; exact=true gives a rat.",
            "alloc(prob.dice(2), {0,0,0,0,5,5,5,0,0,0,0}):expected_time{exact=true}"},
           {"variance", a_variance, "X:variance([{exact=, method=}]) -> value [, bound]", "Var(T_X) (Fluet 6.1.3).",
            "X:variance{exact=true}"},
           {"distribution", a_distribution, "X:distribution([{n=, tol=1e-12, exact=, method=}]) -> {n=, pmf=, cdf= [, error_bound=]}",
            "P(T_X = n) and P(T_X <= n) for n = 0, 1, ... up to n, or until the tail is below tol. Fast by "
            "default (error_bound bounds every cdf entry, twice it every pmf entry); exact=true gives rats "
            "(n required); method=\"recursion\" runs Fluet's recursion in doubles.",
            "X:distribution{n=40}.cdf[41]"},
           {"quantile", a_quantile, "X:quantile(q) -> integer",
            "The smallest n with P(T_X <= n) >= q, from the fast cdf; a cdf value within its error bound of q "
            "is decided in rationals when P is exact.",
            "X:quantile(0.9)"},
           {"median", a_median, "X:median() -> integer", "X:quantile(0.5).", "X:median()"},
       },
       {
           {"__len", a_len, "#X", "The number of values N.", "#X"},
           {"__index", a_index, "X[i]", "The count on value i.", "X[6]"},
           {"__eq", a_eq, "X == Y", "Same counts over the same probability vector.", "X == X:normal_form()"},
           {"__tostring", a_tostring, "tostring(X)", "The counts, \"[0,0,1,2,2,3,2,1,1,0,0]\".", "tostring(X)"},
       }});
  add_alloc_searches(m);
  add_alloc_tournaments(m);
  add_alloc_emperors(m);
  add_alloc_mixes(m);
  m.finish();
}

}  // namespace alea
