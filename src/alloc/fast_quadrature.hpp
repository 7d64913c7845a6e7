#pragma once
// Adaptive Gauss-Kronrod (7, 15) quadrature of K integrands at once (they share the costly
// Poisson tails). Panels are bisected until each one's error estimate is below its share of
// the tolerance. The error estimate is QUADPACK's (Piessens et al. 1983, qk15):
//   resasc * min(1, (200 |K15 - G7| / resasc)^1.5),
// which for analytic integrands (ours are: Poisson tails are entire in s) bounds the error of
// K15 with a wide margin, because K15's error is of far higher order than |K15 - G7|. To it we
// add a bound on rounding: the integrand's own rounding bound, integrated.
#include <algorithm>
#include <boost/math/quadrature/gauss.hpp>
#include <boost/math/quadrature/gauss_kronrod.hpp>
#include <cmath>
#include <vector>

#include "alloc/fast_detail.hpp"
#include "core/interrupt.hpp"

namespace alea::alloc::fast::detail {

struct PanelRange {
  double a, b;
};

// One panel: adds its value and error to out; returns true when accurate enough.
template <std::size_t K, class F>
bool gk15_panel(const F& f, PanelRange r, const std::array<double, K>& tol, Integral<K>& out) {
  using GK = boost::math::quadrature::gauss_kronrod<double, 15>;
  using G = boost::math::quadrature::gauss<double, 7>;
  const auto& x = GK::abscissa();
  const auto& wk = GK::weights();
  const auto& wg = G::weights();
  const double c = 0.5 * (r.a + r.b), h = 0.5 * (r.b - r.a);
  std::array<Sample<K>, 15> fs;
  fs[0] = f(c);
  for (int i = 1; i < 8; ++i) {
    fs[2 * i - 1] = f(c - h * x[i]);
    fs[2 * i] = f(c + h * x[i]);
  }
  out.nodes += 15;
  bool ok = true;
  for (std::size_t k = 0; k < K; ++k) {
    double kr = wk[0] * fs[0].value[k], ga = wg[0] * fs[0].value[k], rnd = wk[0] * fs[0].round[k];
    for (int i = 1; i < 8; ++i) {
      const double pair = fs[2 * i - 1].value[k] + fs[2 * i].value[k];
      kr += wk[i] * pair;
      if (i % 2 == 0) ga += wg[i / 2] * pair;
      rnd += wk[i] * (fs[2 * i - 1].round[k] + fs[2 * i].round[k]);
    }
    const double mean = 0.5 * kr;
    double asc = wk[0] * std::abs(fs[0].value[k] - mean);
    for (int i = 1; i < 8; ++i)
      asc += wk[i] * (std::abs(fs[2 * i - 1].value[k] - mean) + std::abs(fs[2 * i].value[k] - mean));
    double err = std::abs((kr - ga) * h);
    asc *= h;
    if (asc != 0 && err != 0) err = asc * std::min(1.0, std::pow(200 * err / asc, 1.5));
    out.value[k] += kr * h;
    out.error[k] += err + rnd * h + 2 * kEps * std::abs(kr * h);
    if (err > tol[k]) ok = false;
  }
  return ok;
}

// Integrates f over the consecutive panels between cuts (sorted). tol is the total absolute
// tolerance per component, shared among panels in proportion to their length.
template <std::size_t K, class F>
Integral<K> integrate(const F& f, const std::vector<double>& cuts, const std::array<double, K>& tol,
                      int max_panels = 20000) {
  Integral<K> total;
  const double length = cuts.back() - cuts.front();
  std::vector<PanelRange> todo;
  for (std::size_t i = cuts.size() - 1; i > 0; --i)
    if (cuts[i] > cuts[i - 1]) todo.push_back({cuts[i - 1], cuts[i]});
  while (!todo.empty()) {
    const PanelRange r = todo.back();
    todo.pop_back();
    std::array<double, K> share;
    for (std::size_t k = 0; k < K; ++k) share[k] = tol[k] * (r.b - r.a) / length;
    Integral<K> trial;
    const bool ok = gk15_panel(f, r, share, trial);
    total.nodes += trial.nodes;
    const double mid = 0.5 * (r.a + r.b);
    const bool splittable = mid > r.a && mid < r.b;
    if (ok || !splittable || total.panels + int(todo.size()) >= max_panels) {
      for (std::size_t k = 0; k < K; ++k) {
        total.value[k] += trial.value[k];
        total.error[k] += trial.error[k];
      }
      ++total.panels;
      if (total.panels % 256 == 0) alea::check_interrupt();
    } else {
      todo.push_back({mid, r.b});
      todo.push_back({r.a, mid});
    }
  }
  return total;
}

}  // namespace alea::alloc::fast::detail
