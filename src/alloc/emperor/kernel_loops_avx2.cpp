// The emperor kernel's loops (kernel_loops.hpp) in vectors of 4 doubles: AVX2 and FMA (CMakeLists.txt compiles this file with -mavx2 -mfma).
#include "alloc/emperor/kernel_loops.hpp"

namespace alea::alloc::emperor {

#if defined(__AVX2__) && defined(__FMA__)
namespace avx2 {
namespace {
#define ALEA_LANES 4
constexpr const char* kName = "avx2";
#include "alloc/emperor/kernel_loops_impl.hpp"
#undef ALEA_LANES
}  // namespace
}  // namespace avx2

const Loops* loops_avx2() { return &avx2::table; }
#else
const Loops* loops_avx2() { return nullptr; }
#endif

}  // namespace alea::alloc::emperor
