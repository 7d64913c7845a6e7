// alloc: optimal_mix (issue 4, in progress: the functions are added here as they land).
#include "lua_alloc.hpp"

namespace alea {

void add_alloc_mixes(kit::Module& m) { (void)m; }

}  // namespace alea
