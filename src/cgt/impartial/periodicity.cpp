#include "cgt/impartial/periodicity.hpp"

#include <algorithm>
#include <map>
#include <vector>

#include "cgt/impartial/value_set.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"

namespace alea::cgt::impartial {

namespace {

// The least n0 such that G(n + p) = G(n) + s for n0 <= n < end - p, scanning down from the end.
std::uint64_t least_start(const Sequence& g, std::uint64_t p, std::uint64_t s, std::uint64_t from) {
  std::uint64_t n = from;
  while (n > 0 && g.at(n - 1 + p) == g.at(n - 1) + s) {
    --n;
    if ((n & 0xFFFF) == 0) check_interrupt();
  }
  return n;
}

// A proved (p, s) from n0 on: the least preperiod, and the least period dividing p whose saltus
// is proportional (checking one full period of p suffices, as the longer period is proved).
Periodicity tighten(const Sequence& g, std::uint64_t p, std::uint64_t s, std::uint64_t n0) {
  n0 = least_start(g, p, s, n0);
  for (std::uint64_t q = 1; q < p; ++q) {
    if (p % q != 0 || (s * q) % p != 0) continue;
    const std::uint64_t sq = s * q / p;
    if (n0 + p + q > g.size) continue;
    bool ok = true;
    for (std::uint64_t n = n0; ok && n < n0 + p; ++n) ok = g.at(n + q) == g.at(n) + sq;
    if (ok) return {q, least_start(g, q, sq, n0), sq};
  }
  return {p, n0, s};
}

}  // namespace

std::optional<Periodicity> guy_smith(const Sequence& g, std::uint64_t parts, std::uint64_t max_take) {
  const std::uint64_t N = g.size;  // values G(0 .. N - 1)
  for (std::uint64_t p = 1; parts * p + max_take < N; ++p) {
    check_interrupt();
    // The least n0 with G(n + p) = G(n) for n0 <= n < N - p.
    std::uint64_t n0 = N - p;
    while (n0 > 0 && g.at(n0 - 1 + p) == g.at(n0 - 1)) --n0;
    const std::uint64_t need = parts * std::max<std::uint64_t>(n0, 1) + (parts - 1) * p + max_take;
    if (need + p <= N) return Periodicity{p, n0, 0};  // checked n0 <= n < need
  }
  return std::nullopt;
}

std::optional<Periodicity> single_heap_periodicity(const Code& code, const Sequence& g) {
  const std::uint64_t P = code.prefix_length(), L = code.repeating().size(), K = P + L, phases = std::max<std::uint64_t>(L, 1);
  // Moves with takes j < P reach G(n - j), inside the window of the last K values. The block's
  // moves from heap n reach what they reached from n - L, n - 2L, ... and what heap n adds itself
  // (sizes n - P - pos, inside the window too): one growing set per phase n mod L.
  struct TailMove {
    std::uint64_t pos;
    bool one;  // leaves one heap (else none)
  };
  std::vector<TailMove> atoms;
  for (std::uint64_t b = 0; b < L; ++b) {
    if (code.repeating()[b].allows(0)) atoms.push_back({b, false});
    if (code.repeating()[b].allows(1)) atoms.push_back({b, true});
  }
  std::vector<ValueSet> reached(phases);
  // The state at n >= K (before heap n adds its moves): n mod L, the last K values and the set of
  // each phase (its mex and the values above it), all relative to G(n - 1).
  std::map<std::vector<std::int64_t>, std::uint64_t> seen;
  std::uint64_t bytes = 0;
  for (std::uint64_t n = 0; n < g.size; ++n) {
    if (n >= K) {
      const std::int64_t base = static_cast<std::int64_t>(g.at(n - 1));
      std::vector<std::int64_t> state{static_cast<std::int64_t>(n % phases)};
      for (std::uint64_t i = n - K; i < n; ++i) state.push_back(static_cast<std::int64_t>(g.at(i)) - base);
      for (const auto& set : reached) {
        state.push_back(static_cast<std::int64_t>(set.mex()) - base);
        std::vector<std::int64_t> above;
        set.for_each([&](std::uint64_t v) {
          if (v > set.mex()) above.push_back(static_cast<std::int64_t>(v) - base);
        });
        state.push_back(static_cast<std::int64_t>(above.size()));
        state.insert(state.end(), above.begin(), above.end());
      }
      bytes += state.size() * 8 + 64;
      require_memory(bytes, "the states of the periodicity check");
      if ((n & 0xFFF) == 0) check_interrupt();
      auto [it, fresh] = seen.emplace(std::move(state), n);
      if (!fresh) {
        const std::uint64_t n0 = it->second, p = n - n0;
        const std::int64_t s = base - static_cast<std::int64_t>(g.at(n0 - 1));
        if (s < 0) return std::nullopt;  // cannot happen: the sets only grow
        // The windows agree from n0 - K on, and so does everything after.
        return tighten(g, p, static_cast<std::uint64_t>(s), n0 - K);
      }
    }
    for (const auto& a : atoms) {
      if (n < P + a.pos) continue;
      const std::uint64_t s = n - P - a.pos;
      if (!a.one && s == 0) reached[n % phases].insert(0);
      if (a.one && s >= 1) reached[n % phases].insert(g.at(s));
    }
  }
  return std::nullopt;
}

std::optional<Periodicity> window_periodicity(const Sequence& g, std::uint64_t window, std::uint64_t from) {
  std::map<std::vector<std::uint64_t>, std::uint64_t> seen;
  std::uint64_t bytes = 0;
  for (std::uint64_t n = std::max({window, from, std::uint64_t{1}}); n < g.size; ++n) {
    std::vector<std::uint64_t> w;
    for (std::uint64_t i = n - window; i < n; ++i) w.push_back(g.at(i));
    bytes += w.size() * 8 + 64;
    require_memory(bytes, "the windows of the periodicity check");
    if ((n & 0xFFF) == 0) check_interrupt();
    auto [it, fresh] = seen.emplace(std::move(w), n);
    if (!fresh) return tighten(g, n - it->second, 0, it->second - window);
  }
  return std::nullopt;
}

}  // namespace alea::cgt::impartial
