#pragma once
// Work whose tables would not fit is refused before it starts, with the estimate in the message,
// instead of dying in the middle of an allocation.
#include <cstdint>
#include <string>

namespace alea {

constexpr std::uint64_t default_memory_limit = 4ull << 30;  // 4 GiB

void set_memory_limit(std::uint64_t bytes);
std::uint64_t memory_limit();

// Throws LimitExceeded naming `what` when `bytes` exceeds the limit.
void require_memory(std::uint64_t bytes, const std::string& what);

// a*b and a+b bytes, saturating instead of overflowing (estimates of huge state spaces): an
// estimate is built from these two, never from * and + on its own, so it cannot wrap past 2^64
// to a small number the guard would let through.
std::uint64_t bytes_for(std::uint64_t count, std::uint64_t each);
std::uint64_t bytes_plus(std::uint64_t a, std::uint64_t b);

// "1.5 GiB", "320 KiB": sizes for messages.
std::string format_bytes(std::uint64_t bytes);

}  // namespace alea
