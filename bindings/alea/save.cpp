// alea.save and alea.load: a value kept in a file and read back exactly (JSON with tags for
// what JSON has no form for: rats, estimates, NaN and infinities, tables with other keys).
#include "alea/lua_alea.hpp"
#include "alea/json.hpp"
#include "alea/json_read.hpp"
#include "alea/values.hpp"
#include "kit/kit.hpp"

namespace alea::out {
using namespace kit;

namespace {

int save(lua_State* L) {
  const std::string path = check_string(L, 1);
  write_file(path, save_text(L, 2));  // nothing is written when the value cannot be
  return 0;
}

int load(lua_State* L) {
  const std::string path = check_string(L, 1);
  push_json(L, read_file(path), path, true);
  return 1;
}

}  // namespace

void add_save(Module& m) {
  m.function({"save", save, "alea.save(path, value)",
              "Writes a value to a file for alea.load to read back exactly: numbers (integers stay integers, "
              "floats to the last bit, NaN and infinities too), strings, booleans, rats, estimates and nested "
              "tables with any keys (a table used as a key is saved by its contents); records keep their field order. The file is "
              "JSON, rats and estimates as tagged objects ({\"$rat\": \"5/9\"}). Bound objects that can be rebuilt "
              "(probability vectors, allocations, games and heaps, Boolean functions, game graphs, raising trees) are "
              "saved as the constructor call that rebuilds them and load as themselves; others as their :to_table(), "
              "loading as those tables. Functions, cycles and strings that are not UTF-8 "
              "are errors naming where in the value they are; nothing is written then.",
              "alea.save(\"session.json\", {p = rat(5, 9), e = alea.estimate(1.5, 1e-12), xs = {1, 2.5}})"});
  m.function({"load", load, "alea.load(path) -> value",
              "Reads back a value alea.save wrote (any JSON file reads as alea.read_json reads it).",
              "alea.save(\"r.json\", {rat(1, 3)}); alea.load(\"r.json\")[1]   --> 1/3"});
}

}  // namespace alea::out
