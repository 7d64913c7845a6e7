// alea.table: an array of records as the REPL shows it, an aligned table with headers.
#include "alea/lua_alea.hpp"
#include "alea/values.hpp"
#include "kit/show.hpp"

namespace alea::out {
using namespace kit;

namespace {

int table(lua_State* L) {
  Options opts(L, 2);
  convert_object(L, 1);
  check_table(L, 1);
  const std::size_t n = check_array(L, 1);
  lua_createtable(L, static_cast<int>(n), 0);  // the rows, bound objects converted (the caller's table stays as it is)
  const int rows = lua_gettop(L);
  for (std::size_t i = 1; i <= n; ++i) {
    lua_rawgeti(L, 1, static_cast<lua_Integer>(i));
    convert_object(L, -1);
    if (!lua_istable(L, -1))
      throw ArgError(1, "row " + std::to_string(i) + ": expected a record (a table), got " + type_name(L, -1));
    lua_rawseti(L, rows, static_cast<lua_Integer>(i));
  }
  TableView view;
  view.columns = opts.strings("columns").value_or(std::vector<std::string>{});
  view.width = static_cast<std::size_t>(opts.integer("width", 0, 1 << 20));
  view.height = static_cast<std::size_t>(opts.integer("height", 0, 1 << 30));
  view.index = opts.boolean("index");
  const std::string text = n == 0 ? "(no rows)" : record_table(L, rows, view);
  return push(L, text), 1;
}

}  // namespace

void add_table(Module& m) {
  m.function({"table", table,
              "alea.table(rows [, {columns=, width=0, height=0, index=true}]) -> string",
              "An array of records as an aligned text table, as the REPL prints one: a header of field names, a "
              "rule, a line per row (index=true: led by the row's index). The columns are the given field names, "
              "or every field in the first record's own order (records alea returns keep it), then any others. "
              "Numbers, rats and estimates are right-aligned; cells are cut at 30 characters (a longer rat shows "
              "its decimal); width and height (in characters and lines, 0: no limit) cut the table, and a last "
              "line counts the hidden rows and columns. Bound objects, as rows, are converted through :to_table().",
              "print(alea.table(prob.dice(2):to_table(), {columns = {\"label\", \"p\"}, height = 6}))"});
}

}  // namespace alea::out
