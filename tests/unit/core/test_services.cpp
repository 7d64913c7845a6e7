// The shared services of src/core: parallel loops, interrupts, the memory guard, random
// streams and the progress bar's text.
#include <catch2/catch.hpp>

#include <atomic>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/mode.hpp"
#include "core/number.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"
#include "core/random.hpp"

namespace {
using namespace alea;

// Restores the process-wide settings a test changes, even when it fails.
struct Restore {
  unsigned threads = thread_count();
  std::uint64_t memory = memory_limit();
  std::uint64_t seed = current_seed();
  ~Restore() {
    set_thread_count(0);
    set_memory_limit(memory);
    set_seed(seed);
    clear_interrupt();
  }
};

const unsigned thread_counts[] = {1, 2, 3, 8};
}  // namespace

TEST_CASE("services: parallel_reduce combines in index order whatever the thread count", "[core][services][parallel]") {
  Restore restore;
  // A non-commutative fold: any reordering changes the result.
  auto fold = [](std::string acc, std::string x) { return acc + x + ","; };
  auto map = [](std::size_t i) { return std::to_string(i * i % 97); };
  std::string expected;
  for (std::size_t i = 5; i < 2000; ++i) expected = fold(expected, map(i));
  for (unsigned t : thread_counts) {
    set_thread_count(t);
    INFO("threads " << t);
    CHECK(parallel_reduce(5, 2000, std::string(), map, fold) == expected);
    CHECK(parallel_reduce(5, 2000, std::string(), map, fold, 64) == expected);
  }
}

TEST_CASE("services: parallel_for visits every index exactly once", "[core][services][parallel]") {
  Restore restore;
  for (unsigned t : thread_counts) {
    set_thread_count(t);
    std::vector<std::atomic<int>> hits(10007);
    parallel_for(0, hits.size(), [&](std::size_t i) { hits[i].fetch_add(1); });
    std::size_t ones = 0;
    for (auto& h : hits) ones += h.load() == 1;
    INFO("threads " << t);
    CHECK(ones == hits.size());
  }
}

TEST_CASE("services: parallel_for on empty ranges and odd chunk sizes", "[core][services][parallel]") {
  Restore restore;
  set_thread_count(4);
  int calls = 0;
  parallel_for(10, 10, [&](std::size_t) { ++calls; });
  parallel_for(10, 3, [&](std::size_t) { ++calls; });
  CHECK(calls == 0);
  // min_chunk 0 means "no minimum", not a division by zero.
  std::atomic<int> n{0};
  parallel_for(0, 100, [&](std::size_t) { n.fetch_add(1); }, 0);
  CHECK(n.load() == 100);
  CHECK(parallel_reduce(0, 3, 0, [](std::size_t i) { return int(i); }, std::plus<int>(), 1000) == 3);
}

TEST_CASE("services: thread_count: 0 means all cores", "[core][services][parallel]") {
  Restore restore;
  set_thread_count(3);
  CHECK(thread_count() == 3);
  set_thread_count(0);
  CHECK(thread_count() == std::max(1u, std::thread::hardware_concurrency()));
}

TEST_CASE("services: exceptions leave parallel_for, the first in index order", "[core][services][parallel]") {
  Restore restore;
  for (unsigned t : thread_counts) {
    set_thread_count(t);
    INFO("threads " << t);
    auto body = [](std::size_t i) {
      if (i == 9000) throw InvalidArgument("late");
      if (i == 100) throw InvalidArgument("early");
    };
    CHECK_THROWS_WITH(parallel_for(0, 10000, body), "early");
    CHECK_THROWS_AS(parallel_for(0, 10000, [](std::size_t i) {
                      if (i == 7777) throw LimitExceeded("too big");
                    }),
                    LimitExceeded);
  }
}

TEST_CASE("services: Interrupted leaves parallel_for and stops the remaining work", "[core][services][parallel][interrupt]") {
  Restore restore;
  for (unsigned t : thread_counts) {
    set_thread_count(t);
    INFO("threads " << t);
    std::atomic<std::size_t> visited{0};
    clear_interrupt();
    auto body = [&](std::size_t i) {
      if (i == 50) request_interrupt();  // as if Ctrl-C arrived during the loop
      visited.fetch_add(1);
      check_interrupt();
    };
    CHECK_THROWS_AS(parallel_for(0, 1000000, body), Interrupted);
    CHECK(visited.load() < 1000000);
    clear_interrupt();
    CHECK_NOTHROW(check_interrupt());
  }
}

