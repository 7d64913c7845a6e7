#include <algorithm>

#include "core/errors.hpp"
#include "core/memory_guard.hpp"
#include "graph/builtin.hpp"

namespace alea::graph {

Game tug_of_war(std::int64_t n) {
  if (n < 1) throw InvalidArgument("n", "tug of war needs at least one inner vertex, got n = " + std::to_string(n));
  if (n > (std::int64_t(1) << 31)) throw InvalidArgument("n", "n = " + std::to_string(n) + " is too large");
  require_memory(game_bytes(std::uint64_t(n) + 2, 2 * std::uint64_t(n)), "the tug of war graph");
  const auto N = static_cast<std::size_t>(n) + 2;
  Adjacency a;
  a.offsets.assign(N + 1, 0);
  a.heads.reserve(2 * N);
  for (std::size_t i = 0; i < N; ++i) {
    if (i > 0 && i + 1 < N) {
      a.heads.push_back(static_cast<Vertex>(i - 1));
      a.heads.push_back(static_cast<Vertex>(i + 1));
    }
    a.offsets[i + 1] = a.heads.size();
  }
  return Game(std::move(a), {{Vertex(0), Rational(-1)}, {static_cast<Vertex>(N - 1), Rational(1)}});
}

Game tug_of_war_grid(std::int64_t width, std::int64_t height, const GridSides& s) {
  if (width < 1) throw InvalidArgument("width", "the grid needs width >= 1, got " + std::to_string(width));
  if (height < 1) throw InvalidArgument("height", "the grid needs height >= 1, got " + std::to_string(height));
  // Each side first, so the product cannot overflow.
  if (width > (std::int64_t(1) << 30) || height > (std::int64_t(1) << 30) || width * height > (std::int64_t(1) << 30))
    throw InvalidArgument("width", "the grid is too large");
  const auto w = static_cast<std::uint32_t>(width), h = static_cast<std::uint32_t>(height);
  const std::uint64_t inner = std::uint64_t(w) * h, n = inner + 2 * (w + h);
  require_memory(game_bytes(n, 4 * inner), "the tug of war grid");
  const Vertex left = static_cast<Vertex>(inner), right = left + h, top = right + h, bottom = top + w;
  Adjacency a;
  a.offsets.assign(n + 1, 0);
  a.heads.reserve(4 * inner);
  for (std::uint32_t y = 0; y < h; ++y)
    for (std::uint32_t x = 0; x < w; ++x) {
      const Vertex v = y * w + x;
      Vertex nb[4] = {x > 0 ? v - 1 : left + y, x + 1 < w ? v + 1 : right + y, y > 0 ? v - w : top + x,
                      y + 1 < h ? v + w : bottom + x};
      std::sort(nb, nb + 4);
      a.heads.insert(a.heads.end(), nb, nb + 4);
      a.offsets[v + 1] = a.heads.size();
    }
  for (std::uint64_t v = inner; v < n; ++v) a.offsets[v + 1] = a.heads.size();
  std::vector<std::pair<Vertex, Rational>> terminals;
  for (std::uint32_t y = 0; y < h; ++y) {
    terminals.emplace_back(left + y, s.left);
    terminals.emplace_back(right + y, s.right);
  }
  for (std::uint32_t x = 0; x < w; ++x) {
    terminals.emplace_back(top + x, s.top);
    terminals.emplace_back(bottom + x, s.bottom);
  }
  return Game(std::move(a), std::move(terminals));
}

}  // namespace alea::graph
