#pragma once
// alea.read_csv: a CSV file as records keyed by its header line. Unquoted cells that read as
// numbers, booleans or rats come back as such (csv_cells.hpp); quoted cells stay strings.
#include "kit/lua.hpp"

namespace alea::out {

// alea.read_csv(path) -> array of records keyed by the header line.
int read_csv(lua_State* L);

}  // namespace alea::out
