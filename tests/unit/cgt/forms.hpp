#pragma once
// Literal game forms for cross-checks: games as trees of options, compared and summed by the
// definitions only (who wins moving second), with none of the canonical engine's machinery
// (no canonical forms, no number avoidance, no caches shared with it).
#include <map>
#include <memory>
#include <random>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/thermograph.hpp"

namespace alea::cgt::test {

struct Form;
using FormPtr = std::shared_ptr<const Form>;
struct Form {
  std::vector<FormPtr> left, right;
};

inline FormPtr make_form(std::vector<FormPtr> l, std::vector<FormPtr> r) {
  auto f = std::make_shared<Form>();
  f->left = std::move(l);
  f->right = std::move(r);
  return f;
}

// G <= H by the definition: no G^L >= H and no H^R <= G.
class FormOrder {
 public:
  bool leq(const FormPtr& g, const FormPtr& h) {
    auto key = std::make_pair(g.get(), h.get());
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    bool r = true;
    for (const auto& gl : g->left)
      if (leq(h, gl)) r = false;
    for (const auto& hr : h->right)
      if (r && leq(hr, g)) r = false;
    memo_[key] = r;
    return r;
  }

 private:
  std::map<std::pair<const Form*, const Form*>, bool> memo_;
};

// The literal sum G + H and negative -G.
inline FormPtr form_sum(const FormPtr& g, const FormPtr& h) {
  std::vector<FormPtr> l, r;
  for (const auto& x : g->left) l.push_back(form_sum(x, h));
  for (const auto& x : h->left) l.push_back(form_sum(g, x));
  for (const auto& x : g->right) r.push_back(form_sum(x, h));
  for (const auto& x : h->right) r.push_back(form_sum(g, x));
  return make_form(std::move(l), std::move(r));
}

inline FormPtr form_neg(const FormPtr& g) {
  std::vector<FormPtr> l, r;
  for (const auto& x : g->right) l.push_back(form_neg(x));
  for (const auto& x : g->left) r.push_back(form_neg(x));
  return make_form(std::move(l), std::move(r));
}

// The canonical value of a form, through Game::from_options.
inline Game form_value(const FormPtr& g, std::map<const Form*, Game>& memo) {
  if (auto it = memo.find(g.get()); it != memo.end()) return it->second;
  std::vector<Game> l, r;
  for (const auto& x : g->left) l.push_back(form_value(x, memo));
  for (const auto& x : g->right) r.push_back(form_value(x, memo));
  Game v = Game::from_options(l, r);
  memo.emplace(g.get(), v);
  return v;
}

// The thermograph computed on the form itself (no canonical form).
inline const Thermograph& form_thermograph(const FormPtr& g, std::map<const Form*, Thermograph>& memo) {
  if (auto it = memo.find(g.get()); it != memo.end()) return it->second;
  std::vector<const Thermograph*> l, r;
  for (const auto& x : g->left) l.push_back(&form_thermograph(x, memo));
  for (const auto& x : g->right) r.push_back(&form_thermograph(x, memo));
  return memo.emplace(g.get(), thermograph_from_options(l, r)).first->second;
}

// A pool of random forms: each new form takes random subsets of the earlier ones as options,
// so followers are shared as in real game trees.
inline std::vector<FormPtr> random_pool(std::mt19937& rng, std::size_t size, std::size_t max_options) {
  std::vector<FormPtr> pool{make_form({}, {})};
  pool.push_back(make_form({pool[0]}, {}));  // 1
  pool.push_back(make_form({}, {pool[0]}));  // -1
  pool.push_back(make_form({pool[0]}, {pool[0]}));  // *
  while (pool.size() < size) {
    std::uniform_int_distribution<std::size_t> count(0, max_options), pick(0, pool.size() - 1);
    std::vector<FormPtr> l, r;
    for (std::size_t k = count(rng); k > 0; --k) l.push_back(pool[pick(rng)]);
    for (std::size_t k = count(rng); k > 0; --k) r.push_back(pool[pick(rng)]);
    pool.push_back(make_form(std::move(l), std::move(r)));
  }
  return pool;
}

}  // namespace alea::cgt::test
