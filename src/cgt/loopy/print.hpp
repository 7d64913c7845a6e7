#pragma once
// Loopy values as CGSuite prints them (CGSuite's CanonicalStopper and SimplifiedLoopyGame):
// short followers as short games, the pseudonumbers on, off, over, under, 3/2under, the upon
// family ^[on] = {pass|*} (upon), ^<on> (uponth), v[on], with number and nimber parts
// (-1/4v[on]), +-G for switches, Tiny(G) and Miny(G) for number-tiny plumtrees, and otherwise
// braces with CGSuite's slashes, "pass" for an edge to the position itself and a name (a, b,
// ..., a name is given where play returns to a position above: a{0|a}). Sided values print as
// "onside & offside", and on & off as "dud".
#include <string>

#include "cgt/loopy/value.hpp"

namespace alea::cgt::loopy {

std::string to_string(const Stopper& s);
std::string to_string(const Value& v);

}  // namespace alea::cgt::loopy
