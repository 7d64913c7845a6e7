#include "doubling/match/xml.hpp"

#include <cstdint>
#include <memory>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/utf8.hpp"

namespace alea::doubling::xml {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
bool is_name_start(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == ':' || static_cast<unsigned char>(c) >= 0x80;
}
bool is_name_char(char c) { return is_name_start(c) || (c >= '0' && c <= '9') || c == '-' || c == '.'; }

class Parser {
 public:
  Parser(std::string_view s, const char* role, int max_depth) : s_(s), role_(role), max_depth_(max_depth) {}

  Element document() {
    prolog();
    if (at_end() || s_[pos_] != '<') fail("expected the root element");
    Element root = element();
    misc();
    if (!at_end()) fail("text after the root element");
    return root;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw InvalidArgument(role_, "line " + std::to_string(line_) + ": " + what);
  }
  bool at_end() const { return pos_ >= s_.size(); }
  bool starts(std::string_view t) const { return s_.substr(pos_, t.size()) == t; }
  void advance(std::size_t n) {
    for (std::size_t i = 0; i < n && pos_ < s_.size(); ++i)
      if (s_[pos_++] == '\n') ++line_;
  }
  void skip_space() {
    while (!at_end() && is_space(s_[pos_])) advance(1);
  }
  // Skips to just past `end`, failing with `what` if it never comes.
  void skip_past(std::string_view end, const char* what) {
    const auto at = s_.find(end, pos_);
    if (at == std::string_view::npos) fail(std::string("unterminated ") + what);
    advance(at + end.size() - pos_);
  }

  // Comments, processing instructions and white space between markup.
  void misc() {
    for (;;) {
      skip_space();
      if (starts("<!--")) skip_past("-->", "comment");
      else if (starts("<?")) skip_past("?>", "processing instruction");
      else return;
    }
  }

  void prolog() {
    if (starts("\xEF\xBB\xBF")) advance(3);  // a UTF-8 byte order mark
    misc();
    if (starts("<!DOCTYPE")) {
      advance(9);
      // The DOCTYPE's internal subset, if any, is in brackets; met files have none, but skip it.
      while (!at_end() && s_[pos_] != '>') {
        if (s_[pos_] == '[') skip_past("]", "DOCTYPE internal subset");
        else if (s_[pos_] == '"' || s_[pos_] == '\'') {
          const char q = s_[pos_];
          advance(1);
          skip_past(std::string_view(&q, 1), "DOCTYPE literal");
        } else advance(1);
      }
      if (at_end()) fail("unterminated DOCTYPE");
      advance(1);
    }
    misc();
  }

  std::string name() {
    if (at_end() || !is_name_start(s_[pos_])) fail("expected a name");
    const std::size_t start = pos_;
    while (!at_end() && is_name_char(s_[pos_])) advance(1);
    return std::string(s_.substr(start, pos_ - start));
  }

  // Character data up to `stop`, entities and character references replaced.
  std::string chars(char stop) {
    std::string out;
    while (!at_end() && s_[pos_] != stop && !(stop == '<' && s_[pos_] == '<')) {
      if (s_[pos_] == '&') out += reference();
      else if (stop != '<' && s_[pos_] == '<') fail("'<' in an attribute value");
      else {
        out += s_[pos_];
        advance(1);
      }
    }
    return out;
  }

  std::string reference() {
    const auto semi = s_.find(';', pos_);
    if (semi == std::string_view::npos || semi - pos_ > 12) fail("'&' that does not start an entity");
    const std::string_view ref = s_.substr(pos_ + 1, semi - pos_ - 1);
    std::string out;
    static constexpr std::pair<std::string_view, char> named[] = {
        {"amp", '&'}, {"lt", '<'}, {"gt", '>'}, {"quot", '"'}, {"apos", '\''}};
    for (const auto& [name, c] : named)
      if (ref == name) out.push_back(c);
    if (out.empty()) append_utf8(out, character_reference(ref));
    advance(semi + 1 - pos_);
    return out;
  }

