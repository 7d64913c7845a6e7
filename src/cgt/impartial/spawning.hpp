#pragma once
// Spawning games: the heap form of coin-turning games (Winning Ways ch. 14; CGSuite's
// game.heap.Spawning and game.strip.Turning). A move turns some coins, the rightmost from heads
// to tails; in heap form a heap n (the coin at position n, counted from 1) becomes the sum of
// the heaps at the other turned positions. A turning code lists the numbers of coins allowed,
// with modifiers:
//
//   1-3        one to three coins (Mock Turtles)     1+    any number (Motley)     3   exactly three
//   C          the coins are consecutive             C(5)  they lie within 5 adjacent coins
//   E          they are equally spaced               S     they are symmetrically arranged
//   F          the leftmost coin (position 1) is among them
//   1-3,6C     any of several such ranges
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "cgt/impartial.hpp"

namespace alea::cgt::impartial {

struct TurnRule {
  std::uint64_t lo = 1, hi = 1;  // coins turned, hi = UINT64_MAX for "lo+"
  bool consecutive = false, equal = false, symmetric = false, first = false;
  std::uint64_t span = 0;        // C(span); 0: none
};

// Parses a turning code; InvalidArgument (role "code") naming the character at fault.
std::vector<TurnRule> parse_turning_code(const std::string& text);

class Spawning : public HeapRuleset {
 public:
  explicit Spawning(const std::string& code);
  HeapSpec spec() const override { return {HeapSpec::Kind::spawning, code_, {}, false}; }
  void for_each_option(std::uint64_t n, const OptionVisitor& visit) const override;
  void compute(std::uint64_t n) override;
  std::uint64_t known() const override { return g_.size(); }
  std::uint64_t value(std::uint64_t n) const override { return g_.at(n); }
  std::optional<Periodicity> prove(std::uint64_t limit, std::string& why) const override;
  bool provable() const override { return window() > 0; }

  struct Incremental;  // the value sets of plain ranges, grown heap by heap

 private:
  // The span of positions every move lies within once heaps are large, 0 when unbounded.
  std::uint64_t window() const;
  std::uint64_t heap_value(std::uint64_t n);
  std::string code_;
  std::vector<TurnRule> rules_;
  std::vector<std::uint64_t> g_{0};
  std::vector<std::uint64_t> prefix_xor_{0};  // G(1) ^ ... ^ G(m)
  std::shared_ptr<Incremental> inc_;
};

}  // namespace alea::cgt::impartial
