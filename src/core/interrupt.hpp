#pragma once
// Ctrl-C reaches C++ loops through one atomic flag: the signal handler sets it, long loops
// poll it through check_interrupt(), and the host clears it before each new command.
#include <atomic>
#include <cstdint>

namespace alea {

void request_interrupt() noexcept;  // async-signal-safe
void clear_interrupt() noexcept;
bool interrupt_requested() noexcept;
// How many interrupts were requested since the process started. The host clears the flag as it
// stops Lua code, so C++ that runs Lua code and must know whether Ctrl-C came meanwhile compares
// the count before and after (kit::call_lua).
std::uint64_t interrupt_count() noexcept;

// Throws alea::Interrupted when Ctrl-C was pressed. Cheap: one relaxed atomic load.
void check_interrupt();

}  // namespace alea
