// alea: the host's shared services (seed, threads, quiet, limits) and output helpers.
#include <limits>

#include "alea/lua_alea.hpp"

#include "core/cluster.hpp"
#include "core/memory_guard.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"
#include "core/random.hpp"
#include "kit/interrupt.hpp"
#include "kit/kit.hpp"
#include "kit/printer.hpp"

namespace alea::lua_alea {
using namespace kit;

namespace {

int alea_seed(lua_State* L) {
  if (!is_none_or_nil(L, 1)) set_seed(static_cast<std::uint64_t>(check_integer(L, 1)));
  lua_pushinteger(L, static_cast<lua_Integer>(current_seed()));
  return 1;
}

int alea_threads(lua_State* L) {
  if (auto n = opt_integer(L, 1, 0, 1024)) set_thread_count(static_cast<unsigned>(*n));
  lua_pushinteger(L, thread_count());
  return 1;
}

int alea_quiet(lua_State* L) {
  if (!is_none_or_nil(L, 1)) set_quiet(check_boolean(L, 1));
  lua_pushboolean(L, quiet());
  return 1;
}

// The rank of this process under mpirun and how many there are (0 and 1 without it).
int alea_mpi(lua_State* L) {
  Options opts(L, 1);
  const bool all = opts.boolean("all_print", cluster::all_print());  // absent: unchanged
  if (all != cluster::all_print()) cluster::set_all_print(all);
  Record(L, 3).field("rank", cluster::rank()).field("size", cluster::size()).field("all_print", cluster::all_print());
  return 1;
}

int alea_limits(lua_State* L) {
  Options opts(L, 1);
  if (auto m = opts.optional_integer("memory", 1, std::numeric_limits<lua_Integer>::max()))
    set_memory_limit(static_cast<std::uint64_t>(*m));
  Record(L, 1).field("memory", memory_limit());
  return 1;
}

// How Ctrl-C reaches Lua code: "stop" (no pcall catches it) or "error" (an ordinary error).
int alea_interrupts(lua_State* L) {
  if (!is_none_or_nil(L, 1)) {
    const std::string m = check_string(L, 1);
    if (m != "stop" && m != "error") throw ArgError(1, "expected \"stop\" or \"error\", got \"" + m + "\"");
    set_interrupt_mode(m == "stop" ? InterruptMode::stop : InterruptMode::error);
  }
  lua_pushstring(L, interrupt_mode() == InterruptMode::stop ? "stop" : "error");
  return 1;
}

// A record the user builds, with its fields in the order given: a Lua table constructor keeps
// none, so write_csv, the printer and alea.save would otherwise sort them.
int alea_record(lua_State* L) {
  check_table(L, 1);
  if (lua_getmetatable(L, 1) && (lua_pop(L, 1), record_fields(L, 1).empty()))
    throw ArgError(1, "the table has a metatable of its own (a record's order lives in its metatable)");
  const std::size_t n = check_array(L, 2);
  std::vector<std::string> fields;
  for (std::size_t i = 1; i <= n; ++i) {
    lua_rawgeti(L, 2, static_cast<lua_Integer>(i));
    if (lua_type(L, -1) != LUA_TSTRING) throw ArgError(2, "entry " + std::to_string(i) + ": expected a field name, got " + type_name(L, -1));
    fields.emplace_back(lua_tostring(L, -1));
    lua_pop(L, 1);
    for (std::size_t j = 0; j + 1 < fields.size(); ++j)
      if (fields[j] == fields.back()) throw ArgError(2, "field '" + fields.back() + "' is named twice");
  }
  lua_settop(L, 1);
  set_record_fields(L, 1, fields);
  return 1;
}

// The REPL's printer for scripts: the text the REPL shows for the value, cut at max_chars.
int alea_show(lua_State* L) {
  Options opts(L, 2);
  Screen screen;
  screen.width = static_cast<std::size_t>(opts.integer("width", 20, 100000));
  screen.max_chars = static_cast<std::size_t>(opts.integer("max_chars", 0, LUA_MAXINTEGER));
  return push(L, render_values(L, 1, 1, screen)), 1;
}

int alea_version(lua_State* L) {
  lua_pushstring(L, ALEA_VERSION);
  return 1;
}

// Every bound function and method, from the registry help() reads.
int alea_functions(lua_State* L) {
  std::vector<const Doc*> docs;
  for (auto& d : Registry::instance().all())
    if (d.kind == Kind::Function || d.kind == Kind::Method) docs.push_back(&d);
  push_array(L, docs, [](lua_State* L, const Doc* d) {
    Record(L, 5)
        .field("name", d->name)
        .field("kind", kind_name(d->kind))
        .field("module", d->module)
        .field("signature", d->signature)
        .field("example", d->example);
  });
  return 1;
}

// The shared generator, so Lua-side simulations repeat under alea.seed like the C++ ones.
int alea_random(lua_State* L) {
  if (is_none_or_nil(L, 1)) {
    lua_pushnumber(L, std::uniform_real_distribution<double>(0, 1)(global_rng()));
    return 1;
  }
  long long lo = 1, hi = check_integer(L, 1);
  if (!is_none_or_nil(L, 2)) lo = hi, hi = check_integer(L, 2);
  if (lo > hi)
    throw ArgError(is_none_or_nil(L, 2) ? 1 : 2,
                   "empty interval [" + std::to_string(lo) + ", " + std::to_string(hi) + "]");
  lua_pushinteger(L, std::uniform_int_distribution<long long>(lo, hi)(global_rng()));
  return 1;
}

}  // namespace

void add_services(Module& m) {
  m.function({"seed", alea_seed, "alea.seed([n]) -> n",
              "Seeds the random generator every simulation draws from, so runs repeat; returns "
              "the current seed.",
              "alea.seed(2026)"});
  m.function({"threads", alea_threads, "alea.threads([n]) -> n",
              "Sets the number of threads parallel work uses (0: all cores); returns the count in force.",
              "alea.threads(1)"});
  m.function({"quiet", alea_quiet, "alea.quiet([flag]) -> flag",
              "When true, long computations draw no progress bar.", "alea.quiet(true)"});
  m.function({"mpi", alea_mpi, "alea.mpi([{all_print=}]) -> {rank=, size=, all_print=}",
              "Under `mpirun -np N alea script.lua` every rank runs the script, alloc.is_emperor and "
              "alloc.tournament split their work over the ranks and return the same result on each; "
              "only rank 0 prints and writes files unless all_print=true (docs/cluster.md). Returns "
              "this process's rank (from 0) and the number of ranks: 0 and 1 without mpirun.",
              "local m = alea.mpi(); if m.rank == 0 then print(m.size .. ' ranks') end"});
  m.function({"limits", alea_limits, "alea.limits([{memory=}]) -> {memory=}",
              "Sets the memory guard: work whose estimated size exceeds it is refused before it "
              "starts. The default is 4 GiB. Returns the limits in force.",
              "alea.limits{memory = 8 * 2^30}"});
  m.function({"interrupts", alea_interrupts, "alea.interrupts([mode]) -> mode",
              "How Ctrl-C reaches Lua code. \"stop\" (the default): it stops the whole command or script, "
              "and no pcall, xpcall or coroutine catches it. \"error\": it is the ordinary error "
              "\"interrupted\", which pcall catches: for harnesses that stop one long call and go on. "
              "Returns the mode in force.",
              "alea.interrupts()   --> \"stop\""});
  m.function({"record", alea_record, "alea.record(t, fields) -> t",
              "Gives the table t the field order `fields` (an array of names) and returns it: alea.write_csv's "
              "columns, the printer and alea.save then follow that order (a table constructor keeps none). Fields "
              "not named come after, sorted.",
              "alea.record({n = 3, value = 1/2, name = \"x\"}, {\"name\", \"n\", \"value\"})"});
  m.function({"show", alea_show, "alea.show(value [, {max_chars=0, width=80}]) -> string",
              "The text the REPL prints for value, for scripts: records in their field order, arrays of records as "
              "a table cut to the width, long rats with their decimal, nested tables bounded. max_chars > 0 cuts "
              "the text there and says how much is hidden (the REPL cuts at 4000).",
              "alea.show({n = 3, p = rat(1, 3)})   --> {n = 3, p = 1/3}"});
  m.function({"random", alea_random, "alea.random([m [, n]]) -> number",
              "A random number from the generator alea.seed sets, so a script's own simulations "
              "repeat too. With no argument a float in [0, 1), with one an integer in [1, m], "
              "with two an integer in [m, n] (like math.random).",
              "alea.seed(7); print(alea.random(6))"});
  m.function({"functions", alea_functions, "alea.functions() -> {{name=, kind=, module=, signature=, example=}, ...}",
              "Every bound function and method, as help() knows them: for scripts that walk the API (the "
              "registry fuzzer of tests/fuzz does).",
              "#alea.functions()"});
  m.function({"version", alea_version, "alea.version() -> string",
              "The version of alea, as `alea --version` prints it.", "alea.version()   --> \"0.1.0\""});
}

}  // namespace alea::lua_alea
