// Building a tournament: each unordered pair once (wdl(Y, X) is wdl(X, Y) reversed), rows
// folded (i with n-1-i) so parallel parts carry equal work; near ties decided as favored.hpp
// decides them. One process runs the folds over its threads; under mpirun each rank computes
// its share and every rank stores every row from the exchange, bit for bit what one process
// computes.
#include <algorithm>
#include <memory>
#include <mutex>

#include "alloc/exact/independent.hpp"
#include "alloc/exact/original.hpp"
#include "alloc/fast/wdl.hpp"
#include "alloc/favored.hpp"
#include "alloc/tournament/pairs.hpp"
#include "alloc/tournament/tournament.hpp"
#include "core/cluster.hpp"
#include "core/interrupt.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"

namespace alea::alloc {
namespace {

using tournament_detail::PairValue;

constexpr double kFallbackBound = 1e-9;  // beyond this the shared grid yields to the adaptive method

template <class S>
Wdl<S> exact_pair(const std::vector<S>& p, const Counts& x, const Counts& y, Rules r) {
  return r == Rules::original ? exact::wdl_original(p, x, y) : exact::wdl_independent(p, x, y);
}

std::int8_t sign_of(const Rational& a, const Rational& b) { return a > b ? 1 : a < b ? -1 : 0; }

}  // namespace

// What the folded rows of one part did, summed over parts (integers and a maximum: the same in
// any order).
struct Tournament::Tally {
  std::uint64_t ties = 0, certified = 0, rechecks = 0, fallbacks = 0;
  double worst = 0;
  void add(const Tally& o) {
    ties += o.ties, certified += o.certified, rechecks += o.rechecks, fallbacks += o.fallbacks;
    worst = std::max(worst, o.worst);
  }
};

// The pair engines of one build and the rows they fill.
class Tournament::Builder {
 public:
  explicit Builder(Tournament& t)
      : t_(t), n_(t.xs_.size()), exact_(t.is_exact()), original_(t.opts_.rules == Rules::original),
        decision_(t.p_, t.opts_.rules),
        grid_(!exact_ && original_ ? std::make_unique<tournament_detail::OriginalGrid>(t.p_.values(), t.xs_) : nullptr),
        tables_(!exact_ && !original_ ? std::make_unique<tournament_detail::IndependentTables>(t.p_, t.xs_) : nullptr),
        progress_("tournament", n_ * (n_ - 1) / 2) {
    const std::size_t pairs = n_ * (n_ - 1) / 2;
    t.win_.assign(pairs, 0), t.loss_.assign(pairs, 0), t.sign_.assign(pairs, 0);
    if (exact_) t.exact_.assign(pairs, Wdl<Rational>{Rational(0), Rational(0), Rational(0)});
    t.stats_.pairs = pairs;
  }

  // Independent rules: each side rolls its own dice, so X against X is no sure draw. n pairs
  // only: every rank computes them all.
  void self_pairs() {
    t_.self_.resize(n_);
    if (exact_) t_.exact_self_.resize(n_, Wdl<Rational>{Rational(0), Rational(1), Rational(0)});
    parallel_for(0, n_, [&](std::size_t i) {
      if (exact_) {
        const auto& e = t_.exact_self_[i] = exact::wdl_independent(t_.p_.exact(), t_.xs_[i], t_.xs_[i]);
        t_.self_[i] = {to_double(e.win), to_double(e.draw), to_double(e.loss)};
      } else {
        double d = 0;
        PairValue v = tables_->pair(i, i, d);
        t_.self_[i] = {v.win, d, v.loss};
      }
    });
  }

  // Every fold on this process's threads.
  Tally local() {
    Tally total;
    std::mutex total_mutex;
    parallel_for_chunks(0, (n_ + 1) / 2, [&](std::size_t b, std::size_t e) {
      std::vector<double> scratch;
      Tally t;
      for (std::size_t r = b; r < e; ++r) fold(r, scratch, t);
      std::lock_guard<std::mutex> lock(total_mutex);
      total.add(t);
    });
    return total;
  }

  // Under mpirun: this rank's share of the folds, then every rank's rows from the exchange.
  Tally cluster() {
    auto parts = cluster::exchange_parts((n_ + 1) / 2, [&](std::uint64_t r) {
      std::vector<double> scratch;
      Tally t;
      fold(std::size_t(r), scratch, t);
      return pack(std::size_t(r), t);
    });
    Tally total;
    for (std::size_t r = 0; r < parts.size(); ++r) total.add(unpack(r, parts[r]));
    return total;
  }

 private:
  // Rows r and n-1-r together, so the parts carry equal work.
  std::vector<std::size_t> rows_of(std::size_t r) const {
    std::vector<std::size_t> rows{r};
    if (n_ - 1 - r != r) rows.push_back(n_ - 1 - r);
    return rows;
  }

  void fold(std::size_t r, std::vector<double>& scratch, Tally& t) {
    for (std::size_t i : rows_of(r)) row(i, scratch, t);
  }

