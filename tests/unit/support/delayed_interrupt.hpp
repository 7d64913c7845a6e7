#pragma once
// Ctrl-C in tests: a computation is interrupted from another thread, as by the SIGINT handler.
#include <chrono>
#include <thread>

#include "core/interrupt.hpp"

namespace alea::test {

// Sets the interrupt flag from another thread once the computation is under way, as the SIGINT
// handler does; joins and clears the flag on the way out so no later test sees it.
class DelayedInterrupt {
 public:
  DelayedInterrupt() : thread_([] {
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
      request_interrupt();
    }) {}
  ~DelayedInterrupt() {
    thread_.join();
    clear_interrupt();
  }
  DelayedInterrupt(const DelayedInterrupt&) = delete;
  DelayedInterrupt& operator=(const DelayedInterrupt&) = delete;

 private:
  std::thread thread_;
};

}  // namespace alea::test
