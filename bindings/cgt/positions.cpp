// Positions of the rulesets written in C++ (cgt::Position): Robin Hood and Little John heaps,
// sums of positions, and every game of the library. One Lua type, cgt.position, for all of them:
// a position's value, options, thermograph, components, and play in the sum of its components
// (first moves, winning moves, the hot strategy). Components and moves are numbered from 1.
#include "cgt/games/drawing.hpp"
#include "cgt/lua_cgt.hpp"
#include "cgt/robin_hood/positions.hpp"
#include "cgt/sums.hpp"
#include "core/errors.hpp"
#include "kit/saved.hpp"

namespace alea::lua_cgt {
using namespace kit;

namespace {
const cgt::PositionPtr& position_self(lua_State* L) { return check_position(L, 1); }

// A position or an array of positions (the operands of +, the argument of cgt.sum).
std::vector<cgt::PositionPtr> check_summands(lua_State* L, int idx) {
  if (auto* p = test_object<cgt::PositionPtr>(L, idx)) return {*p};
  if (lua_type(L, idx) != LUA_TTABLE) type_error(L, idx, "a position or an array of positions");
  const std::size_t n = check_array(L, idx);
  std::vector<cgt::PositionPtr> out;
  for (std::size_t i = 1; i <= n; ++i) {
    lua_rawgeti(L, idx, static_cast<lua_Integer>(i));
    auto* p = test_object<cgt::PositionPtr>(L, -1);
    if (!p) throw ArgError(idx, "entry " + std::to_string(i) + ": expected a position, got " + type_name(L, -1));
    out.push_back(*p);
    lua_pop(L, 1);
  }
  return out;
}

void push_move(lua_State* L, const cgt::Move& m) {
  Record(L, 3).field("component", m.component + 1).field("move", m.text).field("after", [&] { push_position(L, m.after); });
}

const char* player_name(cgt::Side s) { return s == cgt::Side::left ? "left" : "right"; }

int robin_hood(lua_State* L) {
  return push_position(L, cgt::heap_position(cgt::robin_hood(check_integer(L, 1), check_integer(L, 2), check_integer(L, 3)))), 1;
}

int little_john(lua_State* L) {
  return push_position(L, cgt::heap_position(cgt::little_john(check_integer(L, 1), check_integer(L, 2), check_integer(L, 3)))), 1;
}

int sum(lua_State* L) {
  check_table(L, 1);
  return push_position(L, cgt::sum(check_summands(L, 1))), 1;
}

int p_add(lua_State* L) {
  check_arg_count(L, 2, 2);
  auto parts = check_summands(L, 1), more = check_summands(L, 2);
  parts.insert(parts.end(), more.begin(), more.end());
  return push_position(L, cgt::sum(parts)), 1;
}

int p_mean(lua_State* L) {
  return push_dyadic(L, position_self(L)->thermograph().mast), 1;
}

int p_temperature(lua_State* L) {
  return push_dyadic(L, position_self(L)->thermograph().temperature), 1;
}

int p_stops(lua_State* L) {
  const cgt::Game v = position_self(L)->value();
  return push_dyadic(L, v.left_stop()), push_dyadic(L, v.right_stop()), 2;
}

int p_outcome(lua_State* L) {
  return push(L, cgt::to_string(position_self(L)->value().outcome())), 1;
}

int p_left_options(lua_State* L) {
  return push_positions(L, position_self(L)->options(cgt::Side::left)), 1;
}

int p_right_options(lua_State* L) {
  return push_positions(L, position_self(L)->options(cgt::Side::right)), 1;
}

int p_options(lua_State* L) {
  push_positions(L, position_self(L)->options(cgt::Side::left));
  push_positions(L, position_self(L)->options(cgt::Side::right));
  return 2;
}

int p_first_moves(lua_State* L) {
  const auto moves = cgt::first_moves(position_self(L), check_side(L, 2));
  push_array(L, moves, [](lua_State* L, const cgt::FirstMove& f) {
    Record(L, 5)
        .field("component", f.move.component + 1)
        .field("move", f.move.text)
        .field("after", [&] { push_position(L, f.move.after); })
        .field("stop", [&] { push_dyadic(L, f.stop); })
        .field("wins", f.wins);
  });
  return 1;
}

int p_winning_moves(lua_State* L) {
  return push_array(L, cgt::winning_moves(position_self(L), check_side(L, 2)), push_move), 1;
}

int p_hotstrat(lua_State* L) {
  const cgt::Side hot = check_side(L, 2);
  const cgt::Side first = is_none_or_nil(L, 3) ? hot : check_side(L, 3);
  const auto r = cgt::hotstrat(position_self(L), hot, first);
  Record(L, 3)
      .field("stop", [&] { push_dyadic(L, r.stop); })
      .field("optimal_stop", [&] { push_dyadic(L, r.optimal_stop); })
      .field("line", [&] {
        require_lua_array(r.line.size());
        lua_createtable(L, static_cast<int>(r.line.size()), 0);
        for (std::size_t i = 0; i < r.line.size(); ++i) {  // the players alternate from `first`
          const bool left = (first == cgt::Side::left) == (i % 2 == 0);
          const auto& m = r.line[i];
          Record(L, 4)
              .field("player", player_name(left ? cgt::Side::left : cgt::Side::right))
              .field("component", m.component + 1)
              .field("move", m.text)
              .field("after", [&] { push_position(L, m.after); });
          lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
        }
      });
  return 1;
}

int p_to_table(lua_State* L) {
  const cgt::PositionPtr& p = position_self(L);
  const auto fields = p->fields();
  Record r(L, static_cast<int>(fields.size()) + 2);
  r.field("ruleset", p->ruleset()).field("position", p->to_string());
  for (const auto& f : fields)
    std::visit([&](const auto& v) { r.field(f.name.c_str(), v); }, f.value);
  return 1;
}

int p_to_svg(lua_State* L) {
  const cgt::PositionPtr& p = position_self(L);
  return push_dot(L, cgt::games::board_dot(p->picture(), ""), 2), 1;
}

// alea.save's form: the call that builds the position again: cgt.robin_hood(n, a, b),
// cgt.little_john(n, a, b), cgt.sum{parts}, or cgt.games.<ruleset>(notation [, variant]) where
// the variant is the table of the ruleset's options (a generalized Clobber's).
int p_save(lua_State* L) {
  const cgt::PositionPtr& p = position_self(L);
  const std::string r = p->ruleset();
  if (r == "lua")
    throw InvalidArgument("a position of a Lua ruleset cannot be saved: its rules are Lua functions (save P:value() "
                          "or P:to_table() instead)");
  if (r == "sum") return push_positions(L, cgt::summands(p)), push_saved(L, "cgt.sum", 1);
  if (r == "robin_hood" || r == "little_john") {
    int pushed = 0;
    for (const auto& f : p->fields())
      if (f.name != "rules") push(L, std::get<long long>(f.value)), ++pushed;
    return push_saved(L, r == "robin_hood" ? "cgt.robin_hood" : "cgt.little_john", pushed);
  }
  push(L, p->to_string());
  const auto variant = p->variant();
  if (!variant.empty()) {
    lua_createtable(L, 0, static_cast<int>(variant.size()));
    for (const auto& f : variant) {
      std::visit([&](const auto& v) { push(L, v); }, f.value);
      lua_setfield(L, -2, f.name.c_str());
    }
  }
  return push_saved(L, ("cgt.games." + r).c_str(), variant.empty() ? 1 : 2);
}

int p_tostring(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, position_self(L)->to_string()), 1;
}

int p_len(lua_State* L) {
  check_arg_count(L, 1, 2);
  return push(L, position_self(L)->components().size()), 1;
}

int p_eq(lua_State* L) {
  auto* a = test_object<cgt::PositionPtr>(L, 1);
  auto* b = test_object<cgt::PositionPtr>(L, 2);
  return push(L, a && b && cgt::same_position(**a, **b)), 1;
}

}  // namespace

