// The emperor check streamed over all opponents (emperor.hpp): blocks of the order of
// enumerate.hpp run in parallel batches; each batch is merged in order, so the first opponent
// favored over X, the rivals and the checkpoint do not depend on the thread count.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <memory>

#include "alloc/emperor/check.hpp"
#include "alloc/emperor/checkpoint.hpp"
#include "alloc/emperor/kernel.hpp"
#include "alloc/enumerate.hpp"
#include "alloc/fast/wdl.hpp"
#include "alloc/favored.hpp"
#include "core/cluster.hpp"
#include "core/errors.hpp"
#include "core/number.hpp"
#include "core/interrupt.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"

namespace alea::alloc::emperor {

namespace {

// One opponent in 2^20 is also computed by the fast method; in 2^24 under Independent rules, whose
// fast method (both roll-count laws) takes milliseconds at 36 tokens.
std::uint64_t audit_every(Rules rules) { return rules == Rules::original ? 1 << 20 : 1 << 24; }

bool closer(const Opponent& a, const Opponent& b) {
  return a.gap() < b.gap() || (a.gap() == b.gap() && a.rank < b.rank);
}

// Keeps the k closest opponents, closest first.
void keep_closest(std::vector<Opponent>& rivals, const Opponent& r, std::size_t k) {
  if (k == 0 || (rivals.size() == k && !closer(r, rivals.back()))) return;
  rivals.insert(std::upper_bound(rivals.begin(), rivals.end(), r, closer), r);
  if (rivals.size() > k) rivals.pop_back();
}

// What the run needs to decide one opponent.
struct Context {
  const Allocation& x;
  const OpponentKernel& kernel;
  FavoredDecision decision;
  std::uint64_t x_rank;
  double margin;
  const Options& opts;
};

// One block's tallies, merged in block order. The kernel gives every opponent's w - l in single
// precision; only an opponent whose w - l can be below threshold_ (a near tie, a beater, or
// closer than the k-th rival so far) is looked at with its w, d, l in double, which then decide
// exactly as if every opponent had been (the two differ by less than the kernel's gap_slack()).
class BlockVisitor : public OpponentVisitor {
 public:
  // threshold: the w - l of the k-th closest rival kept by the blocks merged so far (infinity
  // before k are kept): an opponent beyond it cannot be a rival, so its w, d, l are not needed.
  BlockVisitor(const Context& c, double threshold) : c_(c), threshold_(threshold) {}
  Result r;

  void visit(Leaves& leaves) override {
    const std::uint64_t first = leaves.first_rank();
    std::uint64_t passed = 0;  // opponents clearly favored for X and not among the closest
    r.visited += leaves.size();
    for (std::size_t i = 0; i < leaves.size(); ++i) {
      const std::uint64_t rank = first + i;
      const bool audited = (rank % every_) == every_ / 2;
      const double gap = leaves.gap(i);
      if (bound_rivals_) bound_rival(gap);
      if (!audited && gap - slack_ >= threshold_) {  // X's own gap is 0 < threshold_
        ++passed;
        continue;
      }
      if (rank == c_.x_rank) {  // X against itself: not an opponent
        --r.visited;
        continue;
      }
      Opponent o{rank, leaves.y(i), leaves.wdl(i), false};
      if (audited) audit(o, gap);
      decide(o);
    }
    r.checked += passed;
  }
  // Pruning skips opponents with w - l above the margin (no beater, no near tie), and, with
  // rivals, above the k-th closest one this block can vouch for. That threshold depends on the
  // block alone (not on the blocks merged before it, as threshold_ does), so what is pruned, and
  // every count, is the same whatever the threads and processes.
  bool pruning() const override { return c_.opts.prune; }
  double prune_above() const override {
    if (c_.opts.rivals == 0) return c_.margin;
    return closest_.size() < c_.opts.rivals ? std::numeric_limits<double>::infinity()
                                            : std::max(c_.margin, closest_.front());
  }
  void pruned(std::uint64_t, std::uint64_t count) override { r.pruned += count, r.checked += count; }

