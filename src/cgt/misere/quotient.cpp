#include "cgt/misere/quotient.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include "cgt/impartial/take_and_break.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/progress.hpp"

namespace alea::cgt::misere {

namespace {

using Word = std::vector<std::uint8_t>;  // exponents of heaps 1 .. n

struct WordHash {
  std::size_t operator()(const Word& w) const {
    std::uint64_t h = 0x9E3779B97F4A7C15ull;
    for (auto x : w) h = (h ^ x) * 0x100000001B3ull;
    return static_cast<std::size_t>(h);
  }
};

// Exact misère outcomes of sums of heaps, by the definition, memoized.
class Outcomes {
 public:
  Outcomes(const impartial::HeapRuleset& h, std::uint64_t n) : n_(n), options_(n + 1) {
    for (std::uint64_t i = 1; i <= n; ++i)
      h.for_each_option(i, [&](std::span<const std::uint64_t> parts) {
        Word w(n, 0);
        for (auto p : parts)
          if (p > 0) ++w[p - 1];
        options_[i].push_back(std::move(w));
        return true;
      });
  }
  const std::vector<Word>& options(std::uint64_t i) const { return options_[i]; }

  // true: P (the previous player wins).
  bool p_position(const Word& e) {
    if (auto it = memo_.find(e); it != memo_.end()) return it->second;
    bool moved = false, to_p = false;
    for (std::uint64_t i = 1; i <= n_ && !to_p; ++i) {
      if (e[i - 1] == 0) continue;
      for (const Word& w : options_[i]) {
        moved = true;
        Word next = e;
        --next[i - 1];
        for (std::uint64_t j = 0; j < n_; ++j) next[j] = static_cast<std::uint8_t>(next[j] + w[j]);
        if (p_position(next)) {
          to_p = true;
          break;
        }
      }
    }
    const bool p = moved && !to_p;
    bytes_ += n_ + 48;
    require_memory(bytes_, "the outcomes of sums of heaps (misère quotient)");
    if ((memo_.size() & 0xFFF) == 0) check_interrupt();
    memo_.emplace(e, p);
    return p;
  }

