#include "cgt/impartial/code.hpp"

#include <algorithm>
#include <cctype>
#include <limits>
#include <set>

#include "core/errors.hpp"
#include "core/memory_guard.hpp"

namespace alea::cgt::impartial {

namespace {

const Digit kEmpty{};

int digit_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  return -1;
}

char modifier_char(Modifier m) {
  switch (m) {
    case Modifier::distinct: return '!';
    case Modifier::unequal: return '?';
    case Modifier::equal: return '=';
    default: return 0;
  }
}

// A modifier says nothing about 0 or 1 heaps.
Modifier effective(std::uint64_t count, Modifier m) { return count < 2 ? Modifier::none : m; }

// Recursive descent over the text; every error names the 1-based character where it was found.
class Parser {
 public:
  Parser(const std::string& text, const std::string& role) : s_(text), role_(role) {}

  void parse_into(std::vector<Digit>& added, std::vector<Digit>& prefix, std::vector<Digit>& block) {
    std::vector<Digit> before;
    std::vector<std::size_t> at;
    while (i_ < s_.size() && s_[i_] != '.') {
      at.push_back(i_);
      before.push_back(item());
    }
    if (i_ == s_.size()) fail("missing '.' (a code is d0.d1d2..., as 0.77)");
    const std::size_t point = i_++;
    prefix.push_back(d0(before, point));
    added = adding(before, at);
    while (i_ < s_.size() && s_[i_] != '[') prefix.push_back(item());
    if (i_ < s_.size()) {
      const std::size_t open = i_++;
      while (i_ < s_.size() && s_[i_] != ']') block.push_back(item());
      if (i_ == s_.size()) fail_at(open, "missing ']' for this '['");
      if (block.empty()) fail_at(open, "'[]' repeats nothing");
      if (++i_ != s_.size()) fail("text after the repeating block, which must end the code");
    }
    if (prefix.size() == 1 && block.empty()) fail_at(point, "no digits after the point");
  }

 private:
  [[noreturn]] void fail_at(std::size_t at, const std::string& why) const {
    throw InvalidArgument(role_, why + " at character " + std::to_string(at + 1) + " of \"" + s_ + "\"");
  }
  [[noreturn]] void fail(const std::string& why) const { fail_at(std::min(i_, s_.size()), why); }

  Modifier modifier() {
    if (i_ < s_.size()) {
      switch (s_[i_]) {
        case '!': ++i_; return Modifier::distinct;
        case '?': ++i_; return Modifier::unequal;
        case '=': ++i_; return Modifier::equal;
        default: break;
      }
    }
    return Modifier::none;
  }

  // One digit: a character, '*', or {...}; then an optional modifier for all its counts.
  Digit item() {
    Digit d;
    const char c = s_[i_];
    if (c == '{') {
      d = braces();
    } else if (c == '*') {
      ++i_;
      d.rules.push_back({0, Modifier::none, true});
    } else {
      const int v = digit_value(c);
      if (v < 0) fail("expected a digit (0-9, A-Z), '*', '{' or '['");
      ++i_;
      for (std::uint32_t r = 0; r < 6; ++r)
        if (v >> r & 1) d.rules.push_back({r, Modifier::none, false});
    }
    const Modifier m = modifier();
    if (m != Modifier::none)
      for (auto& r : d.rules) {
        if (r.modifier != Modifier::none) fail("a modifier after '}' for a count that has its own");
        r.modifier = m;
      }
    return d;
  }

