#pragma once
// Misère canonical forms in CGSuite's notation (its MisereCanonicalGame; Winning Ways ch. 13).
//
// A form is written *[...]: a nim heap is its size (*[2]); a game is the list of its options
// (*[42] has the options *4 and *2); an option that is not a heap is written in parentheses, or
// with subscripts: '#' makes the game whose only option is the one written (*[2#] = {*2}), and
// a number k adds the heap *k (*[2[2]] = *2 + *2); subscripts apply left to right, a run of '#'
// is written bare and anything else in brackets (*[2[#2#]] = {{*2} + *2}). Options are listed
// from the latest born. CGSuite's documentation shows no heap above 9; alea writes those in
// braces, *[{12}3].
#include <string>
#include <vector>

#include "cgt/misere/store.hpp"

namespace alea::cgt::misere {

std::string to_string(Id g);
// g's options in the order they are printed.
std::vector<Id> display_order(Id g);
// Parses that notation (with or without the *[ ]), role `role` in errors, which point at the
// character.
Id parse(const std::string& text, const std::string& role = "text");

}  // namespace alea::cgt::misere
