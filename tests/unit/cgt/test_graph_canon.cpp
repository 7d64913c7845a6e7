// The canonical forms of graph-game parts (graph_canon.hpp) against a brute-force isomorphism
// test over every vertex map, and Hackenbush and Partizan Arc Kayles valued with parts keyed by
// those forms against the engine keyed by labelled edges and against a plain program (the rules
// written again on edge-list texts, valued by the generic solver with no decomposition).
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <numeric>
#include <random>
#include <set>
#include <sstream>

#include "cgt/games.hpp"
#include "cgt/games/graph_canon.hpp"
#include "cgt/games/solver.hpp"
#include "cgt/ruleset.hpp"
#include "core/errors.hpp"
#include "core/memory_guard.hpp"

using namespace alea;
using namespace alea::cgt;

namespace {

using games::Edges;

// A random edge list on vertices 0..vertices-1 (loops and parallel edges allowed).
Edges random_graph_edges(std::mt19937& rng, int vertices, int edges, const std::string& colours) {
  Edges e;
  for (int i = 0; i < edges; ++i) {
    const int u = static_cast<int>(rng() % static_cast<unsigned>(vertices));
    const int v = static_cast<int>(rng() % static_cast<unsigned>(vertices));
    e.push(Edges::pack(u, v, colours[rng() % colours.size()]));
  }
  return e;
}

// The same graph with its vertices renamed into 0..63 at random (0 kept when `ground`), its
// edges shuffled and each edge's ends in either order.
Edges graph_relabelled(std::mt19937& rng, const Edges& e, bool ground) {
  std::vector<int> names(64);
  std::iota(names.begin(), names.end(), 0);
  std::shuffle(names.begin() + (ground ? 1 : 0), names.end(), rng);
  std::vector<std::uint16_t> codes;
  for (int i = 0; i < e.size; ++i) {
    int u = names[static_cast<std::size_t>(e.u(i))], v = names[static_cast<std::size_t>(e.v(i))];
    if (rng() & 1) std::swap(u, v);
    codes.push_back(Edges::pack(u, v, e.letter(i)));
  }
  std::shuffle(codes.begin(), codes.end(), rng);
  Edges out;
  for (auto c : codes) out.push(c);
  return out;
}

Edges graph_form(const Edges& e, bool ground) {
  Edges out;
  REQUIRE(games::canonical_form(e, ground, out));
  return out;
}

// Brute force: some map of a's vertices onto b's (the ground onto itself) takes a's edge
// multiset onto b's.
bool isomorphic_by_brute_force(const Edges& a, const Edges& b, bool ground) {
  if (a.size != b.size) return false;
  auto vertices = [](const Edges& e) {
    std::set<int> s;
    for (int i = 0; i < e.size; ++i) s.insert(e.u(i)), s.insert(e.v(i));
    return std::vector<int>(s.begin(), s.end());
  };
  auto multiset = [](const Edges& e, const std::map<int, int>& name) {
    std::vector<std::uint16_t> c;
    for (int i = 0; i < e.size; ++i) {
      const int u = name.at(e.u(i)), v = name.at(e.v(i));
      c.push_back(Edges::pack(std::min(u, v), std::max(u, v), e.letter(i)));
    }
    std::sort(c.begin(), c.end());
    return c;
  };
  const std::vector<int> va = vertices(a);
  std::vector<int> vb = vertices(b);
  if (va.size() != vb.size()) return false;
  std::map<int, int> same;
  for (int x : vb) same[x] = x;
  const auto target = multiset(b, same);
  std::sort(vb.begin(), vb.end());
  do {
    std::map<int, int> name;
    for (std::size_t i = 0; i < va.size(); ++i) name[va[i]] = vb[i];
    if (ground && name.count(0) && name[0] != 0) continue;
    if (ground && !name.count(0) && std::count(vb.begin(), vb.end(), 0)) continue;
    if (multiset(a, name) == target) return true;
  } while (std::next_permutation(vb.begin(), vb.end()));
  return false;
}

// The rules written again on texts "u-v:c ..." (naive_games.hpp's way): options by deleting
// edges, what no longer reaches the ground dropped, no parts, no symmetry.
struct PlainGraphRules {
  using Position = std::string;
  using Key = std::string;
  bool hackenbush;
  Key key(const std::string& p) const { return p; }
  std::string describe(const std::string& p) const { return p; }
  std::vector<std::string> options(const std::string& p, Side side) const {
    struct E {
      int u, v;
      char c;
    };
    std::vector<E> edges;
    for (std::size_t i = 0; i < p.size();) {
      E e{};
      std::size_t used = 0;
      e.u = std::stoi(p.substr(i), &used);
      i += used + 1;
      e.v = std::stoi(p.substr(i), &used);
      i += used + 1;
      e.c = p[i];
      i += 2;
      edges.push_back(e);
    }
    std::vector<std::string> out;
    for (std::size_t k = 0; k < edges.size(); ++k) {
      if (edges[k].c != 'e' && edges[k].c != (side == Side::left ? 'l' : 'r')) continue;
      std::vector<E> rest;
      for (std::size_t j = 0; j < edges.size(); ++j) {
        const bool touches = edges[j].u == edges[k].u || edges[j].u == edges[k].v || edges[j].v == edges[k].u || edges[j].v == edges[k].v;
        if (j != k && (hackenbush || !touches)) rest.push_back(edges[j]);
      }
      std::set<int> reached{0};
      for (bool grew = hackenbush; grew;) {
        grew = false;
        for (const E& e : rest)
          if (reached.count(e.u) + reached.count(e.v) == 1) reached.insert(e.u), reached.insert(e.v), grew = true;
      }
      std::ostringstream s;
      for (const E& e : rest)
        if (!hackenbush || reached.count(e.u)) s << (s.tellp() > 0 ? " " : "") << e.u << '-' << e.v << ':' << e.c;
      out.push_back(s.str());
    }
    return out;
  }
};

template <class Rules>
Game graph_engine_value(bool canonical, const Edges& s) {
  games::BoardSolver<Rules> solver{Rules(canonical)};
  return solver.value(s);
}

}  // namespace

