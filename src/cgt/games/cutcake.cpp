#include "cgt/games/cutcake.hpp"

namespace alea::cgt::games {
namespace {
int height(Mask r) { return static_cast<int>(r >> 8); }
int width(Mask r) { return static_cast<int>(r & 0xFF); }
}  // namespace

std::string CutcakeRules::text(const Stones& s) const {
  std::string t;
  for (Mask r : {s.a, s.b})
    if (r) t += (t.empty() ? "" : " + ") + std::to_string(height(r)) + "x" + std::to_string(width(r));
  return t.empty() ? "0x0" : t;
}

void CutcakeRules::options(const Stones& s, Side side, std::vector<Stones>& out) const {
  // Called on single rectangles (the parts); a cut of width w (Left) or height h (Right).
  const int h = height(s.a), w = width(s.a);
  if (side == Side::left)
    for (int k = 1; k < w; ++k) out.push_back({pack(h, k), pack(h, w - k), 0});
  else
    for (int k = 1; k < h; ++k) out.push_back({pack(k, w), pack(h - k, w), 0});
}

void CutcakeRules::components(const Stones& s, std::vector<Stones>& out) const {
  for (Mask r : {s.a, s.b})
    if (r && (height(r) > 1 || width(r) > 1)) out.push_back({r, 0, 0});
}

Stones CutcakeRules::normalize(const Stones& s, bool& negated) const {
  const int h = height(s.a), w = width(s.a);
  negated = h > w;
  return negated ? Stones{pack(w, h), 0, 0} : s;
}

}  // namespace alea::cgt::games
