#pragma once
// The emperor kernel's loops over the quadrature nodes (kernel.hpp), compiled once per
// instruction set and chosen at run time: kernel_loops_portable.cpp (the compiler's baseline,
// every machine), kernel_loops_avx2.cpp (AVX2 + FMA) and kernel_loops_avx512.cpp (AVX-512F),
// the last two built with their own flags (CMakeLists.txt) and used only when the CPU has them.
// All three run the same loops (kernel_loops_impl.hpp) in vectors of 2, 4 or 8 doubles; they
// differ in rounding only (FMA, the order of the partial sums), far below the kernel's
// quadrature error, so they give the same verdicts.
//
// Every array holds qp doubles, qp a multiple of kNodePad, and starts on a 64-byte boundary.
#include <cstddef>

namespace alea::alloc::emperor {

constexpr std::size_t kNodePad = 16;  // two vectors of 8 doubles: the loops run two sums per row
constexpr std::size_t kAlignBytes = 64;

struct Loops {
  const char* name;
  // One more value of the prefix (docs/alloc_emperor.md, "Walk"): with g its tail row and a its
  // density term a_i (zero unless X has tokens there),
  //   p1 = g p0,  t1 = g t0 + e a p0,  and when pd1 is not null  pd1 = g pd0 + ed a p0,
  // e = 2 [i in J] - [i in K], ed = [i in K].
  void (*extend)(std::size_t qp, const double* g, const double* a, double e, double ed, const double* p0,
                 const double* t0, const double* pd0, double* p1, double* t1, double* pd1);
  // The leaves of one prefix, with the deepest value of the prefix added on the fly (P, T as
  // extend gives them from g, a, e, p0, t0, never stored): for j < rows, with h_j = h + j qp
  // and hb[j] null or a row,
  //   out[j] = <h_j, T> + <hb[j], P>     (= 2I - D of the leaf, so w - l = C_X - out[j]).
  // scratch: 2 qp doubles, for instruction sets with too few registers to hold P and T.
  void (*leaf_sums)(std::size_t qp, std::size_t rows, const double* g, const double* a, double e, const double* p0,
                    const double* t0, const double* h, const double* const* hb, double* scratch, double* out);
  // D of one leaf: <h, pd> + <da aa gb + db ab ga, p>.
  double (*draw)(std::size_t qp, const double* h, const double* pd, const double* p, const double* aa,
                 const double* gb, double da, const double* ab, const double* ga, double db);
};

const Loops* loops_portable();
const Loops* loops_avx2();    // null when this build has no AVX2 version (not x86-64)
const Loops* loops_avx512();  // likewise

}  // namespace alea::alloc::emperor
