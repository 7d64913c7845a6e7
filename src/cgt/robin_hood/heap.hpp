#pragma once
// Robin Hood and Little John (seed 002: Dargad, Larsson, Balachandran), built in.
//
// Robin Hood (n; a, b): a heap of n tokens, Left's wealth a, Right's wealth b. Left removes i
// tokens, 1 <= i <= min(a, n), and Right's wealth drops by i (never below 0): (n-i; a, b-i).
// Right symmetrically: (n-i; a-i, b). Normal play; heaps add as a disjunctive sum.
// Little John (seed Definition 7.1, reconstructed in docs/cgt.md): only the move that cuts the
// opponent's wealth the most, i = min(a, b, n), when both are rich; with b = 0 Left's only move
// is (n-1; a, 0) (and symmetrically), so (n; a, 0) = n as in Robin Hood.
//
// Canonical forms are built by the generic solver (ruleset.hpp) with dominated takes left out;
// thermographs are computed directly on the positions (thermo_table.hpp), so they reach heaps
// of thousands of tokens. positions.hpp serves heaps as positions of the Lua surface.
#include <cstdint>
#include <string>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/ruleset.hpp"

namespace alea::cgt {

enum class HeapRules { robin_hood, little_john };

struct Heap {
  HeapRules rules = HeapRules::robin_hood;
  long long n = 0, a = 0, b = 0;
  bool operator==(const Heap&) const = default;
  auto operator<=>(const Heap&) const = default;
  std::string to_string() const;  // "(9;3,2)", Little John as "LJ(9;3,2)"
};

struct HeapHash {
  std::size_t operator()(const Heap& h) const {
    std::size_t x = static_cast<std::size_t>(h.n) * 0x9E3779B97F4A7C15ull;
    x ^= static_cast<std::size_t>(h.a) * 0xC2B2AE3D27D4EB4Full + (x << 6);
    x ^= static_cast<std::size_t>(h.b) * 0x165667B19E3779F9ull + (x >> 3);
    return x ^ static_cast<std::size_t>(h.rules);
  }
};

// Throws InvalidArgument (roles "n", "a", "b") for negative sizes or wealths.
Heap robin_hood(long long n, long long a, long long b);
Heap little_john(long long n, long long a, long long b);

// The options of a heap, in order of the tokens taken (1, 2, ...).
std::vector<Heap> heap_options(const Heap& h, Side side);
// The tokens the move to heap_options(h, side)[k] takes.
long long tokens_taken(const Heap& h, const Heap& option);

// The canonical form of a heap (memoized for the session).
Game heap_value(const Heap& h);

}  // namespace alea::cgt

template <>
struct std::hash<alea::cgt::Heap> : alea::cgt::HeapHash {};
