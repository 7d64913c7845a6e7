#include "cgt/parse.hpp"

#include <cctype>
#include <string>
#include <vector>

#include "cgt/brace_scan.hpp"
#include "cgt/engine/engine.hpp"
#include "cgt/engine/uptimal.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"

namespace alea::cgt {
namespace {

// A message shows at most this many characters of the text around the offending one.
constexpr std::size_t kExcerpt = 60;

// How a character reads in a message: itself when printable, else its code (a NUL would cut
// the message short wherever it is read as a C string).
std::string quote(char c) {
  auto u = static_cast<unsigned char>(c);
  if (std::isprint(u)) return std::string("'") + c + "'";
  return "character code " + std::to_string(u);
}

// The text around pos, one line, with non-printable bytes shown as '?', and the column of pos
// in it: the whole text when short, else a window marked by "..." at the cut ends.
std::pair<std::string, std::size_t> excerpt(std::string_view s, std::size_t pos) {
  std::size_t from = 0, to = s.size();
  if (s.size() > kExcerpt) {
    from = pos > kExcerpt / 2 ? pos - kExcerpt / 2 : 0;
    to = std::min(s.size(), from + kExcerpt);
    from = to - kExcerpt;
  }
  std::string line = from > 0 ? "..." : "";
  std::size_t column = line.size() + (pos - from);
  for (std::size_t k = from; k < to; ++k) line += std::isprint(static_cast<unsigned char>(s[k])) ? s[k] : '?';
  if (to < s.size()) line += "...";
  return {line, column};
}

class Parser {
 public:
  explicit Parser(std::string_view text) : s_(text) {}

  Game parse() {
    skip_space();
    if (at_end()) fail("empty game text", 0);
    Game g = expr();
    skip_space();
    if (!at_end()) fail_here("unexpected " + quote(peek()));
    return g;
  }

 private:
  using Segment = BraceSegment<Game>;

  // Every recursive step of the descent (a brace, a parenthesis, "+-", Tiny( and Miny(, a level
  // of bars) holds one of these, so one counter bounds the depth whichever path nests: the
  // same limit and message in every build. The stack check is a second line for threads with
  // small stacks; with the default stacks the counter always stops first (a test checks it
  // under the sanitizers, whose frames are the largest).
  class Nest {
   public:
    Nest(Parser& p, std::size_t at) : p_(p) {
      if (++p_.depth_ > kMaxDepth || p_.stack_low())
        p_.fail("games nested more than " + std::to_string(kMaxDepth) + " levels deep", at);
    }
    ~Nest() { --p_.depth_; }
    Nest(const Nest&) = delete;
    Nest& operator=(const Nest&) = delete;

   private:
    Parser& p_;
  };

  // The cursor, public for the brace scanner (brace_scan.hpp).
 public:
  [[noreturn]] void fail(const std::string& what, std::size_t pos) const {
    throw InvalidArgument("text", parse_error(s_, pos, what));
  }
  [[noreturn]] void fail_here(const std::string& what) const { fail(what, i_); }

  bool at_end() const { return i_ >= s_.size(); }
  char peek(std::size_t k = 0) const { return i_ + k < s_.size() ? s_[i_ + k] : '\0'; }
  bool starts(std::string_view w) const { return s_.substr(i_, w.size()) == w; }
  // Every loop of the parser advances through here or through a game operation (which polls
  // Ctrl-C itself), so a long text stops within moments of Ctrl-C.
  void step(std::size_t n = 1) {
    i_ += n;
    if ((++steps_ & 0xFFF) == 0) check_interrupt();
  }
  void skip_space() {
    while (!at_end() && std::isspace(static_cast<unsigned char>(peek()))) step();
  }
  std::size_t position() const { return i_; }

 private:
  bool starts_number(std::size_t k) const { return is_digit(peek(k)) || (peek(k) == '.' && is_digit(peek(k + 1))); }
  static bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

