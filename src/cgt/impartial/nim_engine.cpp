#include "cgt/impartial/nim_engine.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <limits>
#include <stdexcept>
#include <variant>

#include "cgt/impartial/partitions.hpp"
#include "cgt/impartial/value_set.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/progress.hpp"

namespace alea::cgt::impartial {

namespace engine_parts {

// One kind of move of a digit: leave exactly `count` heaps (0, 1 or 2: the fast paths), or
// `count` or more (`and_more`, count >= 3) or exactly count >= 3 heaps (the general path).
struct Atom {
  std::uint64_t count = 0;
  Modifier mod = Modifier::none;
  bool and_more = false;
};

std::vector<Atom> atoms(const Digit& d) {
  std::vector<Atom> out;
  for (const auto& r : d.rules) {
    if (!r.and_more) {
      out.push_back({r.count, r.modifier, false});
      continue;
    }
    for (std::uint64_t c = r.count; c < 3; ++c) out.push_back({c, c < 2 ? Modifier::none : r.modifier, false});
    out.push_back({std::max<std::uint64_t>(r.count, 3), r.modifier, true});
  }
  return out;
}

struct Split {
  std::uint64_t take;
  Modifier mod;
};
struct Many {
  std::uint64_t take;   // tokens taken, or added when `adds`
  Atom atom;
  bool adds = false;
};
// An atom of the repeating block at position pos: the takes j = P + pos + L t.
struct Tail {
  std::uint64_t pos;
  Atom atom;
};

using Storage = std::variant<std::vector<std::uint8_t>, std::vector<std::uint16_t>, std::vector<std::uint32_t>>;

// The sets of values of partitions of s into r heaps (exactly r, or at least r), unmodified,
// built once per (r, s) in increasing s.
class PartitionSets {
 public:
  // Rows q < r are filled only as far as a partition of s into r parts needs them (s - (r - q)),
  // so the value of heap s itself is never read.
  template <class V>
  const ValueSet& exact(std::uint64_t r, std::uint64_t s, const V* g) {
    if (s < r) return none_;
    for (std::uint64_t q = 2; q <= r; ++q) fill(exact_, q, s - (r - q), g, false);
    return exact_[r][s];
  }
  template <class V>
  const ValueSet& at_least(std::uint64_t r, std::uint64_t s, const V* g) {
    if (s < r) return none_;
    for (std::uint64_t q = 1; q <= r; ++q) fill(at_least_, q, s - (r - q), g, true);
    return at_least_[r][s];
  }
  std::uint64_t bytes() const { return bytes_; }

 private:
  using Table = std::vector<std::vector<ValueSet>>;
  // exact: X_q(s) = U_a g[a] ^ X_{q-1}(s - a), X_1(m) = {g[m]}.
  // at least: L_1(s) = {g[s]} U U_{a<s} g[a] ^ L_1(s - a); L_q(s) = U_{a<s} g[a] ^ L_{q-1}(s - a).
  template <class V>
  void fill(Table& t, std::uint64_t q, std::uint64_t s, const V* g, bool at_least) {
    if (t.size() <= q) t.resize(q + 1);
    auto& row = t[q];
    while (row.size() <= s) {
      const std::uint64_t m = row.size();
      ValueSet set;
      if (q == 1 && at_least && m >= 1) set.insert(g[m]);
      if (q >= 2 || at_least)
        for (std::uint64_t a = 1; a < m; ++a) {
          const std::uint64_t rest = m - a;
          if (q == 2 && !at_least) {
            set.insert(static_cast<std::uint64_t>(g[a]) ^ g[rest]);
            continue;
          }
          const ValueSet& sub = at_least ? t[std::max<std::uint64_t>(q - 1, 1)][rest] : t[q - 1][rest];
          sub.for_each([&](std::uint64_t x) { set.insert(x ^ g[a]); });
        }
      bytes_ += set.bytes() + sizeof(ValueSet);
      require_memory(bytes_, "the value sets of partitions into several heaps");
      row.push_back(std::move(set));
      check_interrupt();
    }
  }
  Table exact_, at_least_;
  ValueSet none_;
  std::uint64_t bytes_ = 0;
};

}  // namespace engine_parts

using namespace engine_parts;

struct NimEngine::State {
  SplitMethod method = SplitMethod::automatic;
  std::uint64_t P = 0, L = 0;  // the repeating block starts at take P and has length L
  std::vector<std::uint64_t> singles, wholes;
  std::vector<Split> splits;
  std::vector<Many> many;
  std::vector<Tail> tails;
  // phases[n mod L]: every value the block's moves reach from heaps m <= n with m = n mod L,
  // as heap n reaches them all (a take of P + pos + L t from n is a take of P + pos from n - L t).
  std::vector<ValueSet> phases;
  std::uint64_t contributed = 0;  // heaps whose block moves are in phases
  Storage g = std::vector<std::uint8_t>{};
  // The table reversed: reversed[capacity - 1 - i] = G(i), so G(s - a) for a = lo, lo + 1, ... is a
  // forward read too (find_pair). Regrown, by doubling, as the table grows.
  Storage reversed = std::vector<std::uint8_t>{};
  std::uint64_t known = 0;
  // The rare-value method.
  bool sparse = false, domain = false;
  std::uint64_t mask = 0, flip = 0, next_review = 64, classified = 1, searched = 0;
  std::vector<std::uint64_t> rare;  // rare positions a >= 1, increasing
  struct Scan {
    std::uint64_t s, lo, hi;
    bool distinct;
  };
  std::vector<Scan> scans;  // the search's cursors (kept to avoid an allocation per heap)
  // The values of the options of the heap being computed, as a bitset over [0, 2^bits): every
  // value known is below 2^bits, and so is every XOR of them.
  std::vector<std::uint64_t> seen = std::vector<std::uint64_t>(1, 0);
  int bits = 0;
  PartitionSets parts;

