#include "boolfn/measure/orbits.hpp"

#include <algorithm>
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

// f(x) = f(x with the blocks a and b exchanged, a_k <-> b_k) for every x.
bool exchangeable(const Words& bits, int n, const std::vector<int>& a, const std::vector<int>& b) {
  std::uint64_t both = 0;
  for (std::size_t k = 0; k < a.size(); ++k) both |= (std::uint64_t(1) << a[k]) | (std::uint64_t(1) << b[k]);
  const std::uint64_t size = std::uint64_t(1) << n;
  for (std::uint64_t x = 0; x < size; ++x) {
    if ((x & 0xFFFF) == 0) check_interrupt();
    std::uint64_t y = x & ~both;
    for (std::size_t k = 0; k < a.size(); ++k) {
      y |= (x >> a[k] & 1) << b[k];
      y |= (x >> b[k] & 1) << a[k];
    }
    if (bit_at(bits, x) != bit_at(bits, y)) return false;
  }
  return true;
}

// Within each group of classes the digits do not rise along the classes: the orbit's
// representative.
bool sorted_in_groups(const std::vector<int>& m, const std::vector<int>& group) {
  for (std::size_t i = 0; i < m.size(); ++i)
    for (std::size_t j = i + 1; j < m.size(); ++j)
      if (group[j] == group[i]) {
        if (m[j] > m[i]) return false;
        break;
      }
  return true;
}

// The distinct rearrangements of t's digits on `places` (one group's classes), each as the
// digits in the order of `places`.
std::vector<std::vector<int>> rearrangements(const std::vector<int>& t, const std::vector<int>& places) {
  std::vector<int> v;
  for (int p : places) v.push_back(t[p]);
  std::sort(v.begin(), v.end());
  std::vector<std::vector<int>> out;
  do out.push_back(v);
  while (std::next_permutation(v.begin(), v.end()));
  return out;
}

}  // namespace

std::vector<int> exchangeable_groups(const Words& bits, int n, const std::vector<std::vector<int>>& classes) {
  std::vector<int> group(classes.size()), first;  // first: each group's first class
  for (std::size_t c = 0; c < classes.size(); ++c) {
    int g = -1;
    for (std::size_t k = 0; k < first.size() && g < 0; ++k) {
      const auto& a = classes[first[k]];
      if (a.size() == classes[c].size() && a.size() >= 2 && exchangeable(bits, n, a, classes[c])) g = int(k);
    }
    if (g < 0) {
      g = int(first.size());
      first.push_back(int(c));
    }
    group[c] = g;
  }
  return group;
}

std::uint64_t block_orbit_count(const std::vector<std::vector<int>>& classes, const std::vector<int>& group) {
  std::vector<int> members(classes.size(), 0), size(classes.size(), 0);
  for (std::size_t c = 0; c < classes.size(); ++c) {
    ++members[group[c]];
    size[group[c]] = int(classes[c].size());
  }
  std::uint64_t count = 1;
  for (std::size_t g = 0; g < classes.size(); ++g) {
    if (!members[g]) continue;
    // binom(members + size, members), exactly in 128 bits (members + size <= 64)
    unsigned __int128 b = 1;
    for (int i = 1; i <= members[g]; ++i) b = b * unsigned(size[g] + i) / unsigned(i);
    if (b > std::numeric_limits<std::uint64_t>::max() / count) return std::numeric_limits<std::uint64_t>::max();
    count *= std::uint64_t(b);
  }
  return count;
}

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

OrbitFunction orbit_function(const Words& bits, const std::vector<std::vector<int>>& classes, std::vector<int> group) {
  OrbitFunction f;
  f.group = std::move(group);
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
  const std::size_t classes = f.sizes.size();
  std::vector<int> group = f.group;
  if (group.empty())
    for (std::size_t i = 0; i < classes; ++i) group.push_back(int(i));
  std::vector<std::vector<int>> places(classes);  // each group's classes, increasing
  for (std::size_t i = 0; i < classes; ++i) places[group[i]].push_back(int(i));
  std::vector<std::uint64_t> orbits;   // the representatives (indices into f.value)
  std::vector<std::vector<int>> types;  // every representative t with sum t_i <= d
  for (std::uint64_t o = 0; o < f.value.size(); ++o) {
    if ((o & 0xFFF) == 0) check_interrupt();
    auto m = digits(o, f.sizes);
    if (!sorted_in_groups(m, group)) continue;
    orbits.push_back(o);
    int sum = 0;
    for (int x : m) sum += x;
    if (sum <= d) types.push_back(std::move(m));
  }
  const std::uint64_t cols = types.size() + 1;
  // Rationals of a few words each, twice: the problem and the solver's copy.
  require_memory(bytes_for(bytes_for(2 * orbits.size(), cols), 2 * 64),
                 "the orbit LP of the approximate degree (" + std::to_string(2 * orbits.size()) + " rows, " +
                     std::to_string(cols) + " columns)");
  // per type and group: t's rearrangements within the group, and the column's denominator
  std::vector<std::vector<std::vector<std::vector<int>>>> arranged(types.size());
  std::vector<std::int64_t> denominator(types.size(), 1);
  for (std::size_t c = 0; c < types.size(); ++c)
    for (const auto& p : places) {
      if (p.empty()) continue;
      arranged[c].push_back(rearrangements(types[c], p));
      denominator[c] *= std::int64_t(arranged[c].back().size());
      for (int i : p) denominator[c] *= choose(f.sizes[i], types[c][i]);
    }
  // columns: c_t (free), then e >= 0; maximize -e subject to |sum_t c_t B_t(m) - F(m)| <= e.
  lp::Problem<Rational> p;
  p.objective.assign(cols, Rational(0));
  p.objective.back() = -1;
  p.free.assign(cols, true);
  p.free.back() = false;
  for (std::uint64_t o : orbits) {
    check_interrupt();
    const auto m = digits(o, f.sizes);
    std::vector<Rational> row(cols);
    for (std::size_t c = 0; c < types.size(); ++c) {
      std::int64_t num = 1;
      std::size_t g = 0;
      for (const auto& pl : places) {
        if (pl.empty()) continue;
        std::int64_t sum = 0;  // over the rearrangements t' of prod_i K_{t'_i}(m_i; n_i)
        for (const auto& t : arranged[c][g]) {
          std::int64_t term = 1;
          for (std::size_t k = 0; k < pl.size(); ++k) term *= krawtchouk(t[k], m[pl[k]], f.sizes[pl[k]]);
          sum += term;
        }
        num *= sum;
        ++g;
      }
      row[c] = Rational(num, denominator[c]);
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
