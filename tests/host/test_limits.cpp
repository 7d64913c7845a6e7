// Nothing hangs, nothing blows up (issue 16): the reproductions in limits.lua under a watchdog
// that presses Ctrl-C after a second, and the registry fuzzer (tests/fuzz/registry_fuzz.lua)
// under the same watchdog for every bound function with random arguments.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <sstream>
#include <string>

#include "process.hpp"

using alea::test::run_alea_watched;

namespace {

// How long a piece may run on after its Ctrl-C, in CPU seconds of its slowest thread (the
// watchdog counts the child's own CPU time, so a busy machine changes nothing). Instrumented
// code polls Ctrl-C less often per second.
#ifdef ALEA_SANITIZED
constexpr double kStopWithin = 3.0;
// ASan keeps freed memory in quarantine (256 MiB by default) and adds shadow memory, so the
// process's peak says nothing of the guard there: the Release run checks the peaks.
constexpr bool kPeaksMeaningful = false;
#else
constexpr double kStopWithin = 1.0;
constexpr bool kPeaksMeaningful = true;
#endif

// "end <id> <outcome>" lines by id.
std::map<int, std::string> outcomes(const std::string& out) {
  std::map<int, std::string> r;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);)
    if (line.rfind("end ", 0) == 0) {
      std::istringstream l(line.substr(4));
      int id = 0;
      l >> id;
      std::string rest;
      std::getline(l, rest);
      r[id] = rest.empty() ? rest : rest.substr(1);
    }
  return r;
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

// Whether a Ctrl-C may have reached piece id: one sent for it, or one sent for the piece before
// that ended before the signal landed.
bool may_be_interrupted(const alea::test::WatchedRun& r, int id) {
  for (int k : {id, id - 1})
    if (std::find(r.interrupted.begin(), r.interrupted.end(), k) != r.interrupted.end()) return true;
  return false;
}

// What a library would have said in its own words, which must never reach a user.
bool leaks_a_library(const std::string& s) {
  for (const char* w : {"basic_string", "std::", "boost::", "Series evaluation", "internal error", "vector::"})
    if (contains(s, w)) return true;
  return false;
}

// Runs a script of cases under the watchdog (SIGINT after a second, kill after five): it must
// end, finish ("done"), stop within kStopWithin of each Ctrl-C, print `cases` outcomes and keep
// every library's words to itself. Returns the outcomes by case number; r is the run (its
// output, the cases a Ctrl-C was sent to).
std::map<int, std::string> watched_outcomes(const char* script, std::size_t cases, alea::test::WatchedRun& r) {
  r = run_alea_watched({std::string(ALEA_SOURCE_DIR) + script}, 1.0, 5.0, 600);
  INFO("stdout:\n" << r.out << "\nstderr:\n" << r.err);
  REQUIRE(r.hang.empty());
  REQUIRE(r.status == 0);
  REQUIRE(contains(r.out, "\ndone"));
  for (double s : r.stop_seconds) CHECK(s <= kStopWithin);
  auto end = outcomes(r.out);
  REQUIRE(end.size() == cases);
  for (auto& [id, o] : end) {
    INFO("case " << id << ": " << o);
    CHECK_FALSE(leaks_a_library(o));
  }
  return end;
}

}  // namespace

TEST_CASE("limits: issue 16's reproductions end in a clear error, a refusal, an interrupt or a result", "[limits]") {
  alea::test::WatchedRun r;
  const auto end = watched_outcomes("/tests/host/limits.lua", 16, r);
  for (auto& [id, o] : end) {
    INFO("case " << id << ": " << o);
    const bool refused = contains(o, "over the limit") || contains(o, "over the memory limit") ||
                         contains(o, "at most") || contains(o, "is within 1e-12 of 1") ||
                         contains(o, "past the largest double");
    CHECK((o == "ok" || refused || contains(o, "interrupted") || contains(o, "too large")));
  }
  // The ones a bound refuses outright, with the estimate in the message. Each gets a CPU second
  // before its Ctrl-C, far more than its refusal takes; should the watchdog still have stopped
  // one first, "interrupted" is what the code guarantees then.
  auto refused = [&](int id, const char* refusal) {
    INFO("case " << id << ": " << end.at(id) << (may_be_interrupted(r, id) ? " (Ctrl-C sent)" : ""));
    CHECK((contains(end.at(id), refusal) || (may_be_interrupted(r, id) && contains(end.at(id), "interrupted"))));
  };
  refused(1, "over the limit");                            // rat(3)^10000000: about 1.6e7 bits
  refused(2, "over the limit");                            // rat(2)^1000000000
  refused(3, "over the limit");                            // a million digits
  refused(4, "at most 262144 raises");                     // 4^n has 2n bits
  refused(5, "at most 10000 raises");                      // the recursion's steps grow with n
  refused(7, "at most 10000000000 tokens on one value");   // Boost's gamma
  refused(8, "past the largest double");                   // Var(T) about 1e310
  refused(9, "over the memory limit");                     // 6.1e18 images
  refused(12, "over the memory limit");                    // /dev/zero, under limits.lua's 256 MiB guard
  refused(13, "over the memory limit");                    // 10^8 steps
  refused(14, "within 1e-12 of 1");
}

