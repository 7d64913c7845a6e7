#include "cgt/impartial_ruleset.hpp"

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/progress.hpp"

namespace alea::cgt {

namespace {

// The least value no option has (the options' values are at most as many as the options, so a
// table of that size decides it).
std::uint64_t impartial_mex(const std::vector<std::uint64_t>& values) {
  std::vector<bool> seen(values.size() + 1, false);
  for (auto v : values)
    if (v < seen.size()) seen[v] = true;
  std::uint64_t m = 0;
  while (seen[m]) ++m;
  return m;
}

}  // namespace

ImpartialRuleset::ImpartialRuleset(Callbacks callbacks) : cb_(std::move(callbacks)) {
  if (!cb_.moves) throw InvalidArgument("moves", "an impartial ruleset needs its moves function");
  if (!cb_.key) throw InvalidArgument("key", "an impartial ruleset needs a key function");
}

void ImpartialRuleset::clear() {
  nim_.clear();
  misere_.clear();
  bytes_ = 0;
}

ImpartialRuleset::Frame ImpartialRuleset::open(Handle pos, std::string key) {
  Frame f{pos, std::move(key), false, {}, 0, 0};
  if (cb_.parts) {
    if (auto parts = cb_.parts(pos); parts && !(parts->size() == 1 && cb_.key(parts->front()) == f.key)) {
      f.sum = true;
      f.children = std::move(*parts);
    }
  }
  if (!f.sum) f.children = cb_.moves(pos);
  f.bytes = 2 * (160 + f.key.size()) + 8 * f.children.size();  // the frame and its entry in on_stack
  walking_ += f.bytes;
  require_memory(bytes_ + walking_, "the ruleset's memo of positions");
  return f;
}

// Depth first over the positions not yet in the memo; a position is finished when all its
// children are, and `combine(sum, children's values)` gives its value.
template <class V, class Combine>
V ImpartialRuleset::solve(Handle root, std::unordered_map<std::string, V>& memo, Combine combine) {
  std::string root_key = cb_.key(root);
  if (auto it = memo.find(root_key); it != memo.end()) return it->second;
  std::vector<Frame> stack;
  std::unordered_map<std::string, std::size_t> on_stack;  // key -> depth in the stack
  walking_ = 0;
  stack.push_back(open(root, root_key));
  on_stack.emplace(root_key, 0);
  std::uint64_t steps = 0;
  Progress bar("impartial game tree: positions solved", 0);  // the tree's size is known only at its end
  while (!stack.empty()) {
    if ((++steps & 0x3FF) == 0) check_interrupt();
    Frame& top = stack.back();
    if (top.next < top.children.size()) {
      const Handle child = top.children[top.next++];
      std::string k = cb_.key(child);
      if (memo.count(k)) continue;
      if (auto it = on_stack.find(k); it != on_stack.end()) {
        std::string path;
        for (std::size_t i = it->second; i < stack.size(); ++i) path += describe(stack[i].pos) + " -> ";
        path += describe(child);
        if (top.sum) throw InvalidArgument("parts", "position " + describe(child) + " is a part of itself (" + path + ")");
        throw InvalidArgument("moves", "the ruleset is not short: play can return to position " + describe(child) +
                                           " (" + path + ")");
      }
      Frame f = open(child, std::move(k));
      on_stack.emplace(f.key, stack.size());
      stack.push_back(std::move(f));
      continue;
    }
    std::vector<V> values;
    values.reserve(top.children.size());
    for (Handle c : top.children) values.push_back(memo.at(cb_.key(c)));
    const V v = combine(top.sum, values);
    bytes_ += 96 + top.key.size();
    walking_ -= top.bytes;
    on_stack.erase(top.key);
    memo.emplace(std::move(top.key), v);
    stack.pop_back();
    bar.advance();
  }
  return memo.at(root_key);
}

std::uint64_t ImpartialRuleset::nim_value(Handle pos) {
  return solve(pos, nim_, [](bool sum, const std::vector<std::uint64_t>& values) {
    if (!sum) return impartial_mex(values);
    std::uint64_t x = 0;
    for (auto v : values) x ^= v;
    return x;
  });
}

misere::MisereGame ImpartialRuleset::misere(Handle pos) {
  using misere::MisereGame;
  return MisereGame::from_id(solve(pos, misere_, [](bool sum, const std::vector<misere::Id>& ids) {
    std::vector<MisereGame> forms;
    forms.reserve(ids.size());
    for (auto id : ids) forms.push_back(MisereGame::from_id(id));
    if (!sum) return MisereGame::from_options(forms).id();
    MisereGame total;
    for (const auto& f : forms) total = total + f;
    return total.id();
  }));
}

}  // namespace alea::cgt
