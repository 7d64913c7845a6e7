#include "boolfn/sampling.hpp"

#include <algorithm>
#include <cmath>
#include <random>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
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
constexpr std::uint64_t kBlock = 1024;  // chunks whose sums are held at once
constexpr int kTabulateUpTo = 20;       // tabulating costs less than the samples below this

// A sample count as an integer; past 2^62 no run could finish.
std::uint64_t checked_count(double m) {
  if (!(m >= 0 && m < 4.6e18)) throw LimitExceeded("that accuracy needs more than 4.6e18 samples");
  return std::uint64_t(m);
}

// Whether f restricted to the partial assignment is constant, when its table is at hand.
bool constant_on(const BooleanFunction& f, const Partial& partial) {
  if (!f.has_table() && f.n() > kTabulateUpTo) return false;
  const TruthTable sub = restrict_table(f.table(), partial);
  for (std::uint64_t x = 1; x < sub.size(); ++x)
    if (sub.numerator(x) != sub.numerator(0)) return false;
  return true;
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
  int k = int(out.free.size());
  if (k == 0 || constant_on(f, start)) {
    out.determined = true;
    return out;
  }
  out.samples = samples;
  double mu = 2 * p - 1, scale = 1 / (4 * p * (1 - p));
  const std::uint64_t chunks = samples / chunk + (samples % chunk != 0);
  // The chunks' sums are kept for one block of chunks at a time and added in chunk order, so
  // memory does not grow with the samples and the result does not depend on the threads.
  const std::uint64_t block = std::min<std::uint64_t>(chunks, kBlock);
  require_memory(bytes_for(bytes_for(block, std::uint64_t(k)), sizeof(double)), "the sums of a block of samples");
  std::vector<std::vector<double>> sums(block, std::vector<double>(k, 0.0));
  out.estimates.assign(k, 0.0);
  Progress bar("sampling moves", samples);
  for (std::uint64_t first = 0; first < chunks; first += block) {
    const std::uint64_t in_block = std::min(block, chunks - first);
    parallel_for(0, in_block, [&](std::size_t b) {
      const std::uint64_t c = first + b;
      Rng rng = rng_stream(c);
      std::bernoulli_distribution coin_flip(p);
      std::vector<signed char> x(start.value.begin(), start.value.end());
      std::fill(sums[b].begin(), sums[b].end(), 0.0);
      std::uint64_t count = std::min<std::uint64_t>(chunk, samples - c * chunk);
      for (std::uint64_t s = 0; s < count; ++s) {
        for (int j = 0; j < k; ++j) x[out.free[j] - 1] = coin_flip(rng) ? 1 : -1;
        double v = f.sample_value(x);
        for (int j = 0; j < k; ++j) sums[b][j] += v * (x[out.free[j] - 1] - mu);
      }
      bar.advance(count);
      check_interrupt();
    });
    for (std::uint64_t b = 0; b < in_block; ++b)
      for (int j = 0; j < k; ++j) out.estimates[j] += sums[b][j];
  }
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
