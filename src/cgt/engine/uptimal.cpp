#include "cgt/engine/uptimal.hpp"

#include <algorithm>

#include "cgt/engine/engine.hpp"
#include "cgt/engine/memo.hpp"

namespace alea::cgt::engine {
namespace {

void trim(Uptimal& u) {
  while (!u.coeffs.empty() && u.coeffs.back() == 0) u.coeffs.pop_back();
}

Uptimal negated(Uptimal u) {
  u.number = -u.number;
  for (auto& a : u.coeffs) a = -a;
  return u;
}

// The expansion whose unique Right option would be r: the first `to` coefficients of r raised
// by one (those past r's length become 1) and * added. An uptimal with last coefficient
// ak > 0 has exactly one canonical Right option, x.(a1-1)...(ak-1) + *(m+1): so G's expansion
// is one of these, for to = length of r (when ak >= 2) or some to past it (when ak = 1).
Uptimal raised(const Uptimal& r, std::size_t to) {
  Uptimal u;
  u.number = r.number;
  u.nim = r.nim ^ 1u;
  u.coeffs.resize(std::max(to, r.length()));
  for (std::size_t i = 0; i < u.coeffs.size(); ++i)
    u.coeffs[i] = i < r.length() ? r.coeffs[i] + (i < to ? 1 : 0) : 1;
  trim(u);
  return u;
}

// ^[k] = ^ + ^<2> + ... + ^<k> (k >= 1), cached.
Id up_sum(std::size_t k) {
  static std::vector<Id> sums;
  while (sums.size() < k) {
    Id previous = sums.empty() ? store().zero() : sums.back();
    sums.push_back(add(previous, up_power(static_cast<long long>(sums.size()) + 1)));
  }
  return sums[k - 1];
}

// g's expansion if g is an uptimal whose last coefficient is positive. Candidates come from
// its Right option r, and each is confirmed by building its game, r + * + ^[to] (two sums,
// whatever the length): equal values share an id.
std::optional<Uptimal> positive_uptimal(Id g) {
  Store& s = store();
  auto ro = s.right(g);
  if (ro.size() != 1) return std::nullopt;
  auto r = uptimal_of(ro[0]);
  if (!r) return std::nullopt;
  std::size_t longest_left = 0;
  for (Id l : s.left(g)) {
    auto e = uptimal_of(l);
    if (!e || !(e->number == r->number)) return std::nullopt;
    longest_left = std::max(longest_left, e->length());
  }
  std::vector<std::size_t> lengths;
  if (r->length() > 0 && r->coeffs.back() > 0) lengths.push_back(r->length());
  lengths.push_back(std::max(r->length(), longest_left) + 1);
  Id r_star = add(ro[0], s.nus(Dyadic(), 0, 1));
  for (std::size_t to : lengths) {
    Uptimal c = raised(*r, to);
    if (c.length() >= 2 && add(r_star, up_sum(to)) == g) return c;  // length <= 1 would be a nus record
  }
  return std::nullopt;
}

// k copies of g (k >= 0), by doubling.
Id times(Id g, long long k) {
  Id sum = store().zero();
  while (k > 0) {
    if (k & 1) sum = add(sum, g);
    k >>= 1;
    if (k > 0) g = add(g, g);
  }
  return sum;
}

}  // namespace

bool Uptimal::is_unit() const {
  int nonzero = 0;
  for (long long a : coeffs) {
    if (a == 0) continue;
    if (a != 1 && a != -1) return false;
    ++nonzero;
  }
  return nonzero <= 1;
}

bool Uptimal::is_unit_sum() const {
  if (coeffs.empty()) return true;
  if (coeffs[0] != 1 && coeffs[0] != -1) return false;
  return std::all_of(coeffs.begin(), coeffs.end(), [&](long long a) { return a == coeffs[0]; });
}

int compare_uptimal(const Uptimal& a, const Uptimal& b) {
  if (auto c = a.number <=> b.number; c != 0) return c < 0 ? -1 : 1;
  for (std::size_t i = 0; i < a.length() && i < b.length(); ++i)
    if (a.coeffs[i] != b.coeffs[i]) return a.coeffs[i] < b.coeffs[i] ? -1 : 1;
  if (a.length() != b.length()) return a.length() < b.length() ? -1 : 1;
  if (a.nim != b.nim) return a.nim < b.nim ? -1 : 1;
  return 0;
}

std::optional<Uptimal> uptimal_of(Id g) {
  Store& s = store();
  if (s.is_nus(g)) {
    const Nus& n = s.nus_of(g);
    Uptimal u{n.number, n.nim, {}};
    if (n.up != 0) u.coeffs.push_back(n.up);
    return u;
  }
  static BoundedMemo<std::optional<Uptimal>> memo(128);
  if (const auto* m = memo.find(g)) return *m;
  tick();
  check_stack();
  std::optional<Uptimal> u;
  // An uptimal's stops are both its number part; most games fail here at once.
  if (s.left_stop(g) == s.right_stop(g)) {
    u = positive_uptimal(g);
    // One with a negative last coefficient is the negative of one with a positive one, and has
    // a single Left option.
    if (!u && s.left(g).size() == 1)
      if (auto n = positive_uptimal(negate(g))) u = negated(*n);
  }
  return memo.put(g, std::move(u));
}

std::optional<Uptimal> uptimal_symbol(Id g) {
  if (store().is_nus(g)) return std::nullopt;
  auto u = uptimal_of(g);
  if (u && u->is_symbol()) return u;
  return std::nullopt;
}

Id up_power(long long n) {
  // chain[k] = ^->k = {^->(k-1) | *}, powers[k] = ^<k> = {0 | * - ^->(k-1)}.
  static std::vector<Id> chain, powers;
  Store& s = store();
  Id star = s.nus(Dyadic(), 0, 1);
  if (chain.empty()) {
    chain.push_back(s.zero());
    powers.push_back(kNoId);
  }
  while (static_cast<long long>(powers.size()) <= n) {
    tick();
    std::size_t k = powers.size();
    Id power = canonical({s.zero()}, {subtract(star, chain[k - 1])});
    Id link = canonical({chain[k - 1]}, {star});
    powers.push_back(power);
    chain.push_back(link);
  }
  return powers[static_cast<std::size_t>(n)];
}

Id from_uptimal(const Uptimal& u) {
  Store& s = store();
  Id g = s.nus(u.number, u.length() > 0 ? u.coeffs[0] : 0, u.nim);
  for (std::size_t i = 1; i < u.length(); ++i) {
    long long a = u.coeffs[i];
    if (a == 0) continue;
    Id p = up_power(static_cast<long long>(i) + 1);
    g = add(g, times(a > 0 ? p : negate(p), a > 0 ? a : -a));
  }
  return g;
}

}  // namespace alea::cgt::engine
