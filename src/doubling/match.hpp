#pragma once
// Match play by score: what M:take_point, M:cash_point, M:window, M:gammon_values,
// M:cube_levels, M:raising_points and M:cube_matrix compute from a match equity table. The
// player a-away (the table's player 0, "A") doubles from cube c to 2c; B is b-away. Results are
// rats when the table and every number given are exact (the models are rational in them).
#include <optional>
#include <string>
#include <vector>

#include "core/number.hpp"
#include "core/quantity.hpp"
#include "doubling/met.hpp"

namespace alea::doubling {

// The model of one doubling decision (roles are the Lua options' keys).
struct CubeOptions {
  long long cube = 1;                  // the cube A doubles from (1: centred; above: A owns it)
  bool live = false;                   // Janowski's live cube (x = 1 unless x is given)
  std::optional<Number> x;             // cube efficiency in [0, 1]; only with live
  Number gammon_a = Number::of(Rational(0)), backgammon_a = Number::of(Rational(0));  // shares of A's wins
  Number gammon_b = Number::of(Rational(0)), backgammon_b = Number::of(Rational(0));  // shares of B's wins
  bool auto_redouble = true;           // the taker's redouble when it costs him nothing, at once
  std::optional<bool> exact;
};

// A's window as A's chances of winning the game; take is B's minimum chance to take.
struct MatchWindow {
  Quantity take, cash;
  std::optional<Quantity> double_point;  // doubling as good as waiting (nil: never)
  std::optional<Quantity> too_good;      // dead cube: playing on beats cashing above it (nil: never)
  std::optional<Quantity> play_for_gammon;  // gammons per loss for playing on to beat cashing (nil: worthless gammons)
};
MatchWindow match_window(const Met& m, const MatchScore& s, const CubeOptions& o);

// The cube values A may usefully double from at the score: 1, 2, 4, ... below A's away; none in
// the Crawford game.
std::vector<long long> cube_levels(const Met& m, const MatchScore& s);

// Robertie's gammon values with the cube at `cube` (what a gammon adds to a win, in units of
// win minus loss), for each player; backgammon values likewise (the whole extra over a single).
struct MatchGammonValues {
  Quantity gammon_a, backgammon_a, gammon_b, backgammon_b;
};
MatchGammonValues match_gammon_values(const Met& m, const MatchScore& s, long long cube, std::optional<bool> exact);

// Keeler and Spencer's raising points at the score: the live continuous game with the table's
// chances as payoffs. alpha: A doubles from the cube when p >= alpha (B's drop point); beta: B
// doubles when p <= beta; value: A's chance at state p with the cube centred at `cube`. Beside
// them the money game's points with the same gammons (Janowski's live cash points; 4/5 and 1/5
// without gammons, section 2).
struct MatchRaising {
  std::optional<Quantity> alpha, beta;
  Quantity value, money_alpha, money_beta;
};
MatchRaising match_raising_points(const Met& m, const MatchScore& s, const CubeOptions& o, const Number& p);

// The window at every pre-Crawford score a, b = 2..n (a doubling), or with post the
// post-Crawford scores of a trailer 2..n-away; with p, the cube action at that state:
// "no double", "double/take", "double/pass", "too good/pass".
struct MatrixCell {
  long long a, b;
  MatchWindow window;
  std::optional<std::string> action;
};
std::vector<MatrixCell> cube_matrix(const Met& m, long long n, bool post, const CubeOptions& o,
                                    const std::optional<Number>& p);

// The aligned text of the table (like gnubg's "show met"): the pre-Crawford n x n, or the
// post-Crawford rows, each entry to `digits` decimals.
std::string met_text(const Met& m, long long n, bool post, int digits);

}  // namespace alea::doubling