TEST_CASE("graph canon: isomorphic relabellings give equal forms, and the form is a relabelling", "[cgt][games]") {
  std::mt19937 rng(2411);
  for (int k = 0; k < 600; ++k) {
    const bool ground = k % 2 == 0;
    const Edges e = random_graph_edges(rng, 2 + static_cast<int>(rng() % 12), 1 + static_cast<int>(rng() % 20), "lre");
    const Edges c = graph_form(e, ground);
    INFO(e.to_string());
    CHECK(c.size == e.size);
    CHECK(graph_form(c, ground) == c);
    for (int t = 0; t < 3; ++t) CHECK(graph_form(graph_relabelled(rng, e, ground), ground) == c);
  }
  // Large automorphism groups: a forest of twelve identical trees under the ground, and a cycle
  // of 60 green edges (the dihedral group), each relabelled.
  Edges forest;
  for (int t = 0; t < 12; ++t) {
    const int a = 1 + 4 * t;
    for (auto [u, v, col] : {std::tuple{0, a, 'l'}, {a, a + 1, 'r'}, {a, a + 2, 'e'}, {a + 2, a + 3, 'l'}}) forest.push(Edges::pack(u, v, col));
  }
  Edges cycle;
  for (int v = 0; v < 60; ++v) cycle.push(Edges::pack(v, (v + 1) % 60, 'e'));
  for (int t = 0; t < 3; ++t) {
    CHECK(graph_form(graph_relabelled(rng, forest, true), true) == graph_form(forest, true));
    CHECK(graph_form(graph_relabelled(rng, cycle, false), false) == graph_form(cycle, false));
  }
}

TEST_CASE("graph canon: equal forms exactly when some vertex map is an isomorphism (brute force)", "[cgt][games]") {
  std::mt19937 rng(77);
  int isomorphic = 0, not_isomorphic = 0;
  for (int k = 0; k < 3000; ++k) {
    const bool ground = k % 3 == 0;
    const int vertices = 3 + static_cast<int>(rng() % 3), edges = 2 + static_cast<int>(rng() % 3);
    const std::string colours = k % 2 ? "e" : "lr";
    const Edges a = random_graph_edges(rng, vertices, edges, colours), b = random_graph_edges(rng, vertices, edges, colours);
    const bool brute = isomorphic_by_brute_force(a, b, ground);
    INFO(a.to_string() << " / " << b.to_string() << (ground ? " (ground fixed)" : ""));
    CHECK((graph_form(a, ground) == graph_form(b, ground)) == brute);
    ++(brute ? isomorphic : not_isomorphic);
  }
  CHECK(isomorphic > 100);  // both answers are exercised
  CHECK(not_isomorphic > 100);
}

