#pragma once
// Driving the alea binary from tests: once through pipes (stdin in, stdout/stderr/status out),
// or interactively through a pseudo-terminal, as a user at a terminal would.
#include <sys/types.h>

#include <string>
#include <string_view>
#include <vector>

namespace alea::test {

struct Outcome {
  int status = -1;  // exit status; 128 + signal if killed; -1 if it had to be killed (timeout)
  std::string out, err;
};

// Runs alea with the arguments, feeding `input` on stdin; gives up after timeout_s seconds.
Outcome run_alea(const std::vector<std::string>& args, const std::string& input = "",
                 double timeout_s = 60);

// alea under a watchdog that acts as a user at Ctrl-C. The program announces each piece of work
// on stdout with a line "begin <id> ..." and closes it with "end <id> ..."; a piece still open
// after `patience` seconds gets SIGINT, and one still open `grace` seconds after that is a hang
// (the child is killed and the run ends there). The seconds are the child's own CPU time, not
// the clock's: on a busy machine a piece gets as much of the processor before its Ctrl-C as on
// an idle one, so what it does first (a refusal, a result) does not depend on the load. A piece
// that sleeps or waits uses no CPU: it gets SIGINT after 30 times `patience` on the clock, and
// is a hang 120 s on the clock after it. `cwd`, when not empty, is the child's working
// directory: runs that write files where they stand (examples, random arguments) get a
// temporary one, so nothing lands in the source tree.
struct WatchedRun {
  int status = -1;                   // as Outcome
  std::string out, err;
  int interrupts = 0;                // SIGINTs sent
  std::vector<int> interrupted;      // the ids of the pieces that got one
  // For each SIGINT, the most CPU seconds one of the child's threads spent until the piece
  // ended (each thread polls Ctrl-C on its own).
  std::vector<double> stop_seconds;
  std::string hang;                  // the "begin" line of a piece that did not end, if any
};
WatchedRun run_alea_watched(const std::vector<std::string>& args, double patience, double grace,
                            double timeout_s, const std::string& cwd = "");

// A fresh empty directory under the system temp directory, removed with its contents by the
// destructor.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::string& path() const { return path_; }
  std::string file(const std::string& name) const { return path_ + "/" + name; }

 private:
  std::string path_;
};

// alea on a pseudo-terminal (80x24, TERM=xterm, HOME=home). The destructor kills the child if
// it is still running, so a failed test leaves no process behind.
class PtySession {
 public:
  explicit PtySession(const std::string& home, const std::vector<std::string>& args = {});
  ~PtySession();
  PtySession(const PtySession&) = delete;
  PtySession& operator=(const PtySession&) = delete;

  // Types keys (the line discipline turns "\x03" into SIGINT when the program lets it).
  void send(std::string_view keys);
  // Reads until `pattern` appears in the output not yet consumed by an earlier expect; then
  // consumes the output up to the end of the match. False on timeout or end of output.
  bool expect(std::string_view pattern, double timeout_s = 60);
  // The output not yet consumed (for failure messages).
  std::string pending() const { return output_.substr(consumed_); }
  // Waits until the terminal is in the line editor's mode (editing: keys arrive one by one
  // and Ctrl-C is a key) or back in the ordinary mode a computation runs in (Ctrl-C becomes
  // SIGINT). Keys sent at the wrong moment would meet the other mode. False on timeout.
  bool wait_mode(bool editing, double timeout_s = 60);
  // Waits for the child to exit: its exit status, 128 + signal, or -1 on timeout.
  int wait_exit(double timeout_s = 60);

 private:
  bool read_some(double timeout_s);
  int master_ = -1;
  pid_t pid_ = -1;
  std::string output_;
  std::size_t consumed_ = 0;
};

}  // namespace alea::test
