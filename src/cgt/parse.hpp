#pragma once
// CGSuite's game syntax: numbers (3, -2, 3/2, 0.75), *, *n, ^, v, ^^, vv, ^n, vn, the uptimals
// ^<n>, v<n>, ^[n], v[n] (engine/uptimal.hpp), their sums written together (1*, 1/2^*, ^^*,
// v3*2, 1^<2>*), +-G and +-{a,b}, x+-G, Tiny(G), Miny(G), games
// {a,b|c} with slashes ({3||2*|1*} = {3|{2*|1*}}), parentheses and the operators + and -.
// Errors are InvalidArgument with role "text" and point at the offending character.
#include <string>
#include <string_view>

#include "cgt/game.hpp"

namespace alea::cgt {

Game parse_game(std::string_view text);
// The message of a parse error: what, "at character n:", and the text around pos with a caret
// under it (the loopy parser, cgt/loopy/parse.hpp, reports its errors alike).
std::string parse_error(std::string_view text, std::size_t pos, const std::string& what);

}  // namespace alea::cgt
