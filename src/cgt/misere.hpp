#pragma once
// Impartial games in misère play (the player who moves last loses): canonical forms (Conway's
// simplification), sums, outcomes, misère nim values, the genus, the mate, and the tameness
// classes, as CGSuite's MisereCanonicalGame reports them; and the misère forms of heap games.
//
// Roles in errors: "G" a game, "n" a heap size, "text" a form in CGSuite's notation.
#include <cstdint>
#include <string>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/impartial.hpp"
#include "cgt/impartial/wythoff.hpp"
#include "cgt/misere/genus.hpp"
#include "cgt/misere/quotient.hpp"
#include "cgt/misere/store.hpp"

namespace alea::cgt::misere {

class MisereGame {
 public:
  MisereGame() = default;  // 0
  static MisereGame heap(std::uint64_t n);  // *n (role "n" above 2^20)
  static MisereGame from_options(const std::vector<MisereGame>& options);
  // CGSuite's notation: *[2#0], *[2[2]], 2#0 (role "text", pointing at the character).
  static MisereGame parse(const std::string& text);
  // The game whose normal-play canonical form is g, which must be a nimber *n (then *[n]):
  // the store of canonical forms keeps only values, and a value that is not a nimber is not
  // impartial (role "G").
  static MisereGame from_normal_form(const Game& g);
  static MisereGame from_id(Id id) { return MisereGame(id); }
  Id id() const { return id_; }

  MisereGame operator+(const MisereGame& h) const;
  bool operator==(const MisereGame& h) const { return id_ == h.id_; }

  // The canonical options, latest born first (CGSuite's order up to ties, see notation.hpp).
  std::vector<MisereGame> options() const;
  std::string to_string() const;                  // *[2#0]
  bool is_p_position() const;                     // misère outcome P (else N)
  std::uint64_t nim_value() const;                // normal play
  std::uint64_t misere_nim_value() const;         // G^-: 1 for 0, else the mex of the options'
  std::uint64_t birthday() const;
  const Genus& genus() const;
  std::string genus_text() const;                 // CGSuite's: 0, 4^146, 2^2, 6^(1,9,10,8)
  MisereGame mate() const;                        // mate(0) = *, mate(G) = {mate(G')}

  bool is_nim_heap() const;
  bool is_even() const;              // birthday(G) < birthday(G + *)
  bool is_tame() const;              // G and every position have a tame genus
  bool is_generally_tame() const;    // tame genus, every option tame or reverting (properties.cpp)
  bool is_restive() const;           // restive genus, every option tame
  bool is_generally_restive() const;
  bool is_restless() const;          // neither, though every option is generally tame
  bool is_half_tame() const;         // not generally tame, G + G generally tame of genus 0^0
  // G is a part of {G} (G + X = {G} for some X): the Extraversion-Introversion theorem's
  // extraverted (divine) games (ONAG ch. 12; CGSuite's IsExtraverted). properties.hpp says how.
  bool is_extraverted() const;
  bool is_introverted() const;       // G is a part of each of its options: only 0 and * are
  // Neither 0 nor * and its even part has only the parts 0 and itself (CGSuite's IsPrime).
  bool is_prime() const;
  // The even parts of G + * or G (whichever is even): the A with e(G) = A + B, B even.
  std::vector<MisereGame> even_parts() const;

 private:
  explicit MisereGame(Id id) : id_(id) {}
  Id id_ = 0;
};

// Misère forms of heap games: heap n's form is built from its options (sums of smaller heaps'
// forms), kept in the ruleset for the session.
MisereGame heap_form(impartial::HeapRuleset& h, std::uint64_t n);
MisereGame heap_form(impartial::HeapRuleset& h, const std::vector<std::uint64_t>& heaps);
std::vector<std::uint64_t> misere_nim_sequence(impartial::HeapRuleset& h, std::uint64_t n);
std::vector<std::string> genus_sequence(impartial::HeapRuleset& h, std::uint64_t n);
// The misère form of the Wythoff position (a, b) (kept for the session).
MisereGame wythoff_form(std::uint64_t a, std::uint64_t b);

}  // namespace alea::cgt::misere
