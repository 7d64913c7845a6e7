// Bramhall's notation for an allocation: labels with exponents, "6^3 7^6 8^3" or "[6 7^2]";
// commas and brackets are optional, and a label without exponent counts one token each time.
#include <cctype>

#include "alloc/allocation.hpp"
#include "core/errors.hpp"

namespace alea::alloc {
namespace {

bool separator(char c) { return std::isspace(static_cast<unsigned char>(c)) || c == ',' || c == '[' || c == ']'; }

std::int64_t parse_exponent(std::string_view s, std::string_view notation) {
  if (s.empty() || s.size() > 12)
    throw InvalidArgument("alloc: bad exponent '" + std::string(s) + "' in \"" + std::string(notation) + "\"");
  std::int64_t v = 0;
  for (char c : s) {
    if (!std::isdigit(static_cast<unsigned char>(c)))
      throw InvalidArgument("alloc: bad exponent '" + std::string(s) + "' in \"" + std::string(notation) + "\"");
    v = v * 10 + (c - '0');
  }
  return v;
}

}  // namespace

Allocation Allocation::parse(ProbVector p, std::string_view notation) {
  Counts x(p.size(), 0);
  std::size_t i = 0;
  while (i < notation.size()) {
    if (separator(notation[i])) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < notation.size() && !separator(notation[j])) ++j;
    std::string_view term = notation.substr(i, j - i);
    i = j;
    auto caret = term.find('^');
    std::string label(term.substr(0, caret));
    std::int64_t count = caret == std::string_view::npos ? 1 : parse_exponent(term.substr(caret + 1), notation);
    long at = p.index_of(label);
    if (at < 0)
      throw InvalidArgument("alloc: label '" + label + "' in \"" + std::string(notation) +
                            "\" is not a value of " + p.to_string());
    x[static_cast<std::size_t>(at)] += count;
  }
  return Allocation(std::move(p), std::move(x));
}

}  // namespace alea::alloc
