#pragma once
// alea.write_csv and alea.read_csv: tables of numbers, strings, booleans and rats as CSV
// (RFC 4180 quoting). Unquoted cells that read as numbers, booleans or rats come back as
// such, and strings that would be mistaken for them are written quoted, so a table survives
// a round trip with its types.
#include "kit/lua.hpp"

namespace alea::out {

// alea.write_csv(path, rows [, header]) -> number of rows written.
int write_csv(lua_State* L);
// alea.read_csv(path) -> array of records keyed by the header line.
int read_csv(lua_State* L);

}  // namespace alea::out
