// The cluster service in one process (the MPI runs are ctest "mpi: ..."): shares cover [0, n)
// in order and balanced, the byte codec gives back every bit, parts come back in index order.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <cstdint>
#include <limits>

#include "core/cluster.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"

using namespace alea;

TEST_CASE("cluster: one process is rank 0 of 1", "[core][cluster]") {
  CHECK(!cluster::active());
  CHECK(cluster::rank() == 0);
  CHECK(cluster::size() == 1);
  CHECK(cluster::writes_files());
  CHECK(cluster::rank_path("/tmp/x.ckpt") == "/tmp/x.ckpt");
  CHECK(cluster::all_gather("abc") == std::vector<std::string>{"abc"});
}

TEST_CASE("cluster: the shares of [0, n) follow each other and differ by at most one", "[core][cluster]") {
  for (std::uint64_t n : {0ull, 1ull, 7ull, 64ull, 1000003ull, 75394027566ull})
    for (int ranks : {1, 2, 3, 64, 1024}) {
      std::uint64_t next = 0, least = n, most = 0;
      for (int r = 0; r < ranks; ++r) {
        const auto s = cluster::share(n, r, ranks);
        REQUIRE(s.begin == next);
        next = s.end;
        least = std::min(least, s.end - s.begin), most = std::max(most, s.end - s.begin);
      }
      CHECK(next == n);
      CHECK(most - least <= 1);
      CHECK(most == (n + ranks - 1) / ranks);  // ceil(n / ranks): the largest share
    }
}

TEST_CASE("cluster: the codec gives back every bit", "[core][cluster]") {
  const double odd[] = {0.1, -0.0, std::numeric_limits<double>::denorm_min(), std::numeric_limits<double>::infinity(),
                        std::nextafter(1.0, 2.0)};
  cluster::Writer w;
  for (double d : odd) w.put(d);
  w.put(std::string("rival\0rank", 10)).put<std::int8_t>(-1).put<std::uint64_t>(~0ull);
  const std::string bytes = w.take();
  cluster::Reader r(bytes);
  for (double d : odd) {
    const double back = r.get<double>();
    CHECK(std::memcmp(&back, &d, sizeof d) == 0);
  }
  CHECK(r.get_string() == std::string("rival\0rank", 10));
  CHECK(r.get<std::int8_t>() == -1);
  CHECK(r.get<std::uint64_t>() == ~0ull);
  CHECK_THROWS_AS(r.get<std::uint8_t>(), Error);  // past the end: an error, not a read out of bounds
}

TEST_CASE("cluster: parts come back in index order; errors as they were", "[core][cluster]") {
  auto parts = cluster::map_parts<std::uint64_t>(
      1000, [](std::uint64_t i) { return i * i; }, [](cluster::Writer& w, std::uint64_t v) { w.put(v); },
      [](cluster::Reader& r) { return r.get<std::uint64_t>(); });
  REQUIRE(parts.size() == 1000);
  for (std::uint64_t i = 0; i < 1000; ++i) CHECK(parts[i] == i * i);
  CHECK_THROWS_AS(cluster::exchange_parts(10, [](std::uint64_t i) -> std::string {
                    if (i == 3) throw Interrupted();
                    return "";
                  }),
                  Interrupted);
}
