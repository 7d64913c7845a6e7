// Fourier analysis: coefficients (uniform and p-biased), the whole spectrum, degree, noise
// stability.
#include "boolfn/fourier.hpp"
#include "boolfn/lua_boolfn.hpp"
#include "core/memory_guard.hpp"

namespace alea::lua_boolfn {
using namespace kit;

namespace {

int fourier(lua_State* L) {
  Options opts(L, 3);
  const auto& f = check_function(L, 1);
  const auto c = boolfn::fourier_coefficient(f, check_set(L, 2), check_coin(L, opts, &f));
  push(L, c.value);
  if (!c.square) return 1;
  push(L, *c.square);
  return 2;
}

int fourier_table(lua_State* L) {
  Options opts(L, 2);
  const auto s = boolfn::spectrum(check_function(L, 1), opts.exact());
  // the Lua array costs more than the core's table: 16 bytes a number, a few hundred a rat
  require_memory(bytes_for(s.size(), s.exact ? 160 : 16), "the Lua array of the Fourier coefficients");
  lua_createtable(L, static_cast<int>(std::min<std::uint64_t>(s.size(), INT32_MAX)), 0);
  for (std::uint64_t k = 0; k < s.size(); ++k) {
    if (s.exact) push(L, s.exact->coefficient(k));
    else push(L, s.floats[k]);
    lua_rawseti(L, -2, static_cast<lua_Integer>(k + 1));
  }
  return 1;
}

int noise_stability(lua_State* L) {
  Options opts(L, 3);
  const auto& f = check_function(L, 1);
  return push(L, boolfn::noise_stability(f, check_numeric(L, 2), option_numeric(L, opts, "p"), opts.exact())), 1;
}

}  // namespace

void add_fourier(Type& t) {
  t.method({"fourier", fourier, "f:fourier(S [, {" P_OPTION ", exact=auto}]) -> rat|number, rat",
            "The Fourier coefficient fhat(S) = E[f chi_S], S an array of variables (or one variable; {} gives "
            "E[f]). With p: the p-biased fhat_p(S) = E_p[f prod_{i in S} (x_i - mu)/sigma], mu = 2p-1, sigma = "
            "2 sqrt(p(1-p)): a rat when rational (p = 1/2, |S| even, p(1-p) a square), else a number; the second "
            "result is its exact square whenever p is exact.",
            "boolfn.recursive_majority(2):fourier{1}   --> 1/4"});
  t.method({"fourier_table", fourier_table, "f:fourier_table([{exact=auto}]) -> {rat|number, ...}",
            "Every fhat(S) by the fast Walsh-Hadamard transform: entry k+1 is fhat(S) for the set S whose "
            "variable i is in S iff bit i-1 of k is set. Exact (rats) by default; exact=false gives floats.",
            "boolfn.majority(3):fourier_table()[2]   --> 1/2 (fhat({1}))"});
  t.method({"spectral_weights", method<&boolfn::spectral_weights>, "f:spectral_weights() -> {rat, ...}",
            "W^k[f] = sum over |S| = k of fhat(S)^2, entry k+1 for k = 0..n (they sum to E[f^2]).",
            "boolfn.majority(3):spectral_weights()   --> {0, 3/4, 0, 1/4}"});
  t.method({"degree", method<&boolfn::degree>, "f:degree() -> integer", "The largest |S| with fhat(S) != 0.",
            "boolfn.and_(3):degree()   --> 3"});
  t.method({"noise_stability", noise_stability,
            "f:noise_stability(rho [, {" P_OPTION ", exact=auto}]) -> rat|number",
            "Stab_rho[f] = E[f(x) f(y)] with x ~ mu_p and y rho-correlated to x (sum over S of rho^|S| fhat_p(S)^2); "
            "rho in [-1, 1]. Exact when rho and p are.",
            "boolfn.majority(3):noise_stability(rat(1, 2))   --> 13/32"});
}

}  // namespace alea::lua_boolfn
