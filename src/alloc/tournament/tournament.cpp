// Building a tournament: each unordered pair once (wdl(Y, X) is wdl(X, Y) reversed), rows
// folded (i with n-1-i) so parallel chunks carry equal work; near ties decided exactly.
#include "alloc/tournament/tournament.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <mutex>

#include "alloc/enumerate.hpp"
#include "alloc/exact/independent.hpp"
#include "alloc/exact/original.hpp"
#include "alloc/fast/wdl.hpp"
#include "alloc/favored.hpp"
#include "alloc/limits.hpp"
#include "alloc/tournament/pairs.hpp"
#include "core/mode.hpp"
#include "digraph/components.hpp"
#include "core/cluster.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"

namespace alea::alloc {
namespace {

using tournament_detail::PairValue;

constexpr double kFallbackBound = 1e-9;  // beyond this the shared grid yields to the adaptive method

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

template <class S>
Wdl<S> exact_pair(const std::vector<S>& p, const Counts& x, const Counts& y, Rules r) {
  return r == Rules::original ? exact::wdl_original(p, x, y) : exact::wdl_independent(p, x, y);
}

std::int8_t sign_of(const Rational& a, const Rational& b) { return a > b ? 1 : a < b ? -1 : 0; }

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

void Tournament::build() {
  const std::size_t n = xs_.size();
  const std::size_t pairs = n * (n - 1) / 2;
  const bool exact = is_exact();
  win_.assign(pairs, 0), loss_.assign(pairs, 0), sign_.assign(pairs, 0);
  if (exact) exact_.assign(pairs, Wdl<Rational>{Rational(0), Rational(0), Rational(0)});
  stats_.pairs = pairs;
  const FavoredDecision decision(p_, opts_.rules);
  const bool original = opts_.rules == Rules::original;
  std::unique_ptr<tournament_detail::OriginalGrid> grid;
  std::unique_ptr<tournament_detail::IndependentTables> tables;
  if (!exact && original) grid = std::make_unique<tournament_detail::OriginalGrid>(p_.values(), xs_);
  if (!exact && !original) tables = std::make_unique<tournament_detail::IndependentTables>(p_, xs_);
  // What one folded pair of rows did, summed over rows (integers and a maximum: the same in any order).
  struct Tally {
    std::uint64_t ties = 0, certified = 0, rechecks = 0, fallbacks = 0;
    double worst = 0;
    void add(const Tally& o) {
      ties += o.ties, certified += o.certified, rechecks += o.rechecks, fallbacks += o.fallbacks;
      worst = std::max(worst, o.worst);
    }
  };
  Progress progress("tournament", pairs);

  auto exact_pair_at = [&](std::size_t k, const Counts& x, const Counts& y) {
    auto e = exact_pair(p_.exact(), x, y, opts_.rules);
    sign_[k] = sign_of(e.win, e.loss);
    win_[k] = to_double(e.win), loss_[k] = to_double(e.loss);
    exact_[k] = std::move(e);
  };
  auto fast_pair = [&](std::size_t i, std::size_t j, std::vector<double>& scratch, Tally& t) {
    if (!original) {
      double d = 0;
      return tables->pair(i, j, d);
    }
    PairValue v = grid->pair(xs_[i], xs_[j], scratch);
    if (v.bound <= kFallbackBound) return v;
    ++t.fallbacks;
    auto f = fast::wdl_original(p_.values(), xs_[i], xs_[j]);
    return PairValue{f.win.value, f.loss.value, std::max(f.win.bound, f.loss.bound)};
  };
  // The shared grid's w and l, each within v.bound, then the one sign decision (favored.hpp).
  auto decide_pair = [&](std::size_t k, std::size_t i, std::size_t j, std::vector<double>& scratch, Tally& t) {
    PairValue v = fast_pair(i, j, scratch, t);
    t.worst = std::max(t.worst, v.bound);
    const Sign s = decision.decide(xs_[i], xs_[j], GapEstimate{v.win, 0, v.loss, 2 * v.bound});
    win_[k] = s.wdl.win, loss_[k] = s.wdl.loss;
    sign_[k] = static_cast<std::int8_t>(s.decided ? s.value : 0);  // open (float P): favored both ways
    if (s.method == SignMethod::symmetry) ++t.ties;
    if (s.method == SignMethod::certified) ++t.certified;
    if (s.method == SignMethod::exact) ++t.rechecks;
  };
  auto do_row = [&](std::size_t i, std::vector<double>& scratch, Tally& t) {
    for (std::size_t j = i + 1; j < n; ++j) {
      if (((j - i) & 255) == 0) check_interrupt();
      const std::size_t k = pair_index(i, j);
      if (!exact) {
        decide_pair(k, i, j, scratch, t);
        continue;
      }
      if (decision.symmetric(xs_[i], xs_[j])) ++t.ties;
      exact_pair_at(k, xs_[i], xs_[j]);
    }
    progress.advance((n - 1 - i) * std::uint64_t(cluster::size()));  // rank 0 draws for all
  };
  // Rows r and n-1-r together, so the parts carry equal work.
  auto do_fold = [&](std::size_t r, std::vector<double>& scratch, Tally& t) {
    do_row(r, scratch, t);
    if (n - 1 - r != r) do_row(n - 1 - r, scratch, t);
  };
  if (!original) {  // each side rolls its own dice, so X against X is no sure draw
    self_.resize(n);
    if (exact) exact_self_.resize(n, Wdl<Rational>{Rational(0), Rational(1), Rational(0)});
    parallel_for(0, n, [&](std::size_t i) {  // n pairs only: every rank computes them all
      if (exact) {
        exact_self_[i] = exact::wdl_independent(p_.exact(), xs_[i], xs_[i]);
        self_[i] = {to_double(exact_self_[i].win), to_double(exact_self_[i].draw), to_double(exact_self_[i].loss)};
      } else {
        double d = 0;
        PairValue v = tables->pair(i, i, d);
        self_[i] = {v.win, d, v.loss};
      }
    });
  }
  Tally total;
  if (cluster::size() == 1) {
    std::mutex total_mutex;
    parallel_for_chunks(0, (n + 1) / 2, [&](std::size_t b, std::size_t e) {
      std::vector<double> scratch;
      Tally t;
      for (std::size_t r = b; r < e; ++r) do_fold(r, scratch, t);
      std::lock_guard<std::mutex> lock(total_mutex);
      total.add(t);
    });
  } else {
    // Under mpirun each rank computes its share of the folds (core/cluster.hpp) and every rank
    // stores every row from the exchange: the same numbers one process computes, bit for bit.
    auto rows_of = [&](std::size_t r) {
      std::vector<std::size_t> rows{r};
      if (n - 1 - r != r) rows.push_back(n - 1 - r);
      return rows;
    };
    auto parts = cluster::exchange_parts((n + 1) / 2, [&](std::uint64_t r) {
      std::vector<double> scratch;
      Tally t;
      do_fold(std::size_t(r), scratch, t);
      cluster::Writer w;
      w.put(t.ties).put(t.certified).put(t.rechecks).put(t.fallbacks).put(t.worst);
      for (std::size_t i : rows_of(std::size_t(r)))
        for (std::size_t j = i + 1; j < n; ++j) {
          const std::size_t k = pair_index(i, j);
          w.put(win_[k]).put(loss_[k]).put(sign_[k]);
          if (exact) w.put(to_string(exact_[k].win)).put(to_string(exact_[k].draw)).put(to_string(exact_[k].loss));
        }
      return w.take();
    });
    for (std::size_t r = 0; r < parts.size(); ++r) {
      cluster::Reader in(parts[r]);
      Tally t;
      t.ties = in.get<std::uint64_t>(), t.certified = in.get<std::uint64_t>(), t.rechecks = in.get<std::uint64_t>();
      t.fallbacks = in.get<std::uint64_t>(), t.worst = in.get<double>();
      total.add(t);
      for (std::size_t i : rows_of(r))
        for (std::size_t j = i + 1; j < n; ++j) {
          const std::size_t k = pair_index(i, j);
          win_[k] = in.get<double>(), loss_[k] = in.get<double>(), sign_[k] = in.get<std::int8_t>();
          if (exact) {
            auto w = parse_rational(in.get_string());
            auto d = parse_rational(in.get_string());
            exact_[k] = Wdl<Rational>{std::move(w), std::move(d), parse_rational(in.get_string())};
          }
        }
    }
  }
  stats_.symmetric_ties = total.ties, stats_.certified_rechecks = total.certified, stats_.exact_rechecks = total.rechecks;
  stats_.fallbacks = total.fallbacks, stats_.max_error_bound = total.worst;
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
