#pragma once
// Take-and-break codes in CGSuite's syntax (its TakeAndBreak class; Winning Ways ch. 4).
//
// A code d0.d1d2d3... gives, for each j, the moves that remove j tokens from a heap: bit r of the
// digit d_j allows splitting what is left into exactly r non-empty heaps. So 0.77 (Kayles)
// removes 1 or 2 tokens leaving 0, 1 or 2 heaps, 0.07 (Dawson's Kayles) removes exactly 2, 4.0
// splits a heap in two without removing anything.
//
//   digits       0-9, A-Z (any case; 10-35), '*' = every count {0+}
//   {..}         a generalized digit: counts separated by commas, each with an optional
//                modifier and '+' (that count and every larger one): 0.{2,3} = 0.C, 0.{1,3+}
//   modifiers    after a digit or a count: '!' the heaps left are pairwise unequal, '?' not all
//                equal, '=' all equal (4!.0 is Grundy's game)
//   [..]         the last digits repeat forever: 0.[3] is Nim, 0.7[03] = 0.7030303...
//
// Digits before d0 add tokens: d_-t adds t tokens and then splits (CGSuite's 80.0: add one token
// and split into three heaps). They may only allow splitting into t + 2 heaps or more, so every
// heap left is smaller than the one moved from and play ends; d0 may not allow 0 or 1 heaps
// (taking nothing and leaving the heap is no move).
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace alea::cgt::impartial {

// "No bound" for counts of heaps and of coins.
inline constexpr std::uint64_t kUnbounded = std::numeric_limits<std::uint64_t>::max();

enum class Modifier : std::uint8_t { none, distinct, unequal, equal };  // none, '!', '?', '='

// "r", "r!", "r+": splitting into exactly r heaps (or r or more, when and_more), with a modifier.
struct CountRule {
  std::uint32_t count = 0;
  Modifier modifier = Modifier::none;
  bool and_more = false;
  bool operator==(const CountRule&) const = default;
};

// The moves that remove j tokens: rules sorted by count, at most one with and_more (the last).
struct Digit {
  std::vector<CountRule> rules;
  bool empty() const { return rules.empty(); }
  // The modifier under which r heaps may be left, or nullopt when they may not.
  std::optional<Modifier> allows(std::uint64_t r) const;
  std::uint64_t max_count() const;  // UINT64_MAX when some rule has and_more
  bool operator==(const Digit&) const = default;
};

class Code {
 public:
  // Parses CGSuite's syntax; InvalidArgument with role `role` naming the character at fault.
  static Code parse(const std::string& text, const std::string& role = "code");
  // Remove exactly the js in `set` (all_but: every j >= 1 not in it), leaving 0 or 1 heaps (digit
  // 3): CGSuite's TakeAndBreak.FromSubtractionSet(set, "3", allbut).
  static Code subtraction(const std::vector<std::uint64_t>& set, bool all_but, const std::string& role = "S");

  // The digit for taking j tokens (d_0 is the digit before the point).
  const Digit& digit(std::uint64_t j) const;
  // The digit for adding t >= 1 tokens (d_-t), and the largest such t (0: none).
  const Digit& added(std::uint64_t t) const;
  std::uint64_t max_added() const { return added_.size(); }
  // The largest j with a non-empty digit, or nullopt when the code repeats a non-empty block.
  std::optional<std::uint64_t> last_take() const;
  // Digits d_0 .. d_{prefix_length - 1} are given; from prefix_length on the block repeats.
  std::uint64_t prefix_length() const { return prefix_.size(); }
  const std::vector<Digit>& repeating() const { return block_; }
  // The largest number of heaps any move leaves (UINT64_MAX when unbounded).
  std::uint64_t max_parts() const;
  // Some digit uses a modifier on 2 or more heaps.
  bool has_modifiers() const;

  // The normalized text, as CGSuite prints it: 04.30 -> 4.3, 0.{1,2!} -> 0.6!, 0.{0,1,2,3+} -> 0.*.
  std::string to_string() const;
  bool operator==(const Code&) const = default;

 private:
  void normalize();
  std::vector<Digit> added_;   // d_-1, d_-2, ...
  std::vector<Digit> prefix_;  // d_0, d_1, ...
  std::vector<Digit> block_;   // repeating from d_{prefix_.size()} on (empty: zeros)
};

}  // namespace alea::cgt::impartial