  Digit braces() {
    const std::size_t open = i_++;
    Digit d;
    while (true) {
      if (i_ == s_.size()) fail_at(open, "missing '}' for this '{'");
      if (s_[i_] == '}' && d.rules.empty()) fail_at(open, "'{}' is an empty set of counts");
      const std::size_t at = i_;
      std::uint64_t count = 0;
      if (!std::isdigit(static_cast<unsigned char>(s_[i_]))) fail("expected a count of heaps (0, 1, 2, ...)");
      while (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_]))) {
        count = count * 10 + static_cast<std::uint64_t>(s_[i_++] - '0');
        if (count > 1000000) fail_at(at, "a count of heaps above 1000000");
      }
      CountRule rule{static_cast<std::uint32_t>(count), modifier(), false};
      if (i_ < s_.size() && s_[i_] == '+') {
        ++i_;
        rule.and_more = true;
        if (rule.modifier == Modifier::none) rule.modifier = modifier();
      }
      if (!d.rules.empty()) {
        const CountRule& last = d.rules.back();
        if (last.and_more) fail_at(at, "a count after '" + std::to_string(last.count) + "+', which already includes it");
        if (count <= last.count) fail_at(at, "counts must increase");
      }
      d.rules.push_back(rule);
      if (i_ < s_.size() && s_[i_] == ',') {
        ++i_;
        continue;
      }
      if (i_ < s_.size() && s_[i_] == '}') {
        ++i_;
        return d;
      }
      if (i_ == s_.size()) fail_at(open, "missing '}' for this '{'");
      fail("expected ',' or '}'");
    }
  }

  // d0, the last digit before the point: it must not leave 0 or 1 heaps.
  Digit d0(const std::vector<Digit>& before, std::size_t point) {
    if (before.empty()) return Digit{};
    const Digit& d = before.back();
    if (d.allows(0) || d.allows(1))
      fail_at(point - 1, "d0 may not allow leaving 0 or 1 heaps: taking no tokens and leaving the heap is no move");
    return d;
  }

  // The digits before d0, d_-1 first (leading zeros dropped): adding t tokens must split into at
  // least t + 2 heaps, else a heap as large as the one moved from could be left.
  std::vector<Digit> adding(const std::vector<Digit>& before, const std::vector<std::size_t>& at) {
    std::vector<Digit> out;
    for (std::size_t k = before.size(); k-- > 1;) {
      const std::uint64_t t = before.size() - k;  // before[k - 1] is d_-t
      const Digit& d = before[k - 1];
      for (const auto& r : d.rules)
        if (r.count < t + 2)
          fail_at(at[k - 1], "d_-" + std::to_string(t) + " adds " + std::to_string(t) + " token" + (t > 1 ? "s" : "") +
                                 " and may leave " + std::to_string(r.count) + " heap" + (r.count == 1 ? "" : "s") +
                                 ", one as large as before, so play need not end (not a short game)");
      out.push_back(d);
    }
    while (!out.empty() && out.back().empty()) out.pop_back();
    return out;
  }

  const std::string& s_;
  const std::string& role_;
  std::size_t i_ = 0;
};

}  // namespace

std::optional<Modifier> Digit::allows(std::uint64_t r) const {
  for (const auto& rule : rules)
    if (rule.count == r || (rule.and_more && rule.count <= r)) return effective(r, rule.modifier);
  return std::nullopt;
}

std::uint64_t Digit::max_count() const {
  std::uint64_t m = 0;
  for (const auto& rule : rules) m = rule.and_more ? kUnbounded : std::max<std::uint64_t>(m, rule.count);
  return m;
}

Code Code::parse(const std::string& text, const std::string& role) {
  Code c;
  Parser(text, role).parse_into(c.added_, c.prefix_, c.block_);
  c.normalize();
  bool moves = false;
  for (const auto& d : c.prefix_) moves = moves || !d.empty();
  for (const auto& d : c.added_) moves = moves || !d.empty();
  for (const auto& d : c.block_) moves = moves || !d.empty();
  if (!moves) throw InvalidArgument(role, "the code \"" + text + "\" allows no move from any heap");
  return c;
}

Code Code::subtraction(const std::vector<std::uint64_t>& set, bool all_but, const std::string& role) {
  if (set.empty() && !all_but) throw InvalidArgument(role, "the subtraction set is empty: no heap has a move");
  std::set<std::uint64_t> s(set.begin(), set.end());
  if (s.count(0)) throw InvalidArgument(role, "0 is in the subtraction set: a move must remove at least one token");
  const std::uint64_t top = s.empty() ? 0 : *s.rbegin();
  if (top > (std::uint64_t{1} << 26))
    throw InvalidArgument(role, "the subtraction set has " + std::to_string(top) + ": elements above 2^26 are not supported");
  require_memory(bytes_for(top + 1, sizeof(Digit) + sizeof(CountRule) * 2), "the code of the subtraction game");
  const Digit three{{{0, Modifier::none, false}, {1, Modifier::none, false}}};
  Code c;
  c.prefix_.resize(top + 1);
  for (std::uint64_t j = 1; j <= top; ++j)
    if (s.count(j) != all_but) c.prefix_[j] = three;
  if (all_but) c.block_.push_back(three);
  c.normalize();
  return c;
}

const Digit& Code::added(std::uint64_t t) const { return t >= 1 && t <= added_.size() ? added_[t - 1] : kEmpty; }

