// Positions of the rulesets written in C++ (cgt::Position): Robin Hood and Little John heaps,
// sums of positions, and every game of the library. One Lua type, cgt.position, for all of them:
// a position's value, options, thermograph, components, and play in the sum of its components
// (first moves, winning moves, the hot strategy). Components and moves are numbered from 1.
#include "cgt/games/drawing.hpp"
#include "cgt/lua_cgt.hpp"
#include "cgt/robin_hood/positions.hpp"
#include "cgt/sums.hpp"

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

}  // namespace

const cgt::PositionPtr& check_position(lua_State* L, int idx) { return check_object<cgt::PositionPtr>(L, idx); }

void push_position(lua_State* L, const cgt::PositionPtr& p) { push_object<cgt::PositionPtr>(L, p); }

void push_positions(lua_State* L, const std::vector<cgt::PositionPtr>& ps) { push_array(L, ps, push_position); }

int robin_hood(lua_State* L) {
  check_arg_count(L, 3, 3);
  return push_position(L, cgt::heap_position(cgt::robin_hood(check_integer(L, 1), check_integer(L, 2), check_integer(L, 3)))), 1;
}

int little_john(lua_State* L) {
  check_arg_count(L, 3, 3);
  return push_position(L, cgt::heap_position(cgt::little_john(check_integer(L, 1), check_integer(L, 2), check_integer(L, 3)))), 1;
}

int sum(lua_State* L) {
  check_arg_count(L, 1, 1);
  check_table(L, 1);
  return push_position(L, cgt::sum(check_summands(L, 1))), 1;
}

int p_add(lua_State* L) {
  check_arg_count(L, 2, 2);
  auto parts = check_summands(L, 1), more = check_summands(L, 2);
  parts.insert(parts.end(), more.begin(), more.end());
  return push_position(L, cgt::sum(parts)), 1;
}

int p_value(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_game(L, position_self(L)->value()), 1;
}

int p_thermograph(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_thermograph(L, position_self(L)->thermograph()), 1;
}

int p_mean(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_dyadic(L, position_self(L)->thermograph().mast), 1;
}

int p_temperature(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_dyadic(L, position_self(L)->thermograph().temperature), 1;
}

int p_left_stop(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_dyadic(L, position_self(L)->left_stop()), 1;
}

int p_right_stop(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_dyadic(L, position_self(L)->right_stop()), 1;
}

int p_stops(lua_State* L) {
  check_arg_count(L, 1, 1);
  const cgt::Game v = position_self(L)->value();
  return push_dyadic(L, v.left_stop()), push_dyadic(L, v.right_stop()), 2;
}

int p_outcome(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, cgt::to_string(position_self(L)->value().outcome())), 1;
}

int p_left_options(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_positions(L, position_self(L)->options(cgt::Side::left)), 1;
}

int p_right_options(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_positions(L, position_self(L)->options(cgt::Side::right)), 1;
}

int p_options(lua_State* L) {
  check_arg_count(L, 1, 1);
  push_positions(L, position_self(L)->options(cgt::Side::left));
  push_positions(L, position_self(L)->options(cgt::Side::right));
  return 2;
}

int p_components(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_positions(L, position_self(L)->components()), 1;
}

int p_first_moves(lua_State* L) {
  check_arg_count(L, 2, 2);
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
  check_arg_count(L, 2, 2);
  return push_array(L, cgt::winning_moves(position_self(L), check_side(L, 2)), push_move), 1;
}

int p_hotstrat(lua_State* L) {
  check_arg_count(L, 2, 3);
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
  check_arg_count(L, 1, 1);
  const cgt::PositionPtr& p = position_self(L);
  const auto fields = p->fields();
  Record r(L, static_cast<int>(fields.size()) + 2);
  r.field("ruleset", p->ruleset()).field("position", p->to_string());
  for (const auto& f : fields)
    std::visit([&](const auto& v) { r.field(f.name.c_str(), v); }, f.value);
  return 1;
}

int p_to_svg(lua_State* L) {
  check_arg_count(L, 1, 2);
  const cgt::PositionPtr& p = position_self(L);
  return push_dot(L, cgt::games::board_dot(p->picture(), ""), 2), 1;
}

int p_ruleset(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, position_self(L)->ruleset()), 1;
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

}  // namespace alea::lua_cgt
