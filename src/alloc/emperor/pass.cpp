// The champion pass of find_emperor (pass.hpp): pair by pair while the champion is new, then its
// kernel's walk in parallel batches of blocks merged in order; the combine of ranges' survivors;
// the parts and their first champion.
#include "alloc/emperor/pass.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "alloc/enumerate.hpp"
#include "alloc/favored.hpp"
#include "alloc/search/all.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/parallel.hpp"

namespace alea::alloc::emperor {

namespace {

// What the champion c makes of a later opponent y.
enum class Outcome { keep, beaten, tie, undecided };

// The one decision (favored.hpp) read as the pass needs it; `s` decided c against y.
Outcome outcome_of(const Sign& s) {
  if (!s.decided) return Outcome::undecided;
  if (s.method == SignMethod::symmetry || s.value == 0) return Outcome::tie;
  return s.value < 0 ? Outcome::beaten : Outcome::keep;
}

Tie make_tie(const Counts& c, const Counts& y, std::uint64_t rank, const Wdl<double>& wdl, Outcome o) {
  Tie t;
  t.champion = c, t.y = y, t.rank = rank, t.wdl = wdl, t.undecided = o == Outcome::undecided;
  return t;
}

// One block of the kernel's walk against the champion: the ties met and the first normal form
// strictly favored over it. Signs as the emperor check decides them (check.cpp): the single
// precision w - l passes an opponent when it is at least the margin beyond its slack; otherwise
// w, d, l in double, and near ties through the one decision.
class PassVisitor : public OpponentVisitor {
 public:
  PassVisitor(const FavoredDecision& d, const std::vector<std::vector<std::size_t>>& classes, const Counts& c,
              std::uint64_t c_rank, double margin, double slack, bool prune)
      : d_(d), classes_(classes), c_(c), c_rank_(c_rank), margin_(margin), slack_(slack), prune_(prune) {}
  std::vector<Tie> ties;
  std::optional<std::pair<std::uint64_t, Counts>> beater;
  std::uint64_t pruned_ranks = 0;  // skipped by the bound before the beater

  // Only opponents with w - l below the margin change the pass (a beater or a near tie).
  bool pruning() const override { return prune_; }
  double prune_above() const override { return margin_; }
  void pruned(std::uint64_t, std::uint64_t count) override {
    if (!beater) pruned_ranks += count;
  }

  void visit(Leaves& leaves) override {
    for (std::size_t i = 0; i < leaves.size() && !beater; ++i) {
      if (leaves.gap(i) - slack_ >= margin_) continue;  // the champion is clearly favored
      const Counts& y = leaves.y(i);
      if (!is_normal_form(classes_, y)) continue;
      const auto w = leaves.wdl(i);
      const double gap = w.win - w.loss;
      Outcome o = Outcome::keep;
      Wdl<double> wdl{w.win, w.draw, w.loss};
      if (gap <= -margin_) o = Outcome::beaten;
      else if (std::abs(gap) < margin_) {
        const Sign s = d_.decide(c_, y);
        o = outcome_of(s);
        if (s.method != SignMethod::symmetry) wdl = s.wdl;
      }
      const std::uint64_t rank = leaves.first_rank() + i;
      if (rank == c_rank_) continue;  // the champion itself (a start given ahead of its rank)
      if (o == Outcome::beaten) beater.emplace(rank, y);
      else if (o != Outcome::keep) ties.push_back(make_tie(c_, y, rank, wdl, o));
    }
  }

