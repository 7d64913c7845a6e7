#pragma once
// Impartial rulesets: games given by one rule for the options of a position (both players have
// the same moves) and, optionally, a rule that splits a position into a sum of independent
// parts (a row of Kayles pins broken into runs, a graph into its components). Positions are
// valued without canonical forms:
//   nim_value(pos)  the mex of the options' nim values; a sum's is the XOR of its parts'
//                   (Sprague-Grundy), so a sum is never expanded into the positions of the sum;
//   misere(pos)     the misère canonical form: of the options' forms, or the sum of the parts'.
// Like the partizan Ruleset (ruleset.hpp) each position is visited once per key (memoized for
// the life of the ruleset) with an explicit stack, so a game a million moves long is fine; a
// rule may throw (a Lua callback that errors), and the memo keeps only finished positions.
//
// Roles in errors: "moves" (play returns to a position: not short), "parts" (a position is a
// part of itself).
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "cgt/misere.hpp"

namespace alea::cgt {

class ImpartialRuleset {
 public:
  using Handle = std::uint64_t;
  struct Callbacks {
    std::function<std::vector<Handle>(Handle)> moves;
    // The parts of a position that is a sum; nullopt (or one part with the position's own key)
    // when it is a single part. May be left empty: no position is a sum.
    std::function<std::optional<std::vector<Handle>>(Handle)> parts;
    std::function<std::string(Handle)> key;
    std::function<std::string(Handle)> describe;  // for messages (the key when empty)
  };
  explicit ImpartialRuleset(Callbacks callbacks);

  std::uint64_t nim_value(Handle pos);
  misere::MisereGame misere(Handle pos);
  std::size_t positions_known() const { return nim_.size() + misere_.size(); }
  void clear();

  // One visited position: its children are its options, or its parts when `sum`.
  struct Frame {
    Handle pos = 0;
    std::string key;
    bool sum = false;
    std::vector<Handle> children;
    std::size_t next = 0;
    std::uint64_t bytes = 0;  // its share of the walk's memory
  };

 private:
  template <class V, class Combine>
  V solve(Handle root, std::unordered_map<std::string, V>& memo, Combine combine);
  Frame open(Handle pos, std::string key);
  std::string describe(Handle h) const { return cb_.describe ? cb_.describe(h) : cb_.key(h); }

  Callbacks cb_;
  std::unordered_map<std::string, std::uint64_t> nim_;
  std::unordered_map<std::string, misere::Id> misere_;
  std::uint64_t bytes_ = 0;    // the memos
  std::uint64_t walking_ = 0;  // the frames of the walk under way (a chain is all frames)
};

}  // namespace alea::cgt