TEST_CASE("limits: issue 31's reproductions are refused at once, stay within their guard, or stop at Ctrl-C",
          "[limits][issue31]") {
  alea::test::WatchedRun r;
  const auto end = watched_outcomes("/tests/host/limits31.lua", 9, r);
  CHECK(contains(end.at(1), "interrupted"));  // 10^12 samples: runs in constant memory until Ctrl-C
  CHECK(contains(end.at(2), "interrupted"));
  CHECK(contains(end.at(3), "over the memory limit"));
  CHECK(contains(end.at(4), "over the memory limit"));
  CHECK(end.at(5) == "ok");
  CHECK(end.at(6) == "ok");
  CHECK(contains(end.at(7), "over the memory limit"));
  CHECK(end.at(8) == "ok");
  CHECK((end.at(9) == "ok" || contains(end.at(9), "interrupted")));
  if (kPeaksMeaningful) CHECK_FALSE(contains(r.out, "memory peak"));
}

TEST_CASE("limits: a call the guard lets through stays within its estimate", "[limits][issue31][estimates]") {
  const auto r = alea::test::run_alea({std::string(ALEA_SOURCE_DIR) + "/tests/host/estimates.lua"}, "", 600);
  INFO("stdout:\n" << r.out << "\nstderr:\n" << r.err);
  REQUIRE(r.status == 0);
  REQUIRE(contains(r.out, "\ndone"));
  std::istringstream in(r.out);
  int cases = 0;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("case ", 0) != 0) continue;
    INFO(line);
    ++cases;
    const auto at = line.find(" estimate ");
    REQUIRE(at != std::string::npos);  // not "error": the call ran under its own estimate
    std::istringstream l(line.substr(at + 10));
    double estimate = 0, peak = 0;
    std::string word;
    l >> estimate >> word >> peak;
    // The interpreter's own allocations during the call (strings, tables of results the
    // estimate counts too) and the allocator's rounding: 16 MiB of slack.
    if (kPeaksMeaningful) CHECK(peak <= estimate + 16.0 * (1 << 20));
  }
  CHECK(cases == 6);
}

TEST_CASE("limits: the registry fuzzer finds no crash, hang, leak of a library's words or late interrupt",
          "[limits][fuzz][long]") {
  const char* env = std::getenv("ALEA_FUZZ_SECONDS");
  const std::string seconds = env ? env : "40";
  const char* seed_env = std::getenv("ALEA_FUZZ_SEED");  // make fuzz runs other seeds
  const std::string seed = seed_env ? seed_env : "1";
  alea::test::TempDir here;  // random strings reach functions that write files
  const auto r = run_alea_watched({std::string(ALEA_SOURCE_DIR) + "/tests/fuzz/registry_fuzz.lua", seed, seconds},
                                  1.0, 5.0, std::stod(seconds) + 120, here.path());
  const std::string tail = r.out.size() > 4000 ? r.out.substr(r.out.size() - 4000) : r.out;
  INFO("last output:\n" << tail << "\nstderr:\n" << r.err);
  REQUIRE(r.hang.empty());
  REQUIRE(r.status == 0);
  REQUIRE(contains(r.out, "\ndone "));
  for (double s : r.stop_seconds) CHECK(s <= kStopWithin);
  CHECK_FALSE(contains(r.out, "harness error"));
  std::istringstream in(r.out);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("end ", 0) != 0) continue;
    INFO(line);
    CHECK_FALSE(leaks_a_library(line));
    CHECK_FALSE(contains(line, "not enough memory"));  // the guard refuses first (64 MiB in the fuzzer)
  }
  if (kPeaksMeaningful) CHECK_FALSE(contains(r.out, "memory peak"));
}

TEST_CASE("limits: every registered example under a 16 MiB guard is refused up front or stays within it",
          "[limits][guard][long]") {
  alea::test::TempDir here;  // the examples write tug.csv, thermograph.svg, ... where they run
  const auto r = run_alea_watched({std::string(ALEA_SOURCE_DIR) + "/tests/fuzz/guard_sweep.lua"}, 20.0, 5.0, 600,
                                  here.path());
  INFO("stdout:\n" << r.out << "\nstderr:\n" << r.err);
  REQUIRE(r.hang.empty());
  REQUIRE(r.status == 0);
  REQUIRE(contains(r.out, "\ndone"));
  if (kPeaksMeaningful) CHECK_FALSE(contains(r.out, "memory peak"));
  CHECK_FALSE(contains(r.out, "not enough memory"));
  CHECK_FALSE(leaks_a_library(r.out));
}
