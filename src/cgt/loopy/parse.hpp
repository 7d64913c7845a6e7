#pragma once
// CGSuite's notation for loopy games: braces with slashes as for short games, "pass" (an edge to
// the game itself), named loops (a{0|a}, a{0||||0|||a|*||*}: a name before a brace names that
// position, and the name used inside it is an edge back to it), on = {pass|}, off = {|pass},
// over = {0|pass}, under = {pass|0}, upon = ^[on] = {pass|*}, dud = {pass|pass}, the
// pseudonumbers 3/2over, 3/2under, the upon family x^[on]*m, xv[on], x^<on> (uponth =
// {0|-upon+*}) and xv<on>, Tiny(G), Miny(G), +-G, every short game's syntax (cgt/parse.hpp), + and -
// between games with no loop still open, parentheses, and sided values G & H (G's onside and
// H's offside: G and H themselves, H <= G, when both are stoppers). Errors are InvalidArgument with role "text" and point at the character.
#include <string_view>

#include "cgt/loopy/value.hpp"

namespace alea::cgt::loopy {

Value parse(std::string_view text);
// Whether the text uses the loopy notation (a word of it, a name or "&"): cgt(text) reads such
// texts with parse() and every other with the short parser.
bool looks_loopy(std::string_view text);

}  // namespace alea::cgt::loopy
