#pragma once
// The champion pass of find_emperor (find.hpp) over a range [begin, end) of ranks: the allocations
// of t tokens in normal form, streamed in the order of enumerate.hpp, keep a champion and replace
// it by every one strictly favored over it. A new champion is first compared pair by pair by the
// one decision (favored.hpp) with a few opponents and then gets its kernel (kernel.hpp), which
// walks the opponents in parallel batches of blocks merged in
// order, so the result does not depend on the thread count. `combine` runs the same pass over the
// survivors of consecutive ranges: the argument of find.hpp holds range by range.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "alloc/allocation.hpp"
#include "alloc/emperor/kernel.hpp"
#include "alloc/wdl.hpp"
#include "prob/prob_vector.hpp"

namespace alea::alloc::emperor {

// A champion c met an opponent y (a normal form after it) and could not be shown strictly
// favored over y nor y over c: an exact tie (w = l) or a sign no method settled.
struct Tie {
  Counts champion, y;
  std::uint64_t rank = 0;          // y's rank in the order of enumerate.hpp
  Wdl<double> wdl{0, 0, 0};        // the champion's chances against y
  bool undecided = false;          // true: the sign is unknown; false: w = l exactly
  // The settlement (find_emperor): an allocation strictly favored over y, or y an emperor.
  bool settled = false;
  bool emperor = false;
  std::optional<Counts> beaten_by;
};

// The state of a pass over [begin, end): its champion, what it met, where it stands.
struct PassState {
  std::uint64_t begin = 0, end = 0;  // the range of ranks
  std::uint64_t next = 0;            // every rank below it (from begin) has been streamed
  Counts champion;                   // empty until the range's first normal form
  std::uint64_t champion_rank = 0;
  std::uint64_t replacements = 0;    // times the champion changed (the first one not counted)
  std::uint64_t pruned = 0;          // ranks skipped by the champions' bounds (the others, next - begin - pruned, visited)
  std::uint64_t pairs_left = 0;      // normal forms the champion still meets pair by pair before its kernel walks
  std::vector<Tie> ties;
  double seconds = 0;
  bool done() const { return next >= end; }
};

// The kernels of the last champions: the parts of a pass that start from the same champion (or
// meet the same one) share its kernel instead of building it again.
class KernelCache {
 public:
  std::shared_ptr<const OpponentKernel> get(const ProbVector& p, const Counts& c, Rules rules);
  bool has(const Counts& c, Rules rules) const;

 private:
  // The parts of a game without an emperor meet a few strong champions again and again.
  static constexpr std::size_t kKept = 16;
  static constexpr std::uint64_t kBytes = 256 << 20;  // an Independent kernel of 36 tokens holds ~140 MB
  struct Entry {
    Counts champion;
    Rules rules;
    std::shared_ptr<const OpponentKernel> kernel;
  };
  std::vector<Entry> entries_;
};

// How a pass decides: the rules, the test hook by_pairs (the one decision on every pair, even
// under Original rules), the largest exact recheck, and pruning.
struct PassSettings {
  Rules rules = Rules::original;
  bool by_pairs = false;
  std::uint64_t max_exact_states = 200000;
  bool prune = true;  // the kernel skips subtrees its bound shows hold no beater and no near tie
};

// Called after every batch with the state so far (progress, checkpoints, budgets): it may throw
// to stop the pass, which leaves s consistent to the last batch.
using AfterBatch = std::function<void(const PassState&)>;

// Runs (or continues) the pass over s's range from s.next until done; kernels from the cache.
void run_pass(const ProbVector& p, std::int64_t t, const PassSettings& how, PassState& s, KernelCache& cache,
              const AfterBatch& after);

// Runs (or continues) the pass over ranks [s.begin, s.end) of the allocations of t tokens on P
// from s.next, until done or `budget` ranks streamed (0: no budget). P has no value of probability
// 0 and t >= 0 (the caller checks). Interrupted on Ctrl-C, with s up to date to a batch.
void pass_range(const ProbVector& p, std::int64_t t, Rules rules, PassState& s, std::uint64_t budget = 0,
                std::uint64_t max_exact_states = 200000, bool prune = true);
// The pass over the survivors of consecutive ranges, in order: the pass over their union.
PassState combine(const ProbVector& p, Rules rules, const std::vector<PassState>& parts,
                  std::uint64_t max_exact_states = 200000);


// The parts find_emperor cuts the ranks into: one per 2^16 allocations, at most 256, fixed by the
// count alone so that one process and any number of processes run the same parts.
std::uint64_t pass_parts(std::uint64_t total);

// The first champion of every part: start's normal form, or by default a local emperor (favored
// over its neighbours, one token moved) reached by hill climbing from the allocation nearest t P
// (largest remainders): a strong champion, which the parts seldom replace (each replacement costs
// pair decisions and a kernel). Deterministic. InvalidArgument (role "start") when start does not
// hold t tokens.
Counts first_champion_of(const ProbVector& p, std::int64_t t, const Counts& start, Rules rules,
                         std::uint64_t max_exact_states);

}  // namespace alea::alloc::emperor