void add_positions(Module& m, Type& t) {
  m.function({"robin_hood", robin_hood, "cgt.robin_hood(n, a, b) -> cgt.position",
              "The Robin Hood heap (n; a, b) of seed 002, a position: n tokens, Left's wealth a, Right's wealth b. "
              "Left removes i tokens, 1 <= i <= min(a, n), and Right's wealth drops by i (never below 0); Right "
              "symmetrically. Its thermograph, mean, temperature and stops are computed directly on the positions (no "
              "canonical form), so heaps of thousands of tokens have them. Positions add with +.",
              "cgt.robin_hood(9, 3, 2):value()"});
  m.function({"little_john", little_john, "cgt.little_john(n, a, b) -> cgt.position",
              "The Little John heap of seed 002 (Definition 7.1 as reconstructed in docs/cgt.md): with both players "
              "rich the only move takes min(a, b, n) tokens; with the opponent broke, one token at a time.",
              "cgt.little_john(13, 5, 3):thermograph()"});
  m.function({"sum", sum, "cgt.sum(positions) -> cgt.position",
              "The disjunctive sum of an array of positions of any rulesets (also P + Q): a position whose components "
              "are theirs. Its value, stops, first moves, winning moves and hot strategy are methods.",
              "S = cgt.sum{cgt.robin_hood(9, 3, 2), cgt.robin_hood(4, 2, 1)}; S:stops()   --> 9, -2"});
  t.method({"value", method<&cgt::Position::value>, "P:value() -> cgt.game",
            "The canonical form (memoized by the ruleset).", "cgt.robin_hood(3, 1, 1):value()   --> +-2"});
  t.method({"thermograph", method<&cgt::Position::thermograph>, "P:thermograph() -> cgt.thermograph",
            "The thermograph: a heap's computed directly on the positions, without canonical forms (heaps of "
            "thousands of tokens have one); otherwise the canonical form's.",
            "cgt.robin_hood(1000, 13, 8):thermograph():temperature()"});
  t.method({"mean", p_mean, "P:mean() -> rat", "The mean, from the thermograph.",
            "cgt.robin_hood(13, 5, 3):mean()   --> 6"});
  t.method({"temperature", p_temperature, "P:temperature() -> rat", "The temperature, from the thermograph.",
            "cgt.robin_hood(13, 5, 4):temperature()   --> 8"});
  t.method({"left_stop", method<&cgt::Position::left_stop, push_dyadic>, "P:left_stop() -> rat",
            "The Left stop (a heap's from its direct thermograph).", "cgt.robin_hood(9, 3, 2):left_stop()"});
  t.method({"right_stop", method<&cgt::Position::right_stop, push_dyadic>, "P:right_stop() -> rat", "The Right stop.",
            "cgt.robin_hood(9, 3, 2):right_stop()"});
  t.method({"stops", p_stops, "P:stops() -> left, right", "The Left and Right stops of the value.",
            "(cgt.robin_hood(9, 3, 2) + cgt.robin_hood(4, 2, 1)):stops()   --> 9, -2 (Figure 1)"});
  t.method({"outcome", p_outcome, "P:outcome() -> string",
            "\"L\", \"R\", \"N\" or \"P\": who wins (Left, Right, the first player, the second player).",
            "cgt.robin_hood(3, 1, 1):outcome()   --> N"});
  t.method({"left_options", p_left_options, "P:left_options() -> {cgt.position, ...}",
            "Every Left move, in the ruleset's order (a heap's by tokens taken: 1, 2, ...).",
            "cgt.robin_hood(4, 2, 1):left_options()"});
  t.method({"right_options", p_right_options, "P:right_options() -> {cgt.position, ...}",
            "Every Right move, in the ruleset's order.", "cgt.robin_hood(4, 2, 1):right_options()"});
  t.method({"options", p_options, "P:options() -> lefts, rights", "Both lists of options.",
            "cgt.robin_hood(2, 1, 1):options()"});
  t.method({"components", method<&cgt::Position::components>, "P:components() -> {cgt.position, ...}",
            "The independent parts the position is the sum of (a sum's parts, a board's regions; a position that "
            "does not split is its only component).",
            "(cgt.robin_hood(9, 3, 2) + cgt.robin_hood(4, 2, 1)):components()[2]   --> (4;2,1)"});
  t.method({"first_moves", p_first_moves, "P:first_moves(player) -> {{component=, move=, after=, stop=, wins=}, ...}",
            "Every move of player (\"left\" or \"right\") in every component, with the ruleset's words for it "
            "(move, e.g. \"take 2\"), the component after it, the stop it reaches (the Right stop after Left's move, "
            "the Left stop after Right's) and whether it wins (the mover then wins moving second).",
            "(cgt.robin_hood(9, 3, 2) + cgt.robin_hood(4, 2, 1)):first_moves(\"right\")"});
  t.method({"winning_moves", p_winning_moves, "P:winning_moves(player) -> {{component=, move=, after=}, ...}",
            "The moves of player (\"left\" or \"right\") after which the mover wins moving second.",
            "(cgt.robin_hood(9, 3, 2) + cgt.robin_hood(4, 2, 1)):winning_moves(\"right\")[1].move   --> take 2"});
  t.method({"hotstrat", p_hotstrat,
            "P:hotstrat(hot [, first]) -> {stop=, optimal_stop=, line={{player=, component=, move=, after=}, ...}}",
            "Hot strategy against optimal play: at each of its turns `hot` (\"left\" or \"right\") moves in a "
            "component of highest temperature, to the option whose wall is best at that temperature; the opponent "
            "plays to the best stop it can reach. stop is the stop reached, optimal_stop what optimal play reaches "
            "with the same first player (first, default hot); line is the play.",
            "(cgt.robin_hood(3, 1, 1) + cgt.robin_hood(4, 2, 1)):hotstrat(\"right\").stop   --> 1 (Theorem 1.2)"});
  t.method({"to_svg", p_to_svg, "P:to_svg([file]) -> svg|path",
            "The board drawn by Graphviz (dot): Left's pieces blue, Right's red, blocked cells grey; into file (.svg, "
            ".png or .pdf) when given, returning its path, else the SVG text. An error for positions without a board "
            "(heaps, sums, graphs).",
            "cgt.games.clobber(\"xo.|.ox\"):to_svg(\"clobber.svg\")"});
  t.method({"ruleset", method<&cgt::Position::ruleset>, "P:ruleset() -> string",
            "The ruleset's name (\"robin_hood\", \"sum\", \"domineering\", \"gen_clobber\" for a generalized "
            "Clobber other than plain Clobber, ...).",
            "cgt.little_john(9, 3, 2):ruleset()   --> little_john"});
  t.method({"to_table", p_to_table, "P:to_table() -> {ruleset=, position=, ...}",
            "The position as plain values: its ruleset, its notation, and the ruleset's fields (a heap's rules, n, a, "
            "b; a board's rows and cols, and a generalized Clobber's options).",
            "cgt.little_john(9, 3, 2):to_table().n   --> 9"});
  t.op({"__tostring", p_tostring, "tostring(P)",
        "The position as its ruleset writes it: \"(9;3,2)\", Little John \"LJ(9;3,2)\", a sum \"(9;3,2) + (4;2,1)\", "
        "a board its rows joined by \"|\".",
        "tostring(cgt.robin_hood(9, 3, 2))"});
  t.op({"__save", p_save, "alea.save(path, P)",
        "How alea.save writes P so that alea.load gives it back: cgt.robin_hood(n, a, b), cgt.little_john(n, a, b), "
        "cgt.sum{parts} or cgt.games.<game>(notation [, options]) (a generalized Clobber's options too); a position "
        "of a Lua ruleset (R:position) is an error, its rules being Lua functions.",
        "getmetatable(cgt.robin_hood(9, 3, 2)).__save(cgt.robin_hood(9, 3, 2))   --> \"cgt.robin_hood\", {9, 3, 2}"});
  t.op({"__eq", p_eq, "P == Q", "The same ruleset and the same position.",
        "cgt.robin_hood(1, 1, 1) == cgt.robin_hood(1, 1, 1)"});
  t.op({"__add", p_add, "P + Q", "The sum of positions (or of arrays of positions), as a position.",
        "cgt.robin_hood(9, 3, 2) + cgt.robin_hood(4, 2, 1)"});
  t.op({"__len", p_len, "#P", "The number of components.",
        "#(cgt.robin_hood(9, 3, 2) + cgt.robin_hood(4, 2, 1))   --> 2"});
}

}  // namespace alea::lua_cgt
