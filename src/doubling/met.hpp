#pragma once
// A match equity table (MET): the chance that player 0 (the table's row player) wins the match
// from every score, as GNU Backgammon's tables give it (gnubg's met/*.xml, met.dtd):
//   * pre[a][b], 1 <= a, b <= n: player 0 needs a points, player 1 needs b, before the Crawford
//     game; a row or column of 1-away is the Crawford game itself (no doubling);
//   * post[k][b], 1 <= b <= m (m = n - 1 or n): player k's chance trailing b-away against 1-away
//     after the Crawford game (post[k][1] is k's chance at double match point).
// Entries are exact (decimals read from XML, rationals of a formula) or floats (a user function
// returning floats, a float formula). Every table keeps both forms: the doubles, and the exact
// values (a float entry's binary value, the float rule of docs/guide.md), so exact=true computes
// exactly from any table while exact=auto follows the entries as given.
#include <array>
#include <string>
#include <type_traits>
#include <vector>

#include "core/number.hpp"
#include "core/rational.hpp"

namespace alea::doubling {

// The score before a game: player 0 ("A", the table's rows) needs a points, player 1 ("B") needs
// b; post_crawford when the Crawford game has been played (then one of them is 1-away).
struct MatchScore {
  long long a = 0, b = 0;
  bool post_crawford = false;
};

// A number the user gave (a rate, a chance, a cube efficiency) in the scalar T of a computation:
// its exact value when T is Rational (a float's binary value: the float rule), else its double.
template <class T>
T scalar_of(const Number& x) {
  if constexpr (std::is_same_v<T, Rational>) return x.rational();
  else return x.value;
}

// The largest table alea builds or reads (gnubg's MAXSCORE is 64).
constexpr long long kMaxMatchLength = 64;

class Met {
 public:
  struct Info {
    std::string name, description, source;  // source: the file it was read from, or how it was made
  };

  // Checks the shape (n x n, n <= kMaxMatchLength; each post-Crawford row n - 1 or n long) and
  // that every entry is a chance in [0, 1]; errors are InvalidArgument(role, ...) naming the row
  // and entry as scores ("3-away vs 4-away").
  Met(Info info, long long n, std::vector<Number> pre, std::array<std::vector<Number>, 2> post, const char* role);

  const Info& info() const { return info_; }
  long long length() const { return n_; }
  long long post_length(int player) const { return static_cast<long long>(post_value_[player].size()); }
  // True when every entry was given exactly (exact=auto then computes in rats).
  bool exact() const { return exact_; }
  // True when the post-Crawford tables of the two players are the same (player="both").
  bool same_post() const { return post_value_[0] == post_value_[1]; }

  // Entries without checks (1-based; callers check the score). T is Rational (a float entry's
  // binary value) or double.
  template <class T>
  const T& pre(long long a, long long b) const;
  template <class T>
  const T& post(int player, long long b) const;

  // The entries as given, for writing and for Lua.
  Number pre_number(long long a, long long b) const;
  Number post_number(int player, long long b) const;

  // The same entries, given alike (exact or float; a float's binary value decides), whatever the
  // names: what M == N compares and what alea.save's round trip keeps.
  bool same_entries(const Met& o) const {
    return n_ == o.n_ && exact_ == o.exact_ && pre_exact_ == o.pre_exact_ && post_exact_ == o.post_exact_;
  }

  // The table seen from player 1: pre'[a][b] = 1 - pre[b][a], the post-Crawford rows swapped
  // (gnubg's invertMET), so the Jacobs-Trice tables that favour player 0 can favour player 1.
  Met inverted() const;

 private:
  std::size_t at(long long a, long long b) const { return static_cast<std::size_t>((a - 1) * n_ + (b - 1)); }
  Info info_;
  long long n_;
  bool exact_;
  std::vector<Rational> pre_exact_;
  std::vector<double> pre_value_;
  std::array<std::vector<Rational>, 2> post_exact_;
  std::array<std::vector<double>, 2> post_value_;
};

// Player 0's chance at the score (the contract of M:equity): checks 1 <= a, b <= length, that a
// post-Crawford score has a 1-away player, and that it is in the post-Crawford table.
// Roles: "a", "b", "crawford".
template <class T>
T score_equity(const Met& m, const MatchScore& s);
void check_score(const Met& m, const MatchScore& s);

// "3-away vs 4-away", "post-Crawford 1-away vs 4-away": a score as messages name it.
std::string score_text(const MatchScore& s);  // "3-away vs 4-away", "post-Crawford 1-away vs 4-away"

}  // namespace alea::doubling
