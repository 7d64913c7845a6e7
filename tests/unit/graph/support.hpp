#pragma once
// Shared by the graph tests: random games that satisfy Definition 2, the seed tables in
// scripts/graph/seed/*.csv, and small helpers.
#include <fstream>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "core/rational.hpp"
#include "graph/game.hpp"

namespace alea::graph::fixtures {

struct RandomGameSpec {
  int nonterminals = 6;
  int terminals = 2;
  std::vector<Rational> payoffs{Rational(0), Rational(1)};  // drawn for the terminals, first ones first
  double density = 0.3;   // chance of each possible edge
  bool same_colours = false;
  bool loops = true;
  int max_degree = 0;     // 0: any
  bool undirected = false;  // symmetric between non-terminals (implies same colours)
};

// Vertices 0 .. nonterminals-1 are the non-terminals, the terminals follow. Terminal i gets
// payoffs[i] while there are enough, then random ones from the list. Edges to terminals are
// added where a colour would otherwise not reach T.
inline Game random_game(std::mt19937_64& rng, const RandomGameSpec& s) {
  const int k = s.nonterminals, n = k + s.terminals;
  std::uniform_real_distribution<double> coin(0, 1);
  std::uniform_int_distribution<int> any(0, n - 1), term(k, n - 1);
  auto draw = [&](std::vector<std::vector<int>>& out) {
    out.assign(k, {});
    for (int v = 0; v < k; ++v) {
      for (int u = 0; u < n; ++u) {
        if (u == v && !s.loops) continue;
        if (s.undirected && u < k && u < v) continue;
        if (coin(rng) < s.density) out[v].push_back(u);
      }
      if (s.max_degree)
        while (static_cast<int>(out[v].size()) > s.max_degree) out[v].erase(out[v].begin() + rng() % out[v].size());
    }
    if (s.undirected)
      for (int v = 0; v < k; ++v)
        for (int u : std::vector<int>(out[v]))
          if (u < k && u != v) out[u].push_back(v);
  };
  // Make every non-terminal reach a terminal in this colour by sending stragglers to one.
  auto repair = [&](std::vector<std::vector<int>>& out) {
    for (;;) {
      std::vector<bool> ok(n, false);
      for (int t = k; t < n; ++t) ok[t] = true;
      for (bool changed = true; changed;) {
        changed = false;
        for (int v = 0; v < k; ++v)
          if (!ok[v])
            for (int u : out[v])
              if (ok[u]) ok[v] = changed = true;
      }
      int bad = -1;
      for (int v = 0; v < k && bad < 0; ++v)
        if (!ok[v]) bad = v;
      if (bad < 0) return;
      if (s.max_degree && static_cast<int>(out[bad].size()) >= s.max_degree) out[bad].pop_back();
      out[bad].push_back(term(rng));
    }
  };
  std::vector<std::vector<int>> blue, red;
  draw(blue);
  repair(blue);
  if (s.same_colours || s.undirected)
    red = blue;
  else {
    draw(red);
    repair(red);
  }
  GameSpec spec;
  spec.n = n;
  for (int v = 0; v < k; ++v) {
    for (int u : blue[v]) spec.blue.emplace_back(v, u);
    for (int u : red[v]) spec.red.emplace_back(v, u);
  }
  for (int t = k; t < n; ++t) {
    const std::size_t i = t - k;
    spec.terminals.emplace_back(t, i < s.payoffs.size() ? s.payoffs[i] : s.payoffs[rng() % s.payoffs.size()]);
  }
  return make_game(spec);
}

// A game from per-vertex successor lists (vertex numbers from 0) and terminal payoffs.
inline Game game_of(int n, const std::vector<std::pair<int, std::vector<int>>>& blue,
                    const std::vector<std::pair<int, std::vector<int>>>& red,
                    const std::vector<std::pair<int, Rational>>& terminals) {
  GameSpec s;
  s.n = n;
  for (auto& [v, us] : blue)
    for (int u : us) s.blue.emplace_back(v, u);
  for (auto& [v, us] : red)
    for (int u : us) s.red.emplace_back(v, u);
  for (auto& [t, x] : terminals) s.terminals.emplace_back(t, x);
  return make_game(s);
}

// A seed table: rows of named fields, from scripts/graph/seed/<name>.csv (header row first).
inline std::vector<std::map<std::string, std::string>> seed_table(const std::string& name) {
  std::ifstream in(std::string(ALEA_SOURCE_DIR) + "/scripts/graph/seed/" + name + ".csv");
  if (!in) throw std::runtime_error("missing seed table " + name);
  auto split = [](const std::string& line) {
    std::vector<std::string> out;
    std::string cell;
    bool quoted = false;
    for (char c : line) {
      if (c == '"') quoted = !quoted;
      else if (c == ',' && !quoted) out.push_back(cell), cell.clear();
      else if (c != '\r') cell += c;
    }
    out.push_back(cell);
    return out;
  };
  std::string line;
  std::getline(in, line);
  const auto header = split(line);
  std::vector<std::map<std::string, std::string>> rows;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    auto cells = split(line);
    std::map<std::string, std::string> row;
    for (std::size_t i = 0; i < header.size() && i < cells.size(); ++i) row[header[i]] = cells[i];
    rows.push_back(std::move(row));
  }
  return rows;
}

inline std::vector<double> to_doubles(const std::vector<Rational>& x) {
  std::vector<double> d;
  for (auto& r : x) d.push_back(to_double(r));
  return d;
}

}  // namespace alea::graph::fixtures
