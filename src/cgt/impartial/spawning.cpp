#include "cgt/impartial/spawning.hpp"

#include <algorithm>
#include <bit>
#include <cctype>

#include "cgt/impartial/value_set.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/progress.hpp"

namespace alea::cgt::impartial {

namespace {


class TurningParser {
 public:
  explicit TurningParser(const std::string& s) : s_(s) {}
  std::vector<TurnRule> parse() {
    std::vector<TurnRule> rules;
    if (s_.empty()) fail("an empty turning code");
    while (true) {
      rules.push_back(rule());
      if (i_ == s_.size()) return rules;
      if (s_[i_] != ',') fail("expected ',' or a modifier (C, C(n), E, S, F)");
      ++i_;
    }
  }

 private:
  [[noreturn]] void fail(const std::string& why) const {
    throw InvalidArgument("code", why + " at character " + std::to_string(std::min(i_, s_.size()) + 1) + " of \"" + s_ + "\"");
  }
  std::uint64_t number() {
    if (i_ >= s_.size() || !std::isdigit(static_cast<unsigned char>(s_[i_]))) fail("expected a number of coins");
    std::uint64_t v = 0;
    while (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_]))) {
      v = v * 10 + static_cast<std::uint64_t>(s_[i_++] - '0');
      if (v > 1000000) fail("a number of coins above 1000000");
    }
    return v;
  }
  TurnRule rule() {
    TurnRule r;
    const std::size_t at = i_;
    r.lo = r.hi = number();
    if (i_ < s_.size() && s_[i_] == '-') {
      ++i_;
      r.hi = number();
    } else if (i_ < s_.size() && s_[i_] == '+') {
      ++i_;
      r.hi = kUnbounded;
    }
    if (r.lo == 0 || r.hi < r.lo) {
      i_ = at;
      fail("a move turns at least one coin, and a range must not be empty");
    }
    while (i_ < s_.size() && s_[i_] != ',') {
      const char c = static_cast<char>(std::toupper(static_cast<unsigned char>(s_[i_])));
      if (c == 'C' && i_ + 1 < s_.size() && s_[i_ + 1] == '(') {
        i_ += 2;
        r.span = number();
        if (r.span == 0) fail("C(0) allows no coin");
        if (i_ >= s_.size() || s_[i_] != ')') fail("missing ')'");
        ++i_;
      } else if (c == 'C') ++i_, r.consecutive = true;
      else if (c == 'E') ++i_, r.equal = true;
      else if (c == 'S') ++i_, r.symmetric = true;
      else if (c == 'F') ++i_, r.first = true;
      else fail("expected ',' or a modifier (C, C(n), E, S, F)");
    }
    return r;
  }
  const std::string& s_;
  std::size_t i_ = 0;
};

}  // namespace

