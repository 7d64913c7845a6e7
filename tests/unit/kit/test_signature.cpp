// Signatures are the one place a function's arguments and options are written (signature.hpp):
// the parser, the roles it maps, and every registered signature.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <stdexcept>

#include "host/session.hpp"
#include "kit/function.hpp"
#include "kit/registry.hpp"
#include "kit/signature.hpp"

using alea::kit::parse_signature;

TEST_CASE("signature: a signature gives the roles of the arguments and the options with defaults", "[kit][signature]") {
  auto s = parse_signature(
      "alloc.wdl(X, Y [, {rules=\"original\"|\"independent\", exact=false, method=\"fast\"|\"recursion\"}]) -> w, d, l");
  CHECK_FALSE(s.method);
  CHECK(s.position("X") == 1);
  CHECK(s.position("Y") == 2);
  CHECK(s.position("Z") == 0);
  REQUIRE(s.options_args == std::vector<int>{3});
  REQUIRE(s.option("rules"));
  CHECK(s.option("rules")->fallback == "original");
  CHECK(s.option("rules")->choices == std::vector<std::string>{"original", "independent"});
  CHECK(s.option("exact")->fallback == "false");
  CHECK(s.option("exact")->choices.empty());
  CHECK(s.option("with_error") == nullptr);
}

TEST_CASE("signature: methods, alternatives, literals and table calls", "[kit][signature]") {
  auto m = parse_signature("X:distribution([{n=, tol=1e-12}]) -> {n=, pmf=}");
  CHECK(m.method);
  CHECK(m.position("X") == 1);
  CHECK(m.options_args == std::vector<int>{2});
  CHECK(m.option("n")->fallback.empty());
  CHECK(m.option("tol")->fallback == "1e-12");
  auto a = parse_signature("alloc(P, counts | notation) -> allocation");
  CHECK(a.position("counts") == 2);
  CHECK(a.position("notation") == 2);
  auto r = parse_signature("rat(n [, d]) | rat(\"5/9\") | rat(x)");
  CHECK(r.position("n") == 1);
  CHECK(r.position("x") == 1);
  CHECK(r.position("d") == 2);
  auto d = parse_signature("prob.dice(n [, sides=6]) -> prob");
  CHECK(d.position("sides") == 2);
  CHECK(d.options_args.empty());
  auto t = parse_signature("doubling.money_points{W=1, L=1, x=1, exact=auto} -> {take=}");
  CHECK(t.options_args == std::vector<int>{1});
  CHECK(t.option("exact")->fallback == "auto");
  auto two = parse_signature("alloc.tournament(P, t [, {rules=\"original\"|\"independent\", normal_form=false}]) | "
                             "alloc.tournament(allocations [, {rules=\"original\"|\"independent\", exact=false}])");
  CHECK(two.options_args == std::vector<int>({3, 2}));
  CHECK(two.option("normal_form"));
  CHECK(two.option("exact"));
  CHECK(two.position("allocations") == 1);
}

TEST_CASE("signature: the fewest and most arguments a call takes", "[kit][signature]") {
  auto wdl = parse_signature("alloc.wdl(X, Y [, {rules=\"original\"|\"independent\", exact=false}]) -> w, d, l");
  CHECK(wdl.min_args == 2);
  CHECK(wdl.max_args == 3);
  auto method = parse_signature("X:distribution([{n=, tol=1e-12}]) -> {n=, pmf=}");  // self counts
  CHECK(method.min_args == 1);
  CHECK(method.max_args == 2);
  auto nested = parse_signature("doubling.point([n] [, {method=\"closed\"|\"recursion\"}]) -> rat");
  CHECK(nested.min_args == 0);
  CHECK(nested.max_args == 2);
  auto quoted = parse_signature("f(\"a, [b]\", c [, d])");  // commas and brackets in quotes are text
  CHECK(quoted.min_args == 2);
  CHECK(quoted.max_args == 3);
  auto forms = parse_signature("boolfn(n, f) | boolfn(table) -> boolfn");  // the fewest of any form
  CHECK(forms.min_args == 1);
  CHECK(forms.max_args == 2);
  CHECK(parse_signature("cgt.stats() -> {games=, bytes=}").min_args == 0);
  // A table call may be left out only when every key has a default.
  auto defaults = parse_signature("doubling.money_points{W=1, L=1, x=1, exact=auto} -> {take=}");
  CHECK(defaults.min_args == 0);
  CHECK(defaults.max_args == 1);
  auto required = parse_signature("graph.game{n=, blue=, red=} -> graph.game");
  CHECK(required.min_args == 1);
  CHECK(required.max_args == 1);
}

