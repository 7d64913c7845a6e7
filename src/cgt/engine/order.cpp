#include "cgt/engine/order.hpp"

#include <algorithm>

#include "cgt/engine/engine.hpp"
#include "cgt/engine/memo.hpp"
#include "cgt/engine/uptimal.hpp"

namespace alea::cgt::engine {
namespace {

// 0 numbers, 1 nimbers, 2 other uptimals (number-up-stars and the longer uptimals, which
// CGSuite sorts together by their expansions), 3 the rest.
int category(Id g) {
  Store& s = store();
  if (!s.is_nus(g)) return uptimal_of(g) ? 2 : 3;
  const Nus& n = s.nus_of(g);
  if (n.is_number()) return 0;
  if (n.up == 0 && n.number.is_zero()) return 1;
  return 2;
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
  if (cg == 2) return compare_uptimal(*uptimal_of(g), *uptimal_of(h));
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