  // expr := term (('+' term) | ('-' term) | ('+-' primary))*
  Game expr() {
    Game g = term();
    for (;;) {
      skip_space();
      if (starts("+-")) {
        std::size_t at = i_;
        step(2);
        g = g + plus_minus(at);
      } else if (peek() == '+') {
        step();
        g = g + term();
      } else if (peek() == '-') {
        step();
        g = g - term();
      } else {
        return g;
      }
    }
  }

  // term := '-' term | primary, read as a run of signs (a negation does not nest). A '-' just
  // before a number is that number's sign, so "-5/4^*" is -5/4 + ^ + *, as CGSuite prints it
  // (not -(5/4^*)).
  Game term() {
    bool negate = false;
    for (;;) {
      skip_space();
      if (peek() != '-' || peek(1) == '-' || starts_number(1)) break;
      step();
      negate = !negate;
    }
    Game g = primary();
    return negate ? -g : g;
  }

  Game primary() {
    skip_space();
    if (at_end()) fail_here("expected a game, found the end of the text");
    if (starts("+-")) {
      std::size_t at = i_;
      step(2);
      return plus_minus(at);
    }
    if (peek() == '{') return braces();
    if (peek() == '(') {
      Nest nest(*this, i_);
      step();
      Game g = expr();
      skip_space();
      if (peek() != ')') fail_here("expected ')'");
      step();
      return g;
    }
    return atom();
  }

  // After "+-" (at `at`): a game, or a brace list of games without bars ("+-{1,*}"). The brace
  // group is read once, whichever it turns out to be.
  Game plus_minus(std::size_t at) {
    Nest nest(*this, at);
    skip_space();
    if (peek() == '{') {
      auto [segs, bars] = brace_segments();
      if (bars.empty()) return Game::plus_minus(segs.front().items);
      return Game::plus_minus({split(segs, bars, 0, segs.size() - 1)});
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
      step();
      u.number = -number();
      any = true;
    } else if (starts_number(0)) {
      u.number = number();
      any = true;
    }
    if (peek() == '^' || peek() == 'v') {
      ups(u);
      any = true;
    }
    if (peek() == '*') {
      step();
      u.nim = 1;
      if (is_digit(peek())) u.nim = static_cast<unsigned long long>(integer_digits());
      any = true;
    }
    Game g = Game::from_id(engine::from_uptimal(u));
    if (starts("Tiny(") || starts("Miny(")) return g + tiny_or_miny();
    if (!any) {
      if (std::isalpha(static_cast<unsigned char>(peek())))
        fail(std::string("unknown name starting '") + peek() + "'", start);
      fail("unexpected " + quote(peek()), start);
    }
    return g;
  }

  // ^, v, ^^, vv, ^n, vn or an uptimal symbol, into u's coefficients.
  void ups(engine::Uptimal& u) {
    char c = peek();
    long long k = 0;
    while (peek() == c) ++k, step();
    if (peek() == '<' || peek() == '[') {
      if (k > 1)
        fail_here(std::string("an uptimal symbol takes a single '") + c + "': write " + c + peek() + "n" +
                  (peek() == '<' ? '>' : ']'));
      u.coeffs = uptimal_symbol(c == '^' ? 1 : -1);
      return;
    }
    if (is_digit(peek())) {
      if (k > 1) fail_here("write " + std::string(1, c) + "n or " + std::string(2, c) + ", not both");
      k = integer_digits();
    }
    u.coeffs = {c == '^' ? k : -k};
  }

  // Tiny(G) = {0 || 0 | -G}, Miny(G) = {G | 0 || 0}.
  Game tiny_or_miny() {
    Nest nest(*this, i_);
    bool tiny = peek() == 'T';
    step(5);
    Game sub = expr();
    skip_space();
    if (peek() != ')') fail_here("expected ')'");
    step();
    Game zero;
    return tiny ? Game::from_options({zero}, {Game::from_options({zero}, {-sub})})
                : Game::from_options({Game::from_options({sub}, {zero})}, {zero});
  }