TEST_CASE("graph canon: non-isomorphic graphs that refinement alone cannot tell apart", "[cgt][games]") {
  auto from = [](const std::vector<std::pair<int, int>>& pairs, char colour = 'e') {
    Edges e;
    for (auto [u, v] : pairs) e.push(Edges::pack(u, v, colour));
    return e;
  };
  // Both 2-regular on six vertices (every vertex looks alike to colour refinement).
  const Edges hexagon = from({{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 0}});
  const Edges triangles = from({{0, 1}, {1, 2}, {2, 0}, {3, 4}, {4, 5}, {5, 3}});
  CHECK(graph_form(hexagon, false) != graph_form(triangles, false));
  // Both 3-regular on eight vertices: the cube (bipartite) and Wagner's graph (an 8-cycle with its
  // four long diagonals, which has 5-cycles).
  const Edges cube = from({{0, 1}, {1, 2}, {2, 3}, {3, 0}, {4, 5}, {5, 6}, {6, 7}, {7, 4}, {0, 4}, {1, 5}, {2, 6}, {3, 7}});
  const Edges wagner = from({{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 6}, {6, 7}, {7, 0}, {0, 4}, {1, 5}, {2, 6}, {3, 7}});
  CHECK(graph_form(cube, false) != graph_form(wagner, false));
  CHECK(!isomorphic_by_brute_force(cube, wagner, false));
  std::mt19937 rng(5);
  CHECK(graph_form(graph_relabelled(rng, cube, false), false) == graph_form(cube, false));
  CHECK(graph_form(graph_relabelled(rng, wagner, false), false) == graph_form(wagner, false));
  // Both 3-regular on ten vertices: Petersen's graph (girth 5, 120 automorphisms, every vertex
  // alike: the search must individualise) and the pentagonal prism (4-cycles).
  const Edges petersen = from({{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 0}, {0, 5}, {1, 6}, {2, 7}, {3, 8}, {4, 9},
                               {5, 7}, {7, 9}, {9, 6}, {6, 8}, {8, 5}});
  const Edges prism = from({{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 0}, {0, 5}, {1, 6}, {2, 7}, {3, 8}, {4, 9},
                            {5, 6}, {6, 7}, {7, 8}, {8, 9}, {9, 5}});
  CHECK(graph_form(petersen, false) != graph_form(prism, false));
  for (int t = 0; t < 5; ++t) {
    CHECK(graph_form(graph_relabelled(rng, petersen, false), false) == graph_form(petersen, false));
    CHECK(graph_form(graph_relabelled(rng, prism, false), false) == graph_form(prism, false));
  }
  // Colours and the ground count: a blue-red stalk is not a red-blue one, and a path through
  // the ground is not a path hanging from it (they are the same graph once the ground is free).
  CHECK(graph_form(from({{0, 1}}, 'l'), true) != graph_form(from({{0, 1}}, 'r'), true));
  const Edges hanging = from({{0, 1}, {1, 2}}), through = from({{1, 0}, {0, 2}});
  CHECK(graph_form(hanging, true) != graph_form(through, true));
  CHECK(graph_form(hanging, false) == graph_form(through, false));
  // A search over its budget says so (the caller keys the part by its labels).
  Edges out;
  CHECK(!games::canonical_form(cube, false, out, 2));
}

TEST_CASE("graph canon: Hackenbush and Arc Kayles values keyed by canonical forms are unchanged", "[cgt][games]") {
  std::mt19937 rng(9);
  for (int k = 0; k < 160; ++k) {
    const bool hackenbush = k % 2 == 0;
    Edges e = random_graph_edges(rng, 2 + static_cast<int>(rng() % 5), 1 + static_cast<int>(rng() % 7), "lre");
    if (hackenbush) e = games::HackenbushRules::grounded(e);
    INFO(e.to_string());
    Solver<PlainGraphRules> plain{PlainGraphRules{hackenbush}};
    const Game expected = plain.value(e.to_string());
    if (hackenbush) {
      CHECK(graph_engine_value<games::HackenbushRules>(true, e) == expected);
      CHECK(graph_engine_value<games::HackenbushRules>(false, e) == expected);
      CHECK(cgt::hackenbush(e.to_string())->value() == expected);  // the session's shared table
    } else {
      CHECK(graph_engine_value<games::ArcKaylesRules>(true, e) == expected);
      CHECK(graph_engine_value<games::ArcKaylesRules>(false, e) == expected);
      CHECK(cgt::partizan_arc_kayles(e.to_string())->value() == expected);
    }
  }
}

