// Finding the emperor of a game (find.hpp): the champion pass over the normal forms, its
// checkpoint, the survivor's check and the settlement of ties.
#include "alloc/emperor/find.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <functional>
#include <fstream>
#include <memory>
#include <sstream>

#include "alloc/emperor/checkpoint.hpp"
#include "alloc/emperor/kernel.hpp"
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
              std::uint64_t c_rank, double margin, double slack)
      : d_(d), classes_(classes), c_(c), c_rank_(c_rank), margin_(margin), slack_(slack) {}
  std::vector<Tie> ties;
  std::optional<std::pair<std::uint64_t, Counts>> beater;

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
};

// Merges one batch's blocks in order into s: ties up to the first beater, which becomes the
// champion. True when the champion changed.
bool merge_batch(PassState& s, std::vector<std::vector<Tie>>& ties,
                 std::vector<std::optional<std::pair<std::uint64_t, Counts>>>& beaters, std::uint64_t batch_end) {
  for (std::size_t b = 0; b < ties.size(); ++b) {
    for (auto& t : ties[b]) s.ties.push_back(std::move(t));
    if (beaters[b]) {
      s.champion = std::move(beaters[b]->second), s.champion_rank = beaters[b]->first;
      s.next = s.champion_rank + 1, ++s.replacements;
      return true;
    }
  }
  s.next = batch_end;
  return false;
}

