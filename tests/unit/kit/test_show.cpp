// How results are shown (kit/show.hpp): rats with their decimal, display widths, and arrays of
// records as tables, through a real Lua state.
#include <catch2/catch.hpp>

#include <string>

#include "host/session.hpp"
#include "lua_state.hpp"
#include "kit/kit.hpp"
#include "kit/show.hpp"

namespace kit = alea::kit;
using alea::Rational;

namespace {

using State = alea::test::LuaState;  // a session that closes itself

// Evaluates an expression and leaves its value on the stack.
void eval(lua_State* L, const std::string& expr) {
  REQUIRE(luaL_dostring(L, ("return " + expr).c_str()) == LUA_OK);
}

}  // namespace

TEST_CASE("show: a rat's decimal has six digits, whatever its size", "[kit][show]") {
  CHECK(kit::rat_decimal(Rational(0)) == "0");
  CHECK(kit::rat_decimal(Rational(1, 3)) == "0.333333");
  CHECK(kit::rat_decimal(Rational(-2, 3)) == "-0.666667");
  CHECK(kit::rat_decimal(Rational(123456789, 1)) == "1.23457e+08");
  // Past the range of a double: the digits, exactly (truncated), and the power of ten.
  const Rational huge(boost::multiprecision::pow(alea::BigInt(10), 400) * 3 / 2);
  CHECK(kit::rat_decimal(huge) == "1.5e+400");
  CHECK(kit::rat_decimal(-huge) == "-1.5e+400");
  CHECK(kit::rat_decimal(Rational(1) / huge) == "6.66666e-401");
  CHECK(kit::rat_decimal(huge / 15) == "1e+399");
  CHECK(kit::rat_decimal(huge * 7) == "1.05e+401");
}

TEST_CASE("show: a rat shows its decimal when long or with a long denominator", "[kit][show]") {
  CHECK(kit::show_rat(Rational(5, 36), 80) == "5/36");
  CHECK(kit::show_rat(Rational(1, 999999), 80) == "1/999999");
  CHECK(kit::show_rat(Rational(1, 1000000), 80) == "1/1000000 ≈ 1e-06");
  CHECK(kit::show_rat(Rational(123456, 7), 8) == "123456/7");
  CHECK(kit::show_rat(Rational(123456, 7), 7) == "123456/7 ≈ 17636.6");
}

TEST_CASE("show: display widths count characters, not bytes", "[kit][show]") {
  CHECK(kit::display_width("abc") == 3);
  CHECK(kit::display_width("1.5 ± 2e-12") == 11);
  CHECK(kit::display_width("≈…") == 2);
}

TEST_CASE("show: which values are arrays of records", "[kit][show]") {
  State s;
  for (const char* yes : {"{{a = 1}}", "{{a = 1}, {b = 2}}", "prob.dice(1):to_table()"}) {
    eval(s.L, yes);
    CHECK(kit::is_record_list(s.L, -1));
    lua_pop(s.L, 1);
  }
  for (const char* no : {"{}", "{1, 2}", "{{1}}", "{{}}", "{{a = 1}, 2}", "{{a = 1}, x = 1}", "rat(1, 2)",
                         "{setmetatable({a = 1}, {__tostring = function() return 'x' end})}"}) {
    eval(s.L, no);
    INFO(no);
    CHECK_FALSE(kit::is_record_list(s.L, -1));
    lua_pop(s.L, 1);
  }
}

TEST_CASE("show: a table of records, cut to a width and a height", "[kit][show]") {
  State s;
  eval(s.L, "{{n = 1, name = 'one', p = rat(1, 3)}, {n = 22, p = rat(2, 3)^40}, {n = 3, name = 'three'}}");
  kit::TableView view;
  CHECK(kit::record_table(s.L, -1, view) ==
        "    n  name               p\n"
        "-  --  -----  -------------\n"
        "1   1  one              1/3\n"
        "2  22         ≈ 9.04377e-08\n"
        "3   3  three");
  view.index = false;
  view.height = 4;
  view.columns = {"name", "n"};
  CHECK(kit::record_table(s.L, -1, view) == "name  n\n----  -\none   1\n... (+2 more rows)");
  view.height = 0;
  view.width = 6;
  CHECK(kit::record_table(s.L, -1, view) == "name\n-----\none\n\nthree\n... (+1 more columns)");
  lua_pop(s.L, 1);
}

TEST_CASE("show: the HTML table has the text table's columns, order and cells", "[kit][show]") {
  State s;
  eval(s.L, "{{n = 1, name = 'one', p = rat(1, 3)}, {n = 22, p = rat(2, 3)^40}, {n = 3, name = '<b>&'}}");
  kit::TableView view;
  const std::string r = "<td style=\"text-align:right\">", l = "<td style=\"text-align:left\">";
  CHECK(kit::record_table_html(s.L, -1, view) ==
        "<table>\n<thead><tr><th style=\"text-align:right\"></th><th style=\"text-align:right\">n</th>"
        "<th style=\"text-align:left\">name</th><th style=\"text-align:right\">p</th></tr></thead>\n<tbody>\n"
        "<tr>" + r + "1</td>" + r + "1</td>" + l + "one</td>" + r + "1/3</td></tr>\n"
        "<tr>" + r + "2</td>" + r + "22</td>" + l + "</td>" + r + "≈ 9.04377e-08</td></tr>\n"
        "<tr>" + r + "3</td>" + r + "3</td>" + l + "&lt;b&gt;&amp;</td>" + r + "</td></tr>\n"
        "</tbody>\n</table>");
  view.height = 4;  // as the text: header, rule and the note leave one row
  view.index = false;
  const std::string cut = kit::record_table_html(s.L, -1, view);
  CHECK(cut.find("<tr>" + r + "1</td>") != std::string::npos);
  CHECK(cut.find("22") == std::string::npos);
  CHECK(cut.substr(cut.size() - 25) == "<p>... (+2 more rows)</p>");
  lua_pop(s.L, 1);
}

TEST_CASE("show: rats and estimates in LaTeX, with the decimal and the bound", "[kit][show]") {
  CHECK(kit::rat_latex(Rational(5, 9)) == "\\frac{5}{9} \\approx 0.555556");
  CHECK(kit::rat_latex(Rational(-5, 9)) == "-\\frac{5}{9} \\approx -0.555556");
  CHECK(kit::rat_latex(Rational(7)) == "7");
  CHECK(kit::rat_latex(Rational(-1234567)) == "-1234567 \\approx -1.23457 \\times 10^{6}");
  CHECK(kit::rat_latex(Rational(1, 1000000)) == "\\frac{1}{1000000} \\approx 10^{-6}");
  // Past a cell's digits: only the decimal, exact in its digits (kit::rat_decimal).
  const Rational huge(boost::multiprecision::pow(alea::BigInt(10), 400) * 3 / 2);
  CHECK(kit::rat_latex(huge) == "\\approx 1.5 \\times 10^{400}");
  CHECK(kit::estimate_latex({1.5, 1e-9}) == "1.5 \\pm 10^{-9}");
  CHECK(kit::estimate_latex({0.25, 3.5e-12}) == "0.25 \\pm 3.5 \\times 10^{-12}");
  CHECK(kit::estimate_latex({-2, 0}) == "-2 \\pm 0");
}
