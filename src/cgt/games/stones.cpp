#include "cgt/games/stones.hpp"

namespace alea::cgt::games {

Mask image(const geometry::Grid& g, Symmetry s, Mask x) {
  switch (s) {
    case Symmetry::identity: return x;
    case Symmetry::flip_rows: return g.flip_rows(x);
    case Symmetry::flip_cols: return g.flip_cols(x);
    case Symmetry::half_turn: return g.half_turn(x);
    case Symmetry::transpose: return g.transpose(x);
    case Symmetry::transpose_flip_rows: return g.flip_rows(g.transpose(x));
    case Symmetry::transpose_flip_cols: return g.flip_cols(g.transpose(x));
    case Symmetry::anti_transpose: return g.half_turn(g.transpose(x));
  }
  return x;
}

std::vector<Image> board_images(const geometry::Grid& g) {
  std::vector<Image> v{{Symmetry::identity, false, false},
                       {Symmetry::flip_rows, false, false},
                       {Symmetry::flip_cols, false, false},
                       {Symmetry::half_turn, false, false}};
  if (g.rows() == g.cols())
    for (Symmetry s : {Symmetry::transpose, Symmetry::transpose_flip_rows, Symmetry::transpose_flip_cols,
                       Symmetry::anti_transpose})
      v.push_back({s, false, false});
  return v;
}

Stones least_image(const geometry::Grid& g, const Stones& s, const std::vector<Image>& images, bool& negated) {
  Stones best;
  bool first = true;
  for (const Image& im : images) {
    Stones t{image(g, im.symmetry, im.swap ? s.b : s.a), image(g, im.symmetry, im.swap ? s.a : s.b),
             image(g, im.symmetry, s.c)};
    const int shift = g.corner_shift(t.all());
    t.a >>= shift, t.b >>= shift, t.c >>= shift;
    if (first || t < best) best = t, negated = im.negates, first = false;
  }
  return best;
}

}  // namespace alea::cgt::games
