// alea: the REPL and script runner.
//   alea                 REPL on a terminal; otherwise runs standard input as a script
//   alea FILE [args]     runs FILE with the global `arg`
//   alea -e CODE         runs CODE          alea -i FILE   runs FILE, then the REPL
//   alea -               runs standard input
//   alea --install-kernel [--prefix DIR]   installs the Jupyter kernelspec `alea`
//   alea --kernel FILE   the Jupyter kernel on a connection file (runs alea-kernel)
// Exit status: 0 success, 1 Lua error, 2 bad usage.
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "core/cluster.hpp"
#include "host/help.hpp"
#include "host/kernelspec.hpp"
#include "host/repl.hpp"
#include "host/session.hpp"

namespace {

const char* usage_text =
    "usage: alea [options] [script [args]]\n"
    "  -e CODE        run CODE (may be repeated)\n"
    "  -i             enter the REPL after running the script or -e code\n"
    "  -              run standard input as a script\n"
    "  --dump-api F   write the API reference (markdown) to F\n"
    "  --install-kernel [--prefix DIR]\n"
    "                 install the Jupyter kernelspec alea (into DIR/share/jupyter/kernels,\n"
    "                 or the user's Jupyter data folder)\n"
    "  --kernel FILE  run the Jupyter kernel on the connection file FILE\n"
    "  --help         this text\n"
    "  --version      the version\n"
    "With no script and a terminal on standard input, alea starts the REPL;\n"
    "without a terminal it runs standard input as a script.\n";

int usage_error(const char* message) {
  std::fprintf(stderr, "alea: %s\n%s", message, usage_text);
  return 2;
}

struct Command {
  std::vector<std::string> code;  // -e chunks in order
  bool interactive = false;
  int script = 0;  // argv index of the script ("-" for stdin), 0 if none
  std::string dump_api;
};

}  // namespace

// Under mpirun every rank runs the same script; ranks other than 0 drop what the script writes
// with io.open (alea's own writers ask cluster::writes_files), unless alea.mpi{all_print=true}.
const char* rank_files =
    "local open, mpi = io.open, alea.mpi\n"
    "io.open = function(path, mode, ...)\n"
    "  if type(mode) == 'string' and mode:find('[wa+]') and not mpi().all_print then return open('/dev/null', mode) end\n"
    "  return open(path, mode, ...)\n"
    "end\n";

int run(int argc, char** argv) {
  Command cmd;
  int i = 1;
  for (; i < argc; ++i) {
    const char* a = argv[i];
    if (std::strcmp(a, "--help") == 0 || std::strcmp(a, "-h") == 0) {
      std::fputs(usage_text, stdout);
      return 0;
    }
    if (std::strcmp(a, "--version") == 0 || std::strcmp(a, "-v") == 0) {
      std::printf("alea %s (%s)\n", ALEA_VERSION, LUA_RELEASE);
      return 0;
    }
    if (std::strcmp(a, "--install-kernel") == 0) {
      if (i + 1 == argc) return alea::host::install_kernel("");
      if (i + 3 == argc && std::strcmp(argv[i + 1], "--prefix") == 0) return alea::host::install_kernel(argv[i + 2]);
      return usage_error("--install-kernel takes only --prefix DIR");
    }
    if (std::strcmp(a, "--kernel") == 0) {
      if (i + 2 != argc) return usage_error("--kernel needs the connection file, and nothing after it");
      return alea::host::run_kernel(argv[i + 1]);
    }
    if (std::strcmp(a, "--dump-api") == 0) {
      if (++i >= argc) return usage_error("--dump-api needs a file name");
      cmd.dump_api = argv[i];
    } else if (std::strcmp(a, "-e") == 0) {
      if (++i >= argc) return usage_error("-e needs code");
      cmd.code.push_back(argv[i]);
    } else if (std::strcmp(a, "-i") == 0) {
      cmd.interactive = true;
    } else if (std::strcmp(a, "--") == 0) {
      ++i;
      break;
    } else if (a[0] == '-' && a[1] != '\0') {
      return usage_error((std::string("unknown option ") + a).c_str());
    } else {
      break;
    }
  }
  if (i < argc) cmd.script = i;

  lua_State* L = alea::host::new_session();
  if (L == nullptr) {
    std::fprintf(stderr, "alea: cannot create the Lua state (out of memory)\n");
    return 1;
  }
  if (!cmd.dump_api.empty()) {
    bool ok = alea::host::dump_api(cmd.dump_api);
    lua_close(L);
    return ok ? 0 : 1;
  }
  alea::host::set_script_args(L, argc, argv, cmd.script ? cmd.script : 0);
  int status = LUA_OK;
  if (alea::cluster::size() > 1) status = alea::host::run_string(L, rank_files, "=(mpi)");
  for (auto& code : cmd.code) {
    status = alea::host::run_string(L, code, "=(command line)");
    if (status != LUA_OK) break;
  }
  bool ran_something = !cmd.code.empty();
  if (status == LUA_OK && cmd.script) {
    status = alea::host::run_file(L, argv[cmd.script]);
    ran_something = true;
  }
  if (status != LUA_OK) {
    alea::host::report_error(L, status);
    lua_close(L);
    return 1;
  }
  if (cmd.interactive || (!ran_something && isatty(STDIN_FILENO))) {
    alea::host::repl(L);
  } else if (!ran_something) {
    status = alea::host::run_file(L, "-");
    if (status != LUA_OK) {
      alea::host::report_error(L, status);
      lua_close(L);
      return 1;
    }
  }
  lua_close(L);
  return 0;
}

// MPI starts only under mpirun (core/cluster.hpp). A rank that fails ends them all: the others
// would otherwise wait forever in their next exchange.
int main(int argc, char** argv) {
  alea::cluster::start(&argc, &argv);
  const int status = run(argc, argv);
  if (status != 0 && alea::cluster::size() > 1) alea::cluster::abort(status);
  alea::cluster::stop();
  return status;
}
