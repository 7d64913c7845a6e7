// alloc: is_emperor (issue 4, in progress: the functions are added here as they land).
#include "lua_alloc.hpp"

namespace alea {

void add_alloc_emperors(kit::Module& m) { (void)m; }

}  // namespace alea
