#include "graph/game.hpp"

#include <algorithm>
#include <cmath>
#include <deque>

#include "core/errors.hpp"
#include "core/memory_guard.hpp"
#include "graph/detail/validate.hpp"

namespace alea::graph {

Game::Game(Adjacency blue, std::shared_ptr<const Adjacency> red,
           std::vector<std::pair<Vertex, Rational>> terminals, std::vector<std::string> names)
    : names_(std::move(names)) {
  blue_ = std::make_shared<const Adjacency>(std::move(blue));
  same_colours_ = !red || *red == *blue_;
  red_ = same_colours_ ? blue_ : std::move(red);
  const std::size_t n = blue_->size();
  if (red_->size() != n) throw InvalidArgument("red", "the red edges are on " + std::to_string(red_->size()) +
                                                          " vertices, the blue ones on " + std::to_string(n));
  if (!names_.empty() && names_.size() != n)
    throw InvalidArgument("names", "there are " + std::to_string(names_.size()) + " names for " +
                                       std::to_string(n) + " vertices");
  terminal_index_.assign(n, no_vertex);
  std::sort(terminals.begin(), terminals.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (auto& [v, value] : terminals) {
    if (v >= n) throw InvalidArgument("terminals", "vertex " + std::to_string(std::uint64_t(v) + 1) +
                                                       " is not in 1.." + std::to_string(n));
    if (terminal_index_[v] != no_vertex)
      throw InvalidArgument("terminals", "vertex " + label(v) + " has two payoffs");
    terminal_index_[v] = static_cast<Vertex>(terminals_.size());
    terminals_.push_back(v);
    payoff_double_.push_back(to_double(value));
    payoff_.push_back(std::move(value));
  }
  if (terminals_.empty()) throw InvalidArgument("terminals", "the game has no terminal vertex");
  min_payoff_ = *std::min_element(payoff_.begin(), payoff_.end());
  max_payoff_ = *std::max_element(payoff_.begin(), payoff_.end());
  detail::validate_definition2(*this);
}

std::vector<Rational> Game::payoff_levels() const {
  std::vector<Rational> levels = payoff_;
  std::sort(levels.begin(), levels.end());
  levels.erase(std::unique(levels.begin(), levels.end()), levels.end());
  return levels;
}

std::string Game::label(Vertex v) const {
  if (!names_.empty() && v < names_.size() && !names_[v].empty()) return names_[v];
  return std::to_string(std::uint64_t(v) + 1);
}

Game Game::with_payoffs(std::vector<std::pair<Vertex, Rational>> terminals) const {
  Game g = *this;
  for (auto& [v, value] : terminals) {
    if (v >= size() || !terminal(v))
      throw InvalidArgument("terminals", "vertex " + label(v) + " is not a terminal of the game");
    g.payoff_[terminal_index_[v]] = value;
    g.payoff_double_[terminal_index_[v]] = to_double(value);
  }
  g.min_payoff_ = *std::min_element(g.payoff_.begin(), g.payoff_.end());
  g.max_payoff_ = *std::max_element(g.payoff_.begin(), g.payoff_.end());
  return g;
}

Game Game::mirrored() const {
  Game g = *this;
  std::swap(g.blue_, g.red_);
  for (std::size_t i = 0; i < payoff_.size(); ++i) {
    g.payoff_[i] = -payoff_[i];
    g.payoff_double_[i] = -payoff_double_[i];
  }
  g.min_payoff_ = -max_payoff_;
  g.max_payoff_ = -min_payoff_;
  return g;
}

bool Game::operator==(const Game& o) const {
  auto same = [](const Adjacency& a, const Adjacency& b) { return a.offsets == b.offsets && a.heads == b.heads; };
  return size() == o.size() && same(blue(), o.blue()) && same(red(), o.red()) && terminals_ == o.terminals_ &&
         payoff_ == o.payoff_ && exact_payoffs_ == o.exact_payoffs_ && names_ == o.names_;
}

std::uint64_t Game::memory_bytes() const {
  auto adj = [](const Adjacency& a) { return a.offsets.size() * 8 + a.heads.size() * 4; };
  return adj(*blue_) + (same_colours_ ? 0 : adj(*red_)) + terminal_index_.size() * 4 +
         terminals_.size() * (4 + 8 + 48);
}

Rational payoff_from_double(double x, Vertex v) {
  if (!std::isfinite(x))
    throw InvalidArgument("terminals", "the payoff of vertex " + std::to_string(std::uint64_t(v) + 1) +
                                           " is " + (std::isnan(x) ? "NaN" : "infinite"));
  return rational_from_double(x);
}

namespace {

std::vector<std::pair<Vertex, Vertex>> checked_edges(const std::vector<std::pair<std::int64_t, std::int64_t>>& in,
                                                     std::int64_t n, const char* role) {
  std::vector<std::pair<Vertex, Vertex>> out;
  out.reserve(in.size());
  for (std::size_t i = 0; i < in.size(); ++i) {
    for (std::int64_t v : {in[i].first, in[i].second})
      if (v < 0 || v >= n)
        throw InvalidArgument(role, "edge " + std::to_string(i + 1) + ": vertex " + std::to_string(v + 1) +
                                        " is not in 1.." + std::to_string(n));
    out.emplace_back(static_cast<Vertex>(in[i].first), static_cast<Vertex>(in[i].second));
  }
  return out;
}

}  // namespace

void check_vertex_count(std::int64_t n) {
  if (n <= 0) throw InvalidArgument("n", "a game needs at least one vertex, got n = " + std::to_string(n));
  if (n >= std::int64_t(no_vertex)) throw InvalidArgument("n", "n = " + std::to_string(n) + " is too large");
}

std::uint64_t game_bytes(std::uint64_t vertices, std::uint64_t edges) {
  return bytes_plus(bytes_for(vertices, 2 * 8 + 4 + 4 + 4 + 4), bytes_for(edges, 2 * 4));
}

Game make_game(const GameSpec& spec) {
  check_vertex_count(spec.n);
  const auto n = static_cast<std::size_t>(spec.n);
  require_memory(bytes_for(spec.blue.size() + spec.red.size() + 2 * spec.edges.size() + n, 32), "the game");
  auto blue = checked_edges(spec.blue, spec.n, "blue");
  auto red = checked_edges(spec.red, spec.n, "red");
  auto both = checked_edges(spec.edges, spec.n, "edges");
  blue.insert(blue.end(), both.begin(), both.end());
  red.insert(red.end(), both.begin(), both.end());
  std::vector<std::pair<Vertex, Rational>> terminals;
  for (const auto& [v, value] : spec.terminals) {
    if (v < 0 || v >= spec.n)
      throw InvalidArgument("terminals", "vertex " + std::to_string(v + 1) + " is not in 1.." + std::to_string(spec.n));
    terminals.emplace_back(static_cast<Vertex>(v), value);
  }
  auto red_adj = std::make_shared<const Adjacency>(make_adjacency(n, std::move(red)));
  try {
    Game g(make_adjacency(n, std::move(blue)), std::move(red_adj), std::move(terminals), spec.names);
    if (!spec.exact_payoffs) g.mark_float_payoffs();
    return g;
  } catch (const InvalidArgument& e) {
    // Moves given only as `edges` (both colours): a missing path is that input's fault.
    if ((e.role == "blue" || e.role == "red") && spec.blue.empty() && spec.red.empty())
      throw InvalidArgument("edges", e.what());
    throw;
  }
}

}  // namespace alea::graph
