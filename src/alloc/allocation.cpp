#include "alloc/allocation.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "alloc/enumerate.hpp"
#include "core/errors.hpp"

namespace alea::alloc {
namespace {

std::int64_t checked_total(const ProbVector& p, const Counts& x, const char* role) {
  if (x.size() != p.size())
    throw InvalidArgument(role, "expected " + std::to_string(p.size()) + " counts (one per value of P), got " +
                                    std::to_string(x.size()));
  std::int64_t t = 0;
  for (std::size_t i = 0; i < x.size(); ++i) {
    if (x[i] < 0)
      throw InvalidArgument(role, "count " + std::to_string(i + 1) + " is negative (" + std::to_string(x[i]) + ")");
    if (x[i] > 0 && !(p[i] > 0))
      throw InvalidArgument(role, "value " + std::to_string(i + 1) + " (label " + p.labels()[i] +
                                      ") has probability 0, so its " + std::to_string(x[i]) +
                                      " tokens could never be removed");
    if (__builtin_add_overflow(t, x[i], &t))
      throw InvalidArgument(role, "the counts add up to more than 2^63 - 1 tokens");
  }
  return t;
}

// Bramhall's notation: labels with exponents, separated by spaces or commas, inside optional
// matching brackets.
bool separator(char c) { return std::isspace(static_cast<unsigned char>(c)) || c == ','; }

[[noreturn]] void bad(std::string_view notation, const std::string& why) {
  throw InvalidArgument("notation", why + " in \"" + std::string(notation) + "\"");
}

std::int64_t parse_exponent(std::string_view s, std::string_view notation) {
  if (s.empty() || s.size() > 12) bad(notation, "bad exponent '" + std::string(s) + "'");
  std::int64_t v = 0;
  for (char c : s) {
    if (!std::isdigit(static_cast<unsigned char>(c))) bad(notation, "bad exponent '" + std::string(s) + "'");
    v = v * 10 + (c - '0');
  }
  return v;
}

// The text between matching brackets, or all of it; unmatched brackets are errors.
std::string_view strip_brackets(std::string_view notation) {
  std::string_view s = notation;
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  bool open = !s.empty() && s.front() == '[', close = !s.empty() && s.back() == ']';
  if (open != close) bad(notation, open ? "'[' is not closed" : "']' has no '['");
  if (open) s = s.substr(1, s.size() - 2);
  if (s.find_first_of("[]") != std::string_view::npos) bad(notation, "a bracket inside the list");
  return s;
}

}  // namespace

Allocation::Allocation(ProbVector p, Counts x, const char* role)
    : p_(std::move(p)), x_(std::move(x)), t_(checked_total(p_, x_, role)) {}

Allocation Allocation::parse(ProbVector p, std::string_view notation) {
  std::string_view s = strip_brackets(notation);
  const bool bracketed = s.size() != notation.size() && notation.find('[') != std::string_view::npos;
  if (!bracketed && s.find(',') != std::string_view::npos)  // "6,7,8": a list, or one label with commas?
    bad(notation, "commas separate labels only inside brackets (write \"[6, 7, 8]\" or \"6 7 8\")");
  Counts x(p.size(), 0);
  bool any = false;
  std::size_t i = 0;
  while (i < s.size()) {
    if (separator(s[i])) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < s.size() && !separator(s[j])) ++j;
    std::string_view term = s.substr(i, j - i);
    i = j;
    auto caret = term.find('^');
    std::string label(term.substr(0, caret));
    std::int64_t count = caret == std::string_view::npos ? 1 : parse_exponent(term.substr(caret + 1), notation);
    long at = p.index_of(label);
    if (at < 0) bad(notation, "label '" + label + "' is not a value of " + p.to_string());
    x[static_cast<std::size_t>(at)] += count;
    any = true;
  }
  if (!any && s.find_first_not_of(" \t\n,") != std::string_view::npos) bad(notation, "no label");
  if (!any && notation.find('[') == std::string_view::npos)
    bad(notation, "no label (write \"[]\" for the empty allocation)");
  return Allocation(std::move(p), std::move(x), "notation");
}

std::vector<Allocation> Allocation::neighbors() const {
  std::vector<Allocation> out;
  for (std::size_t j = 0; j < x_.size(); ++j) {
    if (x_[j] == 0) continue;
    for (std::size_t i = 0; i < x_.size(); ++i) {
      if (i == j || !(p_[i] > 0)) continue;
      Counts y = x_;
      --y[j];
      ++y[i];
      out.emplace_back(p_, std::move(y));
    }
  }
  return out;
}

Allocation Allocation::normal_form() const {
  // Values of equal probability are interchangeable; within each such class the counts are
  // sorted non-increasing over the class's positions. Exact P compares exactly.
  Counts y = x_;
  for (const auto& cls : equal_probability_classes(p_)) {
    Counts v;
    for (auto k : cls) v.push_back(x_[k]);
    std::sort(v.begin(), v.end(), std::greater<>());
    for (std::size_t m = 0; m < cls.size(); ++m) y[cls[m]] = v[m];
  }
  return Allocation(p_, y);
}

bool Allocation::is_sub(const Allocation& y) const {
  check_same_game(*this, y);
  for (std::size_t i = 0; i < x_.size(); ++i)
    if (x_[i] > y.x_[i]) return false;
  return true;
}

Rational Allocation::multinomial_exact() const {
  const auto& p = p_.exact();
  BigInt coef = 1;  // t! / prod x_i!, built as a product of binomials
  std::int64_t seen = 0;
  Rational prob(1);
  for (std::size_t i = 0; i < x_.size(); ++i) {
    for (std::int64_t k = 1; k <= x_[i]; ++k) coef = coef * (seen + k) / k;
    seen += x_[i];
    prob *= pow(p[i], x_[i]);
  }
  return Rational(coef) * prob;
}

double Allocation::multinomial() const {
  // In logs: t! and p^x overflow long before their product does.
  double lg = std::lgamma(static_cast<double>(tokens()) + 1);
  for (std::size_t i = 0; i < x_.size(); ++i) {
    if (x_[i] == 0) continue;
    lg += static_cast<double>(x_[i]) * std::log(p_[i]) - std::lgamma(static_cast<double>(x_[i]) + 1);
  }
  return std::exp(lg);
}

void check_same_game(const Allocation& x, const Allocation& y) {
  if (!(x.prob() == y.prob()))
    throw InvalidArgument("Y", "the allocations are over different probability vectors (" + x.prob().to_string() +
                                   " and " + y.prob().to_string() + ")");
}

}  // namespace alea::alloc
