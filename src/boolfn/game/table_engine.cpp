#include "boolfn/game/table_engine.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <type_traits>
#include <unordered_map>

#include "boolfn/table/wide.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"

namespace alea::boolfn::game {
namespace {

constexpr int max_engine_variables = 31;  // leaves are counted in 32 bits

template <class R>
constexpr bool is_exact_ring = !std::is_floating_point_v<R>;

template <class R>
BigInt big_of(R v) {
  if constexpr (std::is_same_v<R, __int128>)
    return to_big(v);
  else
    return BigInt(static_cast<long long>(v));
}

template <class R, class Id>
class Engine final : public StateTables {
 public:
  Engine(const TruthTable& t, const Coin& coin, unsigned want) : want_(want) {
    n_ = t.n();
    pow3_.resize(n_ + 1);
    pow3_[0] = 1;
    for (int i = 1; i <= n_; ++i) pow3_[i] = pow3_[i - 1] * 3;
    root_ = pow3_[n_] - 1;
    den_ = t.denominator();
    if constexpr (is_exact_ring<R>) {
      a_ = R(coin.a());
      bm_ = R(coin.b() - coin.a());
      b_ = coin.b();
    } else {
      a_ = coin.p_double();
      bm_ = 1 - coin.p_double();
      eps_ = 1e-9 * std::max<double>(1.0, double(t.max_abs()));
    }
    unit_.resize(n_ + 1);
    unit_[0] = 1;
    for (int k = 1; k <= n_; ++k) unit_[k] = is_exact_ring<R> ? unit_[k - 1] * R(b_) : R(1);
    index_values(t);
    allocate();
  }

  void run(const TruthTable& t) {
    int top = std::min(n_, 6);
    int low = n_ - top;
    std::vector<std::vector<std::uint32_t>> phases(top + 1);
    for (std::uint32_t p = 0; p < pow3_[top]; ++p) {
      int free = 0;
      for (std::uint32_t q = p; q; q /= 3) free += q % 3 == 2;
      phases[free].push_back(p);
    }
    low_masks(low);
    Progress progress("selection game states", pow3_[n_]);
    // a thread is started per call: small tables (a loop over all monotone functions of five
    // variables) run on this one, and each thread gets at least ~2^15 states
    std::size_t min_blocks = std::max<std::size_t>(1, (std::size_t(1) << 15) / pow3_[low]);
    for (const auto& phase : phases)
      parallel_for(0, phase.size(), [&](std::size_t j) { block(t, phase[j], top, low, progress); }, min_blocks);
  }

  bool determined(std::uint64_t s) const override { return id_[s] != 0; }
  Number value(std::uint64_t s) const override { return scaled(U_[s], free_count(s), true); }
  Rational leaf_value(std::uint64_t s) const override { return values_.at(id_[s]); }

  std::vector<int> optimal_moves(std::uint64_t s) const override {
    std::vector<int> ties;
    if (determined(s)) return ties;
    best_moves(s, free_variables(s), ties);
    return ties;
  }

  std::vector<Number> move_scores(std::uint64_t s) const override {
    std::vector<Number> out;
    auto free = free_variables(s);
    for (int i : free) out.push_back(scaled(U_[child(s, i, 1)] - U_[child(s, i, -1)], int(free.size()) - 1, true));
    return out;
  }

  Number length(Tie tie, std::uint64_t s) const override { return scaled(mode(tie).M[s], free_count(s), false); }
  std::uint64_t play_leaves(Tie tie, std::uint64_t s) const override { return mode(tie, true).L[s]; }
  int play_depth(Tie tie, std::uint64_t s) const override { return mode(tie, true).D[s]; }

  int play_move(Tie tie, std::uint64_t s) const override {
    if (determined(s)) return -1;
    std::vector<int> ties;
    best_moves(s, free_variables(s), ties);
    if (tie == Tie::first) return ties[0];
    const Mode& m = mode(tie);
    int pick = ties[0];
    R best = step(m.M, s, pick);
    for (int i : ties) {
      R v = step(m.M, s, i);
      if (tie == Tie::min ? less(v, best) : less(best, v)) best = v, pick = i;
    }
    return pick;
  }

