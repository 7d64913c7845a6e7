#pragma once
// Everything a running cell shows, on its way to the notebook: the C streams stdout and stderr
// (Lua's print and io.write, help(), any C++ that prints) become stream messages; pictures the
// kit draws (kit/display.hpp) and progress bars (core/progress.hpp) become display_data, a bar
// updated in place; the cell's result and error go out last. One mutex orders them all, so the
// worker threads of parallel_for and the flushing thread publish safely beside the main thread.
#include <sys/types.h>

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>
#include <xeus/xinterpreter.hpp>

namespace alea::host::kernel {

namespace nl = nlohmann;

class Output {
 public:
  // Puts stdout and stderr through the cell and standard input on /dev/null (io.read() gets
  // end of input rather than waiting on the notebook server's terminal). Before the Lua state is
  // made: Lua takes io.stdout from stdout when it opens its io library.
  Output();
  ~Output();  // the kernel never runs it (it ends with std::exit); tests may
  Output(const Output&) = delete;
  Output& operator=(const Output&) = delete;

  // The interpreter whose publishers the messages go through; installs the kit's picture
  // display and the progress sink.
  void attach(xeus::xinterpreter& interpreter);

  // A cell starts: output goes to it. Between cells, stray output goes to the kernel's log.
  void begin_cell();
  // The cell ends: the streams are flushed, and nothing more is published for it.
  void end_cell();

  // Messages of the running cell, each after the stream text written before it.
  void result(int execution_count, nl::json data);
  void error(const std::string& ename, const std::string& evalue, const std::vector<std::string>& traceback);

  // While pictures are quiet, the kit's drawing calls show nothing (the kernel draws a cell's
  // result through :to_svg() and shows it once, as the result).
  void quiet_pictures(bool quiet);
  // Whether this SVG was shown in the running cell (a result that is a picture already shown
  // is not shown again).
  bool shown(const std::string& svg) const;

 private:
  struct Stream {
    Output* self;
    const char* name;  // "stdout" | "stderr"
  };
  static ssize_t write_stream(void* cookie, const char* data, std::size_t size);
  void write(const char* name, const char* data, std::size_t size);
  void flush_locked();
  void picture(const std::string& svg);
  void progress(std::uint64_t id, const std::string& line, bool done);
  void tick();

  mutable std::mutex mutex_;
  xeus::xinterpreter* interpreter_ = nullptr;
  bool active_ = false;
  bool quiet_pictures_ = false;
  std::string pending_;             // stream text not yet published
  const char* pending_name_ = "";   // its stream
  std::chrono::steady_clock::time_point last_publish_{};
  std::set<std::size_t> shown_;     // hashes of the SVG shown in the running cell
  std::set<std::uint64_t> bars_;    // progress bars shown in the running cell
  Stream out_{this, "stdout"}, err_{this, "stderr"};
  int log_fd_ = -1;                 // the kernel's own stderr, for output between cells
  bool stopping_ = false;
  std::condition_variable wake_;
  std::thread ticker_;              // publishes stream text left pending by a quiet writer
};

}  // namespace alea::host::kernel
