// The doubling core against Keeler & Spencer, "Proper raising points in a generalization of
// backgammon" (seed 003): every printed table, the worked examples, and cross-checks of the
// independent ways of computing each quantity.
#include <catch2/catch.hpp>

#include <cmath>
#include <random>
#include <string>

#include "core/errors.hpp"
#include "doubling/alternating.hpp"
#include "doubling/asymptotic.hpp"
#include "doubling/binomial.hpp"
#include "doubling/continuous.hpp"
#include "doubling/money.hpp"
#include "doubling/raising.hpp"
#include "doubling/scalar.hpp"
#include "doubling/tree.hpp"

using namespace alea;
using namespace alea::doubling;

namespace {
// The seed's tables as printed (rows: A's count or potential, columns: B's).
const char* const table_1[10][10] = {
    {"1.0000", "1.0000", "1.0000", "1.0000", "1.0000", "1.0000", "1.0000", "1.0000", "1.0000", "1.0000"},
    {".7500", ".8125", ".8594", ".8945", ".9209", ".9407", ".9555", ".9666", ".9750", ".9812"},
    {".5625", ".6563", ".7305", ".7891", ".8352", ".8715", ".8999", ".9221", ".9395", ".9531"},
    {".4219", ".5273", ".6152", ".6880", ".7479", ".7969", ".8369", ".8693", ".8955", ".9167"},
    {".3164", ".4219", ".5142", ".5940", ".6624", ".7205", ".7696", ".8107", ".8451", ".8736"},
    {".2373", ".3362", ".4268", ".5085", ".5812", ".6451", ".7008", ".7488", ".7900", ".8252"},
    {".1780", ".2670", ".3522", ".4322", ".5058", ".5726", ".6324", ".6856", ".7323", ".7731"},
    {".1335", ".2113", ".2892", ".3649", ".4369", ".5042", ".5662", ".6226", ".6734", ".7187"},
    {".1001", ".1669", ".2364", ".3064", ".3750", ".4410", ".5033", ".5613", ".6147", ".6634"},
    {".0751", ".1314", ".1924", ".2559", ".3200", ".3832", ".4444", ".5026", ".5574", ".6082"},
};
const char* const table_2[10][10] = {
    {".000", "-.333", "-.778", "-1.000", "-1.000", "-1.000", "-1.000", "-1.000", "-1.000", "-1.000"},
    {".333", ".000", "-.394", "-.870", "-1.000", "-1.000", "-1.000", "-1.000", "-1.000", "-1.000"},
    {".778", ".394", ".000", "-.430", "-.919", "-1.000", "-1.000", "-1.000", "-1.000", "-1.000"},
    {"1.000", ".870", ".430", ".000", "-.450", "-.944", "-1.000", "-1.000", "-1.000", "-1.000"},
    {"1.000", "1.000", ".919", ".450", ".000", "-.462", "-.958", "-1.000", "-1.000", "-1.000"},
    {"1.000", "1.000", "1.000", ".944", ".462", ".000", "-.469", "-.967", "-1.000", "-1.000"},
    {"1.000", "1.000", "1.000", "1.000", ".958", ".469", ".000", "-.474", "-.972", "-1.000"},
    {"1.000", "1.000", "1.000", "1.000", "1.000", ".967", ".474", ".000", "-.478", "-.976"},
    {"1.000", "1.000", "1.000", "1.000", "1.000", "1.000", ".972", ".478", ".000", "-.480"},
    {"1.000", "1.000", "1.000", "1.000", "1.000", "1.000", "1.000", ".976", ".480", ".000"},
};
const char* const table_3[10][10] = {
    {"1.0000", "1.0000", "1.0000", "1.0000", "1.0000", "1.0000", "1.0000", "1.0000", "1.0000", "1.0000"},
    {".7071", ".7809", ".8153", ".8363", ".8510", ".8620", ".8707", ".8778", ".8837", ".8888"},
    {".5774", ".6745", ".7209", ".7498", ".7703", ".7857", ".7980", ".8081", ".8166", ".8239"},
    {".5000", ".6074", ".6597", ".6927", ".7161", ".7340", ".7483", ".7601", ".7700", ".7786"},
    {".4472", ".5598", ".6153", ".6507", ".6760", ".6954", ".7110", ".7238", ".7347", ".7441"},
    {".4082", ".5235", ".5810", ".6179", ".6445", ".6649", ".6813", ".6949", ".7065", ".7164"},
    {".3780", ".4945", ".5534", ".5913", ".6187", ".6398", ".6568", ".6710", ".6830", ".6934"},
    {".3536", ".4707", ".5303", ".5690", ".5970", ".6186", ".6361", ".6507", ".6631", ".6738"},
    {".3333", ".4506", ".5107", ".5499", ".5783", ".6004", ".6182", ".6331", ".6458", ".6568"},
    {".3162", ".4333", ".4938", ".5332", ".5620", ".5844", ".6025", ".6176", ".6305", ".6418"},
};
const char* const table_4[10][10] = {
    {".000", "-.414", "-.732", "-1.000", "-1.000", "-1.000", "-1.000", "-1.000", "-1.000", "-1.000"},
    {".414", ".000", "-.287", "-.516", "-.709", "-.878", "-1.000", "-1.000", "-1.000", "-1.000"},
    {".732", ".287", ".000", "-.220", "-.402", "-.558", "-.696", "-.821", "-.934", "-1.000"},
    {"1.000", ".516", ".220", ".000", "-.178", "-.330", "-.462", "-.581", "-.688", "-.787"},
    {"1.000", ".709", ".402", ".178", ".000", "-.150", "-.280", "-.395", "-.500", "-.595"},
    {"1.000", ".878", ".558", ".330", ".150", ".000", "-.129", "-.243", "-.346", "-.439"},
    {"1.000", "1.000", ".696", ".462", ".280", ".129", ".000", "-.114", "-.215", "-.307"},
    {"1.000", "1.000", ".821", ".581", ".395", ".243", ".114", ".000", "-.101", "-.193"},
    {"1.000", "1.000", ".934", ".688", ".500", ".346", ".215", ".101", ".000", "-.091"},
    {"1.000", "1.000", "1.000", ".787", ".595", ".439", ".307", ".193", ".091", ".000"},
};
// Table V: b, a as printed, and our value at the printed precision where the paper is wrong.
struct ResignRow {
  double b;
  const char* printed;
  const char* corrected;
};
const ResignRow table_5[] = {
    {1, "4.0", nullptr}, {1.1, "4.2775", nullptr}, {1.2, "4.5556", nullptr},
    {1.3, "4.8342", nullptr}, {1.4, "5.1132", nullptr}, {1.5, "5.3927", nullptr},
    {1.6, "5.6725", nullptr}, {1.7, "5.9527", nullptr}, {1.8, "6.2332", nullptr},
    {1.9, "6.5141", nullptr}, {2, "6.7952", nullptr}, {2.1, "7.0765", nullptr},
    {2.2, "7.3581", nullptr}, {2.8, "9.0510", nullptr}, {2.9, "9.3336", nullptr},
    {3, "9.6164", nullptr}, {3.1, "9.8992", nullptr}, {3.2, "10.1821", nullptr},
    {3.3, "10.4650", nullptr}, {3.4, "10.7481", nullptr}, {3.5, "11.0312", nullptr},
    {3.6, "11.3144", nullptr}, {3.7, "11.5976", nullptr}, {3.8, "11.8808", nullptr},
    {3.9, "12.1641", nullptr}, {4, "12.4475", nullptr}, {4.1, "12.7308", nullptr},
    {4.2, "13.0142", nullptr}, {4.3, "13.2977", nullptr}, {4.4, "13.5811", nullptr},
    {4.5, "13.8646", nullptr}, {4.6, "14.1481", nullptr}, {4.7, "14.4316", nullptr},
    {4.8, "14.7151", nullptr}, {4.9, "14.9987", nullptr}, {5, "15.2822", nullptr},
    {5.1, "15.5658", nullptr}, {5.2, "15.8494", "15.8493"}, {5.3, "16.1329", nullptr},
    {5.4, "16.4165", nullptr}, {5.5, "16.7001", nullptr}, {5.6, "16.9837", nullptr},
    {5.7, "17.2673", "17.2672"}, {5.8, "17.5508", nullptr}, {5.9, "17.8344", nullptr},
    {6, "18.1180", nullptr}, {6.5, "19.5359", nullptr}, {7, "20.9536", nullptr},
    {7.5, "22.3712", "22.3711"}, {8, "23.7885", "23.7884"}, {8.5, "25.2056", "25.2055"},
    {9, "26.6224", "26.6222"}, {9.5, "28.0389", "28.0387"}, {10, "29.4551", "29.4549"},
    {10.5, "30.8710", "30.8708"}, {11, "32.2867", "32.2864"}, {11.5, "33.7020", "33.7017"},
    {12, "35.1171", "35.1167"}, {12.5, "36.5319", "36.5314"}, {13, "37.9464", "37.9459"},
    {13.5, "39.3607", "39.3600"}, {14, "40.7746", "40.7739"}, {14.5, "42.1884", "42.1875"},
    {15, "43.6018", "43.6009"}, {15.5, "45.0150", "45.0140"}, {16, "46.4280", "46.4269"},
    {16.5, "47.8407", "47.8395"}, {17, "49.2533", "49.2519"}, {17.5, "50.6655", "50.6640"},
    {18, "52.0776", "52.0759"}, {18.5, "53.4895", "53.4876"}, {19, "54.9011", "54.8991"},
    {19.5, "56.3126", "56.3104"}, {20, "57.7238", "57.7214"}, {25, "71.827", "71.822"},
    {30, "85.914", "85.906"}, {35, "99.990", "99.976"}, {40, "114.055", "114.035"},
    {45, "128.112", "128.085"}, {50, "142.163", "142.125"}, {55, "156.208", "156.159"},
    {60, "170.248", "170.186"}, {65, "184.283", "184.207"}, {70, "198.315", "198.222"},
    {75, "212.344", "212.233"}, {80, "226.371", "226.239"}, {85, "240.395", "240.241"},
    {90, "254.417", "254.239"}, {95, "268.437", "268.233"}, {100, "282.456", "282.224"},
    {200, "562.752", "561.552"}, {500, "1405.576", "1396.956"}, {1000, "2819.971", "2786.013"},
};

const Rational two(2), half(1, 2);

std::string digits_of(const char* printed) {  // ".7500" -> 4
  std::string s = printed;
  return std::to_string(s.size() - s.find('.') - 1);
}
int precision(const char* printed) { return std::stoi(digits_of(printed)); }

}  // namespace

