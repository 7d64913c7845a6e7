// Game graphs: Definition 2's checks with the input and vertex at fault, the implicit explorer
// over callbacks (errors, limits, Ctrl-C), and the memory guard.
#include <catch2/catch.hpp>

#include "core/errors.hpp"
#include "core/memory_guard.hpp"
#include "delayed_interrupt.hpp"
#include "graph/builtin.hpp"
#include "graph/random_turn.hpp"
#include "graph/rules.hpp"
#include "support.hpp"

using namespace alea;
using namespace alea::graph;

namespace {

// The role and message of the InvalidArgument thrown by f.
template <class F>
std::pair<std::string, std::string> invalid(F&& f) {
  try {
    f();
  } catch (const InvalidArgument& e) {
    return {e.role, e.what()};
  }
  FAIL("no InvalidArgument");
  return {};
}

GameSpec path3() {  // 1 -> 2 -> 3 (terminal), vertices numbered from 0 here
  GameSpec s;
  s.n = 3;
  s.edges = {{0, 1}, {1, 2}};
  s.terminals = {{2, Rational(1)}};
  return s;
}

}  // namespace

TEST_CASE("Definition 2: a valid game and its parts", "[graph][game]") {
  auto g = make_game(path3());
  CHECK(g.size() == 3);
  CHECK(g.same_colours());
  CHECK(g.terminal(2));
  CHECK_FALSE(g.terminal(0));
  CHECK(g.payoff(2) == 1);
  CHECK(g.label(0) == "1");
  auto m = g.mirrored();
  CHECK(m.payoff(2) == -1);
  CHECK(m.min_payoff() == -1);
  GameSpec s = path3();
  s.names = {"a", "b", "c"};
  CHECK(make_game(s).label(1) == "b");
  s.red = {{0, 2}};  // an extra red edge: colours differ
  CHECK_FALSE(make_game(s).same_colours());
}

TEST_CASE("Definition 2: bad input names the input and the vertex", "[graph][game][errors]") {
  GameSpec s = path3();
  s.n = 0;
  CHECK(invalid([&] { make_game(s); }).first == "n");
  s = path3();
  s.blue = {{0, 11}};
  auto [role, msg] = invalid([&] { make_game(s); });
  CHECK(role == "blue");
  CHECK(msg.find("vertex 12 is not in 1..3") != std::string::npos);
  s = path3();
  s.edges.push_back({2, 0});  // the terminal moves
  std::tie(role, msg) = invalid([&] { make_game(s); });
  CHECK(role == "terminals");
  CHECK(msg.find("vertex 3 is a terminal but has moves") != std::string::npos);
  s = path3();
  s.edges = {{0, 1}, {1, 1}};  // vertex 2 loops forever, vertex 1 follows it
  std::tie(role, msg) = invalid([&] { make_game(s); });
  CHECK(role == "edges");
  CHECK(msg.find("vertex 1 reaches no terminal") != std::string::npos);
  s = path3();
  s.edges.clear();
  s.blue = {{0, 1}, {1, 2}};
  s.red = {{0, 1}};  // red from vertex 2 missing
  std::tie(role, msg) = invalid([&] { make_game(s); });
  CHECK(role == "red");
  CHECK(msg.find("vertex 2") != std::string::npos);
  s = path3();
  s.terminals.clear();
  CHECK(invalid([&] { make_game(s); }).first == "terminals");
  s = path3();
  s.terminals.push_back({2, Rational(0)});
  CHECK(invalid([&] { make_game(s); }).first == "terminals");
  s = path3();
  s.terminals = {{5, Rational(0)}};
  CHECK(invalid([&] { make_game(s); }).first == "terminals");
  s = path3();
  s.names = {"a"};
  CHECK(invalid([&] { make_game(s); }).first == "names");
  std::tie(role, msg) = invalid([] { payoff_from_double(std::nan(""), 4); });
  CHECK(role == "terminals");
  CHECK(msg.find("vertex 5") != std::string::npos);
  s = path3();
  s.names = {"start", "middle", "end"};
  s.edges = {{0, 1}, {1, 1}};
  CHECK(invalid([&] { make_game(s); }).second.find("vertex start") != std::string::npos);
}

