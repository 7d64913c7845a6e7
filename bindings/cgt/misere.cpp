// Impartial play in misère play (the player who moves last loses): misère canonical forms with
// their values, genus, mate and tameness (cgt.misere_game), the misère forms and sequences of heap
// games, and misère quotients.
#include <climits>

#include "cgt/lua_cgt.hpp"

namespace alea::lua_cgt {
using namespace kit;
namespace mis = cgt::misere;

namespace {
cgt::impartial::HeapRuleset& heap_rules_self(lua_State* L) { return *check_object<HeapRules>(L, 1).rules; }
const mis::MisereGame& misere_self(lua_State* L) { return check_object<mis::MisereGame>(L, 1); }

int misere_new(lua_State* L) {
  if (lua_type(L, 1) == LUA_TSTRING) return push_object<mis::MisereGame>(L, mis::MisereGame::parse(check_string(L, 1))), 1;
  return push_object<mis::MisereGame>(L, mis::MisereGame::from_normal_form(check_game(L, 1))), 1;
}

int outcome(lua_State* L) { return push(L, misere_self(L).is_p_position() ? "P" : "N"), 1; }

int misere_tostring(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, misere_self(L).to_string()), 1;
}

int misere_add(lua_State* L) {
  check_arg_count(L, 2, 2);
  const auto& a = check_object<mis::MisereGame>(L, 1);
  const auto& b = check_object<mis::MisereGame>(L, 2);
  return push_object<mis::MisereGame>(L, a + b), 1;
}

int misere_eq(lua_State* L) {
  auto* a = test_object<mis::MisereGame>(L, 1);
  auto* b = test_object<mis::MisereGame>(L, 2);
  return push(L, a && b && *a == *b), 1;
}

int heap_misere(lua_State* L) {
  auto& h = heap_rules_self(L);
  if (lua_type(L, 2) == LUA_TTABLE) return push_object<mis::MisereGame>(L, mis::heap_form(h, check_heap_sizes(L, 2, 0, "heap"))), 1;
  return push_object<mis::MisereGame>(L, mis::heap_form(h, check_heap_size(L, 2))), 1;
}

int misere_nim_sequence(lua_State* L) {
  return push(L, mis::misere_nim_sequence(heap_rules_self(L), check_heap_size(L, 2))), 1;
}

int genus_sequence(lua_State* L) { return push(L, mis::genus_sequence(heap_rules_self(L), check_heap_size(L, 2))), 1; }

int wythoff_misere(lua_State* L) {
  return push_object<mis::MisereGame>(L, mis::wythoff_form(check_heap_size(L, 1), check_heap_size(L, 2))), 1;
}

int misere_quotient(lua_State* L) {
  const mis::Quotient q = mis::misere_quotient(heap_rules_self(L), check_heap_size(L, 2));
  // Elements are numbered from 1 in Lua: element k is q.elements[k - 1].
  auto one_based = [](const std::vector<std::uint32_t>& v) {
    std::vector<std::uint64_t> out(v.begin(), v.end());
    for (auto& x : out) ++x;
    return out;
  };
  std::vector<std::string> p;
  for (std::size_t i = 0; i < q.elements.size(); ++i)
    if (q.p_positions[i]) p.push_back(q.elements[i]);
  Record(L, 7)
      .field("heaps", q.heaps)
      .field("order", q.order())
      .field("elements", q.elements)
      .field("p_positions", p)
      .field("table", [&] { push_array(L, q.table, [&](lua_State* L, const auto& row) { push(L, one_based(row)); }); })
      .field("heap_images", [&] {
        push(L, one_based(std::vector<std::uint32_t>(q.heap_images.begin() + (q.heap_images.empty() ? 0 : 1), q.heap_images.end())));
      })
      .field("size_bound", q.size_bound);
  return 1;
}

}  // namespace

