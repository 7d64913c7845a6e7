#include "cgt/misere/genus.hpp"

#include <algorithm>

#include "core/memory_guard.hpp"

namespace alea::cgt::misere {

namespace {

struct Cache {
  std::vector<Genus> genera;
  std::vector<bool> known;
  std::uint64_t bytes = 0;
};

Cache& cache() {
  static Cache c;
  return c;
}

Genus compute(Id id) {
  Store& st = Store::instance();
  const std::vector<Id> opts = st.options(id);
  std::vector<const Genus*> sub;
  std::size_t length = 3;
  for (Id o : opts) {
    sub.push_back(&genus(o));
    length = std::max(length, sub.back()->gamma.size() + 4);
  }
  // genus(o) may have grown the cache: take the pointers again.
  sub.clear();
  for (Id o : opts) sub.push_back(&cache().genera[o]);
  Genus out;
  out.g = st.nim_value(id);
  out.gamma.resize(length);
  std::vector<std::uint64_t> values;
  for (std::size_t k = 0; k < length; ++k) {
    values.clear();
    for (const Genus* s : sub) values.push_back(s->at(k));
    if (k > 0) {
      values.push_back(out.gamma[k - 1]);
      values.push_back(out.gamma[k - 1] ^ 1);
    }
    out.gamma[k] = k == 0 && opts.empty() ? 1 : mex(values);
  }
  std::size_t m = length - 1;
  while (m > 1 && out.gamma[m] == out.gamma[m - 2]) --m;
  out.gamma.resize(m + 1);
  return out;
}

}  // namespace

const Genus& genus(Id g) {
  Cache& c = cache();
  if (g < c.known.size() && c.known[g]) return c.genera[g];
  Genus value = compute(g);
  if (c.genera.size() <= g) {
    c.genera.resize(g + 1);
    c.known.resize(g + 1, false);
  }
  c.bytes += sizeof(Genus) + value.gamma.size() * 8;
  require_memory(c.bytes, "the genera of misère games");
  c.genera[g] = std::move(value);
  c.known[g] = true;
  return c.genera[g];
}

}  // namespace alea::cgt::misere