namespace {

// Tic-tac-toe written as rules over strings, as a Lua user would.
Rules tic_tac_toe_rules() {
  static const int lines[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
  Rules r;
  r.start = ".........";
  auto moves = [](char mark) {
    return [mark](const std::string& b, std::vector<std::string>& out) {
      for (int i = 0; i < 9; ++i)
        if (b[i] == '.') {
          std::string c = b;
          c[i] = mark;
          out.push_back(c);
        }
    };
  };
  r.blue = moves('x');
  r.red = moves('o');
  r.payoff = [](const std::string& b) -> std::optional<Rational> {
    for (auto& l : lines) {
      if (b[l[0]] != '.' && b[l[0]] == b[l[1]] && b[l[1]] == b[l[2]]) return Rational(b[l[0]] == 'x' ? 1 : -1);
    }
    if (b.find('.') == std::string::npos) return Rational(0);
    return std::nullopt;
  };
  return r;
}

}  // namespace

TEST_CASE("from rules: tic-tac-toe by callbacks is the built-in game", "[graph][rules]") {
  auto g = explore(tic_tac_toe_rules());
  auto b = tic_tac_toe(3);
  REQUIRE(g.size() == 18753);
  CHECK(g.terminal_count() == b.terminal_count());
  CHECK(g.label(0) == ".........");
  const Rational p(2, 3);
  CHECK(random_turn(g, p).low[0] == random_turn(b, p).low[0]);
}

TEST_CASE("from rules: errors, limits and Ctrl-C", "[graph][rules][errors]") {
  Rules r = tic_tac_toe_rules();
  r.blue = nullptr;
  CHECK(invalid([&] { explore(r); }).first == "blue");
  r = tic_tac_toe_rules();
  r.red = [](const std::string&, std::vector<std::string>&) { throw InvalidArgument("red", "the red function failed"); };
  CHECK(invalid([&] { explore(r); }).first == "red");
  r = tic_tac_toe_rules();
  ExploreOptions o;
  o.max_positions = 1000;
  CHECK_THROWS_AS(explore(r, o), LimitExceeded);
  // A position with no moves and no payoff: Definition 2 names it.
  Rules dead;
  dead.start = "s";
  dead.blue = [](const std::string& k, std::vector<std::string>& out) {
    if (k == "s") out = {"t", "u"};
  };
  dead.red = dead.blue;
  dead.payoff = [](const std::string& k) -> std::optional<Rational> {
    if (k == "t") return Rational(1);
    return std::nullopt;
  };
  auto [role, msg] = invalid([&] { explore(dead); });
  CHECK(role == "blue");
  CHECK(msg.find("vertex u") != std::string::npos);
  // Rules that never stop making positions: the memory guard refuses, with its estimate.
  Rules endless;
  endless.start = "0";
  endless.blue = [](const std::string& k, std::vector<std::string>& out) { out.push_back(std::to_string(std::stoll(k) + 1)); };
  endless.red = endless.blue;
  endless.payoff = [](const std::string&) -> std::optional<Rational> { return std::nullopt; };
  const auto limit = memory_limit();
  set_memory_limit(8 << 20);
  CHECK_THROWS_AS(explore(endless), LimitExceeded);
  set_memory_limit(limit);
  {
    alea::test::DelayedInterrupt ctrl_c;
    CHECK_THROWS_AS(explore(endless), Interrupted);
  }
}

TEST_CASE("memory guard: huge built-in games are refused up front", "[graph][game][errors]") {
  const auto limit = memory_limit();
  set_memory_limit(64 << 20);
  try {
    tug_of_war(100000000);
    FAIL("no LimitExceeded");
  } catch (const LimitExceeded& e) {
    CHECK(std::string(e.what()).find("GiB") != std::string::npos);
  }
  CHECK_THROWS_AS(tug_of_war_grid(10000, 10000), LimitExceeded);
  set_memory_limit(limit);
  CHECK(invalid([] { tug_of_war(0); }).first == "n");
  CHECK(invalid([] { tic_tac_toe(7); }).first == "k");
  CHECK(invalid([] { hex(0); }).first == "n");
  CHECK(invalid([] { selection_game(2, {Rational(1)}); }).first == "f");
}