TEST_CASE("services: memory guard refuses oversize work with the estimate in the message", "[core][services][memory]") {
  Restore restore;
  set_memory_limit(1024);
  CHECK(memory_limit() == 1024);
  CHECK_NOTHROW(require_memory(1024, "a table"));
  try {
    require_memory(3 * 1024, "the clearing-time table");
    FAIL("expected LimitExceeded");
  } catch (const LimitExceeded& e) {
    std::string msg = e.what();
    CHECK(msg.find("the clearing-time table") != std::string::npos);
    CHECK(msg.find("3.0 KiB") != std::string::npos);
    CHECK(msg.find("memory limit of 1.0 KiB") != std::string::npos);
    CHECK(msg.find("alea.limits{memory=...}") != std::string::npos);
  }
  CHECK_THROWS_AS(set_memory_limit(0), InvalidArgument);
  CHECK(memory_limit() == 1024);  // a refused setting leaves the old one
  set_memory_limit(default_memory_limit);
  CHECK(memory_limit() == 4ull << 30);
}

TEST_CASE("services: bytes_for saturates instead of overflowing", "[core][services][memory]") {
  constexpr auto max = std::numeric_limits<std::uint64_t>::max();
  CHECK(bytes_for(1000, 8) == 8000);
  CHECK(bytes_for(0, 8) == 0);
  CHECK(bytes_for(max, 0) == 0);
  CHECK(bytes_for(max, 1) == max);
  CHECK(bytes_for(max / 2, 3) == max);
  CHECK(bytes_for(1ull << 32, 1ull << 32) == max);
  CHECK_THROWS_AS(require_memory(bytes_for(max, 2), "huge"), LimitExceeded);
}

TEST_CASE("services: format_bytes", "[core][services][memory]") {
  CHECK(format_bytes(0) == "0 bytes");
  CHECK(format_bytes(1023) == "1023 bytes");
  CHECK(format_bytes(1536) == "1.5 KiB");
  CHECK(format_bytes(4ull << 30) == "4.0 GiB");
  CHECK(format_bytes(std::numeric_limits<std::uint64_t>::max()) == "16.0 EiB");
}

TEST_CASE("services: rng_stream is reproducible and depends on seed and index", "[core][services][random]") {
  Restore restore;
  auto draws = [](Rng g) {
    std::vector<std::uint64_t> v;
    for (int i = 0; i < 8; ++i) v.push_back(g());
    return v;
  };
  CHECK(draws(rng_stream(7, 3)) == draws(rng_stream(7, 3)));
  CHECK(draws(rng_stream(7, 3)) != draws(rng_stream(7, 4)));
  CHECK(draws(rng_stream(7, 3)) != draws(rng_stream(8, 3)));
  // The high halves of seed and index count too.
  CHECK(draws(rng_stream(7, 3)) != draws(rng_stream(7 + (1ull << 32), 3)));
  CHECK(draws(rng_stream(7, 3)) != draws(rng_stream(7, 3 + (1ull << 32))));
  set_seed(42);
  CHECK(current_seed() == 42);
  CHECK(draws(rng_stream(5)) == draws(rng_stream(42, 5)));
  auto first = global_rng()();
  set_seed(42);  // reseeding restarts the shared generator
  CHECK(global_rng()() == first);
}

TEST_CASE("services: random streams drawn in parallel do not depend on the thread count", "[core][services][random][parallel]") {
  Restore restore;
  set_seed(2026);
  auto simulate = [] {
    return parallel_reduce(
        0, 5000, std::uint64_t{0},
        [](std::size_t i) {
          Rng g = rng_stream(i);
          return std::uniform_int_distribution<std::uint64_t>(0, 1000)(g);
        },
        [](std::uint64_t a, std::uint64_t b) { return a * 31 + b; });
  };
  set_thread_count(1);
  auto expected = simulate();
  for (unsigned t : thread_counts) {
    set_thread_count(t);
    INFO("threads " << t);
    CHECK(simulate() == expected);
  }
}

