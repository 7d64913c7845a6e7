// Canonicalisation: from {L | R} with canonical options to the canonical form, by removing
// dominated options and bypassing reversible ones until neither applies (Conway; Siegel, CGT
// II.2), with fast paths for nimbers and numbers.
#include <algorithm>
#include <optional>
#include <unordered_map>

#include "cgt/engine/engine.hpp"
#include "cgt/engine/memo.hpp"
#include "core/memory_guard.hpp"

namespace alea::cgt::engine {
namespace {

void sort_unique(std::vector<Id>& v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
}

// The mex of a list of nimbers (*0 = 0 included), or nothing if some option is not a nimber.
std::optional<unsigned long long> nimber_mex(const std::vector<Id>& options) {
  Store& s = store();
  std::vector<unsigned long long> nims;
  for (Id g : options) {
    if (!s.is_nus(g)) return std::nullopt;
    const Nus& n = s.nus_of(g);
    if (n.up != 0 || !n.number.is_zero()) return std::nullopt;
    nims.push_back(n.nim);
  }
  std::sort(nims.begin(), nims.end());
  unsigned long long mex = 0;
  for (auto m : nims)
    if (m == mex) ++mex;
  return mex;
}

bool all_numbers(const std::vector<Id>& options) {
  for (Id g : options)
    if (!store().is_number(g)) return false;
  return true;
}

// Keeps the maximal options (Left) or the minimal ones (Right).
void remove_dominated(std::vector<Id>& options, bool keep_max) {
  std::vector<bool> gone(options.size(), false);
  for (std::size_t i = 0; i < options.size(); ++i) {
    if (gone[i]) continue;
    for (std::size_t j = 0; j < options.size(); ++j) {
      if (i == j || gone[j]) continue;
      // Options are distinct ids, hence distinct values: <= is strict here.
      bool dominated = keep_max ? leq(options[i], options[j]) : leq(options[j], options[i]);
      if (dominated) {
        gone[i] = true;
        break;
      }
    }
  }
  std::size_t k = 0;
  for (std::size_t i = 0; i < options.size(); ++i)
    if (!gone[i]) options[k++] = options[i];
  options.resize(k);
}

// Comparisons of canonical games y with the form G = {L | R} being simplified. Their answers
// depend on G's value only, which bypassing and removing dominated options keep, so the memo
// stays valid while the form shrinks.
class FormComparison {
 public:
  void set_form(const std::vector<Id>& left, const std::vector<Id>& right) {
    left_ = &left;
    right_ = &right;
  }

  // y <= G: no G^R <= y and no y^L >= G.
  bool below(Id y) {
    ++stats().form_comparisons;
    if (auto it = below_.find(y); it != below_.end()) return it->second;
    tick();
    bool result = true;
    for (Id gr : *right_)
      if (leq(gr, y)) {
        result = false;
        break;
      }
    if (result)
      for (Id yl : store().left(y))
        if (above(yl)) {
          result = false;
          break;
        }
    below_.emplace(y, result);
    return result;
  }

  // y >= G: no G^L >= y and no y^R <= G.
  bool above(Id y) {
    ++stats().form_comparisons;
    if (auto it = above_.find(y); it != above_.end()) return it->second;
    tick();
    bool result = true;
    for (Id gl : *left_)
      if (leq(y, gl)) {
        result = false;
        break;
      }
    if (result)
      for (Id yr : store().right(y))
        if (below(yr)) {
          result = false;
          break;
        }
    above_.emplace(y, result);
    return result;
  }

