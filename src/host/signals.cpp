#include "host/signals.hpp"

#include <atomic>
#include <csignal>

#include "core/cluster.hpp"
#include "core/interrupt.hpp"
#include "kit/interrupt.hpp"

namespace alea::host {
namespace {
void on_sigint(int) { deliver_interrupt(); }
}  // namespace

// lua_sethook is documented as safe to call from a signal handler (lua.c does the same), and so
// from another thread: it only sets the hook fields the interpreter polls. The thread armed is
// the one running now (kit/interrupt.hpp, an atomic the kernel's signal thread reads too): the
// command's, or a coroutine it resumed.
void deliver_interrupt() noexcept {
  alea::request_interrupt();
  if (lua_State* L = kit::running_thread()) kit::arm_interrupt(L);
}

InterruptScope::InterruptScope(lua_State* L) : L_(L), running_(L) {
  alea::clear_interrupt();
  kit::disarm_interrupt(L);  // a hook set by a Ctrl-C that came after the last scope ended
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
  kit::disarm_interrupt(L_);
  alea::clear_interrupt();
}

}  // namespace alea::host
