#include "doubling/match_picture.hpp"

#include <cmath>
#include <cstdio>
#include <limits>

#include "core/errors.hpp"

namespace alea::doubling {
namespace {

constexpr double kBlank = std::numeric_limits<double>::quiet_NaN();

std::string percent(double v) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%.1f", 100 * v);
  return buf;
}

std::vector<std::string> aways(long long from, long long to) {
  std::vector<std::string> out;
  for (long long k = from; k <= to; ++k) out.push_back(std::to_string(k));
  return out;
}

double as_double(const Number& x) { return x.is_exact() ? to_double(*x.exact) : x.value; }

const char* const kActions[] = {"no double", "double/take", "double/pass", "too good/pass"};
const char* const kActionCodes[] = {"ND", "D/T", "D/P", "TG/P"};

bool is_zero(const Number& x) { return x.is_exact() ? *x.exact == 0 : x.value == 0; }

// A number for a title: a rat as written, a float in its shortest form ("0.2", not 0.2000...01).
std::string text(const Number& x) { return x.is_exact() ? to_string(*x.exact) : show(x.value); }

}  // namespace

picture::Heatmap met_heatmap(const Met& m, long long n, bool post) {
  if (n < 1 || n > m.length())
    throw InvalidArgument("n", "the table goes to " + std::to_string(m.length()) + "-away, got n = " + std::to_string(n));
  picture::Heatmap h;
  h.title = m.info().name + (post ? ": post-Crawford chances of the trailer" : ": match winning chances");
  h.zrange = std::pair{0.0, 1.0};
  h.cblabel = "match winning chance";
  if (post) {
    h.xlabel = "trailer's away (the leader 1-away)";
    const long long cols = std::min(n, std::max(m.post_length(0), m.post_length(1)));
    h.xtics = aways(1, cols);
    for (int k = 0; k < (m.same_post() ? 1 : 2); ++k) {
      h.ytics.push_back(m.same_post() ? "trailer" : "player " + std::to_string(k));
      std::vector<double> row;
      std::vector<std::string> text;
      for (long long b = 1; b <= cols; ++b) {
        const bool has = b <= m.post_length(k);
        row.push_back(has ? as_double(m.post_number(k, b)) : kBlank);
        text.push_back(has ? percent(row.back()) : "");
      }
      h.z.push_back(std::move(row));
      h.text.push_back(std::move(text));
    }
    return h;
  }
  h.xlabel = "opponent's away";
  h.ylabel = "player's away (1: the Crawford game)";
  h.xtics = h.ytics = aways(1, n);
  for (long long a = 1; a <= n; ++a) {
    std::vector<double> row;
    std::vector<std::string> text;
    for (long long b = 1; b <= n; ++b) {
      row.push_back(as_double(m.pre_number(a, b)));
      text.push_back(percent(row.back()));
    }
    h.z.push_back(std::move(row));
    h.text.push_back(std::move(text));
  }
  return h;
}

std::string describe_model(const CubeOptions& o, const std::optional<Number>& p) {
  std::string out = o.live ? "live cube" + (o.x ? " (x = " + text(*o.x) + ")" : std::string()) : "dead cube";
  if (o.cube != 1) out += ", cube " + std::to_string(o.cube);
  if (!is_zero(o.gammon_a) || !is_zero(o.gammon_b))
    out += ", gammons " + text(o.gammon_a) + " and " + text(o.gammon_b);
  if (!is_zero(o.backgammon_a) || !is_zero(o.backgammon_b))
    out += ", backgammons " + text(o.backgammon_a) + " and " + text(o.backgammon_b);
  if (p) out += ", p = " + text(*p);
  return out;
}

picture::Heatmap matrix_heatmap(const Met& m, const std::vector<MatrixCell>& cells, long long n, bool post,
                                const std::string& what, const CubeOptions& o, const std::optional<Number>& p) {
  if (what != "take" && what != "double" && what != "cash" && what != "action")
    throw InvalidArgument("what", "expected \"take\", \"double\", \"cash\" or \"action\", got \"" + what + "\"");
  const bool action = what == "action";
  if (action && !cells.empty() && !cells[0].action)
    throw InvalidArgument("p", "the action map needs the state p (A's chance of winning the game)");
  picture::Heatmap h;
  h.title = m.info().name + (post ? ", post-Crawford: " : ": ") +
            (action ? "cube actions" : what == "take" ? "take points (%)"
                                       : what == "double" ? "double points (%)" : "cash points (%)") +
            "\n" + describe_model(o, p);
  h.ylabel = post ? "trailer's away (doubling; the leader 1-away)" : "doubler's away";
  h.xlabel = post ? "" : "taker's away";
  const long long rows = n - 1, cols = post ? 1 : n - 1;
  h.ytics = aways(2, n);
  h.xtics = post ? std::vector<std::string>{"1"} : aways(2, n);
  h.z.assign(static_cast<std::size_t>(rows), std::vector<double>(static_cast<std::size_t>(cols), kBlank));
  h.text.assign(static_cast<std::size_t>(rows), std::vector<std::string>(static_cast<std::size_t>(cols)));
  if (action) h.categories.assign(std::begin(kActions), std::end(kActions));
  else h.cblabel = what + " point";
  for (const auto& c : cells) {
    const auto r = static_cast<std::size_t>(c.a - 2), col = post ? 0 : static_cast<std::size_t>(c.b - 2);
    const auto& w = c.window;
    const std::optional<Quantity> shown = what == "take" ? std::optional(w.take)
                                          : what == "cash" ? std::optional(w.cash)
                                                           : w.double_point;
    if (action) {
      double k = 0;
      for (std::size_t i = 0; i < std::size(kActions); ++i)
        if (*c.action == kActions[i]) k = static_cast<double>(i);
      h.z[r][col] = k;
      h.text[r][col] = kActionCodes[static_cast<std::size_t>(k)];
    } else if (shown) {
      h.z[r][col] = shown->value;
      h.text[r][col] = percent(shown->value);
    }
  }
  return h;
}

}  // namespace alea::doubling
