// Sums, negatives, comparisons, printing and saving: the operators of games. Numbers mix with
// games on either side of an operator (G + 1, 1/2 <= G with rat(1, 2)).
#include <algorithm>

#include "cgt/lua_cgt.hpp"
#include "cgt/print.hpp"
#include "core/errors.hpp"
#include "core/memory_guard.hpp"

namespace alea::lua_cgt {
using namespace kit;

namespace {

int add(lua_State* L) {
  check_arg_count(L, 2, 2);
  if (is_loopy(L, 1) || is_loopy(L, 2)) return loopy_operator(L, "__add");  // a short game meets a loopy one
  return push_game(L, check_game(L, 1) + check_game(L, 2)), 1;
}

int sub(lua_State* L) {
  check_arg_count(L, 2, 2);
  if (is_loopy(L, 1) || is_loopy(L, 2)) return loopy_operator(L, "__sub");  // a short game meets a loopy one
  return push_game(L, check_game(L, 1) - check_game(L, 2)), 1;
}

int unm(lua_State* L) {
  check_arg_count(L, 1, 2);  // Lua passes the operand twice
  return push_game(L, -check_game(L, 1)), 1;
}

// The operand of n * G that is the count n: a Lua number, or a game that is an integer
// (CGSuite's integers are games, so cgt(3) * G works too); 0 when neither is.
int count_operand(lua_State* L) {
  for (int i : {1, 2}) {
    if (lua_type(L, i) == LUA_TNUMBER) return i;
    if (const auto* g = test_object<cgt::Game>(L, i); g && g->is_integer()) return i;
  }
  return 0;
}

// n * G and G * n: n copies of G (CGSuite's n * G); a loopy G goes to the loopy games' product.
int mul(lua_State* L) {
  check_arg_count(L, 2, 2);
  const int n_idx = count_operand(L);
  if (n_idx == 0) check_integer(L, is_loopy(L, 2) ? 1 : 2);  // throws, naming the operand
  const int g_idx = 3 - n_idx;
  if (is_loopy(L, g_idx)) {
    if (const auto* n = test_object<cgt::Game>(L, n_idx)) {
      const auto k = n->to_dyadic().to_int64();
      if (!k) throw ArgError(n_idx, "the count " + cgt::to_string(*n) + " is too large for a loopy game");
      lua_pushinteger(L, *k);
      lua_replace(L, n_idx);
    }
    return loopy_operator(L, "__mul");
  }
  if (lua_type(L, n_idx) == LUA_TNUMBER) return push_game(L, check_game(L, g_idx).times(check_integer(L, n_idx))), 1;
  return push_game(L, check_game(L, n_idx).norton(check_game(L, g_idx))), 1;  // n.G: n copies, n any size
}

int eq(lua_State* L) {
  // Lua asks only when both sides are userdata; a game never equals another type's object.
  auto* g = test_object<cgt::Game>(L, 1);
  auto* h = test_object<cgt::Game>(L, 2);
  return push(L, g && h && *g == *h), 1;
}

int le(lua_State* L) {
  check_arg_count(L, 2, 2);
  if (is_loopy(L, 1) || is_loopy(L, 2)) return loopy_operator(L, "__le");  // a short game meets a loopy one
  return push(L, check_game(L, 1) <= check_game(L, 2)), 1;
}

int lt(lua_State* L) {
  check_arg_count(L, 2, 2);
  if (is_loopy(L, 1) || is_loopy(L, 2)) return loopy_operator(L, "__lt");  // a short game meets a loopy one
  return push(L, check_game(L, 1) < check_game(L, 2)), 1;
}

int tostring(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, cgt::to_string(check_object<cgt::Game>(L, 1))), 1;
}

// alea.save's form: cgt(text), the whole text (kit/saved.hpp).
int save(lua_State* L) {
  const cgt::Game& g = check_object<cgt::Game>(L, 1);
  const auto limit = static_cast<std::size_t>(std::min<std::uint64_t>(memory_limit() / 4, std::uint64_t(1) << 30));
  const auto r = cgt::print(g, limit);
  if (r.cut) throw LimitExceeded("the game's text is longer than " + std::to_string(limit) + " characters");
  push(L, r.text);
  return push_saved(L, "cgt", 1);
}

}  // namespace

void add_arithmetic(Type& game) {
  game.op({"__add", add, "G + H", "The disjunctive sum (numbers mix in).", "cgt(\"*\") + cgt(\"*\")   --> 0"});
  game.op({"__sub", sub, "G - H", "G + (-H).", "cgt.up() - cgt.up()   --> 0"});
  game.op({"__mul", mul, "n * G", "G + G + ... + G, n copies (G * n too; CGSuite's n * G); -G copies for n < 0, 0 for "
           "n = 0. By repeated doubling, so n may be large. Norton's product by other games: G:norton(U).",
           "3 * cgt(\"{1|0}\"), -2 * cgt.up()   --> {2|1}  vv"});
  game.op({"__unm", unm, "-G", "The negative: Left and Right swap.", "-cgt(\"{2|-1}\")   --> {1|-2}"});
  game.op({"__eq", eq, "G == H", "Equal values (the same canonical form). A number needs cgt(x): G == cgt(1).",
           "cgt(\"{0|0}\") == cgt.star()   --> true"});
  game.op({"__le", le, "G <= H", "G <= H as games (numbers may stand on either side).",
           "cgt.up() <= cgt(\"{0|*}\")"});
  game.op({"__lt", lt, "G < H", "G <= H and not H <= G.", "0 < cgt.up()   --> true"});
  game.op({"__tostring", tostring, "tostring(G)",
           "CGSuite's plain text ({2|-1}, +-1, 1*, ^*, {1|0||-1}, 3/2), cut at 100000 characters.",
           "tostring(cgt(\"{1|1}\"))   --> 1*"});
  game.op({"__save", save, "alea.save(path, G)",
           "How alea.save writes G so that alea.load gives it back: cgt(text), the whole text.",
           "getmetatable(cgt.up()).__save(cgt.up())   --> \"cgt\", {\"^\"}"});
}

}  // namespace alea::lua_cgt
