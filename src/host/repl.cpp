#include "host/repl.hpp"

#include <sys/ioctl.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <string>

#include "core/interrupt.hpp"
#include "host/chunk.hpp"
#include "host/line_reader.hpp"
#include "kit/printer.hpp"
#include "host/session.hpp"

namespace alea::host {
namespace {

const char* const chunk_name = "=stdin";

// Between computations (printing, history) a stray SIGINT must not kill the session with its
// state; it only sets the flag, which the next computation clears.
class IdleInterrupts {
 public:
  IdleInterrupts() {
    struct ::sigaction sa {};
    sa.sa_handler = [](int) { alea::request_interrupt(); };
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, &previous_);
  }
  ~IdleInterrupts() { sigaction(SIGINT, &previous_, nullptr); }
  IdleInterrupts(const IdleInterrupts&) = delete;
  IdleInterrupts& operator=(const IdleInterrupts&) = delete;

 private:
  struct ::sigaction previous_ {};
};

// The terminal's size now (it may have been resized): a table leaves a line for the next prompt.
kit::Screen current_screen() {
  kit::Screen screen;
  screen.max_chars = kit::kReplMaxChars;
  struct winsize ws {};
  if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) != 0) return screen;
  if (ws.ws_col > 0) screen.width = ws.ws_col;
  if (ws.ws_row > 1) screen.height = ws.ws_row - 1u;
  return screen;
}

// Runs the function on top of the stack; prints its results or the error and traceback.
void run(lua_State* L, bool show_results) {
  int base = lua_gettop(L);
  int status = protected_call(L, 0, LUA_MULTRET);
  if (status != LUA_OK) return report_error(L, status);
  int count = lua_gettop(L) - base + 1;
  if (show_results && count > 0) {
    std::string text = kit::render_values(L, base, count, current_screen()) + "\n";
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
  }
}

void banner() {
  std::printf("alea %s (%s)  help() lists the modules; Ctrl-D exits.\n", ALEA_VERSION, LUA_RELEASE);
  std::fflush(stdout);
}

}  // namespace

void repl(lua_State* L) {
  IdleInterrupts idle;
  LineReader reader(L);
  if (isatty(STDIN_FILENO)) banner();
  std::string pending;  // the lines of an unfinished chunk
  for (;;) {
    std::string line;
    auto status = reader.read(pending.empty() ? "> " : ">> ", line);
    if (status == LineReader::Status::eof && pending.empty()) break;
    if (status != LineReader::Status::line) {  // Ctrl-C, or Ctrl-D in a continuation: drop it
      if (status == LineReader::Status::eof) std::fputs("\n", stdout);
      pending.clear();
      continue;
    }
    reader.remember(line);
    pending += pending.empty() ? line : "\n" + line;
    int top = lua_gettop(L);
    bool show_results = false;
    Chunk chunk = compile(L, pending, chunk_name, show_results);
    if (chunk == Chunk::incomplete) continue;
    pending.clear();
    if (chunk == Chunk::error)
      report_error(L, LUA_ERRSYNTAX);
    else
      run(L, show_results);
    lua_settop(L, top);
  }
  std::fputs("\n", stdout);
  std::fflush(stdout);
}

}  // namespace alea::host
