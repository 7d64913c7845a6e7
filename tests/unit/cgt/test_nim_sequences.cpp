// Nim sequences of heap games: the published values (Winning Ways ch. 4 through OEIS, CGSuite's
// GameHeapTest, Flammenkamp's rare values of Grundy's game), and the fast engine against the
// definition (the mex over every option listed by the code) on many codes.
#include <catch2/catch.hpp>

#include <set>

#include "cgt/impartial.hpp"
#include "cgt/impartial/take_and_break.hpp"
#include "core/errors.hpp"

using namespace alea;
using namespace alea::cgt::impartial;

namespace {

// G(0 .. n) by the definition: the mex of the XORs of every option's heaps.
std::vector<std::uint64_t> by_definition(const HeapRuleset& h, std::uint64_t n) {
  std::vector<std::uint64_t> g;
  for (std::uint64_t m = 0; m <= n; ++m) {
    std::set<std::uint64_t> seen;
    h.for_each_option(m, [&](std::span<const std::uint64_t> heaps) {
      std::uint64_t x = 0;
      for (auto p : heaps) x ^= g[p];
      seen.insert(x);
      return true;
    });
    std::uint64_t v = 0;
    while (seen.count(v)) ++v;
    g.push_back(v);
  }
  return g;
}

std::vector<std::uint64_t> tail(std::vector<std::uint64_t> v, std::size_t from) { return {v.begin() + from, v.end()}; }

}  // namespace

TEST_CASE("nim sequences: Kayles, Dawson's chess and Grundy's game as Winning Ways and OEIS print them", "[cgt][nim]") {
  // OEIS A002186 (Winning Ways p. 91): Kayles, heaps 0 .. 104.
  const std::vector<std::uint64_t> kayles = {
      0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6,
      7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8,
      6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1};
  CHECK(nim_sequence(*take_and_break("0.77"), 104) == kayles);
  // OEIS A002187 (Winning Ways pp. 89, 102): Dawson's chess 0.137, heaps 0 .. 131; Dawson's
  // Kayles 0.07 is the same shifted by one heap.
  const std::vector<std::uint64_t> dawson = {
      0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4,
      0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4,
      8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4,
      8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4};
  CHECK(nim_sequence(*take_and_break("0.137"), dawson.size() - 1) == dawson);
  CHECK(tail(nim_sequence(*take_and_break("0.07"), dawson.size()), 1) == dawson);
  // OEIS A002188 (Guy and Smith 1956, Table 4): Grundy's game, heaps 0 .. 104.
  const std::vector<std::uint64_t> grundy = {
      0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4, 1,
      2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2, 4, 3, 2, 4, 3, 2,
      4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3};
  CHECK(nim_sequence(*take_and_break("4!.0"), 104) == grundy);
}

TEST_CASE("nim sequences: Flammenkamp's rare values of Grundy's game up to heap 231", "[cgt][nim]") {
  // Flammenkamp, "Sprague-Grundy values of Grundy's game": with the mask 011...1 (every bit but the
  // lowest), a value is rare when its masked bits have even parity; the rare values to 231.
  const std::vector<std::pair<std::uint64_t, std::uint64_t>> rare = {
      {0, 0},    {1, 0},    {2, 0},    {3, 1},    {4, 0},    {6, 1},    {7, 0},    {9, 1},    {10, 0},
      {12, 1},   {15, 1},   {20, 0},   {23, 0},   {26, 0},   {28, 1},   {31, 1},   {34, 1},   {37, 1},
      {40, 1},   {43, 1},   {46, 1},   {49, 1},   {50, 0},   {52, 1},   {53, 0},   {55, 1},   {58, 1},
      {61, 1},   {87, 7},   {90, 7},   {93, 7},   {146, 6},  {149, 6},  {152, 6},  {158, 11}, {161, 11},
      {164, 11}, {167, 11}, {176, 7},  {179, 7},  {181, 12}, {182, 7},  {185, 7},  {188, 7},  {190, 12},
      {193, 12}, {196, 10}, {231, 10}};
  const auto g = nim_sequence(*take_and_break("4!.0"), 231);
  std::vector<std::pair<std::uint64_t, std::uint64_t>> found;
  for (std::uint64_t n = 0; n <= 231; ++n)
    if ((std::popcount(g[n] & ~std::uint64_t{1}) & 1) == 0) found.emplace_back(n, g[n]);
  CHECK(found == rare);
}

TEST_CASE("nim sequences: rare values of Grundy's game and 0.6 as tczajka/octal-games counts them", "[cgt][nim]") {
  // UnsolvedGames.md (to 2^21): Grundy's game, mask fe, 1274 rare values, the last at 82860; .6,
  // mask 1ee, 1584 rare values, the last at 20627. Both lasts are below 10^5.
#ifndef ALEA_SANITIZED
  struct Case {
    const char* code;
    std::uint64_t mask, rare, last;
  };
  for (const Case& c : {Case{"4!.0", 0xfe, 1274, 82860}, Case{"0.6", 0x1ee, 1584, 20627}}) {
    INFO(c.code);
    const auto g = nim_sequence(*take_and_break(c.code), 100000, SequenceMethod::direct);
    std::uint64_t rare = 0, last = 0;
    for (std::uint64_t n = 0; n < g.size(); ++n)
      if ((std::popcount(g[n] & c.mask) & 1) == 0) ++rare, last = n;
    CHECK(rare == c.rare);
    CHECK(last == c.last);
  }
#endif
}

