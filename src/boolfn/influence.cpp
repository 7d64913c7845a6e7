#include "boolfn/influence.hpp"

#include <bit>
#include <mutex>

#include "boolfn/read_once.hpp"
#include "boolfn/table/wide.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/parallel.hpp"

namespace alea::boolfn {
namespace {

Number times(const Number& x, const Rational& r) {
  if (x.exact) return Number::of(*x.exact * r);
  return Number::of(x.value * to_double(r));
}

Number times(const Number& x, const Number& y) {
  if (x.exact && y.exact) return Number::of(*x.exact * *y.exact);
  return Number::of(x.value * y.value);
}

int check_variable(const BooleanFunction& f, int i) {
  if (i < 1 || i > f.n())
    throw InvalidArgument("i", "variable " + std::to_string(i) + " is not in 1.." + std::to_string(f.n()));
  return i - 1;
}

// p(1-p) as a Number.
Number coin_variance(const Coin& coin) {
  if (coin.exact()) return Number::of(coin.p() * (Rational(1) - coin.p()));
  return Number::of(coin.p_double() * (1 - coin.p_double()));
}

// Local histograms of one chunk, merged into the totals under a lock (integer sums: the order
// of merging cannot change them).
struct Hist {
  std::vector<__int128> diff;
  std::vector<WideSum> square;
  std::vector<std::uint64_t> pivotal;
  explicit Hist(int m) : diff(m + 1, 0), square(m + 1), pivotal(m + 1, 0) {}
};

void boolean_pairs(const TruthTable& t, int i, bool by_weight, Hist& h, std::size_t wb, std::size_t we) {
  const auto& bits = t.bits();
  const auto& masks = weight_masks();
  int n = t.n();
  auto account = [&](std::uint64_t lo, std::uint64_t hi, int base) {
    std::uint64_t up = hi & ~lo, down = lo & ~hi;
    if (!by_weight) {
      h.diff[0] += 2 * (__int128(std::popcount(up)) - std::popcount(down));
      h.pivotal[0] += std::popcount(up | down);
      return;
    }
    for (int c = 0; c <= 6 && base + c < int(h.diff.size()); ++c) {
      int u = std::popcount(up & masks.m[c]), d = std::popcount(down & masks.m[c]);
      h.diff[base + c] += 2 * (u - d);
      h.pivotal[base + c] += u + d;
    }
  };
  if (i >= 6) {
    std::uint64_t stride = std::uint64_t(1) << (i - 6);
    for (std::size_t j = wb; j < we; ++j) {
      if (j & stride) continue;
      int base = std::popcount(j);
      account(bits[j], bits[j | stride], base);
      if ((j & 65535) == 0) check_interrupt();
    }
  } else {
    std::uint64_t s = std::uint64_t(1) << i;
    std::uint64_t lo_mask = 0;
    std::uint64_t valid = n >= 6 ? 64 : (std::uint64_t(1) << n);
    for (std::uint64_t p = 0; p < valid; ++p)
      if (!(p & s)) lo_mask |= std::uint64_t(1) << p;
    for (std::size_t j = wb; j < we; ++j) {
      std::uint64_t w = bits[j];
      account(w & lo_mask, (w >> s) & lo_mask, std::popcount(j));
      if ((j & 65535) == 0) check_interrupt();
    }
  }
}

void numeric_pairs(const TruthTable& t, int i, bool by_weight, Hist& h, std::size_t xb, std::size_t xe) {
  const auto& num = t.numerators();
  std::uint64_t bit = std::uint64_t(1) << i;
  for (std::size_t x = xb; x < xe; ++x) {
    if (x & bit) continue;
    __int128 d = __int128(num[x | bit]) - num[x];
    int c = by_weight ? std::popcount(x) : 0;
    h.diff[c] += d;
    unsigned __int128 ad = d < 0 ? -d : d;
    h.square[c].add(ad * ad);
    h.pivotal[c] += d != 0;
    if ((x & 65535) == 0) check_interrupt();
  }
}

}  // namespace

CoordinateWeights coordinate_weights(const TruthTable& t, int i, bool by_weight) {
  int m = t.n() - 1;
  Hist total(m);
  std::mutex lock;
  std::size_t end = t.is_boolean() ? t.bits().size() : t.size();
  parallel_for_chunks(0, end, [&](std::size_t b, std::size_t e) {
    Hist h(m);
    if (t.is_boolean())
      boolean_pairs(t, i, by_weight, h, b, e);
    else
      numeric_pairs(t, i, by_weight, h, b, e);
    std::lock_guard<std::mutex> g(lock);
    for (int c = 0; c <= m; ++c) {
      total.diff[c] += h.diff[c];
      total.pivotal[c] += h.pivotal[c];
      total.square[c].spill += h.square[c].value();
    }
  }, 4096);
  CoordinateWeights w;
  for (int c = 0; c <= m; ++c) {
    w.diff.push_back(to_big(total.diff[c]));
    w.pivotal.push_back(BigInt(total.pivotal[c]));
    // a Boolean difference is +-2: its square is 4 per pivotal pair
    w.square.push_back(t.is_boolean() ? BigInt(4) * w.pivotal.back() : total.square[c].value());
  }
  return w;
}

std::vector<BigInt> value_weights(const TruthTable& t, bool by_weight) {
  int n = t.n();
  std::vector<__int128> h(n + 1, 0);
  if (t.is_boolean()) {
    const auto& masks = weight_masks();
    const auto& bits = t.bits();
    std::vector<std::uint64_t> plus(n + 1, 0);
    for (std::size_t j = 0; j < bits.size(); ++j) {
      if (!by_weight) {
        plus[0] += std::popcount(bits[j]);
        continue;
      }
      int base = std::popcount(j);
      for (int c = 0; c <= 6 && c <= n; ++c) plus[base + c] += std::popcount(bits[j] & masks.m[c]);
    }
    std::vector<BigInt> out(n + 1);
    for (int c = 0; c <= n; ++c) {
      BigInt count = by_weight ? binomial(n, c) : (c == 0 ? BigInt(1) << n : BigInt(0));
      out[c] = 2 * BigInt(plus[c]) - count;
    }
    return out;
  }
  const auto& num = t.numerators();
  for (std::size_t x = 0; x < num.size(); ++x) h[by_weight ? std::popcount(x) : 0] += num[x];
  std::vector<BigInt> out;
  for (auto v : h) out.push_back(to_big(v));
  return out;
}

namespace {

Number mean_of(const BooleanFunction& f, const Coin& coin) {
  if (through_formula(f)) return expectation_read_once(f, coin);
  const TruthTable& t = f.table();
  return times(weigh(value_weights(t, !coin.uniform()), coin), Rational(BigInt(1), t.denominator()));
}

Number derivative_of(const BooleanFunction& f, int i, const Coin& coin) {
  int v = check_variable(f, i);
  if (through_formula(f)) {
    Number plus = expectation_read_once(f, coin, {{i, 1}}), minus = expectation_read_once(f, coin, {{i, -1}});
    if (plus.exact && minus.exact) return Number::of((*plus.exact - *minus.exact) / 2);
    return Number::of((plus.value - minus.value) / 2);
  }
  const TruthTable& t = f.table();
  auto w = coordinate_weights(t, v, !coin.uniform());
  return times(weigh(w.diff, coin), Rational(BigInt(1), 2 * t.denominator()));
}

// A monotone +-1 function has D_i f in {0, 1}: its pivotality is E_p[D_i f], which a read-once
// formula gives without a table.
bool monotone_formula(const BooleanFunction& f) { return through_formula(f) && f.formula()->monotone(); }

Number influence_of(const BooleanFunction& f, int i, const Coin& coin) {
  if (monotone_formula(f)) return times(times(derivative_of(f, i, coin), coin_variance(coin)), Rational(4));
  int v = check_variable(f, i);
  const TruthTable& t = f.table();
  auto w = coordinate_weights(t, v, !coin.uniform());
  Number e = times(weigh(w.square, coin), Rational(BigInt(1), t.denominator() * t.denominator()));
  return times(e, coin_variance(coin));
}

Number pivotal_of(const BooleanFunction& f, int i, const Coin& coin) {
  if (monotone_formula(f)) return derivative_of(f, i, coin);
  int v = check_variable(f, i);
  auto w = coordinate_weights(f.table(), v, !coin.uniform());
  return weigh(w.pivotal, coin);
}

// One quantity per variable, 1..n.
std::vector<Quantity> per_variable(const BooleanFunction& f, const Coin& coin,
                                   Number (*one)(const BooleanFunction&, int, const Coin&)) {
  std::vector<Quantity> out;
  for (int i = 1; i <= f.n(); ++i) out.push_back(to_quantity(one(f, i, coin)));
  return out;
}

}  // namespace

Quantity expectation(const BooleanFunction& f, const Coin& coin) { return to_quantity(mean_of(f, coin)); }

Quantity variance(const BooleanFunction& f, const Coin& coin) {
  Number mean = mean_of(f, coin);
  if (through_formula(f))  // +-1 valued: E[f^2] = 1
    return mean.exact ? Quantity::of(1 - *mean.exact * *mean.exact) : Quantity::approximate(1 - mean.value * mean.value);
  const TruthTable& t = f.table();
  Number second;
  if (t.is_boolean()) {
    second = Number::of(Rational(1));
  } else {
    bool by_weight = !coin.uniform();
    std::vector<WideSum> h(t.n() + 1);
    const auto& num = t.numerators();
    for (std::size_t x = 0; x < num.size(); ++x) {
      unsigned __int128 a = num[x] < 0 ? -__int128(num[x]) : num[x];
      h[by_weight ? std::popcount(x) : 0].add(a * a);
    }
    std::vector<BigInt> hb;
    for (auto& s : h) hb.push_back(s.value());
    second = times(weigh(hb, coin), Rational(BigInt(1), t.denominator() * t.denominator()));
  }
  if (mean.exact && second.exact) return Quantity::of(*second.exact - *mean.exact * *mean.exact);
  return Quantity::approximate(second.value - mean.value * mean.value);
}

Quantity expected_derivative(const BooleanFunction& f, int i, const Coin& coin) {
  return to_quantity(derivative_of(f, i, coin));
}

std::vector<Quantity> expected_derivatives(const BooleanFunction& f, const Coin& coin) {
  return per_variable(f, coin, derivative_of);
}

Quantity influence(const BooleanFunction& f, int i, const Coin& coin) { return to_quantity(influence_of(f, i, coin)); }

std::vector<Quantity> influences(const BooleanFunction& f, const Coin& coin) {
  return per_variable(f, coin, influence_of);
}

Quantity total_influence(const BooleanFunction& f, const Coin& coin) {
  Number sum = Number::of(Rational(0));
  for (int i = 1; i <= f.n(); ++i) {
    Number v = influence_of(f, i, coin);
    sum = sum.exact && v.exact ? Number::of(*sum.exact + *v.exact) : Number::of(sum.value + v.value);
  }
  return to_quantity(sum);
}

Quantity pivotal_probability(const BooleanFunction& f, int i, const Coin& coin) {
  return to_quantity(pivotal_of(f, i, coin));
}

std::vector<Quantity> pivotal_probabilities(const BooleanFunction& f, const Coin& coin) {
  return per_variable(f, coin, pivotal_of);
}

bool is_monotone(const BooleanFunction& f) {
  const TruthTable& t = f.table();
  int n = t.n();
  if (t.is_boolean()) {
    const auto& bits = t.bits();
    for (int i = 0; i < n; ++i) {
      if (i >= 6) {
        std::uint64_t stride = std::uint64_t(1) << (i - 6);
        for (std::size_t j = 0; j < bits.size(); ++j)
          if (!(j & stride) && (bits[j] & ~bits[j | stride])) return false;
      } else {
        std::uint64_t s = std::uint64_t(1) << i, lo_mask = 0;
        for (std::uint64_t p = 0; p < 64; ++p)
          if (!(p & s)) lo_mask |= std::uint64_t(1) << p;
        for (auto w : bits)
          if ((w & lo_mask) & ~((w >> s) & lo_mask)) return false;
      }
      check_interrupt();
    }
    return true;
  }
  const auto& num = t.numerators();
  for (int i = 0; i < n; ++i) {
    std::uint64_t bit = std::uint64_t(1) << i;
    for (std::size_t x = 0; x < num.size(); ++x)
      if (!(x & bit) && num[x] > num[x | bit]) return false;
    check_interrupt();
  }
  return true;
}

}  // namespace alea::boolfn
