#pragma once
// Ctrl-C reaches C++ loops through one atomic flag: the signal handler sets it, long loops
// poll it through check_interrupt(), and the host clears it before each new command.
#include <atomic>

namespace alea {

void request_interrupt() noexcept;  // async-signal-safe
void clear_interrupt() noexcept;
bool interrupt_requested() noexcept;

// Throws alea::Interrupted when Ctrl-C was pressed. Cheap: one relaxed atomic load.
void check_interrupt();

}  // namespace alea
