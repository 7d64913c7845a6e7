// Impartial play in normal play: heap games (cgt.heap: take-and-break codes, subtraction sets,
// spawning codes) with their nim sequences, values, options, periods and long runs; the nim value
// of a short game; nimber arithmetic and Wythoff's game.
#include <climits>

#include "cgt/impartial/long_run.hpp"
#include "cgt/impartial/wythoff.hpp"
#include "cgt/lua_cgt.hpp"
#include "core/interrupt.hpp"

namespace alea::lua_cgt {
using namespace kit;
namespace imp = cgt::impartial;

std::uint64_t check_heap_size(lua_State* L, int idx) {
  return static_cast<std::uint64_t>(check_integer(L, idx, 0, LLONG_MAX));
}

std::vector<std::uint64_t> check_heap_sizes(lua_State* L, int idx, long long min, const char* what) {
  const std::size_t n = check_array(L, idx);
  std::vector<std::uint64_t> out;
  out.reserve(n);
  for (std::size_t i = 0; i < n; ++i) {
    lua_rawgeti(L, idx, static_cast<lua_Integer>(i + 1));
    const auto v = to_count(L, -1);
    if (!v || *v < min) {
      const std::string got = lua_type(L, -1) == LUA_TNUMBER ? lua_tostring(L, -1) : type_name(L, -1);
      throw ArgError(idx, std::string(what) + " " + std::to_string(i + 1) + ": expected an integer >= " +
                              std::to_string(min) + ", got " + got);
    }
    out.push_back(static_cast<std::uint64_t>(*v));
    lua_pop(L, 1);
  }
  return out;
}

namespace {
imp::HeapRuleset& rules_self(lua_State* L) { return *check_object<HeapRules>(L, 1).rules; }

int push_rules(lua_State* L, std::shared_ptr<imp::HeapRuleset> h) {
  push_object<HeapRules>(L, HeapRules{std::move(h)});
  return 1;
}

int heap_code(lua_State* L) { return push_rules(L, imp::take_and_break(check_string(L, 1))); }

int heap_subtraction(lua_State* L) {
  Options opts(L, 2);
  return push_rules(L, imp::subtraction(check_heap_sizes(L, 1, 1, "element"), opts.boolean("all_but")));
}

int heap_spawning(lua_State* L) { return push_rules(L, imp::spawning(check_string(L, 1))); }

// The classical games, by their codes (Winning Ways ch. 4 and 14).
int heap_nim(lua_State* L) { return push_rules(L, imp::take_and_break("0.[3]")); }
int heap_kayles(lua_State* L) { return push_rules(L, imp::take_and_break("0.77")); }
int heap_dawson(lua_State* L) { return push_rules(L, imp::take_and_break("0.07")); }
int heap_grundy(lua_State* L) { return push_rules(L, imp::take_and_break("4!.0")); }
int heap_mock_turtles(lua_State* L) { return push_rules(L, imp::spawning("1-3")); }
int heap_moidores(lua_State* L) { return push_rules(L, imp::spawning("1-9")); }

int nim_sequence(lua_State* L) {
  Options opts(L, 3);
  const std::uint64_t n = check_heap_size(L, 2);
  const auto method = opts.choice("method") == "direct" ? imp::SequenceMethod::direct : imp::SequenceMethod::automatic;
  require_lua_array(static_cast<std::size_t>(std::min<std::uint64_t>(n, SIZE_MAX - 1) + 1));
  return push(L, imp::nim_sequence(rules_self(L), n, method)), 1;
}

int nim_value(lua_State* L) {
  imp::HeapRuleset& h = rules_self(L);
  if (lua_type(L, 2) == LUA_TTABLE) return push(L, imp::nim_value(h, check_heap_sizes(L, 2, 0, "heap"))), 1;
  return push(L, imp::nim_value(h, check_heap_size(L, 2))), 1;
}

int options(lua_State* L) {
  const auto opts = imp::heap_options(rules_self(L), check_heap_size(L, 2));
  std::size_t pushed = 0;
  return push_array(L, opts, [&](lua_State* L, const std::vector<std::uint64_t>& o) {
           if ((++pushed & 0xFFF) == 0) check_interrupt();  // millions of small tables for a large heap
           push(L, o);
         }), 1;
}

void push_periodicity(lua_State* L, const imp::Periodicity& p) {
  Record(L, 3).field("period", p.period).field("preperiod", p.preperiod).field("saltus", p.saltus);
}

int periodicity(lua_State* L) {
  const auto r = imp::periodicity(rules_self(L), check_heap_size(L, 2));
  if (r.periodicity) return push_periodicity(L, *r.periodicity), 1;
  lua_pushnil(L);
  push(L, r.reason);
  return 2;
}

int extend(lua_State* L) {
  Options opts(L, 2);
  imp::LongRunOptions o;
  o.seconds = opts.number("seconds");
  if (!(o.seconds > 0)) opts.fail("seconds", "expected a time > 0");
  if (const auto to = opts.optional_integer("to", 0, LLONG_MAX)) o.to = static_cast<std::uint64_t>(*to);
  o.checkpoint = opts.string("checkpoint");
  o.checkpoint_seconds = opts.number("checkpoint_seconds");
  if (!(o.checkpoint_seconds > 0)) opts.fail("checkpoint_seconds", "expected a time > 0");
  const imp::LongRunReport r = imp::extend(rules_self(L), o);
  Record(L, 12)
      .field("heaps", r.heaps)
      .field("resumed_from", r.resumed_from)
      .field("largest", r.largest)
      .field("largest_at", r.largest_at)
      .field("rare_mask", r.mask)
      .field("rare", r.rare)
      .field("last_rare", r.last_rare)
      .field("seconds", r.seconds)
      .field("period", [&] { r.periodicity ? push(L, r.periodicity->period) : lua_pushnil(L); })
      .field("preperiod", [&] { r.periodicity ? push(L, r.periodicity->preperiod) : lua_pushnil(L); })
      .field("saltus", [&] { r.periodicity ? push(L, r.periodicity->saltus) : lua_pushnil(L); })
      .field("reason", r.reason);
  return 1;
}

// The ruleset as the Lua call that makes it, from the kind and parameters the core kept.
std::string lua_text(const imp::HeapSpec& s) {
  using Kind = imp::HeapSpec::Kind;
  if (s.kind == Kind::spawning) return "cgt.heap.spawning(\"" + s.code + "\")";
  if (s.kind == Kind::take_and_break) return "cgt.heap(\"" + s.code + "\")";
  return "cgt.heap.subtraction({" + s.set_text() + "}" + (s.all_but ? ", {all_but = true})" : ")");
}

int rules_tostring(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, lua_text(rules_self(L).spec())), 1;
}

int game_nim_value(lua_State* L) { return push(L, imp::nim_value(check_object<cgt::Game>(L, 1))), 1; }

// Nimbers are the integers 0 .. 2^63 - 1 here (Lua's integers).
std::uint64_t check_nimber(lua_State* L, int idx) { return check_heap_size(L, idx); }

int nim_sum(lua_State* L) { return push(L, imp::nim_sum(check_nimber(L, 1), check_nimber(L, 2))), 1; }
int nim_product(lua_State* L) { return push(L, imp::nim_product(check_nimber(L, 1), check_nimber(L, 2))), 1; }
int nim_quotient(lua_State* L) { return push(L, imp::nim_quotient(check_nimber(L, 1), check_nimber(L, 2))), 1; }

int wythoff(lua_State* L) {
  imp::Wythoff w;
  return push(L, w.nim_value(check_heap_size(L, 1), check_heap_size(L, 2))), 1;
}

int wythoff_is_p(lua_State* L) {
  return push(L, imp::Wythoff::is_p_position(check_heap_size(L, 1), check_heap_size(L, 2))), 1;
}

}  // namespace

