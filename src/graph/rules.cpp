#include "graph/rules.hpp"

#include "core/errors.hpp"
#include "graph/detail/explore.hpp"

namespace alea::graph {

Game explore(const Rules& rules, const ExploreOptions& options) {
  if (!rules.blue) throw InvalidArgument("blue", "the rules have no blue move function");
  if (!rules.red) throw InvalidArgument("red", "the rules have no red move function");
  if (!rules.payoff) throw InvalidArgument("payoff", "the rules have no payoff function");
  detail::Explorer<std::string> e;
  e.payoff = rules.payoff;
  e.blue = rules.blue;
  e.red = rules.red;
  if (options.names) e.name = rules.name ? rules.name : [](const std::string& k) { return k; };
  e.max_positions = options.max_positions;
  e.bytes_per_position = 160 + 2 * rules.start.size() + options.caller_bytes;
  e.what = "the positions of the rules";
  try {
    return detail::explore<std::string>(rules.start, e);
  } catch (const InvalidArgument& bad) {
    // The explored game's terminals are the positions where payoff gives a number: a fault of
    // the terminals is the payoff function's (the rules have no option "terminals").
    if (bad.role != "terminals") throw;
    throw InvalidArgument("payoff", std::string(bad.what()) + " (terminals are the positions where payoff returns a number)");
  }
}

}  // namespace alea::graph
