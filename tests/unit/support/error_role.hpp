#pragma once
// The role an InvalidArgument names ("none" when fn does not throw one).
#include <string>

#include "core/errors.hpp"

namespace alea::test {

template <class Fn>
std::string error_role(Fn&& fn) {
  try {
    fn();
  } catch (const InvalidArgument& e) {
    return e.role;
  }
  return "none";
}

}  // namespace alea::test
