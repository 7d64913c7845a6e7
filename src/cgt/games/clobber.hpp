#pragma once
// Clobber and CGSuite's generalized Clobber (GenClobber): Left's stones 'x', Right's 'o' on a
// grid ('.' empty, '#' off the board). A player moves one of their stones in one of the allowed
// directions, through empty cells up to max_distance steps, onto the first cell whose content
// the player may clobber; the cell left behind becomes `left_behind`. Plain Clobber: orthogonal
// steps of 1 onto an opponent's stone, the origin left empty (Albert, Grossman, Nowakowski and
// Wolfe, "An introduction to Clobber", 2005).
#include <string>
#include <utility>
#include <vector>

#include "cgt/games/stones.hpp"
#include "cgt/position.hpp"
#include "cgt/ruleset.hpp"

namespace alea::cgt::games {

// What a cell holds: 0 empty, 1 Left's stone, 2 Right's stone (CGSuite's numbering), written
// '.', 'x', 'o' in the notation.
// A variant is described only by values a user can write (cgt.games.gen_clobber's options), so a
// position can always be written down and read back with its variant (alea.save).
struct ClobberVariant {
  std::string directions = "orthogonal";                // "orthogonal", "diagonal", "compass", "knight"
  std::array<unsigned, 2> clobbered{1u << 2, 1u << 1};  // per player, a set of contents (bit k: content k)
  std::array<int, 2> left_behind{0, 0};                  // per player: what the origin becomes
  int max_distance = 1;
  bool operator==(const ClobberVariant&) const = default;
  // Plain Clobber (every option at its default).
  bool plain() const { return *this == ClobberVariant{}; }
  // InvalidArgument, with the option's name as its role, unless the variant is a short game
  // (play always ends): the named directions, max_distance >= 1, and no cycle of contents (below).
  void check() const;
  // The options as cgt.games.gen_clobber takes them: directions, left_clobbers, right_clobbers
  // (contents as ".xo" characters), left_leaves, right_leaves, max_distance.
  std::vector<Field> fields() const;
};

// The steps (dr, dc) of a set of directions; InvalidArgument with role "directions" for a name
// that is none of the four.
std::vector<std::pair<int, int>> clobber_steps(const std::string& directions);

class ClobberRules {
 public:
  using State = Stones;  // a: Left's stones, b: Right's, c: the board's cells when empties matter
  using Hash = Stones::Hash;
  static constexpr const char* ruleset = "clobber";
  static constexpr char a_char = 'x', b_char = 'o', c_char = 0;
  ClobberRules(const geometry::Grid& frame, ClobberVariant v);

  std::string name() const { return "Clobber"; }
  // The positions' ruleset and variant (position.hpp): plain Clobber, or GenClobber's options.
  std::string ruleset_name() const { return v_.plain() ? "clobber" : "gen_clobber"; }
  std::vector<Field> variant() const { return v_.plain() ? std::vector<Field>{} : v_.fields(); }
  const geometry::Grid& frame() const { return g_; }
  Stones empty() const { return {~Mask(0), ~Mask(0), ~Mask(0)}; }
  // Whether the empty cells matter (then c holds the board's cells).
  bool uses_board() const { return uses_board_; }
  void options(const Stones& s, Side side, std::vector<Stones>& out) const;
  void components(const Stones& s, std::vector<Stones>& out) const;
  Stones normalize(const Stones& s, bool& negated) const { return least_image(g_, s, images_, negated); }

 private:
  Mask reach(Mask x) const;  // the cells one step from x in some direction
  geometry::Grid g_;
  ClobberVariant v_;
  std::vector<std::pair<int, int>> steps_;  // the variant's directions as (dr, dc)
  bool uses_board_ = false, splits_ = false;
  std::vector<Image> images_;
};

}  // namespace alea::cgt::games
