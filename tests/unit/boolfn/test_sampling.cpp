// Section 5.1.1.1: sample sizes and the sampled move, reproducible under the seed.
#include <catch2/catch.hpp>

#include <cmath>

#include "boolfn/builtins.hpp"
#include "boolfn/influence.hpp"
#include "boolfn/sampling.hpp"
#include "core/errors.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"
#include "core/random.hpp"

using namespace alea;
using namespace alea::boolfn;

TEST_CASE("sampling: the seed's sample sizes and the sound ones", "[boolfn][sampling][seed004 §5.1.1.1]") {
  // (2 / eps^2) ln(2 / delta) per variable, n times that in all
  auto s = seed_sample_sizes(10, 0.1, 0.05);
  CHECK(s.per_variable == std::uint64_t(std::ceil(200 * std::log(40.0))));
  CHECK(s.total == 10 * s.per_variable);
  // eps/n and delta = eps/n in the seed's second form: 2 n^3 / eps^2 ln(2n / eps) in all
  int n = 10;
  double eps = 0.5;
  auto t = seed_sample_sizes(n, eps / n, eps / n);
  CHECK(double(t.total) == Approx(2.0 * n * n * n / (eps * eps) * std::log(2.0 * n / eps)).epsilon(1e-3));
  CHECK(sound_sample_size(10, 0.1, 0.05) == std::uint64_t(std::ceil(8 / 0.01 * std::log(400.0))));
  CHECK_THROWS_AS(seed_sample_sizes(3, 0, 0.1), InvalidArgument);
  CHECK_THROWS_AS(sound_sample_size(3, 0.1, 1.5), InvalidArgument);
}

TEST_CASE("sampling: sampled moves are reproducible, thread-independent and near-optimal", "[boolfn][sampling]") {
  auto f = tribes({3, 2, 4});
  std::uint64_t seed = current_seed();
  set_seed(99);
  set_thread_count(1);
  auto a = sample_moves(f, 50000);
  set_seed(99);
  set_thread_count(3);
  auto b = sample_moves(f, 50000);
  set_thread_count(0);
  CHECK(a.estimates == b.estimates);
  CHECK((a.move == 4 || a.move == 5));
  for (std::size_t j = 0; j < a.free.size(); ++j)
    CHECK(a.estimates[j] == Approx(expected_derivative(f, a.free[j]).value).margin(0.02));
  // p-biased, on an implicit function and from a partial assignment
  set_seed(5);
  auto h = hex(11);
  auto c = sample_moves(h, 4096, {{61, 1}}, Coin::of(Rational(2, 5)));
  CHECK(c.free.size() == 120);
  CHECK(c.samples == 4096);
  set_seed(seed);
}

TEST_CASE("sampling: sample_moves takes the sound size for the free variables when none is given", "[boolfn][sampling]") {
  auto f = majority(5);
  SampleOptions o;
  o.partial = {{1, 1}};
  o.epsilon = 0.2;
  auto s = sample_moves(f, o);
  CHECK(s.samples == sound_sample_size(4, 0.2, 0.05));
  CHECK(s.free == std::vector<int>{2, 3, 4, 5});
  // a real payoff widens the terms by its largest |f|
  auto g = from_values({Number::of(Rational(0)), Number::of(Rational(3)), Number::of(Rational(1)), Number::of(Rational(2))});
  CHECK(sample_moves(g, SampleOptions{}).samples == sound_sample_size(2, 0.1, 0.05, Coin(), 3));
  CHECK_THROWS_AS(sound_sample_size(3, 1e-12, 0.05), LimitExceeded);
}

TEST_CASE("sampling: the samples are counted by the progress service", "[boolfn][sampling][progress]") {
  ProgressLog log;
  sample_moves(tribes({3, 2, 4}), 10000);
  REQUIRE(log.started("sampling moves").size() == 1);
  CHECK(log.started("sampling moves")[0].total == 10000);
  CHECK(log.started("sampling moves")[0].done == 10000);
}