 private:
  const std::vector<Id>* left_ = nullptr;
  const std::vector<Id>* right_ = nullptr;
  std::unordered_map<Id, bool> below_, above_;
};

// Replaces every reversible option; true when something changed.
bool bypass_reversible(std::vector<Id>& left, std::vector<Id>& right, FormComparison& cmp) {
  Store& s = store();
  std::vector<Id> new_left, new_right;
  bool changed = false;
  for (Id gl : left) {
    std::optional<Id> reverse;
    for (Id glr : s.right(gl))
      if (cmp.below(glr)) {
        reverse = glr;
        break;
      }
    if (reverse) {
      auto lo = s.left(*reverse);
      new_left.insert(new_left.end(), lo.begin(), lo.end());
      changed = true;
    } else {
      new_left.push_back(gl);
    }
  }
  for (Id gr : right) {
    std::optional<Id> reverse;
    for (Id grl : s.left(gr))
      if (cmp.above(grl)) {
        reverse = grl;
        break;
      }
    if (reverse) {
      auto ro = s.right(*reverse);
      new_right.insert(new_right.end(), ro.begin(), ro.end());
      changed = true;
    } else {
      new_right.push_back(gr);
    }
  }
  if (changed) {
    left.swap(new_left);
    right.swap(new_right);
  }
  return changed;
}

// Recognizes the canonical forms of x + ^n + *m (store.cpp lists them).
std::optional<Nus> as_nus(const std::vector<Id>& left, const std::vector<Id>& right) {
  Store& s = store();
  auto nus = [&](Id g) -> const Nus* { return s.is_nus(g) ? &s.nus_of(g) : nullptr; };
  if (left.empty() && right.empty()) return Nus{};
  if (left.empty() && right.size() == 1 && s.is_number(right[0]) && s.nus_of(right[0]).number.is_integer() &&
      s.nus_of(right[0]).number.sign() <= 0)
    return Nus{s.nus_of(right[0]).number - Dyadic(1)};
  if (right.empty() && left.size() == 1 && s.is_number(left[0]) && s.nus_of(left[0]).number.is_integer() &&
      s.nus_of(left[0]).number.sign() >= 0)
    return Nus{s.nus_of(left[0]).number + Dyadic(1)};
  if (left.empty() || right.empty()) return std::nullopt;
  if (left.size() == 1 && right.size() == 1) {
    const Nus* l = nus(left[0]);
    const Nus* r = nus(right[0]);
    if (!l || !r || l->number != r->number) {
      if (l && r && l->is_number() && r->is_number() && l->number < r->number)
        return Nus{(l->number + r->number).half()};
      return std::nullopt;
    }
    const Dyadic& x = l->number;
    if (l->is_number() && !r->is_number() && r->up >= 0) return Nus{x, r->up + 1, r->nim ^ 1};
    if (r->is_number() && !l->is_number() && l->up <= 0) return Nus{x, l->up - 1, l->nim ^ 1};
    if (l->is_number() && r->is_number()) return Nus{x, 0, 1};  // {x|x} = x*
    return std::nullopt;
  }
  // x^* = {x, x* | x} and xv* = {x | x, x*}.
  auto is_x_star = [&](Id g, const Dyadic& x) {
    const Nus* n = nus(g);
    return n && n->number == x && n->up == 0 && n->nim == 1;
  };
  if (left.size() == 2 && right.size() == 1 && s.is_number(right[0])) {
    const Dyadic& x = s.nus_of(right[0]).number;
    if ((left[0] == right[0] && is_x_star(left[1], x)) || (left[1] == right[0] && is_x_star(left[0], x)))
      return Nus{x, 1, 1};
  }
  if (right.size() == 2 && left.size() == 1 && s.is_number(left[0])) {
    const Dyadic& x = s.nus_of(left[0]).number;
    if ((right[0] == left[0] && is_x_star(right[1], x)) || (right[1] == left[0] && is_x_star(right[0], x)))
      return Nus{x, -1, 1};
  }
  // x + *k = {x, x*, ..., x*(k-1) | the same}.
  if (left != right) return std::nullopt;
  const Nus* first = nus(left[0]);
  if (!first) return std::nullopt;
  std::vector<unsigned long long> nims;
  for (Id g : left) {
    const Nus* n = nus(g);
    if (!n || n->up != 0 || n->number != first->number) return std::nullopt;
    nims.push_back(n->nim);
  }
  std::sort(nims.begin(), nims.end());
  for (std::size_t i = 0; i < nims.size(); ++i)
    if (nims[i] != i) return std::nullopt;
  return Nus{first->number, 0, nims.size()};
}

// The canonicalisation cache: {L | R} (options sorted, repeats removed) -> canonical id. Sums
// and rulesets meet the same option sets again; the cache is emptied when it would pass its
// allowance (cache_allowance).
class CanonicalCache {
 public:
  static CanonicalCache& instance() {
    static CanonicalCache c;
    return c;
  }
  std::vector<Id> key(const std::vector<Id>& left, const std::vector<Id>& right) const {
    std::vector<Id> k(left);
    k.push_back(kNoId);  // separates the sides
    k.insert(k.end(), right.begin(), right.end());
    return k;
  }
  Id find(const std::vector<Id>& k) const {
    auto it = map_.find(k);
    return it == map_.end() ? kNoId : it->second;
  }
  void store(std::vector<Id> k, Id g) {
    bytes_ += 64 + k.size() * sizeof(Id);
    if (bytes_ > cache_allowance()) {
      map_.clear();
      bytes_ = 64 + k.size() * sizeof(Id);
    }
    map_.emplace(std::move(k), g);
  }