  void row(std::size_t i, std::vector<double>& scratch, Tally& t) {
    for (std::size_t j = i + 1; j < n_; ++j) {
      if (((j - i) & 255) == 0) check_interrupt();
      const std::size_t k = t_.pair_index(i, j);
      if (!exact_) {
        decide(k, i, j, scratch, t);
        continue;
      }
      if (decision_.symmetric(t_.xs_[i], t_.xs_[j])) ++t.ties;
      exact_pair_at(k, i, j);
    }
    progress_.advance((n_ - 1 - i) * std::uint64_t(cluster::size()));  // rank 0 draws for all
  }

  void exact_pair_at(std::size_t k, std::size_t i, std::size_t j) {
    auto e = exact_pair(t_.p_.exact(), t_.xs_[i], t_.xs_[j], t_.opts_.rules);
    t_.sign_[k] = sign_of(e.win, e.loss);
    t_.win_[k] = to_double(e.win), t_.loss_[k] = to_double(e.loss);
    t_.exact_[k] = std::move(e);
  }

  // The shared grid's (or tables') w and l, the adaptive method past kFallbackBound.
  PairValue fast_pair(std::size_t i, std::size_t j, std::vector<double>& scratch, Tally& t) {
    if (!original_) {
      double d = 0;
      return tables_->pair(i, j, d);
    }
    PairValue v = grid_->pair(t_.xs_[i], t_.xs_[j], scratch);
    if (v.bound <= kFallbackBound) return v;
    ++t.fallbacks;
    auto f = fast::wdl_original(t_.p_.values(), t_.xs_[i], t_.xs_[j]);
    return PairValue{f.win.value, f.loss.value, std::max(f.win.bound, f.loss.bound)};
  }

  // w and l, each within v.bound, then the one sign decision (favored.hpp).
  void decide(std::size_t k, std::size_t i, std::size_t j, std::vector<double>& scratch, Tally& t) {
    PairValue v = fast_pair(i, j, scratch, t);
    t.worst = std::max(t.worst, v.bound);
    const Sign s = decision_.decide(t_.xs_[i], t_.xs_[j], GapEstimate{v.win, 0, v.loss, 2 * v.bound});
    t_.win_[k] = s.wdl.win, t_.loss_[k] = s.wdl.loss;
    t_.sign_[k] = static_cast<std::int8_t>(s.decided ? s.value : 0);  // open (float P): favored both ways
    if (s.method == SignMethod::symmetry) ++t.ties;
    if (s.method == SignMethod::certified) ++t.certified;
    if (s.method == SignMethod::exact) ++t.rechecks;
  }

  // A fold's tally and rows as bytes for the exchange, and back.
  std::string pack(std::size_t r, const Tally& t) const {
    cluster::Writer w;
    w.put(t.ties).put(t.certified).put(t.rechecks).put(t.fallbacks).put(t.worst);
    for (std::size_t i : rows_of(r))
      for (std::size_t j = i + 1; j < n_; ++j) {
        const std::size_t k = t_.pair_index(i, j);
        w.put(t_.win_[k]).put(t_.loss_[k]).put(t_.sign_[k]);
        if (exact_) w.put(to_string(t_.exact_[k].win)).put(to_string(t_.exact_[k].draw)).put(to_string(t_.exact_[k].loss));
      }
    return w.take();
  }

  Tally unpack(std::size_t r, const std::string& bytes) {
    cluster::Reader in(bytes);
    Tally t;
    t.ties = in.get<std::uint64_t>(), t.certified = in.get<std::uint64_t>(), t.rechecks = in.get<std::uint64_t>();
    t.fallbacks = in.get<std::uint64_t>(), t.worst = in.get<double>();
    for (std::size_t i : rows_of(r))
      for (std::size_t j = i + 1; j < n_; ++j) {
        const std::size_t k = t_.pair_index(i, j);
        t_.win_[k] = in.get<double>(), t_.loss_[k] = in.get<double>(), t_.sign_[k] = in.get<std::int8_t>();
        if (exact_) {
          auto w = parse_rational(in.get_string());
          auto d = parse_rational(in.get_string());
          t_.exact_[k] = Wdl<Rational>{std::move(w), std::move(d), parse_rational(in.get_string())};
        }
      }
    return t;
  }

  Tournament& t_;
  const std::size_t n_;
  const bool exact_, original_;
  const FavoredDecision decision_;
  std::unique_ptr<tournament_detail::OriginalGrid> grid_;
  std::unique_ptr<tournament_detail::IndependentTables> tables_;
  Progress progress_;
};

void Tournament::build() {
  Builder b(*this);
  if (opts_.rules == Rules::independent) b.self_pairs();
  const Tally total = cluster::size() == 1 ? b.local() : b.cluster();
  stats_.symmetric_ties = total.ties, stats_.certified_rechecks = total.certified, stats_.exact_rechecks = total.rechecks;
  stats_.fallbacks = total.fallbacks, stats_.max_error_bound = total.worst;
}

}  // namespace alea::alloc