 private:
  std::uint64_t n_;
  std::vector<std::vector<Word>> options_;
  std::unordered_map<Word, bool, WordHash> memo_;
  std::uint64_t bytes_ = 0;
};

std::uint64_t size_of(const Word& w) {
  std::uint64_t s = 0;
  for (std::size_t i = 0; i < w.size(); ++i) s += (i + 1) * w[i];
  return s;
}

// The words in increasing size, stable: a counting sort on sizes computed once (a comparison sort
// recomputed them in every comparison and ran half a minute on Kayles' 60 without polling Ctrl-C).
std::vector<Word> by_size(std::vector<Word> words) {
  std::vector<std::uint64_t> size(words.size());
  std::uint64_t largest = 0;
  for (std::size_t k = 0; k < words.size(); ++k) {
    if ((k & 0xFFFF) == 0) check_interrupt();
    size[k] = size_of(words[k]);
    largest = std::max(largest, size[k]);
  }
  std::vector<std::size_t> start(words.empty() ? 1 : largest + 2, 0);
  for (std::size_t k = 0; k < words.size(); ++k) ++start[size[k] + 1];
  for (std::size_t v = 1; v < start.size(); ++v) start[v] += start[v - 1];
  std::vector<Word> sorted(words.size());
  for (std::size_t k = 0; k < words.size(); ++k) {
    if ((k & 0xFFFF) == 0) check_interrupt();
    sorted[start[size[k]]++] = std::move(words[k]);
  }
  return sorted;
}

// Every word of size <= s, in increasing size.
std::vector<Word> words_up_to(std::uint64_t n, std::uint64_t s) {
  std::vector<Word> out;
  Word w(n, 0);
  auto rec = [&](auto&& self, std::uint64_t i, std::uint64_t left) -> void {
    if (i == 0) {
      // The count of words grows like the partitions of s: poll Ctrl-C and the guard as it grows.
      if ((out.size() & 0xFFF) == 0) {
        check_interrupt();
        require_memory(bytes_for(out.size() + 4096, 80 + n), "the test sums of the misère quotient");  // and their sort
      }
      out.push_back(w);
      return;
    }
    for (std::uint64_t c = 0; c * i <= left && c < 255; ++c) {
      w[i - 1] = static_cast<std::uint8_t>(c);
      self(self, i - 1, left - c * i);
    }
    w[i - 1] = 0;
  };
  rec(rec, n, s);
  return by_size(std::move(out));
}

Word plus(Word a, const Word& b) {
  for (std::size_t j = 0; j < a.size(); ++j) a[j] = static_cast<std::uint8_t>(a[j] + b[j]);
  return a;
}

struct Candidate {
  std::vector<Word> reps;                         // a word per element (shortest found first)
  std::vector<std::vector<std::uint32_t>> step;   // step[x][i-1] = x times heap i
  std::vector<bool> p;
};

// The classes of the words reachable from 0 by adding heaps, told apart by their outcomes against
// every word of size <= tests; false when a representative would pass `reach` (S too small).
bool build_candidate(Outcomes& out, std::uint64_t n, std::uint64_t reach, const std::vector<Word>& tests, Candidate& c) {
  std::map<std::vector<bool>, std::uint32_t> classes;
  auto classify = [&](const Word& w) -> std::uint32_t {
    std::vector<bool> sig;
    sig.reserve(tests.size());
    for (const Word& t : tests) {
      if ((sig.size() & 0xFFF) == 0xFFF) check_interrupt();
      sig.push_back(out.p_position(plus(w, t)));
    }
    auto [it, fresh] = classes.emplace(std::move(sig), static_cast<std::uint32_t>(c.reps.size()));
    if (fresh) {
      require_memory(bytes_for(c.reps.size() + 1, tests.size() / 8 + 64 + 8 * n), "the classes of the misère quotient's candidate");
      c.reps.push_back(w);
      c.p.push_back(out.p_position(w));
      c.step.emplace_back(n, 0);
    }
    return it->second;
  };
  classify(Word(n, 0));
  for (std::uint32_t x = 0; x < c.reps.size(); ++x)
    for (std::uint64_t i = 1; i <= n; ++i) {
      Word w = c.reps[x];
      ++w[i - 1];
      if (size_of(w) > reach) return false;
      c.step[x][i - 1] = classify(w);
    }
  return true;
}

// The product table through representatives; false when it is not a commutative monoid.
bool products(const Candidate& c, std::vector<std::vector<std::uint32_t>>& table) {
  const std::size_t q = c.reps.size();
  table.assign(q, std::vector<std::uint32_t>(q));
  for (std::uint32_t x = 0; x < q; ++x)
    for (std::uint32_t y = 0; y < q; ++y) {
      std::uint32_t z = x;
      for (std::size_t i = 0; i < c.reps[y].size(); ++i)
        for (int k = 0; k < c.reps[y][i]; ++k) z = c.step[z][i];
      table[x][y] = z;
    }
  for (std::uint32_t x = 0; x < q; ++x)
    for (std::uint32_t y = 0; y < q; ++y) {
      check_interrupt();  // q^3 steps in all
      if (table[x][y] != table[y][x]) return false;
      for (std::uint32_t z = 0; z < q; ++z)
        if (table[table[x][y]][z] != table[x][table[y][z]]) return false;
    }
  return true;
}

std::uint32_t image(const Candidate& c, const Word& w) {
  std::uint32_t z = 0;
  for (std::size_t i = 0; i < w.size(); ++i)
    for (int k = 0; k < w[i]; ++k) z = c.step[z][i];
  return z;
}

// The proof (see quotient.hpp): a walk over heaps 1..n with states (image so far, the set Z of
// suffix images s for which some earlier heap's move from the word reaches P, some heap can move).
bool verify(const Candidate& c, const std::vector<std::vector<std::uint32_t>>& t, const Outcomes& out, std::uint64_t n) {
  const std::size_t q = c.reps.size(), words = (q + 63) / 64;
  using Set = std::vector<std::uint64_t>;
  struct State {
    std::uint32_t p;
    Set z;
    bool movable;
    bool operator<(const State& o) const { return std::tie(p, movable, z) < std::tie(o.p, o.movable, o.z); }
  };
  std::set<State> layer{{0, Set(words, 0), false}};
  for (std::uint64_t i = 1; i <= n; ++i) {
    const std::uint32_t g = c.step[0][i - 1];
    // Powers of g up to the first repeat: g^0 .. g^(m + p).
    std::vector<std::uint32_t> pw{0};
    std::map<std::uint32_t, std::size_t> seen{{0, 0}};
    while (true) {
      const std::uint32_t next = t[pw.back()][g];
      if (seen.count(next)) {
        pw.push_back(next);
        break;
      }
      seen.emplace(next, pw.size());
      pw.push_back(next);
    }
    std::vector<bool> bad(q, false);  // bad[x]: x times some option of heap i is in P
    for (std::uint32_t x = 0; x < q; ++x)
      for (const Word& w : out.options(i)) bad[x] = bad[x] || c.p[t[x][image(c, w)]];
    const bool moves = !out.options(i).empty();
    std::set<State> next;
    for (const State& s : layer) {
      for (std::size_t k = 0; k < pw.size(); ++k) {
        State u{t[s.p][pw[k]], Set(words, 0), s.movable || (k >= 1 && moves)};
        for (std::uint32_t y = 0; y < q; ++y) {
          bool in = s.z[t[pw[k]][y] / 64] >> (t[pw[k]][y] % 64) & 1;
          if (!in && k >= 1) in = bad[t[t[s.p][pw[k - 1]]][y]];
          if (in) u.z[y / 64] |= std::uint64_t{1} << (y % 64);
        }
        next.insert(std::move(u));
      }
      check_interrupt();
    }
    require_memory(bytes_for(next.size(), 64 + 8 * words), "the states of the misère quotient's proof");
    layer = std::move(next);
  }
  for (const State& s : layer)
    if (c.p[s.p] != (s.movable && !(s.z[0] & 1))) return false;
  return true;
}

// The reduction: elements are equal when no product tells them apart by P (Moore's refinement
// with the heaps as letters; Q is generated by them).
std::vector<std::uint32_t> reduce(const Candidate& c) {
  const std::size_t q = c.reps.size();
  std::vector<std::uint32_t> block(q);
  for (std::size_t x = 0; x < q; ++x) block[x] = c.p[x] ? 1 : 0;
  while (true) {
    std::map<std::vector<std::uint32_t>, std::uint32_t> ids;
    std::vector<std::uint32_t> next(q);
    for (std::size_t x = 0; x < q; ++x) {
      std::vector<std::uint32_t> key{block[x]};
      for (auto y : c.step[x]) key.push_back(block[y]);
      next[x] = ids.emplace(std::move(key), static_cast<std::uint32_t>(ids.size())).first->second;
    }
    const bool same = std::set<std::uint32_t>(next.begin(), next.end()).size() == std::set<std::uint32_t>(block.begin(), block.end()).size();
    block = std::move(next);
    if (same) return block;
  }
}

std::string word_name(const Word& w) {
  std::string s;
  for (std::size_t i = 0; i < w.size(); ++i)
    for (int k = 0; k < w[i]; ++k) {
      if (!s.empty()) s += '+';
      s += std::to_string(i + 1);
    }
  return s.empty() ? "0" : s;
}

}  // namespace

Quotient misere_quotient(const impartial::HeapRuleset& h, std::uint64_t n) {
  const auto* tb = dynamic_cast<const impartial::TakeAndBreak*>(&h);
  if (!tb || tb->code().max_added() > 0)
    throw InvalidArgument("H", "misère quotients are computed for take-and-break games whose moves never add tokens");
  if (n == 0 || n > 64) throw InvalidArgument("n", "the closure of heaps 1..n needs 1 <= n <= 64, got " + std::to_string(n));
  Outcomes out(h, n);
  Progress bar("misère quotient: sizes of sums", 0);
  for (std::uint64_t s = 2 * n + 4;; s += std::max<std::uint64_t>(n / 2, 2)) {
    const std::uint64_t tests = s / 2;
    require_memory(bytes_for(s * s, 64), "the misère quotient's sums");
    const std::vector<Word> test_words = words_up_to(n, tests);
    Candidate c;
    std::vector<std::vector<std::uint32_t>> table;
    bar.advance();
    if (!build_candidate(out, n, s - tests, test_words, c) || !products(c, table) || !verify(c, table, out, n)) continue;
    // Proven: reduce and name each element by its shortest representative.
    const std::vector<std::uint32_t> block = reduce(c);
    Quotient r;
    r.heaps = n;
    r.size_bound = s;
    std::map<std::uint32_t, std::uint32_t> index;  // block -> element (in order of first representative)
    std::vector<std::uint32_t> rep_of;
    for (std::uint32_t x = 0; x < c.reps.size(); ++x)
      if (index.emplace(block[x], static_cast<std::uint32_t>(rep_of.size())).second) rep_of.push_back(x);
    for (auto x : rep_of) {
      r.elements.push_back(word_name(c.reps[x]));
      r.p_positions.push_back(c.p[x]);
    }
    r.table.assign(rep_of.size(), std::vector<std::uint32_t>(rep_of.size()));
    for (std::size_t a = 0; a < rep_of.size(); ++a)
      for (std::size_t b = 0; b < rep_of.size(); ++b) r.table[a][b] = index.at(block[table[rep_of[a]][rep_of[b]]]);
    r.heap_images.push_back(0);
    for (std::uint64_t i = 1; i <= n; ++i) r.heap_images.push_back(index.at(block[c.step[0][i - 1]]));
    return r;
  }
}

}  // namespace alea::cgt::misere