  Number tree_cost(std::uint64_t s) const override { return scaled(need(N_)[s], free_count(s), false); }
  std::uint64_t tree_leaves(std::uint64_t s) const override { return need(TL_)[s]; }
  int tree_depth(std::uint64_t s) const override { return need(TD_)[s]; }
  std::uint64_t fewest_leaves(std::uint64_t s) const override { return need(FL_)[s]; }
  int least_depth(std::uint64_t s) const override { return need(LD_)[s]; }

  int tree_move(std::uint64_t s) const override {
    if (determined(s)) return -1;
    int pick = -1;
    R cost{};
    std::uint64_t leaves = 0;
    int depth = 0;
    for (int i : free_variables(s)) {
      R c = step(need(N_), s, i);
      std::uint64_t l = TL_.empty() ? 0 : TL_[child(s, i, 1)] + TL_[child(s, i, -1)];
      int d = TD_.empty() ? 0 : 1 + std::max(TD_[child(s, i, 1)], TD_[child(s, i, -1)]);
      bool better = pick < 0 || less(c, cost) ||
                    (equal(c, cost) && (l < leaves || (l == leaves && d < depth)));
      if (better) pick = i, cost = c, leaves = l, depth = d;
    }
    return pick;
  }

 private:
  struct Mode {
    std::vector<R> M;
    std::vector<std::uint32_t> L;
    std::vector<std::uint8_t> D;
  };

  template <class V>
  const V& need(const V& v) const {
    if (v.empty()) throw InvalidArgument("this quantity was not computed");
    return v;
  }
  const Mode& mode(Tie tie, bool shape = false) const {
    const Mode& m = modes_[int(tie)];
    if (m.M.empty() || (shape && m.L.empty())) throw InvalidArgument("tie", "this tie-break was not computed");
    return m;
  }

  bool less(R x, R y) const {
    if constexpr (is_exact_ring<R>) return x < y;
    else return x < y - eps_;
  }
  bool equal(R x, R y) const { return !less(x, y) && !less(y, x); }

  R step(const std::vector<R>& T, std::uint64_t s, int i) const {
    return a_ * T[child(s, i, 1)] + bm_ * T[child(s, i, -1)];
  }

  int free_count(std::uint64_t s) const {
    int k = 0;
    for (; s; s /= 3) k += s % 3 == 2;
    return k;
  }

  // x / (b^k [* den]) as a Number.
  Number scaled(R x, int k, bool with_den) const {
    if constexpr (is_exact_ring<R>) {
      BigInt d = with_den ? den_ : BigInt(1);
      for (int j = 0; j < k; ++j) d *= b_;
      return Number::of(Rational(big_of(x), d));
    } else {
      return Number::of(with_den ? double(x) / to_double(den_) : double(x));
    }
  }

  void best_moves(std::uint64_t s, const std::vector<int>& free, std::vector<int>& ties) const {
    std::uint32_t fm = 0;
    for (int i : free) fm |= 1u << i;
    ties.clear();
    for (std::uint32_t t = best_mask(s, fm); t; t &= t - 1) ties.push_back(std::countr_zero(t));
  }

  void index_values(const TruthTable& t) {
    values_.push_back(Rational(0));  // id 0: not determined
    if (t.is_boolean()) {
      values_.push_back(Rational(-1));
      values_.push_back(Rational(1));
      return;
    }
    std::vector<std::int64_t> distinct(t.numerators());
    std::sort(distinct.begin(), distinct.end());
    distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    if (distinct.size() >= std::numeric_limits<Id>::max()) throw LimitExceeded("too many distinct payoffs");
    for (auto v : distinct) {
      id_of_.emplace(v, Id(values_.size()));
      values_.push_back(Rational(BigInt(v), t.denominator()));
    }
  }

