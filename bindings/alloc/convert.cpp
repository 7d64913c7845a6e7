// The conversions alloc's bound functions share.
#include "alloc/lua_alloc.hpp"

#include "core/memory_guard.hpp"

namespace alea::lua_alloc {
using namespace kit;

const alloc::Allocation& check_allocation(lua_State* L, int idx) { return check_object<alloc::Allocation>(L, idx); }

std::vector<alloc::Allocation> check_allocations(lua_State* L, int idx) {
  const std::size_t n = check_array(L, idx);
  std::vector<alloc::Allocation> list;
  list.reserve(n);
  for (std::size_t i = 1; i <= n; ++i) {
    lua_rawgeti(L, idx, static_cast<lua_Integer>(i));
    auto* x = test_object<alloc::Allocation>(L, -1);
    if (!x) throw ArgError(idx, "entry " + std::to_string(i) + ": expected allocation, got " + type_name(L, -1));
    list.push_back(*x);
    lua_pop(L, 1);
  }
  return list;
}

alloc::Rules check_rules(const Options& opts) {
  return opts.choice("rules") == "original" ? alloc::Rules::original : alloc::Rules::independent;
}

alloc::Mode check_mode(const Options& opts) {
  return {opts.exact(), opts.choice("method") == "recursion" ? alloc::Method::recursion : alloc::Method::fast};
}

void push_allocations(lua_State* L, const ProbVector& p, const std::vector<alloc::Counts>& xs) {
  // Each becomes a Lua object with its own counts: refused up front when they would not fit.
  require_memory(bytes_for(xs.size(), 160 + 8 * p.size()), "a Lua array of " + std::to_string(xs.size()) + " allocations");
  push_array(L, xs, [&](lua_State* L, const alloc::Counts& x) { push_object<alloc::Allocation>(L, p, x); });
}

}  // namespace alea::lua_alloc