const Digit& Code::digit(std::uint64_t j) const {
  if (j < prefix_.size()) return prefix_[j];
  if (block_.empty()) return kEmpty;
  return block_[(j - prefix_.size()) % block_.size()];
}

std::optional<std::uint64_t> Code::last_take() const {
  if (!block_.empty() || !added_.empty()) return std::nullopt;
  return prefix_.size() - 1;
}

std::uint64_t Code::max_parts() const {
  std::uint64_t m = 0;
  for (const auto& d : prefix_) m = std::max(m, d.max_count());
  for (const auto& d : block_) m = std::max(m, d.max_count());
  for (const auto& d : added_) m = std::max(m, d.max_count());
  return m;
}

bool Code::has_modifiers() const {
  auto modified = [](const Digit& d) {
    for (const auto& r : d.rules)
      if (r.modifier != Modifier::none && (r.and_more || r.count >= 2)) return true;
    return false;
  };
  return std::any_of(prefix_.begin(), prefix_.end(), modified) || std::any_of(block_.begin(), block_.end(), modified) ||
         std::any_of(added_.begin(), added_.end(), modified);
}

// Modifiers that say nothing (on 0 or 1 heaps) are dropped; a block of empty digits is no block;
// trailing empty digits after the point go (one stays).
void Code::normalize() {
  auto clean = [](Digit& d) {
    for (auto& r : d.rules)
      if (!r.and_more) r.modifier = effective(r.count, r.modifier);
  };
  for (auto& d : prefix_) clean(d);
  for (auto& d : block_) clean(d);
  for (auto& d : added_) clean(d);
  if (std::all_of(block_.begin(), block_.end(), [](const Digit& d) { return d.empty(); })) block_.clear();
  if (block_.empty())
    while (prefix_.size() > 2 && prefix_.back().empty()) prefix_.pop_back();
  if (prefix_.size() < 2 && block_.empty()) prefix_.resize(2);
}

namespace {

// Merges "r m" followed by "r+1 m +" into "r m +", repeatedly from the end.
void merge_runs(std::vector<CountRule>& rules) {
  while (rules.size() >= 2) {
    const CountRule& last = rules.back();
    const CountRule& prev = rules[rules.size() - 2];
    if (!last.and_more || prev.and_more || prev.count + 1 != last.count || prev.modifier != last.modifier) break;
    CountRule merged{prev.count, prev.modifier, true};
    rules.pop_back();
    rules.back() = merged;
  }
}

// A digit as CGSuite prints it: one character when it can (13 = D), '*' for every count, braces
// otherwise; a modifier shared by every rule on 2 or more heaps is written once, after it.
std::string digit_text(const Digit& d) {
  std::vector<CountRule> rules = d.rules;
  merge_runs(rules);
  std::set<Modifier> mods;
  for (const auto& r : rules)
    if (r.and_more || r.count >= 2) mods.insert(r.modifier);
  std::string suffix;
  if (mods.size() == 1 && *mods.begin() != Modifier::none) {
    suffix = std::string(1, modifier_char(*mods.begin()));
    for (auto& r : rules) r.modifier = Modifier::none;
    merge_runs(rules);
  }
  if (rules.size() == 1 && rules[0].and_more && rules[0].count == 0) return "*" + suffix;
  bool simple = true;
  unsigned value = 0;
  for (const auto& r : rules) {
    if (r.and_more || r.modifier != Modifier::none || r.count > 5) simple = false;
    else value |= 1u << r.count;
  }
  if (simple && value < 36) return std::string(1, "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[value]) + suffix;
  std::string out = "{";
  for (std::size_t k = 0; k < rules.size(); ++k) {
    if (k) out += ',';
    out += std::to_string(rules[k].count);
    if (char m = modifier_char(rules[k].modifier)) out += m;
    if (rules[k].and_more) out += '+';
  }
  return out + "}" + suffix;
}

}  // namespace

std::string Code::to_string() const {
  std::string out;
  for (std::size_t t = added_.size(); t >= 1; --t) out += digit_text(added_[t - 1]);
  out += digit_text(prefix_[0]) + ".";
  for (std::size_t j = 1; j < prefix_.size(); ++j) out += digit_text(prefix_[j]);
  if (!block_.empty()) {
    out += '[';
    for (const auto& d : block_) out += digit_text(d);
    out += ']';
  }
  return out;
}

}  // namespace alea::cgt::impartial