namespace spawn {

// Sets of XORs of subsets of the items added so far: one per exact size below cap and, with a
// bucket, one for every size >= cap. The exact sets are made as the items allow them (m items
// have no subset of more than m), so a large cap ("1-1000000") costs nothing up front.
class CountedSets {
 public:
  CountedSets(std::uint64_t cap, bool bucket) : cap_(cap), bucket_(bucket) {
    if (cap > 0) exact_.emplace_back().insert(0);
    else if (bucket) at_least_.insert(0);
  }
  void add(std::uint64_t x) {
    if (bucket_) {
      ValueSet grown = at_least_;
      at_least_.for_each([&](std::uint64_t v) { grown.insert(v ^ x); });
      if (exact_.size() == cap_ && cap_ > 0) exact_.back().for_each([&](std::uint64_t v) { grown.insert(v ^ x); });
      at_least_ = std::move(grown);
    }
    bits_ |= x;
    if (exact_.size() < cap_) exact_.emplace_back();
    for (std::size_t k = exact_.size(); k-- > 1;) exact_[k - 1].for_each([&](std::uint64_t v) { exact_[k].insert(v ^ x); });
  }
  // Every value of a subset with lo <= size <= hi (hi = kUnbounded: no bound), XORed with base.
  template <class Out>
  void values(std::uint64_t lo, std::uint64_t hi, std::uint64_t base, Out&& out) const {
    for (std::uint64_t k = lo; k < exact_.size() && k <= hi; ++k) exact_[k].for_each([&](std::uint64_t v) { out(v ^ base); });
    if (bucket_ && hi == kUnbounded) at_least_.for_each([&](std::uint64_t v) { out(v ^ base); });
  }
  // A bound on bytes() once x is added: every set holds XORs of the items, all below the power of
  // two above their OR (values of spawning games can double with each heap).
  std::uint64_t bytes_after(std::uint64_t x) const {
    const std::uint64_t bits = bits_ | x;
    const std::uint64_t top = bits >> 62 ? UINT64_MAX : std::bit_ceil(bits + 1);
    return bytes_for(exact_.size() + 2, top / 8 + 8);
  }
  std::uint64_t bytes() const {
    std::uint64_t b = at_least_.bytes();
    for (const auto& s : exact_) b += s.bytes();
    return b;
  }

 private:
  std::vector<ValueSet> exact_;
  ValueSet at_least_;
  std::uint64_t cap_;
  std::uint64_t bits_ = 0;  // the OR of the items
  bool bucket_;
};

}  // namespace spawn

namespace {

using spawn::CountedSets;

// The sizes of the other coins a rule allows: t - 1 (t - 2 beside position 1 when F).
std::uint64_t others_lo(const TurnRule& r, std::uint64_t fixed) { return r.lo > fixed ? r.lo - fixed : 0; }
std::uint64_t others_hi(const TurnRule& r, std::uint64_t fixed) { return r.hi == kUnbounded ? kUnbounded : r.hi - std::min(r.hi, fixed); }

CountedSets counted_for(std::uint64_t lo, std::uint64_t hi) {
  return hi == kUnbounded ? CountedSets(lo, true) : CountedSets(hi + 1, false);
}

// Each k-subset of items (sorted), in lexicographic order; visit returns false to stop.
bool combinations(const std::vector<std::uint64_t>& items, std::uint64_t k, std::vector<std::uint64_t>& chosen,
                  std::size_t from, const OptionVisitor& visit) {
  if (chosen.size() == k) return visit(std::span<const std::uint64_t>(chosen));
  for (std::size_t i = from; i + (k - chosen.size()) <= items.size(); ++i) {
    chosen.push_back(items[i]);
    const bool go = combinations(items, k, chosen, i + 1, visit);
    chosen.pop_back();
    if (!go) return false;
  }
  return true;
}

}  // namespace

std::vector<TurnRule> parse_turning_code(const std::string& text) { return TurningParser(text).parse(); }

// For each plain rule (no C, E, S or span), the sets of the values of subsets of positions
// 1 .. n-1 (and, for F, of 2 .. n-1), grown as heaps are computed.
struct Spawning::Incremental {
  std::vector<int> slot;  // per rule: its index below, or -1 when it is not plain
  std::vector<CountedSets> all, from_two;
  std::uint64_t bytes() const {
    std::uint64_t b = 0;
    for (const auto& c : all) b += c.bytes();
    for (const auto& c : from_two) b += c.bytes();
    return b;
  }
};

Spawning::Spawning(const std::string& code) : code_(code), rules_(parse_turning_code(code)) {
  inc_ = std::make_shared<Incremental>();
  for (const auto& r : rules_) {
    const bool plain = !r.consecutive && !r.equal && !r.symmetric && r.span == 0;
    inc_->slot.push_back(plain ? static_cast<int>(inc_->all.size()) : -1);
    if (!plain) continue;
    inc_->all.push_back(counted_for(others_lo(r, 1), others_hi(r, 1)));
    inc_->from_two.push_back(counted_for(others_lo(r, 2), others_hi(r, 2)));
  }
}

