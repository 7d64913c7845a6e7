// alloc: all, count, minimal, best_multinomial, greedy_multinomial (issue 4, in progress: the functions are added here as they land).
#include "lua_alloc.hpp"

namespace alea {

void add_alloc_searches(kit::Module& m) { (void)m; }

}  // namespace alea
