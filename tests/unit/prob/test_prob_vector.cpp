// ProbVector: exact normalization, dice against brute-force enumeration, uniform, coin, the
// float tolerance, labels, and every error path.
#include <catch2/catch.hpp>

#include <cmath>
#include <functional>
#include <limits>
#include <map>

#include "core/errors.hpp"
#include "core/memory_guard.hpp"
#include "prob/prob_vector.hpp"

using alea::BigInt;
using alea::ProbEntry;
using alea::ProbVector;
using alea::Rational;

namespace {

// The distribution of the sum of n dice by walking all sides^n outcomes.
std::map<int, Rational> brute_force_dice(int n, int sides) {
  std::map<int, long> counts;
  long total = 0;
  std::function<void(int, int)> roll = [&](int left, int sum) {
    if (left == 0) {
      ++counts[sum];
      ++total;
      return;
    }
    for (int face = 1; face <= sides; ++face) roll(left - 1, sum + face);
  };
  roll(n, 0);
  std::map<int, Rational> p;
  for (auto& [sum, c] : counts) p[sum] = Rational(c, total);
  return p;
}

std::vector<ProbEntry> ints(std::initializer_list<long long> xs) {
  std::vector<ProbEntry> v;
  for (long long x : xs) v.push_back(ProbEntry::of(Rational(x)));
  return v;
}

Rational sum(const std::vector<Rational>& xs) {
  Rational s = 0;
  for (auto& x : xs) s += x;
  return s;
}

}  // namespace

TEST_CASE("prob_vector: integer weights normalize exactly to the two-dice vector", "[prob][prob_vector]") {
  ProbVector w = ProbVector::from_entries(ints({1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1}),
                                          std::vector<std::string>{"2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"});
  CHECK(w == ProbVector::dice(2, 6));
  // Without labels the same entries are labelled 1..11, so the vectors differ only there.
  ProbVector plain = ProbVector::from_entries(ints({1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1}));
  CHECK(plain.exact() == ProbVector::dice(2, 6).exact());
  CHECK(plain.labels().front() == "1");
  CHECK(plain.labels().back() == "11");
  CHECK(plain.exact()[5] == Rational(6, 36));
  CHECK(plain.values()[5] == 1.0 / 6.0);
}

TEST_CASE("prob_vector: exact entries summing to 1 are kept as given", "[prob][prob_vector]") {
  ProbVector p = ProbVector::from_exact({Rational(1, 3), Rational(1, 6), Rational(1, 2)});
  CHECK(p.exact() == std::vector<Rational>{Rational(1, 3), Rational(1, 6), Rational(1, 2)});
  CHECK(p.values() == std::vector<double>{1.0 / 3.0, 1.0 / 6.0, 0.5});
  CHECK(p.is_exact());
  CHECK(p.size() == 3);
  // Rat weights: 1/2 : 1/4 normalizes to 2/3 : 1/3; zero entries stay zero.
  ProbVector q = ProbVector::from_exact({Rational(1, 2), Rational(0), Rational(1, 4)});
  CHECK(q.exact() == std::vector<Rational>{Rational(2, 3), Rational(0), Rational(1, 3)});
}

TEST_CASE("prob_vector: dice agrees with brute-force enumeration", "[prob][prob_vector]") {
  for (int n = 1; n <= 4; ++n)
    for (int sides = 1; sides <= 6; ++sides) {
      INFO(n << " dice with " << sides << " sides");
      ProbVector d = ProbVector::dice(n, sides);
      auto expected = brute_force_dice(n, sides);
      REQUIRE(d.size() == static_cast<std::size_t>(n * (sides - 1) + 1));
      REQUIRE(d.size() == expected.size());
      CHECK(sum(d.exact()) == 1);
      for (std::size_t i = 0; i < d.size(); ++i) {
        int total = n + static_cast<int>(i);
        CHECK(d.labels()[i] == std::to_string(total));
        CHECK(d.exact()[i] == expected.at(total));
        CHECK(d.values()[i] == alea::to_double(expected.at(total)));
        // The distribution of the sum is symmetric about n(sides+1)/2.
        CHECK(d.exact()[i] == d.exact()[d.size() - 1 - i]);
      }
    }
}

TEST_CASE("prob_vector: dice(3, 6) values", "[prob][prob_vector]") {
  ProbVector d = ProbVector::dice(3, 6);
  CHECK(d.size() == 16);
  // Ways to roll s with three dice: 1 3 6 10 15 21 25 27 27 25 21 15 10 6 3 1 (of 216).
  const int ways[] = {1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1};
  for (int i = 0; i < 16; ++i) CHECK(d.exact()[i] == Rational(ways[i], 216));
  CHECK(d.exact()[d.index_of("10")] == Rational(1, 8));
  CHECK(d.labels().front() == "3");
  CHECK(d.labels().back() == "18");
}

