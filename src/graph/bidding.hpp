#pragma once
// Bidding games (seed 004, chapter 4; Lazarus, Loeb, Propp, Stromquist, Ullman). Before each move
// the players bid; the higher bid wins and the winner chooses who moves (the seed's rule for
// E_B != E_R: winning is never a disadvantage). The winner pays a fraction tau of his bid to
// the loser and the rest to the bank: tau = 1 is Richman, tau = 0 poorman, between taxman.
//
// Win-or-lose: Blue wins at a terminal paying at least `level`. A vertex's thresholds are
// shares of the money held by Red (the seed's convention, Theorem 38): Blue can force a win
// when Red's share is below low(v), Red can prevent it when it is above high(v). With A = the
// smaller and B = the larger of x+(v) and x-(v) (the auction winner picks the better of moving
// and making the other move), the critical share at v solves
//     (X + tau b) / (1 - (1 - tau) b) = B  and  (X - b) / (1 - (1 - tau) b) = A,
// that is b = (B - A) / (1 + tau + (1 - tau)(B - A)) and X = A + b (1 - (1 - tau) A). For tau = 1
// this is (x+ + x-)/2: Richman thresholds are the random-turn values at p = 1/2 of the 0/1 game
// (Theorem 38). The map is increasing in A and B, so low is the least and high the greatest
// fixed point, the limits of the iterates from 0 and from 1 off the winning terminals.
//
// Exactness: on acyclic games every threshold is a rational function of rationals, computed
// exactly by backward induction. On cyclic games the Richman thresholds are exact (strategy
// iteration); poorman and taxman thresholds can be irrational there, so they are computed by
// value iteration from both sides with outward rounding: [low_lower, high_upper] brackets every
// fixed point, and a closed gap (width) certifies both to that accuracy.
#include <cstdint>
#include <optional>
#include <vector>

#include "core/number.hpp"
#include "core/quantity.hpp"
#include "core/rational.hpp"
#include "graph/game.hpp"

namespace alea::graph {

struct BiddingOptions {
  Rational tau = 1;                  // 1 Richman, 0 poorman
  std::optional<Rational> level;     // Blue wins at payoffs >= level; default the largest payoff
  double tolerance = 1e-13;          // cyclic taxman: stop when the bracket is this narrow
  std::uint64_t max_sweeps = 1000000;
  bool floating = false;             // the bracket even where exact thresholds are cheap
};

struct BiddingThresholds {
  bool exact = false;
  std::vector<Rational> low, high;       // exact thresholds (acyclic games, or tau = 1)
  std::vector<double> low_lower, high_upper;  // otherwise: low_lower <= low <= high <= high_upper
  double width = 0;                      // max (high_upper - low_lower): 0 when exact and unique
  // Optimal bids at the critical share (fractions of all the money), and what the auction
  // winner does: true = moves himself, false = makes the other player move.
  std::vector<double> bid;
  std::vector<Rational> exact_bid;       // when exact
  std::vector<bool> blue_moves, red_moves;
  std::vector<Vertex> blue_target, red_target;  // the successor each moves to when moving
};

// G:bidding{tau=, level=}: thresholds for the win-or-lose game "payoff >= level".
BiddingThresholds bidding_thresholds(const Game& g, const BiddingOptions& options = {});

// G:bidding{tau=, level=, exact=}: the thresholds in the mode the one rule picks (docs/guide.md).
// Exact (rats) when tau, level and the payoffs are exact and the thresholds are rational for
// sure: tau = 1 (Theorem 38) or an acyclic game. Otherwise the certified bracket, each threshold
// reported as its outer bound with the bracket's width as the bound on its error (low_lower <=
// low <= high <= high_upper). exact=true where thresholds may be irrational (poorman and
// taxman on cyclic games) is an error naming the option.
struct BiddingRequest {
  Number tau = Number::of(Rational(1));
  std::optional<Number> level;
  std::optional<bool> exact;
  double tolerance = 1e-13;
  std::uint64_t max_sweeps = 1000000;
};
struct BiddingValues {
  BiddingThresholds thresholds;
  std::vector<Quantity> low, high, bid;  // bid: no proven bound in the floating mode
};
BiddingValues bidding(const Game& g, const BiddingRequest& request);

// The critical share X(A, B) above, and the bid b(A, B), exactly and in doubles.
Rational critical_share(const Rational& a, const Rational& b, const Rational& tau);
Rational critical_bid(const Rational& a, const Rational& b, const Rational& tau);
double critical_share(double a, double b, double tau);

// Section 4.2: a multi-valued game as the staircase of its win-or-lose games G_k (Blue wins when
// the payoff is at least r_k), each with its Richman thresholds.
struct Staircase {
  std::vector<Rational> levels;                // r_1 < ... < r_n
  std::vector<std::vector<Rational>> low, high;  // [k][v]: thresholds of G_k
};
Staircase richman_staircase(const Game& g);

// What each player can force in the Richman game from v when Red holds `red_share` of the money:
// Blue can force a payoff of at least `blue_secures` (the largest r_k with red_share < low_k(v)),
// Red can hold Blue to at most `red_holds` (r_{k-1} for the smallest k with red_share > high_k(v),
// else r_n). Between the two the outcome depends on the tie-breaking rule.
struct StaircaseOutcome {
  Rational blue_secures, red_holds;
};
StaircaseOutcome staircase_outcome(const Staircase& s, Vertex v, const Rational& red_share);
// The same from the game (G:staircase_outcome(v, red_share)).
StaircaseOutcome staircase_outcome(const Game& g, Vertex v, const Rational& red_share);

// Discrete bidding (Develin and Payne): K chips in all, integer bids, the winner pays his bid to
// the loser (Richman). Ties go to Blue, to Red, or to the holder of the tie-breaking advantage,
// who may use it (winning the tie and handing the advantage over) or not.
enum class TieRule { blue, red, advantage };
struct DiscreteOptions {
  std::int64_t chips = 16;               // K
  TieRule tie = TieRule::blue;
  std::optional<Rational> level;         // as in BiddingOptions
  std::optional<std::uint64_t> moves;    // win within this many moves (Theorem 38's R_n); none: ever
};
struct DiscreteThresholds {
  // blue_needs[v]: the fewest chips with which Blue forces a win from v (K + 1 when none do);
  // red_needs[v]: the fewest with which Red forces his own win (the play reaches a terminal below
  // the level). On cyclic games some splits are forced by neither: the play may go on forever.
  // With TieRule::advantage the index is [holder][v], holder 0 = Blue holds the advantage, 1 =
  // Red; otherwise only [0].
  std::vector<std::vector<std::int64_t>> blue_needs, red_needs;
  bool monotone = true;  // winning with k chips implied winning with k + 1 everywhere (checked)
};
DiscreteThresholds discrete_bidding(const Game& g, const DiscreteOptions& options = {});

}  // namespace alea::graph
