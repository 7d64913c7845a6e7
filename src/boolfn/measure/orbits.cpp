#include "boolfn/measure/orbits.hpp"

#include <limits>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "lp/exact.hpp"

namespace alea::boolfn::measure {
namespace {

bool bit_at(const Words& bits, std::uint64_t x) { return bits[x >> 6] >> (x & 63) & 1; }

// f(x) = f(x with x_i, x_j exchanged) for every x (only the points with x_i = 1, x_j = 0 differ).
bool swappable(const Words& bits, int n, int i, int j) {
  const std::uint64_t bi = std::uint64_t(1) << i, bj = std::uint64_t(1) << j;
  const std::uint64_t size = std::uint64_t(1) << n;
  for (std::uint64_t x = 0; x < size; ++x) {
    if ((x & 0xFFFF) == 0) check_interrupt();
    if ((x & bi) && !(x & bj) && bit_at(bits, x) != bit_at(bits, x ^ bi ^ bj)) return false;
  }
  return true;
}

// binom(n, k) for n <= 64 in a double-free integer table; the orbit sums need n <= 20.
std::int64_t choose(int n, int k) {
  if (k < 0 || k > n) return 0;
  std::int64_t c = 1;
  for (int i = 1; i <= k; ++i) c = c * (n - k + i) / i;
  return c;
}

std::int64_t krawtchouk(int t, int m, int n) {
  std::int64_t s = 0;
  for (int j = 0; j <= t; ++j) s += (j & 1 ? -1 : 1) * choose(m, j) * choose(n - m, t - j);
  return s;
}

// The digits of `index` in the mixed radix of (n_i + 1).
std::vector<int> digits(std::uint64_t index, const std::vector<int>& sizes) {
  std::vector<int> d(sizes.size());
  for (std::size_t i = 0; i < sizes.size(); ++i) {
    d[i] = static_cast<int>(index % std::uint64_t(sizes[i] + 1));
    index /= std::uint64_t(sizes[i] + 1);
  }
  return d;
}

}  // namespace

std::vector<std::vector<int>> swap_classes(const Words& bits, int n) {
  std::vector<std::vector<int>> classes;
  for (int v = 0; v < n; ++v) {
    bool placed = false;
    for (auto& c : classes)
      if (swappable(bits, n, v, c.front())) {
        c.push_back(v);
        placed = true;
        break;
      }
    if (!placed) classes.push_back({v});
  }
  return classes;
}

std::uint64_t orbit_count(const std::vector<std::vector<int>>& classes) {
  std::uint64_t count = 1;
  for (const auto& c : classes) {
    if (count > std::numeric_limits<std::uint64_t>::max() / (c.size() + 1)) return std::numeric_limits<std::uint64_t>::max();
    count *= c.size() + 1;
  }
  return count;
}

OrbitFunction orbit_function(const Words& bits, const std::vector<std::vector<int>>& classes) {
  OrbitFunction f;
  for (const auto& c : classes) f.sizes.push_back(static_cast<int>(c.size()));
  const std::uint64_t count = orbit_count(classes);
  require_memory(bytes_for(count, sizeof(int)), "the orbits of f");
  f.value.resize(count);
  for (std::uint64_t o = 0; o < count; ++o) {
    const auto m = digits(o, f.sizes);
    std::uint64_t x = 0;  // the first m_i variables of class i at -1 (bit 0), the others at +1
    for (std::size_t i = 0; i < classes.size(); ++i)
      for (std::size_t k = static_cast<std::size_t>(m[i]); k < classes[i].size(); ++k) x |= std::uint64_t(1) << classes[i][k];
    f.value[o] = bit_at(bits, x) ? 1 : -1;
  }
  return f;
}

ErrorBounds orbit_approximation_error(const OrbitFunction& f, int d) {
  int n = 0;
  for (int s : f.sizes) n += s;
  if (d >= n) return {Rational(0), Rational(0)};
  const std::uint64_t orbits = f.value.size();
  std::vector<std::vector<int>> types;  // every t with t_i <= n_i and sum t_i <= d
  for (std::uint64_t o = 0; o < orbits; ++o) {
    auto t = digits(o, f.sizes);
    int sum = 0;
    for (int x : t) sum += x;
    if (sum <= d) types.push_back(std::move(t));
  }
  const std::uint64_t cols = types.size() + 1;
  // Rationals of a few words each, twice: the problem and the solver's copy.
  require_memory(bytes_for(bytes_for(2 * orbits, cols), 2 * 64),
                 "the orbit LP of the approximate degree (" + std::to_string(2 * orbits) + " rows, " +
                     std::to_string(cols) + " columns)");
  // columns: c_t (free), then e >= 0; maximize -e subject to |sum_t c_t B_t(m) - F(m)| <= e.
  lp::Problem<Rational> p;
  p.objective.assign(cols, Rational(0));
  p.objective.back() = -1;
  p.free.assign(cols, true);
  p.free.back() = false;
  for (std::uint64_t o = 0; o < orbits; ++o) {
    check_interrupt();
    const auto m = digits(o, f.sizes);
    std::vector<Rational> row(cols);
    for (std::size_t c = 0; c < types.size(); ++c) {
      std::int64_t num = 1, den = 1;
      for (std::size_t i = 0; i < m.size(); ++i) {
        num *= krawtchouk(types[c][i], m[i], f.sizes[i]);
        den *= choose(f.sizes[i], types[c][i]);
      }
      row[c] = Rational(num, den);
    }
    row.back() = 1;
    p.a.push_back(row);  // q(m) + e >= F(m)
    p.sense.push_back(lp::Sense::at_least);
    p.rhs.emplace_back(f.value[o]);
    row.back() = -1;
    p.a.push_back(std::move(row));  // q(m) - e <= F(m)
    p.sense.push_back(lp::Sense::at_most);
    p.rhs.emplace_back(f.value[o]);
  }
  auto r = lp::solve_exact(p, false);
  if (!r.exact) throw Error("the orbit LP of the approximate degree could not be solved exactly (" + r.reason + ")");
  const Rational e = -r.exact->value;
  return {e, e};
}

}  // namespace alea::boolfn::measure