 private:
  void decide(Opponent& o) {
    ++r.checked;
    if (o.gap() <= -c_.margin && !r.beaten_by) r.beaten_by = o;  // clearly favored over X
    if (std::abs(o.gap()) < c_.margin) {
      // A near tie: the sign of w - l is settled by the one decision (favored.hpp).
      const Sign s = c_.decision.decide(c_.x.counts(), o.y);
      if (s.method == SignMethod::symmetry) {
        ++r.trivial_ties;
        return;
      }
      ++r.rechecked;
      o.wdl = s.wdl, o.rechecked = true;
      if (s.decided && s.value < 0 && !r.beaten_by) r.beaten_by = o;
      if (!s.decided) r.undecided.push_back(o);
    }
    keep_closest(r.rivals, o, c_.opts.rivals);
    if (c_.opts.rivals > 0 && r.rivals.size() == c_.opts.rivals) threshold_ = std::max(c_.margin, r.rivals.back().gap());
  }
  // The kernel's w, d, l against the adaptive fast method, and its single-precision w - l (by
  // which the walk passes over opponents) within its bound of the same.
  void audit(const Opponent& o, double gap) {
    const auto& p = c_.x.prob().values();
    const auto f = c_.opts.rules == Rules::original ? fast::wdl_original(p, c_.x.counts(), o.y)
                                                    : fast::wdl_independent(p, c_.x.counts(), o.y);
    const double d = std::max({std::abs(f.win.value - o.wdl.win), std::abs(f.draw.value - o.wdl.draw),
                               std::abs(f.loss.value - o.wdl.loss)});
    ++r.audited;
    r.audit_max_diff = std::max(r.audit_max_diff, d);
    const double dg = std::abs(f.win.value - f.loss.value - gap);
    if (d > c_.margin / 10 || dg > slack_ + c_.margin / 10)
      throw Error("the emperor kernel differs from the fast WDL method by " + show(std::max(d, dg)) + " on " +
                  format_counts(o.y) + ", above a tenth of the recheck margin: the run is not trustworthy");
  }
  // An opponent whose single-precision w - l is beyond the margin by its slack is an opponent
  // (not X, not a near tie) with w - l at most gap + slack: the k smallest such upper values
  // (a max-heap) bound the w - l of the k-th closest rival from above.
  void bound_rival(double gap) {
    if (gap - slack_ < c_.margin) return;
    const double upper = gap + slack_;
    if (closest_.size() == c_.opts.rivals) {
      if (!(upper < closest_.front())) return;
      std::pop_heap(closest_.begin(), closest_.end());
      closest_.back() = upper;
    } else {
      closest_.push_back(upper);
    }
    std::push_heap(closest_.begin(), closest_.end());
  }
  const Context& c_;
  const double slack_ = c_.kernel.gap_slack();
  const std::uint64_t every_ = audit_every(c_.opts.rules);
  double threshold_;  // below this an opponent may matter
  const bool bound_rivals_ = c_.opts.prune && c_.opts.rivals > 0;
  std::vector<double> closest_;  // the smallest upper values so far, a max-heap of at most k
};

// Where a block's visitor starts: the margin without rivals, else the k-th closest rival's w - l
// so far (never below the margin), infinity until k are kept.
double start_threshold(const Result& so_far, const Options& opts, double margin) {
  if (opts.rivals == 0) return margin;
  if (so_far.rivals.size() < opts.rivals) return std::numeric_limits<double>::infinity();
  return std::max(margin, so_far.rivals.back().gap());
}

void merge(Result& into, Result&& b, std::size_t k) {
  into.checked += b.checked, into.rechecked += b.rechecked, into.trivial_ties += b.trivial_ties;
  into.visited += b.visited, into.pruned += b.pruned;
  into.audited += b.audited, into.audit_max_diff = std::max(into.audit_max_diff, b.audit_max_diff);
  for (auto& r : b.rivals) keep_closest(into.rivals, r, k);
  if (!into.beaten_by && b.beaten_by) into.beaten_by = std::move(b.beaten_by);
  for (auto& u : b.undecided) into.undecided.push_back(std::move(u));
}

void check_matches(const Checkpoint& c, const Allocation& x, Rules rules, const std::string& path, std::uint64_t total);

// A block's tallies (or a checkpoint's state) through an exchange between ranks (core/cluster.hpp):
// every field bit for bit, so the ranks merge exactly what one process would.
void put_opponent(cluster::Writer& w, const Opponent& o) {
  w.put(o.rank).put<std::uint64_t>(o.y.size());
  for (auto v : o.y) w.put(v);
  w.put(o.wdl.win).put(o.wdl.draw).put(o.wdl.loss).put<std::uint8_t>(o.rechecked);
}
Opponent get_opponent(cluster::Reader& r) {
  Opponent o;
  o.rank = r.get<std::uint64_t>();
  o.y.resize(r.get<std::uint64_t>());
  for (auto& v : o.y) v = r.get<std::int64_t>();
  o.wdl.win = r.get<double>(), o.wdl.draw = r.get<double>(), o.wdl.loss = r.get<double>();
  o.rechecked = r.get<std::uint8_t>() != 0;
  return o;
}
void put_opponents(cluster::Writer& w, const std::vector<Opponent>& os) {
  w.put<std::uint64_t>(os.size());
  for (auto& o : os) put_opponent(w, o);
}
std::vector<Opponent> get_opponents(cluster::Reader& r) {
  std::vector<Opponent> os(r.get<std::uint64_t>());
  for (auto& o : os) o = get_opponent(r);
  return os;
}
void put_result(cluster::Writer& w, const Result& x) {
  w.put(x.total).put(x.checked).put(x.rechecked).put(x.trivial_ties).put(x.audited).put(x.audit_max_diff).put(x.seconds);
  w.put(x.visited).put(x.pruned);
  put_opponents(w, x.rivals);
  put_opponents(w, x.undecided);
  w.put<std::uint8_t>(x.beaten_by.has_value());
  if (x.beaten_by) put_opponent(w, *x.beaten_by);
}
Result get_result(cluster::Reader& r) {
  Result x;
  x.total = r.get<std::uint64_t>(), x.checked = r.get<std::uint64_t>(), x.rechecked = r.get<std::uint64_t>();
  x.trivial_ties = r.get<std::uint64_t>(), x.audited = r.get<std::uint64_t>();
  x.audit_max_diff = r.get<double>(), x.seconds = r.get<double>();
  x.visited = r.get<std::uint64_t>(), x.pruned = r.get<std::uint64_t>();
  x.rivals = get_opponents(r);
  x.undecided = get_opponents(r);
  if (r.get<std::uint8_t>()) x.beaten_by = get_opponent(r);
  return x;
}

// The checkpoint to resume from. Every rank reads its own file (cluster::rank_path) and all take
// the most advanced one any rank holds (the lowest rank's among equals), so a run resumes after a
// node failed, with its file or without it, and with as many ranks as before or not.
struct Resume {
  std::uint64_t rank = 0;
  std::optional<Result> state;
};
Resume read_resume(const Allocation& x, Rules rules, const std::string& path, std::uint64_t total) {
  auto held = cluster::map_parts<Resume>(
      std::uint64_t(cluster::size()),
      [&](std::uint64_t) {
        Resume r;
        const std::string mine = cluster::rank_path(path);
        if (auto c = read_checkpoint(mine)) {
          check_matches(*c, x, rules, mine, total);
          r.rank = c->rank, r.state = std::move(c->state);
        }
        return r;
      },
      [](cluster::Writer& w, const Resume& r) {
        w.put(r.rank).put<std::uint8_t>(r.state.has_value());
        if (r.state) put_result(w, *r.state);
      },
      [](cluster::Reader& in) {
        Resume r;
        r.rank = in.get<std::uint64_t>();
        if (in.get<std::uint8_t>()) r.state = get_result(in);
        return r;
      });
  Resume best;
  for (auto& h : held)
    if (h.state && (!best.state || h.rank > best.rank)) best = std::move(h);
  return best;
}

void check_matches(const Checkpoint& c, const Allocation& x, Rules rules, const std::string& path, std::uint64_t total) {
  if (c.p != x.prob().values() || c.x != x.counts() || c.rules != rules_name(rules) || c.state.total != total)
    throw InvalidArgument("checkpoint", "the file '" + path + "' belongs to another check (X " + format_counts(c.x) +
                          ", rules " + c.rules + "); delete it or choose another path");
}

}  // namespace

ThreadScope::ThreadScope(unsigned n) : saved_(thread_count()), set_(n != 0) {
  if (set_) set_thread_count(n);
}
ThreadScope::~ThreadScope() {
  if (set_) set_thread_count(saved_);
}

Result is_emperor(const Allocation& x, const Options& opts) {
  if (opts.block == 0) throw InvalidArgument("block", "the block size must be positive");
  for (std::size_t i = 0; i < x.size(); ++i)  // the kernel walks every allocation over all of P's values
    if (!(x.prob()[i] > 0))
      throw InvalidArgument("X", "value " + std::to_string(i + 1) + " (label " + x.prob().labels()[i] +
                                     ") has probability 0: drop it from P for an emperor check");
  const auto start = std::chrono::steady_clock::now();
  Result res;
  res.total = allocation_count(x.size(), x.tokens());
  std::uint64_t rank = 0;
  double seconds_before = 0;
  if (!opts.checkpoint.empty())
    if (auto c = read_resume(x, opts.rules, opts.checkpoint, res.total); c.state) {
      res = std::move(*c.state);
      rank = res.resumed_from = c.rank;
      seconds_before = res.seconds;
    }
  const auto kernel_owner = make_kernel(x.prob().values(), x.counts(), opts.rules);
  const OpponentKernel& kernel = *kernel_owner;
  res.nodes = kernel.nodes();
  res.kernel_error = kernel.error_estimate();
  // Decisions closer to a tie than this go through the rigorous path: far above the kernel's
  // estimated and measured errors (~1e-15, docs/alloc_emperor.md).
  res.recheck_margin = std::max(1e-9, 1e4 * res.kernel_error);
  const Context ctx{x, kernel, FavoredDecision(x.prob(), opts.rules, opts.max_exact_states), allocation_rank(x.counts()),
                    res.recheck_margin, opts};

  auto elapsed = [&] { return seconds_before + std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  auto save = [&] {
    if (opts.checkpoint.empty()) return;
    res.seconds = elapsed();
    write_checkpoint(cluster::rank_path(opts.checkpoint), {x.prob().values(), x.counts(), rules_name(opts.rules), rank, res});
  };
  const ThreadScope threads(opts.threads);
  std::unique_ptr<Progress> bar;
  if (opts.progress) bar = std::make_unique<Progress>("emperor check", res.total - rank);
  const std::uint64_t stop_at = opts.stop_after ? std::min(res.total, rank + opts.stop_after) : res.total;
  auto last_save = std::chrono::steady_clock::now();
  // A batch is a few blocks per thread on every rank (more under mpirun, where each batch costs an
  // exchange, and when pruning, which makes a block cheap and the batch's start-up dominant);
  // core/cluster.hpp shares it out and folds the blocks' tallies in order. Without full, the fold
  // stops after the block holding the first opponent favored over X, so every count ends there
  // whatever the batch, threads and ranks.
  const std::uint64_t per_thread = cluster::size() > 1 || opts.prune ? 64 : 4;
  const std::uint64_t batch = opts.block * per_thread * std::max(1u, thread_count()) * std::uint64_t(cluster::size());
  struct Span {
    Result r;
    std::uint64_t end = 0;  // every opponent before it is counted in r
  };
  while (rank < stop_at && !(res.beaten_by && !opts.full)) {
    const std::uint64_t batch_end = std::min(stop_at, rank + batch);
    const std::size_t blocks = std::size_t((batch_end - rank + opts.block - 1) / opts.block);
    Span span;
    try {
      span = cluster::fold_parts<Span>(
          blocks,
          [&, threshold = start_threshold(res, opts, ctx.margin)](std::uint64_t b) {
            BlockVisitor v(ctx, threshold);
            const std::uint64_t lo = rank + b * opts.block, hi = std::min(batch_end, lo + opts.block);
            kernel.walk(lo, hi, v);
            if (bar) bar->advance((hi - lo) * std::uint64_t(cluster::size()));  // rank 0 draws for all
            return Span{std::move(v.r), hi};
          },
          [&](Span& acc, Span&& b) {
            merge(acc.r, std::move(b.r), opts.rivals);
            acc.end = std::max(acc.end, b.end);
            return opts.full || !acc.r.beaten_by;
          },
          [](cluster::Writer& w, const Span& x) {
            w.put(x.end);
            put_result(w, x.r);
          },
          [](cluster::Reader& in) {
            const auto end = in.get<std::uint64_t>();
            return Span{get_result(in), end};
          });
    } catch (const Interrupted&) {
      save();  // the blocks of this batch are redone on resume
      throw;
    }
    merge(res, std::move(span.r), opts.rivals);
    rank = std::max(rank, span.end);
    if (std::chrono::duration<double>(std::chrono::steady_clock::now() - last_save).count() >= opts.checkpoint_seconds) {
      save();
      last_save = std::chrono::steady_clock::now();
    }
  }
  res.complete = rank >= res.total;
  res.emperor = res.complete && !res.beaten_by && res.undecided.empty();
  if (rank < res.total && !res.beaten_by) {  // the test hook: stop as Ctrl-C would
    save();
    throw Interrupted();
  }
  save();
  res.seconds = elapsed();
  return res;
}

}  // namespace alea::alloc::emperor
