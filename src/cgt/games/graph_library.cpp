// The constructors of the positions of Hackenbush, Partizan Arc Kayles and Cutcake.
#include "cgt/games.hpp"
#include "cgt/games/cutcake.hpp"
#include "cgt/games/graphs.hpp"
#include "cgt/games/state_position.hpp"
#include "core/errors.hpp"

namespace alea::cgt {
namespace {

// One solver per game for the session: its rules hold no graph, and its table is keyed by the
// parts' canonical forms, so isomorphic parts of every graph share their entries.
template <class Rules>
std::shared_ptr<games::BoardSolver<Rules>> graph_solver() {
  static auto solver = std::make_shared<games::BoardSolver<Rules>>(Rules(true));
  return solver;
}

}  // namespace

PositionPtr hackenbush(const std::string& graph) {
  const games::Graph g = games::parse_graph(graph, "Hackenbush");
  const games::Edges s = games::HackenbushRules::grounded(games::edges_of(g));
  return std::make_shared<games::StatePosition<games::HackenbushRules>>(graph_solver<games::HackenbushRules>(), s);
}

PositionPtr partizan_arc_kayles(const std::string& graph) {
  const games::Graph g = games::parse_graph(graph, "Partizan Arc Kayles");
  return std::make_shared<games::StatePosition<games::ArcKaylesRules>>(graph_solver<games::ArcKaylesRules>(), games::edges_of(g));
}

PositionPtr cutcake(const std::string& cakes) {
  static auto solver = std::make_shared<games::BoardSolver<games::CutcakeRules>>(games::CutcakeRules{});
  std::vector<PositionPtr> parts;
  std::size_t i = 0;
  auto bad = [&](const std::string& what) {
    throw InvalidArgument("position", what + " at character " + std::to_string(i + 1) + " of \"" + cakes + "\"");
  };
  auto number = [&]() {
    while (i < cakes.size() && cakes[i] == ' ') ++i;
    const std::size_t from = i;
    long long n = 0;
    while (i < cakes.size() && std::isdigit(static_cast<unsigned char>(cakes[i])) && n <= 1000) n = 10 * n + (cakes[i++] - '0');
    if (i == from) bad("expected a number");
    if (n < 1 || n > games::CutcakeRules::max_side) {
      i = from;
      bad("a side must be in 1.." + std::to_string(games::CutcakeRules::max_side));
    }
    return static_cast<int>(n);
  };
  for (;;) {
    const int h = number();
    if (i >= cakes.size() || (cakes[i] != 'x' && cakes[i] != 'X')) bad("expected 'x' between height and width");
    ++i;
    const int w = number();
    parts.push_back(std::make_shared<games::StatePosition<games::CutcakeRules>>(
        solver, games::Stones{games::CutcakeRules::pack(h, w), 0, 0}));
    while (i < cakes.size() && cakes[i] == ' ') ++i;
    if (i == cakes.size()) break;
    if (cakes[i] != '+') bad("expected '+' between rectangles");
    ++i;
  }
  return parts.size() == 1 ? parts[0] : sum(parts);
}

}  // namespace alea::cgt
