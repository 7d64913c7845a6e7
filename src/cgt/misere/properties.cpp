#include "cgt/misere/properties.hpp"

#include <algorithm>
#include <map>
#include <unordered_map>

#include "core/interrupt.hpp"

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

Id even_part(Id g) {
  Store& st = Store::instance();
  const Id with_star = st.sum(g, st.nim_heap(1));
  return st.birthday(g) < st.birthday(with_star) ? g : with_star;
}

namespace {

std::unordered_map<Id, std::vector<Id>>& parts_memo() {
  static std::unordered_map<Id, std::vector<Id>> memo;
  return memo;
}

// E's parts from its options' (all known): the pairs of the options' parts that sum to E.
std::vector<Id> parts_from_options(Id e) {
  Store& st = Store::instance();
  std::map<std::uint64_t, std::vector<Id>> by_birthday;  // the union U of the options' parts
  for (Id o : std::vector<Id>(st.options(e)))
    for (Id a : parts_memo().at(even_part(o))) by_birthday[st.birthday(a)].push_back(a);
  for (auto& [b, v] : by_birthday) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
  }
  std::vector<Id> parts{0, e};
  const std::uint64_t b_e = st.birthday(e);
  for (const auto& [b, as] : by_birthday) {
    if (b == 0 || 2 * b > b_e) continue;
    auto bs = by_birthday.find(b_e - b);
    if (bs == by_birthday.end()) continue;
    for (Id a : as)
      for (Id c : bs->second) {
        check_interrupt();
        if (st.sum(a, c) == e) {
          parts.push_back(a);
          parts.push_back(c);
        }
      }
  }
  std::sort(parts.begin(), parts.end());
  parts.erase(std::unique(parts.begin(), parts.end()), parts.end());
  return parts;
}

}  // namespace

const std::vector<Id>& even_parts(Id e) {
  auto& memo = parts_memo();
  if (auto it = memo.find(e); it != memo.end()) return it->second;
  // Post-order over the even parts of options, without recursion (birthdays can be large).
  std::vector<std::pair<Id, bool>> stack{{e, false}};
  while (!stack.empty()) {
    auto [g, expanded] = stack.back();
    if (memo.count(g)) {
      stack.pop_back();
      continue;
    }
    if (g == 0) {
      memo.emplace(0, std::vector<Id>{0});
      stack.pop_back();
      continue;
    }
    if (!expanded) {
      stack.back().second = true;
      for (Id o : std::vector<Id>(Store::instance().options(g)))
        if (const Id x = even_part(o); !memo.count(x)) stack.emplace_back(x, false);
      check_interrupt();
      continue;
    }
    std::vector<Id> parts = parts_from_options(g);
    static std::uint64_t bytes = 0;  // what the memo holds, for the guard
    bytes += 64 + 4 * parts.size();
    require_memory(bytes, "the parts of misère forms");
    memo.emplace(g, std::move(parts));
    stack.pop_back();
  }
  return memo.at(e);
}

bool prime(Id g) { return !introverted(g) && even_parts(even_part(g)).size() == 2; }

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
