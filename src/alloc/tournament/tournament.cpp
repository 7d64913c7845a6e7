// Tournaments: their allocations, the favored relation and what is read from it (emperors, the
// emperor cycle, local emperors, hill climbs, cycles). The pairs are computed in build.cpp.
#include "alloc/tournament/tournament.hpp"

#include <algorithm>

#include "alloc/enumerate.hpp"
#include "alloc/limits.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/mode.hpp"
#include "core/progress.hpp"
#include "digraph/components.hpp"

namespace alea::alloc {
namespace {

std::string key_of(const Counts& x) {
  return std::string(reinterpret_cast<const char*>(x.data()), x.size() * sizeof(std::int64_t));
}

// The bytes a tournament of n allocations keeps: w and l as doubles and a sign per unordered
// pair, and for exact tournaments three rationals per pair.
std::uint64_t tournament_bytes(std::uint64_t n, bool exact) {
  const std::uint64_t pairs = n < 2 ? 0 : bytes_for(n, n - 1) / 2;
  return bytes_for(pairs, 2 * sizeof(double) + 1 + (exact ? 3 * (sizeof(Rational) + 64) : 0));
}

void require_tournament_memory(std::uint64_t n, bool exact) {
  require_memory(tournament_bytes(n, exact), "the WDL matrix of a tournament of " + std::to_string(n) + " allocations");
}

}  // namespace

Tournament Tournament::full(const ProbVector& p, std::int64_t t, bool normal_form, const TournamentOptions& o) {
  check_tokens(t, kMaxTournamentTokens);
  const auto values = possible_values(p);  // no allocation holds tokens on the others
  const std::uint64_t count = allocation_count(values.size(), t);
  if (count > 0xffffffffull) throw LimitExceeded("a tournament of " + std::to_string(count) + " allocations");
  require_tournament_memory(count, o.exact.value_or(p.is_exact()));
  const auto classes = equal_probability_classes(p);
  std::vector<Counts> xs;
  for_each_allocation(values.size(), t, [&](const Counts& x) {
    Counts y = spread(x, values, p.size());
    if (!normal_form || is_normal_form(classes, y)) xs.push_back(std::move(y));
    return true;
  });
  return Tournament(p, std::move(xs), o);
}

Tournament Tournament::of(const std::vector<Allocation>& list, const TournamentOptions& o) {
  if (list.empty()) throw InvalidArgument("allocations", "expected a non-empty array of allocations");
  std::vector<Counts> xs;
  xs.reserve(list.size());
  for (std::size_t k = 0; k < list.size(); ++k) {
    if (!(list[k].prob() == list[0].prob()))
      throw InvalidArgument("allocations", "entry " + std::to_string(k + 1) + " is over " + list[k].prob().to_string() +
                                               ", entry 1 over " + list[0].prob().to_string() + " (a tournament is one game)");
    xs.push_back(list[k].counts());
  }
  return Tournament(list[0].prob(), std::move(xs), o);
}

Tournament::Tournament(ProbVector p, std::vector<Counts> allocations, const TournamentOptions& o)
    : p_(std::move(p)), xs_(std::move(allocations)), opts_(o) {
  if (xs_.size() > 0xffffffffull) throw LimitExceeded("a tournament of " + std::to_string(xs_.size()) + " allocations");
  opts_.exact = resolve_exact(o.exact, p_.is_exact());
  for (std::size_t k = 0; k < xs_.size(); ++k) {
    auto [it, fresh] = index_.emplace(key_of(xs_[k]), k);
    if (!fresh)
      throw InvalidArgument("allocations", "entry " + std::to_string(k + 1) + " " + brief_counts(xs_[k]) +
                                               " repeats entry " + std::to_string(it->second + 1));
  }
  require_tournament_memory(xs_.size(), *opts_.exact);
  build();
}

std::size_t Tournament::pair_index(std::size_t i, std::size_t j) const {
  // Row i holds j = i+1 .. n-1; rows before it hold sum_{r<i} (n-1-r) pairs.
  const std::size_t n = xs_.size();
  return i * (2 * n - i - 1) / 2 + (j - i - 1);
}

std::optional<std::size_t> Tournament::index_of(const Counts& x) const {
  auto it = index_.find(key_of(x));
  if (it == index_.end()) return std::nullopt;
  return it->second;
}

Wdl<double> Tournament::wdl(std::size_t i, std::size_t j) const {
  if (i == j) return self_.empty() ? Wdl<double>{0, 1, 0} : self_[i];
  const std::size_t k = i < j ? pair_index(i, j) : pair_index(j, i);
  double w = win_[k], l = loss_[k];
  if (i > j) std::swap(w, l);
  return {w, std::max(0.0, 1 - w - l), l};
}

Wdl<Rational> Tournament::exact_wdl(std::size_t i, std::size_t j) const {
  if (!is_exact()) throw InvalidArgument("the tournament was not built with exact=true");
  if (i == j) return exact_self_.empty() ? Wdl<Rational>{Rational(0), Rational(1), Rational(0)} : exact_self_[i];
  auto e = exact_[i < j ? pair_index(i, j) : pair_index(j, i)];
  if (i > j) std::swap(e.win, e.loss);
  return e;
}

bool Tournament::favored(std::size_t i, std::size_t j) const {
  if (i == j) return true;
  const std::int8_t s = i < j ? sign_[pair_index(i, j)] : -sign_[pair_index(j, i)];
  return s >= 0;
}

Digraph Tournament::graph() const {
  const std::size_t n = xs_.size();
  Digraph g(n);
  Progress bar("favored graph", n);
  for (std::size_t i = 0; i < n; ++i, bar.advance()) {
    if ((i & 63) == 0) check_interrupt();
    for (std::size_t j = 0; j < n; ++j)
      if (j != i && favored(i, j)) g.add_edge(static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(j));
  }
  return g;
}

std::vector<std::size_t> Tournament::emperors() const {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < xs_.size(); ++i) {
    bool all = true;
    for (std::size_t j = 0; j < xs_.size() && all; ++j) all = favored(i, j);
    if (all) out.push_back(i);
  }
  return out;
}

