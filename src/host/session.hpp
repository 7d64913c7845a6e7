#pragma once
// One Lua state with every module opened, and the protected call that runs user code with
// Ctrl-C armed and a traceback on error.
#include <string>

#include "kit/lua.hpp"

namespace alea::host {

// A new state: standard libraries, every alea module, help and apropos.
lua_State* new_session();

// Calls the function below nargs arguments on the stack, like lua_pcall, with a traceback
// message handler; Ctrl-C interrupts Lua code (through a hook) and C++ loops (through the
// flag). The interrupt flag is cleared before and after.
int protected_call(lua_State* L, int nargs, int nresults);

// Prints the error message on top of the stack to stderr and pops it (for status != OK).
void report_error(lua_State* L, int status);

// Runs a script from a file ("-" or empty: standard input). Returns the Lua status.
int run_file(lua_State* L, const std::string& path);
// Runs a chunk of code given on the command line.
int run_string(lua_State* L, const std::string& code, const std::string& chunk_name);

// Sets the global `arg` like lua.c: arg[0] = script, arg[1..] = its arguments.
void set_script_args(lua_State* L, int argc, char** argv, int script_index);

}  // namespace alea::host