TEST_CASE("doubling: section 2: alpha(n) = 4/5 + (-1)^n/(4^n 5) agrees with the recursion for n <= 20",
          "[doubling]") {
  CHECK(alternating_point(0) == 1);
  CHECK(alternating_point(1) == Rational(3, 4));
  CHECK(alternating_point(2) == Rational(13, 16));
  for (long long n = 0; n <= 20; ++n) CHECK(alternating_point(n) == alternating_point_recursive(n));
  CHECK(alternating_limit() == Rational(4, 5));
  CHECK_THROWS_AS(alternating_point(-1), InvalidArgument);
}

TEST_CASE("doubling: paper_format rounds half up and prints as the paper does", "[doubling]") {
  CHECK(paper_format(Rational(21, 32), 4) == ".6563");  // .65625
  CHECK(paper_format(Rational(1), 4) == "1.0000");
  CHECK(paper_format(Rational(-1, 3), 3) == "-.333");
  CHECK(paper_format(Rational(0), 3) == ".000");
  CHECK(paper_format(Rational(-1, 10000), 3) == ".000");
  CHECK(paper_format(0.65625, 4) == ".6563");
  CHECK(paper_format(2819.9714, 3) == "2819.971");
}

TEST_CASE("doubling: Table I: doubling points alpha(i, j) with a = b = 2, to every printed digit",
          "[doubling][table1]") {
  RaisingTable<Rational> table(9, 9, two, two);
  for (int i = 0; i < 10; ++i)
    for (int j = 0; j < 10; ++j) {
      auto r = theorem2<Rational>(i, j, two, two);
      INFO("i=" << i << " j=" << j);
      CHECK(paper_format(r.alpha, 4) == table_1[i][j]);
      CHECK(r.alpha == table.alpha(i, j));
      CHECK(r.beta == table.beta(i, j));
    }
}

