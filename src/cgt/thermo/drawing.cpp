// Pictures of thermographs: SVG for files, a character sketch for the terminal.
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "cgt/thermograph.hpp"
#include "core/errors.hpp"

namespace alea::cgt {
namespace {

// The box the picture shows: t from -1 to a little above the temperature, values from the
// smallest to the largest wall value, with a margin.
struct Frame {
  double t_lo = -1, t_hi = 1, x_lo = -1, x_hi = 1;
};

Frame frame_of(const Thermograph& th) {
  Frame f;
  double temp = th.temperature.to_double();
  f.t_hi = std::max(temp, 0.0) + std::max(1.0, 0.25 * (temp + 1));
  double lo = th.mast.to_double(), hi = lo;
  for (const auto* w : {&th.left, &th.right})
    for (const auto& p : w->points()) {
      lo = std::min(lo, p.x.to_double());
      hi = std::max(hi, p.x.to_double());
    }
  double pad = std::max(1.0, 0.1 * (hi - lo));
  f.x_lo = lo - pad;
  f.x_hi = hi + pad;
  return f;
}

// The breakpoints of a wall, closed by the mast point at the top of the frame.
std::vector<std::pair<double, double>> polyline(const Trajectory& w, double t_top) {
  std::vector<std::pair<double, double>> pts;
  for (const auto& p : w.points()) pts.push_back({p.t.to_double(), p.x.to_double()});
  double last_t = pts.back().first, last_x = pts.back().second;
  if (t_top > last_t) pts.push_back({t_top, last_x + w.top_slope() * (t_top - last_t)});
  return pts;
}

std::string num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", v);
  return buf;
}

std::string label(double v) {
  char buf[32];
  if (std::fabs(v - std::round(v)) < 1e-9)
    std::snprintf(buf, sizeof buf, "%.0f", v);
  else
    std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}

std::string escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else if (c == '&') out += "&amp;";
    else out += c;
  }
  return out;
}

// A tick step of 1, 2, 5 times a power of ten giving at most about 10 ticks.
double tick_step(double span) {
  double raw = span / 10, p = std::pow(10.0, std::floor(std::log10(raw)));
  for (double m : {1.0, 2.0, 5.0, 10.0})
    if (m * p >= raw) return std::max(m * p, 0.5);
  return 10 * p;
}

}  // namespace

std::string thermograph_svg(const Thermograph& th, const std::string& title) {
  Frame f = frame_of(th);
  const double W = 640, H = 480, ml = 50, mr = 30, mt = title.empty() ? 20 : 45, mb = 50;
  auto px = [&](double x) { return ml + (f.x_hi - x) / (f.x_hi - f.x_lo) * (W - ml - mr); };  // values grow leftwards
  auto py = [&](double t) { return mt + (f.t_hi - t) / (f.t_hi - f.t_lo) * (H - mt - mb); };
  std::ostringstream o;
  o << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << W << "\" height=\"" << H << "\" viewBox=\"0 0 " << W << " " << H
    << "\" font-family=\"sans-serif\" font-size=\"12\">\n";
  o << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  if (!title.empty()) o << "<text x=\"" << W / 2 << "\" y=\"25\" text-anchor=\"middle\" font-size=\"15\">" << escape(title) << "</text>\n";
  // Axes: t = 0 across, the value 0 (or the mast) up.
  double x_axis = (f.x_lo <= 0 && 0 <= f.x_hi) ? 0.0 : th.mast.to_double();
  o << "<g stroke=\"#888\" stroke-width=\"1\">\n";
  o << "<line x1=\"" << num(px(f.x_hi)) << "\" y1=\"" << num(py(0)) << "\" x2=\"" << num(px(f.x_lo)) << "\" y2=\"" << num(py(0)) << "\"/>\n";
  o << "<line x1=\"" << num(px(x_axis)) << "\" y1=\"" << num(py(f.t_lo)) << "\" x2=\"" << num(px(x_axis)) << "\" y2=\"" << num(py(f.t_hi)) << "\"/>\n";
  o << "</g>\n";
  double xs = tick_step(f.x_hi - f.x_lo);
  for (double v = std::ceil(f.x_lo / xs) * xs; v <= f.x_hi; v += xs)
    o << "<text x=\"" << num(px(v)) << "\" y=\"" << num(py(0) + 16) << "\" text-anchor=\"middle\">" << label(v) << "</text>\n";
  double ts = tick_step(f.t_hi - f.t_lo);
  for (double t = std::ceil(f.t_lo / ts) * ts; t <= f.t_hi; t += ts)
    o << "<text x=\"" << num(px(x_axis) - 6) << "\" y=\"" << num(py(t) + 4) << "\" text-anchor=\"end\" fill=\"#555\">" << label(t) << "</text>\n";
  o << "<text x=\"" << num(px(x_axis) + 6) << "\" y=\"" << num(py(f.t_hi) + 12) << "\">t</text>\n";
  o << "<text x=\"" << W - mr << "\" y=\"" << H - 10 << "\" text-anchor=\"end\" fill=\"#555\">value (Left's side to the left)</text>\n";
  // Walls and mast.
  for (const auto* w : {&th.left, &th.right}) {
    o << "<polyline fill=\"none\" stroke=\"" << (w == &th.left ? "#1f4e9c" : "#b22222") << "\" stroke-width=\"2\" points=\"";
    for (auto [t, x] : polyline(*w, th.temperature.to_double())) o << num(px(x)) << "," << num(py(t)) << " ";
    o << "\"/>\n";
  }
  o << "<line x1=\"" << num(px(th.mast.to_double())) << "\" y1=\"" << num(py(th.temperature.to_double())) << "\" x2=\""
    << num(px(th.mast.to_double())) << "\" y2=\"" << num(py(f.t_hi)) << "\" stroke=\"black\" stroke-width=\"2\"/>\n";
  o << "<text x=\"" << num(px(th.mast.to_double()) + 6) << "\" y=\"" << num(py(f.t_hi) + 26) << "\">mean " << th.mast.to_string()
    << ", temperature " << th.temperature.to_string() << "</text>\n";
  o << "</svg>\n";
  return o.str();
}

