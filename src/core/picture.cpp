#include "core/picture.hpp"

#include <cmath>
#include <cstdio>
#include <fstream>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/process.hpp"

namespace alea::picture {
namespace {

const Tool gnuplot{"gnuplot", "ALEA_GNUPLOT", "gnuplot-nox"};
const Tool dot{"dot", "ALEA_DOT", "graphviz"};

std::string extension(const std::string& path) {
  auto slash = path.rfind('/');
  auto dot_at = path.rfind('.');
  if (dot_at == std::string::npos || (slash != std::string::npos && dot_at < slash)) return "";
  std::string ext = path.substr(dot_at + 1);
  for (auto& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return ext;
}

// A gnuplot single-quoted string: '' is a quote; line breaks become spaces.
std::string quoted(const std::string& s) {
  std::string out = "'";
  for (char c : s) {
    if (c == '\'') out += "''";
    else if (c == '\n' || c == '\r') out += ' ';
    else out += c;
  }
  return out + "'";
}

std::string number(double v) {
  if (std::isnan(v)) return "NaN";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.17g", v);
  return buf;
}

void check_range(const std::optional<std::pair<double, double>>& r, const char* role, bool log) {
  if (!r) return;
  if (!std::isfinite(r->first) || !std::isfinite(r->second) || !(r->first < r->second))
    throw InvalidArgument(role, "expected {low, high} with low < high, finite, got {" + number(r->first) + ", " +
                                    number(r->second) + "}");
  if (log && r->first <= 0) throw InvalidArgument(role, "a log scale needs a range above 0, got " + number(r->first));
}

void check(const Plot& p) {
  if (p.series.empty()) throw InvalidArgument("series", "nothing to plot: no series");
  for (std::size_t s = 0; s < p.series.size(); ++s) {
    const auto& ser = p.series[s];
    const std::string which = p.series.size() > 1 ? "series " + std::to_string(s + 1) + ": " : "";
    if (ser.y.empty()) throw InvalidArgument("series", which + "no points");
    if (ser.x.size() != ser.y.size())
      throw InvalidArgument("series", which + "x has " + std::to_string(ser.x.size()) + " values and y " +
                                          std::to_string(ser.y.size()));
    for (std::size_t i = 0; i < ser.y.size(); ++i) {
      for (auto [v, axis, log] : {std::tuple{ser.x[i], "x", p.logx}, std::tuple{ser.y[i], "y", p.logy}}) {
        if (!std::isfinite(v))
          throw InvalidArgument("series", which + axis + "[" + std::to_string(i + 1) + "] is " + number(v) +
                                              " (only finite numbers can be drawn)");
        if (log && v <= 0)
          throw InvalidArgument("series", which + axis + "[" + std::to_string(i + 1) + "] is " + number(v) +
                                              ", which a log scale cannot show");
      }
    }
    static const char* styles[] = {"lines", "points", "linespoints", "steps", "boxes"};
    bool known = false;
    for (auto st : styles) known = known || ser.style == st;
    if (!known)
      throw InvalidArgument("series", which + "style '" + ser.style +
                                          "' is not one of lines, points, linespoints, steps, boxes");
  }
  static const char* keys[] = {"top right", "top left", "bottom right", "bottom left", "off"};
  bool known_key = false;
  for (auto k : keys) known_key = known_key || p.key == k;
  if (!known_key) throw InvalidArgument("key", "expected top right, top left, bottom right, bottom left or off, got '" + p.key + "'");
  check_range(p.xrange, "xrange", p.logx);
  check_range(p.yrange, "yrange", p.logy);
  for (const auto& l : p.labels)
    if (!std::isfinite(l.x) || !std::isfinite(l.y))
      throw InvalidArgument("labels", "the label '" + l.text + "' is at a point that is not finite");
}

// The x range: reversed (high to low) when x grows to the left.
std::string xrange_command(const Plot& p) {
  if (p.xrange) {
    auto [lo, hi] = *p.xrange;
    if (p.xreverse) std::swap(lo, hi);
    return "set xrange [" + number(lo) + ":" + number(hi) + "]\n";
  }
  return p.xreverse ? "set xrange [*:*] reverse\n" : "";
}

}  // namespace

std::string plot_format(const std::string& path) {
  std::string ext = extension(path);
  if (ext == "svg" || ext == "png") return ext;
  throw InvalidArgument("file", "the file's name must end in .svg or .png, got '" + path + "'");
}

std::string gnuplot_script(const Plot& p, const std::string& format, const std::string& path) {
  check(p);
  std::size_t points = 0;
  for (auto& s : p.series) points += s.y.size();
  require_memory(bytes_plus(bytes_for(points, 60), 4096), "the plot's data");
  std::string g;
  if (format == "text") {
    int w = p.width > 0 ? p.width : 80, h = p.height > 0 ? p.height : 24;
    g += "set terminal dumb mono size " + std::to_string(w) + "," + std::to_string(h) + "\n";
  } else {
    int w = p.width > 0 ? p.width : 640, h = p.height > 0 ? p.height : 400;
    std::string size = " size " + std::to_string(w) + "," + std::to_string(h);
    if (format == "svg") g += "set terminal svg" + size + " dynamic noenhanced font 'sans,12' background rgb 'white'\n";
    else g += "set terminal png" + size + " noenhanced background rgb 'white'\n";
    if (!path.empty()) g += "set output " + quoted(path) + "\n";
  }
  g += "set termoption noenhanced\n";
  if (!p.title.empty()) g += "set title " + quoted(p.title) + "\n";
  if (!p.xlabel.empty()) g += "set xlabel " + quoted(p.xlabel) + "\n";
  if (!p.ylabel.empty()) g += "set ylabel " + quoted(p.ylabel) + "\n";
  if (p.logx) g += "set logscale x\n";
  if (p.logy) g += "set logscale y\n";
  g += xrange_command(p);
  if (p.yrange) g += "set yrange [" + number(p.yrange->first) + ":" + number(p.yrange->second) + "]\n";
  g += p.key == "off" ? "unset key\n" : "set key " + p.key + "\n";
  if (format != "text") g += "set grid\n";
  if (p.xzeroaxis) g += "set xzeroaxis\n";
  for (std::size_t i = 0; i < p.labels.size(); ++i)
    g += "set label " + std::to_string(i + 1) + " " + quoted(p.labels[i].text) + " at " + number(p.labels[i].x) + "," +
         number(p.labels[i].y) + " point pointtype 7 offset 1,0.5\n";
  for (std::size_t s = 0; s < p.series.size(); ++s) {
    g += "$d" + std::to_string(s) + " << EOD\n";
    const auto& ser = p.series[s];
    for (std::size_t i = 0; i < ser.y.size(); ++i) {
      if ((i & 4095) == 0) check_interrupt();
      g += number(ser.x[i]) + " " + number(ser.y[i]) + "\n";
    }
    g += "EOD\n";
  }
  g += "plot ";
  for (std::size_t s = 0; s < p.series.size(); ++s) {
    const auto& ser = p.series[s];
    g += std::string(s ? ", " : "") + "$d" + std::to_string(s) + " using 1:2 with " + ser.style +
         (ser.title.empty() ? " notitle" : " title " + quoted(ser.title));
  }
  g += "\n";
  if (!path.empty()) g += "unset output\n";
  return g;
}

void plot_to_file(const Plot& p, const std::string& path) {
  const std::string format = plot_format(path);
  { std::ofstream probe(path, std::ios::app); if (!probe) throw InvalidArgument("file", "cannot write '" + path + "'"); }
  run_tool(gnuplot, {"-"}, gnuplot_script(p, format, path));
}

std::string plot_to_svg(const Plot& p) { return run_tool(gnuplot, {"-"}, gnuplot_script(p, "svg", "")); }

std::string plot_to_text(const Plot& p) {
  std::string text = run_tool(gnuplot, {"-"}, gnuplot_script(p, "text", ""));
  // The dumb terminal starts with a form feed (a new page on a printer): drop it.
  if (!text.empty() && text[0] == '\f') text.erase(0, 1);
  // Lines padded to the width with spaces: cut the padding, so copies and narrow terminals stay clean.
  std::string out;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::size_t len = end - start;
    while (len > 0 && text[start + len - 1] == ' ') --len;
    out.append(text, start, len);
    if (end < text.size()) out += '\n';
    start = end + 1;
  }
  return out;
}

std::string render_dot(const std::string& text, const std::string& path) {
  if (text.find_first_not_of(" \t\r\n") == std::string::npos) throw InvalidArgument("dot", "empty Graphviz text");
  if (path.empty()) return run_tool(dot, {"-Tsvg"}, text);
  std::string ext = extension(path);
  if (ext != "svg" && ext != "png" && ext != "pdf")
    throw InvalidArgument("file", "the file's name must end in .svg, .png or .pdf, got '" + path + "'");
  { std::ofstream probe(path, std::ios::app); if (!probe) throw InvalidArgument("file", "cannot write '" + path + "'"); }
  run_tool(dot, {"-T" + ext, "-o", path}, text);
  return "";
}

}  // namespace alea::picture