TEST_CASE("doubling: Table II: expected values at an even game with a = b = 2", "[doubling][table2]") {
  for (int i = 0; i < 10; ++i)
    for (int j = 0; j < 10; ++j) {
      INFO("i=" << i << " j=" << j);
      CHECK(paper_format(raising_value<Rational>(i, j, two, two, half), 3) == table_2[i][j]);
    }
  // Section 5: "if A has 3 doubles and B has 2, A has an expected value of +.430".
  CHECK(paper_format(raising_value<Rational>(3, 2, two, two, half), 3) == ".430");
}

TEST_CASE("doubling: section 3 worked example: a = 2, b = 3", "[doubling][example]") {
  const Rational three(3);
  RaisingTable<Rational> t(2, 1, two, three);
  CHECK(t.beta(0, 1) == Rational(1, 3));
  CHECK(t.alpha(1, 1) == Rational(5, 6));
  CHECK(t.alpha(1, 0) == Rational(3, 4));
  CHECK(t.beta(1, 1) == Rational(1, 4));
  CHECK(t.alpha(2, 1) == Rational(11, 16));
  CHECK(theorem2<Rational>(2, 1, two, three).alpha == Rational(11, 16));
  // "alpha(2,1) = 3/4 . 1/4 . 1/3 + 1/4 . 1/3 . 3/4" is not the whole sum: K1 = 0 also counts.
  CHECK(theorem2<Rational>(2, 1, two, three).alpha ==
        Rational(9, 16) + Rational(6, 16) * Rational(1, 3));
}