 private:
  const FavoredDecision& d_;
  const std::vector<std::vector<std::size_t>>& classes_;
  const Counts& c_;
  std::uint64_t c_rank_;
  double margin_, slack_;
  bool prune_;
};

// What one block of a batch found.
struct BlockFind {
  std::vector<Tie> ties;
  std::optional<std::pair<std::uint64_t, Counts>> beater;
  std::uint64_t pruned = 0;
};

// Merges one batch's blocks in order into s: ties and pruned ranks up to the first beater, which
// becomes the champion, to meet `pairs` normal forms pair by pair. True when the champion changed.
bool merge_batch(PassState& s, std::vector<BlockFind>& blocks, std::uint64_t batch_end, std::uint64_t pairs) {
  for (auto& b : blocks) {
    for (auto& t : b.ties) s.ties.push_back(std::move(t));
    s.pruned += b.pruned;
    if (b.beater) {
      s.champion = std::move(b.beater->second), s.champion_rank = b.beater->first;
      s.next = s.champion_rank + 1, ++s.replacements, s.pairs_left = pairs;
      return true;
    }
  }
  s.next = batch_end;
  return false;
}

// The first normal form of rank >= s.next in the range becomes the champion.
void first_champion(const ProbVector& p, std::int64_t t, const std::vector<std::vector<std::size_t>>& classes,
                    PassState& s, std::uint64_t pairs) {
  s.pairs_left = pairs;
  if (s.next >= s.end) return;
  Counts y = allocation_unrank(p.size(), t, s.next);
  for (std::uint64_t r = s.next; r < s.end; ++r) {
    if ((r & 4095) == 0) check_interrupt();
    if (is_normal_form(classes, y)) {
      s.champion = y, s.champion_rank = r, s.next = r + 1;
      return;
    }
    next_allocation(y);
  }
  s.next = s.end;
}

double since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}
}  // namespace

std::shared_ptr<const OpponentKernel> KernelCache::get(const ProbVector& p, const Counts& c, Rules rules) {
  for (auto& e : entries_)
    if (e.champion == c && e.rules == rules) return e.kernel;
  std::shared_ptr<const OpponentKernel> k = make_kernel(p.values(), c, rules);
  entries_.push_back({c, rules, k});
  std::uint64_t held = 0;
  for (const auto& e : entries_) held += e.kernel->bytes();
  while (entries_.size() > 1 && (entries_.size() > kKept || held > kBytes))
    held -= entries_.front().kernel->bytes(), entries_.erase(entries_.begin());
  return k;
}

bool KernelCache::has(const Counts& c, Rules rules) const {
  for (auto& e : entries_)
    if (e.champion == c && e.rules == rules) return true;
  return false;
}

namespace {

// The champion's kernel walks the opponents until one beats the champion or the range ends.
void kernel_until_replaced(const ProbVector& p, Rules rules, bool prune, std::uint64_t pairs, PassState& s,
                           const FavoredDecision& d, const std::vector<std::vector<std::size_t>>& classes,
                           KernelCache& cache, const AfterBatch& after) {
  const Counts c = s.champion;
  const auto kernel = cache.get(p, c, rules);
  const double margin = std::max(1e-9, 1e4 * kernel->error_estimate()), slack = kernel->gap_slack();
  // Small blocks first (a beater may be near), growing while the champion holds: to 2^16 ranks
  // (half a millisecond of walk), or 2^22 when pruning, which skips most of a block's ranks and
  // leaves the batches' start-up (a walk's tables, the threads' meeting) to dominate. What a
  // block finds does not depend on its bounds.
  std::uint64_t block = 1024;
  const std::uint64_t largest = prune ? 1 << 22 : 1 << 16;
  for (bool replaced = false; !replaced && !s.done(); block = std::min<std::uint64_t>(block * 2, largest)) {
    const std::size_t blocks = 2 * std::max(1u, thread_count());
    const std::uint64_t batch_end = std::min(s.end, s.next + block * blocks);
    std::vector<BlockFind> found(blocks);
    const std::uint64_t from = s.next;
    parallel_for(0, blocks, [&](std::size_t b) {
      const std::uint64_t lo = std::min(batch_end, from + b * block), hi = std::min(batch_end, lo + block);
      if (lo >= hi) return;
      PassVisitor v(d, classes, c, s.champion_rank, margin, slack, prune);
      kernel->walk(lo, hi, v);
      found[b] = {std::move(v.ties), std::move(v.beater), v.pruned_ranks};
    });
    replaced = merge_batch(s, found, batch_end, pairs);
    after(s);
  }
}

// One batch of the pass pair by pair: the next `batch` normal forms, each decided against the
// champion by the one decision (in parallel), merged in order. True when the champion changed (a
// new one meets `pairs` normal forms pair by pair).
bool pairs_batch(const ProbVector& p, std::int64_t t, PassState& s, const FavoredDecision& d,
                 const std::vector<std::vector<std::size_t>>& classes, std::size_t batch, std::uint64_t pairs) {
  std::vector<Counts> ys;
  std::vector<std::uint64_t> ranks;
  Counts y = allocation_unrank(p.size(), t, s.next);
  std::uint64_t r = s.next;
  for (; r < s.end && ys.size() < batch; ++r, next_allocation(y)) {
    if ((r & 4095) == 0) check_interrupt();
    if (r != s.champion_rank && is_normal_form(classes, y)) ys.push_back(y), ranks.push_back(r);
  }
  std::vector<Sign> signs(ys.size());
  parallel_for(0, ys.size(), [&](std::size_t i) {
    check_interrupt();
    signs[i] = d.decide(s.champion, ys[i]);
  });
  std::vector<BlockFind> found(1);
  for (std::size_t i = 0; i < ys.size() && !found[0].beater; ++i) {
    const Outcome o = outcome_of(signs[i]);
    if (o == Outcome::beaten) found[0].beater.emplace(ranks[i], ys[i]);
    else if (o != Outcome::keep) found[0].ties.push_back(make_tie(s.champion, ys[i], ranks[i], signs[i].wdl, o));
  }
  if (merge_batch(s, found, r, pairs)) return true;
  s.pairs_left -= ys.size();
  return false;
}

}  // namespace

