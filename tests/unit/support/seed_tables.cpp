#include "seed_tables.hpp"

#include "seed_csv.hpp"

namespace alea::seed {
namespace {

std::vector<MinimalRow> minimal_rows(const std::string& name) {
  const auto t = alea::test::seed_table("alloc", name);
  std::vector<MinimalRow> rows;
  for (std::size_t r = 0; r < t.rows.size(); ++r)
    rows.push_back({std::stoll(t.at(r, "t")), alea::test::parse_counts(t.at(r, "allocation")), std::stod(t.at(r, "e"))});
  return rows;
}

}  // namespace

const std::vector<std::pair<std::vector<std::int64_t>, double>>& fluet_figure8() {
  static const auto rows = [] {
    std::vector<std::pair<std::vector<std::int64_t>, double>> out;
    for (auto& r : minimal_rows("fluet_figure8")) out.emplace_back(r.x, r.e);
    return out;
  }();
  return rows;
}

const std::vector<MinimalRow>& fluet_figure9() {
  static const auto rows = minimal_rows("fluet_figure9");
  return rows;
}

const std::vector<MinimalRow>& fluet_figure10() {
  static const auto rows = minimal_rows("fluet_figure10");
  return rows;
}

const std::vector<MinimalRow>& fluet_figure11() {
  static const auto rows = minimal_rows("fluet_figure11");
  return rows;
}

const std::vector<MultinomialRow>& bramhall_multinomial() {
  static const auto rows = [] {
    const auto t = alea::test::seed_table("alloc", "bramhall_multinomial");
    std::vector<MultinomialRow> out;
    for (std::size_t r = 0; r < t.rows.size(); ++r) {
      const std::string& p = t.at(r, "printed");
      out.push_back({std::stoll(t.at(r, "t")), t.at(r, "strategy"), p.empty() ? 0.0 : std::stod(p)});
    }
    return out;
  }();
  return rows;
}

}  // namespace alea::seed
