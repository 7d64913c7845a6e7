#pragma once
// The emperor kernel's loops over the quadrature nodes (kernel.hpp), compiled once per
// instruction set and chosen at run time: kernel_loops_portable.cpp (the compiler's baseline,
// every machine), kernel_loops_avx2.cpp (AVX2 + FMA) and kernel_loops_avx512.cpp (AVX-512F),
// the last two built with their own flags (CMakeLists.txt) and used only when the CPU has them.
// All three run the same loops (kernel_loops_impl.hpp) in vectors of 16, 32 or 64 bytes; they
// differ in rounding only (FMA, the order of the partial sums): far below the kernel's
// quadrature error in double, and inside the bound Kernel::gap_slack() in single precision, so
// they give the same verdicts.
//
// Every array holds qp numbers, qp a multiple of kNodePad, and starts on a 64-byte boundary.
#include <cstddef>

namespace alea::alloc::emperor {

constexpr std::size_t kNodePad = 16;  // one vector of 16 floats (AVX-512)

struct Loops {
  const char* name;
  // One more value of the prefix (docs/alloc_emperor.md, "Walk"), in double: with g its tail
  // row and a its density term a_i (zero unless X has tokens there), e = 2 [i in J] - [i in K]
  // and ed = [i in K],
  //   p1 = g p0,  t1 = g t0 + e a p0,  pd1 = g pd0 + ed a p0.
  void (*extend)(std::size_t qp, const double* g, const double* a, double e, double ed, const double* p0,
                 const double* t0, const double* pd0, double* p1, double* t1, double* pd1);
  // P and T alone in single precision, from the tables rounded to float (the walk's prefix).
  void (*extend_f)(std::size_t qp, const float* g, const float* a, float e, const float* p0, const float* t0, float* p1,
                   float* t1);
  // The leaves of one prefix, in single precision: the deepest value of the prefix is added as
  // extend_f does (P = g p0, T = g t0 + e a p0), and for j < rows, with h_j = h + j qp and
  // hb[j] null or a row,
  //   out[j] = <h_j, T> + <hb[j], P>     (2I - D of the leaf: w - l = C_X - out[j]).
  // Every number is >= 0, so each rounding, in the prefix or in the sums, moves out[j] by a
  // relative 2^-24 at most (Kernel::gap_slack() counts them). scratch: 2 qp floats.
  void (*leaf_sums)(std::size_t qp, std::size_t rows, const float* g, const float* a, float e, const float* p0,
                    const float* t0, const float* h, const float* const* hb, float* scratch, double* out);
  // One leaf in double, its tail rows ga, gb and density terms aa, ab computed on the fly:
  //   s = <ga gb, t> + <ea aa gb + eb ab ga, p>   (2I - D),
  //   d = <ga gb, pd> + <da aa gb + db ab ga, p>  (D).
  void (*leaf_exact)(std::size_t qp, const double* ga, const double* gb, const double* aa, const double* ab, double ea,
                     double eb, double da, double db, const double* t, const double* p, const double* pd, double* s,
                     double* d);
  // The Independent kernel (independent_kernel.hpp). acc[i] += b[i] src[i] for i < count, any
  // alignment: one step of its binomial convolutions, the same arithmetic for an element
  // wherever it lies in the range (so a table built in steps equals one built at once).
  void (*madd)(std::size_t count, const double* b, const double* src, double* acc);
  void (*madd_f)(std::size_t count, const float* b, const float* src, float* acc);  // the same in float
  // out[j] = <h, w + j np> for j < rows, in single precision (every number >= 0; partial sums
  // over the even and odd vectors, then the lanes, as leaf_sums sums: IndependentKernel::gap_slack).
  void (*rows_dot)(std::size_t np, std::size_t rows, const float* h, const float* w, double* out);
  // The bound of a subtree (docs/alloc_emperor.md, "Pruning"), in single precision: value d - 1
  // added to the prefix as extend_f does (P = g p0, T = g t0 + e a p0), then
  //   sum_q T_q A_q + P_q B_q,
  // A and B the best completions' rows. Every number is >= 0 (Kernel::prunable counts the roundings).
  double (*bound_sum)(std::size_t qp, const float* g, const float* a, float e, const float* p0, const float* t0,
                      const float* A, const float* B);
};

// Flushes subnormal floats and doubles to zero (x86's FTZ and DAZ) in this thread for its
// lifetime. The walks' float products of many Poisson tails fall below 2^-126 for large games
// (one die, 140 tokens), where each subnormal operation costs about a hundred cycles (the
// Original walk ran 9x slower); a flushed term moves a sum of positives by less than 2^-126.
class FlushSubnormals {
 public:
  FlushSubnormals();
  ~FlushSubnormals();
  FlushSubnormals(const FlushSubnormals&) = delete;
  FlushSubnormals& operator=(const FlushSubnormals&) = delete;

 private:
  unsigned saved_ = 0;
};

const Loops* loops_portable();
const Loops* loops_avx2();    // null when this build has no AVX2 version (not x86-64)
const Loops* loops_avx512();  // likewise
// The loops of "portable", "avx2" or "avx512" when this build has them and this CPU runs them,
// else null; "" (and null) names the widest that it runs.
const Loops* runnable_loops(const char* name);

}  // namespace alea::alloc::emperor
