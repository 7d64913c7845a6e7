#pragma once
// prob: the probability vector type every module takes as input.
#include "kit/kit.hpp"
#include "prob/prob_vector.hpp"

namespace alea::kit {

template <>
struct TypeName<ProbVector> {
  static constexpr const char* value = "prob";
};

// A prob object, or a Lua array of entries turned into one (so modules accept both).
ProbVector check_prob(lua_State* L, int idx);

// Pushes a label: an integer when it reads as one, else the string.
void push_label(lua_State* L, const std::string& label);

}  // namespace alea::kit
