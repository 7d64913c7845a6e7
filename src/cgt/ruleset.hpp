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
// and, optionally, the two hooks that let values be shared:
//   std::vector<Position> components(const Position&) const;  the independent parts whose sum
//       the position is (an empty list: the position does not split);
//   std::pair<Position, bool> normalize(const Position&) const;  a position of the same value,
//       or of the negated value when the flag is true (a board turned, colours swapped), so
//       positions equal under the rules' symmetries share one memo entry.
// Values use both hooks (each part valued once and summed); thermographs use neither (the
// thermograph of a sum is not the sum of thermographs).
// Ruleset (below) is the type-erased form the Lua binding wraps: positions are the caller's
// integer handles and keys are strings (bindings/cgt/ruleset.cpp).
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <vector>

#include "cgt/engine/engine.hpp"
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

  // The value of the position: the sum of its normalised components' values.
  Game value(const Position& p) {
    Game s;
    std::vector<Part> parts;
    add_parts(p, true, parts);
    for (const Part& part : parts) {
      const Game v = Game::from_id(solve(part.pos, rules_.key(part.pos), values_, &Solver::combine_value, true));
      s += part.negated ? -v : v;
    }
    return s;
  }
  Thermograph thermograph(const Position& p) {
    return *solve(p, rules_.key(p), thermos_, &Solver::combine_thermo, false);
  }

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

  // A component of an option, normalised: its value is (negated ? -1 : 1) times pos's (whose key
  // is asked again when needed: the rules' keys are cheap or cached).
  struct Part {
    Position pos;
    bool negated = false;
    Side side = Side::left;  // whose move led here (also for the message of a cycle)
    bool last = true;        // the last part of its option
  };
  struct Frame {
    Position pos;
    Key key;
    std::vector<Part> children;  // every option's parts in turn, Left's options first
    std::size_t next = 0;        // children visited so far
  };

  template <class R>
  static constexpr bool splits = requires(const R& r, const Position& p) { r.components(p); };
  template <class R>
  static constexpr bool normalizes = requires(const R& r, const Position& p) { r.normalize(p); };

  // Appends the parts whose sum `p` is: with `split`, its components normalised; else `p` itself.
  void add_parts(const Position& p, bool split, std::vector<Part>& out) const {
    auto add = [&](const Position& c) {
      if constexpr (normalizes<Rules>) {
        if (split) {
          auto [q, negated] = rules_.normalize(c);
          out.push_back(Part{std::move(q), negated});
          return;
        }
      }
      out.push_back(Part{c, false});
    };
    if constexpr (splits<Rules>) {
      if (split) {
        auto cs = rules_.components(p);
        if (!cs.empty()) {
          for (const auto& c : cs) add(c);
          return;
        }
      }
    }
    add(p);
  }

  engine::Id combine_value(const Frame& f) {
    std::vector<engine::Id> sides[2];
    engine::Id option = engine::kNoId;  // the sum of the parts of the option so far
    for (const Part& part : f.children) {
      engine::Id v = values_.at(rules_.key(part.pos));
      if (part.negated) v = engine::negate(v);
      option = option == engine::kNoId ? v : engine::add(option, v);
      if (part.last) sides[part.side == Side::left ? 0 : 1].push_back(option), option = engine::kNoId;
    }
    return engine::canonical(std::move(sides[0]), std::move(sides[1]));
  }

  ThermoPtr combine_thermo(const Frame& f) {
    std::vector<const Thermograph*> l, r;
    for (const Part& part : f.children)  // one part per option: not split
      (part.side == Side::left ? l : r).push_back(thermos_.at(rules_.key(part.pos)).get());
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

  Frame open(const Position& p, Key k, bool split) {
    Frame f{p, std::move(k), {}, 0};
    for (Side side : {Side::left, Side::right}) {
      for (const Position& o : rules_.options(p, side)) {
        const std::size_t from = f.children.size();
        add_parts(o, split, f.children);
        for (std::size_t i = from; i < f.children.size(); ++i) f.children[i].side = side, f.children[i].last = false;
        f.children.back().last = true;  // add_parts adds one part at least
      }
    }
    bytes_ += 160 + key_bytes(f.key);
    require_memory(bytes_, "the ruleset's memo of positions");
    return f;
  }

  template <class V>
  V solve(const Position& root, const Key& root_key, Memo<V>& memo, V (Solver::*combine)(const Frame&), bool split) {
    if (auto it = memo.find(root_key); it != memo.end()) return it->second;
    std::vector<Frame> stack;
    std::unordered_map<Key, std::size_t> on_stack;  // key -> depth in the stack
    stack.push_back(open(root, root_key, split));
    on_stack.emplace(root_key, 0);
    std::uint64_t steps = 0;
    Progress bar("game tree: positions solved", 0);  // the tree's size is known only at its end
    while (!stack.empty()) {
      if ((++steps & 0x3FF) == 0) check_interrupt();
      Frame& top = stack.back();
      if (top.next < top.children.size()) {
        const Part& child = top.children[top.next++];
        Key k = rules_.key(child.pos);
        if (memo.count(k)) continue;
        if (auto it = on_stack.find(k); it != on_stack.end()) throw cycle_error(stack, it->second, child.pos, child.side);
        Frame f = open(child.pos, std::move(k), split);
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
// keeps the Lua value), its options come from `options`, its identity from `key`; `components`
// and `normalize` are optional (empty functions: positions neither split nor normalise).
class Ruleset {
 public:
  using Handle = std::uint64_t;
  struct Callbacks {
    std::function<std::vector<Handle>(Handle, Side)> options;
    std::function<std::string(Handle)> key;
    std::function<std::string(Handle)> describe;
    std::function<std::vector<Handle>(Handle)> components;
    std::function<std::pair<Handle, bool>(Handle)> normalize;
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
    std::vector<Position> components(const Position& p) const {
      return cb->components ? cb->components(p) : std::vector<Position>{};
    }
    std::pair<Position, bool> normalize(const Position& p) const {
      return cb->normalize ? cb->normalize(p) : std::pair<Position, bool>{p, false};
    }
  };
  Solver<Rules> solver_;
};

}  // namespace alea::cgt
