#pragma once
// Delta(f) at p = 1/2 without the 3^n tables: a depth-first branch and bound over the functions
// that restrictions of f leave. A state is its subcube's bit table (2^k bits, k relevant
// variables; the variables it does not depend on are dropped, constants cost 0), memoised under
// output negation, input negation and reversal of the variables' order, all of which keep the
// expected cost at p = 1/2. Each state is solved against a budget: it returns Delta exactly, or a
// lower bound above the budget that the memo keeps for later visits. Lower bounds: 3/2 for two or
// more relevant variables, OSSS (Var f / max_i Inf_i, Prop. 24), Prop. 23 ((sum_i |f^(i)|)^2 / Var f), and the memoised bounds of the
// children; the root's budgets rise from its lower bound to the greedy-on-influence tree's cost (each failed
// pass proves a higher lower bound); queries go in decreasing
// influence. Costs are integers in units of 2^-n, exact.
#include <cstdint>

#include "boolfn/coin.hpp"
#include "boolfn/function.hpp"
#include "boolfn/partial.hpp"

namespace alea::boolfn {

struct SearchOptions {
  Coin coin;                     // p = 1/2 only
  Assignments partial;           // start from this partial assignment
  std::uint64_t max_states = 0;  // stop (finished = false) when the memo reaches it; 0: no limit
};

struct SearchResult {
  bool finished = false;
  Rational cost;              // Delta_(1/2)(f) when finished
  Rational lower;             // the best lower bound proved (= cost when finished)
  int passes = 0;             // budgets tried
  Rational greedy;            // cost of the greedy tree (query the most influential variable)
  int relevant = 0;           // variables f depends on
  std::uint64_t states = 0;   // memoised functions
  std::uint64_t bytes = 0;    // of the memo's keys (estimate)
};

// Roles: "p" unless p = 1/2; "method" for a non-Boolean f or over 36 free variables.
SearchResult search_decision_tree(const BooleanFunction& f, const SearchOptions& options = {});

}  // namespace alea::boolfn
