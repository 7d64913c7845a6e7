// alea-kernel: the Jupyter kernel of alea (docs/jupyter.md).
//   alea-kernel <connection file>   what the kernelspec `alea` runs (alea --install-kernel)
// It runs the REPL's session (every module, help, the printer, completion) behind xeus's
// ZeroMQ server. Ctrl-C: the notebook's interrupt sends SIGINT (the kernelspec's interrupt_mode
// "signal") or an interrupt_request on the control channel (mode "message"); both reach the
// REPL's Ctrl-C path (host/signals.hpp) while a cell runs, and the kernel keeps its state.
#include <pthread.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <stdexcept>
#include <memory>
#include <string>
#include <thread>

#include <xeus/xkernel.hpp>
#include <xeus/xkernel_configuration.hpp>
#include <xeus/xserver_shell_main.hpp>
#include <zmq.hpp>

#include "host/kernel/history.hpp"
#include "host/kernel/interpreter.hpp"
#include "host/kernel/output.hpp"
#include "host/session.hpp"
#include "host/signals.hpp"

namespace {

namespace kernel = alea::host::kernel;

// xeus's server with the shell on the main thread (where the Lua state lives) and the control
// channel on a thread of its own, so an interrupt_request is read while a cell runs. xeus
// answers it; the answer is our cue to press Ctrl-C.
class Server : public xeus::xserver_shell_main {
 public:
  using xserver_shell_main::xserver_shell_main;

 protected:
  void send_control_impl(xeus::xmessage msg) override {
    if (msg.header().value("msg_type", "") == "interrupt_reply") ::kill(::getpid(), SIGINT);
    xserver_shell_main::send_control_impl(std::move(msg));
  }
};

std::unique_ptr<xeus::xserver> make_server(xeus::xcontext& context, const xeus::xconfiguration& config,
                                           nl::json::error_handler_t eh) {
  return std::make_unique<Server>(context.get_wrapped_context<zmq::context_t>(), config, eh);
}

// SIGINT is blocked in every thread (the mask is set before any thread starts and inherited),
// and this thread takes it: a signal landing in a thread waiting in zmq_poll would make ZeroMQ
// fail with EINTR. What it does is what the REPL's handler does.
void take_interrupts() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  for (int sig = 0;;)
    if (sigwait(&set, &sig) == 0) alea::host::deliver_interrupt();
}

// The kernel ends with the program that started it (a notebook server, a test), as ipykernel's
// parent poller does: jupyter_client names itself in JPY_PARENT_PID, and when it dies the kernel
// is re-parented. Otherwise a client that crashed would leave kernels running forever.
void watch_parent() {
  const char* named = std::getenv("JPY_PARENT_PID");
  const pid_t parent = getppid();
  if (named == nullptr || std::atol(named) != parent) return;
  std::thread([parent] {
    while (getppid() == parent) std::this_thread::sleep_for(std::chrono::seconds(1));
    std::_Exit(0);
  }).detach();
}

void block_interrupts() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  pthread_sigmask(SIG_BLOCK, &set, nullptr);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2 || argv[1][0] == '-') {
    std::fprintf(stderr,
                 "usage: alea-kernel <connection file>\n"
                 "The Jupyter kernel of alea; `alea --install-kernel` installs the kernelspec that runs it.\n");
    return 2;
  }
  xeus::xconfiguration config;
  try {
    if (!std::ifstream(argv[1]).good()) throw std::runtime_error("cannot read it");
    config = xeus::load_configuration(argv[1]);
    if (config.m_shell_port.empty() || config.m_iopub_port.empty()) throw std::runtime_error("it names no ports");
  } catch (const std::exception&) {  // nlohmann's words are not for the user
    std::fprintf(stderr, "alea-kernel: %s is not a Jupyter connection file (JSON with the ports and key)\n", argv[1]);
    return 2;
  }
  block_interrupts();
  std::thread(take_interrupts).detach();
  watch_parent();

  // Never destroyed: xeus ends the process with std::exit, and the threads that publish (the
  // stream flusher, parallel_for's workers) must not meet a destroyed Output on the way out.
  auto& output = *new kernel::Output;
  lua_State* L = alea::host::new_session();
  if (L == nullptr) {
    std::fprintf(stderr, "alea-kernel: cannot create the Lua state (out of memory)\n");
    return 1;
  }
  auto& last = *new kernel::LastCell;
  auto interpreter = std::make_unique<kernel::Interpreter>(L, output, last);
  output.attach(*interpreter);
  auto history = std::make_unique<kernel::History>(last);
  // Invalid UTF-8 a cell prints is replaced, not an exception inside the publisher.
  xeus::xkernel kernel(config, xeus::get_user_name(), xeus::make_context<zmq::context_t>(), std::move(interpreter),
                       make_server, std::move(history), nullptr, xeus::make_null_debugger, nl::json::object(),
                       nl::json::error_handler_t::replace);
  kernel.start();
  return 0;
}
