// libFuzzer: alea.read_csv on any file contents. It returns records or raises a Lua error; it
// never crashes, and what it read writes back out (alea.write_csv) without an error.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <unistd.h>

#include "lua_state.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::string in = "/tmp/alea_fuzz_csv_" + std::to_string(getpid()) + ".csv";
  static const std::string out = in + ".out";
  // libFuzzer ends with exit(): the two scratch files go with it instead of piling up in /tmp.
  static const int cleanup = std::atexit([] {
    std::remove(in.c_str());
    std::remove(out.c_str());
  });
  (void)cleanup;
  if (std::FILE* f = std::fopen(in.c_str(), "wb")) {
    std::fwrite(data, 1, size, f);
    std::fclose(f);
  }
  lua_State* L = fuzz_state();
  const std::string chunk = "local ok, rows = pcall(alea.read_csv, '" + in + "')\n"
                            "if ok and #rows > 0 then assert(pcall(alea.write_csv, '" + out + "', rows)) end";
  if (luaL_dostring(L, chunk.c_str()) != LUA_OK) __builtin_trap();  // the assert: written rows must write
  lua_settop(L, 0);
  return 0;
}
