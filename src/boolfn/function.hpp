#pragma once
// A payoff f : {-1,1}^n -> R of a selection game: a +-1 function (win or lose) or any real
// (exact rational) payoff. Variables are numbered 1..n in this surface, as in the seed and in
// Lua; x_i = +1 means Blue owns variable i. Truth-table order (TruthTable): bit i-1 of the
// index is set iff x_i = +1, so "0001" is AND of two variables and "0110" is x1 != x2.
//
// A function is a truth table, or implicit (a built-in too large to tabulate, such as Hex 11x11
// or an And-Or tree of 64 leaves) with a point evaluator; read-once built-ins also carry their
// formula. Everything that needs the table builds it on first use, under the memory guard.
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "boolfn/formula/formula.hpp"
#include "boolfn/structure.hpp"
#include "boolfn/table/truth_table.hpp"
#include "core/number.hpp"
#include "core/rational.hpp"

namespace alea::boolfn {

// Point x as the callback sees it: x[i-1] = x_i in {-1, +1}.
using Point = std::vector<int>;
// A user's payoff: may throw (the binding's Lua error); NaN and infinities are refused.
using Callback = std::function<Number(const Point&)>;

// The most variables any table may have (2^40 points); the memory guard usually stops sooner.
constexpr int max_table_variables = 40;

class BooleanFunction {
 public:
  // From a built table.
  explicit BooleanFunction(TruthTable table, std::string name = "");
  // A +-1 function known by a point evaluator (x[i-1] = x_i), tabulated on demand.
  static BooleanFunction implicit(int n, std::function<bool(const std::vector<signed char>&)> plus,
                                  std::string name);
  // Read-once formulas: evaluated through the formula, symmetric engines may use it.
  static BooleanFunction from_formula(Formula formula, std::string name);
  // A faster evaluator on table indices (n <= 64), used to tabulate in parallel.
  BooleanFunction with_index_evaluator(std::function<bool(std::uint64_t)> plus) const;
  // The 64 values of the points 64 w .. 64 w + 63 at once (n >= 6), for functions with a faster
  // way than 64 point evaluations (Hex from its top row, builtins.hpp); tabulation uses it.
  BooleanFunction with_word_evaluator(std::function<std::uint64_t(std::uint64_t)> word) const;
  // Bit j is [f = +1] at the point 64 w + j (n >= 6): the word evaluator, else point by point.
  std::uint64_t word(std::uint64_t w) const;
  // With the structure it was made from (structure.hpp: Hex boards for builtins.hpp's hex), which
  // the decision-tree search uses; null for functions that have none.
  BooleanFunction with_structure(std::shared_ptr<const Structure> structure) const;
  const Structure* structure() const { return impl_->structure.get(); }

  int n() const { return impl_->n; }
  // Known to take only the values +-1 (every implicit function; a table by its contents).
  bool is_boolean() const;
  bool has_table() const;
  // The values are exact (false when a payoff table had to be rounded, truth_table.hpp).
  bool exact_values() const;
  // The table, built now when it was not (memory guard, progress, Ctrl-C). Throws
  // LimitExceeded past max_table_variables or the guard.
  const TruthTable& table() const;
  const Formula* formula() const { return impl_->formula.get(); }

  // f(x) for x[i-1] = x_i in {-1,+1}; throws InvalidArgument (role "x") on a bad point.
  Rational value(const Point& x) const;
  double value_double(const Point& x) const;
  // f(x) as a double without checks (x[i-1] = x_i in {-1,+1}): the samplers' fast path.
  double sample_value(const std::vector<signed char>& x) const;

  // "maj(3)", "hex(5)", "boolfn(3: 0x96)", "boolfn(20 vars)".
  std::string to_string() const;
  const std::string& name() const { return impl_->name; }

 private:
  struct Impl {
    int n = 0;
    std::string name;
    std::shared_ptr<const Formula> formula;
    std::function<bool(const std::vector<signed char>&)> plus;  // implicit +-1 functions
    std::function<bool(std::uint64_t)> plus_index;              // the same on indices, n <= 64
    std::function<std::uint64_t(std::uint64_t)> plus_word;     // 64 points at once, n >= 6
    std::shared_ptr<const Structure> structure;                  // what it was made from, if known
    mutable std::shared_ptr<const TruthTable> table;
    mutable std::once_flag built;
  };
  BooleanFunction() = default;
  std::shared_ptr<Impl> impl_;
};

// From a callback called once per point in table order (progress, Ctrl-C, memory guard first).
// Role "f" for a bad value (NaN, infinity), "n" for a bad n.
BooleanFunction from_callback(int n, const Callback& f);
// From the 2^n values in table order (role "table" for a wrong length).
BooleanFunction from_values(const std::vector<Number>& values);
// From a bit string: character k is the value at index k, '1' = +1, '0' = -1.
BooleanFunction from_bits(std::string_view bits);
// From hexadecimal (optional "0x"): the table as one number whose bit k is the value at index
// k, most significant digit first, 2^n / 4 digits ("0x8" is AND of two variables, "0x96" the
// parity of three). n = 0 infers n from the length (one digit: n = 2); n = 1 takes one digit.
BooleanFunction from_hex(std::string_view hex, int n = 0);

// Validates n for a table (role "n").
void check_table_n(int n, const char* role = "n");
// A point as the function's index (role "x").
std::uint64_t point_index(const Point& x, int n);

}  // namespace alea::boolfn
