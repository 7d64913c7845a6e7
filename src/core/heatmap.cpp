// picture.hpp's heat maps: gnuplot's "with image" over the cells, "with labels" for their text.
#include <algorithm>
#include <cmath>

#include "core/errors.hpp"
#include "core/gnuplot_text.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/picture.hpp"

namespace alea::picture {
namespace {

// Colours a reader can tell apart, for up to eight classes (ColorBrewer's Set2 and a grey).
const char* const kClassColours[] = {"#d9d9d9", "#66c2a5", "#fc8d62", "#8da0cb", "#e78ac3", "#a6d854", "#ffd92f", "#e5c494"};

void check(const Heatmap& h) {
  if (h.z.empty() || h.z[0].empty()) throw InvalidArgument("z", "nothing to draw: no cells");
  const std::size_t cols = h.z[0].size();
  for (std::size_t r = 0; r < h.z.size(); ++r)
    if (h.z[r].size() != cols)
      throw InvalidArgument("z", "row " + std::to_string(r + 1) + " has " + std::to_string(h.z[r].size()) +
                                     " cells, row 1 has " + std::to_string(cols));
  if (!h.xtics.empty() && h.xtics.size() != cols) throw InvalidArgument("xtics", "one label per column");
  if (!h.ytics.empty() && h.ytics.size() != h.z.size()) throw InvalidArgument("ytics", "one label per row");
  if (!h.text.empty() && (h.text.size() != h.z.size() || h.text[0].size() != cols))
    throw InvalidArgument("text", "one text per cell");
  if (h.categories.size() > std::size(kClassColours))
    throw InvalidArgument("categories", "at most " + std::to_string(std::size(kClassColours)) + " classes");
  for (const auto& row : h.z)
    for (double v : row)
      if (std::isinf(v)) throw InvalidArgument("z", "a cell is infinite");
  if (h.zrange && !(h.zrange->first < h.zrange->second))
    throw InvalidArgument("zrange", "expected {low, high} with low < high");
}

std::string tics(const char* axis, const std::vector<std::string>& labels) {
  if (labels.empty()) return "";
  std::string g = std::string("set ") + axis + "tics (";
  for (std::size_t i = 0; i < labels.size(); ++i) g += (i ? ", " : "") + quoted(labels[i]) + " " + std::to_string(i);
  return g + ")\n";
}

// A title of one or more lines: gnuplot breaks lines only in double-quoted strings.
std::string title_string(const std::string& s) {
  if (s.find('\n') == std::string::npos) return quoted(s);
  std::string out = "\"";
  for (char c : s) {
    if (c == '\n') out += "\\n";
    else if (c == '"' || c == '\\') out += std::string("\\") + c;
    else if (c != '\r') out += c;
  }
  return out + "\"";
}

// A gnuplot data string: double quotes inside become single ones.
std::string data_string(const std::string& s) {
  std::string out = "\"";
  for (char c : s) out += c == '"' ? '\'' : (c == '\n' ? ' ' : c);
  return out + "\"";
}

}  // namespace

std::string heatmap_script(const Heatmap& h, const std::string& format, const std::string& path) {
  check(h);
  const std::size_t rows = h.z.size(), cols = h.z[0].size();
  require_memory(rows * cols * 80 + 4096, "the heat map's data");
  std::string g = terminal(format, h.width > 0 ? h.width : 640, h.height > 0 ? h.height : 480, path);
  g += "set termoption noenhanced\n";
  if (!h.title.empty()) g += "set title " + title_string(h.title) + "\n";
  if (!h.xlabel.empty()) g += "set xlabel " + quoted(h.xlabel) + "\n";
  if (!h.ylabel.empty()) g += "set ylabel " + quoted(h.ylabel) + "\n";
  if (!h.cblabel.empty()) g += "set cblabel " + quoted(h.cblabel) + "\n";
  g += "set xrange [-0.5:" + number(cols - 0.5) + "]\nset yrange [" + number(rows - 0.5) + ":-0.5]\n";
  g += tics("x", h.xtics) + tics("y", h.ytics) + "set tics scale 0\nunset key\n";
  if (!h.categories.empty()) {
    const std::size_t k = h.categories.size();
    g += "set palette maxcolors " + std::to_string(k) + "\nset palette defined (";
    for (std::size_t i = 0; i < k; ++i) g += (i ? ", " : "") + std::to_string(i) + " '" + kClassColours[i] + "'";
    g += ")\nset cbrange [-0.5:" + number(k - 0.5) + "]\nset rmargin 16\n" + tics("cb", h.categories);
  } else {
    g += "set palette defined (0 '#f7fbff', 1 '#6baed6')\n";  // light enough for black labels
    if (h.zrange) g += "set cbrange [" + number(h.zrange->first) + ":" + number(h.zrange->second) + "]\n";
  }
  g += "$z << EOD\n";
  for (std::size_t r = 0; r < rows; ++r) {
    check_interrupt();
    for (std::size_t c = 0; c < cols; ++c) g += std::to_string(c) + " " + std::to_string(r) + " " + number(h.z[r][c]) + "\n";
  }
  g += "EOD\n";
  std::string plot = "plot $z using 1:2:3 with image";
  if (!h.text.empty()) {
    g += "$t << EOD\n";
    for (std::size_t r = 0; r < rows; ++r)
      for (std::size_t c = 0; c < cols; ++c)
        if (!h.text[r][c].empty()) g += std::to_string(c) + " " + std::to_string(r) + " " + data_string(h.text[r][c]) + "\n";
    g += "EOD\n";
    plot += ", $t using 1:2:3 with labels font ',9'";
  }
  g += plot + "\n";
  if (!path.empty()) g += "unset output\n";
  return g;
}

void heatmap_to_file(const Heatmap& h, const std::string& path) {
  draw_into_file(path, plot_format(path), [&](const std::string& format) { return heatmap_script(h, format, path); });
}

std::string heatmap_to_svg(const Heatmap& h) { return run_tool(gnuplot, {"-"}, heatmap_script(h, "svg", "")); }

std::string heatmap_to_text(const Heatmap& h) {
  check(h);
  const std::size_t rows = h.z.size(), cols = h.z[0].size();
  auto cell = [&](std::size_t r, std::size_t c) -> std::string {
    if (!h.text.empty()) return h.text[r][c];
    if (std::isnan(h.z[r][c])) return "";
    if (!h.categories.empty()) return h.categories[static_cast<std::size_t>(h.z[r][c])];
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4f", h.z[r][c]);
    return buf;
  };
  std::size_t left = 0, width = 1;
  for (const auto& t : h.ytics) left = std::max(left, t.size());
  for (const auto& t : h.xtics) width = std::max(width, t.size());
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t c = 0; c < cols; ++c) width = std::max(width, cell(r, c).size());
  require_memory((rows + 2) * (left + (width + 1) * cols + 1) + 4096, "the heat map's text");
  // Right-aligned in w columns, appended to out.
  auto put = [](std::string& out, const std::string& s, std::size_t w) {
    out.append(w > s.size() ? w - s.size() : 0, ' ').append(s);
  };
  std::string out;
  if (!h.title.empty()) out.append(h.title).push_back('\n');
  out.append(left, ' ');
  for (std::size_t c = 0; c < cols; ++c) put(out.append(1, ' '), c < h.xtics.size() ? h.xtics[c] : std::string(), width);
  out.push_back('\n');
  for (std::size_t r = 0; r < rows; ++r) {
    put(out, r < h.ytics.size() ? h.ytics[r] : std::string(), left);
    for (std::size_t c = 0; c < cols; ++c) put(out.append(1, ' '), cell(r, c), width);
    out.push_back('\n');
  }
  return out;
}

}  // namespace alea::picture
