#include "host/line_reader.hpp"

#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>

#include "host/completion.hpp"

namespace alea::host {
namespace {
constexpr int history_size = 1000;

std::string home_file(const char* name) {
  const char* home = std::getenv("HOME");
  if (home == nullptr || *home == '\0') return {};
  return std::string(home) + "/" + name;
}

int terminal_columns() {
  struct winsize ws {};
  if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0) return ws.ws_col;
  return 80;
}
}  // namespace

LineReader::LineReader(lua_State* L) : L_(L), history_path_(home_file(".alea_history")) {
  history_ = history_init();
  if (history_ == nullptr) return;  // read() then reports end of input
  history(history_, &event_, H_SETSIZE, history_size);
  history(history_, &event_, H_SETUNIQUE, 1);
  if (!history_path_.empty()) history(history_, &event_, H_LOAD, history_path_.c_str());

  el_ = el_init("alea", stdin, stdout, stderr);
  if (el_ == nullptr) {
    std::fputs("alea: cannot start the line editor\n", stderr);
    return;  // read() then reports end of input
  }
  el_set(el_, EL_CLIENTDATA, this);
  el_set(el_, EL_EDITOR, "emacs");
  el_set(el_, EL_HIST, history, history_);
  el_set(el_, EL_PROMPT, prompt_of);
  el_set(el_, EL_SIGNAL, 1);  // libedit restores the terminal on resize, suspend, resume
  // While a line is edited, Ctrl-C is a key (bound below) rather than SIGINT: a signal cannot
  // safely abandon el_gets, a key can.
  el_set(el_, EL_SETTY, "-d", "-isig", nullptr);
  std::string editrc = home_file(".editrc");
  if (!editrc.empty() && access(editrc.c_str(), R_OK) == 0) el_source(el_, editrc.c_str());
  el_set(el_, EL_ADDFN, "alea-complete", "complete the name before the cursor", on_tab);
  el_set(el_, EL_BIND, "^I", "alea-complete", nullptr);
  el_set(el_, EL_ADDFN, "alea-interrupt", "abandon the input", on_interrupt);
  el_set(el_, EL_BIND, "^C", "alea-interrupt", nullptr);
}

LineReader::~LineReader() {
  // An unwritable home only means no saved history, so the result is not checked.
  if (history_ != nullptr && !history_path_.empty())
    history(history_, &event_, H_SAVE, history_path_.c_str());
  if (el_ != nullptr) el_end(el_);
  if (history_ != nullptr) history_end(history_);
}

LineReader::Status LineReader::read(const std::string& prompt, std::string& line) {
  if (el_ == nullptr) return Status::eof;
  prompt_ = prompt;
  interrupted_ = false;
  int count = 0;
  errno = 0;
  const char* text = el_gets(el_, &count);
  if (interrupted_ || (text == nullptr && errno == EINTR)) {
    std::fputs("^C\n", stdout);  // libedit leaves the cursor on the abandoned line
    std::fflush(stdout);
    return Status::interrupted;
  }
  if (text == nullptr || count <= 0) return Status::eof;
  line.assign(text, static_cast<std::size_t>(count));
  while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
  return Status::line;
}

void LineReader::remember(const std::string& line) {
  if (history_ == nullptr || line.find_first_not_of(" \t") == std::string::npos) return;
  history(history_, &event_, H_ENTER, line.c_str());
}

LineReader& LineReader::self(EditLine* el) {
  void* data = nullptr;
  el_get(el, EL_CLIENTDATA, &data);
  return *static_cast<LineReader*>(data);
}

char* LineReader::prompt_of(EditLine* el) { return self(el).prompt_.data(); }

unsigned char LineReader::on_interrupt(EditLine* el, int) {
  self(el).interrupted_ = true;
  return CC_NEWLINE;  // el_gets returns; read() reports the line as abandoned
}

// libedit is C: no exception may leave a callback.
unsigned char LineReader::on_tab(EditLine* el, int) {
  try {
    return self(el).complete_at_cursor();
  } catch (...) {
    return CC_ERROR;
  }
}

unsigned char LineReader::complete_at_cursor() {
  const LineInfo* info = el_line(el_);
  std::string before(info->buffer, static_cast<std::size_t>(info->cursor - info->buffer));
  Completion c = complete(L_, before);
  if (c.names.empty()) return CC_ERROR;
  std::size_t typed = before.size() - c.start;
  std::string common = common_prefix(c.names);
  if (common.size() > typed) {
    el_insertstr(el_, common.substr(typed).c_str());
    return CC_REFRESH;
  }
  if (c.names.size() == 1) return CC_NORM;
  list_names(c.names);
  return CC_REDISPLAY;
}

// The candidates in columns below the line; libedit then redraws the prompt and line.
void LineReader::list_names(const std::vector<std::string>& names) {
  std::size_t widest = 0;
  for (const auto& n : names) widest = std::max(widest, n.size());
  std::size_t column_width = widest + 2;
  std::size_t per_line = std::max<std::size_t>(1, static_cast<std::size_t>(terminal_columns()) / column_width);
  std::string out = "\n";
  for (std::size_t i = 0; i < names.size(); ++i) {
    out += names[i];
    bool last_in_row = (i + 1) % per_line == 0 || i + 1 == names.size();
    out += last_in_row ? std::string("\n") : std::string(column_width - names[i].size(), ' ');
  }
  std::fputs(out.c_str(), stdout);
  std::fflush(stdout);
}

}  // namespace alea::host
