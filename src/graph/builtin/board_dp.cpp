// Backward induction over base-3 board codes (board.hpp).
#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <limits>

#include "core/errors.hpp"
#include "geometry/grid.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/progress.hpp"
#include "graph/bidding.hpp"
#include "graph/board.hpp"
#include "graph/random_turn.hpp"

namespace alea::graph {
namespace {

using Mask = std::uint32_t;
constexpr int not_over = 2;  // rule result for a position that is not terminal

// Code <-> masks, through tables for the low and high eight cells.
class Coder {
 public:
  explicit Coder(int cells) : cells_(cells), pow3_(cells + 1, 1) {
    for (int i = 1; i <= cells; ++i) pow3_[i] = pow3_[i - 1] * 3;
    lo_cells_ = std::min(cells, 8);
    fill(lo_a_, lo_b_, lo_cells_);
    fill(hi_a_, hi_b_, cells - lo_cells_);
  }
  std::uint64_t codes() const { return pow3_[cells_]; }
  std::uint64_t pow3(int i) const { return pow3_[i]; }
  Mask all() const { return (Mask(1) << cells_) - 1; }
  void masks(std::uint64_t code, Mask& a, Mask& b) const {
    const std::uint64_t lo = code % pow3_[lo_cells_], hi = code / pow3_[lo_cells_];
    a = lo_a_[lo] | Mask(hi_a_[hi]) << lo_cells_;
    b = lo_b_[lo] | Mask(hi_b_[hi]) << lo_cells_;
  }

 private:
  static void fill(std::vector<std::uint16_t>& a, std::vector<std::uint16_t>& b, int n) {
    std::uint64_t count = 1;
    for (int i = 0; i < n; ++i) count *= 3;
    a.assign(count, 0);
    b.assign(count, 0);
    for (std::uint64_t c = 0; c < count; ++c) {
      std::uint64_t x = c;
      for (int i = 0; i < n; ++i, x /= 3) {
        if (x % 3 == 1) a[c] |= std::uint16_t(1u << i);
        if (x % 3 == 2) b[c] |= std::uint16_t(1u << i);
      }
    }
  }
  int cells_, lo_cells_;
  std::vector<std::uint64_t> pow3_;
  std::vector<std::uint16_t> lo_a_, lo_b_, hi_a_, hi_b_;
};

// The game's rule: -1, 0, 1 for a finished position (Blue's payoff), not_over otherwise. Hex:
// Blue joins the top row to the bottom one, Red the left column to the right one.
struct Rule {
  Board board;
  geometry::Grid grid;
  std::vector<Mask> lines;  // tic-tac-toe

  bool joins(Mask m, Mask from, Mask to) const { return (grid.flood(from & m, m) & to) != 0; }