TEST_CASE("signature: malformed signatures are refused with the reason", "[kit][signature]") {
  CHECK_THROWS_AS(parse_signature("alloc.wdl(X, Y"), std::invalid_argument);
  CHECK_THROWS_AS(parse_signature("alloc.wdl(X, {exact=false, =2})"), std::invalid_argument);  // a key that is no name
  CHECK_THROWS_AS(parse_signature("alloc.wdl(X, {exact=false, fast})"), std::invalid_argument);  // an option without '='
  CHECK_THROWS_AS(parse_signature("noparens -> x"), std::invalid_argument);
  CHECK_THROWS_AS(parse_signature("f(x) -> a -> b"), std::invalid_argument);
}

TEST_CASE("signature: a role is placed as an argument, self, or an option of the call", "[kit][signature]") {
  alea::kit::Doc f{alea::kit::Kind::Function, "m", "m.f", "m.f(X, Y [, {exact=false}])", "", "", nullptr, false, {}};
  f.sig = parse_signature(f.signature);
  CHECK(alea::kit::place_of_role(f, "Y", 0) == "argument 2");
  CHECK(alea::kit::place_of_role(f, "exact", 0) == "argument 3: option 'exact'");
  CHECK(alea::kit::place_of_role(f, "exact", 4) == "argument 4: option 'exact'");  // where the call had it
  CHECK(alea::kit::place_of_role(f, "Q", 0) == "Q");
  alea::kit::Doc m{alea::kit::Kind::Method, "m", "t:g", "X:g(q [, {tol=1}])", "", "", nullptr, false, {}};
  m.sig = parse_signature(m.signature);
  CHECK(alea::kit::place_of_role(m, "X", 0) == "self");
  CHECK(alea::kit::place_of_role(m, "q", 0) == "argument 1");
  CHECK(alea::kit::place_of_role(m, "tol", 0) == "argument 2: option 'tol'");
}

TEST_CASE("signature: every registered signature parses, and every option shows a default or none", "[kit][signature]") {
  lua_State* L = alea::host::new_session();
  std::size_t parsed = 0;
  for (auto& d : alea::kit::Registry::instance().all()) {
    if (d.kind != alea::kit::Kind::Function && d.kind != alea::kit::Kind::Method) continue;
    INFO(d.name << ": " << d.signature);
    CHECK_NOTHROW(parse_signature(d.signature));
    for (auto& o : d.sig.options)
      if (o.key == "exact") CHECK((o.fallback == "auto" || o.fallback == "false" || o.fallback == "true"));
    ++parsed;
  }
  CHECK(parsed > 80);
  lua_close(L);
}

TEST_CASE("signature: docs/guide.md's table lists every function with an exact option and its default",
          "[kit][signature]") {
  // The table of "Exact or fast": every function whose signature has exact= must be in it, with
  // the default its signature declares, so the guide cannot drift from what runs.
  lua_State* L = alea::host::new_session();
  std::ifstream f(std::string(ALEA_SOURCE_DIR) + "/docs/guide.md");
  std::stringstream ss;
  ss << f.rdbuf();
  const std::string guide = ss.str();
  const auto start = guide.find("## Exact or fast");
  REQUIRE(start != std::string::npos);
  const std::string section = guide.substr(start, guide.find("\n## ", start + 1) - start);
  for (auto& d : alea::kit::Registry::instance().all()) {
    const auto* o = d.sig.option("exact");
    if (!o || (d.kind != alea::kit::Kind::Function && d.kind != alea::kit::Kind::Method)) continue;
    const std::string short_name = d.kind == alea::kit::Kind::Method ? "X:" + d.name.substr(d.name.find(':') + 1)
                                                                      : d.name.substr(d.name.rfind('.') + 1);
    INFO(d.name << " (exact=" << o->fallback << ")");
    // The row that names the function: "| `doubling.alpha`, `beta`, ... | auto | ...".
    std::size_t at = section.find("`" + short_name + "`");
    if (at == std::string::npos) at = section.find(short_name + "`");
    REQUIRE(at != std::string::npos);
    const std::size_t line_start = section.rfind('\n', at) + 1, line_end = section.find('\n', at);
    const std::string row = section.substr(line_start, line_end - line_start);
    CHECK(row.find("| " + o->fallback + " |") != std::string::npos);
  }
  lua_close(L);
}
