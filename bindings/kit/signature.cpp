#include "kit/signature.hpp"

#include <algorithm>
#include <cctype>
#include <limits>
#include <stdexcept>

namespace alea::kit {
namespace {

// Splits at `sep` where no bracket, brace, parenthesis or quote is open. Square brackets only
// mark optional parts, so they are dropped first (outside quotes).
std::string drop_square_brackets(std::string_view s) {
  std::string out;
  bool quoted = false;
  for (char c : s) {
    if (c == '"') quoted = !quoted;
    if (!quoted && (c == '[' || c == ']')) continue;
    out += c;
  }
  return out;
}

std::vector<std::string> split_top(std::string_view s, std::string_view sep) {
  std::vector<std::string> parts;
  int depth = 0;
  bool quoted = false;
  std::size_t start = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '"') quoted = !quoted;
    if (quoted) continue;
    if (c == '(' || c == '{' || c == '[') ++depth;
    if (c == ')' || c == '}' || c == ']') --depth;
    if (depth == 0 && s.substr(i, sep.size()) == sep) {
      parts.emplace_back(s.substr(start, i - start));
      start = i + sep.size();
      i = start - 1;
    }
  }
  if (depth != 0 || quoted) throw std::invalid_argument("unbalanced brackets or quotes in \"" + std::string(s) + "\"");
  parts.emplace_back(s.substr(start));
  return parts;
}

std::string trim(std::string_view s) {
  std::size_t a = 0, b = s.size();
  while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  return std::string(s.substr(a, b - a));
}

bool is_identifier(std::string_view s) {
  if (s.empty() || std::isdigit(static_cast<unsigned char>(s[0]))) return false;
  for (char c : s)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
  return true;
}

std::string unquote(const std::string& s) {
  return s.size() >= 2 && s.front() == '"' && s.back() == '"' ? s.substr(1, s.size() - 2) : s;
}

void add_option(Signature& sig, const std::string& piece) {
  auto eq = piece.find('=');
  if (eq == std::string::npos) throw std::invalid_argument("option \"" + piece + "\" has no '='");
  OptionSpec o{trim(piece.substr(0, eq)), "", {}};
  if (!is_identifier(o.key)) throw std::invalid_argument("option key \"" + o.key + "\" is not a name");
  auto values = split_top(trim(piece.substr(eq + 1)), "|");
  if (values.size() > 1)
    for (auto& v : values) o.choices.push_back(unquote(trim(v)));
  o.fallback = unquote(trim(values.front()));
  for (auto& known : sig.options)
    if (known.key == o.key) return;  // the same option in another call form
  sig.options.push_back(std::move(o));
}

// Returns whether a key has no default (a table call with such a key cannot be left out).
bool add_options(Signature& sig, std::string_view inner, int position) {
  bool undefaulted = false;
  for (auto& piece : split_top(drop_square_brackets(inner), ",")) {
    std::string p = trim(piece);
    if (p.empty()) continue;
    add_option(sig, p);
    undefaulted = undefaulted || trim(p.substr(p.find('=') + 1)).empty();
  }
  sig.options_args.push_back(position);
  return undefaulted;
}

void add_role(Signature& sig, int position, const std::string& role) {
  if (static_cast<int>(sig.roles.size()) < position) sig.roles.resize(static_cast<std::size_t>(position));
  auto& at = sig.roles[static_cast<std::size_t>(position - 1)];
  for (auto& r : at)
    if (r == role) return;
  at.push_back(role);
}

// One parameter at `position`: an options table, role alternatives ("counts | notation", "sides=6"),
// or a literal.
void add_param(Signature& sig, const std::string& param, int position) {
  if (param.front() == '{' && param.find('=') != std::string::npos) {
    if (param.back() != '}') throw std::invalid_argument("options table \"" + param + "\" is not closed");
    add_options(sig, std::string_view(param).substr(1, param.size() - 2), position);
    return;
  }
  for (auto& alt : split_top(param, "|")) {
    std::string a = trim(alt);
    auto eq = a.find('=');
    if (eq != std::string::npos && a.front() != '"' && a.front() != '{') a = trim(a.substr(0, eq));
    if (is_identifier(a)) add_role(sig, position, a);
  }
}

// The parameters of a call form before the first optional one: the pieces at the top level of
// `inner` that start outside square brackets.
int required_params(std::string_view inner) {
  int required = 0, depth = 0, square = 0;
  bool quoted = false, counted = false, optional = false;
  for (char c : inner) {
    if (c == '"') quoted = !quoted;
    if (!quoted && (c == '[' || c == ']')) {
      square += c == '[' ? 1 : -1;
      continue;
    }
    if (!quoted && depth == 0 && c == ',') {
      counted = false;
      continue;
    }
    if (!quoted) depth += c == '(' || c == '{' ? 1 : c == ')' || c == '}' ? -1 : 0;
    if (counted || std::isspace(static_cast<unsigned char>(c))) continue;
    counted = true;  // the first character of a parameter: optional when inside brackets
    if (square > 0) optional = true;
    if (!optional) ++required;
  }
  return required;
}

void add_call(Signature& sig, const std::string& call) {
  auto open = call.find_first_of("({");
  if (open == std::string::npos || open == 0) throw std::invalid_argument("\"" + call + "\" is not a call");
  std::string name = trim(call.substr(0, open));
  char close = call[open] == '(' ? ')' : '}';
  if (call.back() != close) throw std::invalid_argument("\"" + call + "\" does not end with '" + close + "'");
  std::string_view inner = std::string_view(call).substr(open + 1, call.size() - open - 2);
  int first = 1;
  if (auto colon = name.find(':'); colon != std::string::npos) {
    sig.method = true;
    add_role(sig, 1, name.substr(0, colon));
    first = 2;
  }
  if (close == '}') {
    sig.max_args = std::max(sig.max_args, first);
    const bool required = add_options(sig, inner, first);
    sig.min_args = std::min(sig.min_args, required ? first : first - 1);
    return;
  }
  int position = first;
  for (auto& piece : split_top(drop_square_brackets(inner), ",")) {
    std::string p = trim(piece);
    if (p.empty()) continue;  // "([{...}])" leaves an empty piece before the comma
    add_param(sig, p, position++);
  }
  sig.max_args = std::max(sig.max_args, position - 1);
  sig.min_args = std::min(sig.min_args, first - 1 + required_params(inner));
}

}  // namespace

const OptionSpec* Signature::option(std::string_view key) const {
  for (auto& o : options)
    if (o.key == key) return &o;
  return nullptr;
}

int Signature::position(std::string_view role) const {
  for (std::size_t i = 0; i < roles.size(); ++i)
    for (auto& r : roles[i])
      if (r == role) return static_cast<int>(i + 1);
  return 0;
}

Signature parse_signature(std::string_view text) {
  std::string_view calls = text;
  auto results = split_top(text, " -> ");
  if (results.size() > 2) throw std::invalid_argument("more than one \" -> \" in \"" + std::string(text) + "\"");
  calls = text.substr(0, results.front().size());
  Signature sig;
  sig.min_args = std::numeric_limits<int>::max();
  for (auto& call : split_top(calls, " | ")) add_call(sig, trim(call));
  return sig;
}

}  // namespace alea::kit
