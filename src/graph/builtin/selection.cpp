// Selection games of Boolean functions (sections 2.1.1 and 3.2.3).
#include "core/errors.hpp"
#include "core/memory_guard.hpp"
#include "graph/builtin.hpp"
#include "graph/detail/explore.hpp"

namespace alea::graph {

Game selection_game(int n, const std::vector<Rational>& f, bool stop_when_determined) {
  if (n < 1 || n > 12) throw InvalidArgument("n", "selection games are built for 1 <= n <= 12, got n = " + std::to_string(n));
  if (f.size() != (std::size_t(1) << n))
    throw InvalidArgument("f", "f needs 2^" + std::to_string(n) + " = " + std::to_string(1u << n) + " values, got " +
                                   std::to_string(f.size()));
  // For each partial assignment coded in base 3 (digit 0 free, 1 for x_i = 1, 2 for x_i = -1):
  // whether f is constant on its completions, by dynamic programming over the first free
  // variable (completions of a code are those of its two extensions).
  std::uint32_t codes = 1;
  for (int i = 0; i < n; ++i) codes *= 3;
  require_memory(bytes_for(codes, 8), "the selection game");
  std::vector<std::int32_t> constant(codes, -1);  // index into f of the constant value, or -1
  std::vector<std::uint32_t> pow3(n + 1, 1);
  for (int i = 1; i <= n; ++i) pow3[i] = pow3[i - 1] * 3;
  for (std::uint32_t code = codes; code-- > 0;) {
    int free_var = -1;
    std::uint32_t bits = 0;
    for (int i = 0; i < n; ++i) {
      const std::uint32_t d = code / pow3[i] % 3;
      if (d == 0 && free_var < 0) free_var = i;
      if (d == 1) bits |= 1u << i;
    }
    if (free_var < 0) {
      constant[code] = static_cast<std::int32_t>(bits);
      continue;
    }
    const std::int32_t a = constant[code + pow3[free_var]], b = constant[code + 2 * pow3[free_var]];
    constant[code] = (a >= 0 && b >= 0 && f[a] == f[b]) ? a : -1;
  }
  detail::Explorer<std::uint32_t> e;
  e.payoff = [&](std::uint32_t code) -> std::optional<Rational> {
    bool full = true;
    for (int i = 0; i < n; ++i) full = full && code / pow3[i] % 3 != 0;
    if ((stop_when_determined || full) && constant[code] >= 0) return f[constant[code]];
    return std::nullopt;
  };
  auto moves = [&](std::uint32_t digit) {
    return [&, digit](std::uint32_t code, std::vector<std::uint32_t>& out) {
      for (int i = 0; i < n; ++i)
        if (code / pow3[i] % 3 == 0) out.push_back(code + digit * pow3[i]);
    };
  };
  e.blue = moves(1);
  e.red = moves(2);
  e.name = [&](std::uint32_t code) {
    std::string s;
    for (int i = 0; i < n; ++i) s += "01-"[code / pow3[i] % 3];
    return s;
  };
  e.what = "the selection game";
  return detail::explore<std::uint32_t>(0, e);
}

}  // namespace alea::graph