TEST_CASE("prob_vector: large dice still sum to exactly 1", "[prob][prob_vector]") {
  ProbVector d = ProbVector::dice(30, 6);
  CHECK(d.size() == 151);
  CHECK(sum(d.exact()) == 1);
  // P(sum = 30) = 6^-30, P(sum = 31) = 30 * 6^-30.
  BigInt total = boost::multiprecision::pow(BigInt(6), 30);
  CHECK(d.exact()[0] == Rational(BigInt(1), total));
  CHECK(d.exact()[1] == Rational(BigInt(30), total));
}

TEST_CASE("prob_vector: uniform", "[prob][prob_vector]") {
  for (int k : {1, 2, 7, 100}) {
    ProbVector u = ProbVector::uniform(k);
    REQUIRE(u.size() == static_cast<std::size_t>(k));
    for (std::size_t i = 0; i < u.size(); ++i) {
      CHECK(u.exact()[i] == Rational(1, k));
      CHECK(u.labels()[i] == std::to_string(i + 1));
    }
  }
  CHECK(ProbVector::uniform(6) == ProbVector::dice(1, 6));
}

TEST_CASE("prob_vector: coin with exact and float p", "[prob][prob_vector]") {
  ProbVector c = ProbVector::coin(ProbEntry::of(Rational(1, 3)));
  CHECK(c.is_exact());
  CHECK(c.exact() == std::vector<Rational>{Rational(2, 3), Rational(1, 3)});
  CHECK(c.labels() == std::vector<std::string>{"0", "1"});
  ProbVector f = ProbVector::coin(ProbEntry::of(0.25));
  CHECK_FALSE(f.is_exact());
  CHECK(f.values() == std::vector<double>{0.75, 0.25});
  CHECK(f.exact() == std::vector<Rational>{Rational(3, 4), Rational(1, 4)});  // the floats' binary values (the float rule)
  CHECK(ProbVector::coin(ProbEntry::of(Rational(0))).exact() == std::vector<Rational>{1, 0});
  CHECK(ProbVector::coin(ProbEntry::of(Rational(1))).exact() == std::vector<Rational>{0, 1});
  CHECK(ProbVector::coin(ProbEntry::of(1.0)).values() == std::vector<double>{0.0, 1.0});
}

TEST_CASE("prob_vector: coin refuses p outside [0, 1]", "[prob][prob_vector]") {
  CHECK_THROWS_WITH(ProbVector::coin(ProbEntry::of(Rational(3, 2))), "p must lie in [0, 1], got 3/2");
  CHECK_THROWS_WITH(ProbVector::coin(ProbEntry::of(Rational(-1, 2))), "p must lie in [0, 1], got -1/2");
  CHECK_THROWS_WITH(ProbVector::coin(ProbEntry::of(1.5)), "p must lie in [0, 1], got 1.5");
  CHECK_THROWS_WITH(ProbVector::coin(ProbEntry::of(-0.25)), "p must lie in [0, 1], got -0.25");
  CHECK_THROWS_WITH(ProbVector::coin(ProbEntry::of(std::nan(""))), Catch::Contains("p must lie in [0, 1], got NaN"));
  CHECK_THROWS_AS(ProbVector::coin(ProbEntry::of(INFINITY)), alea::InvalidArgument);
}

TEST_CASE("prob_vector: float entries within the 1e-9 tolerance are kept, beyond it refused", "[prob][prob_vector]") {
  ProbVector p = ProbVector::from_doubles({0.1, 0.2, 0.7});  // sums to 1 only approximately
  CHECK(p.values() == std::vector<double>{0.1, 0.2, 0.7});
  CHECK_FALSE(p.is_exact());
  CHECK_NOTHROW(ProbVector::from_doubles({0.5, 0.5 + 0.9e-9}));
  CHECK_NOTHROW(ProbVector::from_doubles({0.5, 0.5 - 0.9e-9}));
  CHECK_THROWS_AS(ProbVector::from_doubles({0.5, 0.5 + 1.1e-9}), alea::InvalidArgument);
  CHECK_THROWS_AS(ProbVector::from_doubles({0.5, 0.5 - 1.1e-9}), alea::InvalidArgument);
  CHECK_THROWS_WITH(ProbVector::from_doubles({0.5, 0.6}), Catch::StartsWith("float entries sum to 1.1, not 1"));
  // Floats are never weights: {1.0, 1.0} is refused, not normalized.
  CHECK_THROWS_WITH(ProbVector::from_doubles({1.0, 1.0}), Catch::StartsWith("float entries sum to 2, not 1"));
  // One float entry makes the whole vector a float vector.
  ProbVector mixed = ProbVector::from_entries({ProbEntry::of(Rational(1, 2)), ProbEntry::of(0.5)});
  CHECK_FALSE(mixed.is_exact());
  CHECK(mixed.values() == std::vector<double>{0.5, 0.5});
}

