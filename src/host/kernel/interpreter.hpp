#pragma once
// The alea kernel's interpreter: the REPL's session (src/host/session.hpp) behind the Jupyter
// protocol. A cell runs as REPL input does (compile_cell, protected_call with Ctrl-C armed, the
// traceback of an error), its result is shown as the REPL's printer shows it with the richer
// forms of rich.hpp beside; completion is the REPL's (completion.hpp), inspection is help()'s
// page (help.hpp). Every request runs on the main thread, which owns the Lua state.
#include <string>

#include <xeus/xinterpreter.hpp>

#include "host/kernel/history.hpp"
#include "host/kernel/output.hpp"
#include "kit/lua.hpp"

namespace alea::host::kernel {

class Interpreter : public xeus::xinterpreter {
 public:
  Interpreter(lua_State* L, Output& output, LastCell& last);

 private:
  void configure_impl() override;
  nl::json execute_request_impl(int execution_count, const std::string& code, bool silent, bool store_history,
                                nl::json user_expressions, bool allow_stdin) override;
  nl::json complete_request_impl(const std::string& code, int cursor_pos) override;
  nl::json inspect_request_impl(const std::string& code, int cursor_pos, int detail_level) override;
  nl::json is_complete_request_impl(const std::string& code) override;
  nl::json kernel_info_request_impl() override;
  void shutdown_request_impl() override;

  // Runs the compiled cell on top of the stack; publishes its result or error; returns the reply.
  nl::json run_cell(int execution_count, bool show_results, bool silent);
  nl::json error_reply(const std::string& message, const std::string& kind);
  nl::json evaluate(const nl::json& user_expressions);

  lua_State* L_;
  Output& output_;
  LastCell& last_;
};

}  // namespace alea::host::kernel
