// doubling: Keeler & Spencer's raising points (seed 003) and the money-game market window. The
// registration rows: signatures declare the arguments' names and every option with its default.
#include "doubling/lua_doubling.hpp"

namespace alea {
using namespace kit;
namespace ld = lua_doubling;

namespace {

void add_discrete(Module& m) {
  m.function({"point", ld::point, "doubling.point([n] [, {method=\"closed\"|\"recursion\"}]) -> rat",
              "Section 2: the first doubling point of standard (alternating, factor 2) doubling when at most n "
              "raises may be made in all, 4/5 + (-1)^n/(4^n 5); method=\"recursion\" computes it from the "
              "taker's indifference instead, alpha(n) = 1 - alpha(n-1)/4. Without n: the unlimited game, 4/5.",
              "doubling.point(2)   --> 13/16"});
  m.function({"alpha", ld::alpha,
              "doubling.alpha(m, n [, {a=2, b=2, exact=auto, method=\"theorem2\"|\"recursion\"}]) -> rat|number",
              "Section 3: A's raising point (and B's folding point) as A's chance of winning, when A has m raises "
              "of factor a and B has n of factor b, raised in any order. Theorem 2: P[K_a <= K_b] with K_a ~ "
              "b(m, (a-1)/2a), K_b ~ b(n, (b-1)/2b); method=\"recursion\" uses recursions (8)-(9). Exact (a rat) "
              "when a and b are integers or rats (exact=auto); exact=false computes in doubles.",
              "doubling.alpha(2, 1, {a=2, b=3})   --> 11/16"});
  m.function({"beta", ld::beta,
              "doubling.beta(m, n [, {a=2, b=2, exact=auto, method=\"theorem2\"|\"recursion\"}]) -> rat|number",
              "Section 3: B's raising point (A's chance of winning at which B raises), P[K_a < K_b] by Theorem 2; "
              "options as for doubling.alpha.",
              "doubling.beta(1, 1, {a=2, b=3})   --> 1/4"});
  m.function({"points", ld::points,
              "doubling.points(m, n [, {a=2, b=2, exact=auto, method=\"theorem2\"|\"recursion\"}]) -> alpha, beta",
              "Both raising points of doubling.alpha and doubling.beta at once.", "a, b = doubling.points(3, 2)"});
  m.function({"value", ld::value, "doubling.value(m, n [, {a=2, b=2, p=1/2, exact=auto}]) -> rat|number",
              "A's expected value, in units of the current stakes, at state p (A's chance of winning): +1 at or "
              "above alpha(m, n), -1 at or below beta(m, n), linear in between (equation 19). Table II is p = 1/2, "
              "a = b = 2.",
              "doubling.value(3, 2)   --> 89/207 (Table II: .430)"});
  m.function({"tree", ld::tree, "doubling.tree(m, n [, {a=2, b=2, exact=auto}]) -> doubling.tree",
              "Figure 1: every path of the game from A's first raising point alpha(m, n), each node with its "
              "value to A (+-stakes), its state and the chance of each edge. Use :to_table() and :to_dot(). "
              "At most 100000 nodes.",
              "print(doubling.tree(2, 1, {a=2, b=3}):to_dot())"});
}

void add_continuous(Module& m) {
  m.function({"continuous_alpha", ld::continuous_alpha,
              "doubling.continuous_alpha(a, b [, {method=\"poisson\"|\"theorem2\", raises=65536, with_error=false}]) -> number",
              "Section 4: A's raising point when A may raise by any factors with product at most a and B at most "
              "b: equation (18), P[X <= Y] for Poisson X, Y of means log(a)/2, log(b)/2 (with_error=true: an "
              "estimate whose bound covers the truncated tail and rounding). method=\"theorem2\" instead takes "
              "Theorem 2 with `raises` raises of a^(1/raises) each, Richardson-extrapolated (no bound).",
              "doubling.continuous_alpha(10, 3)   --> 0.49375..."});
  m.function({"continuous_beta", ld::continuous_beta, "doubling.continuous_beta(a, b [, {with_error=false}]) -> number",
              "B's raising point in the continuous game, 1 - continuous_alpha(b, a).",
              "doubling.continuous_beta(2, 2)"});
  m.function({"continuous_value", ld::continuous_value,
              "doubling.continuous_value(a, b [, {p=1/2, method=\"poisson\"|\"theorem2\"}]) -> number",
              "A's expected value in the continuous game at state p (Table IV is p = 1/2; equation 20).",
              "doubling.continuous_value(8, 4)   --> 0.581..."});
  m.function({"resign_potential", ld::resign_potential,
              "doubling.resign_potential(b [, {tol=1e-10, method=\"poisson\"|\"theorem2\"}]) -> number",
              "Table V: the raise potential a at which alpha(a, b) = 1/2, so that B should resign an even game. "
              "Bisection to within tol.",
              "doubling.resign_potential(2)   --> 6.79517..."});
  m.function({"normal_alpha", ld::normal_alpha, "doubling.normal_alpha(a, b) -> number",
              "Equation (23): the normal approximation Phi((1/2 - (L - M))/sqrt(L + M)) of continuous_alpha, "
              "L = log(a)/2, M = log(b)/2.",
              "doubling.normal_alpha(1e6, 1e5)"});
  m.function({"normal_value", ld::normal_value, "doubling.normal_value(a, b) -> number",
              "Equation (25): A's even-game value with both raising points from normal_alpha.",
              "doubling.normal_value(1e9, 1e8)"});
  m.function({"log_ratio_value", ld::log_ratio_value, "doubling.log_ratio_value(a, b) -> number",
              "Equations (26)-(27): the asymptotic even-game value E(a, b) ~ log(a/b) as a, b grow with a/b fixed.",
              "doubling.log_ratio_value(2.718281828, 1)   --> 1.0"});
  m.function({"equal_alpha_asymptotic", ld::equal_alpha_asymptotic,
              "doubling.equal_alpha_asymptotic(a [, {as_printed=false}]) -> number",
              "Section 5: alpha(a, a) ~ 1/2 + 1/(2 sqrt(2 pi log a)). The paper prints 1/2 + 1/(2 sqrt(log a)), "
              "which lacks the 1/sqrt(2 pi) of the normal density (as_printed=true returns it).",
              "doubling.equal_alpha_asymptotic(1e100)"});
}

void add_extras(Module& m) {
  m.function({"money_points", ld::money_points,
              "doubling.money_points{W=1, L=1, x=1, exact=auto} -> {take=, cash=, initial_double=, redouble=}",
              "The money-game market window in Janowski's model: W and L are the average win and loss with "
              "gammons (>= 1), x in [0, 1] the cube efficiency (0 dead, 1 live). take = (L - 1/2)/(W + L + x/2), "
              "cash = (L + 1/2 + x/2)/(W + L + x/2), initial_double = (L(3-x) + 2x)/((W+L)(3-x) + x) for a "
              "centered cube, redouble = (L + x)/(W + L + x/2) for an owned cube. Exact for exact inputs.",
              "doubling.money_points{W=1, L=1, x=0}.take   --> 1/4"});
  m.function({"paper_format", ld::paper_format, "doubling.paper_format(x, digits) -> string",
              "x rounded half up to `digits` decimals and printed as the paper's tables do (\".6563\", "
              "\"1.0000\", \"-.333\"). Floats are rounded from their exact binary value.",
              "doubling.paper_format(rat(21, 32), 4)   --> .6563"});
}

// The cube model's options, shared by the by-score methods (match.hpp's CubeOptions).
#define ALEA_CUBE_MODEL \
  "cube=1, crawford=false, live=false, x=, gammon_a=0, backgammon_a=0, gammon_b=0, backgammon_b=0, auto_redouble=true"
#define ALEA_CUBE_OPTIONS ALEA_CUBE_MODEL ", exact=auto"

void add_match(Module& m) {
  m.function({"met", ld::met, "doubling.met(source [, {length=25}]) -> doubling.met",
              "A match equity table: source is a GNU Backgammon XML file's path, or the name of one in "
              "/usr/share/gnubg/met (Debian's gnubg-data: Kazaross-XG2, Rockwell-Kazaross, woolsey, zadeh, mec, g11, "
              "jacobs, snowie, ...; see doubling.met_names()), or a table {pre={{...}}, post={...}} as M:to_table() "
              "gives, or a function f(a, b, post) giving player 0's chance a-away against b-away (post=true: after "
              "the Crawford game). Explicit tables are exact (each decimal a rat); parametric files (zadeh, mec) and "
              "functions are computed to `length` points. The file is checked against gnubg's met.dtd: errors name "
              "the line, a table that is not square or an entry outside [0, 1].",
              "M = doubling.met(\"woolsey\"); print(M:equity(2, 4))   --> 17/25"});
  m.function({"met_names", ld::met_names, "doubling.met_names() -> {name, ...}",
              "The tables doubling.met finds by name in /usr/share/gnubg/met (ALEA_MET_DIR overrides the directory).",
              "doubling.met_names()"});
  m.function({"met_zadeh", ld::met_zadeh,
              "doubling.met_zadeh{length=25, gammon_rate_leader=1/4, gammon_rate_trailer=3/20, delta=2/25, "
              "delta_bar=3/50, post_gammon_rate=1/4, free_drop_2=3/200, free_drop_4=1/250, exact=false} -> doubling.met",
              "Zadeh's table (Management Science 23, 1977) as GNU Backgammon computes it: the post-Crawford chances "
              "from the trailer's immediate double with a share post_gammon_rate of gammons, less the free drop's "
              "value at 2- and 4-away; the Crawford game played out; each other score from the players' drop points "
              "at every cube level with the recube efficiencies delta and delta_bar. exact=true computes in rats up "
              "to 6 points (the entries' bits grow 8-fold per point).",
              "doubling.met_zadeh{length=11}:equity(2, 4)"});
  m.function({"met_mec", ld::met_mec,
              "doubling.met_mec{length=25, gammon_rate=13/50, win_rate=1/2, free_drop_2=3/200, free_drop_4=1/250, "
              "exact=false} -> doubling.met",
              "Claes Tornberg's mec: Keeler and Spencer's continuous game at every score. Player 0 wins a game with "
              "chance win_rate, a share gammon_rate of every win a gammon; post-Crawford the trailer doubles at once "
              "and the leader's free drop is worth free_drop_2 and free_drop_4; before the Crawford game each score's "
              "chance is the live game's value at p = win_rate, both players doubling at the other's drop point. "
              "exact=true computes in rats up to 6 points.",
              "doubling.met_mec{length=7}:equity(3, 5)"});
  m.function({"met_janowski", ld::met_janowski,
              "doubling.met_janowski{length=15, post_gammon_rate=1/4, free_drop_2=3/200, free_drop_4=1/250, "
              "exact=auto} -> doubling.met",
              "Rick Janowski's rule for Woolsey's 1992 table: the leader D points ahead of a trailer T-away wins "
              "1/2 + 0.85 D/(T + 6), in the Crawford game 0.55 + 0.55 D/(T + 2) (capped at 1); the post-Crawford "
              "chances as in doubling.met_zadeh.",
              "doubling.met_janowski{}:equity(3, 7)   --> 99/130"});
  m.function({"normal_model", ld::normal_model, "doubling.normal_model(a, b [, {with_error=false}]) -> number",
              "David Montgomery's normal model, with which GNU Backgammon extends every table past its length: the "
              "chance of the player a-away against b-away. It involves erf at irrational points: computed as a "
              "certified bracket (with_error=true gives value +- bound).",
              "doubling.normal_model(17, 15, {with_error=true})"});
}

}  // namespace

void open_doubling(lua_State* L) {
  Module m(L, "doubling",
           "Keeler & Spencer, \"Proper raising points in a generalization of backgammon\": doubling and raising "
           "points for standard, non-alternating and continuous raises, their values, the game tree, section 5's "
           "asymptotics, and the backgammon market window. Exact (rats) where the paper's quantities are rational.",
           "doubling.alpha(2, 1, {a=2, b=3})   --> 11/16");
  add_discrete(m);
  add_continuous(m);
  add_extras(m);
  m.type<doubling::Tree>(
      {"doubling.tree", "The game tree of Figure 1 from A's first raising point.",
       "T = doubling.tree(2, 1, {a=2, b=3}); print(#T, T:to_table().root.state)",
       {
           {"to_table", ld::tree_to_table, "T:to_table() -> {root=, nodes=, m=, n=, a=, b=}",
            "The nodes in preorder, each {kind=\"alpha\"|\"beta\"|\"A wins\"|\"B wins\", i=, j=, stakes=, state=, "
            "value=, children={{p=, node=}, ...}}; root is nodes[1].",
            "doubling.tree(1, 1):to_table().root.children[1].p   --> 3/4"},
           {"to_dot", ld::tree_to_dot, "T:to_dot() -> string",
            "Graphviz source: each node shows its value above its state, edges their probabilities.",
            "io.open('fig1.dot', 'w'):write(doubling.tree(2, 1, {a=2, b=3}):to_dot())"},
           {"to_svg", ld::tree_to_svg, "T:to_svg([file]) -> svg|path",
            "The tree drawn by Graphviz (T:to_dot() through alea.render_dot): into file (.svg, .png or .pdf) when "
            "given, returning its path, else the SVG text.",
            "doubling.tree(2, 1, {a=2, b=3}):to_svg('fig1.svg')"},
       },
       {
           {"__len", ld::tree_len, "#T", "The number of nodes.", "#doubling.tree(2, 1, {a=2, b=3})"},
           {"__tostring", ld::tree_tostring, "tostring(T)", "The game and its size.", "tostring(doubling.tree(1, 1))"},
       }});
  add_match(m);
  m.type<doubling::Met>(
      {"doubling.met",
       "A match equity table: player 0's chance of winning the match a-away against b-away before the Crawford "
       "game (a 1-away row or column is the Crawford game itself), and each player's chance trailing after it.",
       "M = doubling.met(\"Kazaross-XG2\"); print(M:take_point(4, 2))",
       {
           {"equity", ld::met_equity, "M:equity(a, b [, {crawford=false, exact=auto}]) -> rat|number",
            "Player 0's chance of winning the match a-away against b-away; crawford=true after the Crawford game "
            "(then a or b is 1).",
            "doubling.met(\"woolsey\"):equity(1, 3, {crawford=true})   --> 7/10"},
           {"take_point", ld::met_take_point, "M:take_point(a, b [, {" ALEA_CUBE_OPTIONS "}]) -> rat|number",
            "The taker's take point when the player a-away doubles the cube from `cube` to 2 cube: the least chance "
            "of winning the game with which the player b-away should take. Dead cube by default (after the take "
            "nobody doubles, but for the taker's redouble when it costs him nothing, auto_redouble); live=true: "
            "Janowski's live cube of efficiency x (1 unless given), the owner redoubling at the other's drop point "
            "up the cube levels. gammon_a and backgammon_a are the shares of the doubler's wins that are gammons "
            "and backgammons, gammon_b and backgammon_b the taker's.",
            "doubling.met(\"woolsey\"):take_point(3, 3)   --> 3/10"},
           {"cash_point", ld::met_cash_point, "M:cash_point(a, b [, {" ALEA_CUBE_OPTIONS "}]) -> rat|number",
            "The doubler's cash point: his chance of winning the game at which the taker is indifferent, 1 minus "
            "the take point; options as for M:take_point.",
            "doubling.met(\"woolsey\"):cash_point(3, 4)   --> 28/43"},
           {"window", ld::met_window, "M:window(a, b [, {" ALEA_CUBE_OPTIONS "}]) -> {double=, take=, cash=, too_good=, play_for_gammon=}",
            "The doubling window of the player a-away as his chances of winning the game: double, where doubling "
            "(and a take) is worth as much as waiting (the cube centred at cube=1, his own above; in the live model "
            "against Keeler and Spencer's live value of waiting); take, the taker's take point; cash; too_good, "
            "above which playing on for the gammons beats cashing (dead cube; nil without gammons); play_for_gammon, "
            "how many of his wins must be gammons per loss for playing on to beat cashing (nil where a gammon "
            "adds nothing).",
            "doubling.met(\"woolsey\"):window(2, 5)"},
           {"gammon_values", ld::met_gammon_values,
            "M:gammon_values(a, b [, {cube=1, crawford=false, exact=auto}]) -> {gammon_a=, backgammon_a=, gammon_b=, backgammon_b=}",
            "Robertie's gammon values at the score with the cube at `cube`: what a gammon (a backgammon) adds to a "
            "single win, in units of a single win minus a single loss, for the player a-away (_a) and b-away (_b). "
            "GNU Backgammon's 'show gammonvalues' prints these; its gammon price is twice them.",
            "doubling.met(\"Kazaross-XG2\"):gammon_values(2, 4)"},
           {"cube_levels", ld::met_cube_levels, "M:cube_levels(a, b [, {crawford=false}]) -> {cube, ...}",
            "The cube values the player a-away gains anything by doubling from: 1, 2, 4, ... below a; none in the "
            "Crawford game.",
            "doubling.met(\"woolsey\"):cube_levels(5, 3)   --> {1, 2, 4}"},
           {"raising_points", ld::met_raising_points,
            "M:raising_points(a, b [, {p=1/2, " ALEA_CUBE_OPTIONS "}]) -> {alpha=, beta=, value=, money_alpha=, money_beta=}",
            "Keeler and Spencer's continuous game with the table's chances as payoffs: alpha, the state (player "
            "a-away's chance of winning the game) at which he doubles from `cube` (the other's drop point, live); "
            "beta, where the player b-away doubles; value, player a-away's match chance at state p with the cube "
            "centred at `cube`; beside them the money game's points with the same gammons (4/5 and 1/5 without).",
            "doubling.met(\"Kazaross-XG2\"):raising_points(7, 7)"},
           {"cube_matrix", ld::met_cube_matrix,
            "M:cube_matrix([n] [, {p=, " ALEA_CUBE_OPTIONS "}]) -> {{a=, b=, double=, take=, cash=, too_good=, action=}, ...}",
            "The window of M:window at every score to n-away (a, b = 2..n; crawford=true: the post-Crawford "
            "trailer's doubles), n the table's length by default; with p (the doubler's chance of winning the "
            "game) the cube action there: \"no double\", \"double/take\", \"double/pass\" or \"too good/pass\".",
            "doubling.met(\"woolsey\"):cube_matrix(5)"},
           {"show", ld::met_show, "M:show([{n=, crawford=false, digits=4}]) -> picture",
            "The table to n-away (its length by default) as an aligned table, like gnubg's 'show met'; "
            "crawford=true: the post-Crawford rows.",
            "doubling.met(\"woolsey\"):show{n=7, digits=2}"},
           {"plot", ld::met_plot,
            "M:plot([{what=\"equity\"|\"take\"|\"double\"|\"cash\"|\"action\", n=, p=, " ALEA_CUBE_MODEL
            ", file=, width=0, height=0}]) -> path|picture",
            "A heat map drawn by gnuplot: the table's chances (what=\"equity\"), or the cube matrix's take, double "
            "or cash points, or its cube actions at state p (what=\"action\"), to n-away. With file= (.svg or "
            ".png) it is drawn there and the path returned; without, the cells as text.",
            "doubling.met(\"woolsey\"):plot{what=\"take\", n=7, file=\"take7.svg\"}"},
           {"save", ld::met_save, "M:save(file) -> file",
            "Writes the table in GNU Backgammon's XML format, which doubling.met and gnubg read back (rats with a "
            "terminating decimal exactly, others to 30 significant digits).",
            "doubling.met_janowski{length=7}:save(\"janowski7.xml\")"},
           {"to_table", ld::met_to_table,
            "M:to_table() -> {name=, description=, source=, length=, pre={{...}}, post={{...}, {...}}}",
            "The entries as Lua values: pre[a][b] and post[k][b] (player k trailing b-away after the Crawford "
            "game); doubling.met reads this shape back.",
            "doubling.met(\"woolsey\"):to_table().pre[1][2]   --> 7/10"},
           {"extend", ld::met_extend, "M:extend(n) -> doubling.met",
            "The table continued to n points as GNU Backgammon continues it: past its length by Montgomery's normal "
            "model (doubling.normal_model), the post-Crawford chances by the recursion of doubling.met_zadeh. The "
            "result has float entries.",
            "doubling.met(\"woolsey\"):extend(25):equity(20, 17)"},
           {"inverted", ld::met_inverted, "M:inverted() -> doubling.met",
            "The table seen from player 1 (gnubg's invertMET): for the tables that favour player 0 (jac050, jac100).",
            "doubling.met(\"jac050\"):inverted():equity(1, 1)   --> 49/100"},
       },
       {
           {"__len", ld::met_len, "#M", "The table's length in points.", "#doubling.met(\"woolsey\")   --> 15"},
           {"__tostring", ld::met_tostring, "tostring(M)", "The table's name, length and kind.",
            "tostring(doubling.met(\"woolsey\"))"},
       }});
  m.finish();
}

}  // namespace alea
