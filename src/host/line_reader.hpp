#pragma once
// The REPL's terminal input through libedit: emacs-style editing, history kept in
// $HOME/.alea_history, TAB completion from the Lua state, and Ctrl-C as a key that abandons
// the line (the terminal stops turning it into SIGINT while a line is being edited).
#include <histedit.h>

#include <string>
#include <vector>

#include "kit/lua.hpp"

namespace alea::host {

class LineReader {
 public:
  enum class Status { line, interrupted, eof };

  explicit LineReader(lua_State* L);  // L: where TAB looks names up
  ~LineReader();                      // saves the history
  LineReader(const LineReader&) = delete;
  LineReader& operator=(const LineReader&) = delete;

  // Shows the prompt and reads one line (without its newline) into `line`.
  Status read(const std::string& prompt, std::string& line);
  // Adds a line the user entered to the history.
  void remember(const std::string& line);

 private:
  static char* prompt_of(EditLine* el);
  static unsigned char on_tab(EditLine* el, int key);
  static unsigned char on_interrupt(EditLine* el, int key);
  static LineReader& self(EditLine* el);
  unsigned char complete_at_cursor();
  void list_names(const std::vector<std::string>& names);

  lua_State* L_;
  EditLine* el_ = nullptr;
  History* history_ = nullptr;
  HistEvent event_{};
  std::string history_path_;  // empty: history is not persisted
  std::string prompt_;
  bool interrupted_ = false;
};

}  // namespace alea::host