  bool parity(std::uint64_t v) const { return std::popcount(v & mask) & 1; }
  bool is_rare(std::uint64_t a, std::uint64_t value) const {
    return (parity(value) ^ (domain && (a & 1)) ^ flip) == 0;
  }
};

namespace {

using State = NimEngine::State;

inline void mark(State& st, std::uint64_t v) { st.seen[v >> 6] |= std::uint64_t{1} << (v & 63); }

// The least v >= from that no option of the heap reaches.
std::uint64_t least_free(const State& st, std::uint64_t from, const ValueSet* reached) {
  for (std::uint64_t v = from;; ++v) {
    std::size_t w = v >> 6;
    if (w < st.seen.size()) {
      std::uint64_t free = ~st.seen[w] & (~std::uint64_t{0} << (v & 63));
      while (free == 0 && ++w < st.seen.size()) free = ~st.seen[w];
      v = w < st.seen.size() ? (w << 6) + static_cast<std::uint64_t>(std::countr_zero(free)) : st.seen.size() << 6;
    }
    if (!reached || !reached->contains(v)) return v;
  }
}

// The values an atom reaches from s tokens (after the take), each passed to out.
template <class V, class Out>
void atom_values(State& st, const V* g, const Atom& a, std::uint64_t s, Out&& out) {
  if (a.count == 0) {
    if (s == 0) out(0);
  } else if (a.count == 1) {
    if (s >= 1) out(g[s]);
  } else if (a.count == 2 && !a.and_more) {
    if (a.mod == Modifier::equal) {
      if (s >= 2 && s % 2 == 0) out(0);
      return;
    }
    for (std::uint64_t x = 1; 2 * x <= s; ++x)
      if (a.mod == Modifier::none || 2 * x != s) out(static_cast<std::uint64_t>(g[x]) ^ g[s - x]);
  } else if (a.mod == Modifier::none) {
    const ValueSet& set = a.and_more ? st.parts.at_least(a.count, s, g) : st.parts.exact(a.count, s, g);
    set.for_each(out);
  } else {
    const std::uint64_t top = a.and_more ? s : a.count;
    for (std::uint64_t r = a.count; r <= top; ++r)
      for_each_partition(s, r, a.mod, [&](std::span<const std::uint64_t> p) {
        std::uint64_t x = 0;
        for (auto part : p) x ^= g[part];
        out(x);
        return true;
      });
  }
}

// Chooses the mask (and the variant) that makes the fewest rare positions among the last values,
// and rebuilds the list of rare positions with it. A position a is rare when the parity of
// G(a) & mask is 0 (range variant) or equals the parity of a - t (domain variant, for codes whose
// splitting takes t all have one parity): then a common G(n) is never the value of a pair of
// common parts, and only rare values of G(n) need a full reading of the pairs.
template <class V>
void review(State& st, const V* g, std::uint64_t n) {
  st.next_review = 2 * n;
  if (st.splits.empty() || st.method == SplitMethod::naive) return;
  const std::uint64_t lo = std::max<std::uint64_t>(1, n - std::min<std::uint64_t>(n / 2, 65536));
  V top = 0;
  for (std::uint64_t a = lo; a < n; ++a) top = std::max(top, g[a]);
  const int bits = std::clamp(static_cast<int>(std::bit_width(static_cast<std::uint64_t>(top))), 1, 12);
  const std::uint64_t low = (std::uint64_t{1} << bits) - 1;
  std::vector<std::array<std::uint64_t, 2>> hist(low + 1, {0, 0});
  for (std::uint64_t a = lo; a < n; ++a) ++hist[g[a] & low][a & 1];
  bool one_parity = true;
  for (const auto& sp : st.splits) one_parity = one_parity && (sp.take & 1) == (st.splits[0].take & 1);
  const unsigned t = static_cast<unsigned>(st.splits[0].take & 1);
  std::uint64_t best = n, best_mask = 1, best_flip = 0;
  bool best_domain = false;
  for (std::uint64_t m = 1; m <= low; ++m)
    for (int d = 0; d < (one_parity ? 2 : 1); ++d) {
      std::uint64_t rare = 0;  // positions with parity(G & m) ^ (d ? a ^ t : 0) even
      for (std::uint64_t v = 0; v <= low; ++v) {
        const unsigned p = std::popcount(v & m) & 1;
        for (unsigned q = 0; q < 2; ++q)
          if ((p ^ (d ? q ^ t : 0u)) == 0) rare += hist[v][q];
      }
      if (rare < best) best = rare, best_mask = m, best_domain = d, best_flip = d ? t : 0;
    }
  // Listing the pairs of a rare part costs a scattered write each, reading a take in full about a
  // tenth of that per pair (find_pair): the rare method pays when under 1 position in 32 is rare.
  const bool use = st.method == SplitMethod::sparse || 32 * best < (n - lo);
  st.sparse = use;
  st.rare.clear();
  if (!use) return;
  st.mask = best_mask, st.domain = best_domain, st.flip = best_flip;
  for (std::uint64_t a = 1; a < n; ++a)
    if (st.is_rare(a, g[a])) st.rare.push_back(a);
  st.classified = n;
}

// The first a in [lo, hi], from hi down, with G(a) ^ G(s - a) = v; 0 when there is none. mirror[a]
// is G(s - a) (the reversed copy of the table), so blocks of 64 pairs are two forward reads
// compared without a branch, which the compiler vectorizes; a block with a hit is then searched.
// Does some k < len have a[k] ^ b[k] = target? Eight bytes at a time (SWAR: a lane of z is zero
// exactly when (z - 1) & ~z has its top bit), which the compiler also vectorizes.
template <class V>
bool block_has(const V* a, const V* b, std::uint64_t len, V target) {
  constexpr std::uint64_t lows = ~std::uint64_t{0} / ((std::uint64_t{1} << (8 * sizeof(V) - 1) << 1) - 1);
  constexpr std::uint64_t highs = lows << (8 * sizeof(V) - 1);
  constexpr std::uint64_t per = 8 / sizeof(V);
  const std::uint64_t t = lows * target;
  std::uint64_t acc = 0, k = 0;
  for (; k + per <= len; k += per) {
    std::uint64_t x, y;
    std::memcpy(&x, a + k, 8);
    std::memcpy(&y, b + k, 8);
    const std::uint64_t z = x ^ y ^ t;
    acc |= (z - lows) & ~z & highs;
  }
  for (; k < len; ++k) acc |= static_cast<V>(a[k] ^ b[k]) == target;
  return acc != 0;
}

template <class V>
std::uint64_t find_pair(const V* g, const V* mirror, std::uint64_t lo, std::uint64_t hi, std::uint64_t v) {
  if (v > std::numeric_limits<V>::max()) return 0;
  const V target = static_cast<V>(v);
  while (hi >= lo && hi > 0) {
    const std::uint64_t len = std::min<std::uint64_t>(256, hi - lo + 1), base = hi + 1 - len;
    if (block_has(g + base, mirror + base, len, target))
      for (std::uint64_t a = hi; a >= base; --a)
        if (static_cast<V>(g[a] ^ mirror[a]) == target) return a;
    if (base == lo) break;
    hi = base - 1;
  }
  return 0;
}

// mirror[a] = G(s - a).
template <class V>
const V* mirror_of(const State& st, const V*, std::uint64_t s) {
  const auto& r = std::get<std::vector<V>>(st.reversed);
  return r.data() + (r.size() - 1 - s);
}

// Appends G(n) to the reversed table, doubling its capacity when full.
template <class V>
void mirror_push(State& st, const std::vector<V>& g) {
  auto& r = std::get<std::vector<V>>(st.reversed);
  const std::uint64_t n = g.size() - 1;
  if (n >= r.size()) {
    std::vector<V> grown(std::max<std::uint64_t>(1024, 2 * r.size()));
    for (std::uint64_t i = 0; i <= n; ++i) grown[grown.size() - 1 - i] = g[i];
    r = std::move(grown);
  } else {
    r[r.size() - 1 - n] = g[n];
  }
}

// The mex of heap n once the listed values are marked: the pairs of the splitting takes that
// were not listed (all of them, or in the sparse method those of two common parts) are read
// lazily. First as a coupon collector: 32 pairs from each end of each take that could give the
// least free value (its class, in the sparse method), marking every value read, up to a budget
// of a few times the number of values; then the least free value itself is looked for in the
// rest with a branch-free compare. The ends first: the middle holds the symmetric split
// (s/2, s/2) = 0, the small heaps the early exceptional values. Only a value no remaining pair
// gives (the answer) costs a full reading.
template <class V>
std::uint64_t lazy_mex(State& st, const V* g, std::uint64_t n, std::uint64_t v, const ValueSet* reached) {
  std::vector<State::Scan>& scans = st.scans;  // pairs (a, s - a), lo <= a <= hi, still to read
  scans.clear();
  for (const auto& sp : st.splits) {
    if (sp.mod == Modifier::equal || sp.take + 2 > n) continue;
    const std::uint64_t s = n - sp.take;
    const bool distinct = sp.mod != Modifier::none;
    scans.push_back({s, 1, distinct ? (s - 1) / 2 : s / 2, distinct});
  }
  auto can_give = [&](const State::Scan& sc, std::uint64_t x) {
    return sc.lo <= sc.hi && (!st.sparse || (st.parity(x) ^ (st.domain && (sc.s & 1))) == 0);
  };
  // About V ln V reads collect every value below V = 2^bits (coupon collector).
  std::uint64_t budget = (64 + (std::uint64_t{1} << st.bits)) * static_cast<std::uint64_t>(st.bits + 4), looked = 0;
  while (true) {
    v = least_free(st, v, reached);
    if (std::none_of(scans.begin(), scans.end(), [&](const State::Scan& sc) { return can_give(sc, v); })) return v;
    if (budget > 0) {
      for (auto& sc : scans) {
        if (!can_give(sc, v)) continue;
        for (int k = 0; k < 32 && sc.lo <= sc.hi; ++k, --sc.hi) mark(st, static_cast<std::uint64_t>(g[sc.hi]) ^ g[sc.s - sc.hi]);
        for (int k = 0; k < 32 && sc.lo <= sc.hi; ++k, ++sc.lo) mark(st, static_cast<std::uint64_t>(g[sc.lo]) ^ g[sc.s - sc.lo]);
        st.searched += 64;
        budget = budget > 64 ? budget - 64 : 0;
      }
      continue;
    }
    if (!st.sparse && ++looked > 16) {
      // Many values were still missing after the budget (large values, as in 0.76): read the
      // rest of every take that can give v in full.
      for (auto& sc : scans) {
        if (!can_give(sc, v)) continue;
        for (; sc.lo <= sc.hi; ++sc.lo) mark(st, static_cast<std::uint64_t>(g[sc.lo]) ^ g[sc.s - sc.lo]);
        st.searched += sc.s;
      }
      check_interrupt();
      continue;
    }
    bool found = false;
    for (auto& sc : scans) {
      if (!can_give(sc, v)) continue;
      const std::uint64_t a = find_pair(g, mirror_of(st, g, sc.s), sc.lo, sc.hi, v);
      st.searched += a ? sc.hi - a + 1 : sc.hi - sc.lo + 1;
      if (a) {
        found = true;
        break;
      }
    }
    if (!found) return v;
    mark(st, v);
    check_interrupt();
  }
}

// The mex of heap n's options.
template <class V>
std::uint64_t heap_value(State& st, const V* g, std::uint64_t n) {
  std::fill(st.seen.begin(), st.seen.end(), 0);
  for (auto j : st.singles)
    if (j < n) mark(st, g[n - j]);
  for (auto j : st.wholes)
    if (j == n) mark(st, 0);
  for (const auto& sp : st.splits) {
    if (sp.take + 2 > n) continue;
    const std::uint64_t s = n - sp.take;
    if (sp.mod == Modifier::equal) {
      if (s % 2 == 0) mark(st, 0);
      continue;
    }
    if (!st.sparse) continue;  // read lazily (lazy_mex)
    for (auto a : st.rare) {
      if (a >= s) break;
      if (sp.mod != Modifier::none && 2 * a == s) continue;
      mark(st, static_cast<std::uint64_t>(g[a]) ^ g[s - a]);
    }
  }
  for (const auto& m : st.many)
    if (m.adds ? n > 0 : m.take <= n)
      atom_values(st, g, m.atom, m.adds ? n + m.take : n - m.take, [&](std::uint64_t v) { mark(st, v); });
  const ValueSet* reached = nullptr;
  if (!st.tails.empty()) {
    for (; st.contributed <= n; ++st.contributed) {
      const std::uint64_t m = st.contributed;
      ValueSet& phase = st.phases[m % st.L];
      for (const auto& t : st.tails)
        if (m >= st.P + t.pos) atom_values(st, g, t.atom, m - st.P - t.pos, [&](std::uint64_t x) { phase.insert(x); });
    }
    reached = &st.phases[n % st.L];
  }
  const std::uint64_t v = reached ? reached->mex() : 0;
  return lazy_mex(st, g, n, v, reached);
}

// Computes heaps from st.known up to `to` while their values fit V; returns the next heap.
template <class V>
std::uint64_t compute(State& st, std::vector<V>& g, std::uint64_t to, Progress& bar) {
  for (std::uint64_t n = st.known; n <= to; ++n) {
    if (n >= st.next_review) review(st, g.data(), n);
    if (st.sparse)
      for (; st.classified < n; ++st.classified)
        if (st.is_rare(st.classified, g[st.classified])) st.rare.push_back(st.classified);
    const std::uint64_t v = heap_value(st, g.data(), n);
    if (v > std::numeric_limits<V>::max()) return n;
    g.push_back(static_cast<V>(v));
    mirror_push(st, g);
    if (v >> st.bits) {
      st.bits = static_cast<int>(std::bit_width(v));
      st.seen.resize(std::max<std::size_t>(1, (std::size_t{1} << st.bits) >> 6), 0);
    }
    st.known = n + 1;
    if ((n & 255) == 0) {
      check_interrupt();
      bar.advance(256);
    }
  }
  return to + 1;
}

template <class To, class From>
std::vector<To> widen(const std::vector<From>& from) {
  return std::vector<To>(from.begin(), from.end());
}

// Moves the table and its reversed copy to the next wider type; false when there is none.
bool widen_storage(State& st, int) {
  if (auto* g8 = std::get_if<std::vector<std::uint8_t>>(&st.g)) {
    st.reversed = widen<std::uint16_t>(std::get<std::vector<std::uint8_t>>(st.reversed));
    st.g = widen<std::uint16_t>(*g8);
  } else if (auto* g16 = std::get_if<std::vector<std::uint16_t>>(&st.g)) {
    st.reversed = widen<std::uint32_t>(std::get<std::vector<std::uint16_t>>(st.reversed));
    st.g = widen<std::uint32_t>(*g16);
  } else {
    return false;
  }
  return true;
}

}  // namespace

NimEngine::NimEngine(const Code& code, SplitMethod method) : s_(std::make_unique<State>()) {
  State& st = *s_;
  st.method = method;
  st.P = code.prefix_length();
  st.L = code.repeating().size();
  for (std::uint64_t j = 0; j < st.P; ++j)
    for (const Atom& a : atoms(code.digit(j))) {
      if (a.count == 0) st.wholes.push_back(j);
      else if (a.count == 1) st.singles.push_back(j);
      else if (a.count == 2 && !a.and_more) st.splits.push_back({j, a.mod});
      else st.many.push_back({j, a});
    }
  for (std::uint64_t t = 1; t <= code.max_added(); ++t)
    for (const Atom& a : atoms(code.added(t))) st.many.push_back({t, a, true});  // counts >= t + 2 >= 3
  for (std::uint64_t b = 0; b < st.L; ++b)
    for (const Atom& a : atoms(code.repeating()[b])) st.tails.push_back({b, a});
  st.phases.resize(st.L);
}

NimEngine::~NimEngine() = default;
NimEngine::NimEngine(NimEngine&&) noexcept = default;
NimEngine& NimEngine::operator=(NimEngine&&) noexcept = default;

void NimEngine::extend_to(std::uint64_t n) {
  State& st = *s_;
  if (n < st.known) return;
  if (n == std::numeric_limits<std::uint64_t>::max()) throw LimitExceeded("a heap of 2^64 - 1 tokens is too large to tabulate");
  const std::uint64_t width = std::visit([](const auto& g) { return sizeof(g[0]); }, st.g);
  require_memory(bytes_for(n + 1, 3 * width) + bytes(), "the nim values of heaps 0.." + std::to_string(n));
  Progress bar("nim values: heaps", n + 1 - st.known);
  while (st.known <= n) {
    std::uint64_t next = std::visit([&](auto& g) { return compute(st, g, n, bar); }, st.g);
    if (next > n) break;
    // A value did not fit: widen the table and go on.
    if (!widen_storage(st, 1)) throw LimitExceeded("a nim value at heap " + std::to_string(next) + " does not fit 32 bits");
    require_memory(bytes_for(n + 1, 3 * std::visit([](const auto& g) { return sizeof(g[0]); }, st.g)) + bytes(),
                   "the nim values of heaps 0.." + std::to_string(n));
  }
}

std::uint64_t NimEngine::size() const { return s_->known; }

std::uint64_t NimEngine::value(std::uint64_t n) const {
  if (n >= s_->known) throw std::logic_error("NimEngine::value: heap not computed");
  return std::visit([n](const auto& g) { return static_cast<std::uint64_t>(g[n]); }, s_->g);
}

void NimEngine::copy(std::uint64_t from, std::uint64_t to, std::vector<std::uint64_t>& out) const {
  to = std::min(to, s_->known);
  std::visit([&](const auto& g) {
    for (std::uint64_t n = from; n < to; ++n) out.push_back(g[n]);
  }, s_->g);
}

void NimEngine::append_known(const std::vector<std::uint64_t>& values) {
  State& st = *s_;
  std::uint64_t top = 0;
  for (auto v : values) top = std::max(top, v);
  const std::size_t need = top > std::numeric_limits<std::uint16_t>::max() ? 2 : top > std::numeric_limits<std::uint8_t>::max() ? 1 : 0;
  while (st.g.index() < need) widen_storage(st, 1);
  std::visit([&](auto& g) {
    using V = typename std::decay_t<decltype(g)>::value_type;
    for (auto v : values) {
      g.push_back(static_cast<V>(v));
      mirror_push(st, g);
    }
  }, st.g);
  st.known += values.size();
  if (top >> st.bits) {
    st.bits = static_cast<int>(std::bit_width(top));
    st.seen.resize(std::max<std::size_t>(1, (std::size_t{1} << st.bits) >> 6), 0);
  }
}

int NimEngine::value_bytes() const {
  return std::visit([](const auto& g) { return static_cast<int>(sizeof(g[0])); }, s_->g);
}

const std::uint8_t* NimEngine::raw() const {
  return std::visit([](const auto& g) { return reinterpret_cast<const std::uint8_t*>(g.data()); }, s_->g);
}

void NimEngine::append_raw(const std::uint8_t* bytes, std::uint64_t count, int width) {
  std::vector<std::uint64_t> values;
  const std::uint64_t chunk = std::uint64_t{1} << 20;
  for (std::uint64_t start = 0; start < count; start += chunk) {
    values.clear();
    for (std::uint64_t i = start; i < std::min(count, start + chunk); ++i) {
      std::uint64_t v = 0;
      std::memcpy(&v, bytes + i * static_cast<std::uint64_t>(width), static_cast<std::size_t>(width));
      values.push_back(v);
    }
    append_known(values);
    check_interrupt();
  }
}

void NimEngine::review_mask() {
  State& st = *s_;
  if (st.known < 2) return;
  std::visit([&](const auto& g) { review(st, g.data(), st.known); }, st.g);
}

EngineStats NimEngine::stats() const {
  const State& st = *s_;
  return {st.mask, st.domain, st.flip, st.rare.size(), st.sparse, st.searched};
}

std::uint64_t NimEngine::bytes() const {
  const State& st = *s_;
  const std::uint64_t width = std::visit([](const auto& g) { return sizeof(g[0]); }, st.g);
  std::uint64_t phases = 0;
  for (const auto& p : st.phases) phases += p.bytes();
  const std::uint64_t mirrored = std::visit([](const auto& r) { return r.size() * sizeof(r[0]); }, st.reversed);
  return st.known * width + mirrored + st.rare.size() * 8 + st.seen.size() * 8 + st.parts.bytes() + phases;
}

}  // namespace alea::cgt::impartial