void save_thermograph_svg(const Thermograph& th, const std::string& path, const std::string& title) {
  std::ofstream out(path);
  if (!out) throw InvalidArgument("path", "cannot write '" + path + "'");
  out << thermograph_svg(th, title);
  if (!out) throw InvalidArgument("path", "writing '" + path + "' failed");
}

std::string thermograph_sketch(const Thermograph& th, int width, int height) {
  if (width < 10 || height < 4) throw InvalidArgument("width", "a sketch needs at least 10 x 4 characters");
  Frame f = frame_of(th);
  std::vector<std::string> rows(static_cast<std::size_t>(height), std::string(static_cast<std::size_t>(width), ' '));
  auto col = [&](double x) {
    int c = static_cast<int>(std::lround((f.x_hi - x) / (f.x_hi - f.x_lo) * (width - 1)));
    return std::clamp(c, 0, width - 1);
  };
  auto t_of_row = [&](int r) { return f.t_hi - (f.t_hi - f.t_lo) * r / (height - 1); };
  double temp = th.temperature.to_double();
  // The row nearest t = 0 carries the value axis.
  int zero_row = static_cast<int>(std::lround(f.t_hi / (f.t_hi - f.t_lo) * (height - 1)));
  for (int r = 0; r < height; ++r) {
    double t = t_of_row(r);
    std::string& row = rows[static_cast<std::size_t>(r)];
    if (r == zero_row)
      for (char& c : row) c = '-';
    if (t > temp) {
      row[static_cast<std::size_t>(col(th.mast.to_double()))] = '|';
      continue;
    }
    Dyadic td = Dyadic::from_rational(rational_from_double(t)).value_or(Dyadic());
    for (const auto* w : {&th.left, &th.right}) {
      int s = w->slope_above(td);
      char c = s == 0 ? '|' : (s < 0 ? '/' : '\\');
      row[static_cast<std::size_t>(col(w->value_at(td).to_double()))] = c;
    }
  }
  std::string out;
  for (const auto& r : rows) out += r + "\n";
  std::string scale(static_cast<std::size_t>(width), ' ');
  std::string hi = label(f.x_hi), lo = label(f.x_lo);
  scale.replace(0, std::min(hi.size(), scale.size()), hi);
  if (lo.size() < scale.size()) scale.replace(scale.size() - lo.size(), lo.size(), lo);
  out += scale + "\n";
  out += "mean " + th.mast.to_string() + ", temperature " + th.temperature.to_string() +
         " (t from -1 at the bottom, '-' marks t = 0; values grow to the left)\n";
  return out;
}

}  // namespace alea::cgt
