// The games library (cgt.games.*): each function reads a position in the notation its users
// write and returns a cgt.position, whose methods (positions.cpp) are the same for every game.
#include "cgt/games.hpp"
#include "cgt/lua_cgt.hpp"

namespace alea::lua_cgt {
using namespace kit;

namespace {

// A set of cell contents written with the board's characters: '.' empty, 'x' Left's, 'o' Right's.
unsigned check_contents(const Options& opts, const char* key) {
  const std::string s = opts.string(key);
  unsigned set = 0;
  for (char ch : s) {
    const auto at = std::string(".xo").find(ch);
    if (at == std::string::npos) opts.fail(key, "expected characters among '.', 'x', 'o', got \"" + s + "\"");
    set |= 1u << at;
  }
  return set;
}

int check_content(const Options& opts, const char* key) {
  const std::string s = opts.string(key);
  const auto at = std::string(".xo").find(s);
  if (s.size() != 1 || at == std::string::npos) opts.fail(key, "expected \".\", \"x\" or \"o\", got \"" + s + "\"");
  return static_cast<int>(at);
}

std::vector<std::pair<int, int>> check_directions(const Options& opts) {
  const std::string d = opts.choice("directions");
  if (d == "orthogonal") return {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
  if (d == "diagonal") return {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  if (d == "compass") return {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  return {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};  // knight
}

}  // namespace

// The games whose only argument is the position's notation.
template <cgt::PositionPtr (*make)(const std::string&)>
int from_notation(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_position(L, make(check_string(L, 1))), 1;
}

int domineering(lua_State* L) { return from_notation<cgt::domineering>(L); }
int clobber(lua_State* L) { return from_notation<static_cast<cgt::PositionPtr (*)(const std::string&)>(cgt::clobber)>(L); }
int fission(lua_State* L) { return from_notation<cgt::fission>(L); }
int konane(lua_State* L) { return from_notation<cgt::konane>(L); }
int amazons(lua_State* L) { return from_notation<cgt::amazons>(L); }
int toads_and_frogs(lua_State* L) { return from_notation<cgt::toads_and_frogs>(L); }
int toppling_dominoes(lua_State* L) { return from_notation<cgt::toppling_dominoes>(L); }
int snort(lua_State* L) { return from_notation<cgt::snort>(L); }
int col(lua_State* L) { return from_notation<cgt::col>(L); }
int ski_jumps(lua_State* L) { return from_notation<cgt::ski_jumps>(L); }
int hackenbush(lua_State* L) { return from_notation<cgt::hackenbush>(L); }
int partizan_arc_kayles(lua_State* L) { return from_notation<cgt::partizan_arc_kayles>(L); }
int cutcake(lua_State* L) { return from_notation<cgt::cutcake>(L); }

int gen_clobber(lua_State* L) {
  check_arg_count(L, 1, 2);
  Options opts(L, 2);
  cgt::games::ClobberVariant v;
  v.directions = check_directions(opts);
  v.clobbered = {check_contents(opts, "left_clobbers"), check_contents(opts, "right_clobbers")};
  v.left_behind = {check_content(opts, "left_leaves"), check_content(opts, "right_leaves")};
  v.max_distance = static_cast<int>(opts.integer("max_distance", 1, 64));
  return push_position(L, cgt::clobber(check_string(L, 1), v)), 1;
}

}  // namespace alea::lua_cgt