TEST_CASE("nim sequences: CGSuite's heap games (GameHeapTest), values and option counts", "[cgt][nim]") {
  struct Case {
    std::shared_ptr<HeapRuleset> h;
    std::uint64_t options_of_20;
    std::vector<std::uint64_t> values;  // heaps 1 .. 20
  };
  const Case cases[] = {
      {take_and_break("0.[3]"), 20, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20}},
      {take_and_break("4!.0"), 9, {0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0}},
      {take_and_break("0.77"), 20, {1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1}},
      {take_and_break("0.07"), 10, {0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3}},
      {subtraction({2, 3, 7}, false), 3, {0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0}},
      {subtraction({2, 3, 7}, true), 17, {1, 0, 1, 2, 3, 2, 3, 4, 5, 4, 5, 6, 7, 6, 7, 8, 9, 8, 9, 10}},
      {take_and_break("0.3F"), 38, {1, 2, 0, 1, 2, 3, 4, 5, 3, 4, 5, 6, 7, 8, 6, 7, 8, 9, 10, 11}},
      {spawning("1-3"), 191, {1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38}},
      {spawning("1-9"), 169766, {1, 2, 4, 8, 16, 32, 64, 128, 256, 511, 512, 1024, 2048, 4096, 7711, 8192, 16384, 26215, 32768, 43691}},
      {spawning("3"), 171, {0, 0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35}},
      {spawning("1+C"), 20, {1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4}},
      {spawning("1-3C(5)"), 11, {1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8}},
      {spawning("3C(5)"), 6, {0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4}},
      {spawning("1-5C"), 5, {1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4}},
      {spawning("3E"), 9, {0, 0, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 0, 0, 1, 2, 2, 1, 4, 4}},
      {spawning("4FS"), 9, {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3}},
      {spawning("1+S"), 2046, {1, 2, 4, 3, 6, 7, 8, 16, 18, 25, 32, 11, 64, 31, 128, 10, 256, 5, 512, 28}},
  };
  for (const auto& c : cases) {
    INFO(c.h->to_string());
    CHECK(heap_options(*c.h, 20).size() == c.options_of_20);
    CHECK(tail(nim_sequence(*c.h, 20), 1) == c.values);
    CHECK(nim_value(*c.h, 0) == 0);
  }
}

TEST_CASE("nim sequences: the engine against the definition on many codes", "[cgt][nim]") {
  std::vector<std::string> codes;
  for (int a = 0; a < 8; ++a)
    for (int b = 0; b < 8; ++b)
      if (a || b) codes.push_back("0." + std::to_string(a) + std::to_string(b));
  for (const char* c : {"4.7", "4.07", "0.137", "0.165", "0.[7]", "0.[37]", "0.7[03]", "0.3F", "0.3F!", "0.3F?", "8!.0",
                        "0.*3", "0.{2,3?+}", "4?.0", "0.4=", "{2+}=.0", "80.0", "0.{0,1,3+}", "0.[2]", "0.3[1]", "0.9",
                        "0.6!", "0.G", "0.[{0+}=]"})
    codes.push_back(c);
  for (const auto& code : codes) {
    INFO(code);
    const std::uint64_t n = code.find_first_of("*+FG89") != std::string::npos ? 60 : 300;
    auto h = take_and_break(code);
    const auto want = by_definition(*h, n);
    CHECK(nim_sequence(*h, n, SequenceMethod::direct) == want);
    for (auto method : {SplitMethod::naive, SplitMethod::sparse})
      CHECK(nim_sequence(*take_and_break(code, method), n, SequenceMethod::direct) == want);
  }
}

TEST_CASE("nim sequences: sparse and naive splits agree on long runs", "[cgt][nim]") {
#ifdef ALEA_SANITIZED
  const std::uint64_t n = 1500;
#else
  const std::uint64_t n = 8000;
#endif
  for (const char* code : {"0.6", "0.14", "0.16", "4!.0", "0.76", "0.066", "0.4"}) {
    INFO(code);
    auto naive = take_and_break(code, SplitMethod::naive);
    auto sparse = take_and_break(code, SplitMethod::sparse);
    CHECK(nim_sequence(*naive, n, SequenceMethod::direct) == nim_sequence(*sparse, n, SequenceMethod::direct));
  }
}

TEST_CASE("nim sequences: sums are XORs, and a heap of 10^12 by its period or refused", "[cgt][nim]") {
  auto kayles = take_and_break("0.77");
  CHECK(nim_value(*kayles, {3, 5, 7}) == (3u ^ 4u ^ 2u));
  // Period 12 from heap 71 (proved by the octal periodicity theorem on the way).
  const std::uint64_t big = 1000000000000ull;
  CHECK(nim_value(*kayles, big) == nim_value(*kayles, 71 + (big - 71) % 12));
  CHECK(kayles->known() < 5000000);  // not tabulated
  auto grundy = take_and_break("4!.0");
  CHECK_THROWS_AS(nim_value(*grundy, big), LimitExceeded);
  CHECK_THROWS_AS(nim_sequence(*grundy, big), LimitExceeded);
}
