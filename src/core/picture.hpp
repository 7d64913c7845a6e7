#pragma once
// Pictures drawn by real tools: plots by gnuplot, graphs by Graphviz's dot, driven through
// process.hpp. Roles in errors are the Lua names: "series", "file", "logx", "xrange", ...
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace alea::picture {

struct Series {
  std::string title;
  std::vector<double> x, y;        // same length, finite (checked by check())
  std::string style = "lines";     // "lines" | "points" | "linespoints" | "steps" | "boxes"
};

// Text at a point of the plot, the point marked (a stop on a thermograph's axis).
struct Label {
  std::string text;
  double x = 0, y = 0;
};

struct Plot {
  std::vector<Series> series;
  std::string title, xlabel, ylabel;
  bool logx = false, logy = false;
  bool xreverse = false;           // x grows to the left (thermographs, as in CGSuite)
  bool xzeroaxis = false;          // the line y = 0 drawn across
  std::vector<Label> labels;
  std::string key = "top right";   // where the titles go: "top left", "bottom right", ..., or "off"
  std::optional<std::pair<double, double>> xrange, yrange;
  int width = 0, height = 0;       // pixels for files (0: 640x400), characters for text (0: 80x24)
};

// A matrix of coloured cells: a heat map of z[row][column] (NaN cells left blank, row 0 at the
// top), or with categories a map of classes (z holds 0..k-1) in a discrete palette whose colour
// bar names them. Text, when given, is written in the cells; the title may have several lines.
struct Heatmap {
  std::string title, xlabel, ylabel, cblabel;
  std::vector<std::string> xtics, ytics;       // column and row labels
  std::vector<std::vector<double>> z;          // rows of equal length
  std::vector<std::vector<std::string>> text;  // empty, or one string per cell
  std::optional<std::pair<double, double>> zrange;
  std::vector<std::string> categories;
  int width = 0, height = 0;                   // pixels for files (0: 640x480)
};

// The format a file's name asks for: "svg" or "png"; an InvalidArgument("file") otherwise.
std::string plot_format(const std::string& path);

// The whole gnuplot script: terminal, labels, ranges, the data inline. `format` is "svg",
// "png" or "text" (gnuplot's dumb terminal); `path` is the file, or "" for standard output.
std::string gnuplot_script(const Plot& plot, const std::string& format, const std::string& path);

// Draws the plot into the file (format by its extension); returns nothing.
void plot_to_file(const Plot& plot, const std::string& path);
// The plot as the text of an SVG file.
std::string plot_to_svg(const Plot& plot);
// The plot as text, gnuplot's dumb terminal of plot.width x plot.height characters.
std::string plot_to_text(const Plot& plot);

// The heat map's gnuplot script ("svg" or "png", into path or standard output), drawn into a
// file, as SVG text, or as an aligned table of the cells' text (or values) for a terminal.
std::string heatmap_script(const Heatmap& h, const std::string& format, const std::string& path);
void heatmap_to_file(const Heatmap& h, const std::string& path);
std::string heatmap_to_svg(const Heatmap& h);
std::string heatmap_to_text(const Heatmap& h);

// Renders Graphviz text with dot: into the file (svg, png or pdf by its extension) when path
// is not empty, else returns the SVG text.
std::string render_dot(const std::string& dot, const std::string& path);

}  // namespace alea::picture