TEST_CASE("doubling: Figure 1: the tree for a = 2 (two raises), b = 3 (one raise)", "[doubling][tree]") {
  auto tree = raising_tree<Rational>(2, 1, two, Rational(3));
  const auto& root = tree.nodes[0];
  CHECK(root.kind == NodeKind::Alpha);
  CHECK(root.state == Rational(11, 16));
  CHECK(root.value == 1);
  bool saw_beta01 = false;
  for (const auto& v : tree.nodes) {
    if (v.children.empty()) {
      CHECK((v.kind == NodeKind::AWins || v.kind == NodeKind::BWins));
      continue;
    }
    Rational p_sum, state, value;
    for (const auto& e : v.children) {
      p_sum += e.probability;
      state += e.probability * tree.nodes[e.to].state;  // the state is a martingale
      value += e.probability * tree.nodes[e.to].value;  // the value is consistent (formulas 8, 9)
    }
    CHECK(p_sum == 1);
    CHECK(state == v.state);
    CHECK(value == v.value);
    if (v.kind == NodeKind::Beta && v.i == 0 && v.j == 1) {  // -4 = 1/3 (12) + 2/3 (-12)
      saw_beta01 = true;
      CHECK(v.value == -4);
      CHECK(v.children[1].probability == Rational(1, 3));
      CHECK(tree.nodes[v.children[1].to].value == 12);
      CHECK(v.children[0].probability == Rational(2, 3));
      CHECK(tree.nodes[v.children[0].to].value == -12);
    }
  }
  CHECK(saw_beta01);
  std::string dot = to_dot(tree);
  CHECK(dot.find("digraph") == 0);
  CHECK(dot.find("11/16") != std::string::npos);
  CHECK(dot.find("n0 -> n1 [label=\"3/4\"]") != std::string::npos);
  CHECK_THROWS_AS(raising_tree<Rational>(30, 30, two, two), LimitExceeded);
  CHECK(raising_tree<double>(2, 1, 2.0, 3.0).nodes[0].state == Approx(11.0 / 16));
}

