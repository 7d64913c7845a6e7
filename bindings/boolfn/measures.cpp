// Complexity measures (issue 29): sensitivity, block sensitivity, certificates, decision-tree
// depth, randomized complexity, degrees over GF(2) and approximate, algebraic immunity, the
// spectral and cryptographic measures, f:measures() and the inequalities between them; their
// rows at the end (add_measures: the boolfn type's last methods).
#include "boolfn/lua_boolfn.hpp"
#include "boolfn/measures.hpp"
#include "boolfn/polynomial.hpp"
#include "boolfn/query.hpp"
#include "boolfn/randomized.hpp"
#include "boolfn/spectral.hpp"

namespace alea::lua_boolfn {
using namespace kit;

namespace {

Rational option_rational(lua_State* L, const Options& opts, const char* key) {
  const Number v = option_numeric(L, opts, key);
  return v.exact ? *v.exact : rational_from_double(v.value);
}

void push_optional(lua_State* L, const std::optional<int>& v) { v ? push(L, *v) : lua_pushnil(L); }

void push_point(lua_State* L, const boolfn::Point& x) { push(L, x); }

void push_assignments(lua_State* L, const boolfn::Assignments& a) {
  lua_createtable(L, 0, static_cast<int>(a.size()));
  for (auto [i, v] : a) {
    lua_pushinteger(L, v);
    lua_rawseti(L, -2, i);
  }
}

void push_algorithm(lua_State* L, const std::vector<std::pair<Rational, boolfn::DecisionTree>>& algorithm) {
  lua_createtable(L, static_cast<int>(algorithm.size()), 0);
  for (std::size_t k = 0; k < algorithm.size(); ++k) {
    Record(L, 2).field("p", algorithm[k].first).field("tree", [&] {
      push_object<boolfn::DecisionTree>(L, algorithm[k].second);
    });
    lua_rawseti(L, -2, static_cast<lua_Integer>(k + 1));
  }
}

int sensitivity(lua_State* L) {
  const auto& f = check_function(L, 1);
  if (!is_none_or_nil(L, 2)) {
    const auto r = boolfn::sensitivity_at(f, check_point(L, 2));
    Record(L, 2).field("s", r.s).field("variables", r.variables);
    return 1;
  }
  const auto r = boolfn::sensitivity(f);
  Record(L, 4).field("s", r.s).field("s0", r.s0).field("s1", r.s1).field("x", [&] { push_point(L, r.x); });
  return 1;
}

int block_sensitivity(lua_State* L) {
  const auto& f = check_function(L, 1);
  const auto r =
      is_none_or_nil(L, 2) ? boolfn::block_sensitivity(f) : boolfn::block_sensitivity_at(f, check_point(L, 2));
  Record(L, 3).field("bs", r.bs).field("x", [&] { push_point(L, r.x); }).field("blocks", [&] {
    push_array(L, r.blocks, [&](lua_State*, const std::vector<int>& b) { push(L, b); });
  });
  return 1;
}

int certificate(lua_State* L) {
  const auto& f = check_function(L, 1);
  const bool at = !is_none_or_nil(L, 2);
  const auto r = at ? boolfn::certificate_at(f, check_point(L, 2)) : boolfn::certificate_complexity(f);
  Record(L, 5)
      .field("C", r.C)
      .field("C0", [&] { at ? lua_pushnil(L) : push(L, r.C0); })
      .field("C1", [&] { at ? lua_pushnil(L) : push(L, r.C1); })
      .field("x", [&] { push_point(L, r.x); })
      .field("certificate", [&] { push_assignments(L, r.certificate); });
  return 1;
}

int decision_depth(lua_State* L) {
  Options opts(L, 2);
  auto r = boolfn::decision_depth(check_function(L, 1), opts.boolean("tree"),
                                  static_cast<std::uint64_t>(opts.integer("max_leaves", 1, LUA_MAXINTEGER)));
  Record(L, 2).field("D", r.D).field("tree", [&] {
    r.tree ? (void)push_object<boolfn::DecisionTree>(L, std::move(*r.tree)) : lua_pushnil(L);
  });
  return 1;
}

void push_game(lua_State* L, Record& rec, const boolfn::RandomizedComplexity& g) {
  rec.field("distribution", g.distribution)
      .field("algorithm", [&] { push_algorithm(L, g.algorithm); })
      .field("trees", g.trees);
}

int zero_error(lua_State* L) {
  const auto r = boolfn::zero_error_complexity(check_function(L, 1));
  Record rec(L, 4);
  rec.field("R0", r.value);
  push_game(L, rec, r);
  return 1;
}

int bounded_error(lua_State* L) {
  Options opts(L, 2);
  const auto r = boolfn::bounded_error_complexity(check_function(L, 1), option_rational(L, opts, "epsilon"));
  Record rec(L, 5);
  rec.field("R", r.R).field("errors", [&] {
    push_array(L, r.errors, [&](lua_State*, const std::pair<int, Rational>& e) {
      Record(L, 2).field("k", e.first).field("error", e.second);
    });
  });
  push_game(L, rec, r.game);
  return 1;
}

int anf(lua_State* L) {
  Options opts(L, 2);
  const auto terms = boolfn::algebraic_normal_form(check_function(L, 1),
                                                   static_cast<std::uint64_t>(opts.integer("max_terms", 0, LUA_MAXINTEGER)));
  push_array(L, terms, [&](lua_State*, const std::vector<int>& m) { push(L, m); });
  return 1;
}

int approximate_degree(lua_State* L) {
  Options opts(L, 2);
  const auto r = boolfn::approximate_degree(check_function(L, 1), option_rational(L, opts, "epsilon"));
  Record(L, 3).field("degree", r.degree).field("method", r.method).field("errors", [&] {
    push_array(L, r.errors, [&](lua_State*, const boolfn::ApproximateDegree::Error& e) {
      Record(L, 3).field("d", e.d).field("lower", e.lower).field("upper", e.upper);
    });
  });
  return 1;
}

// The methods that read one field of the spectral measures (one transform each).
template <class Push>
int spectral(lua_State* L, Push&& pick) {
  pick(boolfn::spectral_measures(check_function(L, 1)));
  return 1;
}

int spectral_entropy(lua_State* L) {
  return spectral(L, [&](const auto& m) { push(L, m.entropy); });
}
int fei_ratio(lua_State* L) {
  return spectral(L, [&](const auto& m) { m.fei ? push(L, *m.fei) : lua_pushnil(L); });
}
int nonlinearity(lua_State* L) {
  return spectral(L, [&](const auto& m) { push(L, m.nonlinearity); });
}
int is_bent(lua_State* L) {
  return spectral(L, [&](const auto& m) { push(L, m.bent); });
}
int correlation_immunity(lua_State* L) {
  return spectral(L, [&](const auto& m) { push(L, m.correlation_immunity); });
}
int resiliency(lua_State* L) {
  return spectral(L, [&](const auto& m) { push(L, m.resiliency); });
}

int noise_sensitivity(lua_State* L) {
  Options opts(L, 3);
  Number delta = check_numeric(L, 2);
  if (opts.exact() == false) delta.exact.reset();
  if (opts.exact() == true && !delta.exact) opts.fail("exact", "exact=true needs an integer or rat delta");
  return push(L, boolfn::noise_sensitivity(check_function(L, 1), delta)), 1;
}

int junta_size(lua_State* L) {
  return push(L, static_cast<lua_Integer>(boolfn::relevant_variables(check_function(L, 1)).size())), 1;
}

void push_inequalities(lua_State* L, const boolfn::Measures& m) {
  push_array(L, boolfn::inequalities(m), [&](lua_State*, const boolfn::Inequality& q) {
    Record(L, 5)
        .field("relation", q.relation)
        .field("left", q.left)
        .field("right", q.right)
        .field("holds", q.holds)
        .field("source", q.source);
  });
}

int measures(lua_State* L) {
  Options opts(L, 2);
  const auto m = boolfn::measures(check_function(L, 1));
  const auto& sp = m.spectral;
  Record rec(L, 28);
  rec.field("n", m.n)
      .field("s", [&] { push_optional(L, m.s); })
      .field("s0", [&] { push_optional(L, m.s0); })
      .field("s1", [&] { push_optional(L, m.s1); })
      .field("bs", [&] { push_optional(L, m.bs); })
      .field("C", [&] { push_optional(L, m.C); })
      .field("C0", [&] { push_optional(L, m.C0); })
      .field("C1", [&] { push_optional(L, m.C1); })
      .field("D", [&] { push_optional(L, m.D); })
      .field("deg", m.deg)
      .field("deg2", m.deg2)
      .field("nonlinearity", sp.nonlinearity)
      .field("adeg", [&] { push_optional(L, m.approximate_degree); })
      .field("R0", [&] { m.R0 ? push(L, *m.R0) : lua_pushnil(L); })
      .field("R2", [&] { push_optional(L, m.R2); })
      .field("algebraic_immunity", [&] { push_optional(L, m.algebraic_immunity); })
      .field("balanced", sp.balanced)
      .field("bent", sp.bent)
      .field("correlation_immunity", sp.correlation_immunity)
      .field("resiliency", sp.resiliency)
      .field("junta", static_cast<lua_Integer>(sp.relevant.size()))
      .field("total_influence", sp.total_influence)
      .field("spectral_entropy", sp.entropy)
      .field("fei", [&] { sp.fei ? push(L, *sp.fei) : lua_pushnil(L); })
      .field("omitted", m.omitted)
      .field("inequalities", [&] { opts.boolean("check") ? push_inequalities(L, m) : lua_pushnil(L); });
  return 1;
}

int inequalities(lua_State* L) {
  return push_inequalities(L, boolfn::measures(check_function(L, 1))), 1;
}

}  // namespace

void add_measures(Type& t) {
  t.method({"sensitivity", sensitivity, "f:sensitivity([x]) -> {s=, s0=, s1=, x=} | {s=, variables=}",
            "Sensitivity: s(f, x) is the number of variables whose flip changes f(x); s(f) its largest value, s0 and "
            "s1 over the points where f = -1 and f = +1 (+1 is true), x the lowest point reaching s. With a point x: "
            "s(f, x) and its sensitive variables. One pass over the table (n <= 30).",
            "boolfn.and_(4):sensitivity()   --> {s=4, s0=1, s1=4, x={1, 1, 1, 1}}"});
  t.method({"block_sensitivity", block_sensitivity, "f:block_sensitivity([x]) -> {bs=, x=, blocks=}",
            "Block sensitivity: bs(f, x) is the most pairwise disjoint blocks of variables whose joint flip changes "
            "f(x), bs(f) its largest value; x the lowest point reaching it and blocks a largest family there (minimal "
            "blocks). With a point x: bs(f, x). Exact, by search over minimal sensitive blocks; n <= 20.",
            "boolfn.majority(5):block_sensitivity().bs   --> 3"});
  t.method({"certificate", certificate, "f:certificate([x]) -> {C=, C0=, C1=, x=, certificate=}",
            "Certificate complexity: C(f, x) is the fewest variables whose values at x fix f; C(f) its largest value, "
            "C0 and C1 over f = -1 and f = +1, x a point reaching C and certificate a smallest certificate of it ({[i] "
            "= x_i}). With a point x: C(f, x) and its certificate (C0, C1 nil). By walks over the 3^n subcubes; n <= "
            "24.",
            "boolfn.tribes(2, 3):certificate()   --> {C=3, C0=3, C1=2, ...}"});
  t.method({"decision_depth", decision_depth, "f:decision_depth([{tree=true, max_leaves=1048576}]) -> {D=, tree=}",
            "The deterministic query complexity D(f): the least depth of a decision tree computing f, with such a tree "
            "(tree=false: the number only; more than max_leaves leaves is refused). Bisection between max(s, deg, "
            "deg2) and the relevant variables, each step a pass over subcube levels; n <= 24.",
            "boolfn.recursive_majority(2):decision_depth().D   --> 9"});
  t.method({"zero_error_complexity", zero_error,
            "f:zero_error_complexity() -> {R0=, distribution=, algorithm=, trees=}",
            "R_0(f): the least worst-case expected number of queries of a randomized algorithm that never errs, exact "
            "(a rat), by the LP over decision trees against input distributions (Yao; GLPK, verified in rationals). "
            "distribution: a hard input distribution (table order); algorithm: an optimal one, {{p=, tree=}, ...}; "
            "trees: the trees the LP generated. n <= 8.",
            "boolfn.majority(3):zero_error_complexity().R0   --> 8/3"});
  t.method({"bounded_error_complexity", bounded_error,
            "f:bounded_error_complexity([{epsilon=1/3}]) -> {R=, errors=, distribution=, algorithm=, trees=}",
            "R_epsilon(f) (R_2 at epsilon = 1/3): the fewest queries of a randomized algorithm that errs with "
            "probability at most epsilon on every input. errors: {{k=, error=}, ...}, the least worst-case error e_k "
            "with k queries for the k the bisection tried (exact, by LP over trees of depth k); distribution and "
            "algorithm are the game's at k = R. n <= 8.",
            "boolfn.or_(3):bounded_error_complexity().R   --> 2"});
  t.method({"anf", anf, "f:anf([{max_terms=65536}]) -> {{i, ...}, ...}",
            "The algebraic normal form over GF(2) of [f = +1] in the variables [x_i = +1]: its monomials, each an "
            "array of variables ({} is the constant 1), by the Moebius transform. More than max_terms monomials is "
            "refused.",
            "boolfn.majority(3):anf()   --> {{1, 2}, {1, 3}, {2, 3}}"});
  t.method({"gf2_degree", method<&boolfn::gf2_degree>, "f:gf2_degree() -> integer",
            "The degree of the algebraic normal form (deg_2). n <= 30.",
            "boolfn.majority(3):gf2_degree()   --> 2"});
  t.method({"algebraic_immunity", method<&boolfn::algebraic_immunity>, "f:algebraic_immunity() -> integer",
            "The least degree of a nonzero g with g [f = +1] = 0 or g [f = -1] = 0 over GF(2) (at most ceil(n/2)); by "
            "ranks of GF(2) systems on the points of low weight. n <= 16.",
            "boolfn.majority(5):algebraic_immunity()   --> 3"});
  t.method({"approximate_degree", approximate_degree,
            "f:approximate_degree([{epsilon=1/3}]) -> {degree=, method=, errors=}",
            "deg_epsilon(f): the least degree of a real polynomial within epsilon of f everywhere. errors: {{d=, "
            "lower=, upper=}, ...} bounds on E(d), the best error of degree d, for the d the bisection tried. method: "
            "\"symmetric\" (symmetric f: an LP in one variable, exact, n <= 64), \"orbits\" (f with swappable "
            "variables, n <= 20: the LP on the orbits of their classes, permuted among themselves when exchangeable, "
            "exact, at most 1024 orbits: tribes(3, 4), n = 12, has 35), \"exact\" (the LP in rationals over every point, n <= 8) or \"certified\" (n = 9..12: the "
            "same LP by an interior-point method in doubles, lower and upper proved exactly by a dual polynomial and a "
            "polynomial; an error if they straddle epsilon). Variables f ignores, and those it is odd in (f = x_i g), "
            "are taken out first: each odd one adds 1 to the degree of the rest (n <= 20).",
            "boolfn.or_(16):approximate_degree().degree   --> 5"});
  t.method({"spectral_entropy", spectral_entropy, "f:spectral_entropy() -> number",
            "H(fhat^2) = sum_S fhat(S)^2 log2(1 / fhat(S)^2) in bits (one Walsh-Hadamard transform; n <= 30).",
            "boolfn.majority(3):spectral_entropy()   --> 2"});
  t.method({"fei_ratio", fei_ratio, "f:fei_ratio() -> number",
            "The Fourier entropy-influence ratio H(fhat^2) / I(f) (nil for constants).",
            "boolfn.tribes(2, 2):fei_ratio()"});
  t.method({"noise_sensitivity", noise_sensitivity, "f:noise_sensitivity(delta [, {exact=auto}]) -> rat|number",
            "NS_delta(f) = Pr[f(x) != f(y)], y flipping each coordinate of a uniform x with probability delta in [0, "
            "1]: 1/2 - 1/2 sum_k (1 - 2 delta)^k W^k(f), exact when delta is.",
            "boolfn.majority(3):noise_sensitivity(rat(1, 4))   --> 19/64"});
  t.method({"nonlinearity", nonlinearity, "f:nonlinearity() -> integer",
            "The distance to the nearest affine function: 2^(n-1) - max_S |W(S)| / 2, W(S) = 2^n fhat(S).",
            "boolfn(\"0x6ac0\"):nonlinearity()"});
  t.method({"is_bent", is_bent, "f:is_bent() -> boolean",
            "Every |fhat(S)| = 2^(-n/2) (n even): the largest nonlinearity.",
            "boolfn(4, function(x) return x[1] * x[2] * x[3] * x[4] == 1 and 1 or -1 end):is_bent()"});
  t.method({"correlation_immunity", correlation_immunity, "f:correlation_immunity() -> integer",
            "The largest m with fhat(S) = 0 for every S of 1 to m variables (n for constants).",
            "boolfn.parity(4):correlation_immunity()   --> 3"});
  t.method({"resiliency", resiliency, "f:resiliency() -> integer",
            "The correlation immunity when f is balanced (E[f] = 0), else -1.",
            "boolfn.parity(4):resiliency()   --> 3"});
  t.method({"is_balanced", method<&boolfn::is_balanced>, "f:is_balanced() -> boolean",
            "As many points with f = +1 as with f = -1.",
            "boolfn.majority(3):is_balanced()   --> true"});
  t.method({"relevant_variables", method<&boolfn::relevant_variables>, "f:relevant_variables() -> {integer, ...}",
            "The variables f depends on, increasing.", "boolfn(\"0xf000\"):relevant_variables()   --> {3, 4}"});
  t.method({"junta_size", junta_size, "f:junta_size() -> integer", "The number of variables f depends on.",
            "boolfn(\"0xf000\"):junta_size()   --> 2"});
  t.method({"measures", measures, "f:measures([{check=false}]) -> {n=, s=, s0=, s1=, bs=, C=, C0=, C1=, D=, deg=, deg2=, "
            "nonlinearity=, adeg=, R0=, R2=, algebraic_immunity=, balanced=, bent=, correlation_immunity=, "
            "resiliency=, junta=, total_influence=, spectral_entropy=, fei=, omitted=, inequalities=}",
            "Every measure that fits f's size in one record: s, deg, deg2 and the spectral ones for n <= 30; C, D for "
            "n <= 20; bs for n <= 16; algebraic_immunity for n <= 14; adeg (deg_1/3) for n <= 6, symmetric f, or f "
            "whose swappable variables (and blocks of them) leave at most 256 orbits; R0, R2 (error 1/3) for n <= 5. omitted names what was left out, with its limit (the methods themselves reach "
            "further). check=true adds the inequalities (f:inequalities()).",
            "boolfn.majority(5):measures()"});
  t.method({"inequalities", inequalities, "f:inequalities() -> {{relation=, left=, right=, holds=, source=}, ...}",
            "The inequalities between f's measures that theorems promise, checked: s <= bs <= C <= D, deg <= s^2 "
            "(Huang), bs <= s^4, bs <= deg^2 (Tal), C <= s bs, D <= C bs, D <= C0 C1, bs <= 6 adeg^2, C <= R0 <= D, "
            "bs <= 3 R2, ... over the measures f:measures() computes.",
            "boolfn.majority(5):inequalities()[1]   --> {relation=\"s <= bs\", left=3, right=3, holds=true, ...}"});
}

}  // namespace alea::lua_boolfn
