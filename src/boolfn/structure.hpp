#pragma once
// The structure a function was made from (the board of a game), for the algorithms that can use
// more than its table: a function carries it (BooleanFunction::with_structure) and the
// decision-tree search asks it for a search over the structure's own states, as boolfn.hex(k)
// offers one over Hex boards (search/hex_space.hpp). Functions without one are searched on
// tables.
#include <memory>
#include <string>

namespace alea::boolfn {

class Partial;
class TruthTable;
namespace search {
struct Settings;
struct Outcome;
}  // namespace search

class Structure {
 public:
  virtual ~Structure() = default;
  // "Hex boards of side 5": what the structure is, for messages.
  virtual std::string name() const = 0;
  // Delta at p = 1/2 of the function restricted by `partial` (sub: its table on the free
  // variables) by branch and bound over the structure's states; `relevant` receives the number
  // of variables the root depends on (the units are 2^-relevant).
  virtual search::Outcome search(const Partial& partial, const TruthTable& sub, const search::Settings& settings,
                                 int& relevant) const = 0;
};

}  // namespace alea::boolfn
