#include "process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <thread>

namespace alea::test {
namespace {

using Clock = std::chrono::steady_clock;

double seconds_left(Clock::time_point deadline) {
  return std::chrono::duration<double>(deadline - Clock::now()).count();
}

Clock::time_point after(double seconds) {
  return Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

int poll_ms(double seconds) { return seconds <= 0 ? 0 : static_cast<int>(seconds * 1000) + 1; }

// In the child, before exec: the test runner's signal setup (ignored SIGPIPE, blocked
// signals) would otherwise be inherited and change how alea reacts to Ctrl-C and pipes.
[[noreturn]] void exec_alea(const std::vector<std::string>& args) {
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, nullptr);
  signal(SIGPIPE, SIG_DFL);
  signal(SIGINT, SIG_DFL);
  std::vector<char*> argv;
  argv.push_back(const_cast<char*>(ALEA_BINARY));
  for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  execv(ALEA_BINARY, argv.data());
  _exit(127);
}

int decode_status(int wstatus) {
  if (WIFEXITED(wstatus)) return WEXITSTATUS(wstatus);
  if (WIFSIGNALED(wstatus)) return 128 + WTERMSIG(wstatus);
  return -1;
}

// Appends what fd has to `into`; false once it reports end of file or an error.
bool drain(int fd, std::string& into) {
  char buf[4096];
  ssize_t n = read(fd, buf, sizeof buf);
  if (n > 0) into.append(buf, static_cast<std::size_t>(n));
  return n > 0 || (n < 0 && (errno == EINTR || errno == EAGAIN));
}

struct Pipes {
  int in[2], out[2], err[2];
};

// The CPU seconds a process or thread has used: utime + stime of its stat file (/proc/<pid>/stat
// or /proc/<pid>/task/<tid>/stat). Zero when it is gone.
double cpu_seconds(const std::string& stat_path) {
  std::ifstream f(stat_path);
  std::string stat;
  std::getline(f, stat);
  const auto paren = stat.rfind(')');  // the command may hold spaces: fields count from after it
  if (paren == std::string::npos) return 0;
  std::istringstream in(stat.substr(paren + 2));
  std::string field;
  unsigned long long utime = 0, stime = 0;
  for (int k = 3; k <= 15 && in >> field; ++k) {  // field 3 is the state
    if (k == 14) utime = std::stoull(field);
    if (k == 15) stime = std::stoull(field);
  }
  return static_cast<double>(utime + stime) / static_cast<double>(sysconf(_SC_CLK_TCK));
}

double cpu_seconds(pid_t pid) { return cpu_seconds("/proc/" + std::to_string(pid) + "/stat"); }

// The CPU seconds of each of the process's threads, by thread id.
std::map<std::string, double> thread_cpu(pid_t pid) {
  std::map<std::string, double> out;
  std::error_code ec;
  for (auto& t : std::filesystem::directory_iterator("/proc/" + std::to_string(pid) + "/task", ec))
    out[t.path().filename().string()] = cpu_seconds((t.path() / "stat").string());
  return out;
}

// The most CPU time any one thread has used since `then` (a thread new since then: all of its).
double slowest_thread_since(pid_t pid, const std::map<std::string, double>& then) {
  double most = 0;
  for (auto& [tid, now] : thread_cpu(pid)) {
    auto it = then.find(tid);
    most = std::max(most, now - (it == then.end() ? 0.0 : it->second));
  }
  return most;
}

}  // namespace

Outcome run_alea(const std::vector<std::string>& args, const std::string& input, double timeout_s) {
  signal(SIGPIPE, SIG_IGN);  // alea may exit without reading all of its input
  Pipes p{};
  if (pipe(p.in) != 0 || pipe(p.out) != 0 || pipe(p.err) != 0) throw std::runtime_error("pipe failed");
  pid_t pid = fork();
  if (pid < 0) throw std::runtime_error("fork failed");
  if (pid == 0) {
    dup2(p.in[0], 0);
    dup2(p.out[1], 1);
    dup2(p.err[1], 2);
    for (int fd : {p.in[0], p.in[1], p.out[0], p.out[1], p.err[0], p.err[1]}) close(fd);
    exec_alea(args);
  }
  close(p.in[0]);
  close(p.out[1]);
  close(p.err[1]);
  Outcome result;
  std::size_t written = 0;
  int to_child = p.in[1];
  if (input.empty()) close(to_child), to_child = -1;
  bool out_open = true, err_open = true;
  auto deadline = after(timeout_s);
  while ((out_open || err_open) && seconds_left(deadline) > 0) {
    pollfd fds[3] = {{p.out[0], POLLIN, 0}, {p.err[0], POLLIN, 0}, {to_child, POLLOUT, 0}};
    if (poll(fds, to_child >= 0 ? 3 : 2, poll_ms(seconds_left(deadline))) <= 0) continue;
    if (out_open && fds[0].revents) out_open = drain(p.out[0], result.out);
    if (err_open && fds[1].revents) err_open = drain(p.err[0], result.err);
    if (to_child >= 0 && fds[2].revents) {
      ssize_t n = write(to_child, input.data() + written, input.size() - written);
      if (n > 0) written += static_cast<std::size_t>(n);
      if (n < 0 || written == input.size()) close(to_child), to_child = -1;
    }
  }
  if (to_child >= 0) close(to_child);
  close(p.out[0]);
  close(p.err[0]);
  bool timed_out = out_open || err_open;
  if (timed_out) kill(pid, SIGKILL);
  int wstatus = 0;
  waitpid(pid, &wstatus, 0);
  result.status = timed_out ? -1 : decode_status(wstatus);
  return result;
}

WatchedRun run_alea_watched(const std::vector<std::string>& args, double patience, double grace,
                            double timeout_s, const std::string& cwd) {
  Pipes p{};
  if (pipe(p.out) != 0 || pipe(p.err) != 0) throw std::runtime_error("pipe failed");
  pid_t pid = fork();
  if (pid < 0) throw std::runtime_error("fork failed");
  if (pid == 0) {
    int null = open("/dev/null", O_RDONLY);
    dup2(null, 0);
    dup2(p.out[1], 1);
    dup2(p.err[1], 2);
    for (int fd : {null, p.out[0], p.out[1], p.err[0], p.err[1]}) close(fd);
    if (!cwd.empty() && chdir(cwd.c_str()) != 0) _exit(126);
    exec_alea(args);
  }
  close(p.out[1]);
  close(p.err[1]);
  WatchedRun r;
  std::size_t scanned = 0;
  std::string open_line;  // the "begin" line of the piece running now
  Clock::time_point began{}, interrupted{};
  double began_cpu = 0;
  std::map<std::string, double> at_interrupt;  // each thread's CPU seconds at the SIGINT
  bool out_open = true, err_open = true, killed = false;
  const auto clock_patience = std::chrono::duration<double>(30 * patience);
  const auto clock_grace = std::chrono::duration<double>(120);
  const auto deadline = after(timeout_s);
  while ((out_open || err_open) && !killed) {
    if (seconds_left(deadline) <= 0) {
      r.hang = "(the whole run passed its time limit) " + open_line;
      kill(pid, SIGKILL), killed = true;
      break;
    }
    pollfd fds[2] = {{p.out[0], POLLIN, 0}, {p.err[0], POLLIN, 0}};
    poll(fds, 2, 20);
    if (out_open && fds[0].revents) out_open = drain(p.out[0], r.out);
    if (err_open && fds[1].revents) err_open = drain(p.err[0], r.err);
    for (std::size_t nl; (nl = r.out.find('\n', scanned)) != std::string::npos; scanned = nl + 1) {
      const std::string line = r.out.substr(scanned, nl - scanned);
      if (line.rfind("begin ", 0) == 0) {
        open_line = line, began = Clock::now(), began_cpu = cpu_seconds(pid), interrupted = {};
      } else if (line.rfind("end ", 0) == 0) {
        if (interrupted != Clock::time_point{}) r.stop_seconds.push_back(slowest_thread_since(pid, at_interrupt));
        open_line.clear();
      }
    }
    if (open_line.empty()) continue;
    const auto now = Clock::now();
    if (interrupted == Clock::time_point{}) {
      if (cpu_seconds(pid) - began_cpu > patience || now - began > clock_patience) {
        at_interrupt = thread_cpu(pid);
        kill(pid, SIGINT), interrupted = now, ++r.interrupts;
        r.interrupted.push_back(std::atoi(open_line.c_str() + 6));
      }
    } else if (slowest_thread_since(pid, at_interrupt) > grace || now - interrupted > clock_grace) {
      r.hang = open_line;
      kill(pid, SIGKILL), killed = true;
    }
  }
  close(p.out[0]);
  close(p.err[0]);
  int wstatus = 0;
  waitpid(pid, &wstatus, 0);
  r.status = killed ? -1 : decode_status(wstatus);
  return r;
}

TempDir::TempDir() {
  std::string pattern = (std::filesystem::temp_directory_path() / "alea-test-XXXXXX").string();
  if (mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("mkdtemp failed");
  path_ = pattern;
}

TempDir::~TempDir() {
  std::error_code ignored;
  std::filesystem::remove_all(path_, ignored);
}

PtySession::PtySession(const std::string& home, const std::vector<std::string>& args) {
  struct winsize ws {};
  ws.ws_row = 24;
  ws.ws_col = 80;
  pid_ = forkpty(&master_, nullptr, nullptr, &ws);
  if (pid_ < 0) throw std::runtime_error("forkpty failed");
  if (pid_ == 0) {
    setenv("HOME", home.c_str(), 1);
    setenv("TERM", "xterm", 1);
    exec_alea(args);
  }
}

PtySession::~PtySession() {
  if (pid_ > 0) {
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
  }
  if (master_ >= 0) close(master_);
}

void PtySession::send(std::string_view keys) {
  while (!keys.empty()) {
    ssize_t n = write(master_, keys.data(), keys.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) throw std::runtime_error("writing to the terminal failed");
    keys.remove_prefix(static_cast<std::size_t>(n));
  }
}

bool PtySession::read_some(double timeout_s) {
  pollfd fd{master_, POLLIN, 0};
  int ready = poll(&fd, 1, poll_ms(timeout_s));
  if (ready < 0) return errno == EINTR;
  if (ready == 0) return true;  // nothing yet, still open
  return drain(master_, output_);  // EIO once the child has closed the terminal
}

bool PtySession::expect(std::string_view pattern, double timeout_s) {
  auto deadline = after(timeout_s);
  for (;;) {
    std::size_t at = output_.find(pattern, consumed_);
    if (at != std::string::npos) {
      consumed_ = at + pattern.size();
      return true;
    }
    if (seconds_left(deadline) <= 0 || !read_some(seconds_left(deadline))) return false;
  }
}

bool PtySession::wait_mode(bool editing, double timeout_s) {
  auto deadline = after(timeout_s);
  for (;;) {
    termios mode{};
    if (tcgetattr(master_, &mode) != 0) return false;
    bool line_editor = (mode.c_lflag & (ICANON | ISIG)) == 0;
    if (line_editor == editing) return true;
    if (seconds_left(deadline) <= 0) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

int PtySession::wait_exit(double timeout_s) {
  auto deadline = after(timeout_s);
  while (seconds_left(deadline) > 0) {
    int wstatus = 0;
    pid_t done = waitpid(pid_, &wstatus, WNOHANG);
    if (done == pid_) {
      pid_ = -1;
      return decode_status(wstatus);
    }
    // Keep reading so that a child writing its last output never blocks on a full terminal.
    if (!read_some(0.05)) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return -1;
}

}  // namespace alea::test
