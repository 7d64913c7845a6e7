#include "doubling/match/met_xml.hpp"

#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <map>
#include <optional>

#include "core/errors.hpp"
#include "core/number.hpp"
#include "doubling/match/construct.hpp"
#include "doubling/match/xml.hpp"

namespace alea::doubling {
namespace {

std::string trimmed(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return std::string(s);
}

std::string at_line(const xml::Element& e) { return "line " + std::to_string(e.line) + ": "; }

// The reader's view of one document: every error names the line and the argument.
class Reader {
 public:
  Reader(const char* role, long long parametric_length) : role_(role), parametric_length_(parametric_length) {}

  Met read(const xml::Element& root, const std::string& source) {
    if (root.name != "met") fail(root, "the root element is <" + root.name + ">, not <met>");
    only_children(root, {"info", "pre-crawford-table", "post-crawford-table"});
    const auto infos = root.all("info");
    const auto pres = root.all("pre-crawford-table");
    const auto posts = root.all("post-crawford-table");
    if (infos.size() != 1) fail(root, "<met> needs one <info>, found " + std::to_string(infos.size()));
    if (pres.size() != 1) fail(root, "<met> needs one <pre-crawford-table>, found " + std::to_string(pres.size()));
    if (posts.empty() || posts.size() > 2)
      fail(root, "<met> needs one or two <post-crawford-table>, found " + std::to_string(posts.size()));
    Met::Info info = read_info(*infos[0]);
    info.source = source;

    const xml::Element& pre = *pres[0];
    const std::string pre_type = type_of(pre);
    long long n = length_;
    if (pre_type == "explicit") {
      const long long rows = static_cast<long long>(pre.all("row").size());
      if (n >= 1 && rows != n)
        fail(pre, "<length> says " + std::to_string(n) + " but the pre-Crawford table has " + std::to_string(rows) +
                      " rows");
      n = rows;
    } else if (n < 1) {
      n = parametric_length_;
    }
    if (n < 1 || n > kMaxMatchLength)
      fail(pre, "a table of " + std::to_string(n) + " points: alea reads tables of 1 to " +
                    std::to_string(kMaxMatchLength) + " points");

    std::array<std::optional<std::vector<Number>>, 2> post;
    for (const xml::Element* p : posts) read_post(*p, n, post);
    for (int k = 0; k < 2; ++k)
      if (!post[k]) fail(*posts[0], "player " + std::to_string(k) + "'s post-Crawford table is missing");

    std::vector<Number> pre_numbers;
    if (pre_type == "explicit") {
      for (auto& r : read_rows(pre, n)) pre_numbers.push_back(Number::of(r));
    } else {
      std::array<std::vector<double>, 2> p;
      for (int k = 0; k < 2; ++k)
        for (const auto& x : *post[k]) p[k].push_back(x.is_exact() ? to_double(*x.exact) : x.value);
      for (double v : computed_pre(pre, pre_type, n, p)) pre_numbers.push_back(Number::of(v));
    }
    return Met(std::move(info), n, std::move(pre_numbers), {std::move(*post[0]), std::move(*post[1])}, role_);
  }

 private:
  [[noreturn]] void fail(const xml::Element& e, const std::string& what) const {
    throw InvalidArgument(role_, at_line(e) + what);
  }

  void only_children(const xml::Element& e, std::initializer_list<std::string_view> allowed) const {
    for (const auto& c : e.children) {
      bool ok = false;
      for (auto a : allowed) ok = ok || c.name == a;
      if (!ok) {
        std::string list;
        for (auto a : allowed) list += std::string(list.empty() ? "" : ", ") + "<" + std::string(a) + ">";
        fail(c, "<" + c.name + "> is not allowed in <" + e.name + "> (met.dtd allows " + list + ")");
      }
    }
  }

