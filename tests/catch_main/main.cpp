// Catch2's runner, compiled once for every test executable (the unit tests and host_tests): it is
// the whole of Catch's implementation, the slowest file of the build when compiled twice.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
