#include "cgt/engine/order.hpp"

#include <algorithm>

#include "cgt/engine/engine.hpp"
#include "cgt/engine/memo.hpp"

namespace alea::cgt::engine {
namespace {

// 0 numbers, 1 nimbers, 2 other number-up-stars, 3 the rest.
int category(Id g) {
  Store& s = store();
  if (!s.is_nus(g)) return 3;
  const Nus& n = s.nus_of(g);
  if (n.is_number()) return 0;
  if (n.up == 0 && n.number.is_zero()) return 1;
  return 2;
}

int sign_of(long long v) { return (v > 0) - (v < 0); }

int compare_nus(const Nus& a, const Nus& b) {
  if (auto c = a.number <=> b.number; c != 0) return c < 0 ? -1 : 1;
  // CGSuite compares the uptimal coefficients, then the lengths (0 for no up), then nimbers.
  if (a.up != 0 && b.up != 0 && a.up != b.up) return sign_of(a.up - b.up);
  int la = a.up != 0, lb = b.up != 0;
  if (la != lb) return la - lb;
  if (a.nim != b.nim) return a.nim < b.nim ? -1 : 1;
  return 0;
}

BoundedMemo<std::vector<Id>>& sorted_memo(bool left) {
  static BoundedMemo<std::vector<Id>> l(96), r(96);
  return left ? l : r;
}

std::vector<Id> sorted_options(Id g, bool left) {
  auto& memo = sorted_memo(left);
  if (const auto* v = memo.find(g)) return *v;
  auto span = left ? store().left(g) : store().right(g);
  std::vector<Id> v(span.begin(), span.end());
  display_sort(v);
  return memo.put(g, std::move(v));
}

int compare_lists(const std::vector<Id>& a, const std::vector<Id>& b) {
  for (std::size_t i = 0; i < a.size() && i < b.size(); ++i)
    if (int c = display_compare(a[i], b[i]); c != 0) return c;
  return a.size() < b.size() ? -1 : a.size() > b.size() ? 1 : 0;
}

}  // namespace

int display_compare(Id g, Id h) {
  if (g == h) return 0;
  int cg = category(g), ch = category(h);
  if (cg != ch) return cg < ch ? -1 : 1;
  Store& s = store();
  if (cg == 0) return s.nus_of(g).number < s.nus_of(h).number ? -1 : 1;
  if (cg == 1) return s.nus_of(g).nim < s.nus_of(h).nim ? -1 : 1;
  if (cg == 2) return compare_nus(s.nus_of(g), s.nus_of(h));
  tick();
  if (int c = compare_lists(sorted_options(g, true), sorted_options(h, true)); c != 0) return c;
  return compare_lists(sorted_options(g, false), sorted_options(h, false));
}

std::vector<Id> sorted_left(Id g) { return sorted_options(g, true); }
std::vector<Id> sorted_right(Id g) { return sorted_options(g, false); }

void display_sort(std::vector<Id>& ids) {
  std::sort(ids.begin(), ids.end(), [](Id a, Id b) { return display_compare(a, b) < 0; });
}

}  // namespace alea::cgt::engine