  int operator()(Mask a, Mask b) const {
    if (board == Board::tic_tac_toe) {
      for (Mask l : lines)
        if ((a & l) == l) return 1;
      for (Mask l : lines)
        if ((b & l) == l) return -1;
      return (a | b) == grid.all() ? 0 : not_over;
    }
    if (joins(a, Mask(grid.top()), Mask(grid.bottom()))) return 1;
    if (joins(b, Mask(grid.left()), Mask(grid.right()))) return -1;
    return not_over;
  }
};

Rule make_rule(Board board, int k) {
  const bool hex = board != Board::tic_tac_toe;
  Rule r{board, geometry::Grid(k, k, hex ? geometry::Tiling::hex : geometry::Tiling::square), {}};
  if (!hex) {
    Mask d1 = 0, d2 = 0;
    for (int i = 0; i < k; ++i) {
      r.lines.push_back(Mask(r.grid.row(i)));
      r.lines.push_back(Mask(r.grid.col(i)));
      d1 |= Mask(1) << r.grid.cell(i, i);
      d2 |= Mask(1) << r.grid.cell(i, k - 1 - i);
    }
    r.lines.push_back(d1);
    r.lines.push_back(d2);
  }
  return r;
}

// One pass over the codes, largest first; `at(code, a, b, free)` computes a non-terminal.
template <class Terminal, class Inner>
void backward(const Coder& c, const Rule& rule, const char* what, Terminal&& terminal, Inner&& inner) {
  Progress progress(what, c.codes());
  for (std::uint64_t code = c.codes(); code-- > 0;) {
    if ((code & 0xfffff) == 0) {
      check_interrupt();
      progress.advance(0x100000);
    }
    Mask a, b;
    c.masks(code, a, b);
    const int t = rule(a, b);
    if (t != not_over)
      terminal(code, t);
    else
      inner(code, c.all() & ~(a | b));
  }
}

// Exact values (scaled by b^cells) and optionally expected lengths, for payoffs pay[-1, 0, 1].
template <class T>
void values(const Coder& c, const Rule& rule, const Rational& p, const Rational pay[3], std::vector<T>& v,
            std::vector<double>* shortest, std::vector<double>* longest) {
  const std::int64_t A = static_cast<std::int64_t>(p.numerator()), B = static_cast<std::int64_t>(p.denominator());
  BigInt scale = 1;
  for (int i = 0; i < std::countr_one(c.all()); ++i) scale *= p.denominator();
  T scaled[3];
  for (int t = 0; t < 3; ++t)  // payoffs are integers here
    scaled[t] = static_cast<T>(static_cast<std::int64_t>(BigInt(pay[t].numerator() * scale / pay[t].denominator())));
  const double pd = to_double(p), qd = 1 - pd;
  backward(
      c, rule, "board values",
      [&](std::uint64_t code, int t) {
        v[code] = scaled[t + 1];
        if (shortest) (*shortest)[code] = (*longest)[code] = 0;
      },
      [&](std::uint64_t code, Mask free) {
        T best = std::numeric_limits<T>::min(), worst = std::numeric_limits<T>::max();
        for (Mask f = free; f; f &= f - 1) {
          const std::uint64_t i = c.pow3(std::countr_zero(f));
          best = std::max(best, v[code + i]);
          worst = std::min(worst, v[code + 2 * i]);
        }
        v[code] = static_cast<T>((__int128(A) * best + __int128(B - A) * worst) / B);
        if (!shortest) return;
        double bs = INFINITY, bl = -INFINITY, rs = INFINITY, rl = -INFINITY;
        for (Mask f = free; f; f &= f - 1) {
          const std::uint64_t i = c.pow3(std::countr_zero(f));
          if (v[code + i] == best) {
            bs = std::min(bs, (*shortest)[code + i]);
            bl = std::max(bl, (*longest)[code + i]);
          }
          if (v[code + 2 * i] == worst) {
            rs = std::min(rs, (*shortest)[code + 2 * i]);
            rl = std::max(rl, (*longest)[code + 2 * i]);
          }
        }
        (*shortest)[code] = 1 + pd * bs + qd * rs;
        (*longest)[code] = 1 + pd * bl + qd * rl;
      });
}

// Poorman thresholds of the 0/1 game `wins`, as intervals rounded outward.
void poorman(const Coder& c, const Rule& rule, const bool wins[3], double out[2]) {
  require_memory(bytes_for(c.codes(), 16), "the poorman thresholds of the board");
  std::vector<double> lo(c.codes()), hi(c.codes());
  const double slack = 32 * std::numeric_limits<double>::epsilon();
  backward(
      c, rule, "poorman thresholds",
      [&](std::uint64_t code, int t) { lo[code] = hi[code] = wins[t + 1] ? 1.0 : 0.0; },
      [&](std::uint64_t code, Mask free) {
        double pl = -INFINITY, ph = -INFINITY, ml = INFINITY, mh = INFINITY;
        for (Mask f = free; f; f &= f - 1) {
          const std::uint64_t i = c.pow3(std::countr_zero(f));
          pl = std::max(pl, lo[code + i]);
          ph = std::max(ph, hi[code + i]);
          ml = std::min(ml, lo[code + 2 * i]);
          mh = std::min(mh, hi[code + 2 * i]);
        }
        lo[code] = std::max(0.0, critical_share(std::min(pl, ml), std::max(pl, ml), 0.0) - slack);
        hi[code] = std::min(1.0, critical_share(std::min(ph, mh), std::max(ph, mh), 0.0) + slack);
      });
  out[0] = lo[0];
  out[1] = hi[0];
}

template <class T>
Rational root_value(const std::vector<T>& v, std::uint64_t code, const BigInt& scale) {
  return Rational(BigInt(static_cast<std::int64_t>(v[code])), scale);
}

template <class T>
void analyse(const Coder& c, const Rule& rule, BoardReport& r) {
  const int cells = r.cells;
  BigInt scale = 1;
  for (int i = 0; i < cells; ++i) scale *= r.p.denominator();
  require_memory(bytes_for(c.codes(), sizeof(T) + 16), "the board analysis");
  std::vector<T> v(c.codes());
  std::vector<double> shortest(c.codes()), longest(c.codes());
  const Rational pay[3] = {Rational(-1), Rational(0), Rational(1)};
  values<T>(c, rule, r.p, pay, v, &shortest, &longest);
  r.value = root_value(v, 0, scale);
  for (int i = 0; i < cells; ++i) {
    r.blue_first.push_back(root_value(v, c.pow3(i), scale));
    r.red_first.push_back(root_value(v, 2 * c.pow3(i), scale));
  }
  r.shortest = shortest[0];
  r.longest = longest[0];
  shortest = {};
  longest = {};
  if (!r.bidding) return;
  // Richman: the 0/1 games at p = 1/2 (Theorem 38); values scaled by 2^cells.
  const Rational half(1, 2);
  BigInt two = BigInt(1) << cells;
  std::vector<std::int32_t> w(c.codes());
  const Rational win[3] = {Rational(0), Rational(0), Rational(1)}, not_lose[3] = {Rational(0), Rational(1), Rational(1)};
  values<std::int32_t>(c, rule, half, win, w, nullptr, nullptr);
  r.richman_win = root_value(w, 0, two);
  values<std::int32_t>(c, rule, half, not_lose, w, nullptr, nullptr);
  r.richman_not_lose = root_value(w, 0, two);
  w = {};
  v = {};
  const bool w1[3] = {false, false, true}, w2[3] = {false, true, true};
  poorman(c, rule, w1, r.poorman_win);
  poorman(c, rule, w2, r.poorman_not_lose);
}

}  // namespace

BoardReport analyse_board(Board board, int k, const Rational& p, bool bidding) {
  if (k < 1 || k * k > 16) throw InvalidArgument("k", "board analysis needs 1 <= k and k*k <= 16, got k = " + std::to_string(k));
  check_coin(p);
  const auto start = std::chrono::steady_clock::now();
  BoardReport r;
  r.board = board;
  r.k = k;
  r.cells = k * k;
  r.p = p;
  r.bidding = bidding;
  const Coder c(r.cells);
  const Rule rule = make_rule(board, k);
  r.codes = c.codes();
  // Reachable positions: forward over increasing codes (successors are larger).
  {
    require_memory(bytes_for(c.codes(), 1), "the reachable board positions");
    std::vector<bool> reach(c.codes(), false);
    reach[0] = true;
    for (std::uint64_t code = 0; code < c.codes(); ++code) {
      if ((code & 0xfffff) == 0) check_interrupt();
      if (!reach[code]) continue;
      ++r.positions;
      Mask a, b;
      c.masks(code, a, b);
      if (rule(a, b) != not_over) {
        ++r.terminals;
        continue;
      }
      for (Mask f = c.all() & ~(a | b); f; f &= f - 1) {
        const std::uint64_t i = c.pow3(std::countr_zero(f));
        reach[code + i] = reach[code + 2 * i] = true;
      }
    }
  }
  BigInt scale = 1;
  for (int i = 0; i < r.cells; ++i) scale *= p.denominator();
  if (msb(scale) + 2 < 31)
    analyse<std::int32_t>(c, rule, r);
  else if (msb(scale) + msb(BigInt(p.denominator())) + 2 < 63)
    analyse<std::int64_t>(c, rule, r);
  else
    throw LimitExceeded("the coin's denominator to the power " + std::to_string(r.cells) + " does not fit 63 bits");
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

}  // namespace alea::graph