void add_misere(Module& m, Type& rules, Type& t) {
  m.function({"misere", misere_new, "cgt.misere(G | text) -> cgt.misere_game",
              "The misère form of an impartial game: a cgt.game that is a nimber *n (its misère form *[n]), or a form "
              "in CGSuite's notation (the *[ ] may be left out): *[42] has the options *4 and *2, *[2#0] the options "
              "{*2} ('#': the game whose only option is what precedes) and 0, *[2[2]] the option *2 + *2 (a subscript "
              "k adds *k). docs/cgt.md has the whole notation.",
              "cgt.misere(\"*[2#0]\"):genus()   --> 1^2"});
  m.function({"wythoff_misere", wythoff_misere, "cgt.wythoff_misere(a, b) -> cgt.misere_game",
              "The misère canonical form of Wythoff's position (a, b) (two heaps; take from one, or the same number "
              "from both). Forms are kept for the session; every position up to (a, b) gets one, so the memory guard "
              "refuses large ones up front.",
              "cgt.wythoff_misere(2, 2):outcome()   --> P"});
  t.method({"options", method<&mis::MisereGame::options>, "M:options() -> {cgt.misere_game, ...}",
            "The options of the misère canonical form.", "cgt.misere(\"*[2#0]\"):options()"});
  t.method({"outcome", outcome, "M:outcome() -> \"P\"|\"N\"",
            "The misère outcome: P when the player to move loses (the last player to move loses).",
            "cgt.misere(cgt.star(1)):outcome()   --> P"});
  t.method({"nim_value", method<&mis::MisereGame::nim_value>, "M:nim_value() -> integer",
            "The normal-play nim value.", "cgt.misere(\"*[2#0]\"):nim_value()   --> 1"});
  t.method({"misere_nim_value", method<&mis::MisereGame::misere_nim_value>, "M:misere_nim_value() -> integer",
            "The misère nim value G^-: 1 for the empty game, else the mex of the options' (Winning Ways ch. 13).",
            "cgt.misere(cgt.star(0)):misere_nim_value()   --> 1"});
  t.method({"genus", method<&mis::MisereGame::genus_text>, "M:genus() -> string",
            "The genus g^(γ0 γ1 γ2 ...) as CGSuite prints it: g the nim value, γk the misère nim value of M plus k "
            "copies of *2, written up to where it alternates (4^146; a tame genus by its nim value alone: 0, 1, 2).",
            "cgt.heap.kayles():misere(5):genus()   --> 4^146"});
  t.method({"mate", method<&mis::MisereGame::mate>, "M:mate() -> cgt.misere_game",
            "The mate: *[1] (that is *) for 0, else the game of the options' mates (ONAG ch. 12).",
            "tostring(cgt.misere(cgt.star(0)):mate())   --> *[1]"});
  t.method({"birthday", method<&mis::MisereGame::birthday>, "M:birthday() -> integer",
            "The birthday of the canonical form.", "cgt.misere(\"*[2#0]\"):birthday()   --> 4"});
  t.method({"is_nim_heap", method<&mis::MisereGame::is_nim_heap>, "M:is_nim_heap() -> boolean",
            "Whether M is a nim heap *[n].", "cgt.misere(cgt.star(3)):is_nim_heap()   --> true"});
  t.method({"is_even", method<&mis::MisereGame::is_even>, "M:is_even() -> boolean",
            "Whether birthday(M) < birthday(M + *) (CGSuite's even).", "cgt.misere(cgt.star(2)):is_even()"});
  t.method({"is_tame", method<&mis::MisereGame::is_tame>, "M:is_tame() -> boolean",
            "Whether M and every position of it have a tame genus (0^1 0^120 1^031 a^aa...), so misère play is nim "
            "with the end changed.",
            "cgt.misere(\"*[2#0]\"):is_tame()"});
  t.method({"is_generally_tame", method<&mis::MisereGame::is_generally_tame>, "M:is_generally_tame() -> boolean",
            "Whether M has a tame genus and every option is generally tame or reverts (Winning Ways ch. 13).",
            "cgt.misere(\"*[2#0]\"):is_generally_tame()"});
  t.method({"is_restive", method<&mis::MisereGame::is_restive>, "M:is_restive() -> boolean",
            "Whether M has a restive genus and every option is tame (Winning Ways ch. 13).",
            "cgt.misere(\"*[2#0]\"):is_restive()"});
  t.method({"is_generally_restive", method<&mis::MisereGame::is_generally_restive>,
            "M:is_generally_restive() -> boolean", "Whether M is restive up to reversible options.",
            "cgt.misere(\"*[2#0]\"):is_generally_restive()"});
  t.method({"is_restless", method<&mis::MisereGame::is_restless>, "M:is_restless() -> boolean",
            "Whether M is neither generally tame nor generally restive though every option is generally tame.",
            "cgt.misere(\"*[2#0]\"):is_restless()"});
  t.method({"is_half_tame", method<&mis::MisereGame::is_half_tame>, "M:is_half_tame() -> boolean",
            "Whether M is not generally tame but M + M is, of genus 0^0 (Winning Ways ch. 13).",
            "cgt.misere(\"*[2#0]\"):is_half_tame()"});
  t.method({"is_extraverted", method<&mis::MisereGame::is_extraverted>, "M:is_extraverted() -> boolean",
            "Whether M is a part of {M} (M + X = {M} for some X), CGSuite's IsExtraverted (ONAG ch. 12). A true "
            "answer is proved by its X; a false one assumes the birthday law of misère sums, checked but not proved "
            "(docs/cgt.md).",
            "cgt.misere(cgt.star(1)):is_extraverted()   --> true"});
  t.method({"is_introverted", method<&mis::MisereGame::is_introverted>, "M:is_introverted() -> boolean",
            "Whether M is a part of each of its options: only 0 and * are (the Extraversion-Introversion theorem).",
            "cgt.misere(cgt.star(2)):is_introverted()   --> false"});
  t.method({"is_prime", method<&mis::MisereGame::is_prime>, "M:is_prime() -> boolean",
            "Whether M is prime (CGSuite's IsPrime): neither 0 nor *, and its even part has no parts but 0 and "
            "itself, so it is no sum of two games other than 0, * and their sums with it. A false answer is proved "
            "by the parts found; a true one assumes the birthday law of misère sums, checked but not proved "
            "(docs/cgt.md).",
            "cgt.misere(cgt.star(2)):is_prime()   --> true"});
  t.method({"even_parts", method<&mis::MisereGame::even_parts>, "M:even_parts() -> {cgt.misere_game, ...}",
            "The even parts of M's even part E (M or M + *): every even A with E = A + B for an even B, 0 and E "
            "included (ONAG ch. 12; docs/cgt.md says how they are found). Each part listed is proved; that none is "
            "missing assumes the birthday law of misère sums, checked but not proved (docs/cgt.md).",
            "#(cgt.misere(cgt.star(2)) + cgt.misere(cgt.star(2))):even_parts()   --> 3"});
  t.op({"__add", misere_add, "M + N -> cgt.misere_game", "The misère canonical form of the sum.",
        "cgt.misere(\"*[2#0]\") + cgt.misere(cgt.star(1))"});
  t.op({"__eq", misere_eq, "M == N -> boolean", "Whether the misère canonical forms are equal.",
        "cgt.misere(cgt.star(1)) + cgt.misere(cgt.star(1)) == cgt.misere(cgt.star(0))"});
  t.op({"__tostring", misere_tostring, "tostring(M) -> string", "CGSuite's notation.",
        "tostring(cgt.misere(\"*[2#0]\") + cgt.misere(\"*[2#0]\"))"});

  rules.method({"misere", heap_misere, "H:misere(n | heaps) -> cgt.misere_game",
                "The misère canonical form of heap n, or of the sum of the heaps listed (forms are kept for the "
                "session).",
                "tostring(cgt.heap.kayles():misere(4))"});
  rules.method({"misere_nim_sequence", misere_nim_sequence, "H:misere_nim_sequence(n) -> {integer, ...}",
                "The misère nim values of heaps 0 .. n (n + 1 integers).",
                "cgt.heap.kayles():misere_nim_sequence(6)   --> {1, 0, 2, 3, 0, 1, 3}"});
  rules.method({"genus_sequence", genus_sequence, "H:genus_sequence(n) -> {string, ...}",
                "The genera of heaps 0 .. n, in CGSuite's notation (Winning Ways ch. 13's tables).",
                "cgt.heap.kayles():genus_sequence(4)"});
  rules.method({"misere_quotient", misere_quotient, "H:misere_quotient(n) -> record",
                "The misère quotient of the sums of heaps 1 .. n (Plambeck and Siegel): its elements (each by a "
                "shortest sum of heaps), the P-positions, the multiplication table (table[x][y], elements numbered "
                "from 1), the image of each heap, and the bound on sums the proof used. Proved for every sum of "
                "those heaps; an error past the limits.",
                "cgt.heap.kayles():misere_quotient(4).order"});
}

}  // namespace alea::lua_cgt
