// The alloc surface (solitaire.hpp, head_to_head.hpp): invariants are checked once, by the
// constructors of ProbVector and Allocation, so every mode (exact, fast, recursion) accepts the
// same inputs and refuses the same ones with the same role; what they accept they agree on.
#include <catch2/catch.hpp>

#include <cmath>
#include <optional>
#include <random>
#include <string>

#include "alloc/allocation.hpp"
#include "alloc/head_to_head.hpp"
#include "alloc/solitaire.hpp"
#include "core/errors.hpp"

using namespace alea;
using namespace alea::alloc;

namespace {

const Mode kExact{true, Method::fast}, kFast{false, Method::fast}, kRecursion{false, Method::recursion};

// The role of the InvalidArgument f throws, or "" when it returns.
template <class F>
std::string role_of(F&& f) {
  try {
    f();
  } catch (const InvalidArgument& e) {
    return e.role.empty() ? "(none)" : e.role;
  }
  return "";
}

}  // namespace

TEST_CASE("surface: floats within the tolerance are one vector for every method", "[alloc][surface]") {
  // prob{0.5, 0.5000000001} used to be refused by the fast method (1e-12) and accepted by the
  // recursion (1e-9): the constructor now normalizes once.
  const auto P = ProbVector::from_doubles({0.5, 0.5000000001});
  CHECK(std::abs(P[0] + P[1] - 1) <= 2e-16);
  const Allocation x(P, {1, 1});
  const Quantity fast = expected_time(x, kFast), rec = expected_time(x, kRecursion);
  CHECK(std::abs(fast.value - rec.value) <= *fast.bound + 1e-14);
  CHECK(fast.value == Approx(3.0).epsilon(1e-8));
  // exact=true: the floats' binary values over their exact sum (the float rule, issue 31)
  const Quantity ex = expected_time(x, kExact);
  REQUIRE(ex.exact);
  CHECK(std::abs(to_double(*ex.exact) - rec.value) <= 1e-12);
  CHECK(role_of([] { ProbVector::from_doubles({0.5, 0.6}); }) == "weights");
}

TEST_CASE("surface: a token on a value of probability 0 is refused by the constructor", "[alloc][surface]") {
  // Fast WDL used to answer 1, 0, 0 where exact mode raised; no mode sees such an allocation now.
  const auto P = ProbVector::from_exact({Rational(1, 2), Rational(0), Rational(1, 2)});
  CHECK(role_of([&] { Allocation(P, {1, 1, 0}); }) == "counts");
  CHECK(role_of([&] { Allocation::parse(P, "2 3"); }) == "notation");
  const Allocation x(P, {1, 0, 1}), y(P, {2, 0, 0});
  for (const Mode& m : {kExact, kFast, kRecursion}) {
    CHECK(role_of([&] { wdl(x, y, Rules::original, m); }).empty());
    CHECK(role_of([&] { wdl(x, y, Rules::independent, m); }).empty());
  }
}

TEST_CASE("surface: the roles of the refusals", "[alloc][surface]") {
  const auto D = ProbVector::dice(2, 6);
  const Allocation x(D, {0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0});
  const Allocation other(ProbVector::uniform(11), {0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0});
  CHECK(role_of([&] { wdl(x, other, Rules::original, kFast); }) == "Y");
  CHECK(role_of([&] { favored(x, other, Rules::original, kFast); }) == "Y");
  CHECK(role_of([&] { duration(x, other, Rules::original, kExact); }) == "Y");
  CHECK(role_of([&] { Allocation(D, {1, 2}); }) == "counts");
  CHECK(role_of([&] { Allocation(D, {0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0}); }) == "counts");
  CHECK(role_of([&] { Allocation(D, Counts(11, INT64_MAX / 4)); }) == "counts");  // the total overflows
  CHECK(role_of([&] { Allocation::parse(D, "[6 7^2"); }) == "notation");
  CHECK(role_of([&] { Allocation::parse(D, "  "); }) == "notation");
  CHECK(role_of([&] { distribution(x, -1, 1e-12, kFast); }) == "n");
  CHECK(role_of([&] { distribution(x, std::nullopt, 0, kFast); }) == "tol");
  CHECK(role_of([&] { distribution(x, std::nullopt, 1e-12, kExact); }) == "exact");
  CHECK(role_of([&] { quantile(x, 1.5); }) == "q");
  CHECK(role_of([&] { simulate(x, x, 0, Rules::original, 1); }) == "n");
}

TEST_CASE("surface: on random inputs every mode accepts the same and agrees", "[alloc][surface][long]") {
  std::mt19937_64 rng(2026);
  int accepted = 0, refused = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const std::size_t n = 2 + rng() % 3;
    std::vector<Rational> w(n);
    for (auto& v : w) v = Rational(std::int64_t(rng() % 4));  // zeros happen
    if (std::all_of(w.begin(), w.end(), [](const Rational& v) { return v == 0; })) w[0] = 1;
    const auto P = ProbVector::from_exact(w);
    auto random_counts = [&] {
      Counts c(n + (rng() % 10 == 0 ? 1 : 0));
      for (auto& v : c) v = std::int64_t(rng() % 4) - (rng() % 12 == 0 ? 2 : 0);
      return c;
    };
    const Counts cx = random_counts(), cy = random_counts();
    const std::string rx = role_of([&] { Allocation(P, cx); }), ry = role_of([&] { Allocation(P, cy); });
    if (!rx.empty() || !ry.empty()) {
      ++refused;
      CHECK((rx.empty() || rx == "counts"));
      continue;
    }
    ++accepted;
    const Allocation x(P, cx), y(P, cy);
    const Quantity e = expected_time(x, kExact), f = expected_time(x, kFast), r = expected_time(x, kRecursion);
    CHECK(std::abs(f.value - e.value) <= *f.bound + 1e-12 * std::max(1.0, e.value));
    CHECK(std::abs(r.value - e.value) <= 1e-10 * std::max(1.0, e.value));
    for (Rules rules : {Rules::original, Rules::independent}) {
      const auto we = wdl(x, y, rules, kExact), wf = wdl(x, y, rules, kFast);
      CHECK(std::abs(wf.win.value - we.win.value) <= *wf.win.bound + 1e-12);
      CHECK(std::abs(wf.loss.value - we.loss.value) <= *wf.loss.bound + 1e-12);
      CHECK(favored(x, y, rules, kFast) == favored(x, y, rules, kExact));  // near ties decided exactly
    }
  }
  CHECK(accepted > 60);
  CHECK(refused > 20);
}
