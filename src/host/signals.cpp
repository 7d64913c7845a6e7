#include "host/signals.hpp"

#include <atomic>
#include <csignal>

#include "core/cluster.hpp"
#include "core/interrupt.hpp"

namespace alea::host {
namespace {
// Atomic (lock-free, so async-signal-safe): the kernel reads it from its signal thread.
std::atomic<lua_State*> running_state{nullptr};

// The interrupt is delivered to Lua here, once: C++ work started after it (a script that
// caught the error with pcall goes on) must not see the old request.
void stop_hook(lua_State* L, lua_Debug*) {
  lua_sethook(L, nullptr, 0, 0);
  alea::clear_interrupt();
  luaL_error(L, "interrupted");
}

void on_sigint(int) { deliver_interrupt(); }
}  // namespace

// lua_sethook is documented as safe to call from a signal handler (lua.c does the same), and so
// from another thread: it only sets the hook fields the interpreter polls.
void deliver_interrupt() noexcept {
  alea::request_interrupt();
  if (lua_State* L = running_state)
    lua_sethook(L, stop_hook, LUA_MASKCALL | LUA_MASKRET | LUA_MASKCOUNT, 1);
}

InterruptScope::InterruptScope(lua_State* L) {
  alea::clear_interrupt();
  lua_sethook(L, nullptr, 0, 0);  // a hook set by a Ctrl-C that came after the last scope ended
  running_state = L;
  struct ::sigaction sa {};
  sa.sa_handler = on_sigint;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, &previous_);
  // Under mpirun, Ctrl-C reaches the ranks as SIGTERM (mpirun sends SIGKILL 1 s later) and
  // `kill -USR1 <mpirun>` or Slurm's --signal=USR1 as SIGUSR1: both stop the work like Ctrl-C,
  // so every rank writes its checkpoint (docs/cluster.md).
  if (alea::cluster::size() > 1) {
    sigaction(SIGTERM, &sa, &previous_term_);
    sigaction(SIGUSR1, &sa, &previous_usr1_);
  }
}

InterruptScope::~InterruptScope() {
  sigaction(SIGINT, &previous_, nullptr);
  if (alea::cluster::size() > 1) {
    sigaction(SIGTERM, &previous_term_, nullptr);
    sigaction(SIGUSR1, &previous_usr1_, nullptr);
  }
  if (lua_State* L = running_state) lua_sethook(L, nullptr, 0, 0);
  running_state = nullptr;
  alea::clear_interrupt();
}

}  // namespace alea::host
