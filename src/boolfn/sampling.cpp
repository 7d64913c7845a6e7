#include "boolfn/sampling.hpp"

#include <algorithm>
#include <cmath>
#include <random>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"
#include "core/random.hpp"

namespace alea::boolfn {
namespace {

void check_accuracy(int n, double epsilon, double delta) {
  if (n < 1) throw InvalidArgument("n", "n must be at least 1, got " + std::to_string(n));
  if (!(epsilon > 0)) throw InvalidArgument("epsilon", "epsilon must be positive");
  if (!(delta > 0 && delta < 1)) throw InvalidArgument("delta", "delta must be in (0, 1)");
}

constexpr std::uint64_t chunk = 4096;

// A sample count as an integer; past 2^62 no run could finish.
std::uint64_t checked_count(double m) {
  if (!(m >= 0 && m < 4.6e18)) throw LimitExceeded("that accuracy needs more than 4.6e18 samples");
  return std::uint64_t(m);
}

}  // namespace

SampleSizes seed_sample_sizes(int n, double epsilon, double delta, double max_abs) {
  check_accuracy(n, epsilon, delta);
  SampleSizes s;
  s.per_variable = checked_count(std::ceil(2 * max_abs * max_abs / (epsilon * epsilon) * std::log(2 / delta)));
  s.total = checked_count(double(s.per_variable) * n);
  return s;
}

std::uint64_t sound_sample_size(int n, double epsilon, double delta, const Coin& coin, double max_abs) {
  check_accuracy(n, epsilon, delta);
  double p = coin.p_double();
  if (!(p > 0 && p < 1)) throw InvalidArgument("p", "sampling needs 0 < p < 1");
  double width = max_abs / (2 * p * (1 - p));
  double eta = epsilon / 2;
  return checked_count(std::ceil(width * width / (2 * eta * eta) * std::log(2.0 * n / delta)));
}

SampledMoves sample_moves(const BooleanFunction& f, std::uint64_t samples, const Assignments& partial,
                          const Coin& coin) {
  double p = coin.p_double();
  if (!(p > 0 && p < 1)) throw InvalidArgument("p", "sampling needs 0 < p < 1");
  if (samples == 0) throw InvalidArgument("samples", "at least one sample");
  Partial start = make_partial(f.n(), partial);
  SampledMoves out;
  out.free = start.free_variables();
  out.samples = samples;
  int k = int(out.free.size());
  if (k == 0) return out;
  double mu = 2 * p - 1, scale = 1 / (4 * p * (1 - p));
  std::uint64_t chunks = (samples + chunk - 1) / chunk;
  std::vector<std::vector<double>> sums(chunks, std::vector<double>(k, 0.0));
  Progress bar("sampling moves", samples);
  parallel_for(0, chunks, [&](std::size_t c) {
    Rng rng = rng_stream(c);
    std::bernoulli_distribution coin_flip(p);
    std::vector<signed char> x(start.value.begin(), start.value.end());
    std::uint64_t count = std::min<std::uint64_t>(chunk, samples - c * chunk);
    for (std::uint64_t s = 0; s < count; ++s) {
      for (int j = 0; j < k; ++j) x[out.free[j] - 1] = coin_flip(rng) ? 1 : -1;
      double v = f.sample_value(x);
      for (int j = 0; j < k; ++j) sums[c][j] += v * (x[out.free[j] - 1] - mu);
    }
    bar.advance(count);
    check_interrupt();
  });
  out.estimates.assign(k, 0.0);
  for (const auto& s : sums)
    for (int j = 0; j < k; ++j) out.estimates[j] += s[j];
  for (auto& e : out.estimates) e *= scale / double(samples);
  int best = 0;
  for (int j = 1; j < k; ++j)
    if (out.estimates[j] > out.estimates[best]) best = j;
  out.move = out.free[best];
  return out;
}

SampledMoves sample_moves(const BooleanFunction& f, const SampleOptions& options) {
  std::uint64_t samples = options.samples;
  if (samples == 0) {
    int free = make_partial(f.n(), options.partial).free_count();
    double max_abs = 1;
    if (!f.is_boolean()) {
      const TruthTable& t = f.table();
      max_abs = double(t.max_abs()) / t.denominator_double();
    }
    samples = std::max<std::uint64_t>(1, sound_sample_size(std::max(free, 1), options.epsilon, options.delta,
                                                            options.coin, max_abs));
  }
  return sample_moves(f, samples, options.partial, options.coin);
}

}  // namespace alea::boolfn