TEST_CASE("doubling: Theorem 2 agrees with recursions (8)-(9) on random games", "[doubling][theorem2]") {
  std::mt19937 rng(20240605);
  std::uniform_int_distribution<int> count(0, 12), num(0, 40), den(1, 12);
  for (int trial = 0; trial < 200; ++trial) {
    long long m = count(rng), n = count(rng);
    Rational a = Rational(1) + Rational(num(rng), den(rng)), b = Rational(1) + Rational(num(rng), den(rng));
    INFO("m=" << m << " n=" << n << " a=" << to_string(a) << " b=" << to_string(b));
    auto exact = theorem2(m, n, a, b);
    RaisingTable<Rational> table(m, n, a, b);
    CHECK(exact.alpha == table.alpha(m, n));
    CHECK(exact.beta == table.beta(m, n));
    auto fast = theorem2(m, n, to_double(a), to_double(b));  // the double path, same formula
    CHECK(fast.alpha == Approx(to_double(exact.alpha)).epsilon(1e-12));
    CHECK(fast.beta == Approx(to_double(exact.beta)).epsilon(1e-12).margin(1e-300));
    RaisingTable<double> ftable(m, n, to_double(a), to_double(b));
    CHECK(ftable.alpha(m, n) == Approx(to_double(exact.alpha)).epsilon(1e-12));
  }
}

TEST_CASE("doubling: the double binomial matches the exact one, also for many trials", "[doubling]") {
  auto exact = binomial_pmf(200, Rational(1, 4));
  auto fast = binomial_pmf(200LL, 0.25);
  for (std::size_t s = 0; s < fast.size(); ++s) CHECK(fast[s] == Approx(to_double(exact[s])).epsilon(1e-12));
  auto big = binomial_pmf(5000000LL, 0.25);  // (3/4)^5e6 underflows; the mode-centred terms do not
  double sum = 0;
  for (double x : big) sum += x;
  CHECK(sum == Approx(1.0).epsilon(1e-14));
}

TEST_CASE("doubling: \"A with 10 doubles against 3 doubles at .4938\" is Table III's alpha(10, 3)",
          "[doubling][erratum]") {
  CHECK(paper_format(continuous_alpha(10, 3).value, 4) == ".4938");
  // With ten raises of 2 against three, Theorem 2 gives a far lower point.
  CHECK(theorem2<Rational>(10, 3, two, two).alpha == Rational(111537, 524288));
}

TEST_CASE("doubling: Table III: continuous raising points, to every printed digit", "[doubling][table3]") {
  for (int a = 1; a <= 10; ++a)
    for (int b = 1; b <= 10; ++b) {
      INFO("a=" << a << " b=" << b);
      auto r = continuous_alpha(a, b);
      CHECK(paper_format(r.value, 4) == table_3[a - 1][b - 1]);
      CHECK(r.error_bound < 1e-13);
      CHECK(std::abs(extrapolated_alpha(a, b, 1 << 14) - r.value) < 1e-8);
    }
}

TEST_CASE("doubling: alpha(a, 1) = 1/sqrt(a) and alpha(1, b) = 1", "[doubling]") {
  for (double a : {1.0, 2.0, 4.0, 10.0, 1e6, 1e100}) {
    CHECK(continuous_alpha(a, 1).value == Approx(1 / std::sqrt(a)).epsilon(1e-14));
    CHECK(continuous_alpha(1, a).value == Approx(1.0).epsilon(1e-15));
  }
}

