#pragma once
// The genus of an impartial game (Conway, ONAG ch. 12; Winning Ways ch. 13): g^(γ0 γ1 γ2 ...),
// g its normal-play nim value and γk the misère nim value of G + *2 + ... + *2 (k copies). The γk
// follow from the options' by a mex rule,
//     γ0 = mex{γ0(G')} (1 for G = 0),   γk = mex({γk(G')} u {γ(k-1), γ(k-1) ^ 1}),
// (adding *2: the moves in the *2s reach G + 2_(k-1) and G + 2_(k-1) + *1, whose misère values
// are γ(k-1) and γ(k-1) ^ 1), and are periodic with period 2 from some point on; tests check
// the rule against the misère values of the sums themselves.
#include <cstdint>
#include <string>
#include <vector>

#include "cgt/misere/store.hpp"

namespace alea::cgt::misere {

struct Genus {
  std::uint64_t g = 0;
  // γ0 .. γm; from m - 1 on the sequence alternates (γ(k + 2) = γk), m >= 1, and m is least.
  std::vector<std::uint64_t> gamma;
  std::uint64_t at(std::uint64_t k) const {
    const std::size_t n = gamma.size();
    return k < n ? gamma[k] : gamma[n - 2 + ((n ^ k) & 1)];
  }
  bool operator==(const Genus&) const = default;
};

// Cached per canonical form.
const Genus& genus(Id g);

}  // namespace alea::cgt::misere