  Id id_at(const TruthTable& t, std::uint64_t x) const {
    if (t.is_boolean()) return t.plus(x) ? 2 : 1;
    return id_of_.at(t.numerator(x));
  }

  void allocate() {
    std::uint64_t size = pow3_[n_];
    id_.assign(size, 0);
    if (want_ & (want_value | want_first | want_min | want_max)) U_.assign(size, R(0));
    const unsigned flags[3] = {want_first, want_min, want_max};
    for (int m = 0; m < 3; ++m)
      if (want_ & flags[m]) {
        modes_[m].M.assign(size, R(0));
        if (want_ & want_play_shape) {
          modes_[m].L.assign(size, 1);
          modes_[m].D.assign(size, 0);
        }
      }
    if (want_ & (want_tree | want_tree_shape)) {
      N_.assign(size, R(0));
      if (want_ & want_tree_shape) {
        TL_.assign(size, 1);
        TD_.assign(size, 0);
      }
    }
    if (want_ & want_tree_extremes) {
      FL_.assign(size, 1);
      LD_.assign(size, 0);
    }
  }

  // Free and +1 masks of the low digits of every offset inside a block, computed once.
  void low_masks(int low) {
    low_free_.assign(pow3_[low], 0);
    low_plus_.assign(pow3_[low], 0);
    std::vector<int> d(low, 0);
    for (std::uint64_t off = 0; off < pow3_[low]; ++off) {
      std::uint32_t f = 0, x = 0;
      for (int i = 0; i < low; ++i) {
        if (d[i] == 2) f |= 1u << i;
        else if (d[i] == 1) x |= 1u << i;
      }
      low_free_[off] = f;
      low_plus_[off] = x;
      for (int i = 0; i < low; ++i) {
        if (++d[i] < 3) break;
        d[i] = 0;
      }
    }
  }

  void block(const TruthTable& t, std::uint32_t top_pattern, int top, int low, Progress& progress) {
    std::uint32_t top_free = 0, top_plus = 0;
    for (int j = 0; j < top; ++j) {
      int d = (top_pattern / pow3_[j]) % 3;
      if (d == 2) top_free |= 1u << (low + j);
      else if (d == 1) top_plus |= 1u << (low + j);
    }
    std::uint64_t base = std::uint64_t(top_pattern) * pow3_[low];
    for (std::uint64_t off = 0; off < pow3_[low]; ++off) {
      std::uint64_t s = base + off;
      std::uint32_t fm = low_free_[off] | top_free;
      if (fm == 0) {
        std::uint64_t x = low_plus_[off] | top_plus;
        id_[s] = id_at(t, x);
        if (!U_.empty()) U_[s] = R(t.numerator(x));
      } else {
        visit(s, fm);
      }
      if ((off & 8191) == 8191) {
        check_interrupt();
        progress.advance(8192);
      }
    }
  }

  // The tied optimal moves of an undetermined state, as a mask.
  std::uint32_t best_mask(std::uint64_t s, std::uint32_t fm) const {
    R best{};
    std::uint32_t ties = 0;
    const std::uint64_t* p3 = pow3_.data();
    for (std::uint32_t m = fm; m; m &= m - 1) {
      int i = std::countr_zero(m);
      R d = U_[s - p3[i]] - U_[s - 2 * p3[i]];
      if (!ties || less(best, d)) {
        best = d;
        ties = 1u << i;
      } else if (equal(d, best)) {
        ties |= 1u << i;
      }
    }
    return ties;
  }

  void visit(std::uint64_t s, std::uint32_t fm) {
    int k = std::popcount(fm);
    int i0 = std::countr_zero(fm);
    std::uint64_t cp = s - pow3_[i0], cm = s - 2 * pow3_[i0];
    Id id = id_[cp] == id_[cm] ? id_[cp] : 0;
    id_[s] = id;
    if (!U_.empty()) U_[s] = a_ * U_[cp] + bm_ * U_[cm];
    if (id) return;  // constant: every length and cost stays 0, every tree is one leaf
    if (!U_.empty() && (want_ & (want_first | want_min | want_max))) {
      std::uint32_t ties = best_mask(s, fm);
      for (int m = 0; m < 3; ++m)
        if (!modes_[m].M.empty()) play(modes_[m], Tie(m), s, k, ties);
    }
    if (!N_.empty()) tree(s, k, fm);
    if (!FL_.empty()) extremes(s, fm);
  }