std::vector<std::size_t> Tournament::emperor_cycle() const {
  Digraph g = graph();
  auto comps = strongly_connected_components(g);
  auto sources = source_components(g, comps);
  // Every pair has an edge at least one way, so the condensation is a chain with one source.
  if (sources.size() != 1)
    throw Error("the favored graph has " + std::to_string(sources.size()) +
                " source components (a tournament has exactly one)");
  const auto& c = comps[sources.front()];
  return std::vector<std::size_t>(c.begin(), c.end());
}

Wdl<Quantity> Tournament::result(std::size_t i, std::size_t j) const {
  if (is_exact()) {
    auto e = exact_wdl(i, j);
    return {Quantity::of(e.win), Quantity::of(e.draw), Quantity::of(e.loss)};
  }
  auto v = wdl(i, j);
  return {Quantity::approximate(v.win), Quantity::approximate(v.draw), Quantity::approximate(v.loss)};
}

CycleCount Tournament::cycles(const CycleLimits& limits,
                              const std::function<void(const std::vector<std::size_t>&)>& visit) const {
  std::vector<std::size_t> ids;
  return elementary_cycles(graph(), limits, [&](const std::vector<std::uint32_t>& c) {
    ids.assign(c.begin(), c.end());
    visit(ids);
  });
}

std::vector<std::size_t> Tournament::neighbors(std::size_t i) const {
  std::vector<std::size_t> out;
  Counts y = xs_[i];
  for (std::size_t a = 0; a < y.size(); ++a)
    for (std::size_t b = 0; b < y.size(); ++b) {
      if (a == b || y[b] == 0) continue;
      ++y[a], --y[b];
      if (auto k = index_of(y)) out.push_back(*k);
      --y[a], ++y[b];
    }
  return out;
}

std::vector<std::size_t> Tournament::local_emperors() const {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < xs_.size(); ++i) {
    auto ns = neighbors(i);
    if (std::all_of(ns.begin(), ns.end(), [&](std::size_t j) { return favored(i, j); })) out.push_back(i);
  }
  return out;
}

Tournament::Climb Tournament::hill_climb(std::size_t i) const {
  Climb c{{i}, false};
  std::vector<bool> seen(xs_.size(), false);
  seen[i] = true;
  for (std::size_t cur = i;;) {
    std::size_t best = cur;
    double margin = 0;
    for (std::size_t j : neighbors(cur)) {
      if (favored(cur, j)) continue;  // j does not beat cur
      auto v = wdl(j, cur);
      if (best == cur || v.win - v.loss > margin) best = j, margin = v.win - v.loss;
    }
    if (best == cur) {
      c.local_emperor = true;
      return c;
    }
    c.path.push_back(best);
    if (seen[best]) return c;
    seen[best] = true, cur = best;
  }
}

}  // namespace alea::alloc
