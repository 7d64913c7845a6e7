#include "boolfn/selection_game.hpp"

#include <algorithm>
#include <cmath>

#include "boolfn/game/sparse.hpp"
#include "boolfn/influence.hpp"
#include "boolfn/read_once.hpp"
#include "core/errors.hpp"

namespace alea::boolfn {
namespace {

GameResult result_of(const game::StateTables& t, Tie tie) {
  GameResult r;
  r.value = to_quantity(t.value(t.root()));
  r.length = to_quantity(t.length(tie, t.root()));
  r.leaves = t.play_leaves(tie, t.root());
  r.depth = t.play_depth(tie, t.root());
  r.engine = Engine::tables;
  r.states = t.root() + 1;  // the root has every digit free: 3^n - 1
  r.bytes = t.bytes();
  return r;
}

unsigned want_of(Tie tie) {
  return tie == Tie::first ? game::want_first : tie == Tie::min ? game::want_min : game::want_max;
}

Engine engine_for(const BooleanFunction& f, const GameOptions& o) {
  if (o.engine != Engine::automatic) return o.engine;
  return use_read_once(f, o.coin) ? Engine::symmetry : Engine::tables;
}

GameResult play_by_symmetry(const BooleanFunction& f, const GameOptions& o, Tie tie) {
  if (!f.formula()) throw InvalidArgument("method", f.to_string() + " has no read-once formula: use the tables");
  auto r = play_read_once(f, o.coin, tie, o.partial);
  GameResult out;
  out.value = Quantity::of(r.value);
  out.length = Quantity::of(r.length);
  out.leaves = r.leaves;
  out.depth = -1;  // not tracked by the read-once engine
  out.engine = Engine::symmetry;
  out.states = r.states;
  return out;
}

GameResult play_by_walk(const BooleanFunction& f, const GameOptions& o, Tie tie) {
  if (!f.is_boolean()) throw InvalidArgument("method", "the sparse walk needs a +-1-valued f");
  GameOptions one = o;
  one.tie = tie;
  return play_sparse(f, one);
}

GameResult play_with(const BooleanFunction& f, const GameOptions& o, Engine engine, Tie tie) {
  if (engine == Engine::symmetry) return play_by_symmetry(f, o, tie);
  if (engine == Engine::sparse) return play_by_walk(f, o, tie);
  auto r = solve_restricted(f, o.partial, o.coin, game::want_value | want_of(tie) | game::want_play_shape);
  return result_of(*r.tables, tie);
}

template <class X>
bool less(const X& x, const X& y) {
  if (x.exact && y.exact) return *x.exact < *y.exact;
  return x.value < y.value - 1e-9 * std::max(1.0, std::abs(y.value));
}

// The largest of the scores (ties compare as Quantity's less does).
Quantity largest(const std::vector<Quantity>& scores) {
  Quantity best = scores[0];
  for (const auto& s : scores)
    if (less(best, s)) best = s;
  return best;
}

// The variables whose score ties the largest: Theorem 22's optimal moves.
std::vector<int> tied_best(const std::vector<Quantity>& scores, const std::vector<int>& variables) {
  const Quantity best = largest(scores);
  std::vector<int> moves;
  for (std::size_t j = 0; j < scores.size(); ++j)
    if (!less(scores[j], best)) moves.push_back(variables[j]);
  return moves;
}

Number sum(const std::vector<Quantity>& v) {
  Number s = Number::of(Rational(0));
  for (const auto& x : v) s = (s.exact && x.exact) ? Number::of(*s.exact + *x.exact) : Number::of(s.value + x.value);
  return s;
}

}  // namespace

bool use_read_once(const BooleanFunction& f, const Coin& coin) {
  return f.n() > read_once_threshold && f.formula() && f.formula()->monotone() && coin.exact() && coin.p() > 0 &&
         coin.p() < 1;
}

GameResult play(const BooleanFunction& f, const GameOptions& options) {
  return play_with(f, options, engine_for(f, options), options.tie);
}

GameResult play_sparse(const BooleanFunction& f, const GameOptions& options) {
  if (!options.coin.uniform())
    throw InvalidArgument("p", "the sparse walk runs at p = 1/2 only (an exact 1/2, not the float 0.5)");
  Partial p = make_partial(f.n(), options.partial);
  if (f.n() > 64) throw LimitExceeded("the sparse walk takes at most 64 variables");
  auto r = game::play_sparse(f.table(), options.tie, p.fixed_mask(), p.plus_mask());
  GameResult out;
  out.value = expectation(f.n() == p.free_count() ? f : BooleanFunction(restrict_table(f.table(), p)));
  out.length = Quantity::of(r.length);
  out.leaves = r.leaves;
  out.depth = r.depth;
  out.engine = Engine::sparse;
  out.states = r.states;
  return out;
}

TieBreaks play_all_ties(const BooleanFunction& f, const GameOptions& options) {
  Engine engine = engine_for(f, options);
  if (engine != Engine::tables)
    return {play_with(f, options, engine, Tie::first), play_with(f, options, engine, Tie::min),
            play_with(f, options, engine, Tie::max)};
  auto r = solve_restricted(f, options.partial, options.coin,
                            game::want_value | game::want_first | game::want_min | game::want_max | game::want_play_shape);
  return {result_of(*r.tables, Tie::first), result_of(*r.tables, Tie::min), result_of(*r.tables, Tie::max)};
}

TieBreaks play_all_ties(const BooleanFunction& f, const Coin& coin, const Assignments& partial) {
  GameOptions o = GameOptions::at(coin);
  o.partial = partial;
  o.engine = Engine::tables;
  return play_all_ties(f, o);
}

MovesResult optimal_moves(const BooleanFunction& f, const Assignments& partial, const Coin& coin) {
  Partial p = make_partial(f.n(), partial);
  MovesResult out;
  out.free = p.free_variables();
  if (through_formula(f)) {
    // through the formula: two exact means per free variable, no table
    for (const auto& v : scores_read_once(f, coin, partial, out.free)) out.scores.push_back(to_quantity(v));
    Number mean = expectation_read_once(f, coin, partial);
    double m = mean.exact ? to_double(*mean.exact) : mean.value;
    if (out.free.empty() || m == 1 || m == -1) {
      out.determined = true;
      return out;
    }
    out.moves = tied_best(out.scores, out.free);
    return out;
  }
  const TruthTable& table = f.table();
  if (out.free.empty()) {
    out.determined = true;
    return out;
  }
  BooleanFunction g = partial.empty() ? f : BooleanFunction(restrict_table(table, p));
  const TruthTable& sub = g.table();
  bool constant = true;
  for (std::uint64_t x = 1; x < sub.size() && constant; ++x) constant = sub.numerator(x) == sub.numerator(0);
  for (const auto& d : expected_derivatives(g, coin))
    out.scores.push_back(d.exact ? Quantity::of(*d.exact * 2) : Quantity::approximate(d.value * 2));
  if (constant) {
    out.determined = true;
    return out;
  }
  out.moves = tied_best(out.scores, out.free);
  return out;
}

LengthBounds length_bounds(const BooleanFunction& f, const Coin& coin) {
  Quantity var = variance(f, coin);
  if (var.exact ? *var.exact == 0 : var.value == 0) throw InvalidArgument("f", "f is constant: no turn is played");
  Number d = sum(expected_derivatives(f, coin));
  auto inf = influences(f, coin);
  const Quantity top = largest(inf);
  LengthBounds b;
  if (var.exact && d.exact && coin.exact()) {
    Rational pq = coin.p() * (Rational(1) - coin.p());
    b.prop23 = Quantity::of(4 * pq * *d.exact * *d.exact / *var.exact);
  } else {
    double p = coin.p_double();
    b.prop23 = Quantity::approximate(4 * p * (1 - p) * d.value * d.value / var.value);
  }
  b.prop24_applies = f.is_boolean();
  if (top.exact ? *top.exact == 0 : top.value == 0)
    b.prop24 = top.exact ? Quantity::of(Rational(0)) : Quantity::approximate(0.0);  // p in {0, 1}: no influence
  else if (var.exact && top.exact)
    b.prop24 = Quantity::of(*var.exact / *top.exact);
  else
    b.prop24 = Quantity::approximate(var.value / top.value);
  return b;
}

}  // namespace alea::boolfn
