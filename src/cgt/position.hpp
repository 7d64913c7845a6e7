#pragma once
// Positions of rulesets written in C++: the one shape every game of the library (Robin Hood
// heaps, Domineering boards, Toads-and-Frogs strips, ...) has, so the Lua surface binds one type
// for all of them. A position knows its options, its value (the canonical form, computed by its
// ruleset with whatever memo and decomposition the ruleset has), its thermograph and the
// independent components it is the disjunctive sum of.
//
// Positions are immutable and shared (PositionPtr). Two positions are the same when they belong
// to the same ruleset and have the same key. A sum of positions is a position too (sum()).
#include <cstdint>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/ruleset.hpp"
#include "cgt/thermograph.hpp"

namespace alea::cgt {

class Position;
using PositionPtr = std::shared_ptr<const Position>;

// A named plain value of a position, for its table (to_table in Lua, CSV, JSON).
struct Field {
  std::string name;
  std::variant<long long, std::string> value;
  bool operator==(const Field&) const = default;
};

// A board to draw: rows of cells, each a character of the game's notation ('.', '#', 'x', 'o').
struct BoardPicture {
  std::vector<std::string> rows;
  bool hexagonal = false;
};

class Position : public std::enable_shared_from_this<Position> {
 public:
  virtual ~Position() = default;

  // The ruleset, as its Lua constructor is named ("robin_hood", "domineering", "sum").
  virtual std::string ruleset() const = 0;
  // The positions `side` can move to, in the ruleset's order.
  virtual std::vector<PositionPtr> options(Side side) const = 0;
  // The canonical form.
  virtual Game value() const = 0;
  // The thermograph (by default the canonical form's; a ruleset may compute it on the tree).
  virtual Thermograph thermograph() const { return value().thermograph(); }
  virtual Dyadic left_stop() const { return value().left_stop(); }
  virtual Dyadic right_stop() const { return value().right_stop(); }
  // The independent parts the position is the sum of; one that does not split is its only part.
  virtual std::vector<PositionPtr> components() const { return {shared_from_this()}; }
  // The notation a user writes ("(9;3,2)", "..|..", "TT..FF").
  virtual std::string to_string() const = 0;
  // The options of the ruleset's constructor besides the notation, named as its Lua options (a
  // generalized Clobber's directions, ...); empty for a game that has none. With the ruleset and
  // the notation they rebuild the position (alea.save).
  virtual std::vector<Field> variant() const { return {}; }
  // Identity within the ruleset (by default the notation and the variant's options).
  virtual std::string key() const;
  // The move from here to `option` in the ruleset's words ("take 2"), "" when it has none.
  virtual std::string move_text(const Position& option) const;
  // Plain values describing the position (besides its ruleset and notation).
  virtual std::vector<Field> fields() const { return {}; }
  // The board to draw, for rulesets played on a board (empty rows otherwise).
  virtual BoardPicture picture() const { return {}; }
};

bool same_position(const Position& p, const Position& q);

// The disjunctive sum of positions (sums inside are opened up: the parts of the result are
// never sums). Role "P" when `parts` holds a null position.
PositionPtr sum(const std::vector<PositionPtr>& parts);

// The parts of a sum, or the position itself.
std::vector<PositionPtr> summands(const PositionPtr& p);

}  // namespace alea::cgt
