#pragma once
// Is X an emperor (Fluet section 3: favored, w >= l, over every allocation of its size)? Checked
// against every opponent without a matrix: the kernel (kernel.hpp) streams over the order of
// enumerate.hpp in parallel blocks, near ties are settled by the one decision of who is
// favored (alloc/favored.hpp), and a checkpoint file (checkpoint.hpp) lets a run of billions
// of opponents stop (Ctrl-C) and resume. docs/alloc_emperor.md derives and measures all of it.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "alloc/allocation.hpp"
#include "alloc/wdl.hpp"

namespace alea::alloc::emperor {

struct Opponent {
  std::uint64_t rank = 0;  // position in the order of enumerate.hpp
  Counts y;
  Wdl<double> wdl{0, 0, 0};  // X's chances against y
  bool rechecked = false;    // a near tie settled by the one decision (favored.hpp)
  double gap() const { return wdl.win - wdl.loss; }
};

struct Options {
  Rules rules = Rules::original;
  std::string checkpoint;          // "" = none
  unsigned threads = 0;            // 0 = alea's thread setting
  bool progress = true;
  std::size_t rivals = 10;         // how many closest opponents to keep
  bool full = false;               // go on after the first opponent favored over X
  std::uint64_t stop_after = 0;    // test hook: stop as Ctrl-C would after this many opponents (0 = never)
  double checkpoint_seconds = 5;   // at most this long between checkpoint writes
  std::uint64_t block = 1 << 16;   // opponents per parallel block
  std::uint64_t max_exact_states = 200000;  // largest exact recheck (states of the pair's recursion)
  bool prune = true;               // skip subtrees of opponents the kernel's bound shows cannot matter
};

struct Result {
  bool emperor = false;      // no opponent favored over X and none undecided
  bool complete = false;     // every opponent was checked (false: stopped at beaten_by)
  std::uint64_t total = 0;   // allocations of X's size, X included
  std::uint64_t checked = 0; // opponents checked (X itself is not one): visited + pruned
  std::uint64_t visited = 0; // of them, evaluated by the kernel
  std::uint64_t pruned = 0;  // of them, skipped by its bound (each proven to have w - l above what could matter)
  std::uint64_t rechecked = 0, trivial_ties = 0;
  std::vector<Opponent> rivals;         // smallest w - l first (trivial ties left out)
  std::optional<Opponent> beaten_by;    // the first opponent favored over X (l > w) in the order
  std::vector<Opponent> undecided;      // near ties no rigorous path could settle
  std::uint64_t resumed_from = 0;       // rank the run started at (0 unless resumed)
  double seconds = 0;                   // elapsed, summed over resumed runs
  std::size_t nodes = 0;                // quadrature nodes of the kernel
  double kernel_error = 0;              // its error estimate
  double recheck_margin = 0;            // |w - l| below which decisions are rechecked
  std::uint64_t audited = 0;            // opponents also computed by fast::wdl_original (1 in 2^20)
  double audit_max_diff = 0;            // the largest |kernel - fast| among them (w, d or l)
};

// alea's thread setting for the length of a run (n = 0 keeps it).
class ThreadScope {
 public:
  explicit ThreadScope(unsigned n);
  ~ThreadScope();
  ThreadScope(const ThreadScope&) = delete;
  ThreadScope& operator=(const ThreadScope&) = delete;

 private:
  unsigned saved_;
  bool set_;
};

// Throws InvalidArgument for independent rules (not supported: see docs/alloc_emperor.md), a
// checkpoint of another X or another P, an unreadable checkpoint; LimitExceeded when the count
// does not fit 64 bits; Interrupted on Ctrl-C (after writing the checkpoint).
Result is_emperor(const Allocation& x, const Options& opts);

}  // namespace alea::alloc::emperor
