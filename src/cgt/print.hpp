#pragma once
// Games as CGSuite prints them in plain text: 0, 3/2, -5, *, *3, ^, v, ^^, vv, ^3, v3, ^*, 1*,
// 1/2^*, the uptimals ^<2>, v[3]*, 1^<4> (engine/uptimal.hpp), +-1, +-{1,*}, {2|-1},
// {3||2*|1*}, {1|0||-1}, Tiny(1), 2Miny(1), with options in CGSuite's order and its slash
// convention (braces again from four slashes on).
//
// A canonical form can be small as a graph of followers but astronomically long as text, so
// printing stops at a bound: the text is cut there and ends in "...". The cost is bounded by
// the bound, never by the size of the form.
#include <cstddef>
#include <string>

#include "cgt/game.hpp"

namespace alea::cgt {

constexpr std::size_t kDefaultPrintLimit = 100000;
// Games named in error messages are cut much shorter: a message is one line to read.
constexpr std::size_t kMessagePrintLimit = 200;

struct PrintResult {
  std::string text;
  bool cut = false;  // the form was longer than the bound
};

PrintResult print(const Game& g, std::size_t max_chars = kDefaultPrintLimit);
// print(g).text.
std::string to_string(const Game& g, std::size_t max_chars = kDefaultPrintLimit);

// Shared structure: every non-trivial follower that occurs more than once is printed once,
// named g1, g2, ... in order of first use, and referred to by name:
//   "{g1,2|g1}  where g1 = {1|0}". Also bounded by max_chars.
PrintResult print_shared(const Game& g, std::size_t max_chars = kDefaultPrintLimit);

}  // namespace alea::cgt
