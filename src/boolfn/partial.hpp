#pragma once
// A partial assignment x_J (the seed's notation in 3.1.1): some variables set to +-1, the
// rest free. The surface takes it as pairs (i, v), i in 1..n, v = +-1, as Lua's {[i] = v}.
#include <cstdint>
#include <utility>
#include <vector>

#include "boolfn/function.hpp"

namespace alea::boolfn {

using Assignments = std::vector<std::pair<int, int>>;

struct Partial {
  std::vector<signed char> value;  // value[i-1] in {-1, 0 (free), +1}
  int n() const { return int(value.size()); }
  int free_count() const;
  std::vector<int> free_variables() const;  // 1-based, increasing
  // For n <= 64: bit i-1 set iff x_i is set (fixed), resp. set to +1.
  std::uint64_t fixed_mask() const;
  std::uint64_t plus_mask() const;
};

// Throws InvalidArgument with `role` for an index outside 1..n, a value other than +-1, or a
// variable given twice.
Partial make_partial(int n, const Assignments& assignments, const char* role = "partial");

// f restricted to x_J: a function of the free variables, renumbered 1..k in increasing order
// (the seed's f|x_J). A table function gives a table; an implicit one an implicit function.
// k = 0 is refused (role "partial"): the value is then f(x).
BooleanFunction restrict(const BooleanFunction& f, const Partial& partial);
// f:restrict{[i] = v, ...}: the same from pairs (role "partial").
BooleanFunction restrict(const BooleanFunction& f, const Assignments& partial);

// The table of f|x_J directly (k free variables), under the memory guard.
TruthTable restrict_table(const TruthTable& t, const Partial& partial);

}  // namespace alea::boolfn
