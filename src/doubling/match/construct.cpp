#include "doubling/match/construct.hpp"

#include <functional>
#include <string>
#include <type_traits>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/rational.hpp"
#include "doubling/match/cube.hpp"
#include "doubling/scalar.hpp"

namespace alea::doubling {
namespace {

// A table being filled: pre-Crawford entries set so far, post-Crawford ones given. Entries are
// read only after they are set (the constructions go by increasing a + b).
template <class T>
class PartialTable final : public Equities<T> {
 public:
  PartialTable(long long n, const std::array<std::vector<T>, 2>& post) : n_(n), pre_(n * n), post_(post) {}
  T at(long long a, long long b, bool post) const override {
    if (!post) return pre_[index(a, b)];
    if (a == 1) return T(1) - post_[1][b - 1];
    return post_[0][a - 1];
  }
  void set(long long a, long long b, const T& v) { pre_[index(a, b)] = v; }
  std::vector<T> take() { return std::move(pre_); }

 private:
  std::size_t index(long long a, long long b) const { return static_cast<std::size_t>((a - 1) * n_ + (b - 1)); }
  long long n_;
  std::vector<T> pre_;
  const std::array<std::vector<T>, 2>& post_;
};

template <class T>
void check_ratio_denominator(const T& d, const char* what, long long a, long long b) {
  if (d == T(0))
    throw InvalidArgument("", std::string("the construction divides by zero in ") + what + " at " + std::to_string(a) +
                                  "-away vs " + std::to_string(b) + "-away");
}

// An exact construction's entries grow with the length and with the parameters' sizes (a float
// parameter is its binary value: 53-bit denominators); past Lua's operand size the next entries
// would take minutes (Tornberg's 6-point table from four float parameters: 1.4 million bits, 35 s),
// so the construction stops there. Doubles have no such growth.
template <class T>
void check_entry_size(const T& v, long long a, long long b) {
  if constexpr (std::is_same_v<T, Rational>) {
    if (bit_size(v) > kMaxOperandBits)
      throw LimitExceeded("the exact entry at " + std::to_string(a) + "-away vs " + std::to_string(b) + "-away has " +
                          std::to_string(bit_size(v)) + " bits, past " + std::to_string(kMaxOperandBits) +
                          ": exact tables of float parameters (their binary values) grow fast; give rats, fewer "
                          "points, or exact=false for doubles");
  }
}

}  // namespace

template <class T>
void continue_post_crawford(std::vector<T>& post, long long n, const T& g, const T& fd2, const T& fd4) {
  const T half = T(1) / T(2);
  auto P = [&](long long k) { return k <= 0 ? T(1) : post[static_cast<std::size_t>(k - 1)]; };
  for (long long b = static_cast<long long>(post.size()) + 1; b <= n; ++b) {
    T v = g * half * P(b - 4) + (T(1) - g) * half * P(b - 2);
    if (b == 2) v -= fd2;
    if (b == 4) v -= fd4;
    post.push_back(v);
  }
}

template <class T>
std::vector<T> zadeh_post_crawford(long long n, const T& g, const T& fd2, const T& fd4) {
  std::vector<T> post;
  continue_post_crawford(post, n, g, fd2, fd4);
  return post;
}

template <class T>
std::vector<T> zadeh_pre_crawford(long long n, const std::vector<T>& post, const T& g1, const T& g2,
                                  const T& delta, const T& delta_bar) {
  const T one(1), half = T(1) / T(2);
  std::vector<T> met(static_cast<std::size_t>(n * n));
  auto E = [&](long long a, long long b) -> T {  // the row player's chance, a win past 0 decided
    if (a <= 0) return one;
    if (b <= 0) return T(0);
    return met[static_cast<std::size_t>((a - 1) * n + (b - 1))];
  };
  auto set = [&](long long a, long long b, const T& v) {
    met[static_cast<std::size_t>((a - 1) * n + (b - 1))] = v;
    if (a != b) met[static_cast<std::size_t>((b - 1) * n + (a - 1))] = one - v;
  };
  auto P = [&](long long k) { return k <= 0 ? one : post[static_cast<std::size_t>(k - 1)]; };
  for (long long a = 1; a <= n; ++a) set(a, 1, g1 * half * P(a - 2) + (one - g1) * half * P(a - 1));

  // The drop point of the row player x (needing x points, y for the other) doubling the cube
  // from c, the doubled cube dead; an automatic redouble (x <= 2c < y) makes the stakes 4c.
  auto dead_drop = [&](long long x, long long y, long long c) {
    const long long cp = (x <= 2 * c && y > 2 * c) ? 2 * c : c;
    const T lose = g2 * E(x, y - 4 * cp) + (one - g2) * E(x, y - 2 * cp);
    const T den = g1 * E(x - 4 * cp, y) + (one - g1) * E(x - 2 * cp, y) - lose;
    check_ratio_denominator(den, "a drop point", x, y);
    return (E(x - c, y) - lose) / den;
  };
  for (long long a = 2; a <= n; ++a) {
    for (long long b = 2; b <= a; ++b) {
      check_interrupt();
      // D1, D2 at cube c: dead where the doubled cube is, otherwise improved by the redoubles.
      std::function<std::pair<T, T>(long long)> drops = [&](long long c) -> std::pair<T, T> {
        T d1 = dead_drop(a, b, c), d2 = dead_drop(b, a, c);
        if (a <= 2 * c || b <= 2 * c) return {d1, d2};
        const auto [up1, up2] = drops(2 * c);
        return {one + (up2 + delta) * (d1 - one), one + (up1 + delta) * (d2 - one)};
      };
      const auto [d1, d2] = drops(1);
      const T den = d1 + d2 + T(2) * delta_bar - one;
      check_ratio_denominator(den, "the equity", a, b);
      set(a, b, ((d2 + delta_bar - half) * E(a - 1, b) + (d1 + delta_bar - half) * E(a, b - 1)) / den);
      check_entry_size(E(a, b), a, b);
    }
  }
  return met;
}

template <class T>
std::array<std::vector<T>, 2> mec_post_crawford(long long n, const T& g, const T& w, const T& fd2, const T& fd4) {
  std::array<std::vector<T>, 2> post;
  for (int k = 0; k < 2; ++k) {
    const T wins = k == 0 ? w : T(1) - w;  // the trailer's chance of winning a game
    auto P = [&](long long t) { return t <= 0 ? T(1) : post[k][static_cast<std::size_t>(t - 1)]; };
    for (long long t = 1; t <= n; ++t) {
      T v;
      if (t == 1) v = wins;
      else if (t % 2 == 1) v = wins * ((T(1) - g) * P(t - 2) + g * P(t - 4));  // doubled at once: 2 points or 4
      else v = P(t - 1) - (t == 2 ? fd2 : t == 4 ? fd4 : T(0));               // the leader's free drop
      post[k].push_back(v);
    }
  }
  return post;
}

template <class T>
std::vector<T> mec_pre_crawford(long long n, const std::array<std::vector<T>, 2>& post, const T& g, const T& w) {
  PartialTable<T> table(n, post);
  const Gammons<T> gammons{g, T(0), g, T(0)};
  for (long long sum = 2; sum <= 2 * n; ++sum) {
    for (long long a = std::max<long long>(1, sum - n); a <= std::min(n, sum - 1); ++a) {
      check_interrupt();
      const long long b = sum - a;
      const MatchScore s{a, b, false};
      const CubeModels<T> m(table, s, gammons);
      if (a == 1 && b == 1) table.set(a, b, w);
      else if (a == 1 || b == 1) table.set(a, b, w * m.win(1) + (T(1) - w) * m.loss(1));  // the Crawford game
      else table.set(a, b, m.live_centered(1)(w));
      check_entry_size(table.at(a, b, false), a, b);
    }
  }
  return table.take();
}

template <class T>
std::vector<T> janowski_pre_crawford(long long n) {
  std::vector<T> met(static_cast<std::size_t>(n * n));
  auto cap = [](const T& v) { return v > T(1) ? T(1) : v; };
  for (long long a = 1; a <= n; ++a)
    for (long long b = 1; b <= n; ++b) {
      const long long leader = std::min(a, b), trailer = std::max(a, b), d = trailer - leader;
      T lead;
      if (d == 0) lead = T(1) / T(2);
      else if (leader == 1) lead = cap(T(11) / T(20) + T(11) / T(20) * T(d) / T(trailer + 2));
      else lead = cap(T(1) / T(2) + T(17) / T(20) * T(d) / T(trailer + 6));
      met[static_cast<std::size_t>((a - 1) * n + (b - 1))] = a <= b ? lead : T(1) - lead;
    }
  return met;
}

#define ALEA_CONSTRUCT(T)                                                                                          \
  template void continue_post_crawford(std::vector<T>&, long long, const T&, const T&, const T&);                \
  template std::vector<T> zadeh_post_crawford(long long, const T&, const T&, const T&);                           \
  template std::vector<T> zadeh_pre_crawford(long long, const std::vector<T>&, const T&, const T&, const T&,     \
                                             const T&);                                                          \
  template std::array<std::vector<T>, 2> mec_post_crawford(long long, const T&, const T&, const T&, const T&);   \
  template std::vector<T> mec_pre_crawford(long long, const std::array<std::vector<T>, 2>&, const T&, const T&); \
  template std::vector<T> janowski_pre_crawford(long long);
ALEA_CONSTRUCT(Rational)
ALEA_CONSTRUCT(double)
#undef ALEA_CONSTRUCT

}  // namespace alea::doubling
