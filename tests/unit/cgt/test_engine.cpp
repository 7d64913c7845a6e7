// The canonical engine against the definitions: comparison by play on literal forms, sums of
// literal forms, group laws, canonicity of every result, thermographs computed on forms.
#include <catch2/catch.hpp>

#include <random>

#include "cgt/game.hpp"
#include "cgt/parse.hpp"
#include "cgt/print.hpp"
#include "forms.hpp"

using namespace alea;
using namespace alea::cgt;
using namespace alea::cgt::test;

namespace {

// No dominated and no reversible options: the defining property of a canonical form.
bool is_canonical_form(const Game& g) {
  auto lo = g.left_options(), ro = g.right_options();
  for (std::size_t i = 0; i < lo.size(); ++i)
    for (std::size_t j = 0; j < lo.size(); ++j)
      if (i != j && lo[i] <= lo[j]) return false;
  for (std::size_t i = 0; i < ro.size(); ++i)
    for (std::size_t j = 0; j < ro.size(); ++j)
      if (i != j && ro[j] <= ro[i]) return false;
  for (const Game& gl : lo)
    for (const Game& glr : gl.right_options())
      if (glr <= g) return false;
  for (const Game& gr : ro)
    for (const Game& grl : gr.left_options())
      if (g <= grl) return false;
  return true;
}

std::size_t form_size(const FormPtr& f, std::size_t cap) {
  std::size_t n = 1;
  for (const auto& x : f->left) n += form_size(x, cap);
  for (const auto& x : f->right) n += form_size(x, cap);
  return std::min(n, cap);
}

}  // namespace

TEST_CASE("cgt engine: comparison by canonical forms agrees with comparison by play", "[cgt][property]") {
  std::mt19937 rng(20250113);
  auto pool = random_pool(rng, 120, 3);
  std::map<const Form*, Game> values;
  FormOrder order;
  std::size_t checked = 0;
  for (std::size_t i = 0; i < pool.size(); ++i)
    for (std::size_t j = 0; j < pool.size(); ++j) {
      Game gi = form_value(pool[i], values), gj = form_value(pool[j], values);
      bool by_play = order.leq(pool[i], pool[j]);
      REQUIRE((gi <= gj) == by_play);
      if (by_play && order.leq(pool[j], pool[i])) REQUIRE(gi == gj);
      ++checked;
    }
  CHECK(checked == 120 * 120);
  for (const auto& f : pool) CHECK(is_canonical_form(form_value(f, values)));
}

TEST_CASE("cgt engine: sums and negatives of literal forms", "[cgt][property]") {
  std::mt19937 rng(7);
  auto pool = random_pool(rng, 60, 2);
  std::vector<FormPtr> small;
  for (const auto& f : pool)
    if (form_size(f, 100) <= 12) small.push_back(f);
  REQUIRE(small.size() >= 15);
  std::map<const Form*, Game> values;
  std::vector<FormPtr> keep;  // forms made here must outlive the memo keyed by their address
  for (std::size_t i = 0; i < small.size(); ++i)
    for (std::size_t j = i; j < small.size(); ++j) {
      FormPtr s = form_sum(small[i], small[j]);
      keep.push_back(s);
      Game a = form_value(small[i], values), b = form_value(small[j], values);
      REQUIRE(form_value(s, values) == a + b);
    }
  for (const auto& f : small) {
    FormPtr n = form_neg(f);
    keep.push_back(n);
    CHECK(form_value(n, values) == -form_value(f, values));
  }
}

TEST_CASE("cgt engine: group laws on random canonical games", "[cgt][property]") {
  std::mt19937 rng(42);
  auto pool = random_pool(rng, 80, 3);
  std::map<const Form*, Game> values;
  std::vector<Game> games;
  for (const auto& f : pool) games.push_back(form_value(f, values));
  std::uniform_int_distribution<std::size_t> pick(0, games.size() - 1);
  for (int trial = 0; trial < 300; ++trial) {
    const Game& g = games[pick(rng)];
    const Game& h = games[pick(rng)];
    const Game& k = games[pick(rng)];
    REQUIRE(g + h == h + g);
    REQUIRE((g + h) + k == g + (h + k));
    REQUIRE(g - g == Game());
    REQUIRE(-(-g) == g);
    REQUIRE(g + Game() == g);
    REQUIRE(-(g + h) == -g - h);
    // Order is compatible with addition.
    if (g <= h) REQUIRE(g + k <= h + k);
    REQUIRE(is_canonical_form(g + h));
  }
}

TEST_CASE("cgt engine: thermographs on forms equal thermographs of canonical forms", "[cgt][property]") {
  std::mt19937 rng(99);
  auto pool = random_pool(rng, 150, 3);
  std::map<const Form*, Game> values;
  std::map<const Form*, Thermograph> thermos;
  for (const auto& f : pool) {
    Game g = form_value(f, values);
    const Thermograph& direct = form_thermograph(f, thermos);
    Thermograph canonical = g.thermograph();
    INFO(to_string(g) << "  direct " << direct.to_string() << " t=" << direct.temperature.to_string() << " n="
                      << direct.left.points().size() << direct.right.points().size() << "  canonical " << canonical.to_string()
                      << " t=" << canonical.temperature.to_string());
    REQUIRE(direct == canonical);
    // Stops by definition against the walls at t = 0.
    REQUIRE(g.left_stop() == canonical.left_stop());
    REQUIRE(g.right_stop() == canonical.right_stop());
    REQUIRE(g.mean() == canonical.mast);
    REQUIRE(g.temperature() == canonical.temperature);
  }
}

TEST_CASE("cgt engine: printing parses back to the same game", "[cgt][property]") {
  std::mt19937 rng(5);
  auto pool = random_pool(rng, 150, 3);
  std::map<const Form*, Game> values;
  for (const auto& f : pool) {
    Game g = form_value(f, values);
    auto p = print(g);
    REQUIRE_FALSE(p.cut);
    INFO(p.text);
    REQUIRE(parse_game(p.text) == g);
    REQUIRE(parse_game(print_shared(g).text.substr(0, print_shared(g).text.find("  where"))).id() != 0u + 0xFFFFFFFFu);
  }
}
