#include "core/progress.hpp"

#include "core/cluster.hpp"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace alea {
namespace {
std::atomic<bool> quiet_flag{false};
std::atomic<std::uint64_t> next_id{1};
ProgressSink progress_sink;
// Bars alive now: only the first draws (an exact recursion inside a tournament, or the same work
// on several threads, would otherwise fight over the terminal line).
std::atomic<int> live_bars{0};
using Clock = std::chrono::steady_clock;

// ProgressLog's records: written only while a log lives (tests), so a session keeps nothing.
std::atomic<bool> logging{false};
std::mutex log_mutex;
std::vector<ProgressRecord> log_records;

std::string format_duration(double s) {
  char buf[32];
  if (!std::isfinite(s) || s < 0) return "?";
  auto t = static_cast<long long>(s + 0.5);
  if (t >= 3600)
    std::snprintf(buf, sizeof buf, "%lldh%02lldm", t / 3600, (t / 60) % 60);
  else
    std::snprintf(buf, sizeof buf, "%lldm%02llds", t / 60, t % 60);
  return buf;
}
}  // namespace

void set_quiet(bool q) { quiet_flag.store(q); }
bool quiet() { return quiet_flag.load(); }
void set_progress_sink(ProgressSink sink) { progress_sink = std::move(sink); }

Progress::Progress(std::string label, std::uint64_t total)
    : label_(std::move(label)),
      total_(total),
      start_(Clock::now()),
      last_draw_(start_),
      id_(next_id.fetch_add(1)),
      enabled_(live_bars.fetch_add(1) == 0 && !quiet() && cluster::rank() == 0 &&
               (progress_sink || isatty(STDERR_FILENO))) {}

Progress::~Progress() {
  live_bars.fetch_sub(1);
  if (logging.load(std::memory_order_relaxed)) {
    std::lock_guard lock(log_mutex);
    log_records.push_back({label_, total_, done()});
  }
  if (!drawn_) return;
  if (progress_sink) {  // the reader keeps the last state: where the work ended
    std::lock_guard lock(draw_mutex_);
    const double elapsed = std::chrono::duration<double>(Clock::now() - start_).count();
    progress_sink(id_, render(label_, done(), total_, elapsed, 30), true);
  } else {
    std::fprintf(stderr, "\r\033[K");  // leave the terminal as it was
  }
}

void Progress::advance(std::uint64_t steps) {
  done_.fetch_add(steps, std::memory_order_relaxed);
  if (!enabled_) return;
  auto now = Clock::now();
  if (now - start_ < std::chrono::seconds(1)) return;
  std::unique_lock lock(draw_mutex_, std::try_to_lock);
  if (!lock || now - last_draw_ < std::chrono::milliseconds(200)) return;
  last_draw_ = now;
  draw();
}

void Progress::draw() {
  double elapsed = std::chrono::duration<double>(Clock::now() - start_).count();
  std::string line = render(label_, done(), total_, elapsed, 30);
  if (progress_sink) {
    progress_sink(id_, line, false);
  } else {
    std::fprintf(stderr, "\r%s\033[K", line.c_str());
    std::fflush(stderr);
  }
  drawn_ = true;
}

std::string Progress::render(const std::string& label, std::uint64_t done, std::uint64_t total,
                             double elapsed, int width) {
  if (total == 0) return label + ": " + std::to_string(done) + " so far, " + format_duration(elapsed);
  double frac = std::min(1.0, static_cast<double>(done) / static_cast<double>(total));
  int filled = static_cast<int>(frac * width);
  std::string bar = label + " [" + std::string(filled, '#') + std::string(width - filled, '.') + "] ";
  char pct[16];
  std::snprintf(pct, sizeof pct, "%5.1f%%", 100 * frac);
  double eta = frac > 0 ? elapsed * (1 - frac) / frac : NAN;
  return bar + pct + " ETA " + format_duration(eta);
}

ProgressLog::ProgressLog() {
  if (logging.exchange(true)) throw std::logic_error("one ProgressLog at a time");
  std::lock_guard lock(log_mutex);
  log_records.clear();
}

ProgressLog::~ProgressLog() {
  logging.store(false);
  std::lock_guard lock(log_mutex);
  log_records.clear();
}

std::vector<ProgressRecord> ProgressLog::records() const {
  std::lock_guard lock(log_mutex);
  return log_records;
}

std::vector<ProgressRecord> ProgressLog::started(std::string_view prefix) const {
  std::vector<ProgressRecord> out;
  for (auto& r : records())
    if (r.label.compare(0, prefix.size(), prefix) == 0) out.push_back(r);
  return out;
}

std::uint64_t ProgressLog::most_done(std::string_view prefix) const {
  std::uint64_t most = 0;
  for (auto& r : started(prefix)) most = std::max(most, r.done);
  return most;
}

}  // namespace alea
