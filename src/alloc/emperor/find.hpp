#pragma once
// Does the game of t tokens on P have an emperor (Fluet section 3: an allocation favored, w >= l,
// over every allocation of its size), and which? One streaming pass over the allocations in
// normal form (Fluet 6.2.1: non-increasing within each class of equal probabilities, so images
// under those permutations are met once), in the order of enumerate.hpp, keeps a champion and
// replaces it by every opponent strictly favored over it (l > w for the champion); then one full
// emperor check of the survivor. The first champion may be given (a good guess saves replacements;
// the argument below does not depend on it).
//
// Why it is rigorous (docs/alloc_emperor.md, "Finding the emperor"). The normal form of an
// emperor is an emperor (a permutation of values of equal probability applied to both players
// keeps every game), so if there is one, W, the pass reaches it; the champion c met there is not
// strictly favored over W, so W replaces c unless w = l exactly (a tie) or the sign cannot be
// settled; once champion, W is never replaced. So: if no tie was met by a champion, the survivor
// is an emperor or there is none. A tie (c, y) leaves open only whether y is an emperor: each is
// settled by an allocation strictly favored over y, or by y's own full check.
//
// Every sign is decided as the emperor check decides them (check.hpp): the kernel of the champion
// (kernel.hpp under Original rules, independent_kernel.hpp under Independent ones) streams over the opponents, in single precision filtered by
// its proven slack, then in double, and near ties (|w - l| < the recheck margin) go through the
// one decision (favored.hpp); a new champion is first compared pair by pair by the one decision
// (fast method with its bound, certified, exact) with a few opponents, then gets a kernel. The
// kernel's walk skips subtrees of opponents its bound clears (prune, docs/alloc_emperor.md,
// "Pruning").
//
// The pass is written over a range [begin, end) of ranks (pass.hpp), with a combine step that
// runs the same pass over the ranges' survivors in order: the argument above holds range by range
// (an emperor, once champion of its range, survives the combine). find_emperor cuts the ranks
// into parts fixed by the number of allocations alone, all started from the same champion, and
// combines their survivors, so that one process and any number of processes under mpirun run
// the same parts and return the same result. Its three steps: the pass over this process's parts
// (checkpointed, pass_checkpoint.hpp), the gather of every process's parts and their combine, and
// the check of the survivor with the settlement of ties.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "alloc/allocation.hpp"
#include "alloc/emperor/check.hpp"
#include "alloc/emperor/pass.hpp"
#include "alloc/wdl.hpp"

namespace alea::alloc::emperor {

struct FindOptions {
  Rules rules = Rules::original;
  std::string checkpoint;          // "" = none; the pass's state (the survivor's check uses path .. ".check")
  unsigned threads = 0;            // 0 = alea's thread setting
  bool progress = true;
  double checkpoint_seconds = 5;   // at most this long between checkpoint writes
  std::uint64_t stop_after = 0;    // test hook: stop as Ctrl-C would after this many ranks streamed (0 = never)
  std::uint64_t max_exact_states = 200000;  // largest exact recheck (states of the pair's recursion)
  Counts start;                    // the first champion of every part (its normal form), or empty: the allocation nearest t P
  bool by_pairs = false;           // test hook: the pass by the one decision on each pair, even under Original rules
  bool prune = true;               // the pass and the check skip subtrees the kernel's bound clears (docs: "Pruning")
};

struct FindResult {
  std::string verdict;              // "emperor", "none" or "undecided"
  std::optional<Counts> emperor;
  Counts survivor;                  // the pass's last champion
  std::optional<Opponent> first_beater;  // the first allocation (in order) strictly favored over the survivor
  std::vector<Tie> ties;            // met by champions, with their settlements
  std::vector<Opponent> undecided;  // the survivor's check: opponents whose sign stayed open
  std::uint64_t total = 0;          // allocations of t tokens
  std::uint64_t normal_forms = 0;   // of them in normal form: what the pass compares
  std::uint64_t replacements = 0;
  std::uint64_t survivor_checked = 0;  // opponents the survivor's check went through
  // Opponents the pass and the survivor's check evaluated and skipped by the bound (the pass
  // streams every rank once, the check every opponent up to its first beater's block):
  // visited + pruned = total + survivor_checked.
  std::uint64_t visited = 0, pruned = 0, pass_pruned = 0;
  std::uint64_t resumed_from = 0;   // the rank the pass resumed from (0 unless resumed)
  double pass_seconds = 0, check_seconds = 0, seconds = 0;
};

// Roles: "P" (a value of probability 0), "t" (negative), "checkpoint" (another run's file).
// LimitExceeded when the count does not fit 64 bits; Interrupted on Ctrl-C (checkpoint written).
FindResult find_emperor(const ProbVector& p, std::int64_t t, const FindOptions& opts);

// The full check of X by pairs (the one decision on every opponent, in order, in parallel
// batches), stopping at the first opponent strictly favored over X: what find_emperor uses for
// games of one value, and the tests' second method.
Result check_by_pairs(const Allocation& x, Rules rules, unsigned threads,
                      std::uint64_t max_exact_states = 200000);

}  // namespace alea::alloc::emperor
