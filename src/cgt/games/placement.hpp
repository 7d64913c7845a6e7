#pragma once
// The rules of the library's games played with pieces on a grid, besides Domineering and Clobber
// (each with its own source file): Fission, Konane, Amazons, Snort and Col, Ski Jumps, Toads
// and Frogs, Toppling Dominoes. Each is a Rules type for games::BoardSolver over Stones.
#include <string>
#include <vector>

#include "cgt/games/stones.hpp"
#include "cgt/ruleset.hpp"

namespace alea::cgt::games {

// The shared part: the frame, its symmetries, the hash.
class StonesRules {
 public:
  using State = Stones;
  using Hash = Stones::Hash;
  explicit StonesRules(const geometry::Grid& frame) : g_(frame) {}
  const geometry::Grid& frame() const { return g_; }
  Stones empty() const { return {~Mask(0), ~Mask(0), ~Mask(0)}; }
  Stones normalize(const Stones& s, bool& negated) const { return least_image(g_, s, images_, negated); }
  void components(const Stones& s, std::vector<Stones>& out) const { out.push_back(s); }

 protected:
  geometry::Grid g_;
  std::vector<Image> images_;
};

// Fission: neutral stones 'x' on the open cells c. Left splits a stone whose north and south
// neighbours are empty into those two cells; Right the same east and west. Transposing negates.
class FissionRules : public StonesRules {
 public:
  static constexpr const char* ruleset = "fission";
  static constexpr char a_char = 'x', b_char = 'o', c_char = 0;
  explicit FissionRules(const geometry::Grid& frame);
  std::string name() const { return "Fission"; }
  void options(const Stones& s, Side side, std::vector<Stones>& out) const;
  void components(const Stones& s, std::vector<Stones>& out) const;
};

// Konane: Left's stones 'x' jump orthogonally over an adjacent stone of Right's ('o') into the
// empty cell beyond, capturing it, and may go on jumping in the same direction; Right likewise.
class KonaneRules : public StonesRules {
 public:
  static constexpr const char* ruleset = "konane";
  static constexpr char a_char = 'x', b_char = 'o', c_char = 0;
  explicit KonaneRules(const geometry::Grid& frame);
  std::string name() const { return "Konane"; }
  void options(const Stones& s, Side side, std::vector<Stones>& out) const;
};

// Amazons: Left's amazons 'x', Right's 'o', on the empty cells c. An amazon moves like a chess
// queen over empty cells, then shoots an arrow from where it lands, again like a queen; the
// arrow's cell is burnt (off the board). Parts are the 8-connected regions.
class AmazonsRules : public StonesRules {
 public:
  static constexpr const char* ruleset = "amazons";
  static constexpr char a_char = 'x', b_char = 'o', c_char = 0;
  explicit AmazonsRules(const geometry::Grid& frame);
  std::string name() const { return "Amazons"; }
  void options(const Stones& s, Side side, std::vector<Stones>& out) const;
  void components(const Stones& s, std::vector<Stones>& out) const;

 private:
  Mask queen(Mask from, Mask empty) const;  // the cells a queen at `from` reaches
};

// Snort and Col on a grid: Left colours an uncoloured cell (c) 'x', Right 'o'. Col forbids
// colouring next to one's own colour, Snort next to the opponent's. a and b are the coloured
// cells (only those next to uncoloured ones matter); parts are the regions of uncoloured cells.
class ColouringRules : public StonesRules {
 public:
  static constexpr char a_char = 'x', b_char = 'o', c_char = 0;
  ColouringRules(const geometry::Grid& frame, bool snort);
  std::string name() const { return snort_ ? "Snort" : "Col"; }
  void options(const Stones& s, Side side, std::vector<Stones>& out) const;
  void components(const Stones& s, std::vector<Stones>& out) const;
  bool snort() const { return snort_; }

 private:
  Mask allowed(const Stones& s, Side side) const;
  bool snort_;
};

struct SnortRules : ColouringRules {
  static constexpr const char* ruleset = "snort";
  explicit SnortRules(const geometry::Grid& frame) : ColouringRules(frame, true) {}
};

struct ColRules : ColouringRules {
  static constexpr const char* ruleset = "col";
  explicit ColRules(const geometry::Grid& frame) : ColouringRules(frame, false) {}
};

// Toads and Frogs on a strip of cells c: Left's toads 'T' move one cell right into an empty
// cell or jump over one frog into the empty cell beyond; Right's frogs 'F' the same leftwards.
// Parts are the runs of each row between pieces that can never move (walls such as "TTFF");
// a part of up to 32 cells packs into a 64-bit key.
class ToadsAndFrogsRules : public StonesRules {
 public:
  static constexpr const char* ruleset = "toads_and_frogs";
  static constexpr char a_char = 'T', b_char = 'F', c_char = 0;
  explicit ToadsAndFrogsRules(const geometry::Grid& frame);
  std::string name() const { return "Toads and Frogs"; }
  void options(const Stones& s, Side side, std::vector<Stones>& out) const;
  void components(const Stones& s, std::vector<Stones>& out) const;
  Stones normalize(const Stones& part, bool& negated) const;
  bool pack(const Stones& part, std::uint64_t& key) const;
  // The pieces of `row` (its cells on the board) that can never move.
  Mask dead(Mask row, Mask toads, Mask frogs) const;

 private:
  // The cells of x moved one cell right (left) along their rows; those leaving the row drop.
  Mask right_of(Mask x) const { return (x & not_last_) << 1; }
  Mask left_of(Mask x) const { return (x & not_first_) >> 1; }
  Mask not_first_, not_last_;  // the cells not in the first (last) column
};

// Toppling Dominoes: a row of dominoes, Left's 'l' (blue), Right's 'r' (red), green 'e' (either
// player's). A player topples one of theirs to the left or to the right: it and every domino on
// that side fall.
class TopplingDominoesRules : public StonesRules {
 public:
  static constexpr const char* ruleset = "toppling_dominoes";
  static constexpr char a_char = 'l', b_char = 'r', c_char = 'e';
  explicit TopplingDominoesRules(const geometry::Grid& frame);
  std::string name() const { return "Toppling Dominoes"; }
  void options(const Stones& s, Side side, std::vector<Stones>& out) const;
  void components(const Stones& s, std::vector<Stones>& out) const;  // the runs without gaps
};

// Ski Jumps (Winning Ways ch. 2): Left's skiers 'L' (jumpers) and 'l' (slippers), Right's 'R'
// and 'r'. Left slides a skier any number of empty cells to the right, possibly off the board;
// Right to the left. A jumper may instead jump down over an opponent's skier directly below it,
// into the empty cell below that; the skier jumped over becomes a slipper. a, b: the skiers; c:
// the jumpers. The board's edge matters: the frame is the board itself, and states are not moved.
class SkiJumpsRules : public StonesRules {
 public:
  static constexpr const char* ruleset = "ski_jumps";
  static constexpr char a_char = 'L', b_char = 'R', c_char = 0;
  explicit SkiJumpsRules(const geometry::Grid& frame) : StonesRules(frame) {}
  std::string name() const { return "Ski Jumps"; }
  void options(const Stones& s, Side side, std::vector<Stones>& out) const;
  Stones normalize(const Stones& s, bool& negated) const;
};

}  // namespace alea::cgt::games
