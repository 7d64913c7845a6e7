#pragma once
// Fluet's tournament (seed 000, sections 3 and 6.3): every pair of allocations of one game
// played head to head, X -> Y ("X is favored over Y") when w >= l. Ties (w == l exactly) are
// edges both ways, Fluet's convention, so the graph is semicomplete and its condensation a
// chain: exactly one strongly connected component has no edge entering it, and that is the
// emperor cycle (the smallest set favored over, and not beaten by, everything outside it).
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include <functional>

#include "alloc/allocation.hpp"
#include "alloc/wdl.hpp"
#include "core/quantity.hpp"
#include "digraph/cycles.hpp"
#include "digraph/digraph.hpp"

namespace alea::alloc {

struct TournamentOptions {
  Rules rules = Rules::original;
  // Every pair by Fluet's recursions in rationals (P must be exact; role "exact"); nullopt:
  // when P is exact (core/mode.hpp). Near ties of fast tournaments are settled exactly anyway.
  std::optional<bool> exact = false;
};

// What a build did, for docs and tests.
struct TournamentStats {
  std::uint64_t pairs = 0;          // unordered pairs computed
  std::uint64_t symmetric_ties = 0; // w == l known a priori (equal-probability symmetry)
  std::uint64_t certified_rechecks = 0; // near ties decided by the recursion in certified long double
  std::uint64_t exact_rechecks = 0; // near ties left to rationals (exact ties, gaps below ~1e-16)
  std::uint64_t fallbacks = 0;      // pairs recomputed by the adaptive fast method
  double max_error_bound = 0;       // the largest error bound among the fast pairs
};

class Tournament {
 public:
  // Every allocation of t tokens over P (enumerate.hpp's order), or only those in normal form
  // (roles "t", "P").
  static Tournament full(const ProbVector& p, std::int64_t t, bool normal_form, const TournamentOptions& o);
  // A given list: one P, not necessarily one number of tokens, no repeats (role "allocations").
  static Tournament of(const std::vector<Allocation>& list, const TournamentOptions& o);

  std::size_t size() const { return xs_.size(); }
  const ProbVector& prob() const { return p_; }
  const std::vector<Counts>& allocations() const { return xs_; }
  Rules rules() const { return opts_.rules; }
  bool is_exact() const { return *opts_.exact; }
  const TournamentStats& stats() const { return stats_; }
  std::optional<std::size_t> index_of(const Counts& x) const;

  // w, d, l of allocation i against allocation j (i == j: a sure draw under Original rules,
  // w == l > 0 under Independent rules, where each side rolls its own dice).
  Wdl<double> wdl(std::size_t i, std::size_t j) const;
  Wdl<Rational> exact_wdl(std::size_t i, std::size_t j) const;  // exact tournaments only
  Wdl<Quantity> result(std::size_t i, std::size_t j) const;     // exact ones when the tournament is
  bool favored(std::size_t i, std::size_t j) const;              // i -> j

  // Favored over every other allocation.
  std::vector<std::size_t> emperors() const;
  // The source component of the favored graph (members in increasing order).
  std::vector<std::size_t> emperor_cycle() const;
  // Favored over every neighbor X + e_i - e_j that is in the tournament.
  std::vector<std::size_t> local_emperors() const;
  struct Climb {
    std::vector<std::size_t> path;
    bool local_emperor = false;  // false: it stopped at a repeat
  };
  // From i, step to the neighbor that beats the current allocation by the largest w - l > 0.
  Climb hill_climb(std::size_t i) const;
  // The favored relation as a graph (no self-loops).
  Digraph graph() const;
  // Indices in the tournament of X's neighbors (those present).
  std::vector<std::size_t> neighbors(std::size_t i) const;
  // The elementary cycles of the favored graph (Johnson), each from its first member in the
  // tournament's order; ties are 2-cycles.
  CycleCount cycles(const CycleLimits& limits, const std::function<void(const std::vector<std::size_t>&)>& visit) const;

 private:
  Tournament(ProbVector p, std::vector<Counts> allocations, const TournamentOptions& o);
  // Every pair's w, d, l and sign (build.cpp: the pair engines, the folds, the MPI exchange).
  class Builder;
  struct Tally;
  void build();
  std::size_t pair_index(std::size_t i, std::size_t j) const;  // i < j

  ProbVector p_;
  std::vector<Counts> xs_;
  TournamentOptions opts_;
  std::unordered_map<std::string, std::size_t> index_;
  std::vector<double> win_, loss_;                  // per unordered pair i < j, from i's side
  std::vector<Wdl<Rational>> exact_;         // exact tournaments only
  std::vector<Wdl<double>> self_;            // Independent rules: X against itself
  std::vector<Wdl<Rational>> exact_self_;
  std::vector<std::int8_t> sign_;                   // per pair: sign of w - l, decided (0: tie)
  TournamentStats stats_;
};

}  // namespace alea::alloc
