#pragma once
// alea.write_csv: tables of numbers, strings, booleans and rats as CSV (RFC 4180 quoting).
// Strings that would read back as numbers, booleans or rats are written quoted, so a table
// survives a round trip through alea.read_csv (csv_read.hpp) with its types.
#include "kit/lua.hpp"

namespace alea::out {

// alea.write_csv(path, rows [, header]) -> number of rows written.
int write_csv(lua_State* L);

}  // namespace alea::out
