#pragma once
// Rulesets: games given by a rule for the options of a position rather than by a form. The
// solver walks the game tree once per position (memoized by the position's key) and gives
//   value(pos)       the canonical form,
//   thermograph(pos) the thermograph computed directly on the tree, with no canonical form,
// both without recursion on the C++ stack (an explicit stack, so a game a million moves long
// is fine). The rule may throw (a Lua callback that errors): the exception passes through and
// the memo keeps only finished positions. A ruleset that is not short (a position that can
// recur) is reported with the cycle it found.
//
// Rules is any type with
//   using Position = ...; using Key = ...;          (Key hashable by std::hash<Key>)
//   Key key(const Position&) const;
//   std::vector<Position> options(const Position&, Side) const;
//   std::string describe(const Position&) const;    (for error messages)
// Ruleset (below) is the type-erased form the Lua binding wraps (bindings/cgt/ruleset.cpp):
// positions are the caller's integer handles and keys are strings.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/thermograph.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/progress.hpp"

namespace alea::cgt {

enum class Side { left, right };
inline const char* side_name(Side s) { return s == Side::left ? "left" : "right"; }

template <class Rules>
class Solver {
 public:
  using Position = typename Rules::Position;
  using Key = typename Rules::Key;

  explicit Solver(Rules rules) : rules_(std::move(rules)) {}

  Game value(const Position& p) { return Game::from_id(solve(p, values_, &Solver::combine_value)); }
  Thermograph thermograph(const Position& p) { return *solve(p, thermos_, &Solver::combine_thermo); }

  std::size_t positions_known() const { return values_.size() + thermos_.size(); }
  void clear() {
    values_.clear();
    thermos_.clear();
    bytes_ = 0;
  }
  const Rules& rules() const { return rules_; }

 private:
  using ThermoPtr = std::shared_ptr<const Thermograph>;
  template <class V>
  using Memo = std::unordered_map<Key, V>;

  struct Frame {
    Position pos;
    Key key;
    std::vector<Position> options[2];
    std::size_t next = 0;  // options visited so far, Left's first
  };

  engine::Id combine_value(const Frame& f) {
    std::vector<engine::Id> l, r;
    for (const auto& o : f.options[0]) l.push_back(values_.at(rules_.key(o)));
    for (const auto& o : f.options[1]) r.push_back(values_.at(rules_.key(o)));
    return Game::from_options(games(l), games(r)).id();
  }

  ThermoPtr combine_thermo(const Frame& f) {
    std::vector<const Thermograph*> l, r;
    for (const auto& o : f.options[0]) l.push_back(thermos_.at(rules_.key(o)).get());
    for (const auto& o : f.options[1]) r.push_back(thermos_.at(rules_.key(o)).get());
    auto th = std::make_shared<const Thermograph>(thermograph_from_options(l, r));
    bytes_ += 200 + 64 * (th->left.points().size() + th->right.points().size());
    return th;
  }

  // A key's share of the memo: its own size, and its text when it is a string (a Lua ruleset's
  // keys can be long, a board written out).
  static std::uint64_t key_bytes(const Key& k) {
    if constexpr (std::is_same_v<Key, std::string>) return sizeof(Key) + k.size();
    else return sizeof(Key);
  }

  static std::vector<Game> games(const std::vector<engine::Id>& ids) {
    std::vector<Game> v;
    for (auto id : ids) v.push_back(Game::from_id(id));
    return v;
  }

  Frame open(const Position& p, Key k) {
    Frame f{p, std::move(k), {}, 0};
    f.options[0] = rules_.options(p, Side::left);
    f.options[1] = rules_.options(p, Side::right);
    bytes_ += 160 + key_bytes(f.key);
    require_memory(bytes_, "the ruleset's memo of positions");
    return f;
  }

  template <class V>
  V solve(const Position& root, Memo<V>& memo, V (Solver::*combine)(const Frame&)) {
    Key root_key = rules_.key(root);
    if (auto it = memo.find(root_key); it != memo.end()) return it->second;
    std::vector<Frame> stack;
    std::unordered_map<Key, std::size_t> on_stack;  // key -> depth in the stack
    stack.push_back(open(root, root_key));
    on_stack.emplace(root_key, 0);
    std::uint64_t steps = 0;
    Progress bar("game tree: positions solved", 0);  // the tree's size is known only at its end
    while (!stack.empty()) {
      if ((++steps & 0x3FF) == 0) check_interrupt();
      Frame& top = stack.back();
      std::size_t nl = top.options[0].size(), total = nl + top.options[1].size();
      if (top.next < total) {
        Side side = top.next < nl ? Side::left : Side::right;
        const Position& child = side == Side::left ? top.options[0][top.next] : top.options[1][top.next - nl];
        ++top.next;
        Key k = rules_.key(child);
        if (memo.count(k)) continue;
        if (auto it = on_stack.find(k); it != on_stack.end()) throw cycle_error(stack, it->second, child, side);
        Frame f = open(child, k);
        on_stack.emplace(f.key, stack.size());
        stack.push_back(std::move(f));
        continue;
      }
      V v = (this->*combine)(top);
      on_stack.erase(top.key);
      memo.emplace(top.key, v);
      stack.pop_back();
      bar.advance();
    }
    return memo.at(root_key);
  }

  InvalidArgument cycle_error(const std::vector<Frame>& stack, std::size_t from, const Position& again,
                              Side side) const {
    std::string path;
    for (std::size_t i = from; i < stack.size(); ++i) path += rules_.describe(stack[i].pos) + " -> ";
    path += rules_.describe(again);
    return InvalidArgument(side_name(side), "the ruleset is not short: play can return to position " +
                                                rules_.describe(again) + " (" + path + ")");
  }

  Rules rules_;
  Memo<engine::Id> values_;
  Memo<ThermoPtr> thermos_;
  std::uint64_t bytes_ = 0;
};

// The type-erased ruleset the Lua binding wraps: a position is the caller's handle (the binding
// keeps the Lua value), its options come from `options`, its identity from `key`.
class Ruleset {
 public:
  using Handle = std::uint64_t;
  struct Callbacks {
    std::function<std::vector<Handle>(Handle, Side)> options;
    std::function<std::string(Handle)> key;
    std::function<std::string(Handle)> describe;
  };
  explicit Ruleset(Callbacks callbacks);
  Game value(Handle pos);
  Thermograph thermograph(Handle pos);
  std::size_t positions_known() const;
  void clear();

 private:
  struct Rules {
    using Position = Handle;
    using Key = std::string;
    std::shared_ptr<Callbacks> cb;
    Key key(const Position& p) const { return cb->key(p); }
    std::vector<Position> options(const Position& p, Side s) const { return cb->options(p, s); }
    std::string describe(const Position& p) const { return cb->describe ? cb->describe(p) : cb->key(p); }
  };
  Solver<Rules> solver_;
};

}  // namespace alea::cgt
