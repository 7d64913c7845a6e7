#pragma once
// Cutcake (Winning Ways ch. 2): rectangles of cake on a grid of lines. Left cuts a rectangle
// along a vertical line into two (its width splits), Right along a horizontal line (its height
// splits). A state holds up to two rectangles (an option's pieces), each packed as h * 256 + w;
// parts are the single rectangles, normalised to h <= w (transposing negates).
#include <string>
#include <vector>

#include "cgt/games/stones.hpp"
#include "cgt/ruleset.hpp"

namespace alea::cgt::games {

class CutcakeRules {
 public:
  using State = Stones;
  using Hash = Stones::Hash;
  static constexpr const char* ruleset = "cutcake";
  static constexpr int max_side = 255;
  static Mask pack(int h, int w) { return Mask(h) << 8 | Mask(w); }
  std::string name() const { return "Cutcake"; }
  std::string text(const Stones& s) const;
  Stones empty() const { return {~Mask(0), ~Mask(0), ~Mask(0)}; }
  void options(const Stones& s, Side side, std::vector<Stones>& out) const;
  void components(const Stones& s, std::vector<Stones>& out) const;
  Stones normalize(const Stones& s, bool& negated) const;
};

}  // namespace alea::cgt::games