// The first normal form of rank >= s.next in the range becomes the champion.
void first_champion(const ProbVector& p, std::int64_t t, const std::vector<std::vector<std::size_t>>& classes,
                    PassState& s) {
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

using AfterBatch = std::function<void(const PassState&)>;

double since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// The kernels of the last champions: the parts of a pass that start from the same champion (or
// meet the same one) share its kernel instead of building it again.
class KernelCache {
 public:
  std::shared_ptr<const OpponentKernel> get(const ProbVector& p, const Counts& c, Rules rules) {
    for (auto& e : entries_)
      if (e.champion == c && e.rules == rules) return e.kernel;
    const auto t0 = std::chrono::steady_clock::now();
    std::shared_ptr<const OpponentKernel> k = make_kernel(p.values(), c, rules);
    last_build_ = since(t0);
    entries_.push_back({c, rules, k});
    std::uint64_t held = 0;
    for (const auto& e : entries_) held += e.kernel->bytes();
    while (entries_.size() > 1 && (entries_.size() > kKept || held > kBytes))
      held -= entries_.front().kernel->bytes(), entries_.erase(entries_.begin());
    return k;
  }
  bool has(const Counts& c, Rules rules) const {
    for (auto& e : entries_)
      if (e.champion == c && e.rules == rules) return true;
    return false;
  }
  // How long the last kernel took to build (a guess of 5 ms before the first).
  double last_build() const { return last_build_; }

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
  double last_build_ = 0.005;
};

// The champion's kernel walks the opponents until one beats the champion or the range ends.
void kernel_until_replaced(const ProbVector& p, Rules rules, PassState& s, const FavoredDecision& d,
                           const std::vector<std::vector<std::size_t>>& classes, KernelCache& cache,
                           const AfterBatch& after) {
  const Counts c = s.champion;
  const auto kernel = cache.get(p, c, rules);
  const double margin = std::max(1e-9, 1e4 * kernel->error_estimate()), slack = kernel->gap_slack();
  // Small blocks first (a beater may be near), growing while the champion holds.
  std::uint64_t block = 1024;
  for (bool replaced = false; !replaced && !s.done(); block = std::min<std::uint64_t>(block * 2, 1 << 16)) {
    const std::size_t blocks = 2 * std::max(1u, thread_count());
    const std::uint64_t batch_end = std::min(s.end, s.next + block * blocks);
    std::vector<std::vector<Tie>> ties(blocks);
    std::vector<std::optional<std::pair<std::uint64_t, Counts>>> beaters(blocks);
    const std::uint64_t from = s.next;
    parallel_for(0, blocks, [&](std::size_t b) {
      const std::uint64_t lo = std::min(batch_end, from + b * block), hi = std::min(batch_end, lo + block);
      if (lo >= hi) return;
      PassVisitor v(d, classes, c, s.champion_rank, margin, slack);
      kernel->walk(lo, hi, v);
      ties[b] = std::move(v.ties), beaters[b] = std::move(v.beater);
    });
    replaced = merge_batch(s, ties, beaters, batch_end);
    after(s);
  }
}

// One batch of the pass pair by pair: the next `batch` normal forms, each decided against the
// champion by the one decision (in parallel), merged in order. True when the champion changed.
bool pairs_batch(const ProbVector& p, std::int64_t t, PassState& s, const FavoredDecision& d,
                 const std::vector<std::vector<std::size_t>>& classes, std::size_t batch) {
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
  std::vector<std::vector<Tie>> ties(1);
  std::vector<std::optional<std::pair<std::uint64_t, Counts>>> beaters(1);
  for (std::size_t i = 0; i < ys.size() && !beaters[0]; ++i) {
    const Outcome o = outcome_of(signs[i]);
    if (o == Outcome::beaten) beaters[0].emplace(ranks[i], ys[i]);
    else if (o != Outcome::keep) ties[0].push_back(make_tie(s.champion, ys[i], ranks[i], signs[i].wdl, o));
  }
  return merge_batch(s, ties, beaters, r);
}

void run_pass(const ProbVector& p, std::int64_t t, Rules rules, PassState& s, bool by_pairs,
              std::uint64_t max_exact_states, KernelCache& cache, const AfterBatch& after) {
  const auto start = std::chrono::steady_clock::now();
  const double before = s.seconds;
  const auto classes = equal_probability_classes(p);
  const FavoredDecision d(p, rules, max_exact_states);
  const AfterBatch timed = [&](const PassState& st) {
    s.seconds = before + since(start);
    after(st);
  };
  if (s.champion.empty()) first_champion(p, t, classes, s);
  const std::size_t first_batch = 2 * std::max(1u, thread_count());
  const bool kernel = !by_pairs && p.size() >= 2;
  // A new champion is first compared pair by pair (the one decision), and gets its kernel once
  // that has taken as long as the last kernel took to build (unless its kernel is at hand): the
  // early champions fall within a few opponents, and a kernel (tens of ms) for each would cost
  // more than the pass. (Ski rental: at most twice the better of the two.)
  while (!s.done()) {
    const auto t0 = std::chrono::steady_clock::now();
    const double kernel_cost = cache.has(s.champion, rules) ? 0 : cache.last_build();
    bool replaced = false;
    for (std::size_t batch = first_batch; !replaced && !s.done() && (!kernel || since(t0) < kernel_cost);
         batch = std::min<std::size_t>(batch * 2, 4096)) {
      replaced = pairs_batch(p, t, s, d, classes, batch);
      timed(s);
    }
    if (!replaced && !s.done()) kernel_until_replaced(p, rules, s, d, classes, cache, timed);
  }
  s.seconds = before + since(start);
}

// The checkpoint of the pass (format in docs/alloc_emperor.md, "Finding the emperor"): the states
// of the parts a process runs, each opening with its line 'part <begin> <end> <next>'.
constexpr const char* kFindMagic = "alea find_emperor checkpoint 2";

void write_pass(const std::string& path, const ProbVector& p, std::int64_t t, Rules rules,
                const std::vector<PassState>& parts) {
  std::ostringstream o;
  o << kFindMagic << "\nrules " << rules_name(rules) << "\np";
  for (double v : p.values()) o << ' ' << hex_double(v);
  o << "\nt " << t << '\n';
  for (const auto& s : parts) {
    o << "part " << s.begin << ' ' << s.end << ' ' << s.next << '\n';
    if (!s.champion.empty()) o << "champion " << s.champion_rank << '\n';
    o << "replacements " << s.replacements << "\nseconds " << hex_double(s.seconds) << '\n';
    for (const auto& tie : s.ties)
      o << "tie " << allocation_rank(tie.champion) << ' ' << tie.rank << ' ' << hex_double(tie.wdl.win) << ' '
        << hex_double(tie.wdl.draw) << ' ' << hex_double(tie.wdl.loss) << ' ' << (tie.undecided ? 1 : 0) << '\n';
  }
  o << "end\n";
  write_atomically(path, o.str());
}

// nullopt when there is no file; InvalidArgument (role "checkpoint") for another run's file.
std::optional<std::vector<PassState>> read_pass(const std::string& path, const ProbVector& p, std::int64_t t,
                                                Rules rules) {
  std::ifstream in(path);
  if (!in) return std::nullopt;
  std::vector<PassState> parts;
  std::string rules_seen;
  std::vector<double> ps;
  std::int64_t t_seen = -1;
  const std::size_t n = p.size();
  const std::uint64_t total = allocation_count(n, std::max<std::int64_t>(t, 0));
  auto another_run = [&] {
    throw InvalidArgument("checkpoint", "the file '" + path + "' belongs to another run (rules " + rules_seen + ", t " +
                                            std::to_string(t_seen) + ", or another P); delete it or choose another path");
  };
  const int lines = read_entries(in, path, kFindMagic, [&](const std::string& key, const std::vector<std::string>& f, int line) {
    auto need = [&](std::size_t k) {
      if (f.size() != k) bad(path, line, "'" + key + "' needs " + std::to_string(k) + " values");
    };
    auto part = [&]() -> PassState& {
      if (parts.empty()) bad(path, line, "'" + key + "' before the first 'part'");
      return parts.back();
    };
    auto counts = [&](const std::string& v) {
      const std::uint64_t r = parse_count(v, path, line);
      if (r >= total) bad(path, line, "rank beyond the allocations");
      return allocation_unrank(n, t, r);
    };
    if (key == "rules") need(1), rules_seen = f[0];
    else if (key == "p") for (auto& v : f) ps.push_back(parse_double(v, path, line));
    else if (key == "t") need(1), t_seen = std::int64_t(parse_count(f[0], path, line));
    else if (key == "part") {
      need(3);
      if (ps != p.values() || t_seen != t || rules_seen != rules_name(rules)) another_run();
      PassState s;
      s.begin = parse_count(f[0], path, line), s.end = parse_count(f[1], path, line), s.next = parse_count(f[2], path, line);
      if (s.end > total || s.begin > s.next || s.next > s.end) bad(path, line, "an inconsistent range");
      parts.push_back(std::move(s));
    } else if (key == "replacements") need(1), part().replacements = parse_count(f[0], path, line);
    else if (key == "seconds") need(1), part().seconds = parse_double(f[0], path, line);
    else if (key == "champion") need(1), part().champion_rank = parse_count(f[0], path, line), part().champion = counts(f[0]);
    else if (key == "tie") {
      need(6);
      Tie tie;
      tie.champion = counts(f[0]), tie.rank = parse_count(f[1], path, line), tie.y = counts(f[1]);
      tie.wdl = {parse_double(f[2], path, line), parse_double(f[3], path, line), parse_double(f[4], path, line)};
      tie.undecided = f[5] == "1";
      part().ties.push_back(std::move(tie));
    } else bad(path, line, "unknown entry '" + key + "'");
  });
  if (ps != p.values() || t_seen != t || rules_seen != rules_name(rules)) another_run();
  for (const auto& s : parts)
    if (s.champion.empty() && s.next > s.begin) bad(path, lines, "a part has run without a champion");
  return parts;
}

// A pass's state through the exchange between processes (cluster.hpp), allocations as ranks.
void put_pass(cluster::Writer& w, const PassState& s) {
  w.put(s.begin).put(s.end).put(s.next).put(std::uint8_t(s.champion.empty() ? 0 : 1)).put(s.champion_rank);
  w.put(s.replacements).put(s.seconds).put(std::uint64_t(s.ties.size()));
  for (const auto& tie : s.ties)
    w.put(allocation_rank(tie.champion)).put(tie.rank).put(tie.wdl.win).put(tie.wdl.draw).put(tie.wdl.loss)
        .put(std::uint8_t(tie.undecided ? 1 : 0));
}

PassState get_pass(cluster::Reader& in, std::size_t n, std::int64_t t) {
  PassState s;
  s.begin = in.get<std::uint64_t>(), s.end = in.get<std::uint64_t>(), s.next = in.get<std::uint64_t>();
  const bool has_champion = in.get<std::uint8_t>() != 0;
  s.champion_rank = in.get<std::uint64_t>();
  if (has_champion) s.champion = allocation_unrank(n, t, s.champion_rank);
  s.replacements = in.get<std::uint64_t>(), s.seconds = in.get<double>();
  const auto ties = in.get<std::uint64_t>();
  for (std::uint64_t k = 0; k < ties; ++k) {
    Tie tie;
    tie.champion = allocation_unrank(n, t, in.get<std::uint64_t>());
    tie.rank = in.get<std::uint64_t>(), tie.y = allocation_unrank(n, t, tie.rank);
    tie.wdl.win = in.get<double>(), tie.wdl.draw = in.get<double>(), tie.wdl.loss = in.get<double>();
    tie.undecided = in.get<std::uint8_t>() != 0;
    s.ties.push_back(std::move(tie));
  }
  return s;
}

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
  o.max_exact_states = opts.max_exact_states, o.checkpoint_seconds = opts.checkpoint_seconds;
  return is_emperor(x, o);
}

