// Sections 2 and 3: the discrete game: raising points, values, the game tree (Figure 1).
#include "doubling/lua_doubling.hpp"
#include "doubling/scalar.hpp"

namespace alea::lua_doubling {
using namespace kit;

namespace {

// Arguments 1..3 of the discrete game: m, n and the options a, b, exact (and p when asked).
doubling::Game check_game(lua_State* L, const Options& opts, bool with_p = false) {
  doubling::Game g;
  g.m = check_integer(L, 1), g.n = check_integer(L, 2);
  g.a = option_number(L, opts, "a", g.a), g.b = option_number(L, opts, "b", g.b);
  if (with_p) g.p = option_number(L, opts, "p", g.p);
  g.exact = opts.exact();
  return g;
}

doubling::PointsMethod check_points_method(const Options& opts) {
  return opts.choice("method") == "recursion" ? doubling::PointsMethod::recursion : doubling::PointsMethod::theorem2;
}

const doubling::Tree& check_tree(lua_State* L) { return check_object<doubling::Tree>(L, 1); }

template <class T>
void push_tree_table(lua_State* L, const doubling::RaisingTree<T>& tree) {
  lua_createtable(L, static_cast<int>(tree.nodes.size()), 0);
  const int nodes = lua_gettop(L);
  for (std::size_t k = 0; k < tree.nodes.size(); ++k) {
    const auto& v = tree.nodes[k];
    Record(L, 7)
        .field("kind", doubling::kind_name(v.kind))
        .field("i", v.i)
        .field("j", v.j)
        .field("stakes", v.stakes)
        .field("state", v.state)
        .field("value", v.value);
    lua_rawseti(L, nodes, static_cast<lua_Integer>(k + 1));
  }
  for (std::size_t k = 0; k < tree.nodes.size(); ++k) {  // children come after their parent
    lua_rawgeti(L, nodes, static_cast<lua_Integer>(k + 1));
    push_array(L, tree.nodes[k].children, [&](lua_State* L, const auto& e) {
      Record(L, 2).field("p", e.probability).field("node", [&] { lua_rawgeti(L, nodes, static_cast<lua_Integer>(e.to + 1)); });
    });
    lua_setfield(L, -2, "children");
    lua_pop(L, 1);
  }
  Record(L, 6)
      .field("root", [&] { lua_rawgeti(L, nodes, 1); })
      .field("nodes", [&] { lua_pushvalue(L, nodes); })
      .field("m", tree.m)
      .field("n", tree.n)
      .field("a", tree.a)
      .field("b", tree.b);
  lua_remove(L, nodes);
}

int point(lua_State* L) {
  Options opts(L, 2);
  std::optional<long long> n;
  if (!is_none_or_nil(L, 1)) n = check_integer(L, 1);
  return push(L, doubling::first_point(n, opts.choice("method") == "recursion")), 1;
}

int alpha(lua_State* L) {
  Options opts(L, 3);
  return push(L, doubling::points(check_game(L, opts), check_points_method(opts)).alpha), 1;
}

int beta(lua_State* L) {
  Options opts(L, 3);
  return push(L, doubling::points(check_game(L, opts), check_points_method(opts)).beta), 1;
}

int points(lua_State* L) {
  Options opts(L, 3);
  const auto r = doubling::points(check_game(L, opts), check_points_method(opts));
  push(L, r.alpha), push(L, r.beta);
  return 2;
}

int value(lua_State* L) {
  Options opts(L, 3);
  return push(L, doubling::value(check_game(L, opts, true))), 1;
}

int tree(lua_State* L) {
  Options opts(L, 3);
  return push_object<doubling::Tree>(L, doubling::tree(check_game(L, opts))), 1;
}

int tree_to_table(lua_State* L) {
  std::visit([L](const auto& t) { push_tree_table(L, t); }, check_tree(L));
  return 1;
}

std::string tree_dot(const doubling::Tree& t) {
  return std::visit([](const auto& v) { return doubling::to_dot(v); }, t);
}

std::size_t tree_size(const doubling::Tree& t) {
  return std::visit([](const auto& v) { return v.nodes.size(); }, t);
}

int tree_to_svg(lua_State* L) { return push_dot(L, tree_dot(check_tree(L)), 2), 1; }

int tree_tostring(lua_State* L) {
  return push(L, std::visit(
                     [](const auto& t) {
                       return "doubling.tree(" + std::to_string(t.m) + ", " + std::to_string(t.n) + ", {a=" +
                              doubling::show(t.a) + ", b=" + doubling::show(t.b) + "}): " +
                              std::to_string(t.nodes.size()) + " nodes, alpha = " + doubling::show(t.nodes[0].state);
                     },
                     check_tree(L))),
         1;
}

// alea.save's form: doubling.tree(m, n, {a=, b=, exact=}), built again on load.
int tree_save(lua_State* L) {
  std::visit(
      [L](const auto& t) {
        push(L, t.m), push(L, t.n);
        lua_createtable(L, 0, 3);
        push(L, t.a), lua_setfield(L, -2, "a");
        push(L, t.b), lua_setfield(L, -2, "b");
        push(L, !std::is_same_v<std::decay_t<decltype(t.a)>, double>), lua_setfield(L, -2, "exact");
      },
      check_tree(L));
  return push_saved(L, "doubling.tree", 3);
}

// Trees of the same game (m, n, a, b, and exact or floating) are the same tree.
int tree_eq(lua_State* L) {
  auto* a = test_object<doubling::Tree>(L, 1);
  auto* b = test_object<doubling::Tree>(L, 2);
  bool same = a && b && a->index() == b->index();
  if (same)
    same = std::visit(
        [&](const auto& t) {
          const auto& u = std::get<std::decay_t<decltype(t)>>(*b);
          return t.m == u.m && t.n == u.n && t.a == u.a && t.b == u.b;
        },
        *a);
  return push(L, same), 1;
}

}  // namespace

void add_discrete(Module& m, Type& t) {
  m.function({"point", point, "doubling.point([n] [, {method=\"closed\"|\"recursion\"}]) -> rat",
              "Section 2: the first doubling point of standard (alternating, factor 2) doubling when at most n "
              "raises may be made in all, 4/5 + (-1)^n/(4^n 5); method=\"recursion\" computes it from the "
              "taker's indifference instead, alpha(n) = 1 - alpha(n-1)/4. Without n: the unlimited game, 4/5.",
              "doubling.point(2)   --> 13/16"});
  m.function({"alpha", alpha,
              "doubling.alpha(m, n [, {a=2, b=2, exact=auto, method=\"theorem2\"|\"recursion\"}]) -> rat|number",
              "Section 3: A's raising point (and B's folding point) as A's chance of winning, when A has m raises "
              "of factor a and B has n of factor b, raised in any order. Theorem 2: P[K_a <= K_b] with K_a ~ "
              "b(m, (a-1)/2a), K_b ~ b(n, (b-1)/2b); method=\"recursion\" uses recursions (8)-(9). Exact (a rat) "
              "when a and b are integers or rats (exact=auto); exact=false computes in doubles.",
              "doubling.alpha(2, 1, {a=2, b=3})   --> 11/16"});
  m.function({"beta", beta,
              "doubling.beta(m, n [, {a=2, b=2, exact=auto, method=\"theorem2\"|\"recursion\"}]) -> rat|number",
              "Section 3: B's raising point (A's chance of winning at which B raises), P[K_a < K_b] by Theorem 2; "
              "options as for doubling.alpha.",
              "doubling.beta(1, 1, {a=2, b=3})   --> 1/4"});
  m.function({"points", points,
              "doubling.points(m, n [, {a=2, b=2, exact=auto, method=\"theorem2\"|\"recursion\"}]) -> alpha, beta",
              "Both raising points of doubling.alpha and doubling.beta at once.", "a, b = doubling.points(3, 2)"});
  m.function({"value", value, "doubling.value(m, n [, {a=2, b=2, p=1/2, exact=auto}]) -> rat|number",
              "A's expected value, in units of the current stakes, at state p (A's chance of winning): +1 at or "
              "above alpha(m, n), -1 at or below beta(m, n), linear in between (equation 19). Table II is p = 1/2, "
              "a = b = 2.",
              "doubling.value(3, 2)   --> 89/207 (Table II: .430)"});
  m.function({"tree", tree, "doubling.tree(m, n [, {a=2, b=2, exact=auto}]) -> doubling.tree",
              "Figure 1: every path of the game from A's first raising point alpha(m, n), each node with its "
              "value to A (+-stakes), its state and the chance of each edge. Use :to_table() and :to_dot(). "
              "At most 100000 nodes.",
              "print(doubling.tree(2, 1, {a=2, b=3}):to_dot())"});
  t.method({"to_table", tree_to_table, "T:to_table() -> {root=, nodes=, m=, n=, a=, b=}",
            "The nodes in preorder, each {kind=\"alpha\"|\"beta\"|\"A wins\"|\"B wins\", i=, j=, stakes=, state=, "
            "value=, children={{p=, node=}, ...}}; root is nodes[1].",
            "doubling.tree(1, 1):to_table().root.children[1].p   --> 3/4"});
  t.method({"to_dot", method<&tree_dot>, "T:to_dot() -> string",
            "Graphviz source: each node shows its value above its state, edges their probabilities.",
            "io.open('fig1.dot', 'w'):write(doubling.tree(2, 1, {a=2, b=3}):to_dot())"});
  t.method({"to_svg", tree_to_svg, "T:to_svg([file]) -> svg|path",
            "The tree drawn by Graphviz (T:to_dot() through alea.render_dot): into file (.svg, .png or .pdf) when "
            "given, returning its path, else the SVG text.",
            "doubling.tree(2, 1, {a=2, b=3}):to_svg('fig1.svg')"});
  t.op({"__len", method<&tree_size>, "#T", "The number of nodes.", "#doubling.tree(2, 1, {a=2, b=3})"});
  t.op({"__tostring", tree_tostring, "tostring(T)", "The game and its size.", "tostring(doubling.tree(1, 1))"});
  t.op({"__eq", tree_eq, "T == U", "The same game: m, n, a, b and the same arithmetic (exact or floating).",
        "doubling.tree(2, 1) == doubling.tree(2, 1)   --> true"});
  t.op({"__save", tree_save, "alea.save(path, T)",
        "How alea.save writes T so that alea.load gives it back: doubling.tree(m, n, {a=, b=, exact=}).",
        "getmetatable(doubling.tree(1, 1)).__save(doubling.tree(1, 1))"});
}

}  // namespace alea::lua_doubling
