#include "doubling/match.hpp"

#include <cstdio>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/mode.hpp"
#include "doubling/match/cube.hpp"
#include "doubling/money.hpp"
#include "doubling/scalar.hpp"

namespace alea::doubling {
namespace {

template <class T>
Quantity quantity(const T& v) {
  if constexpr (std::is_same_v<T, Rational>) return Quantity::of(v);
  else return Quantity::approximate(v);
}
template <class T>
std::optional<Quantity> quantity(const std::optional<T>& v) {
  if (!v) return std::nullopt;
  return quantity(*v);
}

// Exact by the one rule (core/mode.hpp): auto when the table's entries and every number given are
// exact; exact=true computes from the floats' binary values (Met keeps them, scalar_of takes them).
bool resolve(const Met& m, const std::vector<std::pair<const char*, const Number*>>& inputs, std::optional<bool> asked) {
  bool exact = m.exact();
  for (const auto& in : inputs) exact = exact && in.second->is_exact();
  return resolve_exact(asked, exact);
}

void check_share(const Number& x, const char* role) {
  const bool ok = x.is_exact() ? (*x.exact >= 0 && *x.exact <= 1) : (x.value >= 0 && x.value <= 1);
  if (!ok) throw InvalidArgument(role, std::string("a share of the wins must be in [0, 1], got ") + x.to_string());
}

double value_of(const Number& x) { return x.is_exact() ? to_double(*x.exact) : x.value; }

void check_gammons(const CubeOptions& o) {
  check_share(o.gammon_a, "gammon_a");
  check_share(o.backgammon_a, "backgammon_a");
  check_share(o.gammon_b, "gammon_b");
  check_share(o.backgammon_b, "backgammon_b");
  for (auto [g, bg, role] : {std::tuple{&o.gammon_a, &o.backgammon_a, "backgammon_a"},
                             std::tuple{&o.gammon_b, &o.backgammon_b, "backgammon_b"}}) {
    const bool over = g->is_exact() && bg->is_exact() ? *g->exact + *bg->exact > 1 : value_of(*g) + value_of(*bg) > 1;
    if (over)
      throw InvalidArgument(role, "gammons and backgammons are shares of the same wins: together at most 1, got " +
                                      g->to_string() + " + " + bg->to_string());
  }
}

bool is_crawford_game(const MatchScore& s) { return !s.post_crawford && (s.a == 1 || s.b == 1); }

void check_not_crawford(const MatchScore& s) {
  if (is_crawford_game(s))
    throw InvalidArgument(s.a == 1 ? "a" : "b", score_text(s) + " before the Crawford game is the Crawford game, "
                                                "where nobody doubles (crawford=true: after it)");
}

void check_cube(const MatchScore& s, long long cube) {
  if (cube < 1 || (cube & (cube - 1)) != 0)
    throw InvalidArgument("cube", "the cube shows 1, 2, 4, 8, ...; got " + std::to_string(cube));
  if (cube >= s.a)
    throw InvalidArgument("cube", "the player " + std::to_string(s.a) + "-away gains nothing by doubling from " +
                                      std::to_string(cube) + ": a single win already wins the match (the cube levels at " +
                                      std::to_string(s.a) + "-away, " + std::to_string(s.b) + "-away list the levels)");
}

std::vector<std::pair<const char*, const Number*>> inputs_of(const CubeOptions& o) {
  std::vector<std::pair<const char*, const Number*>> in{
      {"gammon_a", &o.gammon_a}, {"backgammon_a", &o.backgammon_a}, {"gammon_b", &o.gammon_b}, {"backgammon_b", &o.backgammon_b}};
  if (o.x) in.push_back({"x", &*o.x});
  return in;
}

// x as the options give it: 0 dead; with live, 1 unless x is given.
Number efficiency(const CubeOptions& o) {
  if (o.x && !o.live) throw InvalidArgument("x", "x is the live cube's efficiency: give live=true with it");
  if (o.x) {
    check_share(*o.x, "x");
    return *o.x;
  }
  return Number::of(Rational(o.live ? 1 : 0));
}

template <class T>
Gammons<T> gammons_of(const CubeOptions& o) {
  return {scalar_of<T>(o.gammon_a), scalar_of<T>(o.backgammon_a), scalar_of<T>(o.gammon_b),
          scalar_of<T>(o.backgammon_b)};
}

template <class T>
MatchWindow window_in(const Met& m, const MatchScore& s, const CubeOptions& o, const Number& x) {
  const MetEquities<T> e(m);
  const CubeModels<T> models(e, s, gammons_of<T>(o), o.auto_redouble);
  const Window<T> w = models.window(o.cube, scalar_of<T>(x));
  return {quantity(w.take), quantity(w.cash), quantity(w.double_point), quantity(w.too_good), quantity(w.play_for_gammon)};
}

template <class T>
MatchRaising raising_in(const Met& m, const MatchScore& s, const CubeOptions& o, const Number& p) {
  const MetEquities<T> e(m);
  const Gammons<T> g = gammons_of<T>(o);
  const CubeModels<T> models(e, s, g, true);
  // The money game with the same gammons: W and L average 1 + gammons + 2 backgammons.
  const T W = T(1) + g.a_gammon + T(2) * g.a_backgammon, L = T(1) + g.b_gammon + T(2) * g.b_backgammon;
  const auto money = money_points(W, L, T(1));
  return {quantity(models.alpha(o.cube)), quantity(models.beta(o.cube)),
          quantity(models.live_centered(o.cube)(scalar_of<T>(p))), quantity(money.cash), quantity(money.take)};
}

std::string action_at(const MatchWindow& w, double p) {
  if (p > w.cash.value) return w.too_good && p >= w.too_good->value ? "too good/pass" : "double/pass";
  if (w.double_point && p >= w.double_point->value) return "double/take";
  return "no double";
}

}  // namespace

std::vector<long long> cube_levels(const Met& m, const MatchScore& s) {
  check_score(m, s);
  std::vector<long long> levels;
  if (is_crawford_game(s)) return levels;
  for (long long c = 1; c < s.a; c *= 2) levels.push_back(c);
  return levels;
}

MatchWindow match_window(const Met& m, const MatchScore& s, const CubeOptions& o) {
  check_score(m, s);
  check_not_crawford(s);
  check_cube(s, o.cube);
  check_gammons(o);
  const Number x = efficiency(o);
  return resolve(m, inputs_of(o), o.exact) ? window_in<Rational>(m, s, o, x) : window_in<double>(m, s, o, x);
}

MatchGammonValues match_gammon_values(const Met& m, const MatchScore& s, long long cube, std::optional<bool> exact) {
  check_score(m, s);
  if (cube < 1 || (cube & (cube - 1)) != 0)
    throw InvalidArgument("cube", "the cube shows 1, 2, 4, 8, ...; got " + std::to_string(cube));
  auto values = [&](auto tag) -> MatchGammonValues {
    using T = decltype(tag);
    const MetEquities<T> e(m);
    const auto v = gammon_value(e, s, cube);
    return {quantity(v.gammon_a), quantity(v.backgammon_a), quantity(v.gammon_b), quantity(v.backgammon_b)};
  };
  return resolve(m, {}, exact) ? values(Rational()) : values(0.0);
}

MatchRaising match_raising_points(const Met& m, const MatchScore& s, const CubeOptions& o, const Number& p) {
  check_score(m, s);
  check_not_crawford(s);
  if (o.cube < 1 || (o.cube & (o.cube - 1)) != 0)
    throw InvalidArgument("cube", "the cube shows 1, 2, 4, 8, ...; got " + std::to_string(o.cube));
  check_gammons(o);
  check_share(p, "p");
  auto in = inputs_of(o);
  in.push_back({"p", &p});
  return resolve(m, in, o.exact) ? raising_in<Rational>(m, s, o, p) : raising_in<double>(m, s, o, p);
}

std::vector<MatrixCell> cube_matrix(const Met& m, long long n, bool post, const CubeOptions& o,
                                    const std::optional<Number>& p) {
  if (n < 2 || n > m.length())
    throw InvalidArgument("n", "the matrix goes to n-away with 2 <= n <= the table's length " +
                                   std::to_string(m.length()) + ", got " + std::to_string(n));
  if (p) check_share(*p, "p");
  std::vector<MatrixCell> cells;
  auto add = [&](const MatchScore& s) {
    check_interrupt();
    if (o.cube >= s.a) return;  // the cube is dead for the doubler at this score
    MatrixCell cell{s.a, s.b, match_window(m, s, o), std::nullopt};
    if (p) cell.action = action_at(cell.window, value_of(*p));
    cells.push_back(std::move(cell));
  };
  if (post) {
    for (long long a = 2; a <= std::min(n, m.post_length(0)); ++a) add({a, 1, true});
  } else {
    for (long long a = 2; a <= n; ++a)
      for (long long b = 2; b <= n; ++b) add({a, b, false});
  }
  return cells;
}

std::string met_text(const Met& m, long long n, bool post, int digits) {
  if (n < 1 || n > m.length())
    throw InvalidArgument("n", "the table goes to " + std::to_string(m.length()) + "-away, got n = " + std::to_string(n));
  if (digits < 1 || digits > 12) throw InvalidArgument("digits", "expected 1 to 12 decimals, got " + std::to_string(digits));
  auto cell = [&](const Number& x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.*f", digits, x.is_exact() ? to_double(*x.exact) : x.value);
    return std::string(buf);
  };
  const int width = std::max(digits + 3, 7);
  // Right-aligned in w columns, appended to out.
  auto put = [](std::string& out, const std::string& s, int w) {
    out.append(static_cast<std::size_t>(std::max<int>(0, w - static_cast<int>(s.size()))), ' ').append(s);
  };
  std::string out;
  put(out, "", 9);
  const long long cols = post ? std::min(n, std::max(m.post_length(0), m.post_length(1))) : n;
  for (long long b = 1; b <= cols; ++b) put(out.append(1, ' '), std::to_string(b) + "-away", width);
  out.push_back('\n');
  const int rows = post ? (m.same_post() ? 1 : 2) : static_cast<int>(n);
  for (int r = 1; r <= rows; ++r) {
    put(out, post ? (m.same_post() ? std::string("trailer") : "player " + std::to_string(r - 1)) : std::to_string(r) + "-away", 9);
    for (long long b = 1; b <= cols; ++b) {
      const bool has = !post || b <= m.post_length(r - 1);
      put(out.append(1, ' '), has ? cell(post ? m.post_number(r - 1, b) : m.pre_number(r, b)) : std::string(), width);
    }
    out.push_back('\n');
  }
  return out;
}

}  // namespace alea::doubling
