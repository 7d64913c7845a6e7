// The loops of kernel_loops.hpp for vectors of kLanes doubles (2 kLanes floats). Included by
// each kernel_loops_<isa>.cpp inside a namespace of its own after defining ALEA_LANES, so that
// no function compiled for one instruction set can be linked in place of another's: this file
// includes nothing and calls nothing from outside.
//
// The loops are written for GCC's vector extensions; the compiler turns a * b + c into a fused
// multiply-add where the instruction set has one. A leaf's sum is computed the same way whether
// its row is done alone or beside another, so its value does not depend on where a walk starts.

constexpr std::size_t kLanes = ALEA_LANES;
typedef double V __attribute__((vector_size(8 * kLanes)));
typedef float F __attribute__((vector_size(8 * kLanes)));       // 2 kLanes floats
constexpr std::size_t kFloats = 2 * kLanes;

inline V at(const double* p) { return *reinterpret_cast<const V*>(__builtin_assume_aligned(p, 8 * kLanes)); }
inline F at(const float* p) { return *reinterpret_cast<const F*>(__builtin_assume_aligned(p, 8 * kLanes)); }
inline void put(double* p, V v) { *reinterpret_cast<V*>(__builtin_assume_aligned(p, 8 * kLanes)) = v; }
inline void put(float* p, F v) { *reinterpret_cast<F*>(__builtin_assume_aligned(p, 8 * kLanes)) = v; }
inline V splat(double x) { return V{} + x; }
// The lanes summed pairwise: lane i with lane i + n/2, halving down to one (shuffles, no memory).
template <class W>
inline auto total(W v) {
  constexpr std::size_t n = sizeof(W) / sizeof(v[0]);
  if constexpr (n == 16)
    return total(__builtin_shufflevector(v, v, 0, 1, 2, 3, 4, 5, 6, 7) +
                 __builtin_shufflevector(v, v, 8, 9, 10, 11, 12, 13, 14, 15));
  else if constexpr (n == 8)
    return total(__builtin_shufflevector(v, v, 0, 1, 2, 3) + __builtin_shufflevector(v, v, 4, 5, 6, 7));
  else if constexpr (n == 4)
    return total(__builtin_shufflevector(v, v, 0, 1) + __builtin_shufflevector(v, v, 2, 3));
  else
    return v[0] + v[1];
}

// Two vectors' lanes summed as total() sums each: c holds [A | B], each half reduced alike.
template <class W>
inline auto total_halves(W c) {
  constexpr std::size_t n = sizeof(W) / sizeof(c[0]);
  if constexpr (n == 16)
    return total_halves(__builtin_shufflevector(c, c, 0, 1, 2, 3, 8, 9, 10, 11) +
                        __builtin_shufflevector(c, c, 4, 5, 6, 7, 12, 13, 14, 15));
  else if constexpr (n == 8)
    return total_halves(__builtin_shufflevector(c, c, 0, 1, 4, 5) + __builtin_shufflevector(c, c, 2, 3, 6, 7));
  else if constexpr (n == 4)
    return __builtin_shufflevector(c, c, 0, 2) + __builtin_shufflevector(c, c, 1, 3);
  else
    return c;
}
template <class W>
inline auto total2(W a, W b) {
  constexpr std::size_t n = sizeof(W) / sizeof(a[0]);
  if constexpr (n == 16)
    return total_halves(__builtin_shufflevector(a, b, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23) +
                        __builtin_shufflevector(a, b, 8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31));
  else if constexpr (n == 8)
    return total_halves(__builtin_shufflevector(a, b, 0, 1, 2, 3, 8, 9, 10, 11) +
                        __builtin_shufflevector(a, b, 4, 5, 6, 7, 12, 13, 14, 15));
  else
    return total_halves(__builtin_shufflevector(a, b, 0, 1, 4, 5) + __builtin_shufflevector(a, b, 2, 3, 6, 7));
}

