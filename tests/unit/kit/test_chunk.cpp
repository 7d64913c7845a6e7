// How input becomes a function (host/chunk.hpp): the REPL's compile and a notebook cell's
// compile_cell, whose last expression is the cell's result. Each case runs the function and
// checks what it returns and whether it is shown.
#include <catch2/catch.hpp>

#include <string>

#include "host/chunk.hpp"
#include "kit/printer.hpp"
#include "lua_state.hpp"

using alea::host::Chunk;

namespace {

struct Run {
  Chunk chunk;
  bool shown = false;
  std::string values;  // the printer's text of what the function returned
};

Run run_cell(lua_State* L, const std::string& code, bool cell = true) {
  Run r{};
  const int top = lua_gettop(L);
  r.chunk = cell ? alea::host::compile_cell(L, code, "=cell", r.shown) : alea::host::compile(L, code, "=cell", r.shown);
  if (r.chunk == Chunk::ready) {
    REQUIRE(lua_pcall(L, 0, LUA_MULTRET, 0) == LUA_OK);
    const int n = lua_gettop(L) - top;
    if (n > 0) r.values = alea::kit::render_values(L, top + 1, n, {});
  }
  REQUIRE(lua_gettop(L) - top <= 8);
  lua_settop(L, top);
  return r;
}

}  // namespace

TEST_CASE("chunk: the REPL's input, an expression first", "[kit][chunk]") {
  alea::test::LuaState s;
  auto r = run_cell(s.L, "1 + 1", false);
  CHECK((r.chunk == Chunk::ready && r.shown && r.values == "2"));
  r = run_cell(s.L, "x = 1", false);
  CHECK((r.chunk == Chunk::ready && !r.shown));
  CHECK(run_cell(s.L, "1 + 1;", false).shown == false);
  CHECK(run_cell(s.L, "for i = 1, 2 do", false).chunk == Chunk::incomplete);
  CHECK(run_cell(s.L, "x = = 1", false).chunk == Chunk::error);
  // At the REPL a multi-line input is statements: `y + 1` is no statement.
  CHECK(run_cell(s.L, "y = 2\ny + 1", false).chunk == Chunk::error);
}

TEST_CASE("chunk: a cell shows its last expression", "[kit][chunk]") {
  alea::test::LuaState s;
  auto r = run_cell(s.L, "local g = cgt(\"{3||2*|1*}\")\ng:mean()");
  CHECK((r.chunk == Chunk::ready && r.shown && r.values == "9/4"));
  r = run_cell(s.L, "a = 2\nb = 3\na * b, a + b");
  CHECK((r.shown && r.values == "6\t5"));
  r = run_cell(s.L, "t = {}\nfor i = 1, 3 do t[i] = i * i end\nt");  // after a block
  CHECK((r.shown && r.values == "{1, 4, 9}"));
  r = run_cell(s.L, "u = 4\nu +\n  1");  // an expression over two lines
  CHECK((r.shown && r.values == "5"));
  r = run_cell(s.L, "v = 5\nv -- the value\n-- a last comment");
  CHECK((r.shown && r.values == "5"));
}

TEST_CASE("chunk: a cell keeps Lua's reading where a line continues the one before", "[kit][chunk]") {
  alea::test::LuaState s;
  auto r = run_cell(s.L, "x = 1\n-1\nreturn x");  // x = 1 - 1
  CHECK((r.chunk == Chunk::ready && r.values == "0"));
  r = run_cell(s.L, "x = 1\n-1");
  CHECK((r.chunk == Chunk::ready && !r.shown));
  r = run_cell(s.L, "for i = 1, 3 do\n  tostring(i)\nend");  // never `return tostring(i)` inside the loop
  CHECK((r.chunk == Chunk::ready && !r.shown));
  CHECK(run_cell(s.L, "x = 2\nx;").shown == false);  // a final ';' keeps it quiet
  CHECK(run_cell(s.L, "for i = 1, 2 do\n  i").chunk == Chunk::incomplete);
  CHECK(run_cell(s.L, "x = = 1\nx").chunk == Chunk::error);
}
