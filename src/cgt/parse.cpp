#include "cgt/parse.hpp"

#include <cctype>
#include <cstdint>
#include <string>
#include <vector>

#include "cgt/engine/uptimal.hpp"
#include "core/errors.hpp"

namespace alea::cgt {
namespace {

class Parser {
 public:
  explicit Parser(std::string_view text) : s_(text) {}

  Game parse() {
    stack_base_ = reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0));
    skip_space();
    if (at_end()) fail("empty game text", 0);
    Game g = expr();
    skip_space();
    if (!at_end()) fail_here("unexpected '" + std::string(1, peek()) + "'");
    return g;
  }

 private:
  // One option list or a game between bars, inside braces.
  struct Segment {
    std::vector<Game> games;
    std::size_t at;
  };

  [[noreturn]] void fail(const std::string& what, std::size_t pos) const {
    std::string caret(pos + 2, ' ');
    caret += '^';
    throw InvalidArgument("text", what + " at character " + std::to_string(pos + 1) + ":\n  " +
                                      std::string(s_) + "\n" + caret);
  }
  [[noreturn]] void fail_here(const std::string& what) const { fail(what, i_); }

  bool at_end() const { return i_ >= s_.size(); }
  char peek(std::size_t k = 0) const { return i_ + k < s_.size() ? s_[i_ + k] : '\0'; }
  bool starts(std::string_view w) const { return s_.substr(i_, w.size()) == w; }
  void skip_space() {
    while (!at_end() && std::isspace(static_cast<unsigned char>(peek()))) ++i_;
  }
  bool starts_number(std::size_t k) const { return is_digit(peek(k)) || (peek(k) == '.' && is_digit(peek(k + 1))); }
  bool is_digit(char c) const { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

  // expr := term (('+' term) | ('-' term) | ('+-' primary))*
  Game expr() {
    Game g = term();
    for (;;) {
      skip_space();
      if (starts("+-")) {
        i_ += 2;
        g = g + plus_minus();
      } else if (peek() == '+') {
        ++i_;
        g = g + term();
      } else if (peek() == '-') {
        ++i_;
        g = g - term();
      } else {
        return g;
      }
    }
  }

  // term := '-' term | primary. A '-' just before a number is that number's sign, so "-5/4^*"
  // is -5/4 + ^ + *, as CGSuite prints it (not -(5/4^*)).
  Game term() {
    skip_space();
    if (peek() == '-' && peek(1) != '-' && !starts_number(1)) {
      ++i_;
      return -term();
    }
    return primary();
  }

  Game primary() {
    skip_space();
    if (at_end()) fail_here("expected a game, found the end of the text");
    if (starts("+-")) {
      i_ += 2;
      return plus_minus();
    }
    if (peek() == '{') return braces();
    if (peek() == '(') {
      if (++depth_ > kMaxDepth || too_deep()) fail("parentheses nested too deeply", i_);
      ++i_;
      Game g = expr();
      --depth_;
      skip_space();
      if (peek() != ')') fail_here("expected ')'");
      ++i_;
      return g;
    }
    return atom();
  }

  // After "+-": a game, or a brace list of games without bars ("+-{1,*}").
  Game plus_minus() {
    skip_space();
    if (peek() == '{') {
      std::size_t save = i_;
      auto segs = brace_segments();
      if (segs.second.empty()) return Game::plus_minus(segs.first.front().games);
      i_ = save;
    }
    return Game::plus_minus({primary()});
  }

  // atom := [number] [ups] [star] [Tiny(...) | Miny(...)], at least one part; ups are ^, v, ^^,
  // vv, ^n, vn or an uptimal symbol ^<n>, v<n>, ^[n], v[n] (engine/uptimal.hpp).
  Game atom() {
    std::size_t start = i_;
    engine::Uptimal u;
    bool any = false;
    if (peek() == '-' && starts_number(1)) {
      ++i_;
      u.number = -number();
      any = true;
    } else if (starts_number(0)) {
      u.number = number();
      any = true;
    }
    if (peek() == '^' || peek() == 'v') {
      char c = peek();
      long long k = 0;
      while (peek() == c) ++k, ++i_;
      if (peek() == '<' || peek() == '[') {
        if (k > 1)
          fail_here(std::string("an uptimal symbol takes a single '") + c + "': write " + c + peek() + "n" +
                    (peek() == '<' ? '>' : ']'));
        u.coeffs = uptimal_symbol(c == '^' ? 1 : -1);
      } else {
        if (is_digit(peek())) {
          if (k > 1) fail_here("write " + std::string(1, c) + "n or " + std::string(2, c) + ", not both");
          k = integer_digits();
        }
        u.coeffs = {c == '^' ? k : -k};
      }
      any = true;
    }
    if (peek() == '*') {
      ++i_;
      u.nim = 1;
      if (is_digit(peek())) u.nim = static_cast<unsigned long long>(integer_digits());
      any = true;
    }
    Game g = Game::from_id(engine::from_uptimal(u));
    if (starts("Tiny(") || starts("Miny(")) {
      bool tiny = peek() == 'T';
      i_ += 5;
      Game sub = expr();
      skip_space();
      if (peek() != ')') fail_here("expected ')'");
      ++i_;
      // Tiny(G) = {0 || 0 | -G}, Miny(G) = {G | 0 || 0}.
      Game zero;
      Game t = tiny ? Game::from_options({zero}, {Game::from_options({zero}, {-sub})})
                    : Game::from_options({Game::from_options({sub}, {zero})}, {zero});
      return g + t;
    }
    if (!any) {
      if (std::isalpha(static_cast<unsigned char>(peek())))
        fail(std::string("unknown name starting '") + peek() + "'", start);
      fail(std::string("unexpected '") + peek() + "'", start);
    }
    return g;
  }

  // After '^' or 'v' (sign +1 or -1): "<n>" (the unit ^<n>) or "[n]" (^ + ^<2> + ... + ^<n>),
  // as coefficients of the uptimal expansion.
  std::vector<long long> uptimal_symbol(long long sign) {
    char open = peek(), close = open == '<' ? '>' : ']';
    std::string what = std::string(sign > 0 ? "^" : "v") + open + "n" + close;
    ++i_;
    std::size_t at = i_;
    if (!is_digit(peek())) fail_here("expected the order n of " + what);
    long long n = integer_digits();
    if (n < 1) fail("the order n of " + what + " must be at least 1", at);
    if (n > engine::kMaxUptimalOrder)
      fail("the order n of " + what + " must be at most " + std::to_string(engine::kMaxUptimalOrder), at);
    if (peek() != close) fail_here(std::string("expected '") + close + "' to close " + what);
    ++i_;
    std::vector<long long> coeffs(static_cast<std::size_t>(n), open == '<' ? 0 : sign);
    coeffs.back() = sign;
    return coeffs;
  }

  long long integer_digits() {
    std::size_t start = i_;
    while (is_digit(peek())) ++i_;
    std::string digits(s_.substr(start, i_ - start));
    if (digits.size() > 18) fail("number too large", start);
    return std::stoll(digits);
  }

  // digits ['/' digits] | digits '.' digits: must be dyadic.
  Dyadic number() {
    std::size_t start = i_;
    while (is_digit(peek())) ++i_;
    if (peek() == '.') {
      ++i_;
      while (is_digit(peek())) ++i_;
    } else if (peek() == '/' && is_digit(peek(1))) {
      ++i_;
      while (is_digit(peek())) ++i_;
    }
    std::string_view text = s_.substr(start, i_ - start);
    auto r = parse_rational(text);
    auto d = Dyadic::from_rational(r);
    if (!d) fail("'" + std::string(text) + "' is not a dyadic rational", start);
    return *d;
  }

  // '{' ... '}' as a game.
  Game braces() {
    std::size_t open = i_;
    if (++depth_ > kMaxDepth || too_deep()) fail("braces nested too deeply", open);
    auto [segs, bars] = brace_segments();
    --depth_;
    if (bars.empty()) fail("a game needs a '|' between its Left and Right options", open);
    return split(segs, bars, 0, segs.size() - 1, open);
  }

  // Reads '{' segments separated by bar runs '}'. Returns the segments and the bar runs
  // between them (length and position).
  std::pair<std::vector<Segment>, std::vector<std::pair<int, std::size_t>>> brace_segments() {
    ++i_;  // '{'
    std::vector<Segment> segs(1);
    segs[0].at = i_;
    std::vector<std::pair<int, std::size_t>> bars;
    bool after_game = false, after_comma = false;
    for (;;) {
      skip_space();
      if (at_end()) fail_here("missing '}'");
      char c = peek();
      if ((c == '}' || c == '|' || c == ',') && after_comma) fail_here("expected a game after ','");
      if (c == '}') {
        ++i_;
        return {segs, bars};
      }
      if (c == '|') {
        std::size_t at = i_;
        int k = 0;
        while (peek() == '|') ++k, ++i_;
        bars.push_back({k, at});
        segs.push_back({{}, i_});
        after_game = false;
        continue;
      }
      if (c == ',') {
        if (!after_game) fail_here("expected a game before ','");
        ++i_;
        after_game = false;
        after_comma = true;
        continue;
      }
      if (after_game) fail_here("expected ',', '|' or '}'");
      segs.back().games.push_back(expr());
      after_game = true;
      after_comma = false;
    }
  }

  // The game formed by segments [a, b] and the bars between them: split at the unique longest
  // bar run; a side without bars is a list of options, a side with bars one nested game.
  Game split(const std::vector<Segment>& segs, const std::vector<std::pair<int, std::size_t>>& bars,
             std::size_t a, std::size_t b, std::size_t where) {
    std::size_t best = a;
    int longest = 0;
    bool tie = false;
    for (std::size_t k = a; k < b; ++k) {
      if (bars[k].first > longest) {
        longest = bars[k].first;
        best = k;
        tie = false;
      } else if (bars[k].first == longest) {
        tie = true;
      }
    }
    if (tie) fail("ambiguous bars: two runs of " + std::to_string(longest) + " '|' at one level", bars[best].second);
    auto side = [&](std::size_t from, std::size_t to) -> std::vector<Game> {
      if (from == to) return segs[from].games;
      return {split(segs, bars, from, to, segs[from].at)};
    };
    (void)where;
    return Game::from_options(side(a, best), side(best + 1, b));
  }

  // The descent recurses once per nesting level; it stops well inside the C++ stack (whose
  // frames are several times larger under the sanitizers).
  bool too_deep() const {
    auto here = reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0));
    return stack_base_ > here && stack_base_ - here > kStackBudget;
  }
  static constexpr int kMaxDepth = 1000;
  static constexpr std::uintptr_t kStackBudget = 2u << 20;
  std::uintptr_t stack_base_ = 0;
  std::string_view s_;
  std::size_t i_ = 0;
  int depth_ = 0;
};

}  // namespace

Game parse_game(std::string_view text) { return Parser(text).parse(); }

}  // namespace alea::cgt