TEST_CASE("doubling: Table IV: continuous expected values at an even game", "[doubling][table4]") {
  for (int a = 1; a <= 10; ++a)
    for (int b = 1; b <= 10; ++b) {
      INFO("a=" << a << " b=" << b);
      CHECK(paper_format(continuous_value(a, b), 3) == table_4[a - 1][b - 1]);
    }
  CHECK(paper_format(continuous_value(8, 4), 3) == ".581");  // section 5's example
}

TEST_CASE("doubling: Table V: resign potentials, with the errata of docs/doubling.md", "[doubling][table5]") {
  int errata = 0;
  for (const auto& row : table_5) {
    INFO("b=" << row.b << " printed " << row.printed);
    int d = precision(row.printed);
    double poisson = resign_potential(row.b), limit = resign_potential(row.b, 1e-10, LimitMethod::Theorem2);
    CHECK(std::abs(poisson - limit) < 1e-7 * poisson);  // two independent computations
    CHECK(paper_format(limit, d) == paper_format(poisson, d));
    CHECK(paper_format(poisson, d) == (row.corrected ? row.corrected : row.printed));
    CHECK(std::abs(continuous_alpha(poisson, row.b).value - 0.5) < 1e-10);
    errata += row.corrected != nullptr;
  }
  CHECK(errata == 47);
  CHECK(std::abs(resign_potential(1) - 4) <= 1e-10);
}

TEST_CASE("doubling: the continuous alpha's error bound holds", "[doubling]") {
  for (double a : {1.5, 7.0, 300.0, 1e8})
    for (double b : {1.0, 2.5, 50.0, 1e12}) {
      auto r = continuous_alpha(a, b);
      INFO("a=" << a << " b=" << b);
      CHECK(std::abs(extrapolated_alpha(a, b, 1 << 16) - r.value) < r.error_bound + 1e-8);
      CHECK(continuous_beta(a, b).value < r.value);
    }
}

TEST_CASE("doubling: section 5 asymptotics approach the exact continuous values", "[doubling][asymptotic]") {
  // Eq. (23): the normal approximation improves as L + M grows.
  CHECK(std::abs(normal_alpha(1e6, 1e5) - continuous_alpha(1e6, 1e5).value) < 0.01);
  CHECK(std::abs(normal_alpha(1e80, 1e79) - continuous_alpha(1e80, 1e79).value) < 0.002);
  CHECK(normal_alpha(1, 1) == 1);
  // Eq. (27): E(a, b) -> log(a/b) with a/b fixed (here e^0.8) as both grow.
  double ratio = std::exp(0.8), far = 1e200;
  CHECK(log_ratio_value(ratio * far, far) == Approx(0.8));
  CHECK(std::abs(continuous_value(ratio * far, far) - 0.8) < 0.01);
  CHECK(std::abs(normal_value(ratio * far, far) - 0.8) < 0.01);
  // alpha(a, a) ~ 1/2 + 1/(2 sqrt(2 pi log a)); the printed 1/(2 sqrt(log a)) is off by sqrt(2 pi).
  double big = 1e300, exact = continuous_alpha(big, big).value;
  CHECK(std::abs(equal_alpha_asymptotic(big) - exact) < 0.002);
  for (double a : {10.0, 1e6, 1e300}) {
    double at = continuous_alpha(a, a).value;
    CHECK(std::abs(equal_alpha_asymptotic(a) - at) * 5 < std::abs(equal_alpha_asymptotic(a, true) - at));
  }
  // Table V's "a ~ be, approaching it from above".
  CHECK(resign_potential(1e6) / 1e6 > std::exp(1.0));
  CHECK(resign_potential(1e100) / 1e100 == Approx(std::exp(1.0)).epsilon(0.01));
}

