// Construction, bit order, evaluation and the built-ins.
#include <catch2/catch.hpp>

#include "boolfn/builtins.hpp"
#include "boolfn/function.hpp"
#include "core/errors.hpp"

using namespace alea;
using namespace alea::boolfn;

TEST_CASE("bit strings and hex follow the documented order", "[boolfn]") {
  auto f = from_bits("0001");  // AND of two variables
  CHECK(f.n() == 2);
  CHECK(f.value({1, 1}) == 1);
  CHECK(f.value({1, -1}) == -1);
  CHECK(from_hex("0x8").table() == f.table());
  CHECK(from_hex("96").table() == parity(3).table());
}