// The pass is cut into parts by the number of allocations alone (one per 2^16 ranks, at most
// 256), so that one process and any number of processes run the same parts. (Each part replaces
// the first champion on its own: 1,024 parts cost one die at 140 tokens five times the time of
// one pass.)
std::uint64_t pass_parts(std::uint64_t total) { return std::clamp<std::uint64_t>(total >> 16, 1, 256); }

// The first champion of every part: start's normal form, or by default the normal form of the
// allocation nearest t P (largest remainders, the lower value first among equal ones), a strong
// one in every game seen so far, so that the parts seldom replace it.
Counts first_champion_of(const ProbVector& p, std::int64_t t, const Counts& start) {
  Counts c = start;
  if (c.empty()) {
    c.assign(p.size(), 0);
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
  }
  c = Allocation(p, c, "start").normal_form().counts();
  std::int64_t tokens = 0;
  for (auto v : c) tokens += v;
  if (tokens != t)
    throw InvalidArgument("start", "the start holds " + std::to_string(tokens) + " tokens, not t = " + std::to_string(t));
  return c;
}

}  // namespace

void pass_range(const ProbVector& p, std::int64_t t, Rules rules, PassState& s, std::uint64_t budget,
                std::uint64_t max_exact_states) {
  const std::uint64_t stop = budget ? s.next + budget : 0;
  struct Budget {};
  KernelCache cache;
  try {
    run_pass(p, t, rules, s, false, max_exact_states, cache, [&](const PassState& st) {
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
    s.replacements += part.replacements, s.seconds += part.seconds;
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
      ++res.checked;
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

  // The pass runs over parts of the ranks fixed by the game alone (pass_parts), each from the
  // same first champion, and `combine` then runs it over their survivors in order. Under mpirun
  // each process runs a share of the parts, with its own checkpoint, and every process combines
  // all of them: so the result is that of one process, bit for bit, whatever the number of
  // processes (the argument of find.hpp holds part by part).
  const Counts first = first_champion_of(p, t, opts.start);
  const std::uint64_t k_parts = pass_parts(res.total);
  std::vector<PassState> all(k_parts);
  for (std::uint64_t k = 0; k < k_parts; ++k) {
    PassState& s = all[k];
    s.begin = s.next = res.total / k_parts * k + std::min(k, res.total % k_parts);
    s.end = s.begin + res.total / k_parts + (k < res.total % k_parts ? 1 : 0);
    s.champion = first, s.champion_rank = allocation_rank(first);
  }
  const cluster::Share share = cluster::share(k_parts, cluster::rank(), cluster::size());
  const std::string checkpoint = opts.checkpoint.empty() ? "" : cluster::rank_path(opts.checkpoint);
  std::vector<PassState> mine(all.begin() + std::ptrdiff_t(share.begin), all.begin() + std::ptrdiff_t(share.end));
  const auto run_mine = [&] {
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
        run_pass(p, t, opts.rules, s, opts.by_pairs, opts.max_exact_states, cache, [&](const PassState& st) {
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
  };
  const auto gathered = cluster::size() == 1 ? std::vector<std::string>{run_mine()} : cluster::gather_agreed(run_mine);
  all.clear();
  for (const auto& bytes : gathered) {
    cluster::Reader in(bytes);
    const auto resumed = in.get<std::uint64_t>();
    if (all.empty()) res.resumed_from = resumed;  // rank 0's
    const auto count = in.get<std::uint64_t>();
    for (std::uint64_t k = 0; k < count; ++k) all.push_back(get_pass(in, p.size(), t));
  }
  PassState s = combine(p, opts.rules, all, opts.max_exact_states);
  res.survivor = s.champion;
  res.replacements = s.replacements;
  res.pass_seconds = s.seconds;
  res.ties = std::move(s.ties);

  // The survivor's full check.
  const auto check_start = std::chrono::steady_clock::now();
  const Allocation survivor(p, res.survivor);
  const Result check = full_check(survivor, opts.rules, opts, opts.checkpoint.empty() ? "" : opts.checkpoint + ".check",
                                  opts.progress);
  res.survivor_checked = check.checked;
  res.first_beater = check.beaten_by;
  res.undecided = check.undecided;
  std::string verdict = check.emperor ? "emperor" : check.beaten_by ? "none" : "undecided";
  if (check.emperor) res.emperor = res.survivor;

  // The ties, when the survivor is not an emperor: is any tied allocation one?
  if (!check.emperor) {
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
      if (!tie.settled) verdict = "undecided";
    }
    if (res.emperor) verdict = "emperor";
  }
  res.verdict = verdict;
  res.check_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - check_start).count();
  res.seconds = res.pass_seconds + res.check_seconds;  // the pass's time summed over resumed runs
  return res;
}

}  // namespace alea::alloc::emperor