void run_pass(const ProbVector& p, std::int64_t t, const PassSettings& how, PassState& s, KernelCache& cache,
              const AfterBatch& after) {
  const Rules rules = how.rules;
  const auto start = std::chrono::steady_clock::now();
  const double before = s.seconds;
  const auto classes = equal_probability_classes(p);
  const FavoredDecision d(p, rules, how.max_exact_states);
  const AfterBatch timed = [&](const PassState& st) {
    s.seconds = before + since(start);
    after(st);
  };
  const bool kernel = !how.by_pairs && p.size() >= 2;
  // A champion the pass finds is first compared pair by pair (the one decision) with its next
  // `pairs` normal forms, in batches of 4, 8, 16, ..., and then gets its kernel; the part's first
  // champion gets its kernel at once. Weak early champions fall within a few opponents, and a
  // kernel (milliseconds to tens of milliseconds: the rule's probes) for each would cost more
  // than the pass: a kernel of two dice costs ~100 Original pair decisions and ~20 Independent
  // ones at 36 tokens. A count kept in the state, not a time nor the kernels at hand, so that
  // which opponents the kernel visits or prunes does not depend on the machine's speed, the
  // threads, the processes or a resume.
  const std::uint64_t pairs = !kernel ? UINT64_MAX : rules == Rules::original ? 60 : 12;
  if (s.champion.empty()) first_champion(p, t, classes, s, pairs);
  if (!kernel) s.pairs_left = pairs;  // every pair by the one decision
  while (!s.done()) {
    bool replaced = false;
    for (std::uint64_t batch = 4; !replaced && !s.done() && s.pairs_left > 0;
         batch = std::min<std::uint64_t>(batch * 2, 4096)) {
      replaced = pairs_batch(p, t, s, d, classes, std::size_t(std::min(batch, s.pairs_left)), pairs);
      timed(s);
    }
    if (!replaced && !s.done()) kernel_until_replaced(p, rules, how.prune, pairs, s, d, classes, cache, timed);
  }
  s.seconds = before + since(start);
}

// The pass is cut into parts by the number of allocations alone (one per 2^16 ranks, at most
// 256), so that one process and any number of processes run the same parts. (Each part replaces
// the first champion on its own: 1,024 parts cost one die at 140 tokens five times the time of
// one pass.)
std::uint64_t pass_parts(std::uint64_t total) { return std::clamp<std::uint64_t>(total >> 16, 1, 256); }

namespace {

// The allocation nearest t P: largest remainders, the lower value first among equal ones.
Counts nearest(const ProbVector& p, std::int64_t t) {
  Counts c(p.size(), 0);
  std::vector<std::pair<double, std::size_t>> rest;
  std::int64_t given = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    const double share = double(t) * p[i];
    c[i] = std::int64_t(std::floor(share)), given += c[i];
    rest.emplace_back(share - std::floor(share), i);
  }
  std::stable_sort(rest.begin(), rest.end(), [](auto& a, auto& b) { return a.first > b.first; });
  for (std::size_t k = 0; given < t; ++k, ++given) ++c[rest[k % rest.size()].second];
  for (std::size_t k = rest.size(); given > t; --given) {  // floors rounded up past t: take back
    while (c[rest[(k - 1) % rest.size()].second] == 0) --k;
    --c[rest[--k % rest.size()].second];
  }
  return c;
}

