// alea: the host's shared services (seed, threads, quiet, limits) and output helpers.
#include <limits>

#include "alea/csv_read.hpp"
#include "alea/csv_write.hpp"
#include "alea/estimate.hpp"
#include "alea/json.hpp"
#include "alea/json_read.hpp"
#include "alea/plot.hpp"
#include "alea/save.hpp"
#include "alea/table.hpp"
#include "core/cluster.hpp"
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

// The rank of this process under mpirun and how many there are (0 and 1 without it).
int alea_mpi(lua_State* L) {
  check_arg_count(L, 0, 1);
  Options opts(L, 1);
  const bool all = opts.boolean("all_print", cluster::all_print());  // absent: unchanged
  if (all != cluster::all_print()) cluster::set_all_print(all);
  Record(L, 3).field("rank", cluster::rank()).field("size", cluster::size()).field("all_print", cluster::all_print());
  return 1;
}

int alea_limits(lua_State* L) {
  check_arg_count(L, 0, 1);
  Options opts(L, 1);
  if (auto m = opts.optional_integer("memory", 1, std::numeric_limits<lua_Integer>::max()))
    set_memory_limit(static_cast<std::uint64_t>(*m));
  Record(L, 1).field("memory", memory_limit());
  return 1;
}

int alea_version(lua_State* L) {
  check_arg_count(L, 0, 0);
  lua_pushstring(L, ALEA_VERSION);
  return 1;
}

