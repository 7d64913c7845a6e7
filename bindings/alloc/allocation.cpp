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

int new_allocation(lua_State* L) {
  ProbVector P = check_prob(L, 1);
  if (lua_type(L, 2) == LUA_TSTRING) return push_object<Allocation>(L, Allocation::parse(P, check_string(L, 2))), 1;
  if (lua_type(L, 2) != LUA_TTABLE) type_error(L, 2, "table of counts or string");
  push_object<Allocation>(L, P, check_counts(L, 2));
  return 1;
}

int multinomial(lua_State* L) {
  Options opts(L, 2);
  return push(L, alloc::multinomial(check_allocation(L, 1), {opts.exact(), alloc::Method::fast})), 1;
}

int expected_time(lua_State* L) {
  Options opts(L, 2);
  return push(L, alloc::expected_time(check_allocation(L, 1), check_mode(opts)), opts.boolean("with_error")), 1;
}

int variance(lua_State* L) {
  Options opts(L, 2);
  return push(L, alloc::variance(check_allocation(L, 1), check_mode(opts)), opts.boolean("with_error")), 1;
}

int distribution(lua_State* L) {
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

int median(lua_State* L) {
  return push(L, alloc::quantile(check_allocation(L, 1), 0.5)), 1;
}

int to_table(lua_State* L) {
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

// alea.save's form: alloc(P, counts).
int save(lua_State* L) {
  const Allocation& x = check_allocation(L, 1);
  push_object<ProbVector>(L, x.prob());
  lua_createtable(L, static_cast<int>(x.counts().size()), 0);
  for (std::size_t i = 0; i < x.counts().size(); ++i) {
    lua_pushinteger(L, static_cast<lua_Integer>(x.counts()[i]));
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
  return push_saved(L, "alloc", 2);
}

}  // namespace

void add_allocation(Module& m, Type& t) {
  m.call({"alloc", new_allocation, "alloc(P, counts | notation) -> allocation",
          "An allocation of tokens over the values of P: an array of counts, one per value, or Bramhall's notation "
          "with P's labels (\"6^3 7^6 8^3\", \"[6 7^2]\", \"3 5 6\"; brackets, when given, must match). A token on "
          "a value of probability 0 is an error: it could never be removed.",
          "alloc(prob.dice(2), {0,0,1,2,2,3,2,1,1,0,0})"});
  t.method({"tokens", method<&Allocation::tokens>, "X:tokens() -> integer", "The number of tokens t.", "X:tokens()"});
  t.method({"counts", method<&Allocation::counts>,
            "X:counts() -> {integer, ...}", "The counts per value.", "X:counts()"});
  t.method({"prob", method<&Allocation::prob>, "X:prob() -> prob", "The probability vector.", "X:prob()"});
  t.method({"neighbors", method<&Allocation::neighbors>, "X:neighbors() -> {allocation, ...}",
            "Every X + e_i - e_j: the allocations one moved token away.", "#X:neighbors()"});
  t.method({"normal_form", method<&Allocation::normal_form>, "X:normal_form() -> allocation",
            "Fluet 6.2.1: among values of equal probability, counts non-increasing in board order.",
            "X:normal_form()"});
  t.method({"is_sub", method<&Allocation::is_sub>,
            "X:is_sub(Y) -> boolean", "X is a sub-allocation of Y (x_i <= y_i).", "X:is_sub(Y)"});
  t.method({"multinomial", multinomial, "X:multinomial([{exact=auto}]) -> rat|number",
            "Bramhall's multinomial probability t!/prod x_i! prod p_i^x_i: clearing in exactly t rolls. Exact "
            "when P is (exact=auto).",
            "alloc(prob.dice(2), \"6 7\"):multinomial()   --> 5/108"});
  t.method({"expected_time", expected_time,
            "X:expected_time([{exact=false, method=\"fast\"|\"recursion\", with_error=false}]) -> number|rat",
            "E(T_X), the expected number of rolls to clear X (Fluet eq. 4). Fast by default (with_error=true: an "
            "estimate value ± bound); exact=true gives a rat.",
            "alloc(prob.dice(2), {0,0,0,0,5,5,5,0,0,0,0}):expected_time{exact=true}"});
  t.method({"variance", variance,
            "X:variance([{exact=false, method=\"fast\"|\"recursion\", with_error=false}]) -> number|rat",
            "Var(T_X) (Fluet 6.1.3); options as for X:expected_time.", "X:variance{exact=true}"});
  t.method({"distribution", distribution,
            "X:distribution([{n=, tol=1e-12, exact=false, method=\"fast\"|\"recursion\"}]) -> {n=, pmf=, cdf=, error_bound=}",
            "P(T_X = n) and P(T_X <= n) for n = 0, 1, ... up to n, or until the tail is below tol. Fast by "
            "default (error_bound bounds every cdf entry, twice it every pmf entry); exact=true gives rats "
            "(n required); method=\"recursion\" runs Fluet's recursion in doubles.",
            "X:distribution{n=40}.cdf[41]"});
  t.method({"plot", plot_distribution,
            "X:plot([{what=\"pmf\"|\"cdf\", n=, tol=1e-12, exact=false, method=\"fast\"|\"recursion\", file=, width=0, "
            "height=0}]) -> picture|path",
            "The distribution of the clearing time T_X drawn by gnuplot (alea.plot): P(T_X = n) or P(T_X <= n) "
            "against n, computed as X:distribution computes it (same n, tol, exact, method). With file= (.svg or "
            ".png) writes the picture there; without, returns the text rendering the REPL prints.",
            "alloc(prob.dice(2), \"6 7 8\"):plot{what=\"cdf\", width=70, height=18}"});
  t.method({"quantile", method<&alloc::quantile>, "X:quantile(q) -> integer",
            "The smallest n with P(T_X <= n) >= q, from the fast cdf; a cdf value within its error bound of q "
            "is decided in rationals when P is exact.",
            "X:quantile(0.9)"});
  t.method({"median", median, "X:median() -> integer", "X:quantile(0.5).", "X:median()"});
  t.method({"to_table", to_table, "X:to_table() -> {{label=, p=, tokens=}, ...}",
            "One record per value: its label, probability and tokens, for alea.write_csv and alea.to_json.",
            "X:to_table()[6].tokens"});
  t.op({"__len", method<&Allocation::size>, "#X", "The number of values N.", "#X"});
  t.op({"__index", index, "X[i]", "The count on value i.", "X[6]"});
  t.op({"__eq", eq, "X == Y", "Same counts over the same probability vector.", "X == X:normal_form()"});
  t.op({"__tostring", method<&Allocation::to_string>,
        "tostring(X)", "The counts, \"[0,0,1,2,2,3,2,1,1,0,0]\".", "tostring(X)"});
  t.op({"__save", save, "alea.save(path, X)",
        "How alea.save writes X so that alea.load gives it back: alloc(P, counts).", "getmetatable(X).__save(X)"});
}

}  // namespace alea::lua_alloc
