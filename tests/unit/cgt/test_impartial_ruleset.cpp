// Impartial rulesets (impartial_ruleset.hpp): Kayles given by its rule, valued with and without
// the split into parts, against the take-and-break engine (Winning Ways ch. 4's Kayles, 0.77) and
// against the Sprague-Grundy theorem itself (a sum valued as one game equals the XOR); misère
// forms against heap_form; the errors of rules that are not short.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "cgt/impartial_ruleset.hpp"
#include "core/progress.hpp"
#include "error_role.hpp"

using namespace alea;
using namespace alea::cgt;
using Handle = ImpartialRuleset::Handle;

namespace {

// Positions are rows of Kayles pins (sorted heap sizes, zeros dropped), kept by handle.
struct Rows {
  std::vector<std::vector<std::uint64_t>> rows{{}};  // handle 0 unused
  int moves_of_sums = 0;                              // moves asked of positions of several rows
  Handle add(std::vector<std::uint64_t> r) {
    r.erase(std::remove(r.begin(), r.end(), 0), r.end());
    std::sort(r.begin(), r.end());
    rows.push_back(std::move(r));
    return rows.size() - 1;
  }
  std::string key(Handle h) const {
    std::string k;
    for (auto x : rows[h]) k += std::to_string(x) + ",";
    return k;
  }
  // Kayles: knock down one pin or two adjacent ones, from any row.
  std::vector<Handle> moves(Handle h) {
    std::vector<Handle> out;
    const std::vector<std::uint64_t> r = rows[h];
    moves_of_sums += r.size() > 1;
    for (std::size_t i = 0; i < r.size(); ++i)
      for (std::uint64_t take = 1; take <= 2 && take <= r[i]; ++take)
        for (std::uint64_t a = 0; a + take <= r[i]; ++a) {
          std::vector<std::uint64_t> next = r;
          next[i] = a;
          next.push_back(r[i] - take - a);
          out.push_back(add(next));
        }
    return out;
  }
};

ImpartialRuleset kayles(Rows& rows, bool with_parts) {
  ImpartialRuleset::Callbacks cb;
  cb.moves = [&rows](Handle h) { return rows.moves(h); };
  if (with_parts)
    cb.parts = [&rows](Handle h) -> std::optional<std::vector<Handle>> {
      if (rows.rows[h].size() <= 1) return std::nullopt;
      std::vector<Handle> parts;
      for (auto x : std::vector<std::uint64_t>(rows.rows[h])) parts.push_back(rows.add({x}));
      return parts;
    };
  cb.key = [&rows](Handle h) { return rows.key(h); };
  return ImpartialRuleset(cb);
}

}  // namespace

TEST_CASE("impartial ruleset: Kayles by its rule, split into parts, against 0.77", "[cgt][impartial][ruleset]") {
  Rows rows;
  ImpartialRuleset k = kayles(rows, true);
  auto engine = impartial::take_and_break("0.77");
  const auto seq = impartial::nim_sequence(*engine, 40);
  for (std::uint64_t n = 0; n <= 40; ++n) CHECK(k.nim_value(rows.add({n})) == seq[n]);
  // Sums: the XOR of the parts' values (the heaps are valued once each, never as a sum's tree).
  for (std::uint64_t a = 0; a <= 20; a += 3)
    for (std::uint64_t b = 0; b <= 20; b += 4)
      CHECK(k.nim_value(rows.add({a, b, 7})) == (seq[a] ^ seq[b] ^ seq[7]));
  CHECK(rows.moves_of_sums == 0);  // no sum's game tree was walked
}

TEST_CASE("impartial ruleset: sums valued as whole games agree with the XOR (Sprague-Grundy)", "[cgt][impartial][ruleset]") {
  Rows rows;
  ImpartialRuleset whole = kayles(rows, false);
  auto engine = impartial::take_and_break("0.77");
  const auto seq = impartial::nim_sequence(*engine, 8);
  for (std::uint64_t a = 0; a <= 8; ++a)
    for (std::uint64_t b = a; b <= 8; ++b) CHECK(whole.nim_value(rows.add({a, b})) == (seq[a] ^ seq[b]));
}

