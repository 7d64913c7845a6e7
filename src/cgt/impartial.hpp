#pragma once
// Impartial games in normal play: nim values of heap games (CGSuite's game.heap: take-and-break
// codes, subtraction games, spawning games), their periodicity, Wythoff's game, and nimber
// arithmetic. Each function is what one Lua call of cgt.heap makes (docs/cgt.md lists the map).
//
// A heap ruleset gives the options of a heap of n tokens as sums of smaller heaps; the nim value
// G(n) of a heap is the mex of the options' values, a sum's value is the XOR (nim sum) of its
// heaps' values (Sprague-Grundy). Rulesets keep the values they computed, so a longer sequence
// continues where the last one stopped.
//
// Roles in errors: "code" (a take-and-break or turning code), "S" (a subtraction set), "n" (a
// heap size), "heaps" (a list of heap sizes).
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/impartial/nim_engine.hpp"
#include "cgt/impartial/nimber.hpp"
#include "cgt/impartial/periodicity.hpp"

namespace alea::cgt::impartial {

using OptionVisitor = std::function<bool(std::span<const std::uint64_t>)>;

// What a heap ruleset was made from: its kind and parameters (the binding writes the Lua call that
// makes the ruleset from them).
struct HeapSpec {
  enum class Kind { take_and_break, subtraction, spawning };
  Kind kind = Kind::take_and_break;
  std::string code;                // take_and_break: the code as CGSuite prints it; spawning: the turning code
  std::vector<std::uint64_t> set;  // subtraction: the set, increasing, without repeats
  bool all_but = false;            // subtraction: the moves take every s >= 1 not in the set
  // subtraction: the set's elements joined by ", " (the one spelling tostring and names use)
  std::string set_text() const;
};

class HeapRuleset {
 public:
  virtual ~HeapRuleset() = default;
  virtual HeapSpec spec() const = 0;
  // Its name, from spec(): "4.3" (a code as CGSuite prints it), "subtraction {2, 3}",
  // "subtraction all but {2, 3}" or "spawning 1-3".
  std::string to_string() const;
  // The options of heap n, each as the sizes of the heaps it leaves (none: the empty list), in
  // CGSuite's order; visit returns false to stop.
  virtual void for_each_option(std::uint64_t n, const OptionVisitor& visit) const = 0;
  // Makes G(0 .. n) known: memory checked first, Ctrl-C polled, progress reported.
  virtual void compute(std::uint64_t n) = 0;
  virtual std::uint64_t known() const = 0;
  virtual std::uint64_t value(std::uint64_t n) const = 0;  // n < known()
  // A periodicity proved from G(0 .. limit - 1) (at most the known values); nullopt, with the
  // reason in `why`, when none is.
  virtual std::optional<Periodicity> prove(std::uint64_t limit, std::string& why) const = 0;
  // Whether a proof can exist at all for this ruleset (a theorem applies).
  virtual bool provable() const = 0;

  std::optional<Periodicity> proved;        // the first proof found, kept for the session
  std::vector<std::uint32_t> misere_forms;  // heap n's misère canonical form (the misère module's cache)
};

// Rulesets. Roles: "code" for a malformed code, "S" for a bad subtraction set.
std::shared_ptr<HeapRuleset> take_and_break(const std::string& code);
std::shared_ptr<HeapRuleset> take_and_break(const std::string& code, SplitMethod method);
std::shared_ptr<HeapRuleset> subtraction(const std::vector<std::uint64_t>& set, bool all_but);
std::shared_ptr<HeapRuleset> spawning(const std::string& code);

// How a sequence is computed: automatic continues it by a period once one is proved (the octal
// periodicity theorem, or the single-heap state argument); direct computes every value.
enum class SequenceMethod { automatic, direct };

// G(0 .. n).
std::vector<std::uint64_t> nim_sequence(HeapRuleset& h, std::uint64_t n, SequenceMethod method = SequenceMethod::automatic);
// G(n): from the table, or by a proved period when n is far beyond any table (a heap of 10^12).
// LimitExceeded when neither fits.
std::uint64_t nim_value(HeapRuleset& h, std::uint64_t n);
// The nim value of a sum of heaps: the XOR of theirs.
std::uint64_t nim_value(HeapRuleset& h, const std::vector<std::uint64_t>& heaps);
// The options of heap n (memory checked as the list grows).
std::vector<std::vector<std::uint64_t>> heap_options(const HeapRuleset& h, std::uint64_t n);

struct PeriodicityReport {
  std::optional<Periodicity> periodicity;
  std::string reason;  // why there is none, when there is none
};
// Computes G(0 .. n) and proves what periodicity those values prove.
PeriodicityReport periodicity(HeapRuleset& h, std::uint64_t n);

// The nim value n of a short game equal to *n; InvalidArgument (role `role`: the game, or the
// position whose value g is) when its canonical form is not a nimber, that is when it equals no
// impartial game.
std::uint64_t nim_value(const Game& g, const std::string& role = "G");

}  // namespace alea::cgt::impartial
