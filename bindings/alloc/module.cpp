// alloc: Knock 'em Down (Fluet, seed 000) and River Crossing (Bramhall, seed 001). The rows
// without a function (the module's and its types'); each area adds the rows of its functions.
#include "alloc/lua_alloc.hpp"

namespace alea {

void open_alloc(lua_State* L) {
  namespace la = lua_alloc;
  kit::Module m(L, "alloc",
                "Knock 'em Down (Fluet) and River Crossing (Bramhall): allocations of tokens over a probability "
                "vector, clearing times, head-to-head play under Original and Independent rules, exact (rats) and "
                "fast.",
                "X = alloc(prob.dice(2), \"6^3 7^6 8^3\"); print(X:expected_time())");
  kit::Type allocation = m.type<alloc::Allocation>(
      "allocation", "Tokens on the values of a probability vector (Fluet's X, Bramhall's strategy).",
      "X = alloc(prob.dice(2), \"6^3 7^6 8^3\"); print(#X, X[6], X:tokens())");
  kit::Type tournament = m.type<alloc::Tournament>(
      "tournament", "The favored relation over a set of allocations of one game, with w, d, l for every pair (Fluet 3, 6.3).",
      "T = alloc.tournament(prob{3, 2, 1}, 3); print(#T, T:emperors()[1])");
  la::add_allocation(m, allocation);
  la::add_head_to_head(m);
  la::add_two_value(m);
  la::add_search(m);
  la::add_tournament(m, tournament);
  la::add_emperor(m);
  la::add_mix(m);
  m.finish();
}

}  // namespace alea
