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
  m.function({"ruleset", lc::ruleset, "cgt.ruleset{left=, right=, key=, components=, normalize=} -> cgt.ruleset",
              "A ruleset written in Lua: left(pos) and right(pos) return arrays of the positions each player can move "
              "to ({} when none); key(pos) returns a string or number identifying a position (optional when "
              "positions are numbers or strings). Positions are any Lua values. Optional: components(pos) returns "
              "the array of independent parts whose sum the position is (each valued once, then summed; {} when it "
              "does not split), and normalize(pos) returns a position of the same value, or of the negated value "
              "with true as its second result (a board turned, colours swapped), so equivalent parts share one memo "
              "entry; values use both, thermographs neither. R:value(pos) and R:thermograph(pos) "
              "walk the game tree once per key (memoized for the life of R, Ctrl-C stops it). A rule that raises an "
              "error or returns something else than an array, and a ruleset whose play can return to a position "
              "(not short), are errors naming the rule and the position.",
              "R = cgt.ruleset{left=function(n) return n > 0 and {n - 1} or {} end, "
              "right=function(n) return {} end}; R:value(5)   --> 5"});
  m.function({"robin_hood", lc::robin_hood, "cgt.robin_hood(n, a, b) -> cgt.position",
              "The Robin Hood heap (n; a, b) of seed 002, a position: n tokens, Left's wealth a, Right's wealth b. "
              "Left removes i tokens, 1 <= i <= min(a, n), and Right's wealth drops by i (never below 0); Right "
              "symmetrically. Its thermograph, mean, temperature and stops are computed directly on the positions (no "
              "canonical form), so heaps of thousands of tokens have them. Positions add with +.",
              "cgt.robin_hood(9, 3, 2):value()"});
  m.function({"little_john", lc::little_john, "cgt.little_john(n, a, b) -> cgt.position",
              "The Little John heap of seed 002 (Definition 7.1 as reconstructed in docs/cgt.md): with both players "
              "rich the only move takes min(a, b, n) tokens; with the opponent broke, one token at a time.",
              "cgt.little_john(13, 5, 3):thermograph()"});
  m.function({"sum", lc::sum, "cgt.sum(positions) -> cgt.position",
              "The disjunctive sum of an array of positions of any rulesets (also P + Q): a position whose components "
              "are theirs. Its value, stops, first moves, winning moves and hot strategy are methods.",
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
              "Lemma 7.4 (reconstructed): the stops of (n; a, b) for n >= a + b - 1, by the Little John path.",
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

void add_games(Module& m) {
  m.function({"games.domineering", lc::domineering, "cgt.games.domineering(position) -> cgt.position",
              "Domineering (Winning Ways ch. 2): rows joined by \"|\", \".\" an empty cell, \"#\" a blocked one. Left "
              "places vertical dominoes, Right horizontal ones (CGSuite's convention). Values split the board into its "
              "regions, each normalised under the square's symmetries (a transposition negates) and kept in a "
              "transposition table.",
              "cgt.games.domineering(\"..|..\"):value()   --> +-1"});
  m.function({"games.clobber", lc::clobber, "cgt.games.clobber(position) -> cgt.position",
              "Clobber: rows joined by \"|\", \"x\" Left's stones, \"o\" Right's, \".\" empty, \"#\" off the board. A "
              "player moves a stone onto an orthogonally adjacent stone of the opponent's, capturing it.",
              "cgt.games.clobber(\"xoxo\"):value()"});
  m.function({"games.gen_clobber", lc::gen_clobber,
              "cgt.games.gen_clobber(position [, {directions=\"orthogonal\"|\"diagonal\"|\"compass\"|\"knight\", "
              "left_clobbers=\"o\", right_clobbers=\"x\", left_leaves=\".\", right_leaves=\".\", max_distance=1}]) -> "
              "cgt.position",
              "CGSuite's generalized Clobber (GenClobber): a stone moves in one of the directions, sliding over empty "
              "cells up to max_distance steps, onto the first cell whose content (\".\" empty, \"x\", \"o\") its player "
              "clobbers; the cell it leaves becomes left_leaves / right_leaves. Hot Clobber: left_clobbers=\"xo\", "
              "right_clobbers=\"xo\"; Anti-Clobber: clobbers \".\", leaves \"o\" (Left) and \"x\" (Right); Kings: "
              "directions=\"compass\".",
              "cgt.games.gen_clobber(\"xo.|.ox\", {directions=\"compass\"}):value()"});
  m.function({"games.fission", lc::fission, "cgt.games.fission(position) -> cgt.position",
              "Fission: \"x\" a stone, \".\" empty, \"#\" blocked. Left replaces a stone whose north and south "
              "neighbours are empty by stones there; Right the same east and west.",
              "cgt.games.fission(\"...|.x.|...\"):value()   --> 0"});
  m.function({"games.konane", lc::konane, "cgt.games.konane(position) -> cgt.position",
              "Konane: \"x\" Left's stones, \"o\" Right's, \".\" empty, \"#\" off the board. A stone jumps "
              "orthogonally over an adjacent opponent's stone into the empty cell beyond, capturing it, and may go on "
              "jumping in the same direction (each length of the jump is a move).",
              "cgt.games.konane(\"xo.\"):value()   --> 1"});
  m.function({"games.amazons", lc::amazons, "cgt.games.amazons(position) -> cgt.position",
              "Amazons: \"x\" Left's amazons, \"o\" Right's, \".\" empty, \"#\" burnt or off the board. An amazon "
              "moves like a chess queen over empty cells, then shoots an arrow from where it lands, like a queen; the "
              "arrow's cell burns. Values split the board into its 8-connected regions.",
              "cgt.games.amazons(\"x..|..o\"):value()"});
  m.function({"games.toads_and_frogs", lc::toads_and_frogs, "cgt.games.toads_and_frogs(position) -> cgt.position",
              "Toads and Frogs (Winning Ways ch. 1) on any strip: \"T\" Left's toads move one cell right into an empty "
              "cell or jump over one frog; \"F\" Right's frogs the same leftwards; \".\" empty. Strips joined by "
              "\"|\" are played side by side.",
              "cgt.games.toads_and_frogs(\"TT.FF\"):value()"});
  m.function({"games.toppling_dominoes", lc::toppling_dominoes, "cgt.games.toppling_dominoes(position) -> cgt.position",
              "Toppling Dominoes (CGSuite's letters): \"l\" blue (Left's), \"r\" red (Right's), \"e\" green (either's), "
              "\".\" a gap. A "
              "player topples one of theirs to the left or right: it and every domino that way up to a gap fall.",
              "cgt.games.toppling_dominoes(\"lrrll\"):value()   --> {1|*}"});
  m.function({"games.snort", lc::snort, "cgt.games.snort(position) -> cgt.position",
              "Snort on a grid: \".\" uncoloured, \"x\" coloured by Left, \"o\" by Right, \"#\" no cell. A player "
              "colours a cell that does not touch the opponent's colour.",
              "cgt.games.snort(\"..\"):value()"});
  m.function({"games.col", lc::col, "cgt.games.col(position) -> cgt.position",
              "Col on a grid: as Snort, but a cell may not touch the player's own colour.",
              "cgt.games.col(\"...\"):value()"});
  m.function({"games.ski_jumps", lc::ski_jumps, "cgt.games.ski_jumps(position) -> cgt.position",
              "Ski Jumps (Winning Ways ch. 2): \"L\" Left's jumpers, \"l\" slippers, \"R\" and \"r\" Right's, \".\" "
              "snow. Left slides a skier any number of empty cells right, possibly off the board; Right left. A jumper "
              "may instead jump over an opponent's skier just below it into the empty cell below that, which makes "
              "the skier jumped over a slipper.",
              "cgt.games.ski_jumps(\"L....|R....|.....\"):value()"});
  m.function({"games.hackenbush", lc::hackenbush, "cgt.games.hackenbush(position) -> cgt.position",
              "Blue-Red-Green Hackenbush: \"l\" blue (Left's), \"r\" red, \"e\" green edges, in CGSuite's notation "
              "(a stalk \"lrlrr\", branches \"eee(e;ee)\", a named vertex \"ee:Aeeee:A\") or as an edge list "
              "\"0-1:l 1-2:r\" with the ground at vertex 0. Edges no longer joined to the ground fall.",
              "cgt.games.hackenbush(\"lrlrr\"):value()   --> 9/16"});
  m.function({"games.partizan_arc_kayles", lc::partizan_arc_kayles,
              "cgt.games.partizan_arc_kayles(position) -> cgt.position",
              "Partizan Arc Kayles on an edge list \"1-2:l 2-3:r\" (\"e\" green): a player takes an edge of their "
              "colour or a green one, removing both its ends with every edge at them.",
              "cgt.games.partizan_arc_kayles(\"1-2:l 2-3:r\"):value()"});
  m.function({"games.cutcake", lc::cutcake, "cgt.games.cutcake(position) -> cgt.position",
              "Cutcake (Winning Ways ch. 2): \"3x4\" a cake of height 3 and width 4, or a sum \"3x4 + 2x5\". Left "
              "cuts a cake along a vertical line, Right along a horizontal one.",
              "cgt.games.cutcake(\"2x3\"):value()"});
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

void add_position_type(Module& m) {
  m.type<cgt::PositionPtr>(
      {"cgt.position",
       "A position of a ruleset written in C++: a Robin Hood or Little John heap, a sum of positions (P + Q, "
       "cgt.sum), or a game of the library. Every such position has the same methods: its value, options, "
       "thermograph, components, and play in the sum of its components.",
       "H = cgt.robin_hood(9, 3, 2); print(H, H:value(), H:mean(), H:temperature())",
       {
           {"value", lc::p_value, "P:value() -> cgt.game", "The canonical form (memoized by the ruleset).",
            "cgt.robin_hood(3, 1, 1):value()   --> +-2"},
           {"thermograph", lc::p_thermograph, "P:thermograph() -> cgt.thermograph",
            "The thermograph: a heap's computed directly on the positions, without canonical forms (heaps of "
            "thousands of tokens have one); otherwise the canonical form's.",
            "cgt.robin_hood(1000, 13, 8):thermograph():temperature()"},
           {"mean", lc::p_mean, "P:mean() -> rat", "The mean, from the thermograph.",
            "cgt.robin_hood(13, 5, 3):mean()   --> 6"},
           {"temperature", lc::p_temperature, "P:temperature() -> rat", "The temperature, from the thermograph.",
            "cgt.robin_hood(13, 5, 4):temperature()   --> 8"},
           {"left_stop", lc::p_left_stop, "P:left_stop() -> rat", "The Left stop (a heap's from its direct thermograph).",
            "cgt.robin_hood(9, 3, 2):left_stop()"},
           {"right_stop", lc::p_right_stop, "P:right_stop() -> rat", "The Right stop.",
            "cgt.robin_hood(9, 3, 2):right_stop()"},
           {"stops", lc::p_stops, "P:stops() -> left, right", "The Left and Right stops of the value.",
            "(cgt.robin_hood(9, 3, 2) + cgt.robin_hood(4, 2, 1)):stops()   --> 9, -2 (Figure 1)"},
           {"outcome", lc::p_outcome, "P:outcome() -> string",
            "\"L\", \"R\", \"N\" or \"P\": who wins (Left, Right, the first player, the second player).",
            "cgt.robin_hood(3, 1, 1):outcome()   --> N"},
           {"left_options", lc::p_left_options, "P:left_options() -> {cgt.position, ...}",
            "Every Left move, in the ruleset's order (a heap's by tokens taken: 1, 2, ...).",
            "cgt.robin_hood(4, 2, 1):left_options()"},
           {"right_options", lc::p_right_options, "P:right_options() -> {cgt.position, ...}",
            "Every Right move, in the ruleset's order.", "cgt.robin_hood(4, 2, 1):right_options()"},
           {"options", lc::p_options, "P:options() -> lefts, rights", "Both lists of options.",
            "cgt.robin_hood(2, 1, 1):options()"},
           {"components", lc::p_components, "P:components() -> {cgt.position, ...}",
            "The independent parts the position is the sum of (a sum's parts; a heap is its only component).",
            "(cgt.robin_hood(9, 3, 2) + cgt.robin_hood(4, 2, 1)):components()[2]   --> (4;2,1)"},
           {"first_moves", lc::p_first_moves,
            "P:first_moves(player) -> {{component=, move=, after=, stop=, wins=}, ...}",
            "Every move of player (\"left\" or \"right\") in every component, with the ruleset's words for it "
            "(move, e.g. \"take 2\"), the component after it, the stop it reaches (the Right stop after Left's move, "
            "the Left stop after Right's) and whether it wins (the mover then wins moving second).",
            "(cgt.robin_hood(9, 3, 2) + cgt.robin_hood(4, 2, 1)):first_moves(\"right\")"},
           {"winning_moves", lc::p_winning_moves, "P:winning_moves(player) -> {{component=, move=, after=}, ...}",
            "The moves of player (\"left\" or \"right\") after which the mover wins moving second.",
            "(cgt.robin_hood(9, 3, 2) + cgt.robin_hood(4, 2, 1)):winning_moves(\"right\")[1].move   --> take 2"},
           {"hotstrat", lc::p_hotstrat,
            "P:hotstrat(hot [, first]) -> {stop=, optimal_stop=, line={{player=, component=, move=, after=}, ...}}",
            "Hot strategy against optimal play: at each of its turns `hot` (\"left\" or \"right\") moves in a "
            "component of highest temperature, to the option whose wall is best at that temperature; the opponent "
            "plays to the best stop it can reach. stop is the stop reached, optimal_stop what optimal play reaches "
            "with the same first player (first, default hot); line is the play.",
            "(cgt.robin_hood(3, 1, 1) + cgt.robin_hood(4, 2, 1)):hotstrat(\"right\").stop   --> 1 (Theorem 1.2)"},
           {"to_svg", lc::p_to_svg, "P:to_svg([file]) -> svg|path",
            "The board drawn by Graphviz (dot): Left's pieces blue, Right's red, blocked cells grey; into file (.svg, "
            ".png or .pdf) when given, returning its path, else the SVG text. An error for positions without a board "
            "(heaps, sums, graphs).",
            "cgt.games.clobber(\"xo.|.ox\"):to_svg(\"clobber.svg\")"},
           {"ruleset", lc::p_ruleset, "P:ruleset() -> string", "The ruleset's name (\"robin_hood\", \"sum\", ...).",
            "cgt.little_john(9, 3, 2):ruleset()   --> little_john"},
           {"to_table", lc::p_to_table, "P:to_table() -> {ruleset=, position=, ...}",
            "The position as plain values: its ruleset, its notation, and the ruleset's fields (a heap's rules, n, a, "
            "b).",
            "cgt.little_john(9, 3, 2):to_table().n   --> 9"},
       },
       {
           {"__tostring", lc::p_tostring, "tostring(P)",
            "The position as its ruleset writes it: \"(9;3,2)\", Little John \"LJ(9;3,2)\", a sum \"(9;3,2) + (4;2,1)\".",
            "tostring(cgt.robin_hood(9, 3, 2))"},
           {"__eq", lc::p_eq, "P == Q", "The same ruleset and the same position.",
            "cgt.robin_hood(1, 1, 1) == cgt.robin_hood(1, 1, 1)"},
           {"__add", lc::p_add, "P + Q", "The sum of positions (or of arrays of positions), as a position.",
            "cgt.robin_hood(9, 3, 2) + cgt.robin_hood(4, 2, 1)"},
           {"__len", lc::p_len, "#P", "The number of components.",
            "#(cgt.robin_hood(9, 3, 2) + cgt.robin_hood(4, 2, 1))   --> 2"},
       }});
}

}  // namespace

void open_cgt(lua_State* L) {
  Module m(L, "cgt",
           "Short partizan games as CGSuite computes and prints them (canonical forms, stops, means, temperatures, "
           "thermographs, cooling, atomic weights), rulesets written in Lua, and positions of rulesets written in C++: "
           "seed 002's Robin Hood and Little John heaps (direct thermographs, large-heap laws) and their sums. Every number is an exact rat.",
           "G = cgt(\"{3||2*|1*}\"); print(G:left_stop(), G:right_stop(), G:mean(), G:temperature())");
  add_functions(m);
  add_research(m);
  add_games(m);
  add_game_type(m);
  add_thermograph_type(m);
  add_ruleset_type(m);
  add_position_type(m);
  m.finish();
}

}  // namespace alea
