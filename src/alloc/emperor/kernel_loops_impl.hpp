// The loops of kernel_loops.hpp for vectors of kLanes doubles. Included by each
// kernel_loops_<isa>.cpp inside a namespace of its own after defining ALEA_LANES, so that no
// function compiled for one instruction set can be linked in place of another's: this file
// includes nothing and calls nothing from outside.
//
// The loops are written for GCC's vector extensions; the compiler turns a * b + c into a fused
// multiply-add where the instruction set has one. Each row's dot product runs two partial sums
// (even and odd vectors) added in one fixed order, whether the row is done alone or beside
// another, so a leaf's value does not depend on where a walk starts.

constexpr std::size_t kLanes = ALEA_LANES;
typedef double V __attribute__((vector_size(8 * kLanes)));

inline V at(const double* p) { return *reinterpret_cast<const V*>(__builtin_assume_aligned(p, 8 * kLanes)); }
inline void put(double* p, V v) { *reinterpret_cast<V*>(__builtin_assume_aligned(p, 8 * kLanes)) = v; }
inline V splat(double x) { return V{} + x; }
inline double total(V v) {  // the lanes summed pairwise, in a fixed order
  double s[kLanes];
  for (std::size_t i = 0; i < kLanes; ++i) s[i] = v[i];
  for (std::size_t w = kLanes / 2; w >= 1; w /= 2)
    for (std::size_t i = 0; i < w; ++i) s[i] += s[i + w];
  return s[0];
}

template <bool WithA, bool WithD>
void extend_as(std::size_t qp, const double* g, const double* a, double e, double ed, const double* p0, const double* t0,
               const double* pd0, double* p1, double* t1, double* pd1) {
  const V ve = splat(e), ved = splat(ed);
  for (std::size_t q = 0; q < qp; q += kLanes) {
    const V gq = at(g + q), pq = at(p0 + q);
    put(p1 + q, gq * pq);
    if constexpr (WithA) {
      const V ap = at(a + q) * pq;
      put(t1 + q, gq * at(t0 + q) + ve * ap);
      if constexpr (WithD) put(pd1 + q, gq * at(pd0 + q) + ved * ap);
    } else {
      put(t1 + q, gq * at(t0 + q));
      if constexpr (WithD) put(pd1 + q, gq * at(pd0 + q));
    }
  }
}

void extend(std::size_t qp, const double* g, const double* a, double e, double ed, const double* p0, const double* t0,
            const double* pd0, double* p1, double* t1, double* pd1) {
  const bool with_a = e != 0 || (pd1 && ed != 0);
  if (with_a) {
    if (pd1) extend_as<true, true>(qp, g, a, e, ed, p0, t0, pd0, p1, t1, pd1);
    else extend_as<true, false>(qp, g, a, e, ed, p0, t0, pd0, p1, t1, pd1);
  } else {
    if (pd1) extend_as<false, true>(qp, g, a, e, ed, p0, t0, pd0, p1, t1, pd1);
    else extend_as<false, false>(qp, g, a, e, ed, p0, t0, pd0, p1, t1, pd1);
  }
}

// The deepest value's P and T, then one dot product per row. With nv = qp / kLanes vectors
// known at compile time and few enough, P and T stay in registers and each row costs one load
// per multiply-add; otherwise they go through scratch and two rows at a time share their loads.
template <std::size_t NV>
void leaf_sums_in_registers(std::size_t rows, const double* g, const double* a, double e, const double* p0,
                            const double* t0, const double* h, const double* const* hb, double* out) {
  constexpr std::size_t qp = NV * kLanes;
  V P[NV], T[NV];
  const V ve = splat(e);
  for (std::size_t v = 0; v < NV; ++v) {
    const V gq = at(g + v * kLanes), pq = at(p0 + v * kLanes);
    P[v] = gq * pq;
    T[v] = gq * at(t0 + v * kLanes) + ve * (at(a + v * kLanes) * pq);
  }
  for (std::size_t j = 0; j < rows; ++j) {
    const double* hj = h + j * qp;
    V s0 = {}, s1 = {};
    for (std::size_t v = 0; v < NV; v += 2) s0 += at(hj + v * kLanes) * T[v], s1 += at(hj + (v + 1) * kLanes) * T[v + 1];
    if (const double* b = hb[j])
      for (std::size_t v = 0; v < NV; v += 2) s0 += at(b + v * kLanes) * P[v], s1 += at(b + (v + 1) * kLanes) * P[v + 1];
    out[j] = total(s0 + s1);
  }
}

