#include "boolfn/partial.hpp"

#include <string>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"

namespace alea::boolfn {

int Partial::free_count() const {
  int k = 0;
  for (auto v : value) k += v == 0;
  return k;
}

std::vector<int> Partial::free_variables() const {
  std::vector<int> out;
  for (int i = 0; i < n(); ++i)
    if (value[i] == 0) out.push_back(i + 1);
  return out;
}

std::uint64_t Partial::fixed_mask() const {
  std::uint64_t m = 0;
  for (int i = 0; i < n() && i < 64; ++i)
    if (value[i] != 0) m |= std::uint64_t(1) << i;
  return m;
}

std::uint64_t Partial::plus_mask() const {
  std::uint64_t m = 0;
  for (int i = 0; i < n() && i < 64; ++i)
    if (value[i] > 0) m |= std::uint64_t(1) << i;
  return m;
}

Partial make_partial(int n, const Assignments& assignments, const char* role) {
  Partial p;
  p.value.assign(n, 0);
  for (auto [i, v] : assignments) {
    if (i < 1 || i > n)
      throw InvalidArgument(role, "variable " + std::to_string(i) + " is not in 1.." + std::to_string(n));
    if (v != 1 && v != -1)
      throw InvalidArgument(role, "x" + std::to_string(i) + " must be set to 1 or -1, got " + std::to_string(v));
    if (p.value[i - 1] != 0) throw InvalidArgument(role, "x" + std::to_string(i) + " is set twice");
    p.value[i - 1] = static_cast<signed char>(v);
  }
  return p;
}

TruthTable restrict_table(const TruthTable& t, const Partial& partial) {
  std::vector<int> free;
  for (int i = 0; i < t.n(); ++i)
    if (partial.value[i] == 0) free.push_back(i);
  int k = int(free.size());
  std::uint64_t base = partial.plus_mask();
  std::uint64_t size = std::uint64_t(1) << k;
  auto index = [&](std::uint64_t y) {
    std::uint64_t x = base;
    for (int j = 0; j < k; ++j)
      if ((y >> j) & 1) x |= std::uint64_t(1) << free[j];
    return x;
  };
  if (t.is_boolean()) {
    require_memory(TruthTable::bytes(k, true), "the restricted table");
    std::vector<std::uint64_t> bits(words_for(k), 0);
    for (std::uint64_t y = 0; y < size; ++y) {
      if (t.plus(index(y))) bits[y >> 6] |= std::uint64_t(1) << (y & 63);
      if ((y & 65535) == 65535) check_interrupt();
    }
    return TruthTable::boolean(k, std::move(bits));
  }
  require_memory(TruthTable::bytes(k, false), "the restricted table");
  std::vector<std::int64_t> num(size);
  for (std::uint64_t y = 0; y < size; ++y) {
    num[y] = t.numerator(index(y));
    if ((y & 65535) == 65535) check_interrupt();
  }
  return TruthTable::numeric(k, std::move(num), t.denominator());
}

BooleanFunction restrict(const BooleanFunction& f, const Partial& partial) {
  if (partial.n() != f.n())
    throw InvalidArgument("partial", "the assignment has " + std::to_string(partial.n()) + " variables, f has " +
                                         std::to_string(f.n()));
  int k = partial.free_count();
  if (k == 0) throw InvalidArgument("partial", "every variable is set: nothing is left to restrict to");
  std::string name;
  if (!f.name().empty()) {
    name = f.name() + "|{";
    bool first = true;
    for (int i = 0; i < f.n(); ++i)
      if (partial.value[i] != 0) {
        name += std::string(first ? "" : ",") + std::to_string(i + 1) + "=" + (partial.value[i] > 0 ? "1" : "-1");
        first = false;
      }
    name += "}";
  }
  if (f.has_table() || f.n() <= 26) return BooleanFunction(restrict_table(f.table(), partial), name);
  std::vector<int> free;
  for (int i = 0; i < f.n(); ++i)
    if (partial.value[i] == 0) free.push_back(i);
  auto fixed = partial.value;
  BooleanFunction g = f;
  return BooleanFunction::implicit(k, [g, free, fixed](const std::vector<signed char>& y) {
    std::vector<int> x(fixed.begin(), fixed.end());
    for (std::size_t j = 0; j < free.size(); ++j) x[free[j]] = y[j];
    return g.value(x) > 0;
  }, name);
}

BooleanFunction restrict(const BooleanFunction& f, const Assignments& partial) {
  return restrict(f, make_partial(f.n(), partial));
}

}  // namespace alea::boolfn