  // &#N; or &#xN; (anything else is an entity met files do not define).
  std::uint32_t character_reference(std::string_view ref) const {
    if (ref.size() < 2 || ref[0] != '#')
      fail("unknown entity &" + std::string(ref) + "; (only &amp; &lt; &gt; &quot; &apos; and &#N;)");
    const bool hex = ref[1] == 'x';
    std::uint32_t cp = 0;
    const std::string_view digits = ref.substr(hex ? 2 : 1);
    if (digits.empty()) fail("empty character reference");
    for (char c : digits) {
      int d = (c >= '0' && c <= '9') ? c - '0' : (hex && c >= 'a' && c <= 'f') ? c - 'a' + 10
                                               : (hex && c >= 'A' && c <= 'F') ? c - 'A' + 10 : -1;
      if (d < 0) fail("bad character reference &" + std::string(ref) + ";");
      cp = cp * (hex ? 16 : 10) + static_cast<std::uint32_t>(d);
      if (cp > 0x10FFFF) fail("character reference out of range");
    }
    if (cp == 0) fail("character reference to NUL");
    return cp;
  }

  // Parses the start tag at pos_ into e; returns true when it was an empty-element tag.
  bool start_tag(Element& e) {
    advance(1);  // '<'
    e.line = line_;
    e.name = name();
    for (;;) {
      const bool spaced = !at_end() && is_space(s_[pos_]);
      skip_space();
      if (at_end()) fail("unterminated start tag <" + e.name + ">");
      if (starts("/>")) {
        advance(2);
        return true;
      }
      if (s_[pos_] == '>') {
        advance(1);
        return false;
      }
      if (!spaced) fail("expected a space before an attribute of <" + e.name + ">");
      std::string key = name();
      skip_space();
      if (at_end() || s_[pos_] != '=') fail("expected '=' after the attribute " + key);
      advance(1);
      skip_space();
      if (at_end() || (s_[pos_] != '"' && s_[pos_] != '\'')) fail("expected a quoted value for the attribute " + key);
      const char quote = s_[pos_];
      advance(1);
      std::string value = chars(quote);
      if (at_end()) fail("unterminated value of the attribute " + key);
      advance(1);
      for (const auto& [k, v] : e.attributes)
        if (k == key) fail("the attribute " + key + " is given twice in <" + e.name + ">");
      e.attributes.emplace_back(std::move(key), std::move(value));
    }
  }

  // The element at pos_ with everything inside it. Open elements are kept on an explicit stack.
  Element element() {
    Element root;
    if (start_tag(root)) return root;
    std::vector<Element*> open{&root};
    while (!open.empty()) {
      if ((pos_ & 0xFFF) == 0) check_interrupt();
      Element& top = *open.back();
      if (at_end()) fail("<" + top.name + "> (line " + std::to_string(top.line) + ") is never closed");
      if (starts("</")) {
        advance(2);
        const std::string closing = name();
        skip_space();
        if (at_end() || s_[pos_] != '>') fail("expected '>' to end </" + closing + ">");
        advance(1);
        if (closing != top.name)
          fail("</" + closing + "> closes <" + top.name + "> (line " + std::to_string(top.line) + ")");
        open.pop_back();
      } else if (starts("<!--")) {
        skip_past("-->", "comment");
      } else if (starts("<![CDATA[")) {
        advance(9);
        const auto end = s_.find("]]>", pos_);
        if (end == std::string_view::npos) fail("unterminated CDATA section");
        top.text += s_.substr(pos_, end - pos_);
        advance(end + 3 - pos_);
      } else if (starts("<?")) {
        skip_past("?>", "processing instruction");
      } else if (s_[pos_] == '<') {
        if (static_cast<int>(open.size()) >= max_depth_)
          fail("elements nested deeper than " + std::to_string(max_depth_));
        Element child;
        const bool empty = start_tag(child);
        top.children.push_back(std::move(child));
        if (!empty) open.push_back(&top.children.back());
      } else {
        top.text += chars('<');
      }
    }
    return root;
  }

  std::string_view s_;
  const char* role_;
  int max_depth_;
  std::size_t pos_ = 0;
  int line_ = 1;
};

}  // namespace

const std::string* Element::attribute(std::string_view key) const {
  for (const auto& [k, v] : attributes)
    if (k == key) return &v;
  return nullptr;
}

std::vector<const Element*> Element::all(std::string_view child) const {
  std::vector<const Element*> out;
  for (const auto& c : children)
    if (c.name == child) out.push_back(&c);
  return out;
}

Element parse(std::string_view text, const char* role, int max_depth) {
  return Parser(text, role, max_depth).document();
}

std::string escape(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '&') out += "&amp;";
    else if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else if (c == '"') out += "&quot;";
    else out += c;
  }
  return out;
}

}  // namespace alea::doubling::xml
