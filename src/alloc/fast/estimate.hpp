#pragma once
// What the fast methods return: values with the bound on their error they prove.
#include <vector>
#include "alloc/wdl.hpp"
#include "core/quantity.hpp"

namespace alea::alloc::fast {

// value ± bound, |value - exact| <= bound (quadrature, truncation and rounding).
using Estimate = alea::Estimate;
using WdlEstimate = Wdl<Estimate>;

// P(T_X <= n) for n = 0 .. n_max with one bound on the absolute error of every entry.
struct CdfEstimate {
  std::vector<double> cdf;
  double bound = 0;
};

}  // namespace alea::alloc::fast
