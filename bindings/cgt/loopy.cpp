// Loopy games (issue 27): cgt.loopy(text) and the methods and operators of cgt.loopy, the type
// of loopy values (canonical stoppers and sided values). A loopy value that is loopfree is a
// short game and comes back as a cgt.game; a cgt.game or a number stands for itself wherever a
// loopy value is taken.
#include <algorithm>

#include "cgt/loopy/parse.hpp"
#include "cgt/loopy/print.hpp"
#include "cgt/loopy/thermograph.hpp"
#include "cgt/lua_cgt.hpp"
#include "core/errors.hpp"
#include "core/memory_guard.hpp"

namespace alea::lua_cgt {
using namespace kit;
namespace lp = cgt::loopy;

namespace {

const lp::Value& loopy_self(lua_State* L) { return check_object<lp::Value>(L, 1); }

lp::Value check_loopy(lua_State* L, int idx) {
  if (auto* v = test_object<lp::Value>(L, idx)) return *v;
  if (test_object<cgt::Game>(L, idx) || lua_type(L, idx) == LUA_TNUMBER || test_object<Rational>(L, idx))
    return lp::Value(lp::Stopper::from_short(check_game(L, idx)));
  type_error(L, idx, "a loopy game, a game or a number");
}

void push_stopper(lua_State* L, const lp::Stopper& s) { push_loopy(L, lp::Value(s)); }

void push_stoppers(lua_State* L, const std::vector<lp::Stopper>& xs) {
  push_array(L, xs, [](lua_State* L, const lp::Stopper& s) { push_stopper(L, s); });
}

// A stop: a rat when it is a number, else the pseudonumber as a loopy value (on, 3/2under).
void push_stop(lua_State* L, const lp::Pseudonumber& p) {
  using K = lp::Pseudonumber::Kind;
  if (p.kind == K::number) return push_dyadic(L, p.x);
  push_loopy(L, lp::parse(p.to_string()));
}

int loopy_loopy(lua_State* L) {
  if (lua_type(L, 1) == LUA_TSTRING) return push_loopy(L, lp::parse(check_string(L, 1))), 1;
  return push_loopy(L, check_loopy(L, 1)), 1;
}

int loopy_sided(lua_State* L) {
  const lp::Value on = check_loopy(L, 1), off = check_loopy(L, 2);
  if (!on.is_stopper()) throw InvalidArgument("G", "the onside must be a stopper");
  if (!off.is_stopper()) throw InvalidArgument("H", "the offside must be a stopper");
  if (!(off.stopper() <= on.stopper())) throw InvalidArgument("H", "the offside must be <= the onside");
  return push_loopy(L, lp::Value(on.stopper(), off.stopper())), 1;
}

int loopy_left_stop(lua_State* L) { return push_stop(L, loopy_self(L).stopper().left_stop()), 1; }
int loopy_right_stop(lua_State* L) { return push_stop(L, loopy_self(L).stopper().right_stop()), 1; }
int loopy_outcome(lua_State* L) { return push(L, lp::to_string(loopy_self(L).outcome())), 1; }
int loopy_onside(lua_State* L) { return push_stopper(L, loopy_self(L).onside_stopper()), 1; }
int loopy_offside(lua_State* L) { return push_stopper(L, loopy_self(L).offside_stopper()), 1; }
int loopy_left_options(lua_State* L) { return push_stoppers(L, loopy_self(L).stopper().left_options()), 1; }
int loopy_right_options(lua_State* L) { return push_stoppers(L, loopy_self(L).stopper().right_options()), 1; }
int loopy_followers(lua_State* L) { return push_stoppers(L, loopy_self(L).stopper().followers()), 1; }
int loopy_follower_count(lua_State* L) {
  return push(L, static_cast<lua_Integer>(loopy_self(L).stopper().follower_count())), 1;
}
int loopy_degree(lua_State* L) { return push_loopy(L, loopy_self(L).degree()), 1; }
int loopy_variety(lua_State* L) { return push_loopy(L, loopy_self(L).variety()), 1; }
int loopy_varieties(lua_State* L) {
  const auto [up, down] = loopy_self(L).varieties();
  return push_loopy(L, up), push_loopy(L, down), 2;
}
int loopy_thermograph(lua_State* L) { return push_thermograph(L, lp::thermograph(loopy_self(L))), 1; }
int loopy_mean(lua_State* L) { return push_dyadic(L, lp::thermograph(loopy_self(L)).mast), 1; }
int loopy_temperature(lua_State* L) { return push_dyadic(L, lp::thermograph(loopy_self(L)).temperature), 1; }
int loopy_is_plumtree(lua_State* L) {
  const lp::Value& v = loopy_self(L);
  return push(L, v.is_stopper() && v.stopper().is_plumtree()), 1;
}
int loopy_is_pseudonumber(lua_State* L) {
  const lp::Value& v = loopy_self(L);
  return push(L, v.is_stopper() && v.stopper().as_pseudonumber().has_value()), 1;
}

int loopy_add(lua_State* L) {
  check_arg_count(L, 2, 2);
  return push_loopy(L, check_loopy(L, 1) + check_loopy(L, 2)), 1;
}
int loopy_sub(lua_State* L) {
  check_arg_count(L, 2, 2);
  return push_loopy(L, check_loopy(L, 1) - check_loopy(L, 2)), 1;
}
int loopy_unm(lua_State* L) {
  check_arg_count(L, 1, 2);  // Lua passes the operand twice
  return push_loopy(L, -check_loopy(L, 1)), 1;
}
// n * G and G * n: the integer may stand on either side (Lua calls this when either is loopy).
int loopy_mul(lua_State* L) {
  check_arg_count(L, 2, 2);
  const int n_idx = is_loopy(L, 1) ? 2 : 1;
  const long long n = check_integer(L, n_idx);
  return push_loopy(L, check_loopy(L, 3 - n_idx).times(n)), 1;
}
int loopy_eq(lua_State* L) {
  auto* g = test_object<lp::Value>(L, 1);
  auto* h = test_object<lp::Value>(L, 2);
  return push(L, g && h && *g == *h), 1;
}
int loopy_le(lua_State* L) {
  check_arg_count(L, 2, 2);
  return push(L, check_loopy(L, 1) <= check_loopy(L, 2)), 1;
}
int loopy_lt(lua_State* L) {
  check_arg_count(L, 2, 2);
  const lp::Value g = check_loopy(L, 1), h = check_loopy(L, 2);
  return push(L, g <= h && !(h <= g)), 1;
}
int loopy_tostring(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, lp::to_string(check_object<lp::Value>(L, 1))), 1;
}
// alea.save's form: cgt.loopy(text).
int loopy_save(lua_State* L) {
  push(L, lp::to_string(check_object<lp::Value>(L, 1)));
  return push_saved(L, "cgt.loopy", 1);
}

}  // namespace