TEST_CASE("services: Progress::render draws the bar, percentage and ETA", "[core][services][progress]") {
  CHECK(Progress::render("dice", 0, 10, 0.0, 10) == "dice [..........]   0.0% ETA ?");
  CHECK(Progress::render("dice", 5, 10, 10.0, 10) == "dice [#####.....]  50.0% ETA 0m10s");
  CHECK(Progress::render("x", 1, 4, 30.0, 4) == "x [#...]  25.0% ETA 1m30s");
  CHECK(Progress::render("x", 1, 100, 3600.0, 4) == "x [....]   1.0% ETA 99h00m");
  CHECK(Progress::render("x", 20, 10, 5.0, 4) == "x [####] 100.0% ETA 0m00s");  // clamped
  CHECK(Progress::render("x", 3, 0, 65.0, 4) == "x: 3 so far, 1m05s");         // no total: a count
}

TEST_CASE("services: a ProgressLog records every bar that ends, drawn or not", "[core][services][progress]") {
  ProgressLog log;
  CHECK_THROWS_AS(ProgressLog(), std::logic_error);  // one at a time
  {
    Progress outer("outer", 10);
    outer.advance(4);
    Progress inner("inner walk", 0);  // nested: counts silently
    inner.advance(7);
  }
  auto r = log.records();
  REQUIRE(r.size() == 2);
  CHECK(r[0].label == "inner walk");
  CHECK(r[0].total == 0);
  CHECK(r[0].done == 7);
  CHECK(r[1].label == "outer");
  CHECK(r[1].total == 10);
  CHECK(r[1].done == 4);
  CHECK(log.started("inner").size() == 1);
  CHECK(log.most_done("out") == 4);
  CHECK(log.most_done("none") == 0);
}

TEST_CASE("services: Progress counts steps from several threads; quiet() is a switch", "[core][services][progress]") {
  Restore restore;
  set_thread_count(4);
  bool was_quiet = quiet();
  set_quiet(true);
  CHECK(quiet());
  {
    Progress p("test", 1000);
    parallel_for(0, 1000, [&](std::size_t) { p.advance(); });
    CHECK(p.done() == 1000);
  }
  set_quiet(was_quiet);
}

TEST_CASE("services: bytes_plus saturates, so a sum of estimates never wraps past the guard", "[core][services][memory][issue31]") {
  constexpr auto max = std::numeric_limits<std::uint64_t>::max();
  CHECK(bytes_plus(1, 2) == 3);
  CHECK(bytes_plus(max, 0) == max);
  CHECK(bytes_plus(max, 1) == max);
  CHECK(bytes_plus(max - 5, 10) == max);
  // Issue 31: cgt's store checked bytes() + n * 96, which wrapped for n past 1.9e17.
  const std::uint64_t n = 1ull << 62;
  CHECK(bytes_plus(1 << 20, bytes_for(n, 96)) == max);
  CHECK_THROWS_AS(require_memory(bytes_plus(1 << 20, bytes_for(n, 96)), "the store"), LimitExceeded);
}

TEST_CASE("services: the float rule: a float is its binary value; exact=true is honoured", "[core][services][issue31]") {
  CHECK(Number::of(0.5).rational() == Rational(1, 2));
  CHECK(Number::of(0.1).rational() == Rational(BigInt(3602879701896397), BigInt(1) << 55));
  CHECK(Number::of(Rational(1, 3)).rational() == Rational(1, 3));
  CHECK(Number::of(0.25).as_exact().exact == Rational(1, 4));
  CHECK_THROWS_AS(Number::of(std::nan("")).rational(), InvalidArgument);
  // exact=auto follows the inputs; exact=true and false are what they say, floats or not
  CHECK(resolve_exact(std::nullopt, true));
  CHECK_FALSE(resolve_exact(std::nullopt, false));
  CHECK(resolve_exact(true, false));
  CHECK_FALSE(resolve_exact(false, true));
  CHECK(show(std::nan("")) == "NaN");
  CHECK(show(-std::nan("")) == "NaN");
  CHECK(Number::of(-std::nan("")).to_string() == "NaN");
}
