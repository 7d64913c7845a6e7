#include "alloc/allocation.hpp"

#include <algorithm>
#include <cmath>

#include "alloc/enumerate.hpp"
#include "core/errors.hpp"

namespace alea::alloc {

Allocation::Allocation(ProbVector p, Counts x) : p_(std::move(p)), x_(std::move(x)) {
  check_allocation(p_.size(), x_, "alloc");
}

std::int64_t Allocation::tokens() const {
  std::int64_t t = 0;
  for (auto v : x_) t += v;
  return t;
}

std::vector<Allocation> Allocation::neighbors() const {
  std::vector<Allocation> out;
  for (std::size_t j = 0; j < x_.size(); ++j) {
    if (x_[j] == 0) continue;
    for (std::size_t i = 0; i < x_.size(); ++i) {
      if (i == j) continue;
      Counts y = x_;
      --y[j];
      ++y[i];
      out.emplace_back(p_, std::move(y));
    }
  }
  return out;
}

Allocation Allocation::normal_form() const {
  // Values of equal probability are interchangeable; within each such class the counts are
  // sorted non-increasing over the class's positions. Exact P compares exactly.
  Counts y = x_;
  for (const auto& cls : equal_probability_classes(p_)) {
    Counts v;
    for (auto k : cls) v.push_back(x_[k]);
    std::sort(v.begin(), v.end(), std::greater<>());
    for (std::size_t m = 0; m < cls.size(); ++m) y[cls[m]] = v[m];
  }
  return Allocation(p_, y);
}

bool Allocation::is_sub(const Allocation& y) const {
  check_same_game(*this, y, "alloc.is_sub");
  for (std::size_t i = 0; i < x_.size(); ++i)
    if (x_[i] > y.x_[i]) return false;
  return true;
}

Rational Allocation::multinomial_exact() const {
  const auto& p = p_.exact();
  BigInt coef = 1;  // t! / prod x_i!, built as a product of binomials
  std::int64_t seen = 0;
  Rational prob(1);
  for (std::size_t i = 0; i < x_.size(); ++i) {
    for (std::int64_t k = 1; k <= x_[i]; ++k) coef = coef * (seen + k) / k;
    seen += x_[i];
    prob *= pow(p[i], x_[i]);
  }
  return Rational(coef) * prob;
}

double Allocation::multinomial() const {
  // In logs: t! and p^x overflow long before their product does.
  double lg = std::lgamma(static_cast<double>(tokens()) + 1);
  for (std::size_t i = 0; i < x_.size(); ++i) {
    if (x_[i] == 0) continue;
    if (p_[i] == 0) return 0;
    lg += x_[i] * std::log(p_[i]) - std::lgamma(static_cast<double>(x_[i]) + 1);
  }
  return std::exp(lg);
}

void check_same_game(const Allocation& x, const Allocation& y, const std::string& what) {
  if (!(x.prob() == y.prob()))
    throw InvalidArgument(what + ": the allocations are over different probability vectors (" +
                          x.prob().to_string() + " and " + y.prob().to_string() + ")");
}

}  // namespace alea::alloc
