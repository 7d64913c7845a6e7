// Disjunctive sum and negation of canonical games.
#include <limits>

#include "cgt/engine/engine.hpp"
#include "cgt/engine/op_cache.hpp"
#include "core/errors.hpp"

namespace alea::cgt::engine {
namespace {

long long add_ups(long long a, long long b) {
  long long c;
  if (__builtin_add_overflow(a, b, &c)) throw LimitExceeded("the up multiple of a sum overflows 64 bits");
  return c;
}

}  // namespace

Id add(Id g, Id h) {
  Store& s = store();
  if (g == s.zero()) return h;
  if (h == s.zero()) return g;
  if (s.is_nus(g) && s.is_nus(h)) {
    const Nus& a = s.nus_of(g);
    const Nus& b = s.nus_of(h);
    Dyadic x = a.number + b.number;
    long long up = add_ups(a.up, b.up);
    unsigned long long nim = a.nim ^ b.nim;
    return s.nus(x, up, nim);
  }
  if (g > h) std::swap(g, h);  // the sum is commutative: one cache entry per pair
  ++stats().sum_calls;
  OpCache& cache = OpCache::instance();
  Id cached = cache.find(Op::sum, g, h);
  if (cached != kNoId) {
    ++stats().sum_cache_hits;
    return cached;
  }
  tick();
  std::vector<Id> left, right;
  // Number translation: a number summand's own moves are never needed.
  if (!s.is_number(g)) {
    for (Id gl : s.left(g)) left.push_back(add(gl, h));
    for (Id gr : s.right(g)) right.push_back(add(gr, h));
  }
  if (!s.is_number(h)) {
    for (Id hl : s.left(h)) left.push_back(add(g, hl));
    for (Id hr : s.right(h)) right.push_back(add(g, hr));
  }
  Id result = canonical(std::move(left), std::move(right));
  cache.store(Op::sum, g, h, result);
  return result;
}

Id negate(Id g) {
  Store& s = store();
  if (s.is_nus(g)) {
    const Nus& n = s.nus_of(g);
    if (n.up == std::numeric_limits<long long>::min()) throw LimitExceeded("the up multiple overflows 64 bits");
    Nus m{-n.number, -n.up, n.nim};
    return s.nus(m.number, m.up, m.nim);
  }
  Id cached = s.cached_negative(g);
  if (cached != kNoId) return cached;
  tick();
  std::vector<Id> left, right;
  for (Id gr : s.right(g)) left.push_back(negate(gr));
  for (Id gl : s.left(g)) right.push_back(negate(gl));
  // The negative of a canonical form is canonical.
  Id result = s.general(std::move(left), std::move(right));
  s.set_negative(g, result);
  return result;
}

}  // namespace alea::cgt::engine