  Met::Info read_info(const xml::Element& info) {
    only_children(info, {"name", "description", "length"});
    Met::Info out;
    for (const char* key : {"name", "description", "length"}) {
      const auto found = info.all(key);
      if (found.size() != 1) fail(info, std::string("<info> needs one <") + key + ">, found " + std::to_string(found.size()));
      if (!found[0]->children.empty()) fail(*found[0]->children.data(), std::string("<") + key + "> holds text only");
    }
    out.name = trimmed(info.all("name")[0]->text);
    out.description = trimmed(info.all("description")[0]->text);
    const xml::Element& len = *info.all("length")[0];
    const std::string text = trimmed(len.text);
    char* end = nullptr;
    errno = 0;
    const long long v = std::strtoll(text.c_str(), &end, 10);
    if (text.empty() || *end != '\0' || errno != 0) fail(len, "<length> is '" + text + "', not an integer");
    if (v != -1 && (v < 1 || v > kMaxMatchLength))
      fail(len, "<length> is " + text + ": a table covers 1 to " + std::to_string(kMaxMatchLength) +
                    " points, or -1 for a computed one");
    length_ = v;
    return out;
  }

  std::string type_of(const xml::Element& table) const {
    const std::string* t = table.attribute("type");
    const std::string type = t ? *t : "explicit";
    if (type != "explicit" && type != "zadeh" && type != "mec")
      fail(table, "<" + table.name + "> has type=\"" + type + "\"; the types are explicit, zadeh and mec");
    for (const auto& [k, v] : table.attributes)
      if (k != "type" && !(k == "player" && table.name == "post-crawford-table"))
        fail(table, "<" + table.name + "> has an attribute " + k + " that met.dtd does not define");
    return type;
  }

  // Every <me> of one <row>, exactly.
  std::vector<Rational> read_row(const xml::Element& row, const std::string& what) const {
    only_children(row, {"me"});
    std::vector<Rational> out;
    for (const auto& me : row.children) {
      if (!me.children.empty()) fail(me, "<me> holds a number only");
      out.push_back(parse_decimal_number(me.text, role_,
                                         at_line(me) + what + ", entry " + std::to_string(out.size() + 1)));
    }
    return out;
  }

  std::vector<Rational> read_rows(const xml::Element& pre, long long n) const {
    only_children(pre, {"row"});
    std::vector<Rational> out;
    long long r = 0;
    for (const auto& row : pre.children) {
      ++r;
      auto entries = read_row(row, "pre-Crawford row " + std::to_string(r));
      if (static_cast<long long>(entries.size()) != n)
        fail(row, "pre-Crawford row " + std::to_string(r) + " has " + std::to_string(entries.size()) +
                      " entries but the table has " + std::to_string(n) + " rows: a table must be square");
      for (auto& e : entries) out.push_back(std::move(e));
    }
    return out;
  }

  // <parameters> as name -> value, only the names the type knows, defaults filled in.
  // <parameters> as name -> value, only the names the type knows, defaults filled in. Computed
  // tables are computed in doubles: their exact rationals grow about 8-fold in bits per point of
  // length (met_zadeh and met_mec compute short ones exactly).
  std::map<std::string, double> parameters(const xml::Element& table, const std::map<std::string, double>& defaults) const {
    only_children(table, {"parameters"});
    const auto ps = table.all("parameters");
    if (ps.size() != 1) fail(table, "a computed <" + table.name + "> needs one <parameters>");
    only_children(*ps[0], {"parameter"});
    std::map<std::string, double> out = defaults;
    for (const auto& p : ps[0]->children) {
      const std::string* name = p.attribute("name");
      if (!name) fail(p, "<parameter> needs a name attribute");
      if (!defaults.count(*name)) {
        std::string known;
        for (const auto& [k, v] : defaults) known += (known.empty() ? "" : ", ") + k;
        fail(p, "unknown parameter '" + *name + "' (this table type takes " + known + ")");
      }
      out[*name] = to_double(parse_decimal_number(p.text, role_, at_line(p) + "parameter " + *name));
    }
    return out;
  }

