#include "cgt/loopy/parse.hpp"

#include <cctype>
#include <map>
#include <set>
#include <string>

#include "cgt/brace_scan.hpp"
#include "cgt/engine/engine.hpp"
#include "cgt/loopy/canonical.hpp"
#include "cgt/parse.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"

namespace alea::cgt::loopy {
namespace {

const std::set<std::string, std::less<>> kKeywords{"pass", "on", "off", "over", "under", "upon", "dud", "Tiny", "Miny"};

bool is_ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool is_ident(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
// "v", "vv", "v3": words that are short games (downs).
bool is_downs(std::string_view w) {
  std::size_t i = 0;
  while (i < w.size() && w[i] == 'v') ++i;
  if (i == 0) return false;
  if (i == 1)
    while (i < w.size() && std::isdigit(static_cast<unsigned char>(w[i]))) ++i;
  return i == w.size();
}

// A loopy text is read into one graph of positions; every part of the text is a vertex of it.
class Parser {
 public:
  explicit Parser(std::string_view text) : s_(text) {}

  Value parse() {
    skip_space();
    if (at_end()) fail("empty game text", 0);
    Vertex g = expr();
    skip_space();
    if (peek() == '&') {
      const std::size_t amp = i_;
      step();
      names_.clear();  // each side names its own loops (CGSuite prints a{...} & a{...})
      Vertex h = expr();
      skip_space();
      if (!at_end()) fail_here("unexpected " + quote(peek()));
      return sided(g, h, amp);
    }
    if (!at_end()) fail_here("unexpected " + quote(peek()));
    return Value::from_graph(g_, g);
  }

 private:
  struct Item {  // an option: a vertex, or pass
    Vertex v;
    bool pass;
  };
  using Segment = BraceSegment<Item>;

  // The cursor, public for the brace scanner (brace_scan.hpp).
 public:
  [[noreturn]] void fail(const std::string& what, std::size_t pos) const {
    throw InvalidArgument("text", parse_error(s_, pos, what));
  }
  [[noreturn]] void fail_here(const std::string& what) const { fail(what, i_); }
  static std::string quote(char c) {
    auto u = static_cast<unsigned char>(c);
    if (std::isprint(u)) return std::string("'") + c + "'";
    return "character code " + std::to_string(u);
  }

  bool at_end() const { return i_ >= s_.size(); }
  char peek(std::size_t k = 0) const { return i_ + k < s_.size() ? s_[i_ + k] : '\0'; }
  bool starts(std::string_view w) const { return s_.substr(i_, w.size()) == w; }
  void step(std::size_t n = 1) {
    i_ += n;
    if ((++steps_ & 0xFFF) == 0) check_interrupt();
  }
  void skip_space() {
    while (!at_end() && std::isspace(static_cast<unsigned char>(peek()))) step();
  }
  std::size_t position() const { return i_; }

 private:

  class Nest {
   public:
    Nest(Parser& p, std::size_t at) : p_(p) {
      if (++p_.depth_ > kMaxDepth || engine::stack_low())
        p_.fail("games nested more than " + std::to_string(kMaxDepth) + " levels deep", at);
    }
    ~Nest() { --p_.depth_; }
    Nest(const Nest&) = delete;
    Nest& operator=(const Nest&) = delete;

   private:
    Parser& p_;
  };

  // --- building the graph ---
  Vertex vertex(std::vector<Vertex> lo, std::vector<Vertex> ro) {
    Vertex v = g_.add_vertex();
    g_.left[v] = std::move(lo);
    g_.right[v] = std::move(ro);
    return v;
  }
  Vertex short_game(const Game& x) { return embed_short(g_, x); }
  // Copies the graph h (start 0) into g_; returns the start's new number.
  Vertex append(const Graph& h) {
    require_memory(graph_bytes(g_.size() + h.size(), 0), "the graph of a loopy game");
    const auto base = static_cast<Vertex>(g_.size());
    for (Vertex v = 0; v < h.size(); ++v) {
      Vertex w = g_.add_vertex();
      for (Vertex x : h.left[v]) g_.left[w].push_back(base + x);
      for (Vertex x : h.right[v]) g_.right[w].push_back(base + x);
    }
    return base;
  }
  // The part of the graph below v, which must not reach a loop still being defined.
  Graph closed(Vertex v, std::size_t at, const char* what) {
    std::vector<Vertex> roots{v};
    std::vector<bool> seen(g_.size(), false);
    std::vector<Vertex> todo{v};
    seen[v] = true;
    while (!todo.empty()) {
      if ((++steps_ & 0xFFF) == 0) check_interrupt();
      Vertex u = todo.back();
      todo.pop_back();
      for (const auto& [name, open] : open_)
        if (open == u) fail(std::string(what) + " cannot contain '" + name + "', a loop still being defined", at);
      for (const auto* side : {&g_.left[u], &g_.right[u]})
        for (Vertex w : *side)
          if (!seen[w]) seen[w] = true, todo.push_back(w);
    }
    return restrict_to_reachable(g_, roots);
  }
  Vertex add(Vertex a, std::size_t at_a, Vertex b, std::size_t at_b) {
    const Graph ga = closed(a, at_a, "a sum"), gb = closed(b, at_b, "a sum");
    Graph s = sum(ga, 0, gb, 0);
    if (is_stopper(s, 0)) {  // simplified at once, so a long sum's graph stays small
      std::vector<Vertex> roots{0};
      s = simplify_stopper(s, roots);
    }
    return append(s);
  }
  Vertex neg(Vertex a, std::size_t at) { return append(negate(closed(a, at, "a negative"))); }
  Vertex on() {
    Vertex v = vertex({}, {});
    g_.left[v] = {v};
    return v;
  }
  Vertex off() {
    Vertex v = vertex({}, {});
    g_.right[v] = {v};
    return v;
  }
  Vertex upon() {  // {pass | *}
    Vertex v = vertex({}, {short_game(Game::star())});
    g_.left[v] = {v};
    return v;
  }
  Vertex uponth(std::size_t at) {  // {0 | -upon + *}
    Vertex r = add(neg(upon(), at), at, short_game(Game::star()), at);
    return vertex({short_game(Game())}, {r});
  }

  // --- the grammar ---
  // expr := term (('+' term) | ('-' term) | ('+-' primary))*
  Vertex expr() {
    std::size_t at = i_;
    Vertex g = term();
    for (;;) {
      skip_space();
      std::size_t op = i_;
      if (starts("+-")) {
        step(2);
        Vertex h = plus_minus(op);
        g = add(g, at, h, op);
      } else if (peek() == '+') {
        step();
        skip_space();
        std::size_t at_h = i_;
        g = add(g, at, term(), at_h);
      } else if (peek() == '-') {
        step();
        skip_space();
        std::size_t at_h = i_;
        g = add(g, at, neg(term(), at_h), at_h);
      } else {
        return g;
      }
    }
  }

  Vertex term() {
    bool negate_it = false;
    skip_space();
    std::size_t at = i_;
    for (;;) {
      skip_space();
      if (peek() != '-' || peek(1) == '-' || std::isdigit(static_cast<unsigned char>(peek(1))) || peek(1) == '.') break;
      step();
      negate_it = !negate_it;
    }
    Vertex g = primary();
    return negate_it ? neg(g, at) : g;
  }

  Vertex primary() {
    skip_space();
    if (at_end()) fail_here("expected a game, found the end of the text");
    const std::size_t at = i_;
    if (starts("+-")) {
      step(2);
      return plus_minus(at);
    }
    if (peek() == '{') return braces(std::nullopt);
    if (peek() == '(') {
      Nest nest(*this, i_);
      step();
      Vertex g = expr();
      skip_space();
      if (peek() != ')') fail_here("expected ')'");
      step();
      return g;
    }
    if (is_ident_start(peek())) {
      std::size_t j = i_;
      while (j < s_.size() && is_ident(s_[j])) ++j;
      const std::string word(s_.substr(i_, j - i_));
      if (j < s_.size() && s_[j] == '{' && !kKeywords.count(word)) {
        step(j - i_);
        return named(word, at);
      }
      if (word == "Tiny" || word == "Miny") {
        step(j - i_);
        return tiny_or_miny(word == "Tiny", at);
      }
      if (word == "pass") fail("'pass' is an option: write it inside braces, as in {0|pass}", at);
      if (kKeywords.count(word)) {
        step(j - i_);
        return keyword(word, at);
      }
      if (auto it = names_.find(word); it != names_.end()) {
        step(j - i_);
        return it->second;
      }
      if (!is_downs(word)) fail("unknown name '" + word + "' (a loop is named where it is defined, as in a{0|a})", at);
    }
    return atom();
  }

  Vertex keyword(const std::string& w, std::size_t at) {
    if (w == "on") return on();
    if (w == "off") return off();
    if (w == "over") return pseudo(Dyadic(0), true);
    if (w == "under") return pseudo(Dyadic(0), false);
    if (w == "upon") return upon();
    if (w == "dud") {
      Vertex v = vertex({}, {});
      g_.left[v] = g_.right[v] = {v};
      return v;
    }
    fail("unexpected '" + w + "'", at);
  }

  Vertex pseudo(const Dyadic& x, bool over) {  // x over = {x | pass}, x under = {pass | x}
    Vertex n = short_game(Game::number(x));
    Vertex v = vertex({}, {});
    (over ? g_.left : g_.right)[v] = {n};
    (over ? g_.right : g_.left)[v] = {v};
    return v;
  }

  // A short game's atom (cgt/parse.hpp), or one followed by over, under, ^[on], v[on], ^<on>,
  // v<on> (with a nimber after those).
  Vertex atom() {
    const std::size_t start = i_;
    if (peek() == '-') step();
    while (std::isdigit(static_cast<unsigned char>(peek())) || peek() == '/' || peek() == '.') step();
    const std::string_view number = s_.substr(start, i_ - start);
    auto number_game = [&]() {
      if (number.empty()) return Game();
      return parse_short(number, start);
    };
    if (starts("over") || starts("under")) {
      const bool over = starts("over");
      const Game x = number_game();
      if (!x.is_number()) fail("expected a number before 'over' or 'under'", start);
      step(over ? 4 : 5);
      return pseudo(x.to_dyadic(), over);
    }
    for (const char* sym : {"^[on]", "v[on]", "^<on>", "v<on>"}) {
      if (!starts(sym)) continue;
      const std::size_t at = i_;
      step(5);
      unsigned long long nim = 0;
      if (peek() == '*') {
        step();
        nim = 1;
        std::size_t d = i_;
        while (std::isdigit(static_cast<unsigned char>(peek()))) step();
        if (i_ > d) nim = std::stoull(std::string(s_.substr(d, std::min<std::size_t>(i_ - d, 18))));
      }
      const bool th = sym[1] == '<';
      Vertex u = th ? uponth(at) : upon();
      if (sym[0] == 'v') u = neg(u, at);
      return add(u, at, short_game(number_game() + Game::star(nim)), at);
    }
    // The rest of a short atom: number, ups, star, uptimal symbols.
    while (!at_end() && (std::isdigit(static_cast<unsigned char>(peek())) ||
                         std::string_view("/.^v*<>[]").find(peek()) != std::string_view::npos))
      step();
    if (i_ == start) fail_here("unexpected " + quote(peek()));
    Game x = parse_short(s_.substr(start, i_ - start), start);
    if (starts("Tiny(") || starts("Miny(")) {
      const std::size_t at = i_;
      const bool tiny = peek() == 'T';
      step(4);
      return add(short_game(x), start, tiny_or_miny(tiny, at), at);
    }
    return short_game(x);
  }

  Game parse_short(std::string_view text, std::size_t at) {
    try {
      return parse_game(text);
    } catch (const InvalidArgument&) {
      fail("'" + std::string(text) + "' is not a game", at);
    }
  }

  // Tiny(G) = {0 || 0 | -G}, Miny(G) = {G | 0 || 0}; at '(' after the word.
  Vertex tiny_or_miny(bool tiny, std::size_t at) {
    Nest nest(*this, at);
    if (peek() != '(') fail_here("expected '(' after " + std::string(tiny ? "Tiny" : "Miny"));
    step();
    skip_space();
    std::size_t at_g = i_;
    Vertex g = expr();
    skip_space();
    if (peek() != ')') fail_here("expected ')'");
    step();
    Vertex zero = short_game(Game());
    if (tiny) return vertex({zero}, {vertex({zero}, {neg(g, at_g)})});
    return vertex({vertex({g}, {zero})}, {zero});
  }

  Vertex plus_minus(std::size_t at) {
    Nest nest(*this, at);
    skip_space();
    std::vector<Vertex> lo;
    std::vector<std::size_t> ats;
    if (peek() == '{') {
      std::size_t open = i_;
      auto [segs, bars] = brace_segments();
      if (bars.empty()) {
        for (const Item& it : segs.front().items) {
          if (it.pass) fail("'pass' in +-{...} has no game to return to", open);
          lo.push_back(it.v);
          ats.push_back(open);
        }
      } else {
        lo.push_back(split(segs, bars, 0, segs.size() - 1, std::nullopt));
        ats.push_back(open);
      }
    } else {
      ats.push_back(i_);
      lo.push_back(primary());
    }
    std::vector<Vertex> ro;
    for (std::size_t k = 0; k < lo.size(); ++k) ro.push_back(neg(lo[k], ats[k]));
    return vertex(lo, ro);
  }

  // name{...}: the vertex is made first, so the name used inside refers to it.
  Vertex named(const std::string& name, std::size_t at) {
    if (names_.count(name)) fail("the name '" + name + "' is defined twice", at);
    Vertex v = vertex({}, {});
    names_[name] = v;
    open_[name] = v;
    braces(v);
    open_.erase(name);
    return v;
  }

  Vertex braces(std::optional<Vertex> into) {
    std::size_t open = i_;
    Nest nest(*this, open);
    auto [segs, bars] = brace_segments();
    if (bars.empty()) fail("a game needs a '|' between its Left and Right options", open);
    return split(segs, bars, 0, segs.size() - 1, into);
  }

  // Reads '{' segments separated by bar runs '}' (brace_scan.hpp); an option is a game or pass.
  std::pair<std::vector<Segment>, std::vector<BarRun>> brace_segments() {
    return scan_braces<Item>(*this, [&](std::vector<Item>& items) {
      if (starts("pass") && !is_ident(peek(4))) {
        step(4);
        items.push_back({0, true});
      } else {
        items.push_back({expr(), false});
      }
    });
  }

  // The game of segments [a, b]: split at the unique longest bar run (as the short parser);
  // `into` is the vertex to fill at this level (a named loop), else a new one.
  Vertex split(const std::vector<Segment>& segs, const std::vector<BarRun>& bars, std::size_t a, std::size_t b,
               std::optional<Vertex> into) {
    const std::size_t best = longest_run(bars, a, b, [&](const std::string& what, std::size_t at) { fail(what, at); });
    const Vertex v = into ? *into : vertex({}, {});
    auto side = [&](std::size_t from, std::size_t to) -> std::vector<Vertex> {
      if (from == to) {
        std::vector<Vertex> out;
        for (const Item& it : segs[from].items) out.push_back(it.pass ? v : it.v);
        return out;
      }
      Nest nest(*this, segs[from].at);
      return {split(segs, bars, from, to, std::nullopt)};
    };
    auto lo = side(a, best);
    auto ro = side(best + 1, b);
    g_.left[v] = std::move(lo);
    g_.right[v] = std::move(ro);
    return v;
  }

  Value sided(Vertex g, Vertex h, std::size_t at_h) {
    // G's onside and H's offside: for stoppers G and H themselves, with H <= G; otherwise the
    // sides of the games written (CGSuite prints Bach's Carousel as two loopy sides so).
    Value on = Value::from_graph(g_, g), off = Value::from_graph(g_, h);
    if (on.is_stopper() && off.is_stopper() && !(off.stopper() <= on.stopper()))
      fail("in G & H the offside H must be <= the onside G", at_h);
    return Value(on.onside(), off.offside());
  }

  static constexpr int kMaxDepth = 1000;
  std::string_view s_;
  std::size_t i_ = 0, steps_ = 0;
  int depth_ = 0;
  Graph g_;
  std::map<std::string, Vertex, std::less<>> names_, open_;
};

}  // namespace

Value parse(std::string_view text) {
  try {
    return Parser(text).parse();
  } catch (const InvalidArgument& e) {
    if (e.role == "text") throw;
    throw InvalidArgument("text", e.what());  // the game written is at fault (not stopper-sided)
  }
}

bool looks_loopy(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    if (text[i] == '&') return true;
    if (!is_ident_start(text[i])) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < text.size() && is_ident(text[j])) ++j;
    const std::string_view w = text.substr(i, j - i);
    if (w != "Tiny" && w != "Miny" && !is_downs(w)) return true;
    i = j;
  }
  return false;
}

}  // namespace alea::cgt::loopy