  void play(Mode& m, Tie tie, std::uint64_t s, int k, std::uint32_t ties) {
    bool shape = !m.L.empty();
    R cost{};
    std::uint32_t leaves = 0;
    int depth = 0;
    bool first = true;
    for (std::uint32_t t = ties; t; t &= t - 1) {
      int i = std::countr_zero(t);
      std::uint64_t cp = s - pow3_[i], cm = s - 2 * pow3_[i];
      R c = a_ * m.M[cp] + bm_ * m.M[cm];
      std::uint32_t l = 0;
      int d = 0;
      if (shape) {
        l = m.L[cp] + m.L[cm];
        d = 1 + std::max(m.D[cp], m.D[cm]);
      }
      if (first) {
        cost = c, leaves = l, depth = d;
        first = false;
        if (tie == Tie::first) break;
      } else if (tie == Tie::min) {
        if (less(c, cost)) cost = c;
        leaves = std::min(leaves, l);
        depth = std::min(depth, d);
      } else {
        if (less(cost, c)) cost = c;
        leaves = std::max(leaves, l);
        depth = std::max(depth, d);
      }
    }
    m.M[s] = unit_[k] + cost;
    if (shape) {
      m.L[s] = leaves;
      m.D[s] = std::uint8_t(depth);
    }
  }

  void tree(std::uint64_t s, int k, std::uint32_t fm) {
    bool shape = !TL_.empty();
    R cost{};
    std::uint32_t leaves = 0;
    int depth = 0;
    bool first = true;
    for (std::uint32_t t = fm; t; t &= t - 1) {
      int i = std::countr_zero(t);
      std::uint64_t cp = s - pow3_[i], cm = s - 2 * pow3_[i];
      R c = a_ * N_[cp] + bm_ * N_[cm];
      std::uint32_t l = 0;
      int d = 0;
      if (shape) {
        l = TL_[cp] + TL_[cm];
        d = 1 + std::max(TD_[cp], TD_[cm]);
      }
      if (first || less(c, cost) || (equal(c, cost) && (l < leaves || (l == leaves && d < depth)))) {
        cost = c, leaves = l, depth = d;
        first = false;
      }
    }
    N_[s] = unit_[k] + cost;
    if (shape) {
      TL_[s] = leaves;
      TD_[s] = std::uint8_t(depth);
    }
  }

  void extremes(std::uint64_t s, std::uint32_t fm) {
    std::uint32_t leaves = ~std::uint32_t(0);
    int depth = 1 << 30;
    for (std::uint32_t t = fm; t; t &= t - 1) {
      int i = std::countr_zero(t);
      std::uint64_t cp = s - pow3_[i], cm = s - 2 * pow3_[i];
      leaves = std::min(leaves, FL_[cp] + FL_[cm]);
      depth = std::min(depth, 1 + std::max<int>(LD_[cp], LD_[cm]));
    }
    FL_[s] = leaves;
    LD_[s] = std::uint8_t(depth);
  }

