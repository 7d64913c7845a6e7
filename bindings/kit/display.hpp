#pragma once
// Pictures in a notebook. A drawing call given no file returns its picture (gnuplot's text, or
// SVG text) for the REPL to print. Under the Jupyter kernel a display is installed: the picture
// is drawn as SVG and also shown in the cell as it is made, so a loop that draws shows each
// picture, as a notebook user expects. kit/picture.cpp is the one place that calls it.
#include <functional>
#include <string>

namespace alea::kit {

using PictureDisplay = std::function<void(const std::string& svg)>;

// Installs the display (an empty function removes it: the REPL's state). Set before Lua code
// runs; not for concurrent use.
void set_picture_display(PictureDisplay display);

// Whether a display is installed (the kernel's session).
bool has_picture_display();

// Shows the SVG text through the display, if one is installed.
void display_picture(const std::string& svg);

}  // namespace alea::kit
