#pragma once
// Progress of long work: a bar with percentage and ETA on stderr, drawn only when stderr is a
// terminal, the work has run over a second, and alea.quiet(true) was not called. While one bar
// lives, others (nested work, other threads) count silently.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <string>

namespace alea {

void set_quiet(bool quiet);
bool quiet();

class Progress {
 public:
  Progress(std::string label, std::uint64_t total);
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  // Thread-safe; cheap when nothing needs drawing.
  void advance(std::uint64_t steps = 1);
  std::uint64_t done() const { return done_.load(std::memory_order_relaxed); }

  // The text of the bar at this moment (also used by tests).
  static std::string render(const std::string& label, std::uint64_t done, std::uint64_t total,
                            double elapsed_seconds, int width);

 private:
  void draw();
  std::string label_;
  std::uint64_t total_;
  std::atomic<std::uint64_t> done_{0};
  std::chrono::steady_clock::time_point start_, last_draw_;
  std::mutex draw_mutex_;
  bool enabled_;
  bool drawn_ = false;
};

}  // namespace alea