TEST_CASE("graph canon: parts whose search passes its budget are keyed by their own labels, exactly", "[cgt][games]") {
  // A budget of 2 nodes: every part that is not a tree gives up (trees take the direct form).
  std::mt19937 rng(31);
  games::BoardSolver<games::HackenbushRules> hackenbush{games::HackenbushRules(true, 2)};
  games::BoardSolver<games::ArcKaylesRules> arc_kayles{games::ArcKaylesRules(true, 2)};
  for (int k = 0; k < 60; ++k) {
    const bool on_ground = k % 2 == 0;
    Edges e = random_graph_edges(rng, 2 + static_cast<int>(rng() % 4), 3 + static_cast<int>(rng() % 5), "lre");
    if (on_ground) e = games::HackenbushRules::grounded(e);
    INFO(e.to_string());
    Solver<PlainGraphRules> plain{PlainGraphRules{on_ground}};
    CHECK((on_ground ? hackenbush.value(e) : arc_kayles.value(e)) == plain.value(e.to_string()));
  }
  CHECK(hackenbush.rules().searches_given_up() > 0);
  CHECK(arc_kayles.rules().searches_given_up() > 0);
}

TEST_CASE("graph canon: isomorphic parts share one entry of the table", "[cgt][games]") {
  // k blue-red stalks on the ground: two classes of parts (lr and l), against 2k labelled ones.
  for (int k = 1; k <= 6; ++k) {
    Edges stalks;
    for (int t = 0; t < k; ++t) stalks.push(Edges::pack(0, 2 * t + 1, 'l')), stalks.push(Edges::pack(2 * t + 1, 2 * t + 2, 'r'));
    games::BoardSolver<games::HackenbushRules> shared{games::HackenbushRules(true)}, labelled{games::HackenbushRules(false)};
    CHECK(shared.value(stalks) == labelled.value(stalks));
    CHECK(shared.value(stalks) == Game::number(Dyadic::from_parts(BigInt(k), 1)));  // k halves (lr = 1/2)
    CHECK(shared.positions() == 2);
    CHECK(labelled.positions() == static_cast<std::size_t>(2 * k));
  }
  // Arc Kayles on the 3 x 3 grid (green): the corner and edge-centre moves leave four and two
  // isomorphic classes; the shared table holds fewer parts than the labelled one.
  Edges grid;
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 3; ++c) {
      if (c + 1 < 3) grid.push(Edges::pack(3 * r + c, 3 * r + c + 1, 'e'));
      if (r + 1 < 3) grid.push(Edges::pack(3 * r + c, 3 * r + c + 3, 'e'));
    }
  games::BoardSolver<games::ArcKaylesRules> shared{games::ArcKaylesRules(true)}, labelled{games::ArcKaylesRules(false)};
  CHECK(shared.value(grid) == labelled.value(grid));
  CHECK(shared.positions() < labelled.positions());
}

TEST_CASE("graph canon: both tables of a graph game ask the memory guard before they grow", "[cgt][games]") {
  const Edges tree = games::HackenbushRules::grounded(games::edges_of(games::parse_graph("lr(lre(rl;lr);rrl(le;el))", "Hackenbush")));
  const auto saved = memory_limit();
  set_memory_limit(1 << 16);
  games::BoardSolver<games::HackenbushRules> refused{games::HackenbushRules(true)};
  CHECK_THROWS_AS(refused.value(tree), LimitExceeded);
  set_memory_limit(saved);
  CHECK(refused.value(tree) == graph_engine_value<games::HackenbushRules>(false, tree));  // goes on from what it kept
  CHECK(refused.rules().searches_given_up() == 0);
}
