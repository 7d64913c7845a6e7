// Misère quotients: misère Nim's (Plambeck's T2 for heaps up to 2: {1, a, b, ab, b^2, ab^2} with
// P = {a, b^2}), and every quotient's predictions against the outcomes of the sums' misère
// canonical forms (an independent method) on sums of up to five heaps.
#include <catch2/catch.hpp>

#include <random>

#include "cgt/misere.hpp"
#include "cgt/misere/quotient.hpp"
#include "error_role.hpp"

using namespace alea;
using namespace alea::cgt;
using namespace alea::cgt::misere;

namespace {

// The image of a sum of heaps in the quotient.
std::uint32_t image(const Quotient& q, const std::vector<std::uint64_t>& heaps) {
  std::uint32_t x = 0;
  for (auto h : heaps) x = q.table[x][q.heap_images[h]];
  return x;
}

std::vector<std::string> p_portion(const Quotient& q) {
  std::vector<std::string> out;
  for (std::uint32_t x = 0; x < q.order(); ++x)
    if (q.p_positions[x]) out.push_back(q.elements[x]);
  return out;
}

}  // namespace

TEST_CASE("misere quotient: misere Nim's small quotients", "[cgt][misere][quotient]") {
  auto nim = impartial::take_and_break("0.[3]");
  const Quotient q1 = misere_quotient(*nim, 1), q2 = misere_quotient(*nim, 2), q3 = misere_quotient(*nim, 3),
                 q4 = misere_quotient(*nim, 4);
  CHECK(q1.order() == 2);  // Z2 = {1, a}, P = {a}
  CHECK(p_portion(q1) == std::vector<std::string>{"1"});
  CHECK(q2.order() == 6);  // T2
  CHECK(p_portion(q2) == std::vector<std::string>{"1", "2+2"});
  CHECK(q3.order() == 6);  // *3 = *2 + *1 in misère play: nothing new
  CHECK(q4.order() == 10);  // 2^3 + 2, as Siegel's classification of |P| = 2 quotients allows
  CHECK(p_portion(q4).size() == 2);
}

TEST_CASE("misere quotient: predictions agree with canonical forms", "[cgt][misere][quotient]") {
  std::mt19937_64 rng(2026);
  for (const auto& [code, heaps, order] : {std::tuple{"0.77", 5, 12}, std::tuple{"0.07", 8, 6}, std::tuple{"4!.0", 7, 6}}) {
    INFO(code << " heaps up to " << heaps);
    auto h = impartial::take_and_break(code);
    const Quotient q = misere_quotient(*h, heaps);
    CHECK(q.order() == static_cast<std::uint32_t>(order));
    for (int trial = 0; trial < 300; ++trial) {
      std::vector<std::uint64_t> sum;
      const int k = 1 + static_cast<int>(rng() % 5);
      for (int j = 0; j < k; ++j) sum.push_back(1 + rng() % static_cast<std::uint64_t>(heaps));
      CHECK(q.p_positions[image(q, sum)] == heap_form(*h, sum).is_p_position());
    }
  }
}

TEST_CASE("misere quotient: arguments", "[cgt][misere][quotient][errors]") {
  CHECK(alea::test::error_role([] { misere_quotient(*impartial::take_and_break("0.77"), 0); }) == "n");
  CHECK(alea::test::error_role([] { misere_quotient(*impartial::spawning("1-3"), 4); }) == "H");
  CHECK(alea::test::error_role([] { misere_quotient(*impartial::take_and_break("80.0"), 4); }) == "H");
}
