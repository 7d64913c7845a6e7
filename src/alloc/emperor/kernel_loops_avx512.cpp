// The emperor kernel's loops (kernel_loops.hpp) in vectors of 8 doubles: AVX-512F (CMakeLists.txt compiles this file with -mavx512f -mfma).
#include "alloc/emperor/kernel_loops.hpp"

namespace alea::alloc::emperor {

#if defined(__AVX512F__) && defined(__FMA__)
namespace avx512 {
namespace {
#define ALEA_LANES 8
constexpr const char* kName = "avx512";
#include "alloc/emperor/kernel_loops_impl.hpp"
#undef ALEA_LANES
}  // namespace
}  // namespace avx512

const Loops* loops_avx512() { return &avx512::table; }
#else
const Loops* loops_avx512() { return nullptr; }
#endif

}  // namespace alea::alloc::emperor
