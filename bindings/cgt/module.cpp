// cgt: short partizan games, thermographs, rulesets in Lua, and Robin Hood (seed 002). The
// registration rows: signatures declare the arguments' names (the roles core errors name) and
// every option with its default.
#include "cgt/lua_cgt.hpp"

namespace alea {
using namespace kit;
namespace lc = lua_cgt;

namespace {

void add_functions(Module& m) {
  m.call({"cgt", lc::parse, "cgt(text | x) -> cgt.game",
          "A game in CGSuite's syntax: numbers (3, -2, 3/2, 0.75), *, *n, ^, v, ^^, vv, ^n, vn, the uptimals ^<n> "
          "(^<2> = {0|v*}), v<n> and ^[n] = ^ + ^<2> + ... + ^<n>, v[n], and their sums written together (1*, 1/2^*, "
          "^^*, -1^<2>*), +-G and +-{a,b}, x+-G, Tiny(G), Miny(G), braces with slashes ({3||2*|1*} is "
          "{3|{2*|1*}}), parentheses, + and -. A malformed string is an error pointing at the character. cgt(x) of an "
          "integer or a dyadic rat is that number.",
          "cgt(\"{3||2*|1*}\"):mean()   --> 9/4"});
  m.function({"game", lc::game, "cgt.game(lefts, rights) -> cgt.game",
              "The canonical form of {lefts | rights}: two arrays of games or numbers (integers, dyadic rats), "
              "either may be empty. CGSuite: {a,b|c}.",
              "cgt.game({0}, {cgt.star()})   --> ^"});
  m.function({"star", lc::star, "cgt.star([n=1]) -> cgt.game", "The nimber *n (n >= 0; *0 is 0).",
              "cgt.star(2) == cgt.game({0, cgt.star()}, {0, cgt.star()})   --> true"});
  m.function({"up", lc::up, "cgt.up([n=1]) -> cgt.game",
              "n.^, the sum of n ups (n < 0: downs). Kept symbolically: cgt.up(1000) costs one record.",
              "cgt.up(3)   --> ^3"});
  m.function({"confused", lc::confused, "cgt.confused(G, H) -> boolean",
              "G || H: neither G <= H nor H <= G (G - H is a first-player win). Numbers may stand for games.",
              "cgt.confused(cgt.star(), 0)   --> true"});
  m.function({"stats", lc::stats, "cgt.stats() -> {games=, bytes=}",
              "The store of canonical forms: every game made this session has one record (equal games share it). It "
              "only grows, and refuses to grow past alea.memory_limit().",
              "cgt.stats().games"});
  m.function({"ruleset", lc::ruleset, "cgt.ruleset{left=, right=, key=} -> cgt.ruleset",
              "A ruleset written in Lua: left(pos) and right(pos) return arrays of the positions each player can move "
              "to ({} when none); key(pos) returns a string or number identifying a position (optional when "
              "positions are numbers or strings). Positions are any Lua values. R:value(pos) and R:thermograph(pos) "
              "walk the game tree once per key (memoized for the life of R, Ctrl-C stops it). A rule that raises an "
              "error or returns something else than an array, and a ruleset whose play can return to a position "
              "(not short), are errors naming the rule and the position.",
              "R = cgt.ruleset{left=function(n) return n > 0 and {n - 1} or {} end, "
              "right=function(n) return {} end}; R:value(5)   --> 5"});
  m.function({"robin_hood", lc::robin_hood, "cgt.robin_hood(n, a, b) -> cgt.heap",
              "The Robin Hood heap (n; a, b) of seed 002: n tokens, Left's wealth a, Right's wealth b. Left removes i "
              "tokens, 1 <= i <= min(a, n), and Right's wealth drops by i (never below 0); Right symmetrically. "
              "Heaps add with + into a cgt.sum.",
              "cgt.robin_hood(9, 3, 2):value()"});
  m.function({"little_john", lc::little_john, "cgt.little_john(n, a, b) -> cgt.heap",
              "The Little John heap of seed 002 (Definition 7.1 as reconstructed in docs/cgt.md): with both players "
              "rich the only move takes min(a, b, n) tokens; with the opponent broke, one token at a time.",
              "cgt.little_john(13, 5, 3):thermograph()"});
  m.function({"sum", lc::sum, "cgt.sum(heaps) -> cgt.sum",
              "The disjunctive sum of an array of heaps (also H1 + H2). Its value, stops, first moves, winning moves "
              "and hot strategy are methods.",
              "S = cgt.sum{cgt.robin_hood(9, 3, 2), cgt.robin_hood(4, 2, 1)}; S:stops()   --> 9, -2"});
}

void add_research(Module& m) {
  m.function({"mp_sequence", lc::mp_sequence, "cgt.mp_sequence(a, b) -> {terms=, k=}",
              "The MP-sequence of wealths a, b >= 1 (seed Definition 6.2): p_0 >= p_1 > 0, p_{i+2} = p_i + p_{i+1}, "
              "p_k = min(a, b), p_{k+1} = max(a, b); terms are p_0, ..., p_{k+1}.",
              "cgt.mp_sequence(5, 3).terms   --> {1, 1, 2, 3, 5}"});
  m.function({"large_heap_law", lc::large_heap_law,
              "cgt.large_heap_law(a, b) -> {temperature_grows=, g=, temperature_slope=, temperature_offset=, "
              "mean_slope=, mean_offset=}",
              "Theorem 1.1 (reconstructed): for n large, t(n; a, b) = temperature_slope n + temperature_offset and "
              "m(n; a, b) = mean_slope n + mean_offset. The temperature grows exactly when max/min < phi; g is p_0.",
              "cgt.large_heap_law(5, 3).temperature_offset   --> 4"});
  m.function({"large_heap_stops", lc::large_heap_stops, "cgt.large_heap_stops(n, a, b) -> left, right",
              "Lemma 7.4 (reconstructed): the stops of (n; a, b) for n >= a + b - 1 (smaller n is refused), by the "
              "Little John path.",
              "cgt.large_heap_stops(20, 5, 3)"});
  m.function({"large_heap_onsets", lc::large_heap_onsets,
              "cgt.large_heap_onsets(n, a, b) -> {{a=, b=, temperature_grows=, law_from=, shape_from=, "
              "same_as_little_john_from=, little_john_law_from=, stops_differ=}, ...}",
              "For every wealth pair up to (a, b): the least heap size from which Theorem 1.1's formulas hold "
              "(law_from, open problem 2's n0), the temperature steps are regular (shape_from), Robin Hood's "
              "thermograph equals Little John's (0: at every size), Little John follows the formulas; and how many "
              "sizes have different Robin Hood and Little John stops. Exact within n (n + 1 when it fails at n).",
              "cgt.large_heap_onsets(80, 5, 5)[24].law_from   --> 9 (the pair (5, 4))"});
  m.function({"heap_thermographs", lc::heap_thermographs,
              "cgt.heap_thermographs(n, a, b, f [, {rules=\"robin_hood\"|\"little_john\"}]) -> integer",
              "Calls f(m, x, y, T) with the thermograph T of every heap (m; x, y), m <= n, x <= a, y <= b, in order of "
              "m, then x, then y, computed directly on the positions (no canonical forms; each heap size in "
              "parallel). f returning false stops the walk. Returns the number of heaps visited.",
              "cgt.heap_thermographs(13, 5, 4, function(m, x, y, T) if x == 5 and y == 4 then print(m, T:mast()) end end)"});
}

void add_game_type(Module& m) {
  m.type<cgt::Game>(
      {"cgt.game",
       "A short partizan game, by value: its canonical form (equal games are one record of the store, so == "
       "compares values). + - and unary - add, subtract and negate; == <= < compare (numbers may stand on either "
       "side; rats on the left of + are rat's: write G + rat(1, 2)).",
       "G = cgt(\"{2|-1}\"); print(G, G:mean(), G:temperature(), G + G)",
       {
           {"left_options", lc::left_options, "G:left_options() -> {cgt.game, ...}",
            "The canonical Left options, in CGSuite's display order.", "cgt(\"{3||2*|1*}\"):left_options()[1]   --> 3"},
           {"right_options", lc::right_options, "G:right_options() -> {cgt.game, ...}",
            "The canonical Right options, in CGSuite's display order.", "cgt(\"{2|-1}\"):right_options()[1]   --> -1"},
           {"left_stop", lc::left_stop, "G:left_stop() -> rat",
            "The Left stop L(G): a number is its own stop, otherwise the largest right stop of a Left option.",
            "cgt(\"{3||2*|1*}\"):left_stop()   --> 3"},
           {"right_stop", lc::right_stop, "G:right_stop() -> rat",
            "The Right stop R(G): a number is its own stop, otherwise the smallest left stop of a Right option.",
            "cgt(\"{3||2*|1*}\"):right_stop()   --> 2"},
           {"mean", lc::mean, "G:mean() -> rat", "The mean value (the mast of the thermograph).",
            "cgt(\"{2|-1}\"):mean()   --> 1/2"},
           {"temperature", lc::temperature, "G:temperature() -> rat",
            "The temperature, CGSuite's conventions: an integer -1, m/2^k (k >= 1) -1/2^k, a number plus a non-zero "
            "infinitesimal 0, otherwise where the thermograph's walls meet the mast.",
            "cgt(\"{3||2*|1*}\"):temperature()   --> 3/4"},
           {"cool", lc::cool, "G:cool(t) -> cgt.game",
            "G cooled by t > -1 (CGSuite's G.Cool(t)): integers stay, a game colder than t is its mean, otherwise "
            "{G^L cooled - t | G^R cooled + t}. t an integer or a dyadic rat.",
            "cgt(\"{2|-1}\"):cool(1)   --> {1|0}"},
           {"heat", lc::heat, "G:heat(t) -> cgt.game",
            "G heated by the game t (CGSuite's G.Heat(t)): numbers stay, otherwise {G^L heated + t | G^R heated - t}.",
            "cgt(\"{1|0}\"):heat(1)   --> {2|-1}"},
           {"outcome", lc::outcome, "G:outcome() -> string",
            "\"L\" (G > 0, Left wins), \"R\" (G < 0), \"N\" (G || 0, the first player wins), \"P\" (G = 0).",
            "cgt.star():outcome()   --> N"},
           {"is_number", lc::is_number, "G:is_number() -> boolean", "G is a (dyadic) number.",
            "cgt(\"{0|1}\"):is_number()   --> true"},
           {"is_integer", lc::is_integer, "G:is_integer() -> boolean", "G is an integer.", "cgt(3):is_integer()"},
           {"is_nimber", lc::is_nimber, "G:is_nimber() -> boolean", "G is *n for some n >= 0 (0 included).",
            "cgt(\"{0,*|0,*}\"):is_nimber()   --> true"},
           {"is_infinitesimal", lc::is_infinitesimal, "G:is_infinitesimal() -> boolean",
            "Both stops are 0 (G is 0 or infinitesimal).", "cgt.up():is_infinitesimal()   --> true"},
           {"is_switch", lc::is_switch, "G:is_switch() -> boolean",
            "G = -G: printed +-H (0 and nimbers too, as in CGSuite).", "cgt(\"{1|-1}\"):is_switch()   --> true"},
           {"to_number", lc::to_number, "G:to_number() -> rat", "The value of a number as a rat (an error otherwise).",
            "cgt(\"{0|1}\"):to_number()   --> 1/2"},
           {"birthday", lc::birthday, "G:birthday() -> integer", "The birthday of the canonical form.",
            "cgt(\"{3||2*|1*}\"):birthday()   --> 5"},
           {"atomic_weight", lc::atomic_weight, "G:atomic_weight() -> cgt.game",
            "The atomic weight of an infinitesimal (Siegel, CGT II.7; CGSuite's G.AtomicWeight): ^ has 1, *n 0. "
            "An error when G is not infinitesimal or not atomic.",
            "cgt.up(3):atomic_weight()   --> 3"},
           {"incentives", lc::incentives, "G:incentives() -> {cgt.game, ...}",
            "The incentives G^L - G and G - G^R, repeats and dominated (smaller) ones removed, as CGSuite's "
            "G.Incentives.",
            "cgt(\"{2|-1}\"):incentives()   --> {{3|0}}"},
           {"left_incentives", lc::left_incentives, "G:left_incentives() -> {cgt.game, ...}",
            "The Left incentives G^L - G, dominated ones removed.", "cgt(\"{2|-1}\"):left_incentives()"},
           {"right_incentives", lc::right_incentives, "G:right_incentives() -> {cgt.game, ...}",
            "The Right incentives G - G^R, dominated ones removed.", "cgt(\"{2|-1}\"):right_incentives()"},
           {"thermograph", lc::thermograph, "G:thermograph() -> cgt.thermograph",
            "The thermograph of the canonical form (cached).", "print(cgt(\"{2|-1}\"):thermograph())"},
           {"to_string", lc::to_string, "G:to_string([{max_chars=100000, shared=false}]) -> string, cut",
            "CGSuite's text, cut after max_chars characters (then it ends in \"...\" and cut is true). "
            "shared=true prints every follower met twice once, named: \"{g1,2|g1}  where g1 = {1|0}\".",
            "cgt.robin_hood(20, 8, 7):value():to_string{max_chars=80}"},
           {"to_table", lc::game_to_table,
            "G:to_table() -> {text=, left=, right=, left_stop=, right_stop=, mean=, temperature=, outcome=}",
            "The game as plain values (options as text), for alea.write_csv and alea.to_json.",
            "cgt(\"{2|-1}\"):to_table().right   --> {\"-1\"}"},
       },
       {
           {"__add", lc::add, "G + H", "The disjunctive sum (numbers mix in).", "cgt(\"*\") + cgt(\"*\")   --> 0"},
           {"__sub", lc::sub, "G - H", "G + (-H).", "cgt.up() - cgt.up()   --> 0"},
           {"__unm", lc::unm, "-G", "The negative: Left and Right swap.", "-cgt(\"{2|-1}\")   --> {1|-2}"},
           {"__eq", lc::eq, "G == H", "Equal values (the same canonical form). A number needs cgt(x): G == cgt(1).",
            "cgt(\"{0|0}\") == cgt.star()   --> true"},
           {"__le", lc::le, "G <= H", "G <= H as games (numbers may stand on either side).",
            "cgt.up() <= cgt(\"{0|*}\")"},
           {"__lt", lc::lt, "G < H", "G <= H and not H <= G.", "0 < cgt.up()   --> true"},
           {"__tostring", lc::tostring, "tostring(G)",
            "CGSuite's plain text ({2|-1}, +-1, 1*, ^*, {1|0||-1}, 3/2), cut at 100000 characters.",
            "tostring(cgt(\"{1|1}\"))   --> 1*"},
           {"__save", lc::save, "alea.save(path, G)",
            "How alea.save writes G so that alea.load gives it back: cgt(text), the whole text.",
            "getmetatable(cgt.up()).__save(cgt.up())   --> \"cgt\", {\"^\"}"},
       }});
}

void add_thermograph_type(Module& m) {
  m.type<cgt::Thermograph>(
      {"cgt.thermograph",
       "The thermograph of a game: its left and right walls for t >= -1 (piecewise linear, slopes -1, 0, 1, every "
       "breakpoint a dyadic), and the mast at the mean above the temperature.",
       "T = cgt(\"{2|-1}\"):thermograph(); print(T, T:temperature()); print(T:plot())",
       {
           {"left_wall", lc::th_left_wall, "T:left_wall() -> {{t, x}, ...}",
            "The left wall's breakpoints from t = -1 up to the temperature (the mast continues above the last).",
            "cgt(\"{2|-1}\"):thermograph():left_wall()   --> {{-1, 3}, {3/2, 1/2}}"},
           {"right_wall", lc::th_right_wall, "T:right_wall() -> {{t, x}, ...}",
            "The right wall's breakpoints from t = -1 up to the temperature.",
            "cgt(\"{2|-1}\"):thermograph():right_wall()"},
           {"mast", lc::th_mast, "T:mast() -> rat", "The mast's value: the mean.", "T:mast()"},
           {"temperature", lc::th_temperature, "T:temperature() -> rat", "Where both walls have become the mast.",
            "T:temperature()"},
           {"left_stop", lc::th_left_stop, "T:left_stop() -> rat", "The left wall at t = 0.", "T:left_stop()"},
           {"right_stop", lc::th_right_stop, "T:right_stop() -> rat", "The right wall at t = 0.", "T:right_stop()"},
           {"left_at", lc::th_left_at, "T:left_at(t) -> rat", "The left wall at t >= -1 (the mast above the temperature).",
            "cgt(\"{2|-1}\"):thermograph():left_at(1)   --> 1"},
           {"right_at", lc::th_right_at, "T:right_at(t) -> rat", "The right wall at t >= -1.",
            "cgt(\"{2|-1}\"):thermograph():right_at(1)   --> 0"},
           {"plot", lc::th_plot, "T:plot([{title=\"\", file=, width=0, height=0}]) -> picture|path",
            "The thermograph drawn by gnuplot (as alea.plot): the left and right walls, the mast above the "
            "temperature, t on the vertical axis, t = 0 drawn across with the stops marked, values growing to the "
            "left as in Winning Ways and CGSuite. With file= (.svg or .png) writes the picture there; without, "
            "returns the text rendering the REPL prints.",
            "cgt(\"{2|-1}\"):thermograph():plot{width=70, height=20}"},
           {"to_svg", lc::th_to_svg, "T:to_svg([file] [, {title=\"\", width=0, height=0}]) -> svg|path",
            "T:plot() as SVG: into file (.svg or .png) when given, returning its path, else the SVG text "
            "(width x height pixels, 0: 640 x 400).",
            "cgt(\"{3||2*|1*}\"):thermograph():to_svg(\"thermograph.svg\", {title=\"{3||2*|1*}\"})"},
           {"to_table", lc::th_to_table, "T:to_table() -> {mast=, temperature=, left=, right=, text=}",
            "The thermograph as plain values: walls as {t, x} breakpoint lists, and the text.", "T:to_table().left"},
       },
       {
           {"__tostring", lc::th_tostring, "tostring(T)",
            "CGSuite's text: Thermograph(mast,[critical points, top down],[slopes, top down], the same for the right "
            "wall).",
            "tostring(cgt(\"{2|-1}\"):thermograph())   --> Thermograph(1/2,[3/2],[0,-1],1/2,[3/2],[0,1])"},
           {"__eq", lc::th_eq, "T == U", "The same walls, temperature and mast.",
            "cgt(\"{2|-1}\"):thermograph() == cgt(\"{2|-1}\"):thermograph()"},
       }});
}

void add_ruleset_type(Module& m) {
  m.type<lc::LuaRuleset>(
      {"cgt.ruleset", "A ruleset whose positions' options come from Lua functions (cgt.ruleset{left=, right=, key=}).",
       "R = cgt.ruleset{left=function(n) return n > 0 and {n - 1} or {} end, right=function(n) return {} end}",
       {
           {"value", lc::r_value, "R:value(pos) -> cgt.game",
            "The canonical value of a position (memoized by key).", "R:value(3)   --> 3"},
           {"thermograph", lc::r_thermograph, "R:thermograph(pos) -> cgt.thermograph",
            "The thermograph computed directly on the game tree, without canonical forms (memoized by key), so "
            "positions whose canonical forms would be huge still have one.",
            "R:thermograph(3):mast()"},
           {"positions", lc::r_positions, "R:positions() -> integer",
            "How many positions' values and thermographs the memo holds.", "R:positions()"},
           {"to_table", lc::r_to_table, "R:to_table() -> {positions_known=}", "The ruleset's memo size.",
            "R:to_table().positions_known"},
       },
       {
           {"__tostring", lc::r_tostring, "tostring(R)", "\"ruleset (12 positions known)\".", "tostring(R)"},
       }});
}

void add_heap_type(Module& m) {
  m.type<cgt::Heap>(
      {"cgt.heap", "A Robin Hood or Little John heap (n; a, b) of seed 002.",
       "H = cgt.robin_hood(9, 3, 2); print(H, H:value(), H:mean(), H:temperature())",
       {
           {"value", lc::h_value, "H:value() -> cgt.game", "The canonical form (memoized for the session).",
            "cgt.robin_hood(3, 1, 1):value()   --> +-2"},
           {"thermograph", lc::h_thermograph, "H:thermograph() -> cgt.thermograph",
            "The thermograph computed directly on the positions, without canonical forms: heaps of thousands of "
            "tokens have one (every smaller heap with wealths up to (a, b) is computed on the way).",
            "cgt.robin_hood(1000, 13, 8):thermograph():temperature()"},
           {"mean", lc::h_mean, "H:mean() -> rat", "The mean, from the direct thermograph.",
            "cgt.robin_hood(13, 5, 3):mean()   --> 6"},
           {"temperature", lc::h_temperature, "H:temperature() -> rat", "The temperature, from the direct thermograph.",
            "cgt.robin_hood(13, 5, 4):temperature()   --> 8"},
           {"left_stop", lc::h_left_stop, "H:left_stop() -> rat", "The Left stop, from the direct thermograph.",
            "cgt.robin_hood(9, 3, 2):left_stop()"},
           {"right_stop", lc::h_right_stop, "H:right_stop() -> rat", "The Right stop, from the direct thermograph.",
            "cgt.robin_hood(9, 3, 2):right_stop()"},
           {"left_options", lc::h_left_options, "H:left_options() -> {cgt.heap, ...}",
            "Every Left move, by the tokens taken (1, 2, ...).", "cgt.robin_hood(4, 2, 1):left_options()"},
           {"right_options", lc::h_right_options, "H:right_options() -> {cgt.heap, ...}",
            "Every Right move, by the tokens taken.", "cgt.robin_hood(4, 2, 1):right_options()"},
           {"to_table", lc::h_to_table, "H:to_table() -> {rules=, n=, a=, b=}", "The heap as plain values.",
            "cgt.little_john(9, 3, 2):to_table().rules   --> little_john"},
       },
       {
           {"__tostring", lc::h_tostring, "tostring(H)", "\"(9;3,2)\", Little John \"LJ(9;3,2)\".",
            "tostring(cgt.robin_hood(9, 3, 2))"},
           {"__save", lc::h_save, "alea.save(path, H)",
            "How alea.save writes H so that alea.load gives it back: cgt.robin_hood(n, a, b) or cgt.little_john(n, a, b).",
            "getmetatable(cgt.robin_hood(9, 3, 2)).__save(cgt.robin_hood(9, 3, 2))   --> \"cgt.robin_hood\", {9, 3, 2}"},
           {"__eq", lc::h_eq, "H == K", "The same rules, size and wealths.",
            "cgt.robin_hood(1, 1, 1) == cgt.robin_hood(1, 1, 1)"},
           {"__add", lc::h_add, "H + K", "The sum of heaps (or of a heap and a sum) as a cgt.sum.",
            "cgt.robin_hood(9, 3, 2) + cgt.robin_hood(4, 2, 1)"},
       }});
}

void add_sum_type(Module& m) {
  m.type<cgt::HeapSum>(
      {"cgt.sum", "A disjunctive sum of heaps (seed 002's sums, Figure 1, Theorem 1.2).",
       "S = cgt.robin_hood(9, 3, 2) + cgt.robin_hood(4, 2, 1); print(S:stops()); print(S:hotstrat(\"right\").stop)",
       {
           {"heaps", lc::s_heaps, "S:heaps() -> {cgt.heap, ...}", "The heaps, in order.", "S:heaps()[1]"},
           {"value", lc::s_value, "S:value() -> cgt.game", "The canonical form of the sum.", "S:value()"},
           {"thermograph", lc::s_thermograph, "S:thermograph() -> cgt.thermograph",
            "The thermograph of the sum's canonical form.", "S:thermograph():temperature()"},
           {"stops", lc::s_stops, "S:stops() -> left, right", "The Left and Right stops of the sum.",
            "S:stops()   --> 9, -2 (Figure 1)"},
           {"first_moves", lc::s_first_moves,
            "S:first_moves(player) -> {{heap=, take=, after=, stop=, wins=}, ...}",
            "Every move of player (\"left\" or \"right\") in every heap, with the stop it reaches (the Right stop "
            "after Left's move, the Left stop after Right's) and whether it wins (the mover then wins moving "
            "second).",
            "S:first_moves(\"right\")"},
           {"winning_moves", lc::s_winning_moves, "S:winning_moves(player) -> {{heap=, take=, after=}, ...}",
            "The moves of player (\"left\" or \"right\") after which the mover wins moving second.",
            "S:winning_moves(\"right\")[1].heap   --> 1"},
           {"hotstrat", lc::s_hotstrat,
            "S:hotstrat(hot [, first]) -> {stop=, optimal_stop=, line={{player=, heap=, take=, after=}, ...}}",
            "Hot strategy against optimal play: at each of its turns `hot` (\"left\" or \"right\") moves in a "
            "component of highest temperature, to the option whose wall is best at that temperature; the opponent "
            "plays to the best stop it can reach. stop is the stop reached, optimal_stop what optimal play reaches "
            "with the same first player (first, default hot); line is the play.",
            "(cgt.robin_hood(3, 1, 1) + cgt.robin_hood(4, 2, 1)):hotstrat(\"right\").stop   --> 1 (Theorem 1.2)"},
           {"to_table", lc::s_to_table, "S:to_table() -> {{rules=, n=, a=, b=}, ...}", "The heaps as plain values.",
            "S:to_table()[2].n"},
       },
       {
           {"__len", lc::s_len, "#S", "The number of heaps.", "#S"},
           {"__tostring", lc::s_tostring, "tostring(S)", "\"(9;3,2) + (4;2,1)\".", "tostring(S)"},
           {"__save", lc::s_save, "alea.save(path, S)",
            "How alea.save writes S so that alea.load gives it back: cgt.sum{heaps}.",
            "S = cgt.robin_hood(9, 3, 2) + cgt.robin_hood(4, 2, 1); getmetatable(S).__save(S)"},
           {"__eq", lc::s_eq, "S == T", "The same heaps in the same order.", "S == S"},
           {"__add", lc::h_add, "S + H", "The sum with more heaps (a heap or a sum).", "S + cgt.robin_hood(2, 1, 1)"},
       }});
}

}  // namespace

void open_cgt(lua_State* L) {
  Module m(L, "cgt",
           "Short partizan games as CGSuite computes and prints them (canonical forms, stops, means, temperatures, "
           "thermographs, cooling, atomic weights), rulesets written in Lua, and seed 002's Robin Hood and Little "
           "John heaps with their sums, direct thermographs and large-heap laws. Every number is an exact rat.",
           "G = cgt(\"{3||2*|1*}\"); print(G:left_stop(), G:right_stop(), G:mean(), G:temperature())");
  add_functions(m);
  add_research(m);
  add_game_type(m);
  add_thermograph_type(m);
  add_ruleset_type(m);
  add_heap_type(m);
  add_sum_type(m);
  m.finish();
}

}  // namespace alea
