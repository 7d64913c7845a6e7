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

}  // namespace alea::seed
