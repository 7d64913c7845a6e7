#include "doubling/met.hpp"

#include <cmath>

#include "core/errors.hpp"
#include "core/memory_guard.hpp"
#include "doubling/match/outcomes.hpp"

namespace alea::doubling {
namespace {

std::string away(long long k) { return std::to_string(k) + "-away"; }

// One entry checked: a chance in [0, 1]. `where` names it as a score.
void check_chance(const Number& x, const char* role, const std::string& where) {
  const bool ok = x.is_exact() ? (*x.exact >= 0 && *x.exact <= 1) : (x.value >= 0 && x.value <= 1);
  if (!ok)
    throw InvalidArgument(role, where + " is " + x.to_string() +
                                    ": a match winning chance must be a number in [0, 1]");
}

}  // namespace

Met::Met(Info info, long long n, std::vector<Number> pre, std::array<std::vector<Number>, 2> post, const char* role)
    : info_(std::move(info)), n_(n) {
  if (n < 1 || n > kMaxMatchLength)
    throw InvalidArgument(role, "a table for matches of " + std::to_string(n) + " points: alea's tables go from 1 to " +
                                    std::to_string(kMaxMatchLength) + " points");
  if (pre.size() != static_cast<std::size_t>(n * n))
    throw InvalidArgument(role, "the pre-Crawford table has " + std::to_string(pre.size()) + " entries; a " +
                                    std::to_string(n) + "-point table needs " + std::to_string(n) + " x " +
                                    std::to_string(n));
  for (int k = 0; k < 2; ++k) {
    const auto m = static_cast<long long>(post[k].size());
    if (m < n - 1 || m > n || m < 1)
      throw InvalidArgument(role, "the post-Crawford table of player " + std::to_string(k) + " has " +
                                      std::to_string(m) + " entries; a " + std::to_string(n) +
                                      "-point table needs " + std::to_string(std::max<long long>(n - 1, 1)) +
                                      (n > 1 ? " or " + std::to_string(n) : std::string()));
  }
  exact_ = true;
  for (long long a = 1; a <= n; ++a)
    for (long long b = 1; b <= n; ++b) {
      const Number& x = pre[static_cast<std::size_t>((a - 1) * n + (b - 1))];
      check_chance(x, role, "the pre-Crawford entry " + away(a) + " vs " + away(b) + " (row " + std::to_string(a) +
                                ", column " + std::to_string(b) + ")");
      exact_ = exact_ && x.is_exact();
    }
  for (int k = 0; k < 2; ++k)
    for (std::size_t j = 0; j < post[k].size(); ++j) {
      check_chance(post[k][j], role, "player " + std::to_string(k) + "'s post-Crawford entry at " +
                                         away(static_cast<long long>(j) + 1) + " (entry " + std::to_string(j + 1) + ")");
      exact_ = exact_ && post[k][j].is_exact();
    }
  auto keep = [this](const std::vector<Number>& from, std::vector<Rational>& ex, std::vector<double>& val) {
    for (const auto& x : from) {
      ex.push_back(x.rational());
      val.push_back(x.is_exact() ? to_double(*x.exact) : x.value);
    }
  };
  keep(pre, pre_exact_, pre_value_);
  for (int k = 0; k < 2; ++k) keep(post[k], post_exact_[k], post_value_[k]);
}

template <>
const Rational& Met::pre<Rational>(long long a, long long b) const {
  return pre_exact_[at(a, b)];
}
template <>
const double& Met::pre<double>(long long a, long long b) const {
  return pre_value_[at(a, b)];
}
template <>
const Rational& Met::post<Rational>(int player, long long b) const {
  return post_exact_[player][static_cast<std::size_t>(b - 1)];
}
template <>
const double& Met::post<double>(int player, long long b) const {
  return post_value_[player][static_cast<std::size_t>(b - 1)];
}

Number Met::pre_number(long long a, long long b) const {
  return exact_ ? Number::of(pre_exact_[at(a, b)]) : Number::of(pre_value_[at(a, b)]);
}
Number Met::post_number(int player, long long b) const {
  const auto j = static_cast<std::size_t>(b - 1);
  return exact_ ? Number::of(post_exact_[player][j]) : Number::of(post_value_[player][j]);
}

Met Met::inverted() const {
  std::vector<Number> pre;
  pre.reserve(pre_value_.size());
  for (long long a = 1; a <= n_; ++a)
    for (long long b = 1; b <= n_; ++b) {
      const Number x = pre_number(b, a);
      pre.push_back(x.is_exact() ? Number::of(Rational(1) - *x.exact) : Number::of(1 - x.value));
    }
  std::array<std::vector<Number>, 2> post;
  for (int k = 0; k < 2; ++k)
    for (long long b = 1; b <= post_length(1 - k); ++b) post[k].push_back(post_number(1 - k, b));
  Info info = info_;
  info.source += " (inverted)";
  return Met(std::move(info), n_, std::move(pre), std::move(post), "M");
}

std::string score_text(const MatchScore& s) {
  return std::string(s.post_crawford ? "post-Crawford " : "") + away(s.a) + " vs " + away(s.b);
}

void check_score(const Met& m, const MatchScore& s) {
  for (auto [role, k] : {std::pair{"a", s.a}, {"b", s.b}}) {
    if (k < 1) throw InvalidArgument(role, "a player needs at least 1 point, got " + std::to_string(k));
    if (k > m.length())
      throw InvalidArgument(role, std::to_string(k) + "-away is past the table, which goes to " +
                                      away(m.length()) + " (extend the table to reach it)");
  }
  if (s.post_crawford) {
    if (s.a != 1 && s.b != 1)
      throw InvalidArgument("crawford", "after the Crawford game one player is 1-away; " + away(s.a) + " vs " +
                                            away(s.b) + " is not a post-Crawford score");
    const int player = s.a == 1 ? 1 : 0;
    const long long trailer = s.a == 1 ? s.b : s.a;
    if (trailer > m.post_length(player))
      throw InvalidArgument(s.a == 1 ? "b" : "a",
                            "post-Crawford " + away(trailer) + " is past the post-Crawford table, which goes to " +
                                away(m.post_length(player)));
  }
}

template <class T>
T score_equity(const Met& m, const MatchScore& s) {
  check_score(m, s);
  return MetEquities<T>(m).at(s.a, s.b, s.post_crawford);
}

template Rational score_equity(const Met&, const MatchScore&);
template double score_equity(const Met&, const MatchScore&);

}  // namespace alea::doubling
