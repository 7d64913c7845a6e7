// What a game is worth: options, stops, mean and temperature, cooling and heating, birthday,
// atomic weight, incentives and the thermograph. Every number is an exact rat.
#include "cgt/lua_cgt.hpp"
#include "cgt/print.hpp"

namespace alea::lua_cgt {
using namespace kit;

namespace {
const cgt::Game& game_self(lua_State* L) { return check_object<cgt::Game>(L, 1); }

int outcome(lua_State* L) {
  return push(L, cgt::to_string(check_object<cgt::Game>(L, 1).outcome())), 1;
}

int to_string(lua_State* L) {
  Options opts(L, 2);
  const auto limit = static_cast<std::size_t>(opts.integer("max_chars", 1, 1LL << 40));
  const cgt::Game& g = check_object<cgt::Game>(L, 1);
  const auto r = opts.boolean("shared") ? cgt::print_shared(g, limit) : cgt::print(g, limit);
  push(L, r.text), push(L, r.cut);
  return 2;
}

int game_to_table(lua_State* L) {
  const cgt::Game& g = game_self(L);
  auto texts = [&](const std::vector<cgt::Game>& gs) {
    return [&L, gs] { push_array(L, gs, [](lua_State* L, const cgt::Game& o) { push(L, cgt::to_string(o)); }); };
  };
  Record(L, 8)
      .field("text", cgt::to_string(g))
      .field("left", texts(g.left_options()))
      .field("right", texts(g.right_options()))
      .field("left_stop", [&] { push_dyadic(L, g.left_stop()); })
      .field("right_stop", [&] { push_dyadic(L, g.right_stop()); })
      .field("mean", [&] { push_dyadic(L, g.mean()); })
      .field("temperature", [&] { push_dyadic(L, g.temperature()); })
      .field("outcome", cgt::to_string(g.outcome()));
  return 1;
}

}  // namespace

void add_values(Type& t) {
  t.method({"left_options", method<&cgt::Game::left_options>, "G:left_options() -> {cgt.game, ...}",
            "The canonical Left options, in CGSuite's display order.", "cgt(\"{3||2*|1*}\"):left_options()[1]   --> 3"});
  t.method({"right_options", method<&cgt::Game::right_options>, "G:right_options() -> {cgt.game, ...}",
            "The canonical Right options, in CGSuite's display order.", "cgt(\"{2|-1}\"):right_options()[1]   --> -1"});
  t.method({"left_stop", method<&cgt::Game::left_stop, push_dyadic>, "G:left_stop() -> rat",
            "The Left stop L(G): a number is its own stop, otherwise the largest right stop of a Left option.",
            "cgt(\"{3||2*|1*}\"):left_stop()   --> 3"});
  t.method({"right_stop", method<&cgt::Game::right_stop, push_dyadic>, "G:right_stop() -> rat",
            "The Right stop R(G): a number is its own stop, otherwise the smallest left stop of a Right option.",
            "cgt(\"{3||2*|1*}\"):right_stop()   --> 2"});
  t.method({"mean", method<&cgt::Game::mean, push_dyadic>,
            "G:mean() -> rat", "The mean value (the mast of the thermograph).",
            "cgt(\"{2|-1}\"):mean()   --> 1/2"});
  t.method({"temperature", method<&cgt::Game::temperature, push_dyadic>, "G:temperature() -> rat",
            "The temperature, CGSuite's conventions: an integer -1, m/2^k (k >= 1) -1/2^k, a number plus a non-zero "
            "infinitesimal 0, otherwise where the thermograph's walls meet the mast.",
            "cgt(\"{3||2*|1*}\"):temperature()   --> 3/4"});
  t.method({"cool", method<&cgt::Game::cool>, "G:cool(t) -> cgt.game",
            "G cooled by t > -1 (CGSuite's G.Cool(t)): integers stay, a game colder than t is its mean, otherwise "
            "{G^L cooled - t | G^R cooled + t}. t an integer or a dyadic rat.",
            "cgt(\"{2|-1}\"):cool(1)   --> {1|0}"});
  t.method({"heat", method<&cgt::Game::heat>, "G:heat(t) -> cgt.game",
            "G heated by the game t (CGSuite's G.Heat(t)): numbers stay, otherwise {G^L heated + t | G^R heated - t}.",
            "cgt(\"{1|0}\"):heat(1)   --> {2|-1}"});
  t.method({"norton", method<&cgt::Game::norton>, "G:norton(U) -> cgt.game",
            "Norton multiplication G.U (CGSuite's G.NortonMultiply(U)): n copies of U for an integer n, otherwise "
            "{G^L.U + U + I | G^R.U - U - I} over the incentives I of U. It depends only on G's value when U > 0.",
            "cgt(\"1/2\"):norton(cgt.up())   --> {^^*|v*}"});
  t.method({"ordinal_sum", method<&cgt::Game::ordinal_sum>, "G:ordinal_sum(H) -> cgt.game",
            "The ordinal sum G:H = {G^L, G:H^L | G^R, G:H^R} of the canonical forms (CGSuite's G:H): a move in G "
            "wipes out H (Hackenbush: H stacked on G; a blue edge under a red one is 1/2).",
            "cgt(1):ordinal_sum(-1)   --> 1/2"});
  t.method({"overheat", method<&cgt::Game::overheat>, "G:overheat(s, t) -> cgt.game",
            "G overheated from s to t (CGSuite's G.Overheat(s, t)): an integer n is n copies of s, otherwise "
            "{G^L overheated + t | G^R overheated - t}.",
            "cgt(\"7/16\"):overheat(0, 0)   --> ^[3]"});
  t.method({"outcome", outcome, "G:outcome() -> string",
            "\"L\" (G > 0, Left wins), \"R\" (G < 0), \"N\" (G || 0, the first player wins), \"P\" (G = 0).",
            "cgt.star():outcome()   --> N"});
  t.method({"is_number", method<&cgt::Game::is_number>, "G:is_number() -> boolean", "G is a (dyadic) number.",
            "cgt(\"{0|1}\"):is_number()   --> true"});
  t.method({"is_integer", method<&cgt::Game::is_integer>,
            "G:is_integer() -> boolean", "G is an integer.", "cgt(3):is_integer()"});
  t.method({"is_nimber", method<&cgt::Game::is_nimber>,
            "G:is_nimber() -> boolean", "G is *n for some n >= 0 (0 included).",
            "cgt(\"{0,*|0,*}\"):is_nimber()   --> true"});
  t.method({"is_infinitesimal", method<&cgt::Game::is_infinitesimal>, "G:is_infinitesimal() -> boolean",
            "Both stops are 0 (G is 0 or infinitesimal).", "cgt.up():is_infinitesimal()   --> true"});
  t.method({"is_switch", method<&cgt::Game::is_switch>, "G:is_switch() -> boolean",
            "G = -G: printed +-H (0 and nimbers too, as in CGSuite).", "cgt(\"{1|-1}\"):is_switch()   --> true"});
  t.method({"to_number", method<&cgt::Game::to_dyadic, push_dyadic>,
            "G:to_number() -> rat", "The value of a number as a rat (an error otherwise).",
            "cgt(\"{0|1}\"):to_number()   --> 1/2"});
  t.method({"birthday", method<&cgt::Game::birthday>, "G:birthday() -> integer", "The birthday of the canonical form.",
            "cgt(\"{3||2*|1*}\"):birthday()   --> 5"});
  t.method({"atomic_weight", method<&cgt::Game::atomic_weight>, "G:atomic_weight() -> cgt.game",
            "The atomic weight of an infinitesimal (Siegel, CGT II.7; CGSuite's G.AtomicWeight): ^ has 1, *n 0. "
            "An error when G is not infinitesimal or not atomic.",
            "cgt.up(3):atomic_weight()   --> 3"});
  t.method({"incentives", method<&cgt::Game::incentives>, "G:incentives() -> {cgt.game, ...}",
            "The incentives G^L - G and G - G^R, repeats and dominated (smaller) ones removed, as CGSuite's "
            "G.Incentives.",
            "cgt(\"{2|-1}\"):incentives()   --> {{3|0}}"});
  t.method({"left_incentives", method<&cgt::Game::left_incentives>, "G:left_incentives() -> {cgt.game, ...}",
            "The Left incentives G^L - G, dominated ones removed.", "cgt(\"{2|-1}\"):left_incentives()"});
  t.method({"right_incentives", method<&cgt::Game::right_incentives>, "G:right_incentives() -> {cgt.game, ...}",
            "The Right incentives G - G^R, dominated ones removed.", "cgt(\"{2|-1}\"):right_incentives()"});
  t.method({"thermograph", method<&cgt::Game::thermograph>, "G:thermograph() -> cgt.thermograph",
            "The thermograph of the canonical form (cached).", "print(cgt(\"{2|-1}\"):thermograph())"});
  t.method({"to_string", to_string, "G:to_string([{max_chars=100000, shared=false}]) -> string, cut",
            "CGSuite's text, cut after max_chars characters (then it ends in \"...\" and cut is true). "
            "shared=true prints every follower met twice once, named: \"{g1,2|g1}  where g1 = {1|0}\".",
            "cgt.robin_hood(20, 8, 7):value():to_string{max_chars=80}"});
  t.method({"to_table", game_to_table,
            "G:to_table() -> {text=, left=, right=, left_stop=, right_stop=, mean=, temperature=, outcome=}",
            "The game as plain values (options as text), for alea.write_csv and alea.to_json.",
            "cgt(\"{2|-1}\"):to_table().right   --> {\"-1\"}"});
}

}  // namespace alea::lua_cgt
