#include "cgt/misere/properties.hpp"

#include <unordered_map>

#include "core/memory_guard.hpp"

namespace alea::cgt::misere {

namespace {

// Memo of a predicate by id (-1 unknown).
struct Memo {
  std::vector<signed char> v;
  signed char get(Id g) const { return g < v.size() ? v[g] : -1; }
  void set(Id g, bool x) {
    if (v.size() <= g) v.resize(g + 1, -1);
    v[g] = x;
  }
};

bool firm(const Genus& g) { return g.gamma[0] == g.g; }

// Can the move to option x be answered so that G's genus still says what G + (tame games) does?
bool reverts(Id x, Id g) {
  Store& st = Store::instance();
  const Genus& G = genus(g);
  bool normal = false, misere = false;
  for (Id y : st.options(x)) {
    if (!generally_tame(y)) continue;
    const Genus& Y = genus(y);
    if (Y == G) return true;
    normal = normal || (Y.g == G.g && (tame_genus(G) || firm(Y)));
    misere = misere || Y.gamma[0] == G.gamma[0];
  }
  return !fickle(G) && normal && misere;
}

bool options_tame_or_revert(Id g) {
  for (Id x : Store::instance().options(g))
    if (!generally_tame(x) && !reverts(x, g)) return false;
  return true;
}

}  // namespace

bool tame_genus(const Genus& g) {
  for (std::uint64_t k = 1; k < g.gamma.size() + 2; ++k)
    if (g.at(k) != (g.g ^ ((k & 1) ? 2u : 0u))) return false;
  return g.gamma[0] == g.g || (g.g <= 1 && g.gamma[0] == 1 - g.g);
}

bool restive_genus(const Genus& g) {
  if (g.gamma[0] == g.g) return false;
  const std::uint64_t base = g.gamma[0] < 4 ? g.gamma[0] : g.g;
  for (std::uint64_t k = 1; k < g.gamma.size() + 2; ++k)
    if (g.at(k) != (base ^ ((k & 1) ? 2u : 0u))) return false;
  return !tame_genus(g);
}

bool fickle(const Genus& g) { return g.g <= 1 && g.gamma[0] == 1 - g.g; }

bool generally_tame(Id g) {
  static Memo memo;
  if (const signed char m = memo.get(g); m >= 0) return m;
  Store& st = Store::instance();
  const bool r = st.nim_heap_size(g) >= 0 || (tame_genus(genus(g)) && options_tame_or_revert(g));
  memo.set(g, r);
  return r;
}

bool generally_restive(Id g) {
  static Memo memo;
  if (const signed char m = memo.get(g); m >= 0) return m;
  const bool r = restive_genus(genus(g)) && options_tame_or_revert(g);
  memo.set(g, r);
  return r;
}

bool hereditarily_tame(Id g) {
  static Memo memo;
  if (const signed char m = memo.get(g); m >= 0) return m;
  bool r = tame_genus(genus(g));
  for (Id x : Store::instance().options(g)) r = r && hereditarily_tame(x);
  memo.set(g, r);
  return r;
}

std::string genus_text(Id id) {
  Store& st = Store::instance();
  const Genus& g = genus(id);
  if (st.nim_heap_size(id) >= 0) return std::to_string(g.g);
  std::vector<std::uint64_t> sup = g.gamma;
  if (generally_tame(id) || generally_restive(id)) sup.resize(1);
  bool big = false;
  for (auto v : sup) big = big || v >= 10;
  std::string out = std::to_string(g.g);
  out += big ? "^(" : "^";
  for (std::size_t i = 0; i < sup.size(); ++i) {
    if (big && i) out += ',';
    out += std::to_string(sup[i]);
  }
  if (big) out += ')';
  return out;
}

bool extraverted(Id g) {
  Store& st = Store::instance();
  const Id sharp = st.make({g});
  for (std::uint64_t x = 1; x <= 3; ++x)
    if (st.sum(g, st.nim_heap(x)) == sharp) return true;
  return false;
}

bool introverted(Id g) { return g == 0 || g == Store::instance().nim_heap(1); }

Id mate(Id g) {
  static std::unordered_map<Id, Id> memo;
  Store& st = Store::instance();
  if (g == 0) return st.nim_heap(1);
  if (auto it = memo.find(g); it != memo.end()) return it->second;
  std::vector<Id> opts;
  for (Id x : std::vector<Id>(st.options(g))) opts.push_back(mate(x));
  const Id m = st.make(std::move(opts));
  memo.emplace(g, m);
  return m;
}

}  // namespace alea::cgt::misere
