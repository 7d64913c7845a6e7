#pragma once
// Helpers shared by the emperor tests (test_emperor.cpp, test_find_emperor.cpp,
// test_emperor_prune.cpp): random exact games, and two checks' results compared field by field.
#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

#include "alloc/emperor/check.hpp"
#include "core/rational.hpp"
#include "prob/prob_vector.hpp"

namespace alea::alloc::testing {

// A random exact P on n values: integer weights 1..9 over their sum (equal weights make classes).
inline ProbVector random_p(std::mt19937_64& rng, std::size_t n) {
  std::vector<std::int64_t> w(n);
  std::int64_t sum = 0;
  for (auto& v : w) sum += v = std::int64_t(rng() % 9) + 1;
  std::vector<Rational> e;
  for (auto v : w) e.emplace_back(v, sum);
  return ProbVector::from_exact(e);
}

// The same verdict, counts, rivals (bit for bit) and first beater.
inline void same_result(const emperor::Result& a, const emperor::Result& b) {
  CHECK(a.emperor == b.emperor);
  CHECK(a.complete == b.complete);
  CHECK(a.checked == b.checked);
  CHECK(a.rechecked == b.rechecked);
  CHECK(a.trivial_ties == b.trivial_ties);
  CHECK(a.undecided.size() == b.undecided.size());
  REQUIRE(a.rivals.size() == b.rivals.size());
  for (std::size_t i = 0; i < a.rivals.size(); ++i) {
    CHECK(a.rivals[i].rank == b.rivals[i].rank);
    CHECK(a.rivals[i].y == b.rivals[i].y);
    CHECK(a.rivals[i].wdl.win == b.rivals[i].wdl.win);
    CHECK(a.rivals[i].wdl.loss == b.rivals[i].wdl.loss);
  }
  REQUIRE(a.beaten_by.has_value() == b.beaten_by.has_value());
  if (a.beaten_by) CHECK(a.beaten_by->rank == b.beaten_by->rank);
}

}  // namespace alea::alloc::testing
