#include "alloc/mode.hpp"

#include "core/mode.hpp"

namespace alea::alloc {

bool exact_for(const Mode& m, const ProbVector& p) {
  return resolve_exact(m.exact, p.is_exact(), "the probability vector " + p.to_string() + " has float entries");
}

}  // namespace alea::alloc