TEST_CASE("impartial ruleset: misère forms with and without parts against heap_form", "[cgt][impartial][ruleset][misere]") {
  Rows rows;
  ImpartialRuleset split = kayles(rows, true), whole = kayles(rows, false);
  auto engine = impartial::take_and_break("0.77");
  for (std::uint64_t n = 0; n <= 12; ++n) CHECK(split.misere(rows.add({n})) == misere::heap_form(*engine, n));
  for (std::uint64_t a = 1; a <= 5; ++a)
    for (std::uint64_t b = a; b <= 5; ++b) {
      const auto expected = misere::heap_form(*engine, std::vector<std::uint64_t>{a, b});
      CHECK(split.misere(rows.add({a, b})) == expected);
      CHECK(whole.misere(rows.add({a, b})) == expected);  // the sum's own tree, simplified
    }
  // Kayles' genus at heap 5 (Winning Ways ch. 13): 4^146.
  CHECK(split.misere(rows.add({5})).genus_text() == "4^146");
}

TEST_CASE("impartial ruleset: progress, memo, and the errors of rules that are not short", "[cgt][impartial][ruleset][errors]") {
  Rows rows;
  ImpartialRuleset k = kayles(rows, true);
  ProgressLog log;
  k.nim_value(rows.add({30}));
  REQUIRE(log.started("impartial game tree: positions solved").size() == 1);
  CHECK(log.most_done("impartial game tree") == k.positions_known());  // heaps 0 .. 30 and the sums they leave
  k.clear();
  CHECK(k.positions_known() == 0);

  ImpartialRuleset::Callbacks loop;
  loop.moves = [](Handle n) { return std::vector<Handle>{(n + 1) % 3}; };
  loop.key = [](Handle n) { return std::to_string(n); };
  loop.describe = [](Handle n) { return std::string(1, 'p').append(std::to_string(n)); };  // not "p" + s: GCC 12 warns falsely
  ImpartialRuleset cyclic(loop);
  CHECK(alea::test::error_role([&] { cyclic.nim_value(0); }) == "moves");
  CHECK_THROWS_WITH(cyclic.nim_value(0), Catch::Contains("not short") && Catch::Contains("p0 -> p1 -> p2 -> p0"));

  ImpartialRuleset::Callbacks self_part = loop;
  self_part.moves = [](Handle) { return std::vector<Handle>{}; };
  self_part.parts = [](Handle n) -> std::optional<std::vector<Handle>> {
    if (n == 0) return std::nullopt;
    return std::vector<Handle>{n, n - 1};
  };
  ImpartialRuleset selfish(self_part);
  CHECK(alea::test::error_role([&] { selfish.nim_value(2); }) == "parts");
  // One part with the position's own key is the position itself: not a sum, not a cycle.
  self_part.parts = [](Handle n) -> std::optional<std::vector<Handle>> { return std::vector<Handle>{n}; };
  CHECK(ImpartialRuleset(self_part).nim_value(4) == 0);

  // A rule that throws: the exception passes through, the memo keeps what was finished.
  ImpartialRuleset::Callbacks failing = loop;
  failing.moves = [](Handle n) {
    if (n == 7) throw std::runtime_error("the rule failed at 7");
    return n == 0 ? std::vector<Handle>{} : std::vector<Handle>{n - 1};
  };
  ImpartialRuleset f(failing);
  CHECK(f.nim_value(6) == 0);
  CHECK_THROWS_WITH(f.nim_value(9), "the rule failed at 7");
  CHECK(f.nim_value(5) == 1);
  CHECK_THROWS_AS(ImpartialRuleset(ImpartialRuleset::Callbacks{}), InvalidArgument);
}
