// Delta(f) at p = 1/2 by branch and bound over restricted functions (tree_search.hpp): the
// choice of states, the units, the result.
#include "boolfn/tree_search.hpp"

#include <bit>

#include "boolfn/structure.hpp"
#include "boolfn/search/table_space.hpp"
#include "core/errors.hpp"

namespace alea::boolfn {
namespace {

search::Settings settings_of(const SearchOptions& o) {
  search::Settings s;
  s.max_states = o.max_states;
  if (o.build_tree) s.max_leaves = o.max_leaves;
  return s;
}

// Units 2^-n with n the root's relevant variables (at least 1).
search::Outcome on_tables(const Partial& partial, const TruthTable& sub, const SearchOptions& o, int& relevant) {
  auto root = search::TableSpace::root(bit_table_of(sub), partial.free_variables());
  relevant = root.t.k;
  const int n = std::max(relevant, 1);
  search::TableSpace space(n);
  search::TableMemo memo;
  return search::run_search(space, memo, root, n, settings_of(o));
}

}  // namespace

SearchResult search_decision_tree(const BooleanFunction& f, const SearchOptions& options) {
  if (!options.coin.uniform()) throw InvalidArgument("p", "method \"search\" needs p = 1/2");
  const Structure* structure = f.structure();
  const bool boards = options.states == SearchStates::structure ||
                      (options.states == SearchStates::automatic && structure != nullptr);
  if (boards && !structure)
    throw InvalidArgument("method", "the search on a structure's states needs a function made from one "
                                    "(a Hex board of side k <= 5), got " + f.to_string());
  if (!f.table().is_boolean()) throw InvalidArgument("method", "method \"search\" needs a +-1-valued function");
  const Partial partial = make_partial(f.n(), options.partial);
  const TruthTable sub = options.partial.empty() ? f.table() : restrict_table(f.table(), partial);
  if (sub.n() > 36) throw InvalidArgument("method", "method \"search\" takes at most 36 free variables");

  SearchResult out;
  const search::Outcome r = boards ? structure->search(partial, sub, settings_of(options), out.relevant)
                                   : on_tables(partial, sub, options, out.relevant);
  const Rational unit(BigInt(1), BigInt(1) << std::max(out.relevant, 1));
  auto as_rational = [&](std::int64_t v) { return Rational(BigInt(v)) * unit; };
  out.finished = r.finished;
  out.lower = as_rational(r.lower);
  out.greedy = as_rational(r.greedy);
  // Stopped early with the bounds met: the greedy tree is optimal, its cost is Delta.
  out.cost_known = r.finished || r.lower == r.greedy;
  if (r.finished) out.cost = as_rational(r.cost);
  else if (out.cost_known) out.cost = out.greedy;
  out.passes = r.passes;
  out.states = r.states;
  out.bytes = r.bytes;
  out.boards = boards;
  if (r.tree) {
    out.leaves = r.tree->leaves();
    out.depth = r.tree->depth();
    if (options.build_tree) out.tree = std::move(r.tree);
  }
  return out;
}

}  // namespace alea::boolfn
