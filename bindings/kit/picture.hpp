#pragma once
// The Lua side of pictures (core/picture.hpp): every bound function that draws ends here, so
// alea.plot and the :plot() and :to_svg() methods of the modules agree on options and results.
#include <string>

#include "core/picture.hpp"
#include "kit/options.hpp"

namespace alea::kit {

// Draws the plot as the options say: with file= into that file (.svg or .png) and pushes the
// path; without, pushes a picture, gnuplot's text rendering sized by width= and height= (0: the
// terminal's size) that prints as its text. The signature must list file, width and height.
// Under a notebook's display (kit/display.hpp) the picture is SVG (width and height in pixels),
// shown in the cell, and the pushed picture holds it in .svg. So do push_plot_svg and push_dot:
// with no file, their SVG is also shown in the cell.
void push_plot(lua_State* L, picture::Plot plot, const Options& opts);

// Draws the plot as SVG: into the file at argument file_arg (.svg or .png) when one is given,
// pushing its path; else pushes the SVG text. The :to_svg() of the types that plot.
void push_plot_svg(lua_State* L, const picture::Plot& plot, int file_arg);

// Renders Graphviz text with dot: into the file at argument file_arg (.svg, .png or .pdf) when
// one is given, pushing its path; else pushes the SVG text.
void push_dot(lua_State* L, const std::string& dot, int file_arg);

// A picture object: text that prints as itself (tostring, the REPL, print), with field .text,
// and field .svg when it was drawn as SVG (in a notebook).
void push_picture(lua_State* L, const std::string& text, const std::string& svg = "");

}  // namespace alea::kit
