#pragma once
// The one place alea starts other programs: gnuplot and Graphviz for pictures (picture.hpp) and
// the pager for long help. A tool is looked up on PATH unless an environment variable names its
// path (ALEA_GNUPLOT, ALEA_DOT: tests use them to simulate a missing tool); a missing tool is an
// error saying which Debian package to install.
#include <string>
#include <vector>

namespace alea {

struct Tool {
  std::string program;   // "gnuplot"
  std::string env;       // "ALEA_GNUPLOT": overrides the path when set
  std::string package;   // "gnuplot-nox": the Debian package that installs it
};

// Runs the tool with the arguments, `input` on its standard input; returns its standard output.
// Polls Ctrl-C while it runs (the tool is killed on an interrupt). A failure (exit status, signal)
// is an Error quoting the first lines of the tool's stderr.
std::string run_tool(const Tool& tool, const std::vector<std::string>& args, const std::string& input);

// The path the tool would run from, or "" when it is not installed.
std::string find_tool(const Tool& tool);

// Shows text through the pager ($PAGER, else `less -R`, else `more`) with the terminal as its
// output; returns false when no pager could be started (the caller prints the text itself).
bool page_text(const std::string& text);

}  // namespace alea
