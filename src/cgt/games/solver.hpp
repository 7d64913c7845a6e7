#pragma once
// The value of a position of a game of the library: split into its independent components, each
// normalised under the symmetries the rules allow and looked up in a transposition table, valued
// once ({values of its Left options | values of its Right options}, canonicalised by the engine)
// and summed. The depth of the recursion is the length of a play (at most a few hundred moves
// on a 64-cell board or strip).
//
// Rules is a type with
//   using State = ...;             a position (bit boards), trivially copyable, with ==
//   struct Hash { std::uint64_t operator()(const State&) const; };
//   State empty() const;           a state never stored (no cells)
//   void options(const State&, Side, std::vector<State>& out) const;   appends the options
//   void components(const State&, std::vector<State>& out) const;      appends the parts worth valuing
//   State normalize(const State&, bool& negated) const;  the representative of the part's class
//   std::string name() const;      for messages
// and may have `bool solve_as_given() const`; when it says true, a part missing from the table is
// then valued through its own options rather than its representative's, and parts are first
// looked up as they are in a second table. For normalisations that are costly and relabel
// (graph isomorphism), this keeps the labels of the position through the search, so a part met
// again in the same labels (the untouched parts of each option) skips the normalisation.
// It may also give
//   bool pack(const State& part, std::uint64_t& key) const;   a normalised part as a key != 0
// when the part fits 64 bits: such parts go to a third table of 12-byte slots instead of the
// table of States (Toads and Frogs: a strip of up to 32 cells at 2 bits a cell, against three
// 64-bit masks).
#include <cstdint>
#include <vector>

#include "cgt/engine/engine.hpp"
#include "cgt/game.hpp"
#include "cgt/games/table.hpp"
#include "cgt/ruleset.hpp"
#include "core/interrupt.hpp"
#include "core/progress.hpp"

namespace alea::cgt::games {

template <class Rules>
class BoardSolver {
 public:
  using State = typename Rules::State;

  explicit BoardSolver(Rules rules)
      : rules_(std::move(rules)),
        table_(rules_.empty(), table_what()),
        given_(rules_.empty(), "the table of " + rules_.name() + "'s parts as given") {}

  // Reports the parts valued (Progress, total unknown); Ctrl-C stops it (engine::tick) and the
  // table keeps only finished parts.
  Game value(const State& s) {
    Progress bar(rules_.name() + ": parts valued", 0);
    bar_ = &bar;
    struct Reset {
      Progress*& p;
      ~Reset() { p = nullptr; }
    } reset{bar_};
    return Game::from_id(sum_of_parts(s));
  }
  const Rules& rules() const { return rules_; }
  std::size_t positions() const { return table_.size() + packed_.size(); }
  std::uint64_t bytes() const { return table_.bytes() + packed_.bytes() + (as_given() ? given_.bytes() : 0); }
  std::uint64_t visited() const { return visited_; }

 private:
  engine::Id sum_of_parts(const State& s) {
    std::vector<State> parts;
    rules_.components(s, parts);
    engine::Id v = engine::store().zero();
    for (const State& p : parts) v = engine::add(v, part_value(p));
    return v;
  }

  bool as_given() const {
    if constexpr (requires(const Rules& r) { r.solve_as_given(); }) return rules_.solve_as_given();
    return false;
  }

  engine::Id part_value(const State& p) {
    const bool given = as_given();
    if (given)
      if (const engine::Id v = given_.find(p); v != engine::kNoId) return v;
    bool negated = false;
    const State k = rules_.normalize(p, negated);
    engine::Id v = known(k);  // the value of k
    if (v == engine::kNoId) {
      if (given) {
        const engine::Id of_p = solve(p);
        v = negated ? engine::negate(of_p) : of_p;
      } else {
        v = solve(k);
      }
      remember(k, v);
      if (bar_) bar_->advance();
    }
    const engine::Id of_p = negated ? engine::negate(v) : v;
    if (given) given_.insert(p, of_p);
    return of_p;
  }

  static constexpr bool kPacks = requires(const Rules& r, const State& s, std::uint64_t& key) { r.pack(s, key); };
  struct PackedHash {
    std::uint64_t operator()(std::uint64_t key) const { return mix64(key); }
  };

  engine::Id known(const State& k) const {
    if constexpr (kPacks) {
      std::uint64_t key = 0;
      if (rules_.pack(k, key)) return packed_.find(key);
    }
    return table_.find(k);
  }
  void remember(const State& k, engine::Id v) {
    if constexpr (kPacks) {
      std::uint64_t key = 0;
      if (rules_.pack(k, key)) return packed_.insert(key, v);
    }
    table_.insert(k, v);
  }

  engine::Id solve(const State& k) {
    engine::tick();
    ++visited_;
    std::vector<State> options;
    std::vector<engine::Id> sides[2];
    for (Side side : {Side::left, Side::right}) {
      options.clear();
      rules_.options(k, side, options);
      auto& ids = sides[side == Side::left ? 0 : 1];
      ids.reserve(options.size());
      for (const State& o : options) ids.push_back(sum_of_parts(o));
    }
    return engine::canonical(std::move(sides[0]), std::move(sides[1]));
  }

  std::string table_what() const { return "the transposition table of " + rules_.name(); }

  Rules rules_;
  Table<State, typename Rules::Hash> table_;
  Table<State, typename Rules::Hash> given_;  // parts as given (solve_as_given only; else empty)
  Table<std::uint64_t, PackedHash> packed_{0, table_what()};
  std::uint64_t visited_ = 0;
  Progress* bar_ = nullptr;  // the bar of the value() under way
};

}  // namespace alea::cgt::games
