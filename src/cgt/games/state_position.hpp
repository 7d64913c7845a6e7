#pragma once
// Positions of the library's games that are not drawn on a grid (Hackenbush, Partizan Arc
// Kayles, Cutcake): a state of the rules with the solver it shares with every position of the
// same root. Rules also give `static constexpr const char* ruleset` and `std::string text(const
// State&) const`, the position's notation.
#include <memory>

#include "cgt/games/solver.hpp"
#include "cgt/position.hpp"

namespace alea::cgt::games {

template <class Rules>
class StatePosition final : public Position {
 public:
  using State = typename Rules::State;
  using SolverPtr = std::shared_ptr<BoardSolver<Rules>>;
  StatePosition(SolverPtr solver, const State& s) : solver_(std::move(solver)), s_(s) {}

  std::string ruleset() const override { return Rules::ruleset; }
  std::vector<PositionPtr> options(Side side) const override {
    std::vector<State> states;
    solver_->rules().options(s_, side, states);
    return wrap(states);
  }
  Game value() const override { return solver_->value(s_); }
  std::vector<PositionPtr> components() const override {
    std::vector<State> parts;
    solver_->rules().components(s_, parts);
    return wrap(parts);
  }
  std::string to_string() const override { return solver_->rules().text(s_); }

 private:
  std::vector<PositionPtr> wrap(const std::vector<State>& states) const {
    std::vector<PositionPtr> out;
    out.reserve(states.size());
    for (const State& o : states) out.push_back(std::make_shared<StatePosition>(solver_, o));
    return out;
  }
  SolverPtr solver_;
  State s_;
};

}  // namespace alea::cgt::games
