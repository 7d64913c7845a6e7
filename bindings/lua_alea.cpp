// alea: the host's shared services (seed, threads, quiet, limits) and output helpers.
#include "core/memory_guard.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"
#include "core/random.hpp"
#include "kit/kit.hpp"

namespace alea {
namespace {
using namespace kit;

int alea_seed(lua_State* L) {
  check_arg_count(L, 0, 1);
  if (!is_none_or_nil(L, 1)) set_seed(static_cast<std::uint64_t>(check_integer(L, 1)));
  lua_pushinteger(L, static_cast<lua_Integer>(current_seed()));
  return 1;
}

int alea_threads(lua_State* L) {
  check_arg_count(L, 0, 1);
  if (auto n = opt_integer(L, 1, 0, 1024)) set_thread_count(static_cast<unsigned>(*n));
  lua_pushinteger(L, thread_count());
  return 1;
}

int alea_quiet(lua_State* L) {
  check_arg_count(L, 0, 1);
  if (!is_none_or_nil(L, 1)) set_quiet(check_boolean(L, 1));
  lua_pushboolean(L, quiet());
  return 1;
}

int alea_limits(lua_State* L) {
  check_arg_count(L, 0, 1);
  Options opts(L, 1, {"memory"});
  if (auto m = opts.integer("memory", 1, std::numeric_limits<lua_Integer>::max()))
    set_memory_limit(static_cast<std::uint64_t>(*m));
  lua_createtable(L, 0, 1);
  lua_pushinteger(L, static_cast<lua_Integer>(memory_limit()));
  lua_setfield(L, -2, "memory");
  return 1;
}

}  // namespace

void open_alea(lua_State* L) {
  Module m(L, "alea", "The workbench itself: random seed, threads, progress output, limits.",
           "alea.seed(42); alea.threads(2)");
  m.function({"seed", alea_seed, "alea.seed([n]) -> n",
              "Seeds the random generator every simulation draws from, so runs repeat; returns "
              "the current seed.",
              "alea.seed(2026)"});
  m.function({"threads", alea_threads, "alea.threads([n]) -> n",
              "Sets the number of threads parallel work uses (0: all cores); returns the count in force.",
              "alea.threads(1)"});
  m.function({"quiet", alea_quiet, "alea.quiet([flag]) -> flag",
              "When true, long computations draw no progress bar.", "alea.quiet(true)"});
  m.function({"limits", alea_limits, "alea.limits([{memory=bytes}]) -> {memory=...}",
              "Sets the memory guard: work whose estimated size exceeds it is refused before it "
              "starts. The default is 4 GiB. Returns the limits in force.",
              "alea.limits{memory = 8 * 2^30}"});
  m.finish();
}

}  // namespace alea
