// graph: random-turn and bidding games on directed graphs (seed 004, chapters 3-5). The
// registration rows: signatures declare the arguments' names (the roles core errors name) and
// every option with its default.
#include "graph/lua_graph.hpp"

namespace alea {
using namespace kit;
namespace lg = lua_graph;

namespace {

void add_games(Module& m) {
  m.function({"game", lg::new_game, "graph.game{n=, blue=, red=, edges=, terminals=, names=} -> graph.game",
              "A game graph (Definition 2) on vertices 1..n: blue and red edges {{u, v}, ...} (edges = both colours), "
              "terminals {[v] = payoff} (integers, rats or numbers; floats make exact=auto compute in doubles), and "
              "optional names (then n may be left out, and vertices may be named in edges and terminals). "
              "Terminals may have no moves and every other vertex must reach a terminal along blue edges and along "
              "red edges; the error names the vertex that does not.",
              "G = graph.game{n=3, edges={{2,1},{2,3}}, terminals={[1]=0, [3]=1}}"});
  m.function({"from_rules", lg::from_rules,
              "graph.from_rules{start=, blue=, red=, payoff=, key=, name=, max_positions=0, timeout=10} -> graph.game",
              "The positions reachable from start under rules written in Lua: blue(pos) and red(pos) return arrays of "
              "the positions one move away, payoff(pos) returns nil while the game goes on and a number or rat at a "
              "terminal. Positions are told apart by key(pos) (a string), by default the position itself when it is "
              "a string or number, and a table's contents otherwise; name(pos) names the vertices (default: the "
              "key). Explored breadth first (start is vertex 1) with a progress bar, the memory guard and Ctrl-C; "
              "max_positions > 0 caps the positions; a rule function that errors, returns the wrong thing or runs "
              "longer than timeout seconds in one call is an error naming it and the position.",
              "G = graph.from_rules{start=0, blue=function(x) return {x+1} end, red=function(x) return {x-1} end, "
              "payoff=function(x) if math.abs(x) == 2 then return x // 2 end end}"});
  m.function({"tug_of_war", lg::tug_of_war, "graph.tug_of_war(n) -> graph.game",
              "Example 37 / Figure 3.2.1: the path v_0 .. v_{n+1} (vertex i + 1 is v_i), terminals v_0 paying -1 and "
              "v_{n+1} paying +1, both players moving to either neighbour. R(v_i) = 2i/(n+1) - 1.",
              "graph.tug_of_war(3):richman().low   --> {-1, -1/2, 0, 1/2, 1}"});
  m.function({"tug_of_war_grid", lg::tug_of_war_grid,
              "graph.tug_of_war_grid(width, height [, {left=-1, right=1, top=0, bottom=0}]) -> graph.game",
              "Tug of war on a width x height grid of cells (vertex y*width + x + 1), each moving to its four "
              "neighbours; the neighbours outside the grid are terminals paying their side's payoff, numbered after "
              "the cells (left, right, top, bottom).",
              "graph.tug_of_war_grid(3, 3):richman().low[5]   --> 0"});
  m.function({"tic_tac_toe", lg::tic_tac_toe, "graph.tic_tac_toe(k [, {names=true}]) -> graph.game",
              "Example 5: k x k tic-tac-toe (k <= 5; lines of k) as a game graph from the empty board (vertex 1): "
              "Blue claims cells for x, Red for o; a line pays +1 (Blue) or -1 (Red), a full board 0. Vertices are "
              "named by their boards (\"x../.o./...\"). 3x3 has 18,753 positions; 4x4 asks the memory guard for "
              "about 25 GiB (over the default 4 GiB): graph.board(\"tic_tac_toe\", 4) solves it without the graph.",
              "#graph.tic_tac_toe(3)   --> 18753"});
  m.function({"hex", lg::hex, "graph.hex(n [, {names=true}]) -> graph.game",
              "Hex on an n x n rhombus (n <= 5): Blue joins the top and bottom rows (+1), Red the left and right "
              "columns (-1). Vertex 1 is the empty board. 4x4 has 10^7 positions and asks the memory guard for about "
              "25 GiB (over the default 4 GiB; 5x5 is beyond an explicit graph): graph.board(\"hex\", k) solves both "
              "without the graph.",
              "graph.hex(2):richman().low[1]   --> 0"});
  m.function({"selection_game", lg::selection_game,
              "graph.selection_game(n, f [, {stop_when_determined=true}]) -> graph.game",
              "The selection game of f : {-1,1}^n -> R (section 2.1.1): Blue sets a variable to 1, Red to -1. f is "
              "an array of 2^n values (entry k + 1 has x_i = 1 for the bits i of k: f[1] is all -1), a function of "
              "the array x, or a boolfn of n variables. With stop_when_determined, a partial assignment on which f is constant is a terminal "
              "(section 3.2.3's graph). Vertex 1 is the empty assignment; names read \"10-\" (x_1 = 1, x_2 free, "
              "x_3 = -1). R(x_J) = E[f | x_J] (Theorem 21).",
              "graph.selection_game(3, function(x) return (x[1] + x[2] + x[3] > 0) and 1 or -1 end):richman().low[1]"});
  m.function({"board", lg::board,
              "graph.board(kind, k [, {p=1/2, bidding=false, with_error=false}]) -> {board=, k=, cells=, codes=, "
              "positions=, terminals=, p=, value=, blue_first=, red_first=, shortest=, longest=, richman_win=, "
              "richman_not_lose=, poorman_win=, poorman_not_lose=, seconds=}",
              "k x k tic-tac-toe (kind \"tic_tac_toe\") or Hex (\"hex\") up to 16 cells without an explicit graph: "
              "positions coded in base 3 and solved backwards, exactly. value: the random-turn value of the empty "
              "board at coin p; blue_first[i] / red_first[i]: the value after Blue / Red claims cell i first; "
              "shortest / longest: the expected number of moves under optimal play, ties between optimal moves "
              "broken to end soonest / latest (exact when p = 1/2). bidding=true adds Red's critical shares for "
              "\"Blue wins\" and \"Blue does not lose\" under Richman (rats) and poorman bidding (certified "
              "intervals as numbers, or estimates with with_error=true). 4x4 takes seconds and 1-2 GiB.",
              "graph.board(\"tic_tac_toe\", 3, {bidding=true}).richman_win   --> 123/256"});
}

std::vector<Fn> value_methods() {
  return {
      {"random_turn", lg::random_turn,
       "G:random_turn([{p=1/2, exact=auto, method=\"general\"|\"degree_two\"|\"undirected\"|\"ordering\", "
       "max_rounds=1000, tolerance=1e-12, max_sweeps=1000000, max_seconds=0, with_error=false}]) -> {low=, high=, "
       "unique=, exact=, method=, ...}",
       "The random-turn game with a coin giving Blue the move with probability p: low and high, arrays by vertex, "
       "are the least and greatest fixed points of x = p x+ + (1-p) x- (the value when a play that never ends "
       "pays r_min, as in the seed, and when it pays r_max); unique says whether they agree (always with one edge "
       "set and 0 < p < 1; not always when blue and red edges differ, docs/graph.md E2). Exact (rats, certified "
       "in Rational) when p and the payoffs are exact: backward induction on acyclic games, strategy iteration on "
       "cycles. Floating (a float p or payoff, or exact=false): on acyclic games backward induction in doubles, "
       "whatever the payoffs (unique); on cyclic ones value iteration from both sides with outward rounding, "
       "low <= the true low <= the true high <= high at every vertex, until high - low <= tolerance times the "
       "largest |payoff| (unique then means the bracket closed); with_error=true gives each as an estimate with "
       "its proven bound. "
       "method=\"degree_two\", \"undirected\", \"ordering\": the seed's special algorithms (section 5.1.2, exact).",
       "graph.tug_of_war(3):random_turn{p=rat(2,3)}.low[3]   --> 3/5"},
      {"richman", lg::richman,
       "G:richman([{exact=auto, method=\"general\"|\"degree_two\"|\"undirected\"|\"ordering\", max_rounds=1000, "
       "tolerance=1e-12, max_sweeps=1000000, max_seconds=0, with_error=false}]) -> {low=, high=, unique=, exact=, "
       "method=, ...}",
       "The Richman function (Definition 30): G:random_turn at p = 1/2, the values of the random-turn game. "
       "With blue and red edges equal it is unique (Proposition 34) and low == high. The bidding game's "
       "Richman thresholds (Theorem 17: R(v) = 1 - x(v) as Red's share of the money) are G:bidding().low.",
       "graph.tug_of_war(3):richman().low   --> {-1, -1/2, 0, 1/2, 1}"},
      {"plus_minus", lg::plus_minus, "G:plus_minus([x]) -> {plus=, minus=}",
       "R+(v) and R-(v): the largest value among v's blue successors and the smallest among its red ones, by "
       "vertex (x itself on terminals, Claim 40's convention), for the values x (an array by vertex) or the "
       "Richman function (the least fixed point at p = 1/2).",
       "graph.tug_of_war(3):plus_minus().plus[3]   --> 1/2"},
      {"iterates", lg::iterates,
       "G:iterates(n [, {p=1/2, side=\"below\"|\"above\", exact=auto}]) -> {R_0, R_1, ..., R_n}",
       "Proposition 31's iterates: R_0 = payoffs on T and r_min elsewhere, R_{k+1} = p R_k+ + (1-p) R_k-; entry "
       "k + 1 is R_k, increasing to low. side=\"above\" starts from r_max: the iterates U_k decrease to high and "
       "are Red's k-move thresholds in Theorem 38 (docs/graph.md E4). Exact when p and the payoffs are exact "
       "(denominators up to 2^n).",
       "graph.tug_of_war(3):iterates(2)[3]   --> {-1, -1, -1/2, 0, 1}"},
      {"certify", lg::certify, "G:certify(x [, {p=1/2}]) -> {fixed_point=, least=, greatest=, failing=}",
       "Is x (exact values by vertex) a fixed point of the operator at p (a Richman function at p = 1/2), and is "
       "it the least or the greatest? Checked exactly: a fixed point plus a strategy of Blue (Red) that secures "
       "it, the certificate behind every exact value (it shows the problem is in NP and coNP, docs/graph.md E8). "
       "failing: the first vertex where x is not a fixed point.",
       "graph.tug_of_war(3):certify{-1, rat(-1,2), 0, rat(1,2), 1}.least   --> true"},
      {"choice_system", lg::choice_system, "G:choice_system(blue, red [, {p=1/2}]) -> {rat, ...} | nil",
       "Claim 41's linear system for chosen successors: R(v) = p R(blue[v]) + (1-p) R(red[v]) off T, payoffs on "
       "T. Its exact solution, or nil when the system is singular (which some tie choices make it: "
       "docs/graph.md E5).",
       "G:choice_system(P.blue, P.red)   -- P = G:optimal_play()"},
      {"value_iteration", lg::value_iteration,
       "G:value_iteration([{p=1/2, gauss_seidel=false, epsilon=1e-6, relative=true, max_sweeps=1000000}]) -> {x=, "
       "sweeps=, converged=, seconds=}",
       "Value iteration as PRISM-games and Storm do it, for comparison: from r_min, Jacobi (or Gauss-Seidel) "
       "sweeps until the largest change (relative to the new value) is below epsilon. No bound on the error: on "
       "slowly mixing games it stops far from the value (docs/graph.md); G:random_turn{exact=false} brackets it.",
       "graph.tug_of_war(3):value_iteration().x[3]"},
  };
}

std::vector<Fn> play_and_bidding_methods() {
  return {
      {"optimal_play", lg::optimal_play,
       "G:optimal_play([{p=1/2, from=}]) -> {value=, blue_moves=, red_moves=, blue=, red=, blue_distance=, "
       "red_distance=, lemma33_failures=, ends=, never_ends=, expected_length=, expected_payoff=, lengths=}",
       "Optimal play of the random-turn game, exactly: the value (the least fixed point), every optimal move "
       "(Definition 32's steepest edges), Theorem 35's strategies blue and red (a steepest edge on a shortest "
       "steepest path to T; terminals choose themselves) with the lengths of those paths (inf where Lemma 33 "
       "fails, counted in lemma33_failures), and play under them from `from` (vertex 1, or the first vertex "
       "that is not a terminal when 1 is) as a Markov chain absorbed "
       "exactly: ends = {{vertex=, probability=}, ...}, never_ends, expected_length (inf when the play may not "
       "end), expected_payoff, and lengths, the expected length from every vertex.",
       "graph.tug_of_war(3):optimal_play{from=3}.expected_length   --> 4"},
      {"play", lg::play,
       "G:play(blue, red [, {p=1/2, from=}]) -> {ends=, never_ends=, expected_length=, expected_payoff=, lengths=}",
       "Play under given strategies (arrays by vertex of the vertex each player moves to), from `from` as in "
       "G:optimal_play, absorbed exactly.",
       "graph.tug_of_war(3):play({1, 3, 4, 5, 5}, {1, 1, 2, 3, 5}, {from=3}).expected_length   --> 4"},
      {"bidding", lg::bidding,
       "G:bidding([{tau=1, level=, exact=auto, tolerance=1e-13, max_sweeps=1000000, with_error=false}]) -> {low=, "
       "high=, exact=, width=, bid=, blue_moves=, red_moves=, blue_target=, red_target=}",
       "Bidding games (chapter 4) won by Blue at payoffs >= level (default: the largest payoff): before each move "
       "both bid, the higher bid chooses who moves and pays tau of the bid to the other player and the rest to "
       "the bank (tau = 1 Richman, 0 poorman, between taxman). low and high by vertex are Red's critical share of "
       "the money: Blue forces a win below low, Red prevents it above high (Theorem 38). bid: the optimal bid "
       "(a share of all the money; (R+ - R-)/2 for Richman); blue_moves[v]: Blue, winning the auction, moves "
       "himself (else he makes Red move), to blue_target[v]. Exact (rats) for Richman and on acyclic games; "
       "poorman and taxman thresholds on cyclic games can be irrational and are value-iterated from both sides "
       "with outward rounding to width <= tolerance: low and high are then the outer bounds, each within width "
       "of the threshold (with_error=true: estimates).",
       "graph.tic_tac_toe(3):bidding{level=1}.low[1]   --> 123/256"},
      {"staircase", lg::staircase, "G:staircase() -> {levels=, low=, high=}",
       "Section 4.2: a multi-valued game as the win-or-lose games G_k \"payoff >= r_k\" for its payoffs r_1 < ... "
       "< r_n (levels), with their Richman thresholds low[k], high[k] by vertex.",
       "graph.tic_tac_toe(3):staircase().low[2][1]   --> 133/256"},
      {"staircase_outcome", lg::staircase_outcome,
       "G:staircase_outcome(v, red_share) -> {blue_secures=, red_holds=}",
       "Section 4.2: from v with Red holding red_share of the money, the largest payoff Blue can force "
       "(blue_secures) and the smallest Red can hold him to (red_holds); between them the tie-breaking rule "
       "decides.",
       "graph.tic_tac_toe(3):staircase_outcome(1, rat(1, 2))"},
      {"discrete_bidding", lg::discrete_bidding,
       "G:discrete_bidding([{chips=16, tie=\"blue\"|\"red\"|\"advantage\", holder=\"blue\"|\"red\", level=, "
       "moves=}]) -> {blue_needs=, red_needs=, chips=, monotone=}",
       "Richman bidding with chips (Develin and Payne): integer bids, the winner pays the loser; ties go to Blue, "
       "to Red, or to the holder of the tie-breaking advantage (who may use it and hand it over; holder: who "
       "holds it at the start). By exhaustive search over every bid, without the continuous theory: "
       "blue_needs[v] is the fewest chips with which Blue forces a win from v (chips + 1 when none do), "
       "red_needs[v] the fewest with which Red forces his. moves = m: a win within m moves (Theorem 38's R_m).",
       "graph.tic_tac_toe(3):discrete_bidding{chips=256, level=1}.blue_needs[1]   --> 133"},
  };
}

std::vector<Fn> game_methods() {
  return {
      {"name", lg::name, "G:name(v) -> string", "The name of vertex v (its number when it has none).",
       "graph.tic_tac_toe(3):name(1)   --> .../.../..."},
      {"vertex", lg::vertex, "G:vertex(name) -> integer | nil", "The vertex with that name, or nil.",
       "graph.tic_tac_toe(3):vertex(\"x../.../...\")"},
      {"successors", lg::successors, "G:successors(v) -> blue, red", "The blue and the red successors of v.",
       "graph.tug_of_war(3):successors(2)   --> {1, 3}  {1, 3}"},
      {"terminals", lg::terminals, "G:terminals() -> {[v] = payoff}", "The terminals and their payoffs.",
       "graph.tug_of_war(3):terminals()   --> {[1]=-1, [5]=1}"},
      {"stats", lg::stats,
       "G:stats() -> {vertices=, terminals=, blue_edges=, red_edges=, same_colours=, acyclic=, payoffs=, "
       "exact_payoffs=, memory=}",
       "The game's size and shape: same_colours when blue and red edges agree everywhere, acyclic when no play "
       "can revisit a vertex, payoffs the distinct payoffs increasing, memory the bytes of the graph.",
       "graph.tic_tac_toe(3):stats().terminals   --> 7660"},
      {"to_table", lg::to_table, "G:to_table([result]) -> {{vertex=, name=, terminal=, payoff=, blue=, red=, ...}, ...}",
       "The vertices as rows for alea.write_csv: number, name, payoff on terminals, successors as \"2 3\"; with "
       "a result (G:richman(), G:bidding(), G:optimal_play(), ...) its fields with one entry per vertex become "
       "columns too.",
       "alea.write_csv(\"tug.csv\", G:to_table(G:richman()))"},
      {"to_dot", lg::to_dot, "G:to_dot([{values=true, p=1/2, name=\"G\"}]) -> string",
       "Graphviz source: terminals double circles (Figure 3.2.1), blue and red edges in their colours (purple "
       "for both), with values=true the value at coin p under each label (low .. high when they differ), optimal "
       "edges bold and Theorem 35's choices bolder.",
       "io.open(\"tug.dot\", \"w\"):write(graph.tug_of_war(3):to_dot())"},
      {"to_svg", lg::to_svg, "G:to_svg([file]) -> svg|path",
       "The game drawn by Graphviz (G:to_dot() with its defaults, through alea.render_dot): into file (.svg, .png "
       "or .pdf) when given, returning its path, else the SVG text.",
       "graph.tug_of_war(3):to_svg(\"tug.svg\")"},
  };
}

}  // namespace

void open_graph(lua_State* L) {
  Module m(L, "graph",
           "Random-turn and bidding games on directed graphs (seed 004, chapters 3-5): games from tables, from Lua "
           "rules or built in (tug of war, tic-tac-toe, Hex, selection games); exact values of the random-turn game "
           "for any coin (least and greatest fixed points, certified), R+ and R-, the iterates R_n, optimal play "
           "with exact end probabilities and lengths, Richman, poorman and taxman thresholds, section 4.2's "
           "staircase, discrete bidding, the seed's special algorithms, a certified floating bracket for large "
           "games, and DOT and CSV export.",
           "graph.tug_of_war(3):richman().low   --> {-1, -1/2, 0, 1/2, 1}");
  add_games(m);
  std::vector<Fn> methods = value_methods();
  for (auto& f : play_and_bidding_methods()) methods.push_back(f);
  for (auto& f : game_methods()) methods.push_back(f);
  m.type<graph::Game>({"graph.game", "A game graph (Definition 2): vertices 1..n, blue and red edges, terminal payoffs.",
                       "G = graph.tug_of_war(3); print(#G, G:richman().low[3])",
                       methods,
                       {
                           {"__len", lg::len, "#G", "The number of vertices.", "#graph.tug_of_war(3)   --> 5"},
                           {"__tostring", lg::tostring, "tostring(G)", "The game's size and payoffs.",
                            "tostring(graph.tic_tac_toe(3))"},
                           {"__eq", lg::eq, "G == H",
                            "The same vertices, moves in the same order, terminals, payoffs (exact or from floats) "
                            "and names, whatever built them.",
                            "graph.tug_of_war(3) == graph.tug_of_war(3)   --> true"},
                           {"__save", lg::save, "alea.save(path, G)",
                            "How alea.save writes G so that alea.load gives it back: graph.game{n=, blue=, red= (or "
                            "edges=), terminals=, names=}.",
                            "getmetatable(graph.tug_of_war(2)).__save(graph.tug_of_war(2))"},
                       }});
  m.finish();
}

}  // namespace alea
