#include "cgt/games/drawing.hpp"

#include "core/errors.hpp"

namespace alea::cgt::games {
namespace {

// A cell's fill and mark: Left's pieces blue, Right's red, green either's, blocked cells grey.
std::pair<const char*, std::string> look(char ch) {
  switch (ch) {
    case '.': return {"white", ""};
    case '#': return {"gray40", ""};
    case 'x': case 'L': case 'T': case 'l': return {"#3465a4", std::string(1, ch)};
    case 'o': case 'R': case 'F': case 'r': return {"#cc0000", std::string(1, ch)};
    case 'e': return {"#4e9a06", "e"};
    default: return {"white", std::string(1, ch)};
  }
}

}  // namespace

std::string board_dot(const BoardPicture& board, const std::string& title) {
  if (board.rows.empty()) throw InvalidArgument("P", "the position has no board to draw");
  std::string t = "digraph board {\n  node [shape=plaintext, fontname=\"Helvetica\"];\n";
  if (!title.empty()) t.append("  labelloc=t;\n  label=\"").append(title).append("\";\n");
  t += "  b [label=<<TABLE BORDER=\"1\" CELLBORDER=\"1\" CELLSPACING=\"0\" CELLPADDING=\"0\">\n";
  for (const std::string& row : board.rows) {
    t += "    <TR>";
    for (char ch : row) {
      const auto [fill, mark] = look(ch);
      t.append("<TD WIDTH=\"28\" HEIGHT=\"28\" FIXEDSIZE=\"TRUE\" BGCOLOR=\"").append(fill).append("\">");
      if (!mark.empty()) t.append("<FONT COLOR=\"white\">").append(mark).append("</FONT>");
      t += "</TD>";
    }
    t += "</TR>\n";
  }
  t += "  </TABLE>>];\n}\n";
  return t;
}

}  // namespace alea::cgt::games
