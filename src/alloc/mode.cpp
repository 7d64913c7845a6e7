#include "alloc/mode.hpp"

#include "core/mode.hpp"

namespace alea::alloc {

bool exact_for(const Mode& m, const ProbVector& p) {
  return resolve_exact(m.exact, p.is_exact());
}

}  // namespace alea::alloc