TEST_CASE("doubling: money points (Janowski) with gammons and cube efficiency", "[doubling][money]") {
  const Rational one(1);
  auto dead = money_points(one, one, Rational(0)), live = money_points(one, one, one);
  CHECK(dead.take == Rational(1, 4));
  CHECK(live.take == Rational(1, 5));
  CHECK(live.cash == Rational(4, 5));
  CHECK(dead.cash == Rational(3, 4));
  CHECK(live.initial_double == Rational(4, 5));  // Keeler-Spencer: double at 80%
  CHECK(live.redouble == Rational(4, 5));
  CHECK(dead.initial_double == Rational(1, 2));  // a dead cube: double when ahead
  auto g_dead = money_points(1.0, 1.2, 0.0), g_live = money_points(1.0, 1.2, 1.0);
  CHECK(paper_format(g_dead.take, 4) == ".3182");
  CHECK(paper_format(g_live.take, 4) == ".2593");
  CHECK(money_points(one, Rational(6, 5), Rational(0)).take == Rational(7, 22));
  // The cash point is 1 - the opponent's take point (W and L swapped).
  for (double x : {0.0, 0.3, 0.68, 1.0}) {
    auto p = money_points(1.3, 1.1, x), q = money_points(1.1, 1.3, x);
    CHECK(p.cash == Approx(1 - q.take));
    CHECK(p.take < p.initial_double);
    CHECK(p.initial_double <= p.redouble + 1e-15);
    CHECK(p.redouble <= p.cash + 1e-15);
  }
  CHECK_THROWS_AS(money_points(0.5, 1.0, 1.0), InvalidArgument);
  CHECK_THROWS_AS(money_points(1.0, 1.0, 1.5), InvalidArgument);
  CHECK_THROWS_AS(money_points(1.0, std::nan(""), 1.0), InvalidArgument);
}

TEST_CASE("doubling: value_at is linear between beta and alpha and +-1 outside", "[doubling]") {
  auto r = theorem2<Rational>(2, 1, two, Rational(3));
  CHECK(value_at(r.alpha, r.beta, r.alpha) == 1);
  CHECK(value_at(r.alpha, r.beta, r.beta) == -1);
  CHECK(value_at(r.alpha, r.beta, (r.alpha + r.beta) / two) == 0);
  CHECK(raising_value<Rational>(0, 0, two, two, Rational(1, 4)) == Rational(-1, 2));
}

TEST_CASE("doubling: doubling errors name the bad argument", "[doubling][errors]") {
  CHECK_THROWS_WITH(theorem2<Rational>(-1, 2, two, two), Catch::Contains("A's number of raises m must be >= 0"));
  CHECK_THROWS_WITH(theorem2<Rational>(1, 2, Rational(1, 2), two), Catch::Contains("A's raise factor a must be"));
  CHECK_THROWS_WITH(theorem2(1, 2, 2.0, std::nan("")), Catch::Contains("B's raise factor b"));
  CHECK_THROWS_AS(continuous_alpha(0.5, 2), InvalidArgument);
  CHECK_THROWS_AS(continuous_alpha(2, std::nan("")), InvalidArgument);
  CHECK_THROWS_AS(continuous_value(2, 2, 1.5), InvalidArgument);
  CHECK_THROWS_AS(resign_potential(0.9), InvalidArgument);
  CHECK_THROWS_AS(resign_potential(2, 0), InvalidArgument);
  CHECK_THROWS_WITH(resign_potential(1e308), Catch::Contains("too large"));
  CHECK_THROWS_AS(raising_value<Rational>(1, 1, two, two, Rational(-1)), InvalidArgument);
  CHECK_THROWS_AS(equal_alpha_asymptotic(1), InvalidArgument);
  CHECK_THROWS_AS(RaisingTable<double>(100000, 100000, 2.0, 2.0), LimitExceeded);
  CHECK_THROWS_AS(binomial_pmf(100000000, Rational(1, 3)), LimitExceeded);
}
