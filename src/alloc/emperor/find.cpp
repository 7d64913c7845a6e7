// Finding the emperor of a game (find.hpp): the pass over this process's parts (pass.hpp), the
// gather and combine of every process's parts, the survivor's check and the settlement of ties.
#include "alloc/emperor/find.hpp"

#include <chrono>
#include <memory>

#include "alloc/emperor/pass_checkpoint.hpp"
#include "alloc/enumerate.hpp"
#include "alloc/favored.hpp"
#include "alloc/search/all.hpp"
#include "core/cluster.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"

namespace alea::alloc::emperor {

namespace {

// X's full check: the streaming check (one value: by pairs, X being the only allocation).
Result full_check(const Allocation& x, Rules rules, const FindOptions& opts, const std::string& checkpoint,
                  bool progress) {
  if (allocation_count(x.size(), x.tokens()) == 1) {  // no opponent: X is the emperor
    Result r;
    r.total = 1, r.complete = r.emperor = true;
    return r;
  }
  if (x.size() < 2) return check_by_pairs(x, rules, opts.threads, opts.max_exact_states);
  Options o;
  o.rules = rules, o.checkpoint = checkpoint, o.threads = opts.threads, o.progress = progress, o.rivals = 0;
  o.max_exact_states = opts.max_exact_states, o.checkpoint_seconds = opts.checkpoint_seconds, o.prune = opts.prune;
  return is_emperor(x, o);
}

// The parts of the pass, fixed by the game alone (pass_parts), each from the same first champion.
std::vector<PassState> all_parts(std::uint64_t total, const Counts& first) {
  const std::uint64_t k_parts = pass_parts(total);
  std::vector<PassState> all(k_parts);
  for (std::uint64_t k = 0; k < k_parts; ++k) {
    PassState& s = all[k];
    s.begin = s.next = total / k_parts * k + std::min(k, total % k_parts);
    s.end = s.begin + total / k_parts + (k < total % k_parts ? 1 : 0);
    s.champion = first, s.champion_rank = allocation_rank(first);
  }
  return all;
}

// Step 1, the pass: this process's parts, resumed from its checkpoint (checkpoint written every
// few seconds, on Ctrl-C and at the end), with rank 0 drawing the progress of its own parts.
// Returns the parts' states as the bytes every process gathers.
std::string pass_mine(const ProbVector& p, std::int64_t t, const FindOptions& opts, std::vector<PassState> mine) {
  const std::string checkpoint = opts.checkpoint.empty() ? "" : cluster::rank_path(opts.checkpoint);
  if (!checkpoint.empty())
    if (auto c = read_pass(checkpoint, p, t, opts.rules)) {
      if (c->size() != mine.size() ||
          (!mine.empty() && (c->front().begin != mine.front().begin || c->back().end != mine.back().end)))
        throw InvalidArgument("checkpoint", "the file '" + checkpoint + "' holds other parts of the pass: resume "
                                                "with the same number of processes");
      mine = std::move(*c);
    }
  std::uint64_t left = 0, resumed = 0;
  for (const auto& s : mine) left += s.end - s.next, resumed += s.next - s.begin;
  std::unique_ptr<Progress> bar;  // rank 0 draws it, for its own parts
  if (opts.progress && left > 0 && cluster::rank() == 0) bar = std::make_unique<Progress>("find emperor: the pass", left);
  const auto save = [&] {
    if (!checkpoint.empty()) write_pass(checkpoint, p, t, opts.rules, mine);
  };
  auto last_save = std::chrono::steady_clock::now();
  KernelCache cache;
  std::uint64_t streamed = 0;
  try {
    for (auto& s : mine) {
      std::uint64_t shown = s.next;
      run_pass(p, t, {opts.rules, opts.by_pairs, opts.max_exact_states, opts.prune}, s, cache, [&](const PassState& st) {
        if (bar) bar->advance(st.next - shown);
        streamed += st.next - shown, shown = st.next;
        const auto now = std::chrono::steady_clock::now();
        if (std::chrono::duration<double>(now - last_save).count() >= opts.checkpoint_seconds) save(), last_save = now;
        if (opts.stop_after && streamed >= opts.stop_after && !st.done()) throw Interrupted();
      });
    }
  } catch (const Interrupted&) {
    save();
    throw;
  }
  save();
  cluster::Writer w;
  w.put(resumed).put(std::uint64_t(mine.size()));
  for (const auto& s : mine) put_pass(w, s);
  return w.take();
}

// Step 2, the gather: each process runs its share of the parts (step 1) and every process reads
// all of them, in order, and combines their survivors; so the result is that of one process, bit
// for bit, whatever the number of processes (the argument of find.hpp holds part by part).
PassState gather(const ProbVector& p, std::int64_t t, const FindOptions& opts, FindResult& res) {
  std::vector<PassState> all =
      all_parts(res.total, first_champion_of(p, t, opts.start, opts.rules, opts.max_exact_states));
  const cluster::Share share = cluster::share(all.size(), cluster::rank(), cluster::size());
  const std::vector<PassState> mine(all.begin() + std::ptrdiff_t(share.begin), all.begin() + std::ptrdiff_t(share.end));
  const auto run = [&] { return pass_mine(p, t, opts, mine); };
  const auto gathered = cluster::size() == 1 ? std::vector<std::string>{run()} : cluster::gather_agreed(run);
  all.clear();
  for (const auto& bytes : gathered) {
    cluster::Reader in(bytes);
    const auto resumed = in.get<std::uint64_t>();
    if (all.empty()) res.resumed_from = resumed;  // rank 0's
    const auto count = in.get<std::uint64_t>();
    for (std::uint64_t k = 0; k < count; ++k) all.push_back(get_pass(in, p.size(), t));
  }
  return combine(p, opts.rules, all, opts.max_exact_states);
}

// Step 3, the check: the survivor's full check; when it is not an emperor, each tie is settled
// by an allocation strictly favored over its y (the survivor, its first beater, the beaters found
// so far) or by y's own full check. Sets the verdict.
void check(const ProbVector& p, const FindOptions& opts, FindResult& res) {
  const Allocation survivor(p, res.survivor);
  const Result check = full_check(survivor, opts.rules, opts, opts.checkpoint.empty() ? "" : opts.checkpoint + ".check",
                                  opts.progress);
  res.survivor_checked = check.checked;
  res.visited += check.visited, res.pruned += check.pruned;
  res.first_beater = check.beaten_by;
  res.undecided = check.undecided;
  res.verdict = check.emperor ? "emperor" : check.beaten_by ? "none" : "undecided";
  if (check.emperor) {
    res.emperor = res.survivor;
    return;
  }
  const FavoredDecision d(p, opts.rules, opts.max_exact_states);
  std::vector<Counts> killers{res.survivor};
  if (check.beaten_by) killers.push_back(check.beaten_by->y);
  for (auto& tie : res.ties) {
    if (res.emperor) break;
    for (const auto& k : killers)
      if (k != tie.y) {
        const Sign sgn = d.decide(tie.y, k);
        if (sgn.decided && sgn.value < 0) {
          tie.settled = true, tie.beaten_by = k;
          break;
        }
      }
    if (!tie.settled) {
      const Result r = full_check(Allocation(p, tie.y), opts.rules, opts, "", false);
      if (r.emperor) tie.settled = tie.emperor = true, res.emperor = tie.y;
      else if (r.beaten_by) tie.settled = true, tie.beaten_by = r.beaten_by->y, killers.push_back(r.beaten_by->y);
    }
    if (!tie.settled) res.verdict = "undecided";
  }
  if (res.emperor) res.verdict = "emperor";
}

}  // namespace

Result check_by_pairs(const Allocation& x, Rules rules, unsigned threads, std::uint64_t max_exact_states) {
  const ThreadScope scope(threads);
  const FavoredDecision d(x.prob(), rules, max_exact_states);
  Result res;
  res.total = allocation_count(x.size(), x.tokens());
  Counts y = first_allocation(x.size(), x.tokens());
  bool more = true;
  const std::size_t batch = 64 * std::max(1u, thread_count());
  while (more && !res.beaten_by) {
    std::vector<Counts> ys;
    for (; more && ys.size() < batch; more = next_allocation(y))
      if (y != x.counts()) ys.push_back(y);
    std::vector<Sign> signs(ys.size());
    parallel_for(0, ys.size(), [&](std::size_t i) {
      check_interrupt();
      signs[i] = d.decide(x.counts(), ys[i]);
    });
    for (std::size_t i = 0; i < ys.size() && !res.beaten_by; ++i) {
      ++res.checked, ++res.visited;
      Opponent o{allocation_rank(ys[i]), ys[i], signs[i].wdl, signs[i].method != SignMethod::fast};
      if (signs[i].method == SignMethod::symmetry) ++res.trivial_ties;
      else if (!signs[i].decided) res.undecided.push_back(o);
      else if (signs[i].value < 0) res.beaten_by = o;
    }
  }
  res.complete = !res.beaten_by;
  res.emperor = res.complete && res.undecided.empty();
  return res;
}

FindResult find_emperor(const ProbVector& p, std::int64_t t, const FindOptions& opts) {
  if (t < 0) throw InvalidArgument("t", "the number of tokens must be >= 0, got " + std::to_string(t));
  for (std::size_t i = 0; i < p.size(); ++i)
    if (!(p[i] > 0))
      throw InvalidArgument("P", "value " + std::to_string(i + 1) + " (label " + p.labels()[i] +
                                     ") has probability 0: drop it from P to look for an emperor");
  FindResult res;
  res.total = allocation_count(p.size(), t);
  res.normal_forms = count_allocations(p, t, true);
  const ThreadScope threads(opts.threads);
  PassState s = gather(p, t, opts, res);
  res.survivor = s.champion;
  res.replacements = s.replacements;
  res.pass_seconds = s.seconds;
  res.pass_pruned = res.pruned = s.pruned;
  res.visited = res.total - s.pruned;
  res.ties = std::move(s.ties);
  const auto check_start = std::chrono::steady_clock::now();
  check(p, opts, res);
  res.check_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - check_start).count();
  res.seconds = res.pass_seconds + res.check_seconds;  // the pass's time summed over resumed runs
  return res;
}

}  // namespace alea::alloc::emperor
