// Games given as tables (Definition 2), their parts, and their export as rows and as DOT.
#include <algorithm>
#include <cmath>
#include <map>

#include "cgt/loopy/payoffs.hpp"
#include "cgt/lua_cgt.hpp"
#include "core/memory_guard.hpp"
#include "graph/dot.hpp"
#include "graph/lua_graph.hpp"

namespace alea::lua_graph {
using namespace kit;
using graph::Game;
using graph::Vertex;

namespace {

using Names = std::map<std::string, std::int64_t>;

// A vertex of an edge list or a terminal key: an integer (range checked by the core, which
// names the edge) or a name from `names`, as a 0-based number.
std::int64_t spec_vertex(lua_State* L, int idx, const Names& names, const Options& opts, const char* key,
                         const std::string& where) {
  if (lua_isinteger(L, idx)) {
    const lua_Integer v = lua_tointeger(L, idx);
    // Far outside any game: say so here, before v - 1 could overflow.
    if (v < -(lua_Integer(1) << 40) || v > (lua_Integer(1) << 40))
      opts.fail(key, where + "vertex " + std::to_string(v) + " is not a vertex number");
    return v - 1;
  }
  if (lua_type(L, idx) == LUA_TSTRING) {
    auto it = names.find(lua_tostring(L, idx));
    if (it != names.end()) return it->second;
    opts.fail(key, where + "no vertex is named \"" + std::string(lua_tostring(L, idx)) + "\"");
  }
  opts.fail(key, where + "expected a vertex (an integer or a name), got " + type_name(L, idx));
}

// {{u, v}, ...} from the option `key`.
std::vector<std::pair<std::int64_t, std::int64_t>> spec_edges(lua_State* L, const Options& opts, const char* key,
                                                              const Names& names) {
  std::vector<std::pair<std::int64_t, std::int64_t>> edges;
  opts.push(key);
  const int t = lua_gettop(L);
  if (lua_isnil(L, t)) {
    lua_pop(L, 1);
    return edges;
  }
  if (!lua_istable(L, t)) opts.fail(key, "expected an array of edges {{u, v}, ...}, got " + type_name(L, t));
  const auto n = static_cast<std::size_t>(lua_rawlen(L, t));
  require_memory(bytes_for(n, 16), "the edges of the game");
  edges.reserve(n);
  for (std::size_t i = 1; i <= n; ++i) {
    const std::string where = "edge " + std::to_string(i) + ": ";
    lua_rawgeti(L, t, static_cast<lua_Integer>(i));
    if (!lua_istable(L, -1) || lua_rawlen(L, -1) != 2)
      opts.fail(key, where + "expected a pair {u, v}, got " + type_name(L, -1));
    lua_rawgeti(L, -1, 1);
    lua_rawgeti(L, -2, 2);
    edges.emplace_back(spec_vertex(L, -2, names, opts, key, where), spec_vertex(L, -1, names, opts, key, where));
    lua_pop(L, 3);
  }
  lua_pop(L, 1);
  return edges;
}

// {[v] = payoff, ...}: payoffs are integers, rats or finite floats (then the game is inexact).
void spec_terminals(lua_State* L, const Options& opts, const Names& names, graph::GameSpec& spec) {
  opts.push("terminals");
  const int t = lua_gettop(L);
  if (!lua_istable(L, t)) opts.fail("terminals", "expected a table {[vertex] = payoff, ...}, got " + type_name(L, t));
  lua_pushnil(L);
  while (lua_next(L, t)) {
    const std::int64_t v = spec_vertex(L, -2, names, opts, "terminals", "");
    const std::string where = "vertex " + std::to_string(v + 1) + ": ";
    if (is_rational(L, -1)) {
      spec.terminals.emplace_back(v, check_rational(L, -1));
    } else if (lua_type(L, -1) == LUA_TNUMBER) {
      spec.terminals.emplace_back(v, graph::payoff_from_double(lua_tonumber(L, -1), static_cast<Vertex>(v)));
      spec.exact_payoffs = false;
    } else {
      opts.fail("terminals", where + "expected a payoff (a number or rat), got " + type_name(L, -1));
    }
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
}

std::vector<std::string> spec_names(lua_State* L, const Options& opts) {
  std::vector<std::string> names;
  opts.push("names");
  const int t = lua_gettop(L);
  if (!lua_isnil(L, t)) {
    if (!lua_istable(L, t)) opts.fail("names", "expected an array of strings, got " + type_name(L, t));
    const auto n = static_cast<std::size_t>(lua_rawlen(L, t));
    for (std::size_t i = 1; i <= n; ++i) {
      lua_rawgeti(L, t, static_cast<lua_Integer>(i));
      if (lua_type(L, -1) != LUA_TSTRING)
        opts.fail("names", "name " + std::to_string(i) + ": expected a string, got " + type_name(L, -1));
      names.emplace_back(lua_tostring(L, -1));
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);
  return names;
}

// A successor list as one CSV cell: "2 5 7".
std::string vertex_list(std::span<const Vertex> vs) {
  std::string s;
  for (Vertex v : vs) {
    if (!s.empty()) s += ' ';
    s += std::to_string(std::uint64_t(v) + 1);
  }
  return s;
}

// Pushes t[v] of a per-vertex column as a cell: a list becomes "a b c".
void push_cell(lua_State* L, int column, lua_Integer v) {
  lua_rawgeti(L, column, v);
  if (!lua_istable(L, -1)) return;
  std::string s;
  const auto n = static_cast<lua_Integer>(lua_rawlen(L, -1));
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_rawgeti(L, -1, i);
    if (i > 1) s += ' ';
    s += luaL_tolstring(L, -1, nullptr);
    lua_pop(L, 2);
  }
  lua_pop(L, 1);
  lua_pushstring(L, s.c_str());
}

// The fields of `result` (argument 2) that hold one entry per vertex, in the record's order.
std::vector<std::string> vertex_columns(lua_State* L, const Game& g) {
  std::vector<std::string> keys;
  if (lua_isnoneornil(L, 2)) return keys;
  check_table(L, 2);
  std::vector<std::string> order = record_fields(L, 2);
  if (order.empty()) {
    lua_pushnil(L);
    while (lua_next(L, 2)) {
      lua_pop(L, 1);
      if (lua_type(L, -1) == LUA_TSTRING) order.emplace_back(lua_tostring(L, -1));
    }
    std::sort(order.begin(), order.end());
  }
  for (const auto& k : order) {
    lua_getfield(L, 2, k.c_str());
    if (lua_istable(L, -1) && lua_rawlen(L, -1) == g.size()) keys.push_back(k);
    lua_pop(L, 1);
  }
  if (keys.empty()) throw ArgError(2, "the result has no field with one entry per vertex (" + std::to_string(g.size()) + ")");
  return keys;
}

int new_game(lua_State* L) {
  check_table(L, 1);
  Options opts(L, 1);
  graph::GameSpec spec;
  spec.names = spec_names(L, opts);
  Names names;
  for (std::size_t i = 0; i < spec.names.size(); ++i) names.emplace(spec.names[i], static_cast<std::int64_t>(i));
  if (auto n = opts.optional_integer("n", LLONG_MIN, LLONG_MAX)) spec.n = *n;
  else if (!spec.names.empty()) spec.n = static_cast<std::int64_t>(spec.names.size());
  else opts.fail("n", "the number of vertices is required (or give names)");
  graph::check_vertex_count(spec.n);
  spec.blue = spec_edges(L, opts, "blue", names);
  spec.red = spec_edges(L, opts, "red", names);
  spec.edges = spec_edges(L, opts, "edges", names);
  spec_terminals(L, opts, names, spec);
  return push_object<Game>(L, graph::make_game(spec)), 1;
}

int tostring(lua_State* L) {
  const Game& g = check_game(L);
  return push(L, "graph.game: " + std::to_string(g.size()) + " vertices, " + std::to_string(g.terminal_count()) +
                     " terminals, " + (g.same_colours() ? "one edge set" : "blue and red edges") + ", payoffs " +
                     to_string(g.min_payoff()) + " .. " + to_string(g.max_payoff())),
         1;
}

// alea.save's form: graph.game{n=, blue=, red= (or edges=), terminals=, names=}. Payoffs of a
// game with float payoffs go as floats where a float holds them exactly, so the game loads with
// the same payoffs and the same exactness.
int save(lua_State* L) {
  const Game& g = check_game(L);
  require_memory(bytes_for(g.blue().edges() + g.red().edges() + g.size(), 120), "the saved form of the game");
  auto push_edges = [&](const graph::Adjacency& a) {
    lua_createtable(L, static_cast<int>(a.edges()), 0);
    lua_Integer k = 0;
    for (Vertex v = 0; v < g.size(); ++v)
      for (Vertex u : a.of(v)) {
        lua_createtable(L, 2, 0);
        push_vertex(L, v), lua_rawseti(L, -2, 1);
        push_vertex(L, u), lua_rawseti(L, -2, 2);
        lua_rawseti(L, -2, ++k);
      }
  };
  lua_createtable(L, 0, 5);
  lua_pushinteger(L, static_cast<lua_Integer>(g.size()));
  lua_setfield(L, -2, "n");
  if (g.same_colours()) {
    push_edges(g.blue()), lua_setfield(L, -2, "edges");
  } else {
    push_edges(g.blue()), lua_setfield(L, -2, "blue");
    push_edges(g.red()), lua_setfield(L, -2, "red");
  }
  lua_createtable(L, 0, static_cast<int>(g.terminal_count()));
  for (Vertex t : g.terminals()) {
    if (!g.exact_payoffs() && rational_from_double(g.payoff_double(t)) == g.payoff(t)) lua_pushnumber(L, g.payoff_double(t));
    else push(L, g.payoff(t));
    lua_rawseti(L, -2, static_cast<lua_Integer>(t) + 1);
  }
  lua_setfield(L, -2, "terminals");
  if (!g.names().empty()) push(L, g.names()), lua_setfield(L, -2, "names");
  return push_saved(L, "graph.game", 1);
}

int eq(lua_State* L) {
  auto* a = test_object<Game>(L, 1);
  auto* b = test_object<Game>(L, 2);
  return push(L, a && b && *a == *b), 1;
}

int name(lua_State* L) {
  const Game& g = check_game(L);
  return push(L, g.label(check_vertex(L, 2, g, "v"))), 1;
}

int vertex(lua_State* L) {
  const Game& g = check_game(L);
  const std::string name = check_string(L, 2);
  const auto& names = g.names();
  const auto it = std::find(names.begin(), names.end(), name);
  if (it == names.end()) lua_pushnil(L);
  else push_vertex(L, static_cast<Vertex>(it - names.begin()));
  return 1;
}

int successors(lua_State* L) {
  const Game& g = check_game(L);
  const Vertex v = check_vertex(L, 2, g, "v");
  for (const graph::Adjacency* a : {&g.blue(), &g.red()}) {
    const auto row = a->of(v);
    lua_createtable(L, static_cast<int>(row.size()), 0);
    for (std::size_t i = 0; i < row.size(); ++i) {
      push_vertex(L, row[i]);
      lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
    }
  }
  return 2;
}

int terminals(lua_State* L) {
  const Game& g = check_game(L);
  lua_createtable(L, 0, static_cast<int>(g.terminal_count()));
  for (Vertex t : g.terminals()) {
    push(L, g.payoff(t));
    lua_rawseti(L, -2, static_cast<lua_Integer>(t) + 1);
  }
  return 1;
}

int stats(lua_State* L) {
  const Game& g = check_game(L);
  Record(L, 10)
      .field("vertices", g.size())
      .field("terminals", g.terminal_count())
      .field("blue_edges", g.blue().edges())
      .field("red_edges", g.red().edges())
      .field("same_colours", g.same_colours())
      .field("acyclic", graph::acyclic(g))
      .field("payoffs", g.payoff_levels())
      .field("exact_payoffs", g.exact_payoffs())
      .field("memory", g.memory_bytes());
  return 1;
}

int to_table(lua_State* L) {
  const Game& g = check_game(L);
  const auto columns = vertex_columns(L, g);
  require_memory(bytes_for(g.size(), 200 + 100 * columns.size()), "the table of the game's vertices");
  std::vector<int> column_index;
  for (const auto& k : columns) {
    lua_getfield(L, 2, k.c_str());
    column_index.push_back(lua_gettop(L));
  }
  lua_createtable(L, static_cast<int>(g.size()), 0);
  for (Vertex v = 0; v < g.size(); ++v) {
    {
      Record r(L, 6 + static_cast<int>(columns.size()));
      r.field("vertex", std::uint64_t(v) + 1).field("name", g.label(v)).field("terminal", g.terminal(v));
      if (g.terminal(v)) r.field("payoff", g.payoff(v));
      else r.field("payoff", [L] { lua_pushnil(L); });
      r.field("blue", vertex_list(g.blue().of(v))).field("red", vertex_list(g.red().of(v)));
      for (std::size_t c = 0; c < columns.size(); ++c)
        r.field(columns[c].c_str(), [&] { push_cell(L, column_index[c], static_cast<lua_Integer>(v) + 1); });
    }
    lua_rawseti(L, -2, static_cast<lua_Integer>(v) + 1);
  }
  return 1;
}

int to_dot(lua_State* L) {
  const Game& g = check_game(L);
  Options opts(L, 2);
  graph::DotOptions o;
  o.values = opts.boolean("values");
  o.p = option_exact_coin(L, opts);
  o.name = opts.string("name");
  return push(L, graph::to_dot(g, o)), 1;
}

// The game read as a loopy partizan game with alternating moves (cgt/loopy/payoffs.hpp): Blue is
// Left, Red is Right, a terminal's payoff a win, loss or draw (on, off, dud) or a number.
int to_cgt(lua_State* L) {
  const Game& g = check_game(L);
  Options opts(L, 2);
  const auto from = option_vertex(L, opts, "from", g);
  const auto reading = opts.choice("payoffs") == "number" ? cgt::loopy::PayoffReading::number
                                                          : cgt::loopy::PayoffReading::outcome;
  require_memory(bytes_for(g.terminal_count(), sizeof(std::pair<Vertex, Rational>) + 32), "the game's terminals");
  std::vector<std::pair<Vertex, Rational>> terminals;
  for (Vertex t : g.terminals()) terminals.emplace_back(t, g.payoff(t));
  const cgt::loopy::PayoffGraph pg{g.blue(), g.red(), terminals, g.names()};
  return lua_cgt::push_loopy(L, cgt::loopy::payoff_value(pg, from, reading)), 1;
}

int to_svg(lua_State* L) {
  return push_dot(L, graph::to_dot(check_game(L)), 2), 1;
}

}  // namespace

void add_game(Module& m, Type& t) {
  m.function({"game", new_game, "graph.game{n=, blue=, red=, edges=, terminals=, names=} -> graph.game",
              "A game graph (Definition 2) on vertices 1..n: blue and red edges {{u, v}, ...} (edges = both colours), "
              "terminals {[v] = payoff} (integers, rats or numbers; floats make exact=auto compute in doubles), and "
              "optional names (then n may be left out, and vertices may be named in edges and terminals). "
              "Terminals may have no moves and every other vertex must reach a terminal along blue edges and along "
              "red edges; the error names the vertex that does not.",
              "G = graph.game{n=3, edges={{2,1},{2,3}}, terminals={[1]=0, [3]=1}}"});
  t.method({"name", name, "G:name(v) -> string", "The name of vertex v (its number when it has none).",
            "graph.tic_tac_toe(3):name(1)   --> .../.../..."});
  t.method({"vertex", vertex, "G:vertex(name) -> integer | nil", "The vertex with that name, or nil.",
            "graph.tic_tac_toe(3):vertex(\"x../.../...\")"});
  t.method({"successors", successors, "G:successors(v) -> blue, red", "The blue and the red successors of v.",
            "graph.tug_of_war(3):successors(2)   --> {1, 3}  {1, 3}"});
  t.method({"terminals", terminals, "G:terminals() -> {[v] = payoff}", "The terminals and their payoffs.",
            "graph.tug_of_war(3):terminals()   --> {[1]=-1, [5]=1}"});
  t.method({"stats", stats,
            "G:stats() -> {vertices=, terminals=, blue_edges=, red_edges=, same_colours=, acyclic=, payoffs=, "
            "exact_payoffs=, memory=}",
            "The game's size and shape: same_colours when blue and red edges agree everywhere, acyclic when no play "
            "can revisit a vertex, payoffs the distinct payoffs increasing, memory the bytes of the graph.",
            "graph.tic_tac_toe(3):stats().terminals   --> 7660"});
  t.method({"to_table", to_table,
            "G:to_table([result]) -> {{vertex=, name=, terminal=, payoff=, blue=, red=, ...}, ...}",
            "The vertices as rows for alea.write_csv: number, name, payoff on terminals, successors as \"2 3\"; with "
            "a result (G:richman(), G:bidding(), G:optimal_play(), ...) its fields with one entry per vertex become "
            "columns too.",
            "alea.write_csv(\"tug.csv\", G:to_table(G:richman()))"});
  t.method({"to_dot", to_dot, "G:to_dot([{values=true, p=1/2, name=\"G\"}]) -> string",
            "Graphviz source: terminals double circles (Figure 3.2.1), blue and red edges in their colours (purple "
            "for both), with values=true the value at coin p under each label (low .. high when they differ), optimal "
            "edges bold and Theorem 35's choices bolder.",
            "io.open(\"tug.dot\", \"w\"):write(graph.tug_of_war(3):to_dot())"});
  t.method({"to_cgt", to_cgt, "G:to_cgt([{from=1, payoffs=\"outcome\"|\"number\"}]) -> cgt.game or cgt.loopy",
            "Vertex from (vertex 1, or the first that is not a terminal when 1 is) as a partizan game of alternating "
            "play, the value cgt gives it (docs/cgt.md, Loopy games): "
            "Blue is Left and moves along blue edges, Red is Right along red ones, and a play may cycle. With "
            "payoffs=\"outcome\" a terminal with the greatest payoff is a win for Blue whoever is to move (on), the "
            "least a win for Red (off), any other a draw (dud), so the value's outcome says who wins alternating play "
            "(infinite play a draw); with payoffs=\"number\" a payoff x is the number x (a dyadic rational), as a "
            "scored game's final count. A loopfree value is a cgt.game.",
            "graph.tug_of_war(1):to_cgt(), graph.tug_of_war(1):to_cgt{payoffs = \"number\"}   --> +-on  +-1"});
  t.method({"to_svg", to_svg, "G:to_svg([file]) -> svg|path",
            "The game drawn by Graphviz (G:to_dot() with its defaults, through alea.render_dot): into file (.svg, .png "
            "or .pdf) when given, returning its path, else the SVG text.",
            "graph.tug_of_war(3):to_svg(\"tug.svg\")"});
  t.op({"__len", method<&graph::Game::size>, "#G", "The number of vertices.", "#graph.tug_of_war(3)   --> 5"});
  t.op({"__tostring", tostring, "tostring(G)", "The game's size and payoffs.",
        "tostring(graph.tic_tac_toe(3))"});
  t.op({"__eq", eq, "G == H",
        "The same vertices, moves in the same order, terminals, payoffs (exact or from floats) and names, whatever "
        "built them.",
        "graph.tug_of_war(3) == graph.tug_of_war(3)   --> true"});
  t.op({"__save", save, "alea.save(path, G)",
        "How alea.save writes G so that alea.load gives it back: graph.game{n=, blue=, red= (or edges=), terminals=, "
        "names=}.",
        "getmetatable(graph.tug_of_war(2)).__save(graph.tug_of_war(2))"});
}

}  // namespace alea::lua_graph
