#include "host/kernelspec.hpp"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace alea::host {
namespace {

namespace fs = std::filesystem;

// alea-kernel in the folder of the running alea ("" when that folder cannot be read).
fs::path kernel_program() {
  std::error_code ec;
  const fs::path self = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return {};
  return self.parent_path() / "alea-kernel";
}

bool is_program(const fs::path& p) { return !p.empty() && access(p.c_str(), X_OK) == 0; }

int missing_kernel(const fs::path& p) {
  std::fprintf(stderr,
               "alea: the kernel program %s is not built; build it with `make notebook`, or "
               "`cmake --build build --target alea-kernel` (it needs Debian's xeus-dev, cppzmq-dev and "
               "nlohmann-json3-dev)\n",
               p.empty() ? "alea-kernel" : p.c_str());
  return 1;
}

std::string json_string(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    if (static_cast<unsigned char>(c) < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
      out += buf;
      continue;
    }
    out += c;
  }
  return out + "\"";
}

// The user's Jupyter data folder, as jupyter_core's jupyter_data_dir() finds it on Linux.
fs::path user_data_dir() {
  if (const char* d = std::getenv("JUPYTER_DATA_DIR"); d && *d) return d;
  if (const char* x = std::getenv("XDG_DATA_HOME"); x && *x) return fs::path(x) / "jupyter";
  const char* home = std::getenv("HOME");
  return fs::path(home && *home ? home : ".") / ".local" / "share" / "jupyter";
}

}  // namespace

int install_kernel(const std::string& prefix) {
  const fs::path program = kernel_program();
  if (!is_program(program)) return missing_kernel(program);
  const fs::path base = prefix.empty() ? user_data_dir() : fs::path(prefix) / "share" / "jupyter";
  const fs::path dir = fs::absolute(base / "kernels" / "alea");
  std::error_code ec;
  fs::create_directories(dir, ec);
  std::ofstream out(dir / "kernel.json");
  // interrupt_mode "signal": the notebook's interrupt is SIGINT, the REPL's Ctrl-C.
  out << "{\n"
      << "  \"argv\": [" << json_string(program.string()) << ", \"{connection_file}\"],\n"
      << "  \"display_name\": \"alea\",\n"
      << "  \"language\": \"lua\",\n"
      << "  \"interrupt_mode\": \"signal\",\n"
      << "  \"metadata\": {\"debugger\": false}\n"
      << "}\n";
  out.close();
  if (!out) {
    std::fprintf(stderr, "alea: cannot write %s\n", (dir / "kernel.json").c_str());
    return 1;
  }
  std::printf("installed the Jupyter kernel alea in %s\n", dir.c_str());
  return 0;
}

int run_kernel(const std::string& connection_file) {
  const fs::path program = kernel_program();
  if (!is_program(program)) return missing_kernel(program);
  execl(program.c_str(), program.c_str(), connection_file.c_str(), static_cast<char*>(nullptr));
  std::perror("alea: cannot start alea-kernel");
  return 1;
}

}  // namespace alea::host
