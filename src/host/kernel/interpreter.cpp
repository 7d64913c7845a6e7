#include "host/kernel/interpreter.hpp"

#include <cctype>

#include "host/chunk.hpp"
#include "host/completion.hpp"
#include "host/help.hpp"
#include "host/kernel/rich.hpp"
#include "kit/printer.hpp"
#include "host/session.hpp"

namespace alea::host::kernel {
namespace {

constexpr std::size_t kHelpWidth = 80;  // inspect's pages, as help() prints off a terminal

// The protocol counts the cursor in code points (5.2); Lua and the completion count bytes.
std::size_t byte_offset(const std::string& s, int points) {
  if (points < 0) return s.size();
  std::size_t i = 0;
  for (int n = 0; i < s.size() && n < points; ++n)
    for (++i; i < s.size() && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80;) ++i;
  return i;
}

int code_points(const std::string& s, std::size_t bytes) {
  int n = 0;
  for (std::size_t i = 0; i < bytes && i < s.size(); ++i) n += (static_cast<unsigned char>(s[i]) & 0xC0) != 0x80;
  return n;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  for (std::size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1)
    lines.push_back(text.substr(start, end - start));
  lines.push_back(text.substr(start));
  return lines;
}

// The message on top of the stack (an error's, with its traceback), popped.
std::string pop_message(lua_State* L) {
  const char* msg = lua_tostring(L, -1);
  std::string text = msg ? msg : "(error object is not a string)";
  lua_pop(L, 1);
  return text;
}

bool name_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// The name the cursor is on ("alloc.wdl", "X:expected_time"), or, when it is on none, the name
// of the call whose parentheses it is in: Shift-Tab in `rat(1, |` shows rat's help.
std::string name_at(const std::string& code, std::size_t cursor) {
  auto path_char = [](char c) { return name_char(c) || c == '.' || c == ':'; };
  std::size_t b = cursor, e = cursor;
  while (b > 0 && path_char(code[b - 1])) --b;
  while (e < code.size() && name_char(code[e])) ++e;
  std::string name = code.substr(b, e - b);
  while (!name.empty() && (name.back() == '.' || name.back() == ':')) name.pop_back();
  while (!name.empty() && (name.front() == '.' || name.front() == ':')) name.erase(0, 1);
  if (!name.empty() || b == 0) return name;
  int depth = 0;
  for (std::size_t i = cursor; i-- > 0;) {
    if (code[i] == ')') ++depth;
    if (code[i] != '(') continue;
    if (depth-- > 0) continue;
    std::size_t end = i;
    while (end > 0 && code[end - 1] == ' ') --end;
    return end == 0 ? "" : name_at(code, end);
  }
  return "";
}

// Protected: the name is argument 1; returns help's page for it ("" for none).
int help_of_name(lua_State* L) {
  const std::string page = help_page(L, 1, kHelpWidth);
  lua_pushlstring(L, page.data(), page.size());
  return 1;
}

}  // namespace

Interpreter::Interpreter(lua_State* L, Output& output, LastCell& last) : L_(L), output_(output), last_(last) {}

void Interpreter::configure_impl() {}

nl::json Interpreter::execute_request_impl(int execution_count, const std::string& code, bool silent, bool,
                                           nl::json user_expressions, bool) {
  if (!silent) output_.begin_cell();
  last_ = {execution_count, ""};
  const int top = lua_gettop(L_);
  const std::string name = "=[" + std::to_string(execution_count) + "]";
  bool show_results = false;
  nl::json reply;
  try {  // Lua runs protected; only the C++ around it (copies of the cell's text) can throw
    Chunk chunk = compile_cell(L_, code, name.c_str(), show_results);
    if (chunk == Chunk::incomplete) {  // an unfinished cell is an error here: Lua's own message
      luaL_loadbuffer(L_, code.data(), code.size(), name.c_str());
      chunk = Chunk::error;
    }
    if (chunk == Chunk::error)
      reply = error_reply(pop_message(L_), "SyntaxError");
    else
      reply = run_cell(execution_count, show_results, silent);
  } catch (const std::exception&) {
    lua_settop(L_, top);
    reply = error_reply("not enough memory to run the cell", "");
  }
  lua_settop(L_, top);
  if (reply["status"] == "ok") reply["user_expressions"] = evaluate(user_expressions);
  reply["payload"] = nl::json::array();
  output_.end_cell();
  return reply;
}

nl::json Interpreter::run_cell(int execution_count, bool show_results, bool silent) {
  const int base = lua_gettop(L_);  // the cell's function
  if (protected_call(L_, 0, LUA_MULTRET) != LUA_OK) return error_reply(pop_message(L_), "");
  const int count = lua_gettop(L_) - base + 1;
  if (show_results && count > 0 && !silent) {
    nl::json data = result_bundle(L_, base, count, output_);
    if (!data.is_null()) {
      last_.output = data.value("text/plain", "");
      output_.result(execution_count, std::move(data));
    }
  }
  return {{"status", "ok"}};
}

// The error as the REPL prints it: the message, then Lua's traceback, one line each.
nl::json Interpreter::error_reply(const std::string& message, const std::string& kind) {
  const std::vector<std::string> lines = lines_of(message);
  const std::string& evalue = lines.front();
  const bool interrupted = evalue.size() >= 11 && evalue.compare(evalue.size() - 11, 11, "interrupted") == 0;
  const std::string ename = !kind.empty() ? kind : interrupted ? "Interrupted" : "Error";
  output_.error(ename, evalue, lines);
  return {{"status", "error"}, {"ename", ename}, {"evalue", evalue}, {"traceback", lines}};
}

// user_expressions: each evaluated after the cell, as text, its error reported in its entry.
nl::json Interpreter::evaluate(const nl::json& user_expressions) {
  nl::json out = nl::json::object();
  if (!user_expressions.is_object()) return out;
  for (auto& [key, value] : user_expressions.items()) {
    const std::string code = "return " + (value.is_string() ? value.get<std::string>() : std::string("nil"));
    const int top = lua_gettop(L_);
    int status = luaL_loadbuffer(L_, code.data(), code.size(), "=(user expression)");
    if (status == LUA_OK) status = protected_call(L_, 0, 1);
    if (status == LUA_OK) {
      out[key] = {{"status", "ok"}, {"data", {{"text/plain", kit::render_values(L_, -1, 1, kit::Screen{})}}}, {"metadata", nl::json::object()}};
    } else {
      const std::vector<std::string> lines = lines_of(pop_message(L_));
      out[key] = {{"status", "error"}, {"ename", "Error"}, {"evalue", lines.front()}, {"traceback", lines}};
    }
    lua_settop(L_, top);
  }
  return out;
}

nl::json Interpreter::complete_request_impl(const std::string& code, int cursor_pos) {
  const std::size_t cursor = byte_offset(code, cursor_pos);
  const Completion c = complete(L_, std::string_view(code).substr(0, cursor));
  return {{"matches", c.names},
          {"cursor_start", code_points(code, c.start)},
          {"cursor_end", code_points(code, cursor)},
          {"metadata", nl::json::object()},
          {"status", "ok"}};
}

nl::json Interpreter::inspect_request_impl(const std::string& code, int cursor_pos, int) {
  const std::string name = name_at(code, byte_offset(code, cursor_pos));
  std::string page;
  if (!name.empty()) {
    const int top = lua_gettop(L_);
    lua_pushcfunction(L_, help_of_name);
    lua_pushlstring(L_, name.data(), name.size());
    if (lua_pcall(L_, 1, 1, 0) == LUA_OK && lua_type(L_, -1) == LUA_TSTRING) page = lua_tostring(L_, -1);
    lua_settop(L_, top);
  }
  nl::json data = nl::json::object();
  if (!page.empty()) data["text/plain"] = page;
  return {{"status", "ok"}, {"found", !page.empty()}, {"data", std::move(data)}, {"metadata", nl::json::object()}};
}

nl::json Interpreter::is_complete_request_impl(const std::string& code) {
  const int top = lua_gettop(L_);
  bool show_results = false;
  const Chunk chunk = compile_cell(L_, code, "=cell", show_results);
  lua_settop(L_, top);
  if (chunk == Chunk::incomplete) return {{"status", "incomplete"}, {"indent", ""}};
  return {{"status", chunk == Chunk::ready ? "complete" : "invalid"}};
}

nl::json Interpreter::kernel_info_request_impl() {
  return {{"implementation", "alea"},
          {"implementation_version", ALEA_VERSION},
          {"banner", std::string("alea ") + ALEA_VERSION + " (" LUA_RELEASE ")  help() lists the modules"},
          {"language_info",
           {{"name", "lua"},
            {"version", LUA_VERSION_MAJOR "." LUA_VERSION_MINOR "." LUA_VERSION_RELEASE},
            {"mimetype", "text/x-lua"},
            {"file_extension", ".lua"},
            {"pygments_lexer", "lua"},
            {"codemirror_mode", "lua"}}},
          {"help_links", nl::json::array()},
          {"status", "ok"}};
}

// On the control thread: the Lua state belongs to the main thread, and the process ends after.
void Interpreter::shutdown_request_impl() {}

}  // namespace alea::host::kernel