void extend(std::size_t qp, const double* g, const double* a, double e, double ed, const double* p0, const double* t0,
            const double* pd0, double* p1, double* t1, double* pd1) {
  const V ve = splat(e), ved = splat(ed);
  for (std::size_t q = 0; q < qp; q += kLanes) {
    const V gq = at(g + q), pq = at(p0 + q), ap = at(a + q) * pq;
    put(p1 + q, gq * pq);
    put(t1 + q, gq * at(t0 + q) + ve * ap);
    put(pd1 + q, gq * at(pd0 + q) + ved * ap);
  }
}

// One value of the prefix in single precision (every number >= 0).
inline void extend_f(F g, F a, F e, F p0, F t0, F& p, F& t) {
  const F ap = a * p0;
  p = g * p0;
  t = g * t0 + e * ap;
}

void extend_f(std::size_t qp, const float* g, const float* a, float e, const float* p0, const float* t0, float* p1,
              float* t1) {
  const F ve = F{} + e;
  for (std::size_t q = 0; q < qp; q += kFloats) {
    F p, t;
    extend_f(at(g + q), at(a + q), ve, at(p0 + q), at(t0 + q), p, t);
    put(p1 + q, p), put(t1 + q, t);
  }
}

// A row's sum: partial sums over the even and odd vectors of h_j T, likewise of hb_j P, then
// ((h even + h odd) + (hb even + hb odd)) and the lanes. Rows go in pairs (independent chains).
// With nf = qp / kFloats vectors known at compile time and few enough, T and P stay in
// registers and a row costs one load per multiply-add.
template <std::size_t NF>
void rows_in_registers(std::size_t rows, const float* g, const float* a, float e, const float* p0, const float* t0,
                       const float* h, const float* const* hb, double* out) {
  constexpr std::size_t qp = NF * kFloats;
  F P[NF], T[NF];
  const F ve = F{} + e;
  for (std::size_t v = 0; v < NF; ++v) {
    const std::size_t q = v * kFloats;
    extend_f(at(g + q), at(a + q), ve, at(p0 + q), at(t0 + q), P[v], T[v]);
  }
  auto row = [&](std::size_t j) {
    const float* hj = h + j * qp;
    F s[2] = {}, b[2] = {};
    for (std::size_t v = 0; v < NF; ++v) s[v & 1] += at(hj + v * kFloats) * T[v];
    if (const float* bj = hb[j])
      for (std::size_t v = 0; v < NF; ++v) b[v & 1] += at(bj + v * kFloats) * P[v];
    return (s[0] + s[1]) + (b[0] + b[1]);
  };
  std::size_t j = 0;
  for (; j + 2 <= rows; j += 2) {
    const auto two = total2(row(j), row(j + 1));
    out[j] = double(two[0]), out[j + 1] = double(two[1]);
  }
  if (j < rows) out[j] = double(total(row(j)));
}

// <u, w> into s0 (even vectors) and s1 (odd), as rows_in_registers sums them.
inline void dot_halves(std::size_t nf, const float* u, const float* w, F& s0, F& s1) {
  std::size_t v = 0;
  for (; v + 2 <= nf; v += 2) s0 += at(u + v * kFloats) * at(w + v * kFloats), s1 += at(u + (v + 1) * kFloats) * at(w + (v + 1) * kFloats);
  if (v < nf) s0 += at(u + v * kFloats) * at(w + v * kFloats);
}

void rows_through_memory(std::size_t qp, std::size_t rows, const float* g, const float* a, float e, const float* p0,
                         const float* t0, const float* h, const float* const* hb, float* scratch, double* out) {
  float *pf = scratch, *tf = scratch + qp;
  extend_f(qp, g, a, e, p0, t0, pf, tf);
  const std::size_t nf = qp / kFloats;
  auto row = [&](std::size_t j) {
    F s0 = {}, s1 = {}, b0 = {}, b1 = {};
    dot_halves(nf, h + j * qp, tf, s0, s1);
    if (const float* bj = hb[j]) dot_halves(nf, bj, pf, b0, b1);
    return (s0 + s1) + (b0 + b1);
  };
  std::size_t j = 0;
  for (; j + 2 <= rows; j += 2) {
    const auto two = total2(row(j), row(j + 1));
    out[j] = double(two[0]), out[j + 1] = double(two[1]);
  }
  if (j < rows) out[j] = double(total(row(j)));
}

