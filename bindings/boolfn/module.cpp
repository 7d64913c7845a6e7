// boolfn: Boolean functions, random-turn selection games and decision trees (seed 004). The
// registration rows: signatures declare the arguments' names (the roles core errors name) and
// every option with its default.
#include "boolfn/lua_boolfn.hpp"

namespace alea {
using namespace kit;
namespace lb = lua_boolfn;

namespace {

// The p option as every row writes it.
#define P_OPTION "p=1/2"

void add_construction(Module& m) {
  m.call({"boolfn", lb::new_function, "boolfn(n, f) | boolfn(table) -> boolfn",
          "A payoff f : {-1,1}^n -> R. boolfn(n, f) calls the Lua function f(x) once per point, x an array of n "
          "values 1 or -1 (x[i] = 1: Blue owns variable i), and takes the number or rat it returns (floats "
          "enter exactly, by their binary value). boolfn(table): the 2^n values in table order, as an array of "
          "numbers or rats, a bit string (\"0110\": 1 is +1, 0 is -1) or hex (\"0xe8\", the table as one number "
          "whose bit k is entry k; 2^n/4 digits, so one digit is n = 2). Table order: entry k (from 0) is f(x) "
          "with x_i = +1 exactly when bit i-1 of k is set; entry 0 is all -1. So \"0001\" is AND of two "
          "variables and \"0110\" is x1 != x2.",
          "f = boolfn(3, function(x) return (x[1] + x[2] + x[3] > 0) and 1 or -1 end)   --> boolfn(3: 0xe8)"});
  m.function({"majority", lb::majority, "boolfn.majority(n) -> boolfn", "Maj_n for odd n: +1 iff more +1 than -1.",
              "boolfn.majority(3):decision_tree().cost   --> 5/2"});
  m.function({"threshold", lb::threshold, "boolfn.threshold(n, t) -> boolfn",
              "+1 iff at least t of the n inputs are +1 (0 <= t <= n + 1).", "boolfn.threshold(4, 3)"});
  m.function({"and_", lb::and_function, "boolfn.and_(n) -> boolfn", "AND: +1 iff every input is +1 (+1 is true).",
              "boolfn.and_(2):values()   --> {-1, -1, -1, 1}"});
  m.function({"or_", lb::or_function, "boolfn.or_(n) -> boolfn", "OR: +1 iff some input is +1.",
              "boolfn.or_(3):expectation()   --> 3/4"});
  m.function({"parity", lb::parity, "boolfn.parity(n) -> boolfn",
              "The product x_1 ... x_n (chi_[n], Definition 12): its only Fourier coefficient is fhat([n]) = 1.",
              "boolfn.parity(3):degree()   --> 3"});
  m.function({"dictator", lb::dictator, "boolfn.dictator(n, i) -> boolfn", "x_i, among n variables.",
              "boolfn.dictator(3, 2):influences()   --> {0, 1, 0}"});
  m.function({"recursive_majority", lb::recursive_majority, "boolfn.recursive_majority(level) -> boolfn",
              "Example 44: level 0 is x_1, level l+1 the majority of three level-l functions on disjoint blocks "
              "(3^level variables, x_1..x_3 the first triple). A read-once formula: games and trees of level 3 (27 "
              "variables) are solved exactly by symmetry.",
              "boolfn.recursive_majority(2):tie_breaks().first.length   --> 99/16 (396/64)"});
  m.function({"tribes", lb::tribes, "boolfn.tribes(k, m) | boolfn.tribes(sizes) -> boolfn",
              "Example 27: T_k^m, m tribes of k members (x_1..x_k the first tribe), +1 iff some tribe is all +1; "
              "or tribes of the given sizes in order (the generalized T_{n_1,...,n_k} of Claim 28).",
              "boolfn.tribes{3, 2, 4}:optimal_moves().moves   --> {4, 5} (the smallest tribe)"});
  m.function({"and_or", lb::and_or, "boolfn.and_or(h) -> boolfn",
              "Example 25: f_0 = x, f_{h+1} = (f_h or f_h) and (f_h or f_h): 4^h variables, a read-once formula.",
              "boolfn.and_or(1):game{p = rat(1, 3)}.length   --> 70/27"});
  m.function({"hex", lb::hex, "boolfn.hex(k) -> boolfn",
              "Hex on a k x k rhombus (Example 7): x_(r k + c + 1) is the cell of row r, column c (from 0); cells touch "
              "their row and column neighbours and (r-1, c+1), (r+1, c-1). +1 iff Blue's cells (x = +1) join row 0 "
              "to row k-1. Up to k = 19; tabulated only when a computation needs the table.",
              "boolfn.hex(3):optimal_moves().moves   --> {5} (the centre)"});
  m.function({"compose", lb::compose, "boolfn.compose(f, g) -> boolfn",
              "f(g_1(x^(1)), ..., g_k(x^(k))) on disjoint blocks of variables, in order (g an array of k = #f "
              "functions, each +-1-valued; f may be real-valued). Read-once formulas (recursive majorities, "
              "And-Or trees, tribes) compose into read-once formulas that games and trees solve by symmetry.",
              "m = boolfn.majority(3); boolfn.compose(m, {m, m, m}):decision_tree().cost   --> 393/64"});
}

void add_sampling(Module& m) {
  m.function({"sample_size", lb::sample_size,
              "boolfn.sample_size(n, epsilon, delta [, {" P_OPTION ", max_abs=1}]) -> integer",
              "Section 5.1.1.1, made sound: the samples (shared by all n variables) after which the sampled move's "
              "score E_p[f | x_i = 1] - E_p[f | x_i = -1] is within epsilon of the best except with probability "
              "delta: every estimate within epsilon/2 except with probability delta/n (Hoeffding, terms in an "
              "interval of width max_abs/(2p(1-p))). docs/boolfn.md, erratum 5.",
              "boolfn.sample_size(9, 0.1, 0.05)   --> 4709"});
  m.function({"seed_sample_sizes", lb::seed_sample_sizes,
              "boolfn.seed_sample_sizes(n, epsilon, delta [, {max_abs=1}]) -> {per_variable=, total=}",
              "Section 5.1.1.1's sample sizes as printed: (2 max_abs^2 / epsilon^2) ln(2/delta) per variable and n "
              "times that in all. They miss the union bound over the n variables (see boolfn.sample_size).",
              "boolfn.seed_sample_sizes(9, 0.1, 0.05).per_variable   --> 738"});
}

void add_function_type(Module& m) {
  TypeSpec spec{"boolfn",
       "A payoff f : {-1,1}^n -> R of a random-turn selection game (+-1 functions are win or lose). p is "
       "P(x_i = +1) = P(Blue moves), 1/2 by default; results are exact (rats) when p is an integer or rat, "
       "floats when p is a float (exact=false asks floats for an exact p).",
       "f = boolfn.majority(3); print(#f, f{1, -1, 1}, f:expectation{p = rat(1, 3)})",
       {
           {"values", lb::values, "f:values() -> {integer|rat, ...}",
            "The 2^n values in table order (entry k+1 is f at the point whose bit i-1 of k is set iff x_i = +1): "
            "boolfn(f:values()) is f again.",
            "boolfn.and_(2):values()   --> {-1, -1, -1, 1}"},
           {"to_table", lb::to_table, "f:to_table() -> {{x1=, ..., xn=, f=}, ...}",
            "The truth table as records in table order, for alea.write_csv (alea.write_csv(path, f) writes it).",
            "alea.write_csv(\"maj3.csv\", boolfn.majority(3))"},
           {"is_boolean", lb::is_boolean, "f:is_boolean() -> boolean", "f takes only the values +1 and -1.",
            "boolfn{0, 1, 2, 3}:is_boolean()   --> false"},
           {"is_monotone", lb::is_monotone, "f:is_monotone() -> boolean",
            "x <= y coordinatewise implies f(x) <= f(y) (Definition 14).", "boolfn.hex(3):is_monotone()   --> true"},
           {"restrict", lb::restrict, "f:restrict(partial) -> boolfn",
            "f with the variables of partial = {[i] = 1 or -1, ...} fixed: a function of the free variables, "
            "renumbered 1..k in increasing order (the seed's f|x_J).",
            "boolfn.majority(3):restrict{[1] = 1}   --> or of x2, x3"},
           {"expectation", lb::expectation, "f:expectation([{" P_OPTION ", exact=auto}]) -> rat|number",
            "E_p[f], the value of the random-turn game (Theorem 21).",
            "boolfn.or_(2):expectation{p = rat(1, 3)}   --> 1/9"},
           {"variance", lb::variance, "f:variance([{" P_OPTION "}]) -> rat|number",
            "Var_p[f] = E_p[f^2] - E_p[f]^2; exact when p is an integer or rat.",
            "boolfn.majority(3):variance()   --> 1"},
           {"fourier", lb::fourier, "f:fourier(S [, {" P_OPTION ", exact=auto}]) -> rat|number, rat",
            "The Fourier coefficient fhat(S) = E[f chi_S], S an array of variables (or one variable; {} gives "
            "E[f]). With p: the p-biased fhat_p(S) = E_p[f prod_{i in S} (x_i - mu)/sigma], mu = 2p-1, sigma = "
            "2 sqrt(p(1-p)): a rat when rational (p = 1/2, |S| even, p(1-p) a square), else a number; the second "
            "result is its exact square whenever p is exact.",
            "boolfn.recursive_majority(2):fourier{1}   --> 1/4"},
           {"fourier_table", lb::fourier_table, "f:fourier_table([{exact=auto}]) -> {rat|number, ...}",
            "Every fhat(S) by the fast Walsh-Hadamard transform: entry k+1 is fhat(S) for the set S whose "
            "variable i is in S iff bit i-1 of k is set. Exact (rats) by default; exact=false gives floats.",
            "boolfn.majority(3):fourier_table()[2]   --> 1/2 (fhat({1}))"},
           {"spectral_weights", lb::spectral_weights, "f:spectral_weights() -> {rat, ...}",
            "W^k[f] = sum over |S| = k of fhat(S)^2, entry k+1 for k = 0..n (they sum to E[f^2]).",
            "boolfn.majority(3):spectral_weights()   --> {0, 3/4, 0, 1/4}"},
           {"degree", lb::degree, "f:degree() -> integer", "The largest |S| with fhat(S) != 0.",
            "boolfn.and_(3):degree()   --> 3"},
           {"noise_stability", lb::noise_stability,
            "f:noise_stability(rho [, {" P_OPTION ", exact=auto}]) -> rat|number",
            "Stab_rho[f] = E[f(x) f(y)] with x ~ mu_p and y rho-correlated to x (sum over S of rho^|S| fhat_p(S)^2); "
            "rho in [-1, 1]. Exact when rho and p are.",
            "boolfn.majority(3):noise_stability(rat(1, 2))   --> 13/32"},
           {"derivative", lb::derivative, "f:derivative(i [, {" P_OPTION ", exact=auto}]) -> rat|number",
            "E_p[D_i f] with D_i f(x) = (f(x^(i->1)) - f(x^(i->-1)))/2: fhat(i) at p = 1/2; Theorem 22's optimal "
            "move maximises it.",
            "boolfn.majority(3):derivative(1)   --> 1/2"},
           {"derivatives", lb::derivatives, "f:derivatives([{" P_OPTION ", exact=auto}]) -> {rat|number, ...}",
            "E_p[D_i f] for i = 1..n.", "boolfn.tribes{1, 2}:derivatives()"},
           {"influence", lb::influence, "f:influence(i [, {" P_OPTION ", exact=auto}]) -> rat|number",
            "Inf_i^(p)[f] = E_p[Var_{x_i} f] = 4p(1-p) E_p[(D_i f)^2]; at p = 1/2 Definition 15's E[(D_i f)^2], the "
            "pivotal probability for +-1 functions (Claim 17) and fhat(i) for monotone ones (Proposition 18).",
            "boolfn.tribes(2, 3):influence(1)   --> 9/32"},
           {"influences", lb::influences, "f:influences([{" P_OPTION ", exact=auto}]) -> {rat|number, ...}",
            "Inf_i^(p)[f] for i = 1..n.", "boolfn.majority(3):influences()   --> {1/2, 1/2, 1/2}"},
           {"total_influence", lb::total_influence, "f:total_influence([{" P_OPTION ", exact=auto}]) -> rat|number",
            "I[f] = sum of the influences.", "boolfn.majority(3):total_influence()   --> 3/2"},
           {"pivotal", lb::pivotal, "f:pivotal(i [, {" P_OPTION ", exact=auto}]) -> rat|number",
            "Pr_p[x_i is pivotal] = Pr_p[f(x^(i->1)) != f(x^(i->-1))] (Definition 16).",
            "boolfn.majority(3):pivotal(1)   --> 1/2"},
           {"pivotals", lb::pivotals, "f:pivotals([{" P_OPTION ", exact=auto}]) -> {rat|number, ...}",
            "The pivotal probabilities of x_1..x_n.", "boolfn.and_(2):pivotals()   --> {1/2, 1/2}"},
           {"optimal_moves", lb::optimal_moves,
            "f:optimal_moves([partial] [, {" P_OPTION ", exact=auto}]) -> {moves=, scores=, free=, determined=}",
            "Theorem 22: from the partial assignment {[i] = 1 or -1, ...} (none: the start) both players' optimal "
            "moves are the free i maximising the score E_p[f | x_i = 1] - E_p[f | x_i = -1] (2 fhat(i) of the "
            "restriction at p = 1/2). moves: the optimal variables, increasing; scores: {[i] = score} for every free "
            "variable; determined: f is already constant (no move). O(k 2^k) for k free variables, no 3^k table; "
            "big read-once functions go through their formula.",
            "boolfn.recursive_majority(2):optimal_moves{[1] = 1, [2] = 1, [4] = -1}.moves   --> {7, 8, 9}"},
           {"game", lb::game,
            "f:game([{" P_OPTION ", tie=\"first\"|\"min\"|\"max\", partial=, method=\"auto\"|\"tables\"|\"symmetry\"|"
            "\"sparse\", exact=auto}]) -> {value=, length=, leaves=, depth=, method=, states=, bytes=}",
            "The random-turn selection game (3.1) with coin p, both players optimal: value = E_p[f] (Theorem 21), "
            "length = expected number of turns until f is determined, leaves and depth of the decision tree "
            "optimal play walks. tie: how optimal play picks among tied optimal moves (first: lowest index; "
            "min/max: the best/worst choice, each number optimised on its own). partial: play from that "
            "position. method: tables (3^n partial assignments, exact in integers; up to n = 17 in 4 GiB), "
            "symmetry (read-once formulas: recursive majority level 3; no depth), sparse (p = 1/2: only the "
            "states optimal play reaches; Hex 5x5); auto takes symmetry past 16 variables when it applies, else "
            "the tables. states and bytes: what the engine used.",
            "boolfn.recursive_majority(2):game().length   --> 99/16"},
           {"tie_breaks", lb::tie_breaks,
            "f:tie_breaks([{" P_OPTION ", partial=, method=\"auto\"|\"tables\"|\"symmetry\"|\"sparse\", exact=auto}]) "
            "-> {first=, min=, max=}",
            "f:game under every tie-break at once (one set of tables): three game records.",
            "boolfn.recursive_majority(2):tie_breaks().min.length   --> 393/64"},
           {"decision_tree", lb::decision_tree,
            "f:decision_tree([{" P_OPTION ", partial=, method=\"auto\"|\"tables\"|\"symmetry\"|\"search\", "
            "tree=true, max_leaves=1048576, max_states=0, exact=auto}]) -> {cost=, leaves=, depth=, tree=, "
            "fewest_leaves=, least_depth=, method=, states=, bytes=, greedy=, lower=}",
            "The optimal decision tree under mu_p (Definition 19): cost = Delta_p(f), the least expected number "
            "of variables read; among optimal trees the fewest leaves, then the least depth; the tree itself "
            "(tree=false: numbers only; larger than max_leaves is refused). fewest_leaves and least_depth are over "
            "all trees computing f. method=\"symmetry\" (read-once formulas) gives cost and leaves only. "
            "method=\"search\" (p = 1/2, +-1-valued f): branch and bound over restricted functions, memoised "
            "up to symmetry, budgets rising from a lower bound to greedy (the cost of the tree that reads the "
            "most influential variable); for boolfn.hex(k), k <= 5, the states are boards (dead cells dropped, "
            "the board's symmetries, a memo that stays within the memory guard by replacing entries). It gives "
            "cost, an optimal tree read back from the memo with its leaves and depth (not the fewest leaves: "
            "fewest_leaves and least_depth are nil), states (memo entries) and bytes (the memo). max_states "
            "(search; 0: no limit) stops it early: cost nil, lower = the best lower bound proved, greedy an "
            "upper bound.",
            "boolfn.recursive_majority(2):decision_tree().cost   --> 393/64"},
           {"induced_tree", lb::induced_tree,
            "f:induced_tree([{" P_OPTION ", tie=\"first\"|\"min\"|\"max\", partial=, tree=true, max_leaves=1048576, "
            "exact=auto}]) -> {cost=, leaves=, depth=, tree=, states=, bytes=}",
            "The decision tree optimal random-turn play walks under a tie-break (the seed's influence-based "
            "construction, 5.2): cost is the game's expected length.",
            "boolfn.recursive_majority(2):induced_tree{partial = {[1] = -1}}.leaves   --> 60"},
           {"bounds", lb::bounds, "f:bounds([{" P_OPTION ", exact=auto}]) -> {prop23=, prop24=}",
            "Lower bounds on every decision tree's expected cost under mu_p, hence on the game's length: "
            "Proposition 23, 4p(1-p) (sum_i E_p[D_i f])^2 / Var_p f; Proposition 24 (OSSS), Var_p f / max_i "
            "Inf_i^(p) f (nil unless f is +-1-valued). f must not be constant.",
            "boolfn.recursive_majority(2):bounds().prop23   --> 81/16"},
           {"sample_moves", lb::sample_moves,
            "f:sample_moves([partial] [, {samples=0, epsilon=0.1, delta=0.05, " P_OPTION "}]) -> "
            "{move=, estimates=, samples=}",
            "Section 5.1.1.1: a near-optimal move from random samples, for functions too large for tables: with "
            "x ~ mu_p on the free variables, the mean of f(x)(x_i - mu)/(4p(1-p)) estimates E_p[D_i f]. samples=0 "
            "takes boolfn.sample_size for epsilon, delta and max |f|. estimates: {[i] = estimate}; move: the best "
            "(lowest index on ties). Reproducible under alea.seed, whatever the thread count.",
            "alea.seed(1); boolfn.hex(11):sample_moves{samples = 20000}.move"},
       },
       {
           {"__call", lb::call, "f(x)", "f at the point x, an array of n values 1 or -1: an integer or a rat.",
            "boolfn.majority(3){1, -1, 1}   --> 1"},
           {"__len", lb::len, "#f", "The number of variables n.", "#boolfn.hex(3)   --> 9"},
           {"__tostring", lb::tostring, "tostring(f)", "A short name: \"maj(3)\", \"boolfn(3: 0x96)\".",
            "tostring(boolfn(\"0x96\"))   --> boolfn(3: 0x96)"},
       }};
  const auto measures = lb::measure_methods();
  spec.methods.insert(spec.methods.end(), measures.begin(), measures.end());
  m.type<boolfn::BooleanFunction>(spec);
}

void add_tree_type(Module& m) {
  m.type<boolfn::DecisionTree>(
      {"decision_tree",
       "A decision tree: inner nodes read a variable and go to the -1 or +1 child, leaves hold f's value.",
       "T = boolfn.majority(3):decision_tree().tree; print(T:to_text())",
       {
           {"leaves", lb::tree_leaves, "T:leaves() -> integer", "The number of leaves.", "T:leaves()"},
           {"depth", lb::tree_depth, "T:depth() -> integer", "The most variables any path reads.", "T:depth()"},
           {"cost", lb::tree_cost, "T:cost([{" P_OPTION ", exact=auto}]) -> rat|number",
            "The expected number of variables read when x ~ mu_p.", "T:cost{p = rat(1, 3)}"},
           {"to_dot", lb::tree_to_dot, "T:to_dot() -> string",
            "Graphviz source: inner nodes circles \"x3\", leaves double circles with the value, edges -1 / +1.",
            "io.open(\"tree.dot\", \"w\"):write(T:to_dot())"},
           {"to_svg", lb::tree_to_svg, "T:to_svg([file]) -> svg|path",
            "The tree drawn by Graphviz (T:to_dot() through alea.render_dot): into file (.svg, .png or .pdf) when "
            "given, returning its path, else the SVG text.",
            "boolfn.majority(3):decision_tree().tree:to_svg(\"tree.svg\")"},
           {"to_text", lb::tree_to_text, "T:to_text() -> string",
            "An indented rendering: the variable read, then \"-1:\" and \"+1:\" with the subtrees; leaves \"= value\".",
            "print(boolfn.and_(2):decision_tree().tree:to_text())"},
           {"to_table", lb::tree_to_table, "T:to_table() -> {{node=, var=, minus=, plus=, value=}, ...}",
            "The nodes in preorder (node 1 is the root): an inner node has var and its children's numbers, a "
            "leaf its value. For alea.write_csv and alea.to_json.",
            "T:to_table()[1].var"},
       },
       {
           {"__call", lb::tree_call, "T(x)", "The leaf value the tree reaches at the point x.", "T{1, 1, -1}   --> 1"},
           {"__len", lb::tree_len, "#T", "The number of nodes.", "#T"},
           {"__tostring", lb::tree_tostring, "tostring(T)", "\"decision tree (4 leaves, depth 3)\".", "tostring(T)"},
       }});
}

#undef P_OPTION

}  // namespace

void open_boolfn(lua_State* L) {
  Module m(L, "boolfn",
           "Boolean functions and random-turn selection games (seed 004): payoffs f : {-1,1}^n -> R from Lua "
           "functions, truth tables and built-ins; Fourier analysis, influences and noise stability, uniform and "
           "p-biased; the game with coin p (value, optimal moves, expected length under each tie-break), optimal "
           "and induced decision trees, Propositions 23-24, and the sampling algorithm. Exact (rats) when p is.",
           "f = boolfn.recursive_majority(2); print(f:game().length, f:decision_tree().cost)");
  add_construction(m);
  add_sampling(m);
  add_function_type(m);
  add_tree_type(m);
  m.finish();
}

}  // namespace alea
