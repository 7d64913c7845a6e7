// Sections 4 and 5: the continuous game, its normal approximation and asymptotics.
#include "doubling/asymptotic.hpp"
#include "doubling/lua_doubling.hpp"

namespace alea::lua_doubling {
using namespace kit;

namespace {

doubling::LimitMethod check_limit_method(const Options& opts) {
  return opts.choice("method") == "poisson" ? doubling::LimitMethod::Poisson : doubling::LimitMethod::Theorem2;
}

// A raise potential (>= 1; the core checks it) at argument idx, as a double: the continuous
// game is irrational.
double check_potential(lua_State* L, int idx) { return check_numeric(L, idx).value; }

int continuous_alpha(lua_State* L) {
  const double a = check_potential(L, 1), b = check_potential(L, 2);
  Options opts(L, 3);
  std::optional<long long> raises;
  if (check_limit_method(opts) == doubling::LimitMethod::Theorem2) raises = opts.integer("raises", 1, 1 << 24);
  else if (opts.has("raises")) opts.fail("raises", "only for method=\"theorem2\"");
  return push(L, doubling::continuous_alpha(a, b, raises), opts.boolean("with_error")), 1;
}

int continuous_beta(lua_State* L) {
  const double a = check_potential(L, 1), b = check_potential(L, 2);
  Options opts(L, 3);
  const auto r = doubling::continuous_beta(a, b);
  return push(L, Quantity::estimate(r.value, r.bound), opts.boolean("with_error")), 1;
}

int continuous_value(lua_State* L) {
  const double a = check_potential(L, 1), b = check_potential(L, 2);
  Options opts(L, 3);
  const double p = option_number(L, opts, "p", Number::of(Rational(1, 2))).value;
  return push(L, doubling::continuous_value(a, b, p, check_limit_method(opts))), 1;
}

int resign_potential(lua_State* L) {
  const double b = check_potential(L, 1);
  Options opts(L, 2);
  return push(L, doubling::resign_potential(b, opts.number("tol"), check_limit_method(opts))), 1;
}

int normal_alpha(lua_State* L) {
  return push(L, doubling::normal_alpha(check_potential(L, 1), check_potential(L, 2))), 1;
}

int normal_value(lua_State* L) {
  return push(L, doubling::normal_value(check_potential(L, 1), check_potential(L, 2))), 1;
}

int log_ratio_value(lua_State* L) {
  return push(L, doubling::log_ratio_value(check_potential(L, 1), check_potential(L, 2))), 1;
}

int equal_alpha_asymptotic(lua_State* L) {
  const double a = check_potential(L, 1);
  Options opts(L, 2);
  return push(L, doubling::equal_alpha_asymptotic(a, opts.boolean("as_printed"))), 1;
}

}  // namespace

void add_continuous(Module& m) {
  m.function({"continuous_alpha", continuous_alpha,
              "doubling.continuous_alpha(a, b [, {method=\"poisson\"|\"theorem2\", raises=65536, with_error=false}]) -> number",
              "Section 4: A's raising point when A may raise by any factors with product at most a and B at most "
              "b: equation (18), P[X <= Y] for Poisson X, Y of means log(a)/2, log(b)/2 (with_error=true: an "
              "estimate whose bound covers the truncated tail and rounding). method=\"theorem2\" instead takes "
              "Theorem 2 with `raises` raises of a^(1/raises) each, Richardson-extrapolated (no bound).",
              "doubling.continuous_alpha(10, 3)   --> 0.49375..."});
  m.function({"continuous_beta", continuous_beta, "doubling.continuous_beta(a, b [, {with_error=false}]) -> number",
              "B's raising point in the continuous game, 1 - continuous_alpha(b, a).",
              "doubling.continuous_beta(2, 2)"});
  m.function({"continuous_value", continuous_value,
              "doubling.continuous_value(a, b [, {p=1/2, method=\"poisson\"|\"theorem2\"}]) -> number",
              "A's expected value in the continuous game at state p (Table IV is p = 1/2; equation 20).",
              "doubling.continuous_value(8, 4)   --> 0.581..."});
  m.function({"resign_potential", resign_potential,
              "doubling.resign_potential(b [, {tol=1e-10, method=\"poisson\"|\"theorem2\"}]) -> number",
              "Table V: the raise potential a at which alpha(a, b) = 1/2, so that B should resign an even game. "
              "Bisection to within tol.",
              "doubling.resign_potential(2)   --> 6.79517..."});
  m.function({"normal_alpha", normal_alpha, "doubling.normal_alpha(a, b) -> number",
              "Equation (23): the normal approximation Phi((1/2 - (L - M))/sqrt(L + M)) of continuous_alpha, "
              "L = log(a)/2, M = log(b)/2.",
              "doubling.normal_alpha(1e6, 1e5)"});
  m.function({"normal_value", normal_value, "doubling.normal_value(a, b) -> number",
              "Equation (25): A's even-game value with both raising points from normal_alpha.",
              "doubling.normal_value(1e9, 1e8)"});
  m.function({"log_ratio_value", log_ratio_value, "doubling.log_ratio_value(a, b) -> number",
              "Equations (26)-(27): the asymptotic even-game value E(a, b) ~ log(a/b) as a, b grow with a/b fixed.",
              "doubling.log_ratio_value(2.718281828, 1)   --> 1.0"});
  m.function({"equal_alpha_asymptotic", equal_alpha_asymptotic,
              "doubling.equal_alpha_asymptotic(a [, {as_printed=false}]) -> number",
              "Section 5: alpha(a, a) ~ 1/2 + 1/(2 sqrt(2 pi log a)). The paper prints 1/2 + 1/(2 sqrt(log a)), "
              "which lacks the 1/sqrt(2 pi) of the normal density (as_printed=true returns it).",
              "doubling.equal_alpha_asymptotic(1e100)"});
}

}  // namespace alea::lua_doubling
