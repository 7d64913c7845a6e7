#pragma once
// Fluet's and Bramhall's printed tables, read from scripts/alloc/seed/*.csv (seed_csv.hpp), in
// the shapes the alloc tests use.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace alea::seed {

// Fluet, Figure 8: the minimal allocations on two dice (values 2..12) and their printed E(X*).
const std::vector<std::pair<std::vector<std::int64_t>, double>>& fluet_figure8();

// A printed row of minimal allocations: t, X*, E(X*) (Fluet Figures 9, 10, 11).
struct MinimalRow {
  std::int64_t t;
  std::vector<std::int64_t> x;
  double e;
};
const std::vector<MinimalRow>& fluet_figure9();   // P = (2/3, 1/3)
const std::vector<MinimalRow>& fluet_figure10();  // P = (3/6, 2/6, 1/6)
const std::vector<MinimalRow>& fluet_figure11();  // P = (.4, .3, .2, .1)

// Bramhall, the multinomial table (two dice, labels 2..12): tokens, strategy in his notation,
// printed probability (0 where a tie row prints none). Rows are as printed; the corrections
// (docs/alloc.md, Errata) are applied by the tests that read them.
struct MultinomialRow {
  std::int64_t t;
  std::string strategy;
  double printed;
};
const std::vector<MultinomialRow>& bramhall_multinomial();

}  // namespace alea::seed
