#include "alea/save.hpp"

#include "alea/json.hpp"
#include "alea/json_read.hpp"
#include "alea/values.hpp"
#include "kit/kit.hpp"

namespace alea::out {
using namespace kit;

int save(lua_State* L) {
  check_arg_count(L, 2, 2);
  const std::string path = check_string(L, 1);
  write_file(path, save_text(L, 2));  // nothing is written when the value cannot be
  return 0;
}

int load(lua_State* L) {
  check_arg_count(L, 1, 1);
  const std::string path = check_string(L, 1);
  push_json(L, read_file(path), path, true);
  return 1;
}

}  // namespace alea::out