void leaf_sums_through_memory(std::size_t qp, std::size_t rows, const double* g, const double* a, double e,
                              const double* p0, const double* t0, const double* h, const double* const* hb,
                              double* scratch, double* out) {
  double *p = scratch, *t = scratch + qp;
  const V ve = splat(e);
  for (std::size_t q = 0; q < qp; q += kLanes) {
    const V gq = at(g + q), pq = at(p0 + q);
    put(p + q, gq * pq);
    put(t + q, gq * at(t0 + q) + ve * (at(a + q) * pq));
  }
  std::size_t j = 0;
  for (; j + 2 <= rows; j += 2) {
    const double *h0 = h + j * qp, *h1 = h0 + qp;
    V s0 = {}, s1 = {}, u0 = {}, u1 = {};
    for (std::size_t q = 0; q < qp; q += 2 * kLanes) {
      const V ta = at(t + q), tb = at(t + q + kLanes);
      s0 += at(h0 + q) * ta, s1 += at(h0 + q + kLanes) * tb;
      u0 += at(h1 + q) * ta, u1 += at(h1 + q + kLanes) * tb;
    }
    if (const double* b = hb[j])
      for (std::size_t q = 0; q < qp; q += 2 * kLanes)
        s0 += at(b + q) * at(p + q), s1 += at(b + q + kLanes) * at(p + q + kLanes);
    if (const double* b = hb[j + 1])
      for (std::size_t q = 0; q < qp; q += 2 * kLanes)
        u0 += at(b + q) * at(p + q), u1 += at(b + q + kLanes) * at(p + q + kLanes);
    out[j] = total(s0 + s1);
    out[j + 1] = total(u0 + u1);
  }
  if (j < rows) {
    const double* h0 = h + j * qp;
    V s0 = {}, s1 = {};
    for (std::size_t q = 0; q < qp; q += 2 * kLanes)
      s0 += at(h0 + q) * at(t + q), s1 += at(h0 + q + kLanes) * at(t + q + kLanes);
    if (const double* b = hb[j])
      for (std::size_t q = 0; q < qp; q += 2 * kLanes)
        s0 += at(b + q) * at(p + q), s1 += at(b + q + kLanes) * at(p + q + kLanes);
    out[j] = total(s0 + s1);
  }
}

// P and T take 2 nv of the 16 (AVX2, SSE2) or 32 (AVX-512) vector registers.
constexpr std::size_t kRegisterVectors = kLanes == 8 ? 12 : 6;

template <std::size_t NV>
bool leaf_sums_fixed(std::size_t nv, std::size_t rows, const double* g, const double* a, double e, const double* p0,
                     const double* t0, const double* h, const double* const* hb, double* out) {
  if constexpr (NV > kRegisterVectors) {
    return false;
  } else {
    if (nv == NV) return leaf_sums_in_registers<NV>(rows, g, a, e, p0, t0, h, hb, out), true;
    return leaf_sums_fixed<NV + 2>(nv, rows, g, a, e, p0, t0, h, hb, out);
  }
}

void leaf_sums(std::size_t qp, std::size_t rows, const double* g, const double* a, double e, const double* p0,
               const double* t0, const double* h, const double* const* hb, double* scratch, double* out) {
  if (!leaf_sums_fixed<2>(qp / kLanes, rows, g, a, e, p0, t0, h, hb, out))
    leaf_sums_through_memory(qp, rows, g, a, e, p0, t0, h, hb, scratch, out);
}

double draw(std::size_t qp, const double* h, const double* pd, const double* p, const double* aa, const double* gb,
            double da, const double* ab, const double* ga, double db) {
  const V vda = splat(da), vdb = splat(db);
  V s = {};
  for (std::size_t q = 0; q < qp; q += kLanes)
    s += at(h + q) * at(pd + q) + (vda * at(aa + q) * at(gb + q) + vdb * at(ab + q) * at(ga + q)) * at(p + q);
  return total(s);
}

const Loops table{kName, extend, leaf_sums, draw};
