#include "core/process.hpp"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <thread>

#include "core/errors.hpp"
#include "core/interrupt.hpp"

extern char** environ;

namespace alea {
namespace {

bool executable(const std::string& path) {
  struct stat st;
  return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && ::access(path.c_str(), X_OK) == 0;
}

std::string on_path(const std::string& program) {
  if (program.find('/') != std::string::npos) return executable(program) ? program : "";
  const char* path = std::getenv("PATH");
  std::stringstream dirs(path ? path : "/usr/bin:/bin");
  std::string dir;
  while (std::getline(dirs, dir, ':')) {
    std::string candidate = (dir.empty() ? "." : dir) + "/" + program;
    if (executable(candidate)) return candidate;
  }
  return "";
}

// A temporary file removed when it goes out of scope.
struct TempFile {
  std::string path;
  int fd = -1;
  TempFile() {
    const char* dir = std::getenv("TMPDIR");
    path = std::string(dir && *dir ? dir : "/tmp") + "/alea-tool-XXXXXX";
    fd = ::mkstemp(path.data());
    if (fd < 0) throw Error("cannot create a temporary file in " + path.substr(0, path.rfind('/')));
  }
  ~TempFile() {
    if (fd >= 0) ::close(fd);
    ::unlink(path.c_str());
  }
  std::string read() const {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
};

void write_all(int fd, const std::string& s) {
  std::size_t done = 0;
  while (done < s.size()) {
    ssize_t n = ::write(fd, s.data() + done, s.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) throw Error("cannot write a temporary file (disk full?)");
    done += static_cast<std::size_t>(n);
  }
}

std::string first_lines(const std::string& s, int lines) {
  std::string out;
  std::istringstream in(s);
  std::string line;
  while (lines-- > 0 && std::getline(in, line)) out += (out.empty() ? "" : " / ") + line;
  return out;
}

}  // namespace

std::string find_tool(const Tool& tool) {
  const char* over = std::getenv(tool.env.c_str());
  return on_path(over && *over ? over : tool.program);
}

std::string run_tool(const Tool& tool, const std::vector<std::string>& args, const std::string& input) {
  const std::string path = find_tool(tool);
  if (path.empty())
    throw Error(tool.program + " is not installed: install Debian's " + tool.package + " (apt-get install " +
                tool.package + "), or set " + tool.env + " to its path");
  TempFile in, out, err;
  write_all(in.fd, input);
  ::lseek(in.fd, 0, SEEK_SET);

  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in.fd, 0);
  posix_spawn_file_actions_adddup2(&actions, out.fd, 1);
  posix_spawn_file_actions_adddup2(&actions, err.fd, 2);
  std::vector<char*> argv;
  argv.push_back(const_cast<char*>(path.c_str()));
  for (auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  pid_t pid;
  int rc = ::posix_spawn(&pid, path.c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (rc != 0) throw Error("cannot run " + path + ": " + std::strerror(rc));

  int status = 0;
  for (;;) {
    pid_t r = ::waitpid(pid, &status, WNOHANG);
    if (r == pid) break;
    if (r < 0 && errno != EINTR) throw Error("lost track of " + tool.program);
    if (interrupt_requested()) {
      ::kill(pid, SIGKILL);
      while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
      check_interrupt();
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    std::string why = first_lines(err.read(), 3);
    throw Error(tool.program + " failed" + (WIFEXITED(status) ? " (exit status " + std::to_string(WEXITSTATUS(status)) + ")" : " (killed by a signal)") +
                (why.empty() ? "" : ": " + why));
  }
  return out.read();
}

bool page_text(const std::string& text) {
  const char* env = std::getenv("PAGER");
  std::string command = env && *env ? env : (!on_path("less").empty() ? "less -R" : "more");
  int fds[2];
  if (::pipe(fds) != 0) return false;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, fds[0], 0);
  posix_spawn_file_actions_addclose(&actions, fds[1]);
  posix_spawn_file_actions_addclose(&actions, fds[0]);
  const char* argv[] = {"sh", "-c", command.c_str(), nullptr};
  pid_t pid;
  int rc = ::posix_spawn(&pid, "/bin/sh", &actions, nullptr, const_cast<char**>(argv), environ);
  posix_spawn_file_actions_destroy(&actions);
  ::close(fds[0]);
  if (rc != 0) {
    ::close(fds[1]);
    return false;
  }
  // The pager may quit before reading everything: ignore SIGPIPE while writing.
  struct sigaction ignore {}, old {};
  ignore.sa_handler = SIG_IGN;
  ::sigaction(SIGPIPE, &ignore, &old);
  std::size_t done = 0;
  while (done < text.size()) {
    ssize_t n = ::write(fds[1], text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    done += static_cast<std::size_t>(n);
  }
  ::close(fds[1]);
  int status;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
  ::sigaction(SIGPIPE, &old, nullptr);
  return WIFEXITED(status) && WEXITSTATUS(status) != 127;
}

}  // namespace alea
