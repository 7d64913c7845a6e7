#include "modules.hpp"

namespace alea {

void open_modules(lua_State* L) {
  open_rat(L);
  open_prob(L);
  open_doubling(L);
  open_alloc(L);
  open_alea(L);
}

}  // namespace alea
