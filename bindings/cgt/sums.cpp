// Disjunctive sums of heaps: value, stops, every first move with the stop it reaches, the
// winning moves, and the hot strategy against optimal play. Heaps are numbered from 1.
#include "cgt/lua_cgt.hpp"

namespace alea::lua_cgt {
using namespace kit;

namespace {
const cgt::HeapSum& sum_self(lua_State* L) { return check_object<cgt::HeapSum>(L, 1); }

// A heap or a sum, as the heaps it adds (the operands of +).
cgt::HeapSum check_summand(lua_State* L, int idx) {
  if (auto* h = test_object<cgt::Heap>(L, idx)) return {*h};
  if (auto* s = test_object<cgt::HeapSum>(L, idx)) return *s;
  type_error(L, idx, "a heap or a sum of heaps");
}

void push_move(lua_State* L, const cgt::HeapMove& m) {
  Record(L, 3).field("heap", m.heap + 1).field("take", m.take).field("after", [&] { push_heap(L, m.after); });
}

int sum(lua_State* L) {
  const std::size_t n = check_array(L, 1);
  cgt::HeapSum heaps;
  for (std::size_t i = 1; i <= n; ++i) {
    lua_rawgeti(L, 1, static_cast<lua_Integer>(i));
    auto* h = test_object<cgt::Heap>(L, -1);
    if (!h) throw ArgError(1, "entry " + std::to_string(i) + ": expected a heap, got " + type_name(L, -1));
    heaps.push_back(*h);
    lua_pop(L, 1);
  }
  push_object<cgt::HeapSum>(L, std::move(heaps));
  return 1;
}

int h_add(lua_State* L) {
  check_arg_count(L, 2, 2);
  cgt::HeapSum s = check_summand(L, 1), t = check_summand(L, 2);
  s.insert(s.end(), t.begin(), t.end());
  push_object<cgt::HeapSum>(L, std::move(s));
  return 1;
}

int s_heaps(lua_State* L) {
  return push_array(L, sum_self(L), push_heap), 1;
}

int s_thermograph(lua_State* L) {
  return push_thermograph(L, cgt::sum_value(sum_self(L)).thermograph()), 1;
}

int s_stops(lua_State* L) {
  const auto st = cgt::sum_stops(sum_self(L));
  push_dyadic(L, st.left), push_dyadic(L, st.right);
  return 2;
}

int s_first_moves(lua_State* L) {
  const auto moves = cgt::first_moves(sum_self(L), check_side(L, 2));
  push_array(L, moves, [](lua_State* L, const cgt::FirstMove& f) {
    Record(L, 5)
        .field("heap", f.move.heap + 1)
        .field("take", f.move.take)
        .field("after", [&] { push_heap(L, f.move.after); })
        .field("stop", [&] { push_dyadic(L, f.stop); })
        .field("wins", f.wins);
  });
  return 1;
}

int s_winning_moves(lua_State* L) {
  return push_array(L, cgt::winning_moves(sum_self(L), check_side(L, 2)), push_move), 1;
}

int s_hotstrat(lua_State* L) {
  const cgt::Side hot = check_side(L, 2);
  const cgt::Side first = is_none_or_nil(L, 3) ? hot : check_side(L, 3);
  const auto r = cgt::hotstrat(sum_self(L), hot, first);
  Record(L, 3)
      .field("stop", [&] { push_dyadic(L, r.stop); })
      .field("optimal_stop", [&] { push_dyadic(L, r.optimal_stop); })
      .field("line", [&] {
        lua_createtable(L, static_cast<int>(r.line.size()), 0);
        for (std::size_t i = 0; i < r.line.size(); ++i) {  // the players alternate from `first`
          const bool left = (first == cgt::Side::left) == (i % 2 == 0);
          const auto& m = r.line[i];
          Record(L, 4)
              .field("player", left ? "left" : "right")
              .field("heap", m.heap + 1)
              .field("take", m.take)
              .field("after", [&] { push_heap(L, m.after); });
          lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
        }
      });
  return 1;
}

int s_to_table(lua_State* L) {
  return push_array(L, sum_self(L), push_heap_record), 1;
}

int s_tostring(lua_State* L) {
  check_arg_count(L, 1, 1);
  std::string text;
  for (const auto& h : sum_self(L)) text += (text.empty() ? "" : " + ") + h.to_string();
  return push(L, text.empty() ? std::string("0 (no heaps)") : text), 1;
}

int s_len(lua_State* L) {
  check_arg_count(L, 1, 2);
  return push(L, sum_self(L).size()), 1;
}

int s_eq(lua_State* L) {
  auto* a = test_object<cgt::HeapSum>(L, 1);
  auto* b = test_object<cgt::HeapSum>(L, 2);
  return push(L, a && b && *a == *b), 1;
}

}  // namespace

void add_sums(Module& m, Type& heap, Type& t) {
  m.function({"sum", sum, "cgt.sum(heaps) -> cgt.sum",
              "The disjunctive sum of an array of heaps (also H1 + H2). Its value, stops, first moves, winning moves "
              "and hot strategy are methods.",
              "S = cgt.sum{cgt.robin_hood(9, 3, 2), cgt.robin_hood(4, 2, 1)}; S:stops()   --> 9, -2"});
  heap.op({"__add", h_add, "H + K", "The sum of heaps (or of a heap and a sum) as a cgt.sum.",
           "cgt.robin_hood(9, 3, 2) + cgt.robin_hood(4, 2, 1)"});
  t.method({"heaps", s_heaps, "S:heaps() -> {cgt.heap, ...}", "The heaps, in order.", "S:heaps()[1]"});
  t.method({"value", method<&cgt::sum_value>, "S:value() -> cgt.game", "The canonical form of the sum.", "S:value()"});
  t.method({"thermograph", s_thermograph, "S:thermograph() -> cgt.thermograph",
            "The thermograph of the sum's canonical form.", "S:thermograph():temperature()"});
  t.method({"stops", s_stops, "S:stops() -> left, right", "The Left and Right stops of the sum.",
            "S:stops()   --> 9, -2 (Figure 1)"});
  t.method({"first_moves", s_first_moves,
            "S:first_moves(player) -> {{heap=, take=, after=, stop=, wins=}, ...}",
            "Every move of player (\"left\" or \"right\") in every heap, with the stop it reaches (the Right stop "
            "after Left's move, the Left stop after Right's) and whether it wins (the mover then wins moving "
            "second).",
            "S:first_moves(\"right\")"});
  t.method({"winning_moves", s_winning_moves, "S:winning_moves(player) -> {{heap=, take=, after=}, ...}",
            "The moves of player (\"left\" or \"right\") after which the mover wins moving second.",
            "S:winning_moves(\"right\")[1].heap   --> 1"});
  t.method({"hotstrat", s_hotstrat,
            "S:hotstrat(hot [, first]) -> {stop=, optimal_stop=, line={{player=, heap=, take=, after=}, ...}}",
            "Hot strategy against optimal play: at each of its turns `hot` (\"left\" or \"right\") moves in a "
            "component of highest temperature, to the option whose wall is best at that temperature; the opponent "
            "plays to the best stop it can reach. stop is the stop reached, optimal_stop what optimal play reaches "
            "with the same first player (first, default hot); line is the play.",
            "(cgt.robin_hood(3, 1, 1) + cgt.robin_hood(4, 2, 1)):hotstrat(\"right\").stop   --> 1 (Theorem 1.2)"});
  t.method({"to_table", s_to_table, "S:to_table() -> {{rules=, n=, a=, b=}, ...}", "The heaps as plain values.",
            "S:to_table()[2].n"});
  t.op({"__len", s_len, "#S", "The number of heaps.", "#S"});
  t.op({"__tostring", s_tostring, "tostring(S)", "\"(9;3,2) + (4;2,1)\".", "tostring(S)"});
  t.op({"__eq", s_eq, "S == T", "The same heaps in the same order.", "S == S"});
  t.op({"__add", h_add, "S + H", "The sum with more heaps (a heap or a sum).", "S + cgt.robin_hood(2, 1, 1)"});
}

}  // namespace alea::lua_cgt
