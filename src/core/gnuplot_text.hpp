#pragma once
// What the gnuplot scripts of picture.cpp and heatmap.cpp share: the tool, and how a string and a
// number are written into a script.
#include <cmath>
#include <cstdio>
#include <fstream>
#include <string>

#include "core/errors.hpp"

#include "core/process.hpp"

namespace alea::picture {

inline const Tool gnuplot{"gnuplot", "ALEA_GNUPLOT", "gnuplot-nox"};

// A gnuplot single-quoted string: '' is a quote; line breaks become spaces.
inline std::string quoted(const std::string& s) {
  std::string out = "'";
  for (char c : s) {
    if (c == '\'') out += "''";
    else if (c == '\n' || c == '\r') out += ' ';
    else out += c;
  }
  return out + "'";
}

inline std::string number(double v) {
  if (std::isnan(v)) return "NaN";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.17g", v);
  return buf;
}

// The terminal lines of a file picture: svg or png of w x h pixels, written to path (or standard
// output when path is empty).
inline std::string terminal(const std::string& format, int w, int h, const std::string& path) {
  std::string size = " size " + std::to_string(w) + "," + std::to_string(h);
  std::string g = format == "svg" ? "set terminal svg" + size + " dynamic noenhanced font 'sans,12' background rgb 'white'\n"
                                  : "set terminal png" + size + " noenhanced background rgb 'white'\n";
  if (!path.empty()) g += "set output " + quoted(path) + "\n";
  return g;
}

// Runs gnuplot on the script written for the file's format ("svg" or "png", by its extension:
// plot_format), after checking that the file can be written (gnuplot's own message would not
// say which file).
template <class Script>
void draw_into_file(const std::string& path, const std::string& format, Script&& script) {
  {
    std::ofstream probe(path, std::ios::app);
    if (!probe) throw InvalidArgument("file", "cannot write '" + path + "'");
  }
  run_tool(gnuplot, {"-"}, script(format));
}

}  // namespace alea::picture