TEST_CASE("prob_vector: every refused input names the offending entry", "[prob][prob_vector]") {
  using alea::InvalidArgument;
  CHECK_THROWS_WITH(ProbVector::from_entries(ints({1, -1, 2})), "entry 2 is negative (-1)");
  CHECK_THROWS_WITH(ProbVector::from_doubles({0.5, -0.25, 0.75}), "entry 2 is negative (-0.25)");
  CHECK_THROWS_WITH(ProbVector::from_doubles({0.5, std::nan("")}), "entry 2 is NaN");
  CHECK_THROWS_WITH(ProbVector::from_doubles({INFINITY, 0.5}), "entry 1 is infinite");
  CHECK_THROWS_WITH(ProbVector::from_doubles({0.5, 0.5, -INFINITY}), "entry 3 is infinite");
  CHECK_THROWS_WITH(ProbVector::from_entries(ints({0, 0, 0})), "all entries are zero");
  CHECK_THROWS_WITH(ProbVector::from_doubles({0.0, 0.0}), "all entries are zero");
  CHECK_THROWS_WITH(ProbVector::from_entries({}), "a probability vector needs at least one entry");
  CHECK_THROWS_WITH(ProbVector::from_doubles({}), "a probability vector needs at least one entry");
  CHECK_THROWS_WITH(ProbVector::from_entries(ints({1, 2, 3}), std::vector<std::string>{"a", "b"}), "got 2 labels for 3 entries");
  CHECK_THROWS_AS(ProbVector::from_exact({Rational(1)}, {"a", "b"}), InvalidArgument);
  CHECK_THROWS_WITH(ProbVector::dice(0, 6), "the number of dice must be at least 1, got 0");
  CHECK_THROWS_WITH(ProbVector::dice(2, 0), "the number of sides must be at least 1, got 0");
  CHECK_THROWS_WITH(ProbVector::uniform(0), "the number of outcomes must be at least 1, got 0");
  CHECK_THROWS_AS(ProbVector::uniform(-3), InvalidArgument);
  // Oversize work is refused up front by the memory guard.
  CHECK_THROWS_AS(ProbVector::dice(1000000, 1000000), alea::LimitExceeded);
}

TEST_CASE("prob_vector: labels and index_of", "[prob][prob_vector]") {
  ProbVector p = ProbVector::from_entries(ints({1, 1, 2}), std::vector<std::string>{"red", "green", "blue"});
  CHECK(p.labels() == std::vector<std::string>{"red", "green", "blue"});
  CHECK(p.index_of("red") == 0);
  CHECK(p.index_of("blue") == 2);
  CHECK(p.exact()[p.index_of("blue")] == Rational(1, 2));
  CHECK(p.index_of("purple") == -1);
  CHECK(p.index_of("") == -1);
  CHECK(ProbVector::dice(2, 6).index_of("2") == 0);
  CHECK(ProbVector::dice(2, 6).index_of("1") == -1);
}

TEST_CASE("prob_vector: to_string and equality", "[prob][prob_vector]") {
  CHECK(ProbVector::uniform(2).to_string() == "prob{1/2, 1/2}");
  CHECK(ProbVector::from_doubles({0.25, 0.75}).to_string() == "prob{0.25, 0.75}");
  CHECK(ProbVector::coin(ProbEntry::of(Rational(1, 2))).exact() == ProbVector::uniform(2).exact());
  // Same entries, different labels: not equal.
  CHECK_FALSE(ProbVector::coin(ProbEntry::of(Rational(1, 2))) == ProbVector::uniform(2));
  // Same values, exact versus float: not equal.
  CHECK_FALSE(ProbVector::from_doubles({0.5, 0.5}) == ProbVector::uniform(2));
}

TEST_CASE("prob_vector: float entries have exact entries too: their binary values over their exact sum", "[prob][prob_vector][issue31]") {
  // The float rule (issue 31): exact=true computes from the floats as stored.
  auto P = ProbVector::from_doubles({0.5, 0.25, 0.25});
  CHECK_FALSE(P.is_exact());
  CHECK(P.exact() == std::vector<Rational>{Rational(1, 2), Rational(1, 4), Rational(1, 4)});
  auto Q = ProbVector::from_doubles({0.1, 0.2, 0.7});
  Rational sum = 0;
  for (const auto& r : Q.exact()) sum += r;
  CHECK(sum == 1);
  const Rational b1 = alea::rational_from_double(Q[0]), b2 = alea::rational_from_double(Q[1]),
                 b3 = alea::rational_from_double(Q[2]);
  CHECK(Q.exact()[0] == b1 / (b1 + b2 + b3));
  CHECK(&Q.exact() == &Q.exact());  // built once
}
