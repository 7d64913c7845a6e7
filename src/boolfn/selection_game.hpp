#pragma once
// Random-turn selection games (seed 3.1): before each turn a coin with P(heads) = p decides who
// moves; Blue sets a free variable to +1, Red to -1; the payoff to Blue is f(x) and play stops
// once f is determined. Theorem 21: the value is E_p[f] (for every p). Theorem 22: the optimal
// moves are the free i maximising E[f | x_i = 1] - E[f | x_i = -1] (= 2 fhat(i) at p = 1/2),
// the same for both players, at every partial assignment. When both play one optimal strategy
// the game walks a decision tree: its expected length depends on the tie-break among optimal
// moves, so every result names it.
#include <vector>

#include "boolfn/coin.hpp"
#include "boolfn/decision_tree.hpp"
#include "boolfn/function.hpp"
#include "boolfn/partial.hpp"

namespace alea::boolfn {

// Which engine solves a game or a tree: the 3^n tables, the read-once formula by symmetry, or
// (games at p = 1/2 only) the sparse walk of the states optimal play reaches. automatic takes
// the symmetry past read_once_threshold variables when it applies, else the tables.
enum class Engine { automatic, tables, symmetry, sparse };

struct GameOptions {
  Coin coin;
  Tie tie = Tie::first;
  Assignments partial;  // play from this position
  Engine engine = Engine::automatic;

  static GameOptions at(Coin coin, Tie tie = Tie::first) {
    GameOptions o;
    o.coin = std::move(coin);
    o.tie = tie;
    return o;
  }
};

// Functions of more than this many variables that carry a monotone read-once formula are
// solved by symmetry (read_once.hpp) when p is exact in (0, 1): play and optimal_decision_tree
// then report no depth (-1) and no tree.
constexpr int read_once_threshold = 16;
bool use_read_once(const BooleanFunction& f, const Coin& coin);

// A record: f:game{p=, tie=} -> {value=, length=, leaves=, depth=}.
struct GameResult {
  Quantity value;   // E_p[f | partial] (Theorem 21)
  Quantity length;  // expected number of turns until f is determined
  std::uint64_t leaves = 0;  // of the induced decision tree
  int depth = 0;             // most turns any play takes (-1: not tracked by the symmetry engine)
  Engine engine = Engine::tables;  // the engine that ran
  std::uint64_t states = 0;        // partial assignments (tables) or states visited
  std::uint64_t bytes = 0;         // of the tables (0 for the other engines)
};

// Role "method" when the engine asked for does not apply (no formula, p not exact in (0, 1), a
// sparse walk at p != 1/2).
GameResult play(const BooleanFunction& f, const GameOptions& options = {});

// The same at p = 1/2 by walking only the states optimal play reaches (game/sparse.hpp): no
// 3^n tables, +-1-valued f with n <= 40 (Hex 5 x 5). Role "p" for another p.
GameResult play_sparse(const BooleanFunction& f, const GameOptions& options = {});

// All three tie-breaks (options.tie is ignored): from one set of tables, or three runs of the
// symmetry or sparse engines.
struct TieBreaks {
  GameResult first, min, max;
};
TieBreaks play_all_ties(const BooleanFunction& f, const GameOptions& options);
TieBreaks play_all_ties(const BooleanFunction& f, const Coin& coin = {}, const Assignments& partial = {});

// f:optimal_moves(partial, {p=}) -> {moves=, scores=}: the optimal free variables (1-based,
// increasing) and, for every free variable in increasing order, its score
// E[f | partial, x_i = 1] - E[f | partial, x_i = -1]. Costs O(k 2^k) for k free variables, no 3^k
// table. Empty moves when f is already determined.
struct MovesResult {
  std::vector<int> moves;
  std::vector<int> free;       // the free variables, in the order of scores
  std::vector<Quantity> scores;
  bool determined = false;
};
MovesResult optimal_moves(const BooleanFunction& f, const Assignments& partial = {}, const Coin& coin = {});

// Propositions 23 and 24 (generalised to mu_p): lower bounds on the expected length of optimal
// play, indeed on every decision tree's expected cost, beside the exact values.
//   prop23 = 4p(1-p) (sum_i E_p[D_i f])^2 / Var_p[f]   (at p = 1/2: (sum_i fhat(i))^2 / Var f)
//   prop24 = Var_p[f] / max_i Inf_i^(p)[f]               (OSSS; +-1-valued f only)
// Role "f" when f is constant (Var = 0).
struct LengthBounds {
  Quantity prop23;
  Quantity prop24;
  bool prop24_applies = false;  // f is +-1-valued
};
LengthBounds length_bounds(const BooleanFunction& f, const Coin& coin = {});

}  // namespace alea::boolfn