std::uint64_t Spawning::window() const {
  std::uint64_t w = 0;
  for (const auto& r : rules_) {
    std::uint64_t span = r.span;
    if (r.consecutive && r.hi != kUnbounded) span = span ? std::min(span, r.hi) : r.hi;
    if (span == 0) return 0;
    w = std::max(w, span);
  }
  return w;
}

// The mex of heap n's options, each rule through its own generator.
std::uint64_t Spawning::heap_value(std::uint64_t n) {
  ValueSet opts;
  auto put = [&](std::uint64_t v) { opts.insert(v); };
  auto G = [&](std::uint64_t p) { return g_[p]; };
  for (std::size_t i = 0; i < rules_.size(); ++i) {
    const TurnRule& r = rules_[i];
    const bool fits_one = r.lo <= 1 && (!r.first || n == 1) && (r.span == 0 || r.span >= 1);
    if (r.consecutive) {
      const std::uint64_t top = std::min({r.hi, n, r.span ? r.span : kUnbounded});
      for (std::uint64_t t = r.lo; t <= top; ++t)
        if (!r.first || n - t + 1 == 1) put(prefix_xor_[n - 1] ^ prefix_xor_[n - t]);
    } else if (r.equal) {
      if (fits_one) put(0);
      for (std::uint64_t d = 1; d < n; ++d) {
        std::uint64_t x = 0;
        for (std::uint64_t k = 1; k * d < n && k + 1 <= r.hi; ++k) {
          const std::uint64_t pos = n - k * d;
          if (r.span && k * d + 1 > r.span) break;
          x ^= G(pos);
          if (k + 1 >= r.lo && (!r.first || pos == 1)) put(x);
        }
      }
    } else if (r.symmetric) {
      for (std::uint64_t a = r.first ? 1 : 1; a <= n; ++a) {
        if (r.first && a != 1) break;
        if (r.span && n - a + 1 > r.span) continue;
        if (a == n) {
          if (r.lo <= 1) put(0);
          continue;
        }
        // t = 2 + 2 (pairs) + (center): at least 2 coins.
        const bool center = (a + n) % 2 == 0;
        for (int c = 0; c <= (center ? 1 : 0); ++c) {
          const std::uint64_t fixed = 2 + static_cast<std::uint64_t>(c);
          if (r.hi < fixed) continue;
          const std::uint64_t lo = r.lo > fixed ? (r.lo - fixed + 1) / 2 : 0;
          const std::uint64_t hi = r.hi == kUnbounded ? kUnbounded : (r.hi - fixed) / 2;
          if (hi < lo) continue;
          CountedSets pairs = counted_for(lo, hi);
          for (std::uint64_t x = a + 1; 2 * x < a + n; ++x) pairs.add(G(x) ^ G(a + n - x));
          const std::uint64_t base = G(a) ^ (c ? G((a + n) / 2) : 0);
          pairs.values(lo, hi, base, put);
        }
        check_interrupt();
      }
    } else if (r.span) {
      const std::uint64_t start = n > r.span ? n - r.span + 1 : 1;
      if (r.first && start != 1) continue;
      if (fits_one) put(0);
      if (n == 1) continue;
      const std::uint64_t fixed = r.first ? 2 : 1;
      if (r.hi < fixed) continue;
      const std::uint64_t lo = others_lo(r, fixed), hi = others_hi(r, fixed);
      CountedSets sets = counted_for(lo, hi);
      for (std::uint64_t p = r.first ? 2 : start; p < n; ++p) sets.add(G(p));
      sets.values(lo, hi, r.first ? G(1) : 0, put);
    } else {
      const auto k = static_cast<std::size_t>(inc_->slot[i]);
      if (!r.first) inc_->all[k].values(others_lo(r, 1), others_hi(r, 1), 0, put);
      else if (n == 1) {
        if (r.lo <= 1) put(0);
      } else if (r.hi >= 2) {
        inc_->from_two[k].values(others_lo(r, 2), others_hi(r, 2), G(1), put);
      }
    }
  }
  return opts.mex();
}

