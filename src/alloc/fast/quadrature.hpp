#pragma once
// Adaptive Gauss-Kronrod (15, 31) quadrature of K integrands at once (they share the costly
// Poisson tails). The panel with the largest error estimate is bisected until the summed
// estimate is below the tolerance. The error estimate is QUADPACK's (Piessens et al. 1983, qk31):
//   resasc * min(1, (200 |K31 - G15| / resasc)^1.5),
// which for analytic integrands (ours are: Poisson tails are entire in s) bounds the error of
// K31 with a wide margin, because K31's error is of far higher order than |K31 - G15|. To it we
// add a bound on rounding: the integrand's own rounding bound, integrated.
#include <algorithm>
#include <boost/math/quadrature/gauss.hpp>
#include <boost/math/quadrature/gauss_kronrod.hpp>
#include <cmath>
#include <vector>

#include "alloc/fast/exp_ladder.hpp"
#include "core/interrupt.hpp"

namespace alea::alloc::fast::detail {

template <std::size_t K>
struct Sample {
  std::array<double, K> value{};
  std::array<double, K> round{};  // bound on the rounding error of value
};

template <std::size_t K>
struct Integral {
  std::array<double, K> value{};
  std::array<double, K> error{};  // quadrature estimate + rounding bound
  int panels = 0;
  int nodes = 0;
};

struct PanelRange {
  double a, b;
};

// One panel: its value and error (quadrature estimate + rounding) in out, the quadrature
// estimate alone in quad.
// kN = 31: Kronrod 31 with its embedded Gauss 15 (both have the centre node; the Gauss nodes
// are the Kronrod abscissae of even index). On our smooth integrands it needs far fewer nodes
// than (7, 15) for the same estimate.
constexpr int kN = 31, kHalf = (kN + 1) / 2;
static_assert(kN <= int(kBatch));
template <std::size_t K, class F>
void gk_panel(const F& f, PanelRange r, Integral<K>& out, std::array<double, K>& quad) {
  using GK = boost::math::quadrature::gauss_kronrod<double, kN>;
  using G = boost::math::quadrature::gauss<double, (kN - 1) / 2>;
  const auto& x = GK::abscissa();
  const auto& wk = GK::weights();
  const auto& wg = G::weights();
  const double c = 0.5 * (r.a + r.b), h = 0.5 * (r.b - r.a);
  std::array<double, kN> s;
  s[0] = c;
  for (int i = 1; i < kHalf; ++i) {
    s[2 * i - 1] = c - h * x[i];
    s[2 * i] = c + h * x[i];
  }
  std::array<Sample<K>, kN> fs;
  f(s.data(), std::size_t(kN), fs.data());  // all nodes of the panel in one batch
  out.nodes += kN;
  for (std::size_t k = 0; k < K; ++k) {
    double kr = wk[0] * fs[0].value[k], ga = wg[0] * fs[0].value[k], rnd = wk[0] * fs[0].round[k];
    for (int i = 1; i < kHalf; ++i) {
      const double pair = fs[2 * i - 1].value[k] + fs[2 * i].value[k];
      kr += wk[i] * pair;
      if (i % 2 == 0) ga += wg[i / 2] * pair;
      rnd += wk[i] * (fs[2 * i - 1].round[k] + fs[2 * i].round[k]);
    }
    const double mean = 0.5 * kr;
    double asc = wk[0] * std::abs(fs[0].value[k] - mean);
    for (int i = 1; i < kHalf; ++i)
      asc += wk[i] * (std::abs(fs[2 * i - 1].value[k] - mean) + std::abs(fs[2 * i].value[k] - mean));
    double err = std::abs((kr - ga) * h);
    asc *= h;
    if (asc != 0 && err != 0) {
      const double ratio = std::min(1.0, 200 * err / asc);
      err = asc * ratio * std::sqrt(ratio);  // ratio^1.5
    }
    out.value[k] = kr * h;
    out.error[k] = err + rnd * h + 2 * kEps * std::abs(kr * h);
    quad[k] = err;
  }
}

// f(s, n, out) fills out[0..n) with the integrand (and its rounding bound) at s[0..n),
// n <= kBatch (one panel's nodes).
// Integrates f over the consecutive panels between cuts (sorted), globally adaptive (QUADPACK's
// qag strategy): while the summed quadrature estimate of some component exceeds its tolerance
// tol[k] (absolute, for the whole range), the panel contributing most (relative to tol) is
// bisected. The reported error sums every panel's estimate and rounding bound.
template <std::size_t K, class F>
Integral<K> integrate(const F& f, const std::vector<double>& cuts, const std::array<double, K>& tol,
                      int max_panels = 20000) {
  struct Panel {
    PanelRange r;
    Integral<K> in;
    std::array<double, K> quad;
    double weight;  // sum_k quad[k] / tol[k]
  };
  std::vector<Panel> panels;
  panels.reserve(cuts.size() + 16);
  int nodes = 0;
  std::array<double, K> quad_total{};
  auto add = [&](PanelRange r) {
    Panel p{r, {}, {}, 0};
    gk_panel(f, r, p.in, p.quad);
    nodes += p.in.nodes;
    for (std::size_t k = 0; k < K; ++k) {
      p.weight += tol[k] > 0 ? p.quad[k] / tol[k] : p.quad[k];
      quad_total[k] += p.quad[k];
    }
    panels.push_back(p);
  };
  for (std::size_t i = 1; i < cuts.size(); ++i)
    if (cuts[i] > cuts[i - 1]) add({cuts[i - 1], cuts[i]});
  auto converged = [&] {
    for (std::size_t k = 0; k < K; ++k)
      if (quad_total[k] > tol[k]) return false;
    return true;
  };
  while (!panels.empty() && !converged() && int(panels.size()) < max_panels) {
    std::size_t worst = 0;
    for (std::size_t i = 1; i < panels.size(); ++i)
      if (panels[i].weight > panels[worst].weight) worst = i;
    const PanelRange r = panels[worst].r;
    const double mid = 0.5 * (r.a + r.b);
    if (!(mid > r.a && mid < r.b) || panels[worst].weight == 0) break;
    for (std::size_t k = 0; k < K; ++k) quad_total[k] -= panels[worst].quad[k];
    panels[worst] = panels.back();
    panels.pop_back();
    add({r.a, mid});
    add({mid, r.b});
    alea::check_interrupt();  // a panel can cost milliseconds (many values, Boost's gamma)
  }
  Integral<K> total;
  for (const auto& p : panels)
    for (std::size_t k = 0; k < K; ++k) {
      total.value[k] += p.in.value[k];
      total.error[k] += p.in.error[k];
    }
  total.panels = int(panels.size());
  total.nodes = nodes;
  return total;
}

}  // namespace alea::alloc::fast::detail