void add_impartial(Module& m, Type& game, Type& t) {
  m.call_table({"heap", heap_code, "cgt.heap(code) -> cgt.heap_ruleset",
                "The take-and-break game of a code in CGSuite's syntax: digit d_j (0-9, A-Z) says into how many heaps "
                "(bit r: r heaps) what is left may be split after taking j tokens: 0.77 Kayles, 0.07 Dawson's Kayles, "
                "0.137 Dawson's chess, 0.[3] Nim (a repeating block), 4!.0 Grundy's game ('!' heaps unequal), "
                "0.{1,3+} generalized digits. docs/cgt.md gives the whole syntax.",
                "cgt.heap(\"0.77\"):nim_sequence(11)   --> {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6}"});
  m.function({"heap.subtraction", heap_subtraction, "cgt.heap.subtraction(S [, {all_but=false}]) -> cgt.heap_ruleset",
              "The subtraction game of the set S (integers >= 1): a move takes s tokens from one heap, s in S (all_but: "
              "s not in S). All-but games are arithmetic-periodic (Angela Siegel); :periodicity proves it.",
              "cgt.heap.subtraction({1, 2, 3}):nim_sequence(8)   --> {0, 1, 2, 3, 0, 1, 2, 3, 0}"});
  m.function({"heap.spawning", heap_spawning, "cgt.heap.spawning(code) -> cgt.heap_ruleset",
              "The heap form of a coin-turning game (Winning Ways ch. 14; CGSuite's Spawning): \"1-3\" turns 1 to 3 "
              "coins (Mock Turtles), \"1+\" any number, \"2C\" two adjacent coins, modifiers C consecutive, C(k) "
              "within k, E equally spaced, S symmetric, F the first coin among them.",
              "cgt.heap.spawning(\"1-2\"):nim_sequence(6)   --> {0, 1, 2, 3, 4, 5, 6}"});
  m.function({"heap.nim", heap_nim, "cgt.heap.nim() -> cgt.heap_ruleset", "Nim (code 0.[3]): G(n) = n.",
              "cgt.heap.nim():nim_value({3, 5, 6})   --> 0"});
  m.function({"heap.kayles", heap_kayles, "cgt.heap.kayles() -> cgt.heap_ruleset",
              "Kayles (code 0.77): periodic with period 12 from heap 71 on (Guy and Smith).",
              "cgt.heap.kayles():periodicity(200).preperiod   --> 71"});
  m.function({"heap.dawson", heap_dawson, "cgt.heap.dawson() -> cgt.heap_ruleset",
              "Dawson's Kayles (code 0.07): period 34 from heap 53 on.",
              "cgt.heap.dawson():periodicity(300).period   --> 34"});
  m.function({"heap.grundy", heap_grundy, "cgt.heap.grundy() -> cgt.heap_ruleset",
              "Grundy's game (code 4!.0): split a heap into two unequal heaps. No period is known.",
              "cgt.heap.grundy():nim_sequence(10)   --> {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0}"});
  m.function({"heap.mock_turtles", heap_mock_turtles, "cgt.heap.mock_turtles() -> cgt.heap_ruleset",
              "Mock Turtles (spawning code 1-3; Winning Ways ch. 14): G(n) is the n-th odious number, counted from "
              "heap 1 (positions count from 1; heap 0 is the empty strip).",
              "cgt.heap.mock_turtles():nim_sequence(5)   --> {0, 1, 2, 4, 7, 8}"});
  m.function({"heap.moidores", heap_moidores, "cgt.heap.moidores() -> cgt.heap_ruleset",
              "Moidores (spawning code 1-9; Winning Ways ch. 14): turn up to nine coins, the rightmost from heads to "
              "tails; the last of Mock Turtles (3), Moebius (5) and Mogul (7), which are cgt.heap.spawning(\"1-5\") "
              "and (\"1-7\").",
              "cgt.heap.moidores():nim_sequence(10)"});

  t.method({"nim_sequence", nim_sequence, "H:nim_sequence(n [, {method=\"auto\"|\"direct\"}]) -> {integer, ...}",
            "The nim values G(0), ..., G(n) (n + 1 integers). auto continues by a period once one is proved; direct "
            "computes each value (the rare-value method for splitting codes). Values are kept for the session.",
            "cgt.heap(\"0.07\"):nim_sequence(9)   --> {0, 0, 1, 1, 2, 0, 3, 1, 1, 0}"});
  t.method({"nim_value", nim_value, "H:nim_value(n | heaps) -> integer",
            "The nim value of heap n, or of the sum of the heaps listed (the XOR of theirs). A heap beyond any table "
            "(10^12) is answered by a proved period, or refused up front.",
            "cgt.heap.kayles():nim_value(10^12)   --> 1"});
  t.method({"options", options, "H:options(n) -> {{integer, ...}, ...}",
            "The options of heap n, each as the list of heaps it leaves (an empty list: nothing is left), in "
            "CGSuite's order.",
            "cgt.heap(\"0.77\"):options(3)"});
  t.method({"periodicity", periodicity, "H:periodicity(n) -> {period=, preperiod=, saltus=} | nil, reason",
            "The periodicity the values G(0 .. n) prove: the octal periodicity theorem (Guy and Smith) for finite "
            "codes, a repeated state for codes leaving one heap (arithmetic periods: saltus > 0), a repeated window "
            "for bounded spawning codes. No saltus for codes that split heaps: finite octal codes have none "
            "(Horrocks and Nowakowski), and codes splitting into three or more heaps are not tested for one. nil "
            "and the reason when none is proved.",
            "cgt.heap(\"0.16\"):periodicity(2000)"});
  t.method({"extend", extend,
            "H:extend([{seconds=60, to=, checkpoint=\"\", checkpoint_seconds=300}]) -> record",
            "A long run of a take-and-break code's nim sequence (Flammenkamp's rare-value method): computes for "
            "about `seconds` (or until heap `to`), resuming from and writing the checkpoint file when one is named; "
            "reports the heaps known, the largest value and where it first occurs, the rare values and a proved "
            "period if any.",
            "cgt.heap(\"0.6\"):extend{seconds = 1, to = 10000}.largest"});
  t.op({"__tostring", rules_tostring, "tostring(H) -> string", "How the ruleset is written in Lua.",
        "tostring(cgt.heap.subtraction({2, 3}))"});

  game.method({"nim_value", game_nim_value, "G:nim_value() -> integer",
               "n when G equals *n (the canonical form of an impartial game is a nimber); an error that says so "
               "otherwise.",
               "(cgt.star(3) + cgt.star(5)):nim_value()   --> 6"});

  m.function({"nim_sum", nim_sum, "cgt.nim_sum(a, b) -> integer", "Nim addition: a XOR b.",
              "cgt.nim_sum(3, 5)   --> 6"});
  m.function({"nim_product", nim_product, "cgt.nim_product(a, b) -> integer",
              "Conway's nim multiplication (the field on 0 .. 2^2^k - 1; Winning Ways ch. 14, ONAG ch. 6).",
              "cgt.nim_product(2, 2)   --> 3"});
  m.function({"nim_quotient", nim_quotient, "cgt.nim_quotient(a, b) -> integer",
              "The c with nim_product(c, b) = a (b != 0); nim_quotient(1, b) is b's inverse.",
              "cgt.nim_quotient(1, 2)   --> 3"});
  m.function({"wythoff", wythoff, "cgt.wythoff(a, b) -> integer",
              "The nim value of Wythoff's game at heaps (a, b): take from one heap, or the same from both (a table "
              "of every smaller position is computed).",
              "cgt.wythoff(3, 5)   --> 0"});
  m.function({"wythoff_is_p", wythoff_is_p, "cgt.wythoff_is_p(a, b) -> boolean",
              "Whether (a, b) is a P-position of Wythoff's game, by Wythoff's formula (floor(k phi), floor(k phi^2)): "
              "any size.",
              "cgt.wythoff_is_p(1000000000, 1618033989)"});
}

}  // namespace alea::lua_cgt
