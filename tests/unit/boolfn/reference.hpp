#pragma once
// Independent, slow implementations used to check the engines: full minimax of the random-turn
// game over partial assignments kept in a std::map, lengths and decision-tree costs by plain
// recursion, every quantity read off the subcube by enumeration. Nothing here shares code with
// src/boolfn/game.
#include <functional>
#include <map>
#include <utility>
#include <vector>

#include "boolfn/function.hpp"
#include "core/rational.hpp"

namespace alea::boolfn::reference {

// A partial assignment: value[i] in {-1, 0, +1}.
using State = std::vector<int>;

class Brute {
 public:
  Brute(const BooleanFunction& f, Rational p) : f_(f), p_(std::move(p)), n_(f.n()) {}

  // Minimax over the full game: play continues until every variable is set.
  Rational minimax(const State& s) {
    auto it = value_.find(s);
    if (it != value_.end()) return it->second;
    std::vector<int> free = free_of(s);
    Rational v;
    if (free.empty()) {
      v = f_.value(s);
    } else {
      Rational best_blue, best_red;
      for (std::size_t j = 0; j < free.size(); ++j) {
        Rational b = minimax(with(s, free[j], 1)), r = minimax(with(s, free[j], -1));
        if (j == 0 || b > best_blue) best_blue = b;
        if (j == 0 || r < best_red) best_red = r;
      }
      v = p_ * best_blue + (Rational(1) - p_) * best_red;
    }
    value_[s] = v;
    return v;
  }

  // The moves optimal for Blue (argmax of the minimax value after +1) and for Red.
  std::pair<std::vector<int>, std::vector<int>> optimal(const State& s) {
    std::vector<int> free = free_of(s), blue, red;
    Rational bb, br;
    for (std::size_t j = 0; j < free.size(); ++j) {
      Rational b = minimax(with(s, free[j], 1)), r = minimax(with(s, free[j], -1));
      if (blue.empty() || b > bb) bb = b, blue.assign(1, free[j]);
      else if (b == bb) blue.push_back(free[j]);
      if (red.empty() || r < br) br = r, red.assign(1, free[j]);
      else if (r == br) red.push_back(free[j]);
    }
    return {blue, red};
  }

  bool constant(const State& s) {
    std::vector<int> free = free_of(s);
    State x = s;
    Rational first;
    for (unsigned long long m = 0; m < (1ull << free.size()); ++m) {
      for (std::size_t j = 0; j < free.size(); ++j) x[free[j]] = ((m >> j) & 1) ? 1 : -1;
      Rational v = f_.value(x);
      if (m == 0) first = v;
      else if (v != first) return false;
    }
    return true;
  }

  // Expected turns of optimal play (moves from Blue's optimal set) until f is determined;
  // tie 0 = lowest index, 1 = min, 2 = max over the choices.
  Rational length(const State& s, int tie) {
    auto key = std::make_pair(s, tie);
    auto it = length_.find(key);
    if (it != length_.end()) return it->second;
    Rational v = 0;
    if (!constant(s)) {
      auto moves = optimal(s).first;
      for (std::size_t j = 0; j < moves.size(); ++j) {
        Rational l = 1 + p_ * length(with(s, moves[j], 1), tie) + (1 - p_) * length(with(s, moves[j], -1), tie);
        if (j == 0 || (tie == 1 && l < v) || (tie == 2 && l > v)) v = l;
        if (tie == 0) break;
      }
    }
    length_[key] = v;
    return v;
  }

  // Least expected reads of any decision tree.
  Rational tree_cost(const State& s) {
    auto it = cost_.find(s);
    if (it != cost_.end()) return it->second;
    Rational v = 0;
    if (!constant(s)) {
      std::vector<int> free = free_of(s);
      for (std::size_t j = 0; j < free.size(); ++j) {
        Rational c = 1 + p_ * tree_cost(with(s, free[j], 1)) + (1 - p_) * tree_cost(with(s, free[j], -1));
        if (j == 0 || c < v) v = c;
      }
    }
    cost_[s] = v;
    return v;
  }

  // Fewest leaves of any tree (all = true) or of a tree optimal play induces under the best
  // tie-break (all = false).
  long leaves(const State& s, bool all) {
    auto key = std::make_pair(s, all ? 3 : 4);
    auto it = leaves_.find(key);
    if (it != leaves_.end()) return it->second;
    long v = 1;
    if (!constant(s)) {
      std::vector<int> moves = all ? free_of(s) : optimal(s).first;
      v = -1;
      for (int i : moves) {
        long l = leaves(with(s, i, 1), all) + leaves(with(s, i, -1), all);
        if (v < 0 || l < v) v = l;
      }
    }
    leaves_[key] = v;
    return v;
  }

  // E_p[f | s] by enumeration.
  Rational expectation(const State& s) {
    std::vector<int> free = free_of(s);
    State x = s;
    Rational sum = 0;
    for (unsigned long long m = 0; m < (1ull << free.size()); ++m) {
      Rational w = 1;
      for (std::size_t j = 0; j < free.size(); ++j) {
        bool plus = (m >> j) & 1;
        x[free[j]] = plus ? 1 : -1;
        w *= plus ? p_ : 1 - p_;
      }
      sum += w * f_.value(x);
    }
    return sum;
  }

  static std::vector<int> free_of(const State& s) {
    std::vector<int> out;
    for (std::size_t i = 0; i < s.size(); ++i)
      if (s[i] == 0) out.push_back(int(i));
    return out;
  }
  static State with(State s, int i, int v) {
    s[i] = v;
    return s;
  }
  State empty() const { return State(n_, 0); }

 private:
  BooleanFunction f_;
  Rational p_;
  int n_;
  std::map<State, Rational> value_, cost_;
  std::map<std::pair<State, int>, Rational> length_;
  std::map<std::pair<State, int>, long> leaves_;
};

}  // namespace alea::boolfn::reference
