// One allocation: construction, its plain properties, and the quantities of its clearing time.
#include "alloc/lua_alloc.hpp"
#include "alloc/limits.hpp"
#include "alloc/solitaire.hpp"
#include "prob/lua_prob.hpp"

namespace alea::lua_alloc {
using namespace kit;
using alloc::Allocation;

namespace {
alloc::Counts check_counts(lua_State* L, int idx) {
  const std::size_t n = check_array(L, idx);
  alloc::Counts x(n);
  for (std::size_t i = 0; i < n; ++i) {
    lua_rawgeti(L, idx, static_cast<lua_Integer>(i + 1));
    const auto count = to_count(L, -1);  // the one rule: 2.0 and 2^3 are counts
    if (!count) {
      const std::string got = lua_type(L, -1) == LUA_TNUMBER ? lua_tostring(L, -1) : type_name(L, -1);
      throw ArgError(idx, "count " + std::to_string(i + 1) + ": expected an integer, got " + got);
    }
    x[i] = *count;
    lua_pop(L, 1);
  }
  return x;
}
}  // namespace

int new_allocation(lua_State* L) {
  check_arg_count(L, 2, 2);
  ProbVector P = check_prob(L, 1);
  if (lua_type(L, 2) == LUA_TSTRING) return push_object<Allocation>(L, Allocation::parse(P, check_string(L, 2))), 1;
  if (lua_type(L, 2) != LUA_TTABLE) type_error(L, 2, "table of counts or string");
  push_object<Allocation>(L, P, check_counts(L, 2));
  return 1;
}

int tokens(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, check_allocation(L, 1).tokens()), 1;
}

int counts(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, check_allocation(L, 1).counts()), 1;
}

int prob(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_object<ProbVector>(L, check_allocation(L, 1).prob()), 1;
}

int neighbors(lua_State* L) {
  check_arg_count(L, 1, 1);
  auto ns = check_allocation(L, 1).neighbors();
  push_array(L, ns, [](lua_State* L, const Allocation& y) { push_object<Allocation>(L, y); });
  return 1;
}

int normal_form(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_object<Allocation>(L, check_allocation(L, 1).normal_form()), 1;
}

int is_sub(lua_State* L) {
  check_arg_count(L, 2, 2);
  return push(L, check_allocation(L, 1).is_sub(check_allocation(L, 2))), 1;
}

int multinomial(lua_State* L) {
  check_arg_count(L, 1, 2);
  Options opts(L, 2);
  return push(L, alloc::multinomial(check_allocation(L, 1), {opts.exact(), alloc::Method::fast})), 1;
}

int expected_time(lua_State* L) {
  check_arg_count(L, 1, 2);
  Options opts(L, 2);
  return push(L, alloc::expected_time(check_allocation(L, 1), check_mode(opts)), opts.boolean("with_error")), 1;
}

int variance(lua_State* L) {
  check_arg_count(L, 1, 2);
  Options opts(L, 2);
  return push(L, alloc::variance(check_allocation(L, 1), check_mode(opts)), opts.boolean("with_error")), 1;
}

int distribution(lua_State* L) {
  check_arg_count(L, 1, 2);
  Options opts(L, 2);
  const auto n = opts.optional_integer("n", 0, alloc::kMaxRolls);
  const auto d = alloc::distribution(check_allocation(L, 1), n, opts.number("tol"), check_mode(opts));
  std::vector<std::int64_t> rolls(d.size());
  for (std::size_t i = 0; i < rolls.size(); ++i) rolls[i] = static_cast<std::int64_t>(i);
  Record r(L, 4);
  r.field("n", rolls);
  if (d.exact) r.field("pmf", d.exact_pmf).field("cdf", d.exact_cdf);
  else r.field("pmf", d.pmf).field("cdf", d.cdf);
  if (d.bound) r.field("error_bound", *d.bound);
  return 1;
}

// The distribution of T_X as a plot: pmf or cdf against the number of rolls.
int plot_distribution(lua_State* L) {
  check_arg_count(L, 1, 2);
  Options opts(L, 2);
  const Allocation& x = check_allocation(L, 1);
  const auto n = opts.optional_integer("n", 0, alloc::kMaxRolls);
  const auto d = alloc::distribution(x, n, opts.number("tol"), check_mode(opts));
  const bool cdf = opts.choice("what") == "cdf";
  picture::Series s;
  s.title = cdf ? "P(T <= n)" : "P(T = n)";
  s.style = cdf ? "steps" : "linespoints";
  for (std::size_t i = 0; i < d.size(); ++i) {
    s.x.push_back(static_cast<double>(i));
    s.y.push_back(d.exact ? to_double(cdf ? d.exact_cdf[i] : d.exact_pmf[i]) : (cdf ? d.cdf[i] : d.pmf[i]));
  }
  picture::Plot p;
  p.series.push_back(std::move(s));
  p.title = "clearing time of " + x.to_string();
  p.xlabel = "n (rolls)";
  p.ylabel = cdf ? "cdf" : "pmf";
  p.key = cdf ? "bottom right" : "top right";
  push_plot(L, std::move(p), opts);
  return 1;
}

int quantile(lua_State* L) {
  check_arg_count(L, 2, 2);
  return push(L, alloc::quantile(check_allocation(L, 1), check_number(L, 2))), 1;
}

int median(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, alloc::quantile(check_allocation(L, 1), 0.5)), 1;
}

int to_table(lua_State* L) {
  check_arg_count(L, 1, 1);
  const Allocation& x = check_allocation(L, 1);
  const ProbVector& P = x.prob();
  lua_createtable(L, static_cast<int>(x.size()), 0);
  for (std::size_t i = 0; i < x.size(); ++i) {
    {
      Record r(L, 3);
      r.field("label", [&] { push_label(L, P.labels()[i]); });
      if (P.is_exact()) r.field("p", P.exact()[i]);
      else r.field("p", P[i]);
      r.field("tokens", x.counts()[i]);
    }
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
  return 1;
}

int len(lua_State* L) { return push(L, check_allocation(L, 1).size()), 1; }

int index(lua_State* L) {
  const Allocation& x = check_allocation(L, 1);
  const auto count = to_count(L, 2);  // X[2.0] is X[2], as for a table and a prob
  if (!count) return 0;               // not an index: no such field
  const lua_Integer i = *count;
  if (i < 1 || i > static_cast<lua_Integer>(x.size())) return 0;
  return push(L, x.counts()[static_cast<std::size_t>(i - 1)]), 1;
}

int eq(lua_State* L) {
  auto* a = test_object<Allocation>(L, 1);
  auto* b = test_object<Allocation>(L, 2);
  return push(L, a && b && *a == *b), 1;
}

int tostring(lua_State* L) { return push(L, check_allocation(L, 1).to_string()), 1; }

// alea.save's form: alloc(P, counts).
int save(lua_State* L) {
  check_arg_count(L, 1, 1);
  const Allocation& x = check_allocation(L, 1);
  push_object<ProbVector>(L, x.prob());
  lua_createtable(L, static_cast<int>(x.counts().size()), 0);
  for (std::size_t i = 0; i < x.counts().size(); ++i) {
    lua_pushinteger(L, static_cast<lua_Integer>(x.counts()[i]));
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
  return push_saved(L, "alloc", 2);
}

}  // namespace alea::lua_alloc