  void read_post(const xml::Element& p, long long n, std::array<std::optional<std::vector<Number>>, 2>& post) const {
    const std::string type = type_of(p);
    const std::string* who = p.attribute("player");
    const std::string player = who ? *who : "both";
    if (player != "both" && player != "0" && player != "1")
      fail(p, "player=\"" + player + "\": the players are both, 0 and 1");
    std::array<std::vector<Number>, 2> rows;
    auto numbers = [](const std::vector<double>& v) {
      std::vector<Number> out;
      for (double x : v) out.push_back(Number::of(x));
      return out;
    };
    if (type == "explicit") {
      only_children(p, {"row"});
      const auto r = p.all("row");
      if (r.size() != 1) fail(p, "an explicit <post-crawford-table> has one <row>, found " + std::to_string(r.size()));
      for (auto& x : read_row(*r[0], "post-Crawford row")) rows[0].push_back(Number::of(x));
      rows[1] = rows[0];
      // gnubg reads at most the length's entries; more is a malformed file.
      if (static_cast<long long>(rows[0].size()) > n || static_cast<long long>(rows[0].size()) < std::max(n - 1, 1LL))
        fail(*r[0], "the post-Crawford row has " + std::to_string(rows[0].size()) + " entries; a " +
                        std::to_string(n) + "-point table needs " + std::to_string(std::max(n - 1, 1LL)) +
                        (n > 1 ? " or " + std::to_string(n) : std::string()));
    } else if (type == "zadeh") {
      auto ps = parameters(p, {{"gammon-rate-trailer", 0.25}, {"free-drop-2-away", 0.015}, {"free-drop-4-away", 0.004}});
      check_rate(p, ps, "gammon-rate-trailer");
      rows[0] = rows[1] =
          numbers(zadeh_post_crawford(n, ps["gammon-rate-trailer"], ps["free-drop-2-away"], ps["free-drop-4-away"]));
    } else {
      auto ps = parameters(p, {{"gammon-rate", 0.25}, {"win-rate", 0.5}, {"free-drop-2-away", 0.015}, {"free-drop-4-away", 0.004}});
      check_rate(p, ps, "gammon-rate");
      check_rate(p, ps, "win-rate");
      const auto both = mec_post_crawford(n, ps["gammon-rate"], ps["win-rate"], ps["free-drop-2-away"], ps["free-drop-4-away"]);
      rows = {numbers(both[0]), numbers(both[1])};
    }
    for (int k = 0; k < 2; ++k) {
      if (player != "both" && player != std::to_string(k)) continue;
      if (post[k]) fail(p, "player " + std::to_string(k) + "'s post-Crawford table is given twice");
      post[k] = std::move(rows[k]);
    }
  }

  void check_rate(const xml::Element& e, std::map<std::string, double>& ps, const std::string& key) const {
    if (!(ps[key] >= 0 && ps[key] <= 1)) fail(e, "parameter " + key + " is " + show(ps[key]) + ", not in [0, 1]");
  }

  std::vector<double> computed_pre(const xml::Element& pre, const std::string& type, long long n,
                                   const std::array<std::vector<double>, 2>& post) const {
    if (type == "zadeh") {
      auto ps = parameters(pre, {{"gammon-rate-leader", 0.25}, {"gammon-rate-trailer", 0.15}, {"delta", 0.08}, {"delta-bar", 0.06}});
      check_rate(pre, ps, "gammon-rate-leader");
      check_rate(pre, ps, "gammon-rate-trailer");
      return zadeh_pre_crawford(n, post[0], ps["gammon-rate-leader"], ps["gammon-rate-trailer"], ps["delta"],
                                ps["delta-bar"]);
    }
    auto ps = parameters(pre, {{"gammon-rate", 0.15}, {"win-rate", 0.5}});
    check_rate(pre, ps, "gammon-rate");
    check_rate(pre, ps, "win-rate");
    return mec_pre_crawford(n, post, ps["gammon-rate"], ps["win-rate"]);
  }

