#pragma once
// A probability vector over labelled outcomes: the input of every module. It keeps the exact
// entries when it has them, and always the doubles, so one object feeds both computation modes.
#include <optional>
#include <string>
#include <vector>

#include "core/number.hpp"
#include "core/rational.hpp"

namespace alea {

// One entry as the user wrote it: exact (an integer or rational) or a float.
using ProbEntry = Number;

class ProbVector {
 public:
  // Exact entries summing to 1 are kept; exact entries with another positive sum are weights
  // and are normalized exactly; floats must sum to 1 within float_tolerance. Negative, NaN,
  // infinite or all-zero entries are InvalidArgument naming the entry. Empty labels mean 1..k.
  static ProbVector from_entries(const std::vector<ProbEntry>& entries,
                                 std::vector<std::string> labels = {});
  static ProbVector from_exact(const std::vector<Rational>& entries,
                               std::vector<std::string> labels = {});
  static ProbVector from_doubles(const std::vector<double>& entries,
                                 std::vector<std::string> labels = {});

  // The sum of n fair dice with the given number of sides, labels n .. n*sides.
  static ProbVector dice(int n, int sides);
  // k equally likely outcomes labelled 1..k.
  static ProbVector uniform(int k);
  // Outcome 0 with probability 1-p, outcome 1 with probability p.
  static ProbVector coin(const ProbEntry& p);

  static constexpr double float_tolerance = 1e-9;

  std::size_t size() const { return values_.size(); }
  bool is_exact() const { return !exact_.empty(); }
  const std::vector<Rational>& exact() const;  // throws InvalidArgument when not exact
  const std::vector<double>& values() const { return values_; }
  double operator[](std::size_t i) const { return values_[i]; }
  const std::vector<std::string>& labels() const { return labels_; }
  // The position of a label, or -1.
  long index_of(const std::string& label) const;

  std::string to_string() const;
  bool operator==(const ProbVector& other) const;

 private:
  std::vector<Rational> exact_;
  std::vector<double> values_;
  std::vector<std::string> labels_;
};

}  // namespace alea
