// The order of all allocations: count, successor, rank and unrank agree with each other and
// with a brute-force listing; the sizes Fluet 2.7 quotes.
#include <catch2/catch.hpp>

#include "alloc/allocation.hpp"
#include "alloc/enumerate.hpp"
#include "core/errors.hpp"

using namespace alea;
using namespace alea::alloc;

namespace {
// Every composition of t into n parts by nested recursion, in decreasing lexicographic order.
void brute(std::size_t n, std::int64_t t, Counts& x, std::size_t i, std::vector<Counts>& out) {
  if (i + 1 == n) {
    x[i] = t;
    out.push_back(x);
    return;
  }
  for (std::int64_t a = t; a >= 0; --a) {
    x[i] = a;
    brute(n, t - a, x, i + 1, out);
  }
}
}  // namespace

TEST_CASE("enumerate: successor, rank and unrank follow the brute-force order", "[alloc][enumerate]") {
  for (std::size_t n = 1; n <= 5; ++n)
    for (std::int64_t t = 0; t <= 7; ++t) {
      std::vector<Counts> expected;
      Counts x(n);
      brute(n, t, x, 0, expected);
      REQUIRE(allocation_count(n, t) == expected.size());
      std::vector<Counts> seen;
      for_each_allocation(n, t, [&](const Counts& y) { return seen.push_back(y), true; });
      REQUIRE(seen == expected);
      for (std::size_t r = 0; r < expected.size(); ++r) {
        REQUIRE(allocation_rank(expected[r]) == r);
        REQUIRE(allocation_unrank(n, t, r) == expected[r]);
      }
    }
}

TEST_CASE("enumerate: Fluet 2.7's opponent counts on two dice", "[alloc][enumerate][seed000 §2.7]") {
  // 12 tokens: 646,645 opponents besides X; 36 tokens: 4,076,350,421 (both C(t + 10, 10)).
  REQUIRE(allocation_count(11, 12) == 646646);
  REQUIRE(allocation_count(11, 36) == 4076350421ULL + 0);
  Counts last(11, 0);
  last[10] = 36;
  REQUIRE(allocation_rank(last) == 4076350420ULL);
  REQUIRE(allocation_unrank(11, 36, 4076350420ULL) == last);
  REQUIRE_THROWS_AS(allocation_count(11, -1), InvalidArgument);
  REQUIRE_THROWS_AS(allocation_count(60, 1000), LimitExceeded);
  REQUIRE_THROWS_AS(allocation_unrank(3, 2, 6), InvalidArgument);
}

TEST_CASE("enumerate: normal form agrees with Allocation::normal_form", "[alloc][enumerate]") {
  ProbVector p = ProbVector::dice(2, 6);
  const auto classes = equal_probability_classes(p);
  REQUIRE(classes.size() == 6);  // 7 alone, and five pairs {2,12}, {3,11}, ...
  std::uint64_t normal = 0;
  for_each_allocation(11, 3, [&](const Counts& x) {
    const bool nf = is_normal_form(classes, x);
    REQUIRE(nf == (Allocation(p, x).normal_form().counts() == x));
    normal += nf;
    return true;
  });
  // Independently, by generating function: normal forms factor over the classes; the lone 7
  // takes any k tokens (1 way), a pair takes k tokens as a >= b, a + b = k (floor(k/2) + 1 ways).
  std::vector<std::uint64_t> g{1, 0, 0, 0};  // coefficients up to z^3
  auto times = [&](auto coef) {
    std::vector<std::uint64_t> h(4, 0);
    for (int a = 0; a < 4; ++a)
      for (int k = 0; a + k < 4; ++k) h[a + k] += g[a] * coef(k);
    g = h;
  };
  times([](int) { return 1; });
  for (int c = 0; c < 5; ++c) times([](int k) { return k / 2 + 1; });
  REQUIRE(normal == g[3]);
}
