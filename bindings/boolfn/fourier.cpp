// Fourier analysis: coefficients (uniform and p-biased), the whole spectrum, degree, noise
// stability.
#include "boolfn/fourier.hpp"
#include "boolfn/lua_boolfn.hpp"
#include "core/memory_guard.hpp"

namespace alea::lua_boolfn {
using namespace kit;

int fourier(lua_State* L) {
  check_arg_count(L, 2, 3);
  Options opts(L, 3);
  const auto& f = check_function(L, 1);
  const auto c = boolfn::fourier_coefficient(f, check_set(L, 2), check_coin(L, opts, &f));
  push(L, c.value);
  if (!c.square) return 1;
  push(L, *c.square);
  return 2;
}

int fourier_table(lua_State* L) {
  check_arg_count(L, 1, 2);
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

int spectral_weights(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, boolfn::spectral_weights(check_function(L, 1))), 1;
}

int degree(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, boolfn::degree(check_function(L, 1))), 1;
}

int noise_stability(lua_State* L) {
  check_arg_count(L, 2, 3);
  Options opts(L, 3);
  const auto& f = check_function(L, 1);
  return push(L, boolfn::noise_stability(f, check_numeric(L, 2), option_numeric(L, opts, "p"), opts.exact())), 1;
}

}  // namespace alea::lua_boolfn