void push_loopy(lua_State* L, const lp::Value& v) {
  if (v.is_stopper())
    if (auto x = v.stopper().to_short()) return push_game(L, *x);
  push_object<lp::Value>(L, v);
}

bool is_loopy(lua_State* L, int idx) { return test_object<lp::Value>(L, idx) != nullptr; }

int loopy_operator(lua_State* L, const char* op) {
  const std::string o = op;
  if (o == "__add") return loopy_add(L);
  if (o == "__sub") return loopy_sub(L);
  if (o == "__mul") return loopy_mul(L);
  if (o == "__le") return loopy_le(L);
  return loopy_lt(L);
}

void add_loopy(Module& m, Type& t) {
  m.function(
      {"loopy", loopy_loopy, "cgt.loopy(text | G) -> cgt.loopy|cgt.game",
       "A loopy game in CGSuite's notation (cgt(text) reads the same texts): braces with \"pass\" (a move to the "
       "game itself), named loops a{0|a} (the name before a brace names that position), on = {pass|}, off = "
       "{|pass}, over = {0|pass}, under, upon = ^[on] = {pass|*}, dud = {pass|pass}, 3/2over, 3/2under, "
       "x^[on]*m, xv[on], x^<on>, xv<on>, Tiny(G), Miny(G), +-G, short games, + and -, parentheses, and sided "
       "values G & H. The value is the canonical stopper or the sided value onside & offside (Siegel, CGT VI); "
       "a loopfree value is a cgt.game.",
       "print(cgt.loopy(\"{pass|3/2}\"), cgt.loopy(\"a{{|a}|}\"), cgt.loopy(\"on\") + cgt.loopy(\"off\"))"});
  m.function({"sided", loopy_sided, "cgt.sided(G, H) -> cgt.loopy|cgt.game",
              "The sided value G & H from stoppers G (the onside) and H <= G (the offside); G & G is G.",
              "cgt.sided(1, 0)   --> 1 & 0"});
  t.method({"left_stop", loopy_left_stop, "G:left_stop() -> rat|cgt.loopy",
            "The Left stop of a stopper: a rat when it is a number, else a pseudonumber (on, off, x over, x under).",
            "cgt(\"{pass|3/2}\"):left_stop()   --> 3/2under"});
  t.method({"right_stop", loopy_right_stop, "G:right_stop() -> rat|cgt.loopy",
            "The Right stop of a stopper: a rat when it is a number, else a pseudonumber.",
            "cgt(\"+-{0|pass}\"):right_stop()   --> under"});
  t.method({"outcome", loopy_outcome, "G:outcome() -> string",
            "CGSuite's outcome class: \"L\", \"R\", \"N\", \"P\", \"D\" (a draw whoever starts), \"NHat\" (Left wins "
            "moving first, a draw if Right starts), \"PHat\" (a draw if Left starts, Left wins if Right does), "
            "\"NCheck\", \"PCheck\" (their mirrors).",
            "cgt(\"dud\"):outcome(), cgt(\"a{{|a}|}\"):outcome()   --> D  PHat"});
  t.method({"onside", loopy_onside, "G:onside() -> cgt.loopy|cgt.game",
            "The onside G+ (infinite play won by Left), a stopper; G itself for a stopper; an error naming self "
            "when the onside equals no stopper (Bach's Carousel, whose sides are loopy graphs).",
            "cgt(\"a{{|a}|}\"):onside()   --> 1"});
  t.method({"offside", loopy_offside, "G:offside() -> cgt.loopy|cgt.game",
            "The offside G- (infinite play won by Right), a stopper; G itself for a stopper; an error naming self "
            "when the offside equals no stopper.",
            "cgt(\"a{{|a}|}\"):offside()   --> 0"});
  t.method({"is_stopper", method<&lp::Value::is_stopper>, "G:is_stopper() -> boolean",
            "G is a stopper (its onside and offside are equal).", "cgt(\"over\"):is_stopper()   --> true"});
  t.method({"left_options", loopy_left_options, "G:left_options() -> {cgt.loopy|cgt.game, ...}",
            "The Left options of a canonical stopper (a pass is the game itself).",
            "cgt(\"over\"):left_options()[1]   --> 0"});
  t.method({"right_options", loopy_right_options, "G:right_options() -> {cgt.loopy|cgt.game, ...}",
            "The Right options of a canonical stopper.", "cgt(\"over\"):right_options()[1]   --> over"});
  t.method({"followers", loopy_followers, "G:followers() -> {cgt.loopy|cgt.game, ...}",
            "Every position of the canonical stopper's graph, G first (CGSuite's Followers).",
            "#cgt(\"{pass|3/2}\"):followers()   --> 5"});
  t.method({"follower_count", loopy_follower_count, "G:follower_count() -> integer",
            "The number of positions of the canonical stopper (CGSuite's FollowerCount).",
            "cgt(\"+-{5|pass}\"):follower_count()   --> 14"});
  t.method({"degree", loopy_degree, "G:degree() -> cgt.loopy|cgt.game",
            "The degree of loopiness of a stopper, (G - G)+ (CGSuite's Degree): on for on, over for 3/2under.",
            "cgt(\"{pass|3/2}\"):degree()   --> over"});
  t.method({"variety", loopy_variety, "G:variety() -> cgt.loopy|cgt.game",
            "The variety of a stopper (CGSuite's Variety): with d = G:degree(), which must be idempotent, the "
            "upsum variety (G + ((-G) + (-d))-)+, which must equal the downsum variety (G + ((-G) + d)+)- (G is "
            "stable, G:is_stable()); an error naming self otherwise (Grenville's unstable game "
            "a{0|{0||||0,*2|||a|0||0}||0}).",
            "cgt(\"{pass|3/2}\"):variety()   --> under"});
  t.method({"varieties", loopy_varieties, "G:varieties() -> cgt.loopy|cgt.game, cgt.loopy|cgt.game",
            "The upsum variety (G + ((-G) + (-d))-)+ and the downsum variety (G + ((-G) + d)+)- of a stopper by its "
            "degree d (CGSuite's UpsumVariety(d), DownsumVariety(d)), equal exactly when G is stable; an error "
            "naming self when d is not idempotent.",
            "cgt(\"{pass|3/2}\"):varieties()   --> under  under"});
  t.method({"is_stable", method<&lp::Value::is_stable>, "G:is_stable() -> boolean",
            "CGSuite's IsStable: the upsum and downsum varieties of a stopper by its degree d = G:degree() are "
            "equal; an error naming self when d is not idempotent or G is not a stopper. False for Grenville's "
            "counterexample to the stability conjecture (2022).",
            "cgt(\"over\"):is_stable(), cgt(\"a{0|{0||||0,*2|||a|0||0}||0}\"):is_stable()   --> true  false"});
  t.method({"thermograph", loopy_thermograph, "G:thermograph() -> cgt.thermograph",
            "The thermograph of a stopper (beyond CGSuite): the fixed point of the thermograph equations on its "
            "graph, every position's walls from its options' walls as for short games; an error naming self when a "
            "stop of a position is on or off, or the equations do not settle (docs/cgt.md). over has the walls of "
            "^, 3/2under those of 3/2 + v.",
            "tostring(cgt(\"+-{5|pass}\"):thermograph())   --> Thermograph(0,[5],[0,-1],0,[5],[0,1])"});
  t.method({"mean", loopy_mean, "G:mean() -> rat", "The mean of a stopper, the mast of G:thermograph().",
            "cgt(\"{pass|3/2}\"):mean()   --> 3/2"});
  t.method({"temperature", loopy_temperature, "G:temperature() -> rat",
            "The temperature of a stopper, from G:thermograph().", "cgt(\"+-{5|pass}\"):temperature()   --> 5"});
  t.method({"is_idempotent", method<&lp::Value::is_idempotent>, "G:is_idempotent() -> boolean", "G + G = G.",
            "cgt(\"over\"):is_idempotent()   --> true"});
  t.method({"is_infinitesimal", method<&lp::Value::is_infinitesimal>, "G:is_infinitesimal() -> boolean",
            "The strong stops (over and under dropped) of both sides are 0.",
            "cgt(\"over\"):is_infinitesimal()   --> true"});
  t.method({"is_numberish", method<&lp::Value::is_numberish>, "G:is_numberish() -> boolean",
            "The onside's strong Left stop equals the offside's strong Right stop (a number for a stopper).",
            "cgt(\"{pass|3/2}\"):is_numberish()   --> true"});
  t.method({"is_number_tiny", method<&lp::Value::is_number_tiny>, "G:is_number_tiny() -> boolean",
            "CGSuite's IsNumberTiny: a stopper {x | {x | H}} with x a number and H - x <= under (x plus a Tiny), "
            "or its mirror {{H | x} | x} with x - H <= under (x plus a Miny), one option on each side.",
            "cgt(\"{0||0|under}\"):is_number_tiny(), cgt(\"over\"):is_number_tiny()   --> true  false"});
  t.method({"is_plumtree", loopy_is_plumtree, "G:is_plumtree() -> boolean", "A stopper whose only cycles are passes.",
            "cgt(\"over\"):is_plumtree()   --> true"});
  t.method({"is_pseudonumber", loopy_is_pseudonumber, "G:is_pseudonumber() -> boolean", "on, off, x over or x under.",
            "cgt(\"3/2under\"):is_pseudonumber()   --> true"});
  t.op({"__add", loopy_add, "G + H", "The disjunctive sum (games and numbers mix in); a sum of stoppers may be sided.",
        "cgt(\"on\") + cgt(\"off\")   --> dud"});
  t.op({"__sub", loopy_sub, "G - H", "G + (-H).", "cgt(\"over\") - 1   --> -1over"});
  t.op({"__mul", loopy_mul, "n * G", "G + G + ... + G, n copies (G * n too); -G copies for n < 0, 0 for n = 0.",
        "3 * cgt(\"{pass|1/2}\"), -2 * cgt(\"a{{|a}|}\")   --> 3/2under  0 & -2"});
  t.op({"__unm", loopy_unm, "-G", "The negative: -(G+ & G-) = (-G-) & (-G+).", "-cgt(\"over\")   --> under"});
  t.op({"__eq", loopy_eq, "G == H", "Equal values: both sides equal (Siegel, CGT VI).",
        "cgt(\"{0|pass}\") == cgt(\"over\")   --> true"});
  t.op({"__le", loopy_le, "G <= H", "G+ <= H+ and G- <= H- (for stoppers: the survival test).",
        "cgt(\"over\") <= cgt(\"on\")   --> true"});
  t.op({"__lt", loopy_lt, "G < H", "G <= H and not H <= G.", "0 < cgt(\"over\")   --> true"});
  t.op({"__tostring", loopy_tostring, "tostring(G)",
        "CGSuite's text: 3/2under, +-(5over), a{0||||0|||a|*||*}, 1 & 0, dud.",
        "tostring(cgt(\"{pass|3/2}\"))   --> 3/2under"});
  t.op({"__save", loopy_save, "alea.save(path, G)", "How alea.save writes G: cgt.loopy(text).",
        "getmetatable(cgt(\"on\")).__save(cgt(\"on\"))   --> \"cgt.loopy\", {\"on\"}"});
}

}  // namespace alea::lua_cgt