  // After '^' or 'v' (sign +1 or -1): "<n>" (the unit ^<n>) or "[n]" (^ + ^<2> + ... + ^<n>),
  // as coefficients of the uptimal expansion.
  std::vector<long long> uptimal_symbol(long long sign) {
    char open = peek(), close = open == '<' ? '>' : ']';
    std::string what = std::string(sign > 0 ? "^" : "v") + open + "n" + close;
    step();
    std::size_t at = i_;
    if (!is_digit(peek())) fail_here("expected the order n of " + what);
    long long n = integer_digits();
    if (n < 1) fail("the order n of " + what + " must be at least 1", at);
    if (n > engine::kMaxUptimalOrder)
      fail("the order n of " + what + " must be at most " + std::to_string(engine::kMaxUptimalOrder), at);
    if (peek() != close) fail_here(std::string("expected '") + close + "' to close " + what);
    step();
    std::vector<long long> coeffs(static_cast<std::size_t>(n), open == '<' ? 0 : sign);
    coeffs.back() = sign;
    return coeffs;
  }

  long long integer_digits() {
    std::size_t start = i_;
    while (is_digit(peek())) step();
    if (i_ - start > 18) fail("number too large (more than 18 digits)", start);
    return std::stoll(std::string(s_.substr(start, i_ - start)));
  }

  // digits ['/' digits] | digits '.' digits: must be dyadic.
  Dyadic number() {
    std::size_t start = i_;
    while (is_digit(peek())) step();
    if (peek() == '.') {
      step();
      while (is_digit(peek())) step();
    } else if (peek() == '/' && is_digit(peek(1))) {
      step();
      while (is_digit(peek())) step();
    }
    std::string_view text = s_.substr(start, i_ - start);
    Rational r;
    try {
      r = parse_rational(text);
    } catch (const Error& e) {  // a zero denominator, too many digits: said at the number
      fail(e.what(), start);
    }
    auto d = Dyadic::from_rational(r);
    if (!d) fail("'" + std::string(text) + "' is not a dyadic rational", start);
    return *d;
  }

  // '{' ... '}' as a game.
  Game braces() {
    std::size_t open = i_;
    Nest nest(*this, open);
    auto [segs, bars] = brace_segments();
    if (bars.empty()) fail("a game needs a '|' between its Left and Right options", open);
    return split(segs, bars, 0, segs.size() - 1);
  }

  // Reads '{' segments separated by bar runs '}' (brace_scan.hpp).
  std::pair<std::vector<Segment>, std::vector<BarRun>> brace_segments() {
    return scan_braces<Game>(*this, [&](std::vector<Game>& items) { items.push_back(expr()); });
  }

  // The game formed by segments [a, b] and the bars between them: split at the unique longest
  // bar run; a side without bars is a list of options, a side with bars one nested game (a
  // level of nesting, counted like a brace).
  Game split(const std::vector<Segment>& segs, const std::vector<BarRun>& bars, std::size_t a, std::size_t b) {
    const std::size_t best = longest_run(bars, a, b, [&](const std::string& what, std::size_t at) { fail(what, at); });
    auto side = [&](std::size_t from, std::size_t to) -> std::vector<Game> {
      if (from == to) return segs[from].items;
      Nest nest(*this, segs[from].at);
      return {split(segs, bars, from, to)};
    };
    return Game::from_options(side(a, best), side(best + 1, b));
  }

  // Whether the thread's stack is nearly used up (only on threads whose stack is far smaller
  // than the main thread's).
  static bool stack_low() { return engine::stack_low(); }
  static constexpr int kMaxDepth = 1000;
  std::string_view s_;
  std::size_t i_ = 0, steps_ = 0;
  int depth_ = 0;
};

}  // namespace

Game parse_game(std::string_view text) { return Parser(text).parse(); }

std::string parse_error(std::string_view text, std::size_t pos, const std::string& what) {
  auto [line, column] = excerpt(text, pos);
  return what + " at character " + std::to_string(pos + 1) + ":\n  " + line + "\n" + std::string(column + 2, ' ') + "^";
}

}  // namespace alea::cgt