  unsigned want_;
  R a_{}, bm_{};
  std::int64_t b_ = 1;
  double eps_ = 0;
  BigInt den_ = 1;
  std::vector<R> unit_;
  std::vector<Rational> values_;
  std::unordered_map<std::int64_t, Id> id_of_;
  std::vector<Id> id_;
  std::vector<R> U_;
  Mode modes_[3];
  std::vector<R> N_;
  std::vector<std::uint32_t> TL_, FL_;
  std::vector<std::uint8_t> TD_, LD_;
  std::vector<std::uint32_t> low_free_, low_plus_;
};

enum class RingKind { i32, i64, i128, f64 };

RingKind choose_ring(const TruthTable& t, const Coin& coin) {
  if (!coin.exact()) return RingKind::f64;
  if (!coin.small())
    throw InvalidArgument("p", "the exact game tables take p = a/b with b < 2^31, got p = " + to_string(coin.p()) +
                                   " (a float's binary value has b = 2^k, k up to 1074); exact=false computes in "
                                   "floats");
  BigInt bound = std::max<std::int64_t>(t.max_abs(), t.n() + 1);
  for (int k = 0; k < t.n(); ++k) bound *= coin.b();
  if (bound < (BigInt(1) << 29)) return RingKind::i32;
  if (bound < (BigInt(1) << 61)) return RingKind::i64;
  if (bound < (BigInt(1) << 125)) return RingKind::i128;
  throw LimitExceeded("exact game tables would overflow 128-bit integers (n = " + std::to_string(t.n()) +
                      ", p = " + coin.number().to_string() + "); give p as a float for the fast mode");
}

bool small_ids(const TruthTable& t) {
  if (t.is_boolean()) return true;
  std::vector<std::int64_t> d(t.numerators());
  std::sort(d.begin(), d.end());
  return std::unique(d.begin(), d.end()) - d.begin() < 255;
}

std::uint64_t ring_bytes(RingKind r) {
  switch (r) {
    case RingKind::i32: return 4;
    case RingKind::i64: return 8;
    case RingKind::i128: return 16;
    case RingKind::f64: return 8;
  }
  return 8;
}

template <class R, class Id>
std::unique_ptr<StateTables> make(const TruthTable& t, const Coin& coin, unsigned want) {
  auto e = std::make_unique<Engine<R, Id>>(t, coin, want);
  e->run(t);
  return e;
}

template <class Id>
std::unique_ptr<StateTables> make_ring(RingKind r, const TruthTable& t, const Coin& coin, unsigned want) {
  switch (r) {
    case RingKind::i32: return make<std::int32_t, Id>(t, coin, want);
    case RingKind::i64: return make<std::int64_t, Id>(t, coin, want);
    case RingKind::i128: return make<__int128, Id>(t, coin, want);
    case RingKind::f64: return make<double, Id>(t, coin, want);
  }
  return nullptr;
}

}  // namespace

std::vector<int> StateTables::free_variables(std::uint64_t state) const {
  std::vector<int> out;
  for (int i = 0; i < n_; ++i, state /= 3)
    if (state % 3 == 2) out.push_back(i);
  return out;
}

std::uint64_t bytes_per_state(const TruthTable& t, const Coin& coin, unsigned want) {
  std::uint64_t r = ring_bytes(choose_ring(t, coin));
  std::uint64_t bytes = small_ids(t) ? 1 : 4;
  if (want & (want_value | want_first | want_min | want_max)) bytes += r;
  for (unsigned m : {want_first, want_min, want_max})
    if (want & m) bytes += r + ((want & want_play_shape) ? 5 : 0);
  if (want & (want_tree | want_tree_shape)) bytes += r + ((want & want_tree_shape) ? 5 : 0);
  if (want & want_tree_extremes) bytes += 5;
  return bytes;
}

std::unique_ptr<StateTables> solve(const TruthTable& t, const Coin& coin, unsigned want) {
  int n = t.n();
  if (n > max_engine_variables)
    throw LimitExceeded("3^" + std::to_string(n) + " partial assignments are past the tables' reach");
  std::uint64_t states = 1;
  for (int i = 0; i < n; ++i) states *= 3;
  std::uint64_t bytes = bytes_for(states, bytes_per_state(t, coin, want));
  require_memory(bytes, "the selection game tables of " + std::to_string(n) + " variables (3^" +
                            std::to_string(n) + " = " + std::to_string(states) + " partial assignments)");
  RingKind r = choose_ring(t, coin);
  auto tables = small_ids(t) ? make_ring<std::uint8_t>(r, t, coin, want) : make_ring<std::uint32_t>(r, t, coin, want);
  tables->bytes_ = bytes;
  return tables;
}

}  // namespace alea::boolfn::game
