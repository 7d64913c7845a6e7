#include "cgt/impartial/take_and_break.hpp"

#include <limits>
#include <string>

#include "cgt/impartial/partitions.hpp"

namespace alea::cgt::impartial {

TakeAndBreak::TakeAndBreak(Code code, SplitMethod method, HeapSpec spec)
    : code_(std::move(code)), engine_(code_, method), spec_(std::move(spec)) {}

// By the tokens taken, then the number of heaps left, then the heaps in lexicographic order.
void TakeAndBreak::for_each_option(std::uint64_t n, const OptionVisitor& visit) const {
  const std::uint64_t T = n == 0 ? 0 : code_.max_added();  // no tokens are added to no heap
  for (std::uint64_t k = 0; k <= T + n; ++k) {
    const bool adds = k < T;
    const Digit& d = adds ? code_.added(T - k) : code_.digit(k - T);
    const std::uint64_t s = adds ? n + (T - k) : n - (k - T);
    for (const auto& rule : d.rules) {
      const std::uint64_t top = rule.and_more ? s : rule.count;
      for (std::uint64_t r = rule.count; r <= top; ++r) {
        if (r > s || (r == 0 && s != 0)) continue;
        const Modifier m = r < 2 ? Modifier::none : rule.modifier;
        if (!for_each_partition(s, r, m, visit)) return;
      }
    }
  }
}

namespace {

// What is known of arithmetic periods (saltus > 0) for a finite code that splits heaps, said
// beside "no period proved": none can exist for a finite octal code 0.d1d2...dk; a code splitting
// into three or more heaps can have one, which no test here proves (docs/cgt.md).
std::string arithmetic_note(const Code& code, std::uint64_t parts) {
  if (parts >= 3)
    return "; arithmetic periods, which codes splitting into three or more heaps can have (Howse and Nowakowski "
           "2004), are not tested";
  if (code.digit(0).empty())
    return "; nor can an arithmetic period exist: finite octal games are not arithmetic-periodic (Horrocks and "
           "Nowakowski 2003)";
  return "; arithmetic periods are not tested";
}

}  // namespace

bool TakeAndBreak::provable() const {
  if (code_.max_added() > 0) return false;
  const std::uint64_t parts = code_.max_parts();
  if (parts <= 1) return true;
  return parts != kUnbounded && code_.last_take().has_value() && !code_.has_modifiers();
}

std::optional<Periodicity> TakeAndBreak::prove(std::uint64_t limit, std::string& why) const {
  const Sequence g{[this](std::uint64_t n) { return engine_.value(n); }, std::min(limit, engine_.size())};
  const std::uint64_t parts = code_.max_parts();
  if (code_.max_added() > 0) {
    why = "moves may add tokens: no periodicity theorem applies";
    return std::nullopt;
  }
  const std::string upto = "by heap " + std::to_string(g.size == 0 ? 0 : g.size - 1);
  if (parts <= 1) {
    if (auto p = single_heap_periodicity(code_, g)) return p;
    why = "no period (or arithmetic period) proved " + upto;
    return std::nullopt;
  }
  if (parts == kUnbounded) {
    why = "moves may leave any number of heaps: no periodicity theorem applies";
  } else if (!code_.last_take()) {
    why = "the code repeats for ever and splits heaps: no periodicity theorem applies";
  } else if (code_.has_modifiers()) {
    why = "the code has modifiers ('!', '?', '='), for which the octal periodicity theorem does not hold as stated";
  } else {
    if (auto p = guy_smith(g, parts, *code_.last_take())) return p;
    why = "no period proved " + upto + " (the octal periodicity theorem needs G(n + p) = G(n) for n0 <= n < " +
          std::to_string(parts) + " max(n0, 1) + " + (parts > 2 ? std::to_string(parts - 1) + " " : "") + "p + " +
          std::to_string(*code_.last_take()) + ")" + arithmetic_note(code_, parts);
  }
  return std::nullopt;
}

}  // namespace alea::cgt::impartial
