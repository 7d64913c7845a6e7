// Play in a disjunctive sum of positions: first moves, winning moves, the hot strategy.
#include "cgt/sums.hpp"

#include <map>
#include <optional>

#include "cgt/engine/engine.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/progress.hpp"

namespace alea::cgt {
namespace {

using Parts = std::vector<PositionPtr>;

Side other(Side s) { return s == Side::left ? Side::right : Side::left; }

Game value_of(const Parts& parts) {
  Game s;
  for (const auto& p : parts) s += p->value();
  return s;
}

// Every move of `side` in the sum, with the parts after it.
std::vector<std::pair<Move, Parts>> moves(const Parts& parts, Side side) {
  std::vector<std::pair<Move, Parts>> out;
  for (std::size_t i = 0; i < parts.size(); ++i)
    for (auto& o : parts[i]->options(side)) {
      Parts next = parts;
      next[i] = o;
      out.push_back({Move{i, o, parts[i]->move_text(*o)}, std::move(next)});
    }
  return out;
}

class HotPlay {
 public:
  explicit HotPlay(Side hot) : hot_(hot) {}

  // The stop reached from `s` with `side` to move, and the best continuation.
  Dyadic play(const Parts& s, Side side) {
    const auto key = key_of(s, side);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second.first;
    if ((++steps_ & 0xFF) == 0) check_interrupt();
    engine::check_stack();  // one level per move of the play
    const Game v = value_of(s);
    std::optional<Move> chosen;
    Dyadic result;
    if (v.is_number()) {
      result = v.to_dyadic();
    } else if (side == hot_) {
      auto m = hot_move(s);
      if (!m) {  // no move for the hot player at all: it loses the stop race as the rules say
        result = side == Side::left ? v.left_stop() : v.right_stop();
      } else {
        Parts next = s;
        next[m->component] = m->after;
        result = play(next, other(side));
        chosen = m;
      }
    } else {
      std::optional<Dyadic> best;
      for (auto& [mv, next] : moves(s, side)) {
        Dyadic r = play(next, other(side));
        if (!best || (side == Side::left ? r > *best : r < *best)) best = r, chosen = mv;
      }
      result = best ? *best : (side == Side::left ? v.left_stop() : v.right_stop());
    }
    memo_[key] = {result, chosen};
    bar_.advance();
    return result;
  }

  std::vector<Move> line(Parts s, Side side) {
    std::vector<Move> out;
    for (;;) {
      auto it = memo_.find(key_of(s, side));
      if (it == memo_.end() || !it->second.second) return out;
      const Move& m = *it->second.second;
      out.push_back(m);
      s[m.component] = m.after;
      side = other(side);
    }
  }

 private:
  static std::string key_of(const Parts& s, Side side) {
    std::string k(1, side == Side::left ? 'L' : 'R');
    for (const auto& p : s) {
      k += p->ruleset();
      k += ':';
      k += p->key();
      k += '\n';
    }
    return k;
  }

  std::optional<Move> hot_move(const Parts& s) {
    std::optional<Dyadic> hottest;
    std::optional<std::size_t> part;
    for (std::size_t i = 0; i < s.size(); ++i) {
      const Game g = s[i]->value();
      if (g.is_number() || s[i]->options(hot_).empty()) continue;
      const Dyadic t = g.temperature();
      if (!hottest || t > *hottest) hottest = t, part = i;
    }
    if (!part) return std::nullopt;
    const PositionPtr& h = s[*part];
    std::optional<Move> best;
    Dyadic best_wall, best_stop;
    for (auto& o : h->options(hot_)) {
      const Thermograph th = o->value().thermograph();
      // Left wants the largest right wall of its option, Right the smallest left wall.
      const Dyadic wall = hot_ == Side::left ? th.right.value_at(*hottest) : -th.left.value_at(*hottest);
      const Dyadic stop = hot_ == Side::left ? th.right_stop() : -th.left_stop();
      if (!best || wall > best_wall || (wall == best_wall && stop > best_stop)) {
        best = Move{*part, o, h->move_text(*o)};
        best_wall = wall;
        best_stop = stop;
      }
    }
    return best;
  }

  Side hot_;
  std::uint64_t steps_ = 0;
  Progress bar_{"hot play: positions", 0};  // how many the play reaches is known only at its end
  std::map<std::string, std::pair<Dyadic, std::optional<Move>>> memo_;
};

}  // namespace

std::vector<FirstMove> first_moves(const PositionPtr& p, Side side) {
  std::vector<FirstMove> out;
  for (auto& [mv, next] : moves(p->components(), side)) {
    const Game v = value_of(next);
    FirstMove f;
    f.move = std::move(mv);
    f.stop = side == Side::left ? v.right_stop() : v.left_stop();
    f.wins = side == Side::left ? Game() <= v : v <= Game();
    out.push_back(std::move(f));
  }
  return out;
}

std::vector<Move> winning_moves(const PositionPtr& p, Side side) {
  std::vector<Move> out;
  for (auto& f : first_moves(p, side))
    if (f.wins) out.push_back(std::move(f.move));
  return out;
}

HotstratResult hotstrat(const PositionPtr& p, Side hot, Side first) {
  const Parts parts = p->components();
  HotPlay play(hot);
  HotstratResult r;
  r.stop = play.play(parts, first);
  r.line = play.line(parts, first);
  const Game v = value_of(parts);
  r.optimal_stop = first == Side::left ? v.left_stop() : v.right_stop();
  return r;
}

}  // namespace alea::cgt
