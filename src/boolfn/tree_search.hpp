#pragma once
// Delta(f) at p = 1/2 without the 3^n tables: a depth-first branch and bound over the functions
// that restrictions of f leave (search/branch_bound.hpp). Each state is solved against a budget:
// it returns Delta exactly, or a lower bound above the budget that the memo keeps for later
// visits. Lower bounds: 3/2 for two or more relevant variables, OSSS (Var f / max_i Inf_i,
// Prop. 24), Prop. 23 ((sum_i |f^(i)|)^2 / Var f), and the memoised bounds of the children; the
// root's budgets rise from its lower bound to the greedy-on-influence tree's cost (each failed
// pass proves a higher lower bound); queries go in decreasing influence. Costs are integers in
// units of 2^-n, exact. When the search finishes, an optimal tree is read back from the memo.
//
// Two kinds of state: bit tables of the restricted function (any +-1 f; memoised by the table
// up to output negation, input negation and variable reversal), and, for boolfn.hex(k) with
// k <= 5, normalised partial boards (search/hex_board.hpp: dead cells dropped, keyed by the
// function's graph up to the board's four symmetries, the transposition with colours exchanged
// among them) in a compact memo that stays within the memory guard by replacing entries; their
// static bound adds the fewest cells either player still needs.
#include <cstdint>
#include <optional>

#include "boolfn/coin.hpp"
#include "boolfn/decision_tree.hpp"
#include "boolfn/function.hpp"
#include "boolfn/partial.hpp"

namespace alea::boolfn {

// The search's states: automatic takes the function's structure's (structure.hpp: boards for
// boolfn.hex(k), k <= 5) when it has one, tables otherwise.
enum class SearchStates { automatic, tables, structure };

struct SearchOptions {
  Coin coin;                     // p = 1/2 only
  Assignments partial;           // start from this partial assignment
  std::uint64_t max_states = 0;  // stop (finished = false) when the memo reaches it; 0: no limit
  SearchStates states = SearchStates::automatic;
  bool build_tree = true;                // keep the optimal tree (its leaves and depth are reported anyway)
  std::uint64_t max_leaves = 1u << 20;  // refuse to keep a larger tree (LimitExceeded)
};

struct SearchResult {
  bool finished = false;
  bool cost_known = false;    // finished, or stopped with the lower bound equal to the greedy cost
  Rational cost;              // Delta_(1/2)(f) when cost_known
  Rational lower;             // the best lower bound proved (= cost when finished)
  int passes = 0;             // budgets tried
  Rational greedy;            // cost of the greedy tree (query the most influential variable)
  int relevant = 0;           // variables f depends on
  std::uint64_t states = 0;   // memo entries
  std::uint64_t bytes = 0;    // of the memo
  bool boards = false;        // the states were Hex boards
  std::uint64_t leaves = 0;   // of the optimal tree read back (finished only)
  int depth = 0;
  std::optional<DecisionTree> tree;  // finished and build_tree
};

// Roles: "p" unless p = 1/2; "method" for a non-Boolean f, over 36 free variables, or boards
// asked for a function that is not boolfn.hex(k), k <= 5.
SearchResult search_decision_tree(const BooleanFunction& f, const SearchOptions& options = {});

}  // namespace alea::boolfn
