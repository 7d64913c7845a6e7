#pragma once
// Implicit games: the reachable positions of rules given as callbacks (graph.from_rules in Lua).
// Positions are opaque keys - the binding turns each Lua position into a string key with the
// user's key function and keeps the positions on its side - and the callbacks may throw (a Lua
// error becomes a C++ exception and leaves nothing behind). Exploration is breadth-first with
// the memory guard asked as the graph grows, a progress bar and Ctrl-C; the start is vertex 1
// (index 0) and the result is validated as any game (Definition 2), naming positions by their
// names.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/rational.hpp"
#include "graph/game.hpp"

namespace alea::graph {

struct Rules {
  std::string start;
  // The positions one blue (red) move away, appended to `out`.
  std::function<void(const std::string& position, std::vector<std::string>& out)> blue, red;
  // The payoff of a terminal position; nullopt elsewhere.
  std::function<std::optional<Rational>(const std::string& position)> payoff;
  // A vertex's name (default: the key itself).
  std::function<std::string(const std::string& position)> name;
};

struct ExploreOptions {
  std::uint64_t max_positions = 0;  // LimitExceeded past this many; 0: only the memory guard
  bool names = true;                // keep a name per vertex (messages, DOT)
  std::uint64_t caller_bytes = 0;   // what the caller keeps per position (the binding: Lua values),
                                    // added to the memory guard's estimate
};

// Throws InvalidArgument("start") when callbacks are missing, whatever the callbacks throw,
// LimitExceeded past max_positions or the memory guard, Interrupted on Ctrl-C.
Game explore(const Rules& rules, const ExploreOptions& options = {});

}  // namespace alea::graph
