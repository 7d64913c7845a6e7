#include "core/memory_guard.hpp"

#include <atomic>
#include <cstdio>
#include <limits>

#include "core/errors.hpp"

namespace alea {
namespace {
std::atomic<std::uint64_t> limit{default_memory_limit};
}

void set_memory_limit(std::uint64_t bytes) {
  if (bytes == 0) throw InvalidArgument("memory limit must be positive");
  limit.store(bytes);
}

std::uint64_t memory_limit() { return limit.load(); }

void require_memory(std::uint64_t bytes, const std::string& what) {
  if (bytes <= memory_limit()) return;
  throw LimitExceeded(what + " needs about " + format_bytes(bytes) + ", over the memory limit of " +
                      format_bytes(memory_limit()) + " (raise it with alea.limits{memory=...})");
}

std::uint64_t bytes_for(std::uint64_t count, std::uint64_t each) {
  if (each != 0 && count > std::numeric_limits<std::uint64_t>::max() / each)
    return std::numeric_limits<std::uint64_t>::max();
  return count * each;
}

std::uint64_t bytes_plus(std::uint64_t a, std::uint64_t b) {
  return a > std::numeric_limits<std::uint64_t>::max() - b ? std::numeric_limits<std::uint64_t>::max() : a + b;
}

std::string format_bytes(std::uint64_t bytes) {
  static const char* units[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  double v = static_cast<double>(bytes);
  int u = 0;
  while (v >= 1024 && u < 6) {
    v /= 1024;
    ++u;
  }
  char buf[64];
  if (u == 0)
    std::snprintf(buf, sizeof buf, "%llu bytes", static_cast<unsigned long long>(bytes));
  else
    std::snprintf(buf, sizeof buf, "%.1f %s", v, units[u]);
  return buf;
}

}  // namespace alea