// Hill climbing over normal forms: while some neighbour (one token moved) is strictly favored over
// c by the one decision, c becomes the first such in the neighbours' order; at most 4 t steps, and
// never back to an allocation already met (the relation has cycles).
Counts climb(const ProbVector& p, Counts c, Rules rules, std::uint64_t max_exact_states) {
  const FavoredDecision d(p, rules, max_exact_states);
  std::vector<Counts> met{c};
  std::int64_t t = 0;
  for (auto v : c) t += v;
  for (std::int64_t step = 0; step < 4 * t; ++step) {
    std::vector<Counts> ys;
    for (const auto& y : Allocation(p, c).neighbors()) {
      Counts n = y.normal_form().counts();
      if (std::find(ys.begin(), ys.end(), n) == ys.end() && std::find(met.begin(), met.end(), n) == met.end())
        ys.push_back(std::move(n));
    }
    std::vector<Sign> signs(ys.size());
    parallel_for(0, ys.size(), [&](std::size_t i) {
      check_interrupt();
      signs[i] = d.decide(c, ys[i]);
    });
    std::size_t k = 0;
    while (k < ys.size() && !(signs[k].decided && signs[k].method != SignMethod::symmetry && signs[k].value < 0)) ++k;
    if (k == ys.size()) break;
    c = ys[k];
    met.push_back(c);
  }
  return c;
}

}  // namespace

Counts first_champion_of(const ProbVector& p, std::int64_t t, const Counts& start, Rules rules,
                         std::uint64_t max_exact_states) {
  Counts c = start.empty() ? nearest(p, t) : start;
  c = Allocation(p, c, "start").normal_form().counts();
  std::int64_t tokens = 0;
  for (auto v : c) tokens += v;
  if (tokens != t)
    throw InvalidArgument("start", "the start holds " + std::to_string(tokens) + " tokens, not t = " + std::to_string(t));
  return start.empty() && t > 0 ? climb(p, c, rules, max_exact_states) : c;
}

void pass_range(const ProbVector& p, std::int64_t t, Rules rules, PassState& s, std::uint64_t budget,
                std::uint64_t max_exact_states, bool prune) {
  const std::uint64_t stop = budget ? s.next + budget : 0;
  struct Budget {};
  KernelCache cache;
  try {
    run_pass(p, t, {rules, false, max_exact_states, prune}, s, cache, [&](const PassState& st) {
      if (stop && st.next >= stop && !st.done()) throw Budget{};
    });
  } catch (const Budget&) {
  }
}

PassState combine(const ProbVector& p, Rules rules, const std::vector<PassState>& parts,
                  std::uint64_t max_exact_states) {
  const FavoredDecision d(p, rules, max_exact_states);
  PassState s;
  if (parts.empty()) return s;
  s.begin = parts.front().begin, s.end = s.next = parts.back().end;
  for (const auto& part : parts) {
    if (part.begin != (&part == &parts.front() ? s.begin : (&part)[-1].end) || !part.done())
      throw InvalidArgument("parts", "the parts must be finished passes over consecutive ranges");
    s.replacements += part.replacements, s.seconds += part.seconds, s.pruned += part.pruned;
    for (const auto& tie : part.ties) s.ties.push_back(tie);
    if (part.champion.empty() || part.champion == s.champion) continue;
    if (s.champion.empty()) {
      s.champion = part.champion, s.champion_rank = part.champion_rank;
      continue;
    }
    const Sign sign = d.decide(s.champion, part.champion);
    const Outcome o = outcome_of(sign);
    if (o == Outcome::beaten) s.champion = part.champion, s.champion_rank = part.champion_rank, ++s.replacements;
    else if (o != Outcome::keep) s.ties.push_back(make_tie(s.champion, part.champion, part.champion_rank, sign.wdl, o));
  }
  return s;
}

}  // namespace alea::alloc::emperor
