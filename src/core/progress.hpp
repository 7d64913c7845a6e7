#pragma once
// Progress of long work: a bar with percentage and ETA on stderr, drawn only when stderr is a
// terminal (or a sink is set: a notebook's cell), the work has run over a second, and
// alea.quiet(true) was not called. While one bar
// lives, others (nested work, other threads) count silently. Work whose size is not known in
// advance (a game tree walked until it ends) passes total 0: its line shows the count and the
// time instead of a bar.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace alea {

void set_quiet(bool quiet);
bool quiet();

// Where bars go in a program with a reader but no terminal (the Jupyter kernel redraws them in
// place in the cell): called with the bar's id (distinct per bar), its text each time it is
// redrawn, and once with done=true when the bar ends. Called on the thread that advances the bar,
// so it must be thread-safe; it must not throw. Set before any work starts; empty: none.
using ProgressSink = std::function<void(std::uint64_t id, const std::string& line, bool done)>;
void set_progress_sink(ProgressSink sink);

class Progress {
 public:
  Progress(std::string label, std::uint64_t total);
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  // Thread-safe; cheap when nothing needs drawing.
  void advance(std::uint64_t steps = 1);
  std::uint64_t done() const { return done_.load(std::memory_order_relaxed); }

  // The text of the bar at this moment (also used by tests); total 0: a count, no bar.
  static std::string render(const std::string& label, std::uint64_t done, std::uint64_t total,
                            double elapsed_seconds, int width);

 private:
  void draw();
  std::string label_;
  std::uint64_t total_;
  std::atomic<std::uint64_t> done_{0};
  std::chrono::steady_clock::time_point start_, last_draw_;
  std::mutex draw_mutex_;
  std::uint64_t id_;
  bool enabled_;
  bool drawn_ = false;
};

// For tests: while a ProgressLog lives, every Progress that ends is recorded with its label,
// total and the steps it counted, whether it drew or not (no terminal is needed), so a test can
// check that a call reports its work. One log at a time.
struct ProgressRecord {
  std::string label;
  std::uint64_t total = 0, done = 0;
};

class ProgressLog {
 public:
  ProgressLog();
  ~ProgressLog();
  ProgressLog(const ProgressLog&) = delete;
  ProgressLog& operator=(const ProgressLog&) = delete;

  std::vector<ProgressRecord> records() const;
  // The records whose label starts with `prefix`.
  std::vector<ProgressRecord> started(std::string_view prefix) const;
  // The largest count of steps any bar whose label starts with `prefix` reached (0: none).
  std::uint64_t most_done(std::string_view prefix) const;
};

}  // namespace alea
