#pragma once
// Ctrl-C. While user code runs, SIGINT sets the interrupt flag (seen by C++ loops) and a Lua
// hook (seen by Lua code) that raises "interrupted". At the REPL prompt the line editor has
// its own handling. Under mpirun SIGTERM and SIGUSR1 do the same (how mpirun and Slurm pass a
// stop on to the ranks).
#include <csignal>

#include "kit/interrupt.hpp"
#include "kit/lua.hpp"

namespace alea::host {

// What Ctrl-C does: the flag for C++ loops, and the hook for Lua code when a computation runs.
// Async-signal-safe. The REPL's SIGINT handler calls it; so does the Jupyter kernel, which takes
// SIGINT on a thread of its own (src/host/kernel/main.cpp).
void deliver_interrupt() noexcept;

// Arms SIGINT for the duration of a command in L; restores the previous handler on destruction.
// The interrupt lasts until then: in the default mode no Lua code catches it (kit/interrupt.hpp).
class InterruptScope {
 public:
  explicit InterruptScope(lua_State* L);
  ~InterruptScope();
  InterruptScope(const InterruptScope&) = delete;
  InterruptScope& operator=(const InterruptScope&) = delete;

 private:
  lua_State* L_;
  kit::RunningThread running_;
  struct ::sigaction previous_ {}, previous_term_ {}, previous_usr1_ {};
};

}  // namespace alea::host
