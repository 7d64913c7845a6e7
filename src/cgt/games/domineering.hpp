#pragma once
// Domineering (Berlekamp, Conway and Guy, Winning Ways ch. 2): players place dominoes on the
// empty cells of a board, Left vertically and Right horizontally (CGSuite's and cgt-tools'
// convention); who cannot place loses. A board is its rows joined by '|', '.' empty and '#'
// blocked: "..|.." is the 2 x 2 board, {1|-1}.
//
// Rules for games::BoardSolver: a state is the set of empty cells in its frame (notation.hpp). Parts
// are the connected regions of empty cells (cells with no empty neighbour dropped: nobody can use
// them); a part is normalised by moving it to the corner under the 8 symmetries of the square,
// the transpositions negating its value (a vertical domino becomes a horizontal one).
#include <string>
#include <vector>

#include "cgt/games/table.hpp"
#include "cgt/ruleset.hpp"
#include "geometry/grid.hpp"

namespace alea::cgt::games {

using geometry::Mask;

class DomineeringRules {
 public:
  using State = Mask;
  struct Hash {
    std::uint64_t operator()(Mask m) const { return mix64(m); }
  };
  explicit DomineeringRules(const geometry::Grid& frame) : g_(frame) {}

  std::string name() const { return "Domineering"; }
  const geometry::Grid& frame() const { return g_; }
  Mask empty() const { return 0; }
  void options(Mask free, Side side, std::vector<Mask>& out) const;
  void components(Mask free, std::vector<Mask>& out) const;
  Mask normalize(Mask part, bool& negated) const;

 private:
  geometry::Grid g_;
};

}  // namespace alea::cgt::games