// T and P take 2 nf of the 16 (SSE2, AVX2) or 32 (AVX-512) vector registers.
constexpr std::size_t kRegisterVectors = kLanes == 8 ? 12 : 6;

template <std::size_t NF>
bool rows_fixed(std::size_t nf, std::size_t rows, const float* g, const float* a, float e, const float* p0,
                const float* t0, const float* h, const float* const* hb, double* out) {
  if constexpr (NF > kRegisterVectors) {
    return false;
  } else {
    if (nf == NF) return rows_in_registers<NF>(rows, g, a, e, p0, t0, h, hb, out), true;
    return rows_fixed<NF + 1>(nf, rows, g, a, e, p0, t0, h, hb, out);
  }
}

void leaf_sums(std::size_t qp, std::size_t rows, const float* g, const float* a, float e, const float* p0,
               const float* t0, const float* h, const float* const* hb, float* scratch, double* out) {
  if (!rows_fixed<1>(qp / kFloats, rows, g, a, e, p0, t0, h, hb, out))
    rows_through_memory(qp, rows, g, a, e, p0, t0, h, hb, scratch, out);
}

void leaf_exact(std::size_t qp, const double* ga, const double* gb, const double* aa, const double* ab, double ea,
                double eb, double da, double db, const double* t, const double* p, const double* pd, double* s,
                double* d) {
  const V vea = splat(ea), veb = splat(eb), vda = splat(da), vdb = splat(db);
  V ss = {}, sd = {};
  for (std::size_t q = 0; q < qp; q += kLanes) {
    const V a = at(ga + q), b = at(gb + q), h = a * b, oa = at(aa + q) * b, ob = at(ab + q) * a, pq = at(p + q);
    ss += h * at(t + q) + (vea * oa + veb * ob) * pq;
    sd += h * at(pd + q) + (vda * oa + vdb * ob) * pq;
  }
  *s = total(ss), *d = total(sd);
}

void madd(std::size_t count, const double* b, const double* src, double* acc) {
  for (std::size_t i = 0; i < count; ++i) acc[i] += b[i] * src[i];
}
void madd_f(std::size_t count, const float* b, const float* src, float* acc) {
  for (std::size_t i = 0; i < count; ++i) acc[i] += b[i] * src[i];
}

void rows_dot(std::size_t np, std::size_t rows, const float* h, const float* w, double* out) {
  const std::size_t nf = np / kFloats;
  auto row = [&](std::size_t j) {
    F s0 = {}, s1 = {};
    dot_halves(nf, h, w + j * np, s0, s1);
    return s0 + s1;
  };
  std::size_t j = 0;
  for (; j + 2 <= rows; j += 2) {
    const auto two = total2(row(j), row(j + 1));
    out[j] = double(two[0]), out[j + 1] = double(two[1]);
  }
  if (j < rows) out[j] = double(total(row(j)));
}

double bound_sum(std::size_t qp, const float* g, const float* a, float e, const float* p0, const float* t0,
                 const float* A, const float* B) {
  const F ve = F{} + e;
  F s0 = {}, s1 = {};
  for (std::size_t q = 0; q < qp; q += kFloats) {
    F p, t;
    extend_f(at(g + q), at(a + q), ve, at(p0 + q), at(t0 + q), p, t);
    s0 += t * at(A + q), s1 += p * at(B + q);
  }
  return double(total(s0 + s1));
}

const Loops table{kName, extend, extend_f, leaf_sums, leaf_exact, madd, madd_f, rows_dot, bound_sum};
