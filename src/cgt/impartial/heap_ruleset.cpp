// The surface of cgt/impartial.hpp: rulesets by code or set, and the operations every heap
// ruleset shares (sequences continued by proved periods, values of huge heaps and of sums,
// option lists, periodicity reports).
#include <algorithm>

#include "cgt/impartial.hpp"
#include "cgt/impartial/spawning.hpp"
#include "cgt/impartial/take_and_break.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"

namespace alea::cgt::impartial {

namespace {

// G(n) from a proved periodicity whose first period is known.
std::uint64_t by_period(const HeapRuleset& h, const Periodicity& p, std::uint64_t n) {
  if (n < h.known()) return h.value(n);
  const std::uint64_t k = (n - p.preperiod) / p.period;
  return h.value(n - k * p.period) + k * p.saltus;
}

// Makes G(0 .. n) known, or enough values to give them by a period: computed in growing stages
// with a proof tried after each, when one is possible.
void make_known(HeapRuleset& h, std::uint64_t n, SequenceMethod method) {
  if (n < h.known() || h.proved) return;
  if (method == SequenceMethod::automatic && h.provable())
    for (std::uint64_t stage = 4096; stage < n; stage *= 4) {
      h.compute(stage);
      std::string why;
      if ((h.proved = h.prove(stage + 1, why))) break;
    }
  if (!h.proved) h.compute(n);
}

}  // namespace

std::string HeapSpec::set_text() const {
  std::string text;
  for (std::size_t i = 0; i < set.size(); ++i) text += (i ? ", " : "") + std::to_string(set[i]);
  return text;
}

std::string HeapRuleset::to_string() const {
  const HeapSpec s = spec();
  if (s.kind == HeapSpec::Kind::take_and_break) return s.code;
  if (s.kind == HeapSpec::Kind::spawning) return "spawning " + s.code;
  return (s.all_but ? "subtraction all but {" : "subtraction {") + s.set_text() + "}";
}

std::shared_ptr<HeapRuleset> take_and_break(const std::string& code, SplitMethod method) {
  Code c = Code::parse(code, "code");
  HeapSpec spec{HeapSpec::Kind::take_and_break, c.to_string(), {}, false};
  return std::make_shared<TakeAndBreak>(std::move(c), method, std::move(spec));
}

std::shared_ptr<HeapRuleset> take_and_break(const std::string& code) {
  return take_and_break(code, SplitMethod::automatic);
}

std::shared_ptr<HeapRuleset> subtraction(const std::vector<std::uint64_t>& set, bool all_but) {
  Code c = Code::subtraction(set, all_but, "S");
  HeapSpec spec{HeapSpec::Kind::subtraction, {}, set, all_but};
  std::sort(spec.set.begin(), spec.set.end());
  spec.set.erase(std::unique(spec.set.begin(), spec.set.end()), spec.set.end());
  return std::make_shared<TakeAndBreak>(std::move(c), SplitMethod::automatic, std::move(spec));
}

std::shared_ptr<HeapRuleset> spawning(const std::string& code) { return std::make_shared<Spawning>(code); }

std::vector<std::uint64_t> nim_sequence(HeapRuleset& h, std::uint64_t n, SequenceMethod method) {
  require_memory(bytes_for(n + 1, 8), "the nim sequence of heaps 0.." + std::to_string(n));
  make_known(h, n, method);
  std::vector<std::uint64_t> out;
  out.reserve(n + 1);
  for (std::uint64_t m = 0; m <= n; ++m) out.push_back(m < h.known() ? h.value(m) : by_period(h, *h.proved, m));
  return out;
}

std::uint64_t nim_value(HeapRuleset& h, std::uint64_t n) {
  if (n < h.known()) return h.value(n);
  // Far beyond any table, a period is the only way: look for one first (up to 2^20 heaps).
  constexpr std::uint64_t kSearch = std::uint64_t{1} << 20;
  std::string why;
  if (!h.proved && n > kSearch) {
    if (h.provable()) {
      make_known(h, kSearch, SequenceMethod::automatic);
      if (!h.proved) h.proved = h.prove(h.known(), why);
    } else {
      h.prove(0, why);
    }
  }
  if (h.proved) return by_period(h, *h.proved, n);
  if (bytes_for(n + 1, 2) > memory_limit())
    throw LimitExceeded("heap " + std::to_string(n) + ": " + why + ", and a table of the values up to it would need " +
                        format_bytes(bytes_for(n + 1, 2)) + ", more than the memory limit (" + format_bytes(memory_limit()) + ")");
  h.compute(n);
  return h.value(n);
}

std::uint64_t nim_value(HeapRuleset& h, const std::vector<std::uint64_t>& heaps) {
  std::uint64_t x = 0;
  for (auto n : heaps) x ^= nim_value(h, n);
  return x;
}

std::vector<std::vector<std::uint64_t>> heap_options(const HeapRuleset& h, std::uint64_t n) {
  std::vector<std::vector<std::uint64_t>> out;
  std::uint64_t bytes = 0;
  h.for_each_option(n, [&](std::span<const std::uint64_t> heaps) {
    bytes += 32 + 8 * heaps.size();
    if ((out.size() & 0xFFF) == 0) {
      require_memory(bytes + 4096 * 64, "the options of heap " + std::to_string(n));
      check_interrupt();
    }
    out.emplace_back(heaps.begin(), heaps.end());
    return true;
  });
  return out;
}

std::uint64_t nim_value(const Game& g, const std::string& role) {
  if (!g.is_nimber())
    throw InvalidArgument(role, "has the value " + g.to_string() +
                                    ", which is not a nimber: it equals no impartial game (the value of an impartial game is a nimber *n)");
  return g.nimber_part();
}

PeriodicityReport periodicity(HeapRuleset& h, std::uint64_t n) {
  PeriodicityReport r;
  if (!h.provable()) {
    h.prove(0, r.reason);
    return r;
  }
  h.compute(n);
  r.periodicity = h.prove(n + 1, r.reason);
  if (r.periodicity && !h.proved) h.proved = r.periodicity;
  return r;
}

}  // namespace alea::cgt::impartial
