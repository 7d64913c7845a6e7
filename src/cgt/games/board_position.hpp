#pragma once
// Positions of the games played on a board (position.hpp), for every game of the library: a
// state of the game's rules (solver.hpp), the board it is played on (its size and its cells, for
// printing), and the solver (its transposition table) shared by every position of the game, and
// variant, on the same frame.
//
// Spec is a type with
//   using Rules = ...;                                  the rules for games::BoardSolver
//   static constexpr const char* ruleset;               the Lua name ("domineering")
//   static Mask cells(const State&);                    the cells the state occupies or uses
//   static State moved(const State&, const Grid&, int dr, int dc);   the state shifted on the board
//   static char cell(const State&, Mask board, int cell);  the notation's character of a cell
#include <algorithm>
#include <functional>
#include <map>
#include <memory>

#include "cgt/games/notation.hpp"
#include "cgt/games/solver.hpp"
#include "cgt/games/stones.hpp"
#include "cgt/position.hpp"

namespace alea::cgt::games {

template <class Spec>
class BoardPosition final : public Position {
 public:
  using Rules = typename Spec::Rules;
  using State = typename Rules::State;
  using SolverPtr = std::shared_ptr<BoardSolver<Rules>>;

  BoardPosition(SolverPtr solver, int rows, int cols, Mask board, const State& s)
      : solver_(std::move(solver)), rows_(rows), cols_(cols), board_(board), s_(s) {}

  // The solver of the game (its `variant`, by name) on the frame of a rows x cols board: one per
  // frame and variant for the session; make(frame) builds its rules. `exact`: the frame is the
  // board itself (games whose board edges matter beyond what the state holds).
  static SolverPtr solver_for(int rows, int cols, const std::string& variant,
                              const std::function<Rules(const geometry::Grid&)>& make, bool exact = false) {
    static std::map<std::tuple<int, int, std::string>, SolverPtr> solvers;
    const int r = std::max(rows, 1), c = std::max(cols, 1);
    const geometry::Grid frame = exact ? geometry::Grid(r, c) : frame_for(r, c);
    auto& s = solvers[{frame.rows(), frame.cols(), variant}];
    if (!s) s = std::make_shared<BoardSolver<Rules>>(make(frame));
    return s;
  }
  static SolverPtr solver_for(int rows, int cols) {
    return solver_for(rows, cols, "", [](const geometry::Grid& g) { return Rules(g); });
  }

  // A game with variants (GenClobber) names its ruleset and options through its rules.
  std::string ruleset() const override {
    if constexpr (requires(const Rules& r) { r.ruleset_name(); }) return solver_->rules().ruleset_name();
    else return Spec::ruleset;
  }
  std::vector<Field> variant() const override {
    if constexpr (requires(const Rules& r) { r.variant(); }) return solver_->rules().variant();
    else return {};
  }
  std::vector<PositionPtr> options(Side side) const override {
    std::vector<State> states;
    solver_->rules().options(s_, side, states);
    std::vector<PositionPtr> out;
    out.reserve(states.size());
    for (const State& o : states) out.push_back(std::make_shared<BoardPosition>(solver_, rows_, cols_, board_, o));
    return out;
  }
  Game value() const override { return solver_->value(s_); }
  std::vector<PositionPtr> components() const override {
    std::vector<State> parts;
    solver_->rules().components(s_, parts);
    if (parts.size() == 1 && parts[0] == s_) return {shared_from_this()};
    std::vector<PositionPtr> out;
    for (const State& p : parts) out.push_back(cropped(p));
    return out;
  }
  std::string to_string() const override {
    return grid_text(rows_, cols_, frame(), [&](int cell) { return Spec::cell(s_, board_, cell); });
  }
  std::vector<Field> fields() const override {
    std::vector<Field> f{{"rows", rows_}, {"cols", cols_}};
    for (auto& v : variant()) f.push_back(std::move(v));
    return f;
  }
  BoardPicture picture() const override {
    BoardPicture p;
    for (int r = 0; r < rows_; ++r) {
      p.rows.emplace_back();
      for (int c = 0; c < cols_; ++c) p.rows.back() += Spec::cell(s_, board_, frame().cell(r, c));
    }
    return p;
  }
  const State& state() const { return s_; }

 private:
  const geometry::Grid& frame() const { return solver_->rules().frame(); }

  // A part on the smallest board that holds it, moved to the corner.
  PositionPtr cropped(const State& part) const {
    const geometry::Grid& g = frame();
    const Mask cells = Spec::cells(part) & board_;
    int r0 = rows_, r1 = -1, c0 = cols_, c1 = -1;
    for (Mask m = cells; m; m &= m - 1) {
      const int cell = geometry::lowest(m), r = g.row_of(cell), c = g.col_of(cell);
      r0 = std::min(r0, r), r1 = std::max(r1, r), c0 = std::min(c0, c), c1 = std::max(c1, c);
    }
    if (r1 < 0) return std::make_shared<BoardPosition>(solver_, 0, 0, 0, part);
    const int rows = r1 - r0 + 1, cols = c1 - c0 + 1;
    // The part stays in its parent's frame (and solver): only the board shown shrinks.
    // Its board: the cells of the parent's board in its rectangle that are not another part's.
    Mask board = 0;
    for (int r = r0; r <= r1; ++r)
      for (int c = c0; c <= c1; ++c) board |= geometry::bit(g.cell(r, c));
    board &= board_ & ~(Spec::cells(s_) & ~cells);
    return std::make_shared<BoardPosition>(solver_, rows, cols, g.shift(board, -r0, -c0), Spec::moved(part, g, -r0, -c0));
  }

  SolverPtr solver_;
  int rows_, cols_;
  Mask board_;  // the board's cells (the others are drawn '#')
  State s_;
};

}  // namespace alea::cgt::games

namespace alea::cgt::games {

// The Spec of a game whose state is Stones (stones.hpp): Rules names its ruleset and the
// characters of its sets a, b and c (c_char 0: c is the board's open cells, drawn '.').
template <class R>
struct StonesSpec {
  using Rules = R;
  static constexpr const char* ruleset = R::ruleset;
  static Mask cells(const Stones& s) { return s.a | s.b | s.c; }
  static Stones moved(const Stones& s, const geometry::Grid& g, int dr, int dc) {
    return {g.shift(s.a, dr, dc), g.shift(s.b, dr, dc), g.shift(s.c, dr, dc)};
  }
  static char cell(const Stones& s, Mask board, int cell) {
    const Mask b = geometry::bit(cell);
    if (s.a & b) return R::a_char;
    if (s.b & b) return R::b_char;
    if (R::c_char && (s.c & b)) return R::c_char;
    return board & b ? '.' : '#';
  }
};

}  // namespace alea::cgt::games
