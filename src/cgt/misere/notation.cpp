#include "cgt/misere/notation.hpp"

#include <algorithm>
#include <cctype>
#include <functional>

#include "core/errors.hpp"

namespace alea::cgt::misere {

namespace {

struct Token {
  std::string atom;
  std::vector<std::string> subscripts;
  std::string text() const {
    std::string out = atom;
    if (subscripts.empty()) return out;
    const bool bare = std::all_of(subscripts.begin(), subscripts.end(), [](const std::string& s) { return s == "#"; });
    std::string subs;
    for (const auto& s : subscripts) subs += s;
    return bare ? out + subs : out + "[" + subs + "]";
  }
};

std::string heap_text(std::uint64_t n) { return n < 10 ? std::to_string(n) : std::string("{").append(std::to_string(n)).append("}"); }

// Latest born first; then more options first; then by the options themselves, the same way.
bool before(Id a, Id b) {
  Store& st = Store::instance();
  if (a == b) return false;
  if (st.birthday(a) != st.birthday(b)) return st.birthday(a) > st.birthday(b);
  const auto& oa = st.options(a);
  const auto& ob = st.options(b);
  if (oa.size() != ob.size()) return oa.size() > ob.size();
  std::vector<Id> sa(oa), sb(ob);
  std::sort(sa.begin(), sa.end(), before);
  std::sort(sb.begin(), sb.end(), before);
  for (std::size_t i = 0; i < sa.size(); ++i)
    if (sa[i] != sb[i]) return before(sa[i], sb[i]);
  return a < b;
}

Token token(Id g);

}  // namespace

std::vector<Id> display_order(Id g);

namespace {

std::string options_text(Id g) {
  std::string out;
  for (Id o : display_order(g)) out += token(o).text();
  return out;
}

// g = z + *k for an option z of g (the move in *k to 0 is then an option), with the least k.
bool as_sum(Id g, Id& z, std::uint64_t& k) {
  Store& st = Store::instance();
  bool found = false;
  for (Id o : st.options(g)) {
    if (st.birthday(o) >= st.birthday(g)) continue;
    const std::uint64_t j = st.birthday(g) - st.birthday(o);  // birthdays add under misère sums
    if (found && j >= k) continue;
    if (st.sum(o, st.nim_heap(j)) == g) z = o, k = j, found = true;
  }
  return found;
}

Token token(Id g) {
  Store& st = Store::instance();
  if (st.nim_heap_size(g) >= 0) return {heap_text(static_cast<std::uint64_t>(st.nim_heap_size(g))), {}};
  if (st.options(g).size() == 1) {
    Token t = token(st.options(g)[0]);
    t.subscripts.push_back("#");
    return t;
  }
  Id z = 0;
  std::uint64_t k = 0;
  if (as_sum(g, z, k)) {
    Token t = token(z);
    t.subscripts.push_back(heap_text(k));
    return t;
  }
  return {std::string("(").append(options_text(g)).append(")"), {}};
}

class Parser {
 public:
  Parser(const std::string& s, const std::string& role) : s_(s), role_(role) {}
  Id parse() {
    skip();
    bool wrapped = false;
    if (s_.compare(i_, 2, "*[") == 0) {
      wrapped = true;
      i_ += 2;
    }
    const Id g = expression(wrapped ? ']' : '\0');
    if (wrapped) {
      if (i_ >= s_.size() || s_[i_] != ']') fail("missing ']'");
      ++i_;
    }
    skip();
    if (i_ != s_.size()) fail("unexpected text");
    return g;
  }

 private:
  [[noreturn]] void fail(const std::string& why) const {
    throw InvalidArgument(role_, why + " at character " + std::to_string(std::min(i_, s_.size()) + 1) + " of \"" + s_ + "\"");
  }
  void skip() {
    while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_;
  }
  bool at_end(char close) const { return i_ >= s_.size() || (close && s_[i_] == close); }

  // A list of tokens: one token is that game, several are the options of the game.
  Id expression(char close) {
    std::vector<Id> parts;
    while (!at_end(close)) {
      if (close == ')' && s_[i_] == ']') fail("missing ')'");
      parts.push_back(token());
    }
    if (parts.empty()) fail("expected a game");
    return parts.size() == 1 ? parts[0] : Store::instance().make(parts);
  }
  std::uint64_t braced_number() {
    ++i_;
    std::uint64_t n = 0;
    if (i_ >= s_.size() || !std::isdigit(static_cast<unsigned char>(s_[i_]))) fail("expected a heap size");
    while (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_]))) {
      n = n * 10 + static_cast<std::uint64_t>(s_[i_++] - '0');
      if (n > 1000000) fail("a heap above 1000000");
    }
    if (i_ >= s_.size() || s_[i_] != '}') fail("missing '}'");
    ++i_;
    return n;
  }
  Id token() {
    Store& st = Store::instance();
    Id g = 0;
    const char c = s_[i_];
    if (std::isdigit(static_cast<unsigned char>(c))) {
      g = st.nim_heap(static_cast<std::uint64_t>(c - '0'));
      ++i_;
    } else if (c == '{') {
      g = st.nim_heap(braced_number());
    } else if (c == '(') {
      ++i_;
      g = expression(')');
      if (i_ >= s_.size()) fail("missing ')'");
      ++i_;
    } else {
      fail("expected a heap (0-9, {12}), '(' or a subscript");
    }
    while (i_ < s_.size() && (s_[i_] == '#' || s_[i_] == '[')) {
      if (s_[i_] == '#') {
        g = st.make({g});
        ++i_;
        continue;
      }
      ++i_;
      while (i_ < s_.size() && s_[i_] != ']') {
        if (s_[i_] == '#') g = st.make({g}), ++i_;
        else if (std::isdigit(static_cast<unsigned char>(s_[i_]))) g = st.sum(g, st.nim_heap(static_cast<std::uint64_t>(s_[i_++] - '0')));
        else if (s_[i_] == '{') g = st.sum(g, st.nim_heap(braced_number()));
        else fail("expected '#', a heap or ']' in a subscript");
      }
      if (i_ >= s_.size()) fail("missing ']'");
      ++i_;
    }
    return g;
  }
  const std::string& s_;
  const std::string& role_;
  std::size_t i_ = 0;
};

}  // namespace

std::vector<Id> display_order(Id g) {
  std::vector<Id> opts = Store::instance().options(g);
  std::sort(opts.begin(), opts.end(), before);
  return opts;
}

std::string to_string(Id g) {
  Store& st = Store::instance();
  std::string body;
  if (st.nim_heap_size(g) >= 0 || st.options(g).size() == 1) body = token(g).text();
  else {
    Id z = 0;
    std::uint64_t k = 0;
    body = as_sum(g, z, k) ? token(g).text() : options_text(g);
  }
  return std::string("*[").append(body).append("]");
}

Id parse(const std::string& text, const std::string& role) { return Parser(text, role).parse(); }

}  // namespace alea::cgt::misere