void Spawning::compute(std::uint64_t n) {
  if (n < g_.size()) return;
  require_memory(bytes_for(n + 1, 16) + inc_->bytes(), "the nim values of heaps 0.." + std::to_string(n));
  Progress bar("nim values: heaps", n + 1 - g_.size());
  while (g_.size() <= n) {
    const std::uint64_t m = g_.size();
    const std::uint64_t v = heap_value(m);
    // The sets grow before the guard could see them: bound them first.
    std::uint64_t after = bytes_for(n + 1, 16);
    for (const auto& sets : inc_->all) after = std::min<std::uint64_t>(UINT64_MAX / 2, after) + std::min<std::uint64_t>(UINT64_MAX / 2, sets.bytes_after(v));
    for (const auto& sets : inc_->from_two) after = std::min<std::uint64_t>(UINT64_MAX / 2, after) + std::min<std::uint64_t>(UINT64_MAX / 2, sets.bytes_after(v));
    require_memory(after, "the value sets of the spawning game");
    g_.push_back(v);
    prefix_xor_.push_back(prefix_xor_.back() ^ v);
    for (auto& sets : inc_->all) sets.add(v);
    if (m >= 2)
      for (auto& sets : inc_->from_two) sets.add(v);
    require_memory(bytes_for(n + 1, 16) + inc_->bytes(), "the value sets of the spawning game");
    check_interrupt();
    bar.advance();
  }
}

void Spawning::for_each_option(std::uint64_t n, const OptionVisitor& visit) const {
  if (n == 0) return;
  std::vector<std::uint64_t> chosen;
  for (const auto& r : rules_) {
    const std::uint64_t top = std::min(r.hi, n);
    for (std::uint64_t t = r.lo; t <= top; ++t) {
      if (r.consecutive && r.span && t > r.span) break;
      // The candidates for the other t - 1 coins, then the constraints that are not subsets.
      std::uint64_t start = 1;
      if (r.span) start = n > r.span ? n - r.span + 1 : 1;
      if (r.consecutive) start = n - t + 1;
      std::vector<std::uint64_t> items;
      for (std::uint64_t p = start; p < n; ++p) items.push_back(p);
      auto check = [&](std::span<const std::uint64_t> a) {
        const std::uint64_t lo = a.empty() ? n : a.front();
        if (r.first && lo != 1) return true;
        if (r.equal && a.size() >= 1) {
          const std::uint64_t d = n - a.back();
          for (std::size_t i = 0; i + 1 < a.size(); ++i)
            if (a[i + 1] - a[i] != d) return true;
        }
        if (r.symmetric)
          for (std::size_t i = 0; i < a.size(); ++i) {
            const std::uint64_t mirror = lo + n - a[i];
            if (mirror != n && !std::binary_search(a.begin(), a.end(), mirror)) return true;
          }
        return visit(a);
      };
      if (!combinations(items, t - 1, chosen, 0, check)) return;
    }
  }
}

std::optional<Periodicity> Spawning::prove(std::uint64_t limit, std::string& why) const {
  const std::uint64_t w = window();
  if (w == 0) {
    why = "the coins a move turns are not within a bounded span: no periodicity theorem applies";
    return std::nullopt;
  }
  const Sequence g{[this](std::uint64_t n) { return g_[n]; }, std::min<std::uint64_t>(limit, g_.size())};
  if (auto p = window_periodicity(g, w - 1, w + 1)) return p;
  why = "no period proved by heap " + std::to_string(g.size ? g.size - 1 : 0);
  return std::nullopt;
}

}  // namespace alea::cgt::impartial