  const char* role_;
  long long parametric_length_;
  long long length_ = -1;
};

bool terminates(BigInt d) {
  while (d % 2 == 0) d /= 2;
  while (d % 5 == 0) d /= 5;
  return d == 1;
}

}  // namespace

Rational parse_decimal_number(std::string_view text, const char* role, const std::string& where) {
  const std::string s = trimmed(text);
  auto bad = [&]() -> Rational {
    throw InvalidArgument(role, where + ": '" + s + "' is not a decimal number");
  };
  std::size_t i = 0;
  bool negative = false;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) negative = s[i++] == '-';
  std::string digits;
  long long exponent = 0;
  bool any = false;
  while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) digits += s[i++], any = true;
  if (i < s.size() && s[i] == '.') {
    ++i;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) digits += s[i++], --exponent, any = true;
  }
  if (!any) return bad();
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    ++i;
    bool eneg = false;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) eneg = s[i++] == '-';
    std::string e;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) e += s[i++];
    if (e.empty() || e.size() > 4) return bad();
    exponent += eneg ? -std::stoll(e) : std::stoll(e);
  }
  if (i != s.size() || digits.size() > 1000) return bad();
  Rational r = parse_rational(digits);
  const Rational ten(10);
  r *= exponent >= 0 ? pow(ten, exponent) : Rational(1) / pow(ten, -exponent);
  return negative ? -r : r;
}

std::string decimal_text(const Rational& r, int digits) {
  const bool negative = r < 0;
  const Rational a = negative ? -r : r;
  std::string out;
  if (terminates(a.denominator())) {
    // Exact: scale by 10^k until integral.
    BigInt num = a.numerator(), den = a.denominator();
    int k = 0;
    while (den != 1) {
      num *= 10;
      const BigInt g = boost::integer::gcd(num, den);
      num /= g, den /= g;
      ++k;
    }
    std::string s = num.str();
    if (k > 0) {
      if (static_cast<int>(s.size()) <= k) s = std::string(k - s.size() + 1, '0') + s;
      s.insert(s.size() - k, ".");
    }
    out = s;
  } else {
    // Rounded to `digits` significant digits.
    BigInt ip = a.numerator() / a.denominator();
    int k = 0;
    BigInt scaled;
    const int int_digits = ip == 0 ? 0 : static_cast<int>(ip.str().size());
    k = std::max(0, digits - int_digits);
    if (ip == 0) {  // leading zeros after the point do not count
      Rational t = a;
      while (t < Rational(1, 10)) t *= 10, ++k;
    }
    const BigInt p10 = boost::multiprecision::pow(BigInt(10), static_cast<unsigned>(k));
    const Rational x = a * Rational(p10);
    scaled = (x.numerator() * 2 + x.denominator()) / (x.denominator() * 2);
    std::string s = scaled.str();
    if (static_cast<int>(s.size()) <= k) s = std::string(k - s.size() + 1, '0') + s;
    s.insert(s.size() - k, ".");
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
    out = s;
  }
  return negative && out != "0" ? "-" + out : out;
}

Met read_met_xml(std::string_view text, const std::string& source, long long parametric_length, const char* role) {
  const xml::Element root = xml::parse(text, role);
  return Reader(role, parametric_length).read(root, source);
}

std::string write_met_xml(const Met& m) {
  auto number = [](const Number& x) { return x.is_exact() ? decimal_text(*x.exact) : show(x.value); };
  auto row = [&](auto entry, long long count) {
    std::string s = "    <row>";
    for (long long j = 1; j <= count; ++j) s += " <me>" + number(entry(j)) + "</me>";
    return s + " </row>\n";
  };
  std::string out =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<!DOCTYPE met PUBLIC \"-//GNU Backgammon//DTD Match Equity Tables//EN\" \"met.dtd\">\n"
      "<!-- Written by alea; GNU Backgammon reads this format. -->\n"
      "<met>\n  <info>\n    <name>" + xml::escape(m.info().name) + "</name>\n    <description>" +
      xml::escape(m.info().description) + "</description>\n    <length>" + std::to_string(m.length()) +
      "</length>\n  </info>\n  <pre-crawford-table type=\"explicit\">\n";
  for (long long a = 1; a <= m.length(); ++a) out += row([&](long long b) { return m.pre_number(a, b); }, m.length());
  out += "  </pre-crawford-table>\n";
  const bool both = m.same_post();
  for (int k = 0; k < (both ? 1 : 2); ++k) {
    out += std::string("  <post-crawford-table type=\"explicit\" player=\"") + (both ? "both" : std::to_string(k)) + "\">\n";
    out += row([&](long long b) { return m.post_number(k, b); }, m.post_length(k));
    out += "  </post-crawford-table>\n";
  }
  return out + "</met>\n";
}

}  // namespace alea::doubling
