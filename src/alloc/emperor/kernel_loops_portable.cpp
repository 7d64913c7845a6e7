// The emperor kernel's loops (kernel_loops.hpp) in vectors of 2 doubles, for the compiler's
// baseline of the target (SSE2 on x86-64): every machine, and the fallback when the CPU has
// neither AVX2 nor AVX-512.
#include "alloc/emperor/kernel_loops.hpp"

namespace alea::alloc::emperor {

namespace portable {
namespace {
#define ALEA_LANES 2
constexpr const char* kName = "portable";
#include "alloc/emperor/kernel_loops_impl.hpp"
#undef ALEA_LANES
}  // namespace
}  // namespace portable

const Loops* loops_portable() { return &portable::table; }

}  // namespace alea::alloc::emperor
