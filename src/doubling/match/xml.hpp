#pragma once
// A small XML reader, enough for GNU Backgammon's match equity tables (gnubg's met/*.xml and
// met.dtd): elements, attributes, character data, comments, processing instructions (the XML
// declaration), a DOCTYPE (its internal subset skipped), CDATA sections, the five predefined
// entities and character references. The format is a handful of elements, so a library would
// bring more than it saves. Errors are InvalidArgument(role, "line N: ..."); the parser keeps its
// own stack, so a deeply nested file cannot exhaust the C++ one.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace alea::doubling::xml {

struct Element {
  std::string name;
  std::vector<std::pair<std::string, std::string>> attributes;
  std::vector<Element> children;
  std::string text;  // the character data directly inside, entities replaced, concatenated
  int line = 0;      // where the start tag is

  // The attribute's value, or nullptr.
  const std::string* attribute(std::string_view key) const;
  // The children with this name, in order.
  std::vector<const Element*> all(std::string_view child) const;
};

// The root element of the document. Throws InvalidArgument(role, "line N: ...") on malformed
// XML: unclosed or mismatched tags, bad attributes, unknown entities, text after the root,
// nesting deeper than max_depth.
Element parse(std::string_view text, const char* role, int max_depth = 64);

// s with & < > " escaped, for writing character data and attribute values.
std::string escape(std::string_view s);

}  // namespace alea::doubling::xml
