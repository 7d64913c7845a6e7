#pragma once
// A probability vector over labelled outcomes: the input of every module. It keeps the exact
// entries when it has them, and always the doubles, so one object feeds both computation modes.
// Its invariants are checked once, here: entries non-negative and finite, not all zero, summing
// to 1 (exact weights are normalized exactly; floats within float_tolerance are divided by their
// sum, so every algorithm may rely on a sum within rounding of 1); labels distinct. Copies share
// one immutable body, so the allocations and tournaments built over P do not copy it.
#include <memory>
#include <mutex>
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
  // infinite or all-zero entries are InvalidArgument (role "weights") naming the entry; labels
  // of the wrong number or repeated are InvalidArgument (role "labels"). No labels mean 1..k
  // (from_exact and from_doubles: an empty list means none).
  static ProbVector from_entries(const std::vector<ProbEntry>& entries,
                                 std::optional<std::vector<std::string>> labels = std::nullopt);
  static ProbVector from_exact(const std::vector<Rational>& entries,
                               std::vector<std::string> labels = {});
  static ProbVector from_doubles(const std::vector<double>& entries,
                                 std::vector<std::string> labels = {});

  // The sum of n fair dice with the given number of sides, labels n .. n*sides (roles "n", "sides").
  static ProbVector dice(int n, int sides);
  // k equally likely outcomes labelled 1..k (role "k").
  static ProbVector uniform(int k);
  // Outcome 0 with probability 1-p, outcome 1 with probability p (role "p").
  static ProbVector coin(const ProbEntry& p);

  static constexpr double float_tolerance = 1e-9;

  std::size_t size() const { return d_->values.size(); }
  bool is_exact() const { return !d_->exact.empty(); }
  // The exact entries; for float entries their binary values divided by their exact sum (the
  // float rule: exact=true computes from the floats as stored), built once when first asked.
  const std::vector<Rational>& exact() const;
  const std::vector<double>& values() const { return d_->values; }
  double operator[](std::size_t i) const { return d_->values[i]; }
  const std::vector<std::string>& labels() const { return d_->labels; }
  // The position of a label, or -1.
  long index_of(const std::string& label) const;

  std::string to_string() const;
  bool operator==(const ProbVector& other) const;

 private:
  struct Binary {  // the exact entries of a float vector, when asked
    std::once_flag once;
    std::vector<Rational> entries;
  };
  struct Body {
    std::vector<Rational> exact;  // empty when the entries were floats
    std::vector<double> values;
    std::vector<std::string> labels;
    std::unique_ptr<Binary> binary = std::make_unique<Binary>();
  };
  explicit ProbVector(Body body);
  std::shared_ptr<const Body> d_;
};

}  // namespace alea
