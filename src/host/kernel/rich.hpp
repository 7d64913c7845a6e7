#pragma once
// How a cell's result looks in a notebook: the MIME bundle of the values. text/plain is always
// the REPL printer's text (bindings/kit/printer.hpp), so a notebook and the terminal agree; beside it
// the richest form the value has: a rat or an estimate as text/latex (with the decimal, with the
// bound), an array of records as a text/html table (the same columns and order as the REPL's
// table, kit/show.hpp), a picture or an object with :to_svg() (thermographs, tournaments, game
// graphs, decision and doubling trees) as image/svg+xml.
#include <string>

#include <nlohmann/json.hpp>

#include "host/kernel/output.hpp"
#include "kit/lua.hpp"

namespace alea::host::kernel {

// The <svg> element of an SVG file's text, without the XML declaration and DOCTYPE before it:
// a notebook puts the picture inline into HTML, where a declaration is not allowed (nbconvert
// refuses it), as IPython's SVG display does.
std::string svg_element(const std::string& svg);

// The bundle of the `count` values at stack indices first .. first+count-1; null when there is
// nothing to show again (a picture the cell has shown already). Runs protected, with Ctrl-C armed
// (drawing a large graph may take a while); a failing :to_svg() leaves the text alone. The stack
// is left as it was.
nl::json result_bundle(lua_State* L, int first, int count, Output& out);

}  // namespace alea::host::kernel
