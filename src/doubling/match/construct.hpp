#pragma once
// Match equity tables computed from published models, in exact rationals or doubles. Entries are
// returned as the Met constructor takes them: pre-Crawford row-major n x n (player 0 a-away
// against b-away), post-Crawford n entries per player (player k trailing b-away against 1-away).
#include <array>
#include <vector>

namespace alea::doubling {

template <class T>
struct TableEntries {
  std::vector<T> pre;                // n * n
  std::array<std::vector<T>, 2> post;  // n each
};

// The post-Crawford game: the trailer doubles at once and the game is played for 2 points, a
// share g of the trailer's wins gammons (4 points); the leader's free drop is worth fd2 at
// 2-away and fd4 at 4-away (gnubg's initPostCrawfordMET, after Zadeh 1977):
//   P(b) = g/2 P(b - 4) + (1 - g)/2 P(b - 2) - [b = 2] fd2 - [b = 4] fd4,  P(k <= 0) = 1.
template <class T>
std::vector<T> zadeh_post_crawford(long long n, const T& g, const T& fd2, const T& fd4);
// The same continued from entries 1..from-1 already given (gnubg extends explicit tables so).
template <class T>
void continue_post_crawford(std::vector<T>& post, long long n, const T& g, const T& fd2, const T& fd4);

// N. Zadeh, "On doubling in tournament backgammon", Management Science 23 (1977) 986, as gnubg
// implements it (initMETZadeh): the Crawford row from the post-Crawford table with the row
// player's gammon share g1; then each score from the players' drop points D1, D2 at every cube
// level, dead (D-bar) where the doubled cube is dead and improved by the redouble's efficiency
// delta above, and E = ((D2 + dbar - 1/2) E(a-1, b) + (D1 + dbar - 1/2) E(a, b-1)) /
// (D1 + D2 + 2 dbar - 1). Returns the pre-Crawford n x n table.
template <class T>
std::vector<T> zadeh_pre_crawford(long long n, const std::vector<T>& post, const T& g1, const T& g2,
                                  const T& delta, const T& delta_bar);

// Claes Tornberg's mec: Keeler and Spencer's continuous game at every score. Player 0 wins a
// game with chance w, a share g of every win a gammon. Post-Crawford: the trailer doubles at
// once at odd aways; at even aways the leader's free drop makes it worth the odd score below,
// less fd2 at 2-away and fd4 at 4-away (for the trailer). The Crawford game is played out.
// Before it, each score's value is the live Keeler-Spencer game at p = w: both players double
// at the other's drop point, recursively up the cube (match/cube.hpp).
template <class T>
std::array<std::vector<T>, 2> mec_post_crawford(long long n, const T& g, const T& w, const T& fd2, const T& fd4);
template <class T>
std::vector<T> mec_pre_crawford(long long n, const std::array<std::vector<T>, 2>& post, const T& g, const T& w);

// Rick Janowski's rule (Inside Backgammon 1992, fitted to Woolsey's 1992 table): the leader,
// D points ahead with the trailer T-away, wins 1/2 + 0.85 D/(T + 6); in the Crawford game
// 0.55 + 0.55 D/(T + 2) (Janowski, bgonline.org, 18 June 2013); capped at 1.
template <class T>
std::vector<T> janowski_pre_crawford(long long n);

}  // namespace alea::doubling
