// alloc: Knock 'em Down (Fluet, seed 000) and River Crossing (Bramhall, seed 001). The
// registration rows of every function, type, method and operator: the signatures declare the
// arguments' names (the roles core errors name) and every option with its default.
#include "alloc/lua_alloc.hpp"

namespace alea {
using namespace kit;
namespace la = lua_alloc;

namespace {

void add_functions(Module& m) {
  m.call({"alloc", la::new_allocation, "alloc(P, counts | notation) -> allocation",
          "An allocation of tokens over the values of P: an array of counts, one per value, or Bramhall's notation "
          "with P's labels (\"6^3 7^6 8^3\", \"[6 7^2]\", \"3 5 6\"; brackets, when given, must match). A token on "
          "a value of probability 0 is an error: it could never be removed.",
          "alloc(prob.dice(2), {0,0,1,2,2,3,2,1,1,0,0})"});
  m.function({"wdl", la::wdl,
              "alloc.wdl(X, Y [, {rules=\"original\"|\"independent\", exact=false, method=\"fast\"|\"recursion\", "
              "with_error=false}]) -> w, d, l",
              "Fluet's WDL: the chances that X wins, draws and loses against Y. Original rules share one roll; "
              "Independent rules roll for each player. Fast by default (Poissonization; with_error=true returns "
              "each as an estimate value ± bound); exact=true: rats by the recursions (7)/(8) and the reduced "
              "WDL'_O of 6.2.2; method=\"recursion\" runs the recursions in doubles.",
              "alloc.wdl(alloc(prob{rat(2,3),rat(1,3)}, {1,1}), alloc(prob{rat(2,3),rat(1,3)}, {2,0}), {exact=true})   --> 5/9, 0, 4/9"});
  m.function({"favored", la::favored,
              "alloc.favored(X, Y [, {rules=\"original\"|\"independent\", exact=false, method=\"fast\"|\"recursion\"}]) -> boolean",
              "X is favored over Y: it wins at least as often as it loses (Fluet section 3). The fast method's "
              "near ties are settled rigorously when P is exact (symmetry, a certified long double recursion, then "
              "rationals: the decision tournaments and emperor checks use too).",
              "alloc.favored(X, Y)"});
  m.function({"duration", la::duration,
              "alloc.duration(X, Y [, {rules=\"original\"|\"independent\", exact=false, method=\"fast\"|\"recursion\", "
              "with_error=false}]) -> number",
              "The expected number of rolls until the game is decided, E[min(T_X, T_Y)] (Bramhall's expected "
              "duration of a game). Fast by default; exact=true gives a rat; method=\"recursion\" runs the recursion "
              "in doubles.",
              "alloc.duration(alloc(prob.dice(2), \"6 7^2\"), alloc(prob.dice(2), \"6 7 8\"), {exact=true})"});
  m.function({"reduce", la::reduce, "alloc.reduce(X, Y) -> x, y",
              "Bramhall's strategy reduction: on each value the side with fewer tokens drops them; WDL under "
              "Original rules is unchanged.",
              "alloc.reduce(alloc(prob.dice(2), \"6^2 7 8\"), alloc(prob.dice(2), \"6 7^2 8\"))"});
  m.function({"simulate", la::simulate,
              "alloc.simulate(X, Y, n [, {seed=, rules=\"original\"|\"independent\"}]) -> {games=, wins=, draws=, "
              "losses=, win=, draw=, loss=, duration=}",
              "Monte Carlo: n games of X against Y; win, draw, loss and duration are {estimate=, low=, high=} "
              "95% intervals. The same seed gives the same games on any number of threads.",
              "alloc.simulate(X, Y, 100000, {seed=1}).win.estimate"});
  m.function({"two_value.minimal", la::two_value_minimal, "alloc.two_value.minimal(p, t) -> integer",
              "Fluet 5.2: x* such that [x*, t - x*] is a minimal allocation for P = (p, 1-p): the p-th "
              "percentile of Binomial(t, p).",
              "alloc.two_value.minimal(rat(2,3), 9)   --> 7"});
  m.function({"two_value.emperor", la::two_value_emperor, "alloc.two_value.emperor(p, t) -> integer",
              "Fluet 5.3: the median of Binomial(t, p); [x, t - x] is an emperor.",
              "alloc.two_value.emperor(rat(2,3), 9)   --> 6"});
  m.function({"two_value.expected_time", la::two_value_expected_time,
              "alloc.two_value.expected_time(p, x1, x2 [, {formula=2}]) -> rat|number",
              "Fluet 5.1's finite formulas for E(T_X) of [x1, x2] with P = (p, 1-p): formula=1 the first, "
              "formula=2 the second (exponents corrected, docs/alloc.md). Exact when p is a rat.",
              "alloc.two_value.expected_time(rat(2,3), 1, 1)   --> 7/2"});
}

void add_searches(Module& m) {
  m.function({"all", la::all, "alloc.all(P, t [, {normal_form=false}]) -> {allocation, ...}",
              "Every allocation of t tokens on P's values, in decreasing lexicographic order ([t,0,...] first); "
              "normal_form=true keeps those in Fluet's normal form (6.2.1: counts non-increasing within each class "
              "of equal probability). More than 10 million is an error: use normal_form or a search.",
              "#alloc.all(prob.dice(2), 3)   --> 286"});
  m.function({"count", la::count, "alloc.count(P, t [, {normal_form=false}]) -> integer",
              "The number of allocations of t tokens (C(t+N-1, N-1)), or of those in normal form.",
              "alloc.count(prob.dice(2), 12, {normal_form=true})   --> 68354"});
  m.function({"minimal", la::minimal,
              "alloc.minimal(P, t [, {exact=false, pruning=\"all\"|\"mats\"|\"none\", images=false}]) -> {count=, "
              "normal_forms=, allocations=, expected_time=, error_bound=, decided_exactly=, tie_within_bound=, "
              "evaluated=, leaves=, bound_evaluations=, start_evaluations=, exact_evaluations=, nodes=}",
              "The minimal allocations of t tokens (least E(T_X), Fluet 2.5), ties included (exact ties, and the "
              "images of each under permutations of values of equal probability): normal_forms lists them in "
              "Fluet's normal form, count counts them all, and images=true lists them all as allocations (refused "
              "up front when they would not fit the memory guard). Searches normal-form partitions under Fluet's three Minimal Allocation Theorems and "
              "prunes by proven lower bounds on E(T_X) (docs/alloc_search.md). The fast E(T_X) decides; candidates "
              "within its error bound are decided in rats when P is exact. expected_time is an estimate (value ± error_bound); exact=true: a rat. "
              "evaluated counts the allocations whose fast E(T) was computed: leaves (complete allocations), "
              "bound_evaluations (sub-allocations giving lower bounds) and start_evaluations (the first upper "
              "bound); exact_evaluations counts those decided in rats. pruning=\"mats\" evaluates "
              "every MAT candidate, \"none\" every normal-form allocation.",
              "alloc.minimal(prob.dice(2), 12, {images=true}).allocations[1]   --> [0,0,1,2,2,3,2,1,1,0,0]"});
  m.function({"mat_candidates", la::mat_candidates, "alloc.mat_candidates(P, t) -> {allocation, ...}",
              "The normal-form allocations satisfying Fluet's three Minimal Allocation Theorems (6.2.1): every "
              "minimal allocation's normal form is among them.",
              "#alloc.mat_candidates(prob.dice(2), 12)   --> 49"});
  m.function({"best_multinomial", la::best_multinomial, "alloc.best_multinomial(P, t) -> {allocations=, multinomial=}",
              "Every allocation of t tokens with the largest multinomial probability t!/prod x_i! prod p_i^x_i "
              "(Bramhall): the t cheapest token prices k/p_i, all tie-breaks included. Exact (a rat, exact "
              "comparisons) when P is exact.",
              "alloc.best_multinomial(prob.dice(2), 6).allocations   --> 3 allocations"});
  m.function({"greedy_multinomial", la::greedy_multinomial,
              "alloc.greedy_multinomial(P, t) -> allocation, {allocation, ...}",
              "Bramhall's builder (bestonestrategy.m): add tokens one at a time where the multinomial grows most, "
              "the first value on a tie. Returns the t-token allocation and the allocations after each step.",
              "alloc.greedy_multinomial(prob.dice(2), 12)"});
}

void add_emperors_and_mixes(Module& m) {
  m.function({"tournament", la::new_tournament,
              "alloc.tournament(P, t [, {rules=\"original\"|\"independent\", normal_form=false, exact=false}]) | "
              "alloc.tournament(allocations [, {rules=\"original\"|\"independent\", exact=false}]) -> tournament",
              "Fluet's tournament: every pair of allocations played head to head, X favored over Y when w >= l "
              "(ties both ways). Over every allocation of t tokens (normal_form=true: only those in Fluet's "
              "normal form, a sub-tournament), or over an array of distinct allocations of one game. Built in "
              "parallel; fast by default, with near ties settled as alloc.favored settles them; exact=true computes "
              "every pair in rationals.",
              "T = alloc.tournament(prob{rat(3,6), rat(2,6), rat(1,6)}, 5); print(T:emperor_cycle())"});
  m.function({"is_emperor", la::is_emperor,
              "alloc.is_emperor(X [, {rules=\"original\"|\"independent\", checkpoint=, threads=0, progress=true, "
              "rivals=10, full=false, prune=true}]) -> {emperor=, complete=, total=, checked=, visited=, pruned=, "
              "rechecked=, trivial_ties=, rivals=, "
              "beaten_by=, undecided=, resumed_from=, seconds=, nodes=, kernel_error=, recheck_margin=, audited=, "
              "audit_max_diff=}",
              "Is X an emperor (favored, w >= l, over every allocation of its size; Fluet section 3)? Streams over all "
              "opponents without a matrix, in parallel, with a progress bar and Ctrl-C: X's chances come from one "
              "quadrature rule adapted to X (Original rules) or from X's roll-count law (Independent rules), with "
              "products shared between opponents (docs/alloc_emperor.md). Near ties "
              "(|w - l| under the recheck margin) are settled as alloc.favored settles them; opponents that are X's "
              "mirror images over values of equal probability are exact ties (trivial_ties). rivals: the closest "
              "opponents, smallest w - l first, as {allocation=, rank=, w=, d=, l=, rechecked=}; beaten_by: the "
              "first opponent favored over X (the check stops there unless full=true). checkpoint=path: the state "
              "is written there every few seconds and on Ctrl-C, and a later call with the same X resumes from it. "
              "threads=0 uses alea.threads(). prune=true: whole subtrees of opponents (the first counts fixed) "
              "are skipped when a proven bound on their w - l shows none is a beater, a near tie or a rival "
              "(docs/alloc_emperor.md, \"Pruning\"; Original rules); checked = visited + pruned.",
              "alloc.is_emperor(alloc(prob.dice(2), {0,0,1,1,2,3,2,2,1,0,0})).emperor   --> true"});
  m.function({"find_emperor", la::find_emperor,
              "alloc.find_emperor(P, t [, {rules=\"original\"|\"independent\", start=, checkpoint=, threads=0, progress=true, "
              "prune=true}]) -> {verdict=, emperor=, survivor=, first_beater=, ties=, undecided=, total=, normal_forms=, "
              "replacements=, survivor_checked=, visited=, pruned=, pass_pruned=, resumed_from=, pass_seconds=, "
              "check_seconds=, seconds=}",
              "Does the game of t tokens on P have an emperor (an allocation favored, w >= l, over every allocation of "
              "its size), and which? One pass over the allocations in normal form keeps a champion and replaces it by "
              "every opponent strictly favored over it (signs decided as alloc.is_emperor decides them), then the "
              "survivor gets a full emperor check. verdict: \"emperor\" (emperor= holds it), \"none\" (first_beater "
              "is the first allocation favored over the survivor: the evidence), or \"undecided\". ties: exact ties "
              "(or unsettled signs) met by a champion, each {champion=, allocation=, rank=, w=, d=, l=, undecided=, "
              "settled=, beaten_by=}; \"none\" is rigorous because each was settled (docs/alloc_emperor.md, "
              "\"Finding the emperor\"). checkpoint=path: the pass's state is written there every few seconds and "
              "on Ctrl-C, and the same call resumes from it (the survivor's check uses path..\".check\"). "
              "The pass runs over parts of the order fixed by the game (one per 2^16 allocations, at most 256), "
              "each from the same first champion, and combines their survivors: so mpirun gives what one process "
              "gives. start=X: that first champion (default: a local emperor reached by hill climbing from the "
              "allocation nearest t P; a good guess saves replacements; the answer does not depend on it). Both rules stream. "
              "prune=true (Original rules): the pass and the check skip subtrees of opponents that a proven bound "
              "clears (docs/alloc_emperor.md, \"Pruning\"); visited + pruned = total + survivor_checked, "
              "pass_pruned of them in the pass; prune=false walks every opponent, with the same answer.",
              "alloc.find_emperor(prob.dice(2), 12, {progress=false}).verdict   --> \"emperor\""});
  m.function({"optimal_mix", la::optimal_mix,
              "alloc.optimal_mix(allocations | T [, {exact=false, rules=\"original\"|\"independent\", reduce=true, "
              "vertices=true}]) -> {value=, strategy=, support=, payoff_guarantee=, exact=, reason=, unique=, dimension=, "
              "vertices=, playable=, eliminated=}",
              "The optimal mixed strategy of the symmetric zero-sum game in which both players pick an allocation "
              "from the array (or tournament T, whose stored WDL and rules are used; rules= is then refused) and "
              "the row player receives w - l (Fluet 7's \"mixed strategy\"). Solved as the LP max v s.t. "
              "sum_i q_i (w-l)(X_i, X_j) >= v for every j, sum q = 1, q >= 0 by GLPK. exact=true: payoffs by "
              "Fluet's recursions in rats, GLPK's exact simplex, and its basis re-solved and checked optimal in "
              "rats, pivoting on in rats when it is optimal only for the rounded data (exact=false and a reason if "
              "even that fails). value is 0 (checked); payoff_guarantee is the mix's worst expected w - l over "
              "the list; strategy lists the support as {allocation=, weight=} records. reduce=true: iterated "
              "elimination of dominated allocations first, each with its dominating mix as the certificate: "
              "eliminated.strict (by pure allocations or mixes; keeps every optimal mix, so the LP runs on what "
              "remains) and eliminated.weak (then, one at a time: reported, not used), each {allocation=, round=, "
              "by=}. vertices=true: every optimal mix, as the vertices of the optimal face (exact for the payoffs "
              "used; Gambit's enummixed lists the same), its dimension, unique= (one optimal mix), and playable= "
              "(the allocations some optimal mix plays: the union of the supports) (docs/alloc_mix.md).",
              "alloc.optimal_mix(alloc.all(prob{3,2,1}, 5), {exact=true}).support   --> 3 (Figure 5's cycle)"});
}

void add_allocation_type(Module& m) {
  m.type<alloc::Allocation>(
      {"allocation", "Tokens on the values of a probability vector (Fluet's X, Bramhall's strategy).",
       "X = alloc(prob.dice(2), \"6^3 7^6 8^3\"); print(#X, X[6], X:tokens())",
       {
           {"tokens", la::tokens, "X:tokens() -> integer", "The number of tokens t.", "X:tokens()"},
           {"counts", la::counts, "X:counts() -> {integer, ...}", "The counts per value.", "X:counts()"},
           {"prob", la::prob, "X:prob() -> prob", "The probability vector.", "X:prob()"},
           {"neighbors", la::neighbors, "X:neighbors() -> {allocation, ...}",
            "Every X + e_i - e_j: the allocations one moved token away.", "#X:neighbors()"},
           {"normal_form", la::normal_form, "X:normal_form() -> allocation",
            "Fluet 6.2.1: among values of equal probability, counts non-increasing in board order.",
            "X:normal_form()"},
           {"is_sub", la::is_sub, "X:is_sub(Y) -> boolean", "X is a sub-allocation of Y (x_i <= y_i).", "X:is_sub(Y)"},
           {"multinomial", la::multinomial, "X:multinomial([{exact=auto}]) -> rat|number",
            "Bramhall's multinomial probability t!/prod x_i! prod p_i^x_i: clearing in exactly t rolls. Exact "
            "when P is (exact=auto).",
            "alloc(prob.dice(2), \"6 7\"):multinomial()   --> 5/108"},
           {"expected_time", la::expected_time,
            "X:expected_time([{exact=false, method=\"fast\"|\"recursion\", with_error=false}]) -> number|rat",
            "E(T_X), the expected number of rolls to clear X (Fluet eq. 4). Fast by default (with_error=true: an "
            "estimate value ± bound); exact=true gives a rat.",
            "alloc(prob.dice(2), {0,0,0,0,5,5,5,0,0,0,0}):expected_time{exact=true}"},
           {"variance", la::variance,
            "X:variance([{exact=false, method=\"fast\"|\"recursion\", with_error=false}]) -> number|rat",
            "Var(T_X) (Fluet 6.1.3); options as for X:expected_time.", "X:variance{exact=true}"},
           {"distribution", la::distribution,
            "X:distribution([{n=, tol=1e-12, exact=false, method=\"fast\"|\"recursion\"}]) -> {n=, pmf=, cdf=, error_bound=}",
            "P(T_X = n) and P(T_X <= n) for n = 0, 1, ... up to n, or until the tail is below tol. Fast by "
            "default (error_bound bounds every cdf entry, twice it every pmf entry); exact=true gives rats "
            "(n required); method=\"recursion\" runs Fluet's recursion in doubles.",
            "X:distribution{n=40}.cdf[41]"},
           {"plot", la::plot_distribution,
            "X:plot([{what=\"pmf\"|\"cdf\", n=, tol=1e-12, exact=false, method=\"fast\"|\"recursion\", file=, width=0, "
            "height=0}]) -> picture|path",
            "The distribution of the clearing time T_X drawn by gnuplot (alea.plot): P(T_X = n) or P(T_X <= n) "
            "against n, computed as X:distribution computes it (same n, tol, exact, method). With file= (.svg or "
            ".png) writes the picture there; without, returns the text rendering the REPL prints.",
            "alloc(prob.dice(2), \"6 7 8\"):plot{what=\"cdf\", width=70, height=18}"},
           {"quantile", la::quantile, "X:quantile(q) -> integer",
            "The smallest n with P(T_X <= n) >= q, from the fast cdf; a cdf value within its error bound of q "
            "is decided in rationals when P is exact.",
            "X:quantile(0.9)"},
           {"median", la::median, "X:median() -> integer", "X:quantile(0.5).", "X:median()"},
           {"to_table", la::to_table, "X:to_table() -> {{label=, p=, tokens=}, ...}",
            "One record per value: its label, probability and tokens, for alea.write_csv and alea.to_json.",
            "X:to_table()[6].tokens"},
       },
       {
           {"__len", la::len, "#X", "The number of values N.", "#X"},
           {"__index", la::index, "X[i]", "The count on value i.", "X[6]"},
           {"__eq", la::eq, "X == Y", "Same counts over the same probability vector.", "X == X:normal_form()"},
           {"__tostring", la::tostring, "tostring(X)", "The counts, \"[0,0,1,2,2,3,2,1,1,0,0]\".", "tostring(X)"},
       }});
}

void add_tournament_type(Module& m) {
  m.type<alloc::Tournament>(
      {"tournament",
       "The favored relation over a set of allocations of one game, with w, d, l for every pair (Fluet 3, 6.3).",
       "T = alloc.tournament(prob{3, 2, 1}, 3); print(#T, T:emperors()[1])",
       {
           {"allocations", la::t_allocations, "T:allocations() -> {allocation, ...}",
            "The allocations, in the order of the tournament (indices 1..#T).", "T:allocations()[1]"},
           {"index", la::t_index, "T:index(X) -> integer|nil", "X's position in the tournament.", "T:index(X)"},
           {"wdl", la::t_wdl, "T:wdl(i | X, j | Y) -> w, d, l",
            "The chances that the first allocation wins, draws and loses against the second (rats when the "
            "tournament is exact).",
            "T:wdl(1, 2)"},
           {"favored", la::t_favored, "T:favored(i | X, j | Y) -> boolean",
            "The first is favored over the second: w >= l, as decided when the tournament was built.",
            "T:favored(1, 2)"},
           {"emperors", la::t_emperors, "T:emperors() -> {allocation, ...}",
            "The allocations favored over every other allocation of the tournament.", "T:emperors()"},
           {"emperor_cycle", la::t_emperor_cycle, "T:emperor_cycle() -> {allocation, ...}",
            "Fluet's emperor cycle: the smallest set favored over everything outside it and beaten by nothing "
            "outside it, i.e. the strongly connected component of the favored graph that no edge enters. A "
            "single member is the unique emperor.",
            "T:emperor_cycle()"},
           {"cycles", la::t_cycles,
            "T:cycles([{max_len=0, limit=100000, count_only=false}]) -> {{allocation, ...}, ...}, {count=, longest=, truncated=}",
            "The elementary cycles of the favored graph (Johnson's algorithm), each from its first allocation in "
            "the tournament's order; max_len bounds their length (0: none), limit their number (0: none; "
            "count_only=true counts without listing and has no default limit). Ties are 2-cycles.",
            "local _, c = T:cycles{count_only=true}; print(c.count, c.longest)"},
           {"local_emperors", la::t_local_emperors, "T:local_emperors() -> {allocation, ...}",
            "Allocations favored over every neighbor X + e_i - e_j in the tournament (Fluet 2.7).",
            "T:local_emperors()"},
           {"hill_climb", la::t_hill_climb, "T:hill_climb(i | X) -> {allocation, ...}, local_emperor",
            "From X, move to the neighbor that beats the current allocation by the largest w - l, until a local "
            "emperor (true) or an allocation already on the path (false, repeated at the end).",
            "T:hill_climb(1)"},
           {"matrix", la::t_matrix, "T:matrix() -> w, d, l",
            "Three #T x #T tables: w[i][j], d[i][j], l[i][j] of allocation i against j.", "local w, d, l = T:matrix()"},
           {"to_dot", la::t_to_dot, "T:to_dot() -> string",
            "Graphviz text: the favored edges labelled w/l (ties dashed, both ways), the emperor cycle filled.",
            "print(T:to_dot())"},
           {"to_svg", la::t_to_svg, "T:to_svg([file]) -> svg|path",
            "The favored graph drawn by Graphviz (T:to_dot() through alea.render_dot): into file (.svg, .png or "
            ".pdf) when given, returning its path, else the SVG text. The emperor cycle is filled.",
            "alloc.tournament(prob{3, 2, 1}, 3):to_svg(\"tournament.svg\")"},
           {"to_table", la::t_to_table, "T:to_table() -> {{x=, y=, w=, d=, l=, favored=}, ...}",
            "One record per ordered pair, for alea.write_csv (alea.write_csv(path, T) writes them) and alea.to_json.",
            "T:to_table()[1]"},
           {"stats", la::t_stats,
            "T:stats() -> {pairs=, symmetric_ties=, certified_rechecks=, exact_rechecks=, fallbacks=, max_error_bound=}",
            "How the build went: pairs computed, ties known by symmetry, near ties decided by the recursion in "
            "certified long double, near ties left to rationals, pairs recomputed by the adaptive method, and the "
            "largest error bound of a fast pair.",
            "T:stats().exact_rechecks"},
       },
       {
           {"__len", la::t_len, "#T", "The number of allocations.", "#T"},
           {"__tostring", la::t_tostring, "tostring(T)", "\"tournament of 21 allocations (original rules)\".",
            "tostring(T)"},
       }});
}

}  // namespace

void open_alloc(lua_State* L) {
  Module m(L, "alloc",
           "Knock 'em Down (Fluet) and River Crossing (Bramhall): allocations of tokens over a probability "
           "vector, clearing times, head-to-head play under Original and Independent rules, exact (rats) and "
           "fast.",
           "X = alloc(prob.dice(2), \"6^3 7^6 8^3\"); print(X:expected_time())");
  add_functions(m);
  add_searches(m);
  add_emperors_and_mixes(m);
  add_allocation_type(m);
  add_tournament_type(m);
  m.finish();
}

}  // namespace alea
