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
           {"__eq", ld::tree_eq, "T == U", "The same game: m, n, a, b and the same arithmetic (exact or floating).",
            "doubling.tree(2, 1) == doubling.tree(2, 1)   --> true"},
           {"__save", ld::tree_save, "alea.save(path, T)",
            "How alea.save writes T so that alea.load gives it back: doubling.tree(m, n, {a=, b=, exact=}).",
            "getmetatable(doubling.tree(1, 1)).__save(doubling.tree(1, 1))"},
       }});
  m.finish();
}

}  // namespace alea