 private:
  struct Hash {
    std::size_t operator()(const std::vector<Id>& v) const {
      std::uint64_t h = 0x9E3779B97F4A7C15ull ^ v.size();
      for (Id x : v) h = (h ^ x) * 0xff51afd7ed558ccdull;
      return static_cast<std::size_t>(h ^ (h >> 29));
    }
  };
  std::unordered_map<std::vector<Id>, Id, Hash> map_;
  std::uint64_t bytes_ = 0;
};

Id simplify(std::vector<Id> left, std::vector<Id> right);

}  // namespace

Id intern(std::vector<Id> left, std::vector<Id> right) {
  sort_unique(left);
  sort_unique(right);
  if (auto n = as_nus(left, right)) return store().nus(n->number, n->up, n->nim);
  return store().general(std::move(left), std::move(right));
}

Id canonical(std::vector<Id> left, std::vector<Id> right) {
  sort_unique(left);
  sort_unique(right);
  ++stats().canonical_calls;
  auto& cache = CanonicalCache::instance();
  auto k = cache.key(left, right);
  Id cached = cache.find(k);
  if (cached != kNoId) {
    ++stats().canonical_cache_hits;
    return cached;
  }
  Id result = simplify(std::move(left), std::move(right));
  cache.store(std::move(k), result);
  return result;
}

namespace {

// The canonical form of {L | R} (sorted, without repeats).
Id simplify(std::vector<Id> left, std::vector<Id> right) {
  Store& s = store();
  tick();
  // Impartial-looking options: {*a, *b, ... | *c, ...} with equal mex on both sides is *mex.
  if (auto ml = nimber_mex(left)) {
    if (auto mr = nimber_mex(right); mr && *ml == *mr) return s.nus(Dyadic(), 0, *ml);
  }
  // Numbers only: the simplest number between, or the hot game {max L | min R}.
  if (all_numbers(left) && all_numbers(right)) {
    std::optional<Dyadic> lo, hi;
    Id best_l = kNoId, best_r = kNoId;
    for (Id g : left)
      if (!lo || s.nus_of(g).number > *lo) lo = s.nus_of(g).number, best_l = g;
    for (Id g : right)
      if (!hi || s.nus_of(g).number < *hi) hi = s.nus_of(g).number, best_r = g;
    if (!lo || !hi || *lo < *hi) return s.number(simplest_between(lo, hi));
    return intern({best_l}, {best_r});
  }
  FormComparison cmp;
  cmp.set_form(left, right);
  for (;;) {
    remove_dominated(left, true);
    remove_dominated(right, false);
    if (!bypass_reversible(left, right, cmp)) break;
    sort_unique(left);
    sort_unique(right);
  }
  return intern(std::move(left), std::move(right));
}

}  // namespace

}  // namespace alea::cgt::engine
