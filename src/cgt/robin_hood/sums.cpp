#include "cgt/sums.hpp"

#include "cgt/engine/engine.hpp"

#include <map>
#include <optional>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/progress.hpp"

namespace alea::cgt {
namespace {

void check_sum(const HeapSum& heaps) {
  for (const Heap& h : heaps)
    if (h.n < 0 || h.a < 0 || h.b < 0) throw InvalidArgument("heaps", "a heap must have n, a, b >= 0, got " + h.to_string());
}

// Every move of `side` in the sum, with the sum after it.
std::vector<std::pair<HeapMove, HeapSum>> moves(const HeapSum& heaps, Side side) {
  std::vector<std::pair<HeapMove, HeapSum>> out;
  for (std::size_t i = 0; i < heaps.size(); ++i)
    for (const Heap& o : heap_options(heaps[i], side)) {
      HeapSum next = heaps;
      next[i] = o;
      out.push_back({HeapMove{i, tokens_taken(heaps[i], o), o}, std::move(next)});
    }
  return out;
}

class HotPlay {
 public:
  explicit HotPlay(Side hot) : hot_(hot) {}

  // The stop reached from `s` with `side` to move, and the best continuation.
  Dyadic play(const HeapSum& s, Side side) {
    auto key = std::make_pair(s, side);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second.first;
    if ((++steps_ & 0xFF) == 0) check_interrupt();
    engine::check_stack();  // one level per move of the play
    Game v = sum_value(s);
    std::optional<HeapMove> chosen;
    Dyadic result;
    if (v.is_number()) {
      result = v.to_dyadic();
    } else if (side == hot_) {
      auto m = hot_move(s);
      if (!m) {  // no move for the hot player at all: it loses the stop race as the rules say
        result = side == Side::left ? v.left_stop() : v.right_stop();
      } else {
        HeapSum next = s;
        next[m->heap] = m->after;
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

  std::vector<HeapMove> line(HeapSum s, Side side) {
    std::vector<HeapMove> out;
    for (;;) {
      auto it = memo_.find(std::make_pair(s, side));
      if (it == memo_.end() || !it->second.second) return out;
      const HeapMove& m = *it->second.second;
      out.push_back(m);
      s[m.heap] = m.after;
      side = other(side);
    }
  }

 private:
  static Side other(Side s) { return s == Side::left ? Side::right : Side::left; }

  std::optional<HeapMove> hot_move(const HeapSum& s) {
    std::optional<Dyadic> hottest;
    std::optional<std::size_t> heap;
    for (std::size_t i = 0; i < s.size(); ++i) {
      Game g = heap_value(s[i]);
      if (g.is_number() || heap_options(s[i], hot_).empty()) continue;
      Dyadic t = g.temperature();
      if (!hottest || t > *hottest) hottest = t, heap = i;
    }
    if (!heap) return std::nullopt;
    const Heap& h = s[*heap];
    std::optional<HeapMove> best;
    Dyadic best_wall, best_stop;
    for (const Heap& o : heap_options(h, hot_)) {
      Thermograph th = heap_value(o).thermograph();
      // Left wants the largest right wall of its option, Right the smallest left wall.
      Dyadic wall = hot_ == Side::left ? th.right.value_at(*hottest) : -th.left.value_at(*hottest);
      Dyadic stop = hot_ == Side::left ? th.right_stop() : -th.left_stop();
      if (!best || wall > best_wall || (wall == best_wall && stop > best_stop)) {
        best = HeapMove{*heap, tokens_taken(h, o), o};
        best_wall = wall;
        best_stop = stop;
      }
    }
    return best;
  }

  Side hot_;
  std::uint64_t steps_ = 0;
  Progress bar_{"hot play: positions", 0};  // how many the play reaches is known only at its end
  std::map<std::pair<HeapSum, Side>, std::pair<Dyadic, std::optional<HeapMove>>> memo_;
};

}  // namespace

Game sum_value(const HeapSum& heaps) {
  check_sum(heaps);
  Game s;
  Progress bar("sum of heaps", heaps.size());  // each heap's value, then its canonical sum with the rest
  for (const Heap& h : heaps) s += heap_value(h), bar.advance();
  return s;
}

SumStops sum_stops(const HeapSum& heaps) {
  Game s = sum_value(heaps);
  return {s.left_stop(), s.right_stop()};
}

std::vector<FirstMove> first_moves(const HeapSum& heaps, Side side) {
  check_sum(heaps);
  std::vector<FirstMove> out;
  for (auto& [mv, next] : moves(heaps, side)) {
    Game v = sum_value(next);
    FirstMove f;
    f.move = mv;
    f.stop = side == Side::left ? v.right_stop() : v.left_stop();
    f.wins = side == Side::left ? Game() <= v : v <= Game();
    out.push_back(std::move(f));
  }
  return out;
}

std::vector<HeapMove> winning_moves(const HeapSum& heaps, Side side) {
  std::vector<HeapMove> out;
  for (const auto& f : first_moves(heaps, side))
    if (f.wins) out.push_back(f.move);
  return out;
}

HotstratResult hotstrat(const HeapSum& heaps, Side hot, Side first) {
  check_sum(heaps);
  HotPlay p(hot);
  HotstratResult r;
  r.stop = p.play(heaps, first);
  r.line = p.line(heaps, first);
  Game v = sum_value(heaps);
  r.optimal_stop = first == Side::left ? v.left_stop() : v.right_stop();
  return r;
}

}  // namespace alea::cgt
