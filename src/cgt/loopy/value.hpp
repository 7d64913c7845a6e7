#pragma once
// Values of loopy games (Siegel, CGT VI): a canonical stopper is a simplified stopper graph
// (canonical.hpp) with its start at vertex 0; a sided value is a pair onside & offside of
// canonical stoppers (a stopper when the two are equal; dud = on & off). Comparison, sums and
// negation follow Siegel: G >= H iff G+ >= H+ and G- >= H-; (G + H)+ is the onside of
// G+ + H+ and (G + H)- the offside of G- + H-; -(G+ & G-) = (-G-) & (-G+).
//
// Roles in errors: "G" the game, "H" the second game.
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"
#include "cgt/loopy/graph.hpp"

namespace alea::cgt::loopy {

// The stops of stoppers: numbers, x over, x under, on and off, ordered
// off < x under < x < x over < y under (x < y) < on.
struct Pseudonumber {
  enum class Kind { off, under, number, over, on } kind = Kind::number;
  Dyadic x;
  std::string to_string() const;
  bool operator==(const Pseudonumber& p) const;
  bool operator<(const Pseudonumber& p) const;
};

// A canonical stopper; or, as an onside or offside of a Value, the graph of a side that equals
// no stopper (Bach's Carousel: is_stopper() false), meaningful only with its side's convention
// (infinite play won by Left in an onside, by Right in an offside). Stops, options and the order
// below are for stoppers; a side that is not one is compared by Value.
class Stopper {
 public:
  // The canonical form of the game (g, v), which must be a stopper (InvalidArgument "G" if not).
  static Stopper from_graph(const Graph& g, Vertex v);
  // A graph already simplified (canonical.hpp), start at vertex 0.
  static Stopper from_simplified(Graph g);
  static Stopper from_short(const Game& x);
  static Stopper on();
  static Stopper off();

  const Graph& graph() const { return *g_; }
  // The graph as shared by every copy of this stopper (a key for memos of it).
  const std::shared_ptr<const Graph>& shared_graph() const { return g_; }
  // Whether the graph has no alternating cycle (false only for a side that is no stopper).
  bool is_stopper() const { return stopper_; }
  std::size_t follower_count() const { return g_->size(); }
  // The position at vertex v of the graph (a follower) as a canonical stopper.
  Stopper follower(Vertex v) const;
  std::vector<Stopper> followers() const;
  std::vector<Stopper> left_options() const;
  std::vector<Stopper> right_options() const;

  bool is_loopfree() const;
  // The short game, when loopfree.
  std::optional<Game> to_short() const;
  bool is_on() const;
  bool is_off() const;
  // x, x over, x under, on or off (CGSuite's pseudonumbers), when the stopper is one.
  std::optional<Pseudonumber> as_pseudonumber() const;
  bool is_plumtree() const;
  // CGSuite's IsNumberTiny: {x | {x | H}} with x a number and H - x <= under (x plus a Tiny),
  // or its mirror {{H | x} | x} with x - H <= under (x plus a Miny); one option on each side.
  bool is_number_tiny() const;

  bool operator<=(const Stopper& h) const;
  bool operator==(const Stopper& h) const { return *this <= h && h <= *this; }
  Stopper operator-() const;

  Pseudonumber left_stop() const;
  Pseudonumber right_stop() const;

 private:
  explicit Stopper(std::shared_ptr<const Graph> g);
  std::shared_ptr<const Graph> g_;
  bool stopper_ = true;
};

// CGSuite's outcome classes of loopy games: L, R, N, P, D (a draw whoever starts) and the
// hatted ones: NHat (Left wins first, draw if Right starts), PHat (draw, Left wins moving
// second), NCheck, PCheck (their mirrors).
enum class LoopyOutcome { L, R, N, P, D, NHat, PHat, NCheck, PCheck };
std::string to_string(LoopyOutcome o);

class Value {
 public:
  // onside & offside; sides that are not stoppers are taken with their slot's convention.
  Value(Stopper onside, Stopper offside);
  explicit Value(const Stopper& s) : Value(s, s) {}
  // The value of the game (g, v): its onside and offside by sidling (canonical.hpp); a side
  // equal to no stopper is kept as a loopy graph (Bach's Carousel).
  static Value from_graph(const Graph& g, Vertex v);

  const Stopper& onside() const { return on_; }
  const Stopper& offside() const { return off_; }
  // The onside or offside as a value by itself: InvalidArgument "G" when that side equals no
  // stopper (Bach's Carousel; CGSuite has no Onside for such a SidedValue either).
  const Stopper& onside_stopper() const;
  const Stopper& offside_stopper() const;
  bool is_stopper() const { return stopper_; }
  // The canonical stopper (InvalidArgument "G" when the value is not a stopper).
  const Stopper& stopper() const;

  Value operator+(const Value& h) const;
  Value operator-(const Value& h) const { return *this + (-h); }
  Value operator-() const;
  // n * G: G + G + ... + G (n copies; -G copies for n < 0, 0 for n = 0), by doubling, so a sum
  // is formed about 2 log2 |n| times.
  Value times(long long n) const;
  bool operator<=(const Value& h) const;
  bool operator>=(const Value& h) const { return h <= *this; }
  bool operator==(const Value& h) const { return *this <= h && h <= *this; }

  LoopyOutcome outcome() const;
  // (G - G)+, the degree of loopiness (CGSuite's Degree): 0 for short games, on for on; an
  // error when G is not a stopper or (G - G)+ is no stopper.
  Value degree() const;
  // The variety of a stopper (Siegel, CGT VI; CGSuite's Variety): with d its degree (which must
  // be idempotent), the upsum variety (G + ((-G) + (-d))-)+ and the downsum variety
  // (G + ((-G) + d)+)-, when the two are equal (G is stable); an error naming "G" when G is not
  // a stopper, d is not idempotent, or G is not stable. The stability conjecture (every stopper
  // of idempotent degree is stable) is false: Grenville's a{0|{0||||0,*2|||a|0||0}||0} (2022).
  Value variety() const;
  // Whether the upsum and downsum varieties of G by its degree are equal (CGSuite's IsStable);
  // an error naming "G" when G is not a stopper or its degree is not idempotent, as variety().
  bool is_stable() const;
  // The two varieties (upsum, downsum) by the degree, with the checks of variety().
  std::pair<Value, Value> varieties() const;
  bool is_idempotent() const { return *this + *this == *this; }
  // Both strong stops 0 (a stop with its over or under dropped); false when a side is no
  // stopper (stops are defined for stoppers; CGSuite's rows for Bach's Carousel say false).
  bool is_infinitesimal() const;
  // The strong stops are equal numbers (false when a side is no stopper, as above).
  bool is_numberish() const;
  // A stopper that is number-tiny (Stopper::is_number_tiny).
  bool is_number_tiny() const { return stopper_ && on_.is_number_tiny(); }
  std::string to_string() const;

 private:
  Stopper on_, off_;
  bool stopper_;
};

// The Left (left=true) or Right stop of every vertex of a stopper graph g (a stopper from every
// vertex, as a canonical stopper's graph is), indexed by vertex.
std::vector<Pseudonumber> stops(const Graph& g, bool left);

// Who wins (g, v) under the rules of play, by retrograde analysis of the positions with the
// player to move (infinite play is a draw): an independent check of the values' outcomes.
LoopyOutcome play_outcome(const Graph& g, Vertex v);

}  // namespace alea::cgt::loopy
