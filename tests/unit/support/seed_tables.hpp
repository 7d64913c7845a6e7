#pragma once
// Tables printed in the seeds, shared by the exact and fast tests so each number is typed once.
#include <cstdint>
#include <utility>
#include <vector>

namespace alea::seed {

// Fluet, Figure 8: the minimal allocations on two dice (values 2..12) and their printed E(X*).
inline const std::vector<std::pair<std::vector<std::int64_t>, double>>& fluet_figure8() {
  static const std::vector<std::pair<std::vector<std::int64_t>, double>> rows = {
      {{0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0}, 6.000},  {{0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0}, 9.927},
      {{0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0}, 12.505}, {{0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0}, 15.476},
      {{0, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0}, 17.768}, {{0, 0, 0, 1, 1, 2, 1, 1, 0, 0, 0}, 19.762},
      {{0, 0, 0, 1, 2, 2, 1, 1, 0, 0, 0}, 22.279}, {{0, 0, 0, 1, 2, 2, 2, 1, 0, 0, 0}, 24.306},
      {{0, 0, 1, 1, 2, 2, 2, 1, 0, 0, 0}, 26.430}, {{0, 0, 1, 1, 2, 3, 2, 1, 0, 0, 0}, 28.267},
      {{0, 0, 1, 1, 2, 3, 2, 1, 1, 0, 0}, 29.865}, {{0, 0, 1, 2, 2, 3, 2, 1, 1, 0, 0}, 31.922},
      {{0, 0, 1, 2, 2, 3, 2, 2, 1, 0, 0}, 33.700}, {{0, 0, 1, 2, 4, 5, 3, 2, 1, 0, 0}, 42.665},
      {{0, 1, 2, 3, 4, 5, 4, 3, 2, 0, 0}, 52.139}, {{0, 1, 2, 4, 5, 7, 5, 3, 2, 1, 0}, 60.772},
      {{0, 1, 3, 4, 6, 8, 6, 4, 3, 1, 0}, 69.569}};
  return rows;
}

// A printed row of minimal allocations: t, X*, E(X*) (Fluet Figures 9, 10, 11).
struct MinimalRow {
  std::int64_t t;
  std::vector<std::int64_t> x;
  double e;
};

// Fluet, Figure 9: P = (2/3, 1/3).
inline const std::vector<MinimalRow>& fluet_figure9() {
  static const std::vector<MinimalRow> rows = {
      {1, {1, 0}, 1.500},        {2, {2, 0}, 3.000},        {3, {2, 1}, 4.333},         {4, {3, 1}, 5.389},
      {5, {4, 1}, 6.593},        {6, {5, 1}, 7.895},        {7, {5, 2}, 8.949},         {8, {6, 2}, 10.053},
      {9, {7, 2}, 11.261},       {300, {204, 96}, 313.325}, {600, {405, 195}, 618.844}, {900, {606, 294}, 923.093},
      {1200, {807, 393}, 1226.673}};
  return rows;
}

// Fluet, Figure 10: P = (3/6, 2/6, 1/6).
inline const std::vector<MinimalRow>& fluet_figure10() {
  static const std::vector<MinimalRow> rows = {
      {1, {1, 0, 0}, 2.000},   {2, {1, 1, 0}, 3.800},   {3, {2, 1, 0}, 5.080},   {4, {3, 1, 0}, 6.648},
      {5, {3, 2, 0}, 8.074},   {6, {4, 2, 0}, 9.400},   {7, {4, 2, 1}, 10.923},  {8, {5, 2, 1}, 12.149},
      {9, {5, 3, 1}, 13.207},  {10, {6, 3, 1}, 14.387}, {11, {6, 4, 1}, 15.684}, {12, {7, 4, 1}, 16.802},
      {13, {8, 4, 1}, 18.104}, {14, {8, 5, 1}, 19.342}, {15, {9, 5, 1}, 20.568}};
  return rows;
}

// Fluet, Figure 11: P = (.4, .3, .2, .1).
inline const std::vector<MinimalRow>& fluet_figure11() {
  static const std::vector<MinimalRow> rows = {
      {1, {1, 0, 0, 0}, 2.500},   {2, {1, 1, 0, 0}, 4.405},   {3, {2, 1, 0, 0}, 6.088},   {4, {2, 1, 1, 0}, 7.916},
      {5, {3, 1, 1, 0}, 9.428},   {6, {3, 2, 1, 0}, 10.569},  {7, {4, 2, 1, 0}, 12.079},  {8, {4, 3, 1, 0}, 13.519},
      {9, {5, 3, 1, 0}, 14.979},  {10, {5, 3, 2, 0}, 16.327}, {11, {5, 4, 2, 0}, 17.724}, {12, {6, 4, 2, 0}, 18.923},
      {13, {7, 4, 2, 0}, 20.395}, {14, {7, 5, 2, 0}, 21.739}, {15, {7, 5, 3, 0}, 23.057}};
  return rows;
}

// Bramhall, the multinomial table (two dice, labels 2..12): tokens, strategy in his notation,
// printed probability (0 where a tie row prints none). Rows are as printed; the corrections
// (docs/alloc.md, Errata) are applied by the tests that read them.
struct MultinomialRow {
  std::int64_t t;
  const char* strategy;
  double printed;
};

inline const std::vector<MultinomialRow>& bramhall_multinomial() {
  static const std::vector<MultinomialRow> rows = {
      {1, "7", .1667},
      {2, "6 7", .0463},
      {3, "6 7 8", .0193},
      {4, "5 6 7 8", .0086},
      {5, "5 6 7 8 9", .0048},
      {6, "5 6 7^2 8 9", .0024},
      {6, "4 5 6 7 8 9", 0},
      {7, "4 5 6 7^2 8 9", .0014},
      {8, "4 5 6 7^2 8 9 10", .00092614},
      {9, "4 5 6^2 7^2 8 9 10", .00057884},
      {10, "4 5 6^2 7^2 8^2 9 10", .00040917},
      {11, "3 4 5 6^2 7^2 8 9 10", .00024565},
      {11, "3 4 5 6^2 7^2 8^2 9 10", 0},
      {11, "4 5^2 6^2 7^2 8^2 9 10", 0},
      {11, "4 5 6^2 7^3 8^2 9 10", 0},
      {12, "3 4 5 6^2 7^2 8 9 10 11", .00016377},
      {12, "3 4 5^2 6^2 7^2 8^2 9 10", 0},
      {12, "3 4 5 6^2 7^3 8^2 9 10", 0},
      {12, "3 4 5 6^2 7^2 8^2 9^2 10", 0}};
  return rows;
}

}  // namespace alea::seed
