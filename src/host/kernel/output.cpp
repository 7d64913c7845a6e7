#include "host/kernel/output.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <chrono>
#include <cstring>
#include <functional>

#include "core/progress.hpp"
#include "host/kernel/rich.hpp"
#include "kit/display.hpp"

namespace alea::host::kernel {
namespace {

using Clock = std::chrono::steady_clock;
// Stream text is published at once unless the last message went out less than this long ago;
// then it waits at most this long (a loop of prints becomes a few messages, not thousands).
constexpr auto kStreamDelay = std::chrono::milliseconds(50);
constexpr std::size_t kStreamChunk = 64 * 1024;  // pending text past this goes out at once

FILE* cell_stream(void* cookie, ssize_t (*write)(void*, const char*, std::size_t)) {
  cookie_io_functions_t io{};
  io.write = write;
  FILE* f = fopencookie(cookie, "w", io);
  if (f != nullptr) std::setvbuf(f, nullptr, _IOLBF, 4096);
  return f;
}

}  // namespace

Output::Output() {
  log_fd_ = dup(STDERR_FILENO);
  if (FILE* f = cell_stream(&out_, write_stream)) stdout = f;
  if (FILE* f = cell_stream(&err_, write_stream)) {
    std::setvbuf(f, nullptr, _IONBF, 0);
    stderr = f;
  }
  const int null_fd = open("/dev/null", O_RDONLY);
  if (null_fd >= 0) {
    dup2(null_fd, STDIN_FILENO);
    close(null_fd);
  }
  ticker_ = std::thread([this] { tick(); });
}

Output::~Output() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  ticker_.join();
  kit::set_picture_display({});
  set_progress_sink({});
}

void Output::attach(xeus::xinterpreter& interpreter) {
  interpreter_ = &interpreter;
  kit::set_picture_display([this](const std::string& svg) { picture(svg); });
  set_progress_sink([this](std::uint64_t id, const std::string& line, bool done) { progress(id, line, done); });
}

ssize_t Output::write_stream(void* cookie, const char* data, std::size_t size) {
  auto* stream = static_cast<Stream*>(cookie);
  stream->self->write(stream->name, data, size);
  return static_cast<ssize_t>(size);
}

// Never throws: it runs inside fwrite, below Lua's print.
void Output::write(const char* name, const char* data, std::size_t size) {
  std::lock_guard lock(mutex_);
  if (!active_ || interpreter_ == nullptr) {
    if (log_fd_ >= 0 && ::write(log_fd_, data, size) < 0) {}  // the log is best effort
    return;
  }
  try {
    if (pending_name_ != name) flush_locked();  // stdout and stderr keep their order
    pending_name_ = name;
    pending_.append(data, size);
    if (Clock::now() - last_publish_ >= kStreamDelay || pending_.size() >= kStreamChunk) flush_locked();
  } catch (...) {
    pending_.clear();  // out of memory: the text is lost, the kernel lives
  }
}

void Output::flush_locked() {
  if (pending_.empty()) return;
  std::string text;
  text.swap(pending_);
  last_publish_ = Clock::now();
  interpreter_->publish_stream(pending_name_, text);
}

void Output::begin_cell() {
  std::lock_guard lock(mutex_);
  active_ = true;
  shown_.clear();
  bars_.clear();
}

void Output::end_cell() {
  std::fflush(stdout);
  std::fflush(stderr);
  std::lock_guard lock(mutex_);
  try {
    flush_locked();
  } catch (...) {
  }
  active_ = false;
  pending_.clear();
}

void Output::result(int execution_count, nl::json data) {
  std::fflush(stdout);
  std::lock_guard lock(mutex_);
  if (!active_) return;
  flush_locked();
  interpreter_->publish_execution_result(execution_count, std::move(data), nl::json::object());
}

void Output::error(const std::string& ename, const std::string& evalue, const std::vector<std::string>& traceback) {
  std::fflush(stdout);
  std::lock_guard lock(mutex_);
  if (!active_) return;
  flush_locked();
  interpreter_->publish_execution_error(ename, evalue, traceback);
}

void Output::quiet_pictures(bool quiet) {
  std::lock_guard lock(mutex_);
  quiet_pictures_ = quiet;
}

bool Output::shown(const std::string& svg) const {
  std::lock_guard lock(mutex_);
  return shown_.count(std::hash<std::string>{}(svg)) > 0;
}

void Output::picture(const std::string& svg) {
  std::fflush(stdout);
  std::lock_guard lock(mutex_);
  if (!active_ || quiet_pictures_) return;
  flush_locked();
  shown_.insert(std::hash<std::string>{}(svg));
  nl::json data{{"image/svg+xml", svg_element(svg)}, {"text/plain", "(a picture)"}};
  interpreter_->display_data(std::move(data), nl::json::object(), nl::json::object());
}

// One display per bar, updated in place through its display_id. Never throws (the sink's
// contract): a failure to publish loses a redraw, not the computation.
void Output::progress(std::uint64_t id, const std::string& line, bool done) {
  std::lock_guard lock(mutex_);
  if (!active_) return;
  try {
    flush_locked();
    nl::json data{{"text/plain", line}};
    nl::json transient{{"display_id", "alea-progress-" + std::to_string(getpid()) + "-" + std::to_string(id)}};
    if (bars_.insert(id).second)
      interpreter_->display_data(std::move(data), nl::json::object(), std::move(transient));
    else
      interpreter_->update_display_data(std::move(data), nl::json::object(), std::move(transient));
    if (done) bars_.erase(id);
  } catch (...) {
  }
}

// Text a writer left pending (a print, then a long computation) goes out within kStreamDelay.
void Output::tick() {
  std::unique_lock lock(mutex_);
  while (!stopping_) {
    wake_.wait_for(lock, kStreamDelay);
    if (stopping_) break;
    if (!active_ || pending_.empty() || Clock::now() - last_publish_ < kStreamDelay) continue;
    try {
      flush_locked();
    } catch (...) {
    }
  }
}

}  // namespace alea::host::kernel
