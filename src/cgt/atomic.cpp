// Incentives and the atomic weight calculus (Siegel, CGT II.7), computed as CGSuite does:
// the naive weight {AW(G^L) - 2 | AW(G^R) + 2}, corrected in the eccentric integer case by
// comparing G with the far star, then checked with Norton multiplication by ^.
#include <algorithm>

#include "cgt/engine/engine.hpp"
#include "cgt/engine/memo.hpp"
#include "cgt/engine/op_cache.hpp"
#include "cgt/engine/order.hpp"
#include "cgt/game.hpp"
#include "cgt/print.hpp"
#include "core/errors.hpp"

namespace alea::cgt {

using engine::Id;
using engine::store;

namespace {

// Keeps the largest incentives (Left and Right both prefer larger ones), without repeats.
std::vector<Id> best_of(std::vector<Id> ids) {
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  std::vector<Id> keep;
  for (Id a : ids) {
    bool dominated = false;
    for (Id b : ids)
      if (a != b && engine::leq(a, b)) dominated = true;
    if (!dominated) keep.push_back(a);
  }
  return keep;
}

std::vector<Id> incentive_ids(Id g, bool left, bool right) {
  std::vector<Id> v;
  if (left)
    for (Id o : store().left(g)) v.push_back(engine::subtract(o, g));
  if (right)
    for (Id o : store().right(g)) v.push_back(engine::subtract(g, o));
  return best_of(std::move(v));
}

std::vector<Game> games(const std::vector<Id>& ids) {
  std::vector<Game> out;
  for (Id g : ids) out.push_back(Game::from_id(g));
  return out;
}

// One more than the largest nimber among the followers (at least 1): *far_star is remote.
unsigned long long far_star(Id g) {
  auto& s = store();
  if (s.is_nus(g) && s.nus_of(g).up == 0 && s.nus_of(g).number.is_zero()) return s.nus_of(g).nim + 1;
  static engine::BoundedMemo<unsigned long long> memo(48);
  if (const auto* f = memo.find(g)) return *f;
  engine::tick();
  unsigned long long f = 1;
  for (Id o : s.left(g)) f = std::max(f, far_star(o));
  for (Id o : s.right(g)) f = std::max(f, far_star(o));
  return memo.put(g, f);
}

bool all_small(Id g) {
  auto& s = store();
  if (s.is_nus(g)) return s.nus_of(g).number.is_zero();
  static engine::BoundedMemo<bool> memo(40);
  if (const bool* b = memo.find(g)) return *b;
  engine::tick();
  bool ok = true;
  for (Id o : s.left(g)) ok = ok && all_small(o);
  for (Id o : s.right(g)) ok = ok && all_small(o);
  return memo.put(g, ok);
}

Id integer_id(const Dyadic& x) { return store().number(x); }

Id naive_atomic_weight(Id g) {
  auto& s = store();
  if (s.is_nus(g)) return integer_id(Dyadic(s.nus_of(g).up));
  auto& cache = engine::OpCache::instance();
  if (Id c = cache.find(engine::Op::atomic_weight, g, 0); c != engine::kNoId) return c;
  engine::tick();
  Id two = integer_id(Dyadic(2)), minus_two = integer_id(Dyadic(-2));
  std::vector<Id> l, r;
  for (Id o : s.left(g)) l.push_back(engine::add(naive_atomic_weight(o), minus_two));
  for (Id o : s.right(g)) r.push_back(engine::add(naive_atomic_weight(o), two));
  Id g0 = engine::canonical(l, r);
  Id result = g0;
  if (s.is_number(g0) && s.nus_of(g0).number.is_integer()) {
    // The eccentric case: the weight is decided by G's place against the far star.
    Id fs = s.nus(Dyadic(), 0, far_star(g));
    bool below = engine::leq(g, fs), above = engine::leq(fs, g);
    if (below && !above) {
      // The least integer n with n |> every new Left option.
      if (l.empty()) {
        result = s.zero();
      } else {
        std::optional<Dyadic> best;
        for (Id o : l) {
          Dyadic n = Game::from_id(o).right_stop().ceil();
          if (engine::leq(integer_id(n), o)) n += Dyadic(1);
          if (!best || n > *best) best = n;
        }
        result = integer_id(*best);
      }
    } else if (above && !below) {
      if (r.empty()) {
        result = s.zero();
      } else {
        std::optional<Dyadic> best;
        for (Id o : r) {
          Dyadic n = Game::from_id(o).left_stop().floor();
          if (engine::leq(o, integer_id(n))) n -= Dyadic(1);
          if (!best || n < *best) best = n;
        }
        result = integer_id(*best);
      }
    }
  }
  cache.store(engine::Op::atomic_weight, g, 0, result);
  return result;
}

}  // namespace

namespace {
// Incentives as CGSuite lists them: in its display order of games.
std::vector<Game> displayed(std::vector<Id> ids) {
  engine::display_sort(ids);
  return games(ids);
}
}  // namespace

std::vector<Game> Game::incentives() const { return displayed(incentive_ids(id_, true, true)); }
std::vector<Game> Game::left_incentives() const { return displayed(incentive_ids(id_, true, false)); }
std::vector<Game> Game::right_incentives() const { return displayed(incentive_ids(id_, false, true)); }

Game Game::atomic_weight() const {
  if (!is_infinitesimal()) throw InvalidArgument("G", cgt::to_string(*this, kMessagePrintLimit) + " is not infinitesimal, so it has no atomic weight");
  Id aw = naive_atomic_weight(id_);
  bool atomic = all_small(id_);
  if (!atomic) {
    // G is atomic when G - AW.^ lies within +-(^* + *2^k : -1), k with 2^k >= far star.
    auto& s = store();
    Id up = s.nus(Dyadic(), 1, 0);
    Id difference = engine::subtract(id_, Game::from_id(aw).norton(Game::from_id(up)).id());
    unsigned long long fs = far_star(id_), pow2 = 2;
    while (pow2 < fs) pow2 <<= 1;
    Id red_kite = Game::from_id(s.nus(Dyadic(), 0, pow2)).ordinal_sum(Game::integer(-1)).id();
    Id epsilon = engine::add(s.nus(Dyadic(), 1, 1), red_kite);
    atomic = engine::leq(difference, epsilon) && engine::leq(engine::negate(epsilon), difference);
  }
  if (!atomic) throw InvalidArgument("G", cgt::to_string(*this, kMessagePrintLimit) + " is not atomic");
  return Game::from_id(aw);
}

}  // namespace alea::cgt