// Every bound function and method, from the registry help() reads.
int alea_functions(lua_State* L) {
  check_arg_count(L, 0, 0);
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
  check_arg_count(L, 0, 2);
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

void open_alea(lua_State* L) {
  Module m(L, "alea",
           "The workbench itself: random seed, threads, progress output, limits, and output "
           "helpers (CSV and JSON).",
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
  m.function({"write_csv", out::write_csv, "alea.write_csv(path, rows [, header]) -> count",
              "Writes rows to a CSV file and returns how many. Rows are arrays of cells or records "
              "(tables with named fields); for records the header fixes the columns and their "
              "order; otherwise the columns follow the first record's own field order (records alea returns keep it), "
              "then any other field names sorted. Cells are "
              "numbers (integers exact, floats with 17 digits), strings (quoted per RFC 4180 "
              "when needed, and when they would read back as a number, boolean or rat), "
              "booleans, rats (\"5/9\") or nil (an empty cell). Bound objects, as rows or cells, "
              "are converted through their :to_table() method. Nothing is written when a cell "
              "is invalid.",
              "alea.write_csv(\"dice.csv\", prob.dice(2):to_table())"});
  m.function({"read_csv", out::read_csv, "alea.read_csv(path [, {header=true}]) -> {record, ...}",
              "Reads a CSV file and returns one record per line. header=true: the first line names the columns, "
              "and each record keys its cells by those names, in the file's column order; header={\"a\", \"b\", "
              "...}: those names, and every line is data; header=false: every line is data and comes back as an "
              "array of cells. Unquoted cells that read as numbers become Lua "
              "numbers, true/false booleans, n/d (and integers too large for a Lua integer) "
              "rats; empty cells are absent; quoted cells stay strings. Quoted fields may hold "
              "commas, line breaks and doubled quotes.",
              "for _, r in ipairs(alea.read_csv(\"dice.csv\")) do print(r.label, r.p) end"});
  m.function({"read_json", out::read_json, "alea.read_json(path) -> value",
              "Reads a JSON file (RFC 8259). Objects become records keeping the file's key order, arrays "
              "arrays (null leaves a hole), numbers written as integers integers (past 64 bits: rats), other "
              "numbers floats. Errors name the line and column.",
              "alea.save(\"r.json\", {n = 3, xs = {1.5, 2}}); alea.read_json(\"r.json\").xs[1]   --> 1.5"});
  m.function({"save", out::save, "alea.save(path, value)",
              "Writes a value to a file for alea.load to read back exactly: numbers (integers stay integers, "
              "floats to the last bit, NaN and infinities too), strings, booleans, rats, estimates and nested "
              "tables with any keys (a table used as a key is saved by its contents); records keep their field order. The file is "
              "JSON, rats and estimates as tagged objects ({\"$rat\": \"5/9\"}). Other bound objects are saved as "
              "their :to_table() and load as those tables. Functions, cycles and strings that are not UTF-8 "
              "are errors naming where in the value they are; nothing is written then.",
              "alea.save(\"session.json\", {p = rat(5, 9), e = alea.estimate(1.5, 1e-12), xs = {1, 2.5}})"});
  m.function({"load", out::load, "alea.load(path) -> value",
              "Reads back a value alea.save wrote (any JSON file reads as alea.read_json reads it).",
              "alea.save(\"r.json\", {rat(1, 3)}); alea.load(\"r.json\")[1]   --> 1/3"});
  m.function({"to_json", out::to_json, "alea.to_json(value) -> string",
              "The value as JSON text: tables with keys exactly 1..n become arrays, other tables "
              "objects with sorted keys; integers exact, floats with 17 digits, rats as strings "
              "(\"5/9\"), strings escaped per RFC 8259. Bound objects are converted through "
              ":to_table(). NaN, infinities, cycles, functions, invalid UTF-8 and objects without "
              ":to_table() are errors naming where in the value they occur.",
              "alea.to_json{p = rat(5, 9), n = 3, xs = {1.5, 2}}   --> {\"n\":3,\"p\":\"5/9\",\"xs\":[1.5,2]}"});
  m.function({"table", out::table,
              "alea.table(rows [, {columns=, width=0, height=0, index=true}]) -> string",
              "An array of records as an aligned text table, as the REPL prints one: a header of field names, a "
              "rule, a line per row (index=true: led by the row's index). The columns are the given field names, "
              "or every field in the first record's own order (records alea returns keep it), then any others. "
              "Numbers, rats and estimates are right-aligned; cells are cut at 30 characters (a longer rat shows "
              "its decimal); width and height (in characters and lines, 0: no limit) cut the table, and a last "
              "line counts the hidden rows and columns. Bound objects, as rows, are converted through :to_table().",
              "print(alea.table(prob.dice(2):to_table(), {columns = {\"label\", \"p\"}, height = 6}))"});
  m.function({"plot", out::plot,
              "alea.plot(series [, {title=, xlabel=, ylabel=, logx=false, logy=false, xrange=, yrange=, "
              "key=\"top right\"|\"top left\"|\"bottom right\"|\"bottom left\"|\"off\", file=, width=0, height=0}]) -> "
              "picture|path",
              "Plots with gnuplot. series is one series {x=, y=, title=, style=} or an array of them; y is an array of "
              "numbers (or rats), x the same length (default 1..#y), style \"lines\" (default), \"points\", "
              "\"linespoints\", \"steps\" or \"boxes\". logx and logy set log scales, xrange and yrange are "
              "{low, high}, key places the series' titles. With file= (.svg or .png) the picture is written there (width x height pixels, default "
              "640x400) and the path returned; without, the result is a picture, gnuplot's text rendering sized to "
              "the terminal (or width x height characters), which the REPL and print show as text (.text holds it). "
              "In a Jupyter notebook (docs/jupyter.md) every picture drawn without a file, by alea.plot or any "
              ":plot() or :to_svg(), is drawn as SVG and shown in the cell as it is made (width x height pixels; "
              ".svg holds it). Needs gnuplot (Debian's gnuplot-nox; ALEA_GNUPLOT may name its path).",
              "alea.plot({{x = {1, 2, 3, 4}, y = {1, 4, 9, 16}, title = \"n^2\"}, {y = {1, 2, 3, 4}, title = \"n\", "
              "style = \"points\"}}, {title = \"squares\", xlabel = \"n\", width = 60, height = 15})"});
  m.function({"render_dot", out::render_dot, "alea.render_dot(dot [, file]) -> svg|path",
              "Renders Graphviz text with dot, the one place Graphviz is called (every :to_svg() goes through it): "
              "into file (.svg, .png or .pdf) when given, returning its path, else returning the SVG text (in a "
              "Jupyter notebook also shown in the cell). Needs Graphviz (Debian's graphviz; ALEA_DOT may name dot's path).",
              "alea.render_dot(\"digraph { a -> b }\", \"ab.svg\")"});
  m.function({"estimate", lua_alea::new_estimate, "alea.estimate(value, bound) -> estimate",
              "value ± bound: a number known to within bound, as fast methods return them with with_error=true.",
              "alea.estimate(1.5, 1e-12) * 2   --> 3 ± 2e-12"});
  m.type<Estimate>(
      {"estimate",
       "value ± bound, what a fast method proves about a number (with_error=true). Arithmetic with numbers, rats "
       "and estimates carries the bound (interval arithmetic); < and <= compare the values; e.value and e.bound "
       "are the parts.",
       "local e = X:expected_time{with_error=true}; print(e, e.value, e.bound)",
       {
           {"float", lua_alea::estimate_float, "e:float() -> number", "The value, as a plain number.", "e:float()"},
           {"to_table", lua_alea::estimate_to_table, "e:to_table() -> {value=, bound=}",
            "The parts, for alea.write_csv and alea.to_json.", "e:to_table()"},
       },
       {
           {"__index", lua_alea::estimate_index, "e.value, e.bound", "The value and its error bound.", "e.bound"},
           {"__tostring", lua_alea::estimate_tostring, "tostring(e)", "\"31.921907547284 ± 5.8e-12\".", "tostring(e)"},
           {"__add", lua_alea::estimate_add, "e + x", "The sum, with the bounds added.", "e + 1"},
           {"__sub", lua_alea::estimate_sub, "e - x", "The difference, with the bounds added.", "e - 1"},
           {"__mul", lua_alea::estimate_mul, "e * x", "The product, bound by interval arithmetic.", "100 * e"},
           {"__div", lua_alea::estimate_div, "e / x", "The quotient, bound by interval arithmetic (inf when x may be 0).",
            "e / 2"},
           {"__unm", lua_alea::estimate_unm, "-e", "The negation.", "-e"},
           {"__eq", lua_alea::estimate_eq, "e == f", "Same value and bound.", "e == e"},
           {"__lt", lua_alea::estimate_lt, "e < x", "Compares the values.", "e < 1"},
           {"__le", lua_alea::estimate_le, "e <= x", "Compares the values.", "e <= 1"},
       }});
  m.finish();
}

}  // namespace alea
