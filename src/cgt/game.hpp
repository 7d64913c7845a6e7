#pragma once
// Short partizan games by value: a Game is the id of its canonical form in the store
// (engine/store.hpp), so equal games share one id, == is an id comparison, and sums, negatives
// and comparisons are cached. Numbers (dyadic rationals of any size), nimbers and up-multiples
// x + ^n + *m are kept symbolically and added without building their forms.
//
// Each function is what one Lua call of the cgt module will make (docs/cgt.md lists the map).
// Roles in errors: "G" the game, "H" the second game, "t" a temperature, "n" a count.
#include <cstdint>
#include <string>
#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/engine/store.hpp"
#include "cgt/thermograph.hpp"

namespace alea::cgt {

enum class Outcome { L, R, N, P };  // Left wins, Right wins, first player wins, second wins
std::string to_string(Outcome o);

class Game {
 public:
  Game() : id_(engine::Store::instance().zero()) {}  // 0

  static Game number(const Dyadic& x);
  static Game integer(long long n) { return number(Dyadic(n)); }
  static Game star(unsigned long long n = 1);                           // *n
  static Game up(long long n = 1);                                      // ^n (v for n < 0)
  static Game nus(const Dyadic& x, long long up, unsigned long long star);  // x + ^up + *star
  // {lefts | rights}: the canonical form of the game with these options.
  static Game from_options(const std::vector<Game>& lefts, const std::vector<Game>& rights);
  // +-G = {G | -G}, and +-{a, b} = {a, b | -a, -b}.
  static Game plus_minus(const std::vector<Game>& lefts);
  static Game from_id(engine::Id id) { return Game(id); }

  engine::Id id() const { return id_; }

  Game operator+(const Game& h) const;
  Game operator-(const Game& h) const;
  Game operator-() const;
  Game& operator+=(const Game& h) { return *this = *this + h; }
  bool operator==(const Game& h) const { return id_ == h.id_; }
  bool operator<=(const Game& h) const;
  bool operator>=(const Game& h) const { return h <= *this; }
  bool operator<(const Game& h) const { return *this <= h && !(h <= *this); }
  bool operator>(const Game& h) const { return h < *this; }
  // Neither G <= H nor H <= G.
  bool confused_with(const Game& h) const { return !(*this <= h) && !(h <= *this); }
  Outcome outcome() const;

  // The canonical options, in CGSuite's display order.
  std::vector<Game> left_options() const;
  std::vector<Game> right_options() const;

  bool is_number() const;
  bool is_integer() const;
  bool is_nimber() const;         // *n, including 0
  bool is_number_up_star() const;  // x + ^n + *m
  bool is_infinitesimal() const;   // both stops 0
  bool is_switch() const { return *this == -*this; }
  // x, n, m of x + ^n + *m (requires is_number_up_star()).
  Dyadic number_part() const;
  long long up_multiple() const;
  unsigned long long nimber_part() const;
  // The value of a number (throws InvalidArgument, role "G", otherwise).
  Dyadic to_dyadic() const;

  Dyadic left_stop() const;
  Dyadic right_stop() const;
  Dyadic mean() const;
  Dyadic temperature() const;
  Thermograph thermograph() const;  // cached per id
  // G cooled by t (t > -1), as CGSuite: integers stay, a game colder than t is its mean.
  Game cool(const Dyadic& t) const;
  // G heated by t (a game): numbers stay, {G^L + t | G^R - t} otherwise.
  Game heat(const Game& t) const;

  // Products (products.cpp), on canonical forms as CGSuite's:
  // n copies of G (-G copies for n < 0; 0 for n = 0), CGSuite's n * G.
  Game times(long long n) const;
  // Norton multiplication G.U (CGSuite's G.NortonMultiply(U)): n.U = n copies of U for an
  // integer n, otherwise {G^L.U + U + I | G^R.U - U - I} over the incentives I of U. For U > 0 it
  // depends only on G's value; for other U it is still defined on G's canonical form.
  Game norton(const Game& u) const;
  // The ordinal sum G:H = {G^L, G:H^L | G^R, G:H^R} (H's canonical form; CGSuite's G:H).
  Game ordinal_sum(const Game& h) const;
  // G overheated from s to t (CGSuite's G.Overheat(s, t)): an integer n is n.s, otherwise
  // {G^L overheated + t | G^R overheated - t}.
  Game overheat(const Game& s, const Game& t) const;

  std::uint64_t birthday() const;
  // The atomic weight of an infinitesimal (Siegel, CGT II.7); throws InvalidArgument (role
  // "G") when G is not infinitesimal or not atomic.
  Game atomic_weight() const;
  // Left incentives G^L - G and right incentives G - G^R, dominated ones removed (CGSuite).
  std::vector<Game> incentives() const;
  std::vector<Game> left_incentives() const;
  std::vector<Game> right_incentives() const;

  // CGSuite's text ({2|-1}, +-1, 1*, ^*, {1|0||-1}); see print.hpp for the bound on size.
  std::string to_string() const;

 private:
  explicit Game(engine::Id id) : id_(id) {}
  engine::Id id_;
};

// Number of canonical games in the store and its size in bytes (for tests and the REPL).
std::size_t game_store_size();
std::uint64_t game_store_bytes();

}  // namespace alea::cgt
