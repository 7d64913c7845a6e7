#include "doubling/binomial.hpp"

#include <cmath>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/progress.hpp"
#include "core/rational.hpp"

namespace alea::doubling {

std::vector<Rational> binomial_pmf(long long t, const Rational& p) {
  if (t < 0) throw InvalidArgument("the binomial distribution needs a number of trials >= 0");
  if (p < 0 || p >= 1) throw InvalidArgument("the binomial distribution needs 0 <= p < 1");
  // Each term is a fraction with about t*(bits of p) bits in numerator and denominator.
  auto bits = static_cast<std::uint64_t>(msb(p.denominator()) + 2);
  require_memory(bytes_for(static_cast<std::uint64_t>(t) + 1, bytes_plus(bytes_for(2 * bits, static_cast<std::uint64_t>(t)) / 8, 64)),
                 "exact binomial distribution with " + std::to_string(t) + " trials");
  std::vector<Rational> pmf;
  pmf.reserve(static_cast<std::size_t>(t) + 1);
  pmf.push_back(pow(Rational(1) - p, t));
  Rational odds = p / (Rational(1) - p);
  Progress bar("binomial distribution (exact)", static_cast<std::uint64_t>(t));
  for (long long s = 0; s < t; ++s) {
    if (s % 64 == 63) check_interrupt(), bar.advance(64);  // terms of thousands of digits
    pmf.push_back(pmf.back() * odds * Rational(t - s, s + 1));
  }
  return pmf;
}

std::vector<double> binomial_pmf(long long t, double p) {
  if (t < 0) throw InvalidArgument("the binomial distribution needs a number of trials >= 0");
  if (!(p >= 0 && p <= 0.5)) throw InvalidArgument("the binomial distribution needs 0 <= p <= 1/2");
  require_memory(bytes_for(static_cast<std::uint64_t>(t) + 1, sizeof(double)),
                 "binomial distribution with " + std::to_string(t) + " trials");
  if (p == 0) return {1.0};
  const double odds = p / (1 - p), negligible = 1e-300;
  auto mode = static_cast<long long>(std::floor(static_cast<double>(t + 1) * p));
  if (mode > t) mode = t;
  std::vector<double> pmf(static_cast<std::size_t>(mode) + 1, 0.0);
  pmf[mode] = 1;
  // Progress counts the terms against t + 1; the negligible tails are never computed, so the
  // bar may end short of 100%.
  Progress bar("binomial distribution", static_cast<std::uint64_t>(t) + 1);
  std::uint64_t terms = 0;
  auto poll = [&] {
    if ((++terms & 0xffff) == 0) check_interrupt(), bar.advance(0x10000);
  };
  for (long long s = mode; s > 0 && pmf[s] > negligible; --s) {  // b(s-1)/b(s) = s/((t-s+1) odds)
    poll();
    pmf[s - 1] = pmf[s] * static_cast<double>(s) / (static_cast<double>(t - s + 1) * odds);
  }
  for (long long s = mode; s < t && pmf[s] > negligible; ++s) {
    poll();
    pmf.push_back(pmf[s] * odds * static_cast<double>(t - s) / static_cast<double>(s + 1));
  }
  double sum = 0;
  for (double x : pmf) sum += x;
  for (double& x : pmf) x /= sum;
  return pmf;
}

}  // namespace alea::doubling
