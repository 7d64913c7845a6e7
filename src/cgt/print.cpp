#include "cgt/print.hpp"

#include <map>
#include <unordered_map>

#include "cgt/engine/engine.hpp"
#include "cgt/engine/memo.hpp"
#include "cgt/engine/order.hpp"
#include "cgt/engine/uptimal.hpp"
#include "core/memory_guard.hpp"

namespace alea::cgt {

using engine::Id;
using engine::store;

namespace {

constexpr int kMaxSlashes = 4;

struct Cut {};  // thrown when the bound is reached

// "g1", "g2", ...: names of shared followers.
std::string name(int k) {
  std::string s(1, 'g');
  s += std::to_string(k);
  return s;
}

bool is_switch(Id g) { return !store().is_nus(g) && engine::negate(g) == g; }

struct TinyForm {
  bool tiny;      // Tiny (else Miny)
  Id translate;   // the number x
  Id subscript;   // the game after Tiny/Miny
};

// CGSuite's isNumberTiny: {x || x | y} with mean(y) < x is x + Tiny(x - y), and
// {y | x || x} with mean(y) > x is x + Miny(y - x).
std::optional<TinyForm> tiny_form(Id g) {
  auto& s = store();
  auto lo = s.left(g), ro = s.right(g);
  if (lo.size() != 1 || ro.size() != 1) return std::nullopt;
  Id l = lo[0], r = ro[0];
  if (s.is_number(l)) {
    auto rl = s.left(r), rr = s.right(r);
    if (rl.size() == 1 && rr.size() == 1 && rl[0] == l && Game::from_id(rr[0]).mean() < s.nus_of(l).number)
      return TinyForm{true, l, engine::subtract(l, rr[0])};
  }
  if (s.is_number(r)) {
    auto ll = s.left(l), lr = s.right(l);
    if (ll.size() == 1 && lr.size() == 1 && lr[0] == r && Game::from_id(ll[0]).mean() > s.nus_of(r).number)
      return TinyForm{false, r, engine::subtract(ll[0], r)};
  }
  return std::nullopt;
}

class Printer {
 public:
  explicit Printer(std::size_t limit, const std::unordered_map<Id, int>* names = nullptr)
      : limit_(limit), names_(names) {}

  // The definition of a named follower: its form, not its name.
  void write_definition(Id g) {
    defining_ = g;
    write(g, true, false);
  }

  // Writes g; returns the number of slashes its outermost level used (0 if braced or atomic),
  // exactly as CGSuite's appendTo.
  int write(Id g, bool force_brackets, bool force_parens) {
    engine::tick();
    auto& s = store();
    if (s.is_nus(g)) return write_nus(s.nus_of(g), force_parens);
    if (auto u = engine::uptimal_symbol(g)) return write_uptimal(*u, force_parens);
    if (int k = name_of(g); k > 0) {
      put(name(k));
      return 0;
    }
    defining_ = engine::kNoId;
    auto lo = engine::sorted_left(g), ro = engine::sorted_right(g);
    if (is_switch(g)) {
      put("+-");
      if (lo.size() > 1) put("{");
      for (std::size_t i = 0; i < lo.size(); ++i) {
        if (i > 0) put(",");
        write(lo[i], true, lo.size() == 1);
      }
      if (lo.size() > 1) put("}");
      return 0;
    }
    if (auto t = tiny_form(g)) {
      if (force_parens) put("(");
      if (t->translate != s.zero()) write(t->translate, false, false);
      put(t->tiny ? "Tiny(" : "Miny(");
      write(t->subscript, true, false);
      put(")");
      if (force_parens) put(")");
      return 0;
    }
    int n = slashes(g, force_brackets);
    bool braces = force_brackets || n == 0;
    int level = std::max(side_slashes(lo), side_slashes(ro));
    if (braces) put("{");
    write_side(lo);
    put(std::string(static_cast<std::size_t>(level), '|'));
    write_side(ro);
    if (braces) put("}");
    return n;
  }

  std::string text;

 private:
  void put(const std::string& s) {
    if (text.size() + s.size() > limit_) {
      text.append(s, 0, limit_ - text.size());
      throw Cut{};
    }
    text += s;
  }

  int write_nus(const engine::Nus& n, bool force_parens) {
    bool number_zero = n.number.is_zero();
    bool compact = n.is_number() || (n.up == 0 && number_zero) || (number_zero && n.nim == 0);
    if (force_parens && !compact) put("(");
    if (!number_zero || (n.nim == 0 && n.up == 0)) put(n.number.to_string());
    if (n.up != 0) {
      long long a = n.up < 0 ? -n.up : n.up;
      put(n.up == 2 ? "^^" : n.up == -2 ? "vv" : n.up > 0 ? "^" : "v");
      if (a > 2) put(std::to_string(a));
    }
    if (n.nim != 0) {
      put("*");
      if (n.nim > 1) put(std::to_string(n.nim));
    }
    if (force_parens && !compact) put(")");
    return 0;
  }

  // ^<k>, v<k>, ^[k], v[k] with the number before and the nimber after, as CGSuite's
  // Uptimal.appendTo (parenthesized after +- unless a bare symbol).
  int write_uptimal(const engine::Uptimal& u, bool force_parens) {
    bool compact = u.number.is_zero() && u.nim == 0;
    if (force_parens && !compact) put("(");
    if (!u.number.is_zero()) put(u.number.to_string());
    bool unit = u.is_unit();
    put(u.coeffs.back() > 0 ? "^" : "v");
    put(unit ? "<" : "[");
    put(std::to_string(u.length()));
    put(unit ? ">" : "]");
    if (u.nim != 0) {
      put("*");
      if (u.nim > 1) put(std::to_string(u.nim));
    }
    if (force_parens && !compact) put(")");
    return 0;
  }

  void write_side(const std::vector<Id>& side) {
    for (std::size_t i = 0; i < side.size(); ++i) {
      if (i > 0) put(",");
      write(side[i], side.size() > 1, false);
    }
  }

  // The slash count of a side: one more than the most its options use.
  int side_slashes(const std::vector<Id>& side) {
    int m = 0;
    for (Id o : side) m = std::max(m, slashes(o, side.size() > 1) + 1);
    return m;
  }

  // What write() would return, without writing (memoized: it depends on the id only, and on
  // the names when printing shared structure).
  int slashes(Id g, bool force_brackets) {
    auto& s = store();
    if (s.is_nus(g) || engine::uptimal_symbol(g) || is_switch(g) || tiny_form(g) || name_of(g) > 0) return 0;
    static engine::BoundedMemo<int> shared_memo(40);
    engine::BoundedMemo<int>& memo = names_ ? local_memo_ : shared_memo;
    int n;
    if (const int* m = memo.find(g)) {
      n = *m;
    } else {
      engine::tick();
      n = std::max(side_slashes(engine::sorted_left(g)), side_slashes(engine::sorted_right(g)));
      memo.put(g, n);
    }
    return (force_brackets || n == kMaxSlashes) ? 0 : n;
  }

  int name_of(Id g) const {
    if (!names_ || g == defining_) return 0;
    auto it = names_->find(g);
    return it == names_->end() ? 0 : it->second;
  }

  std::size_t limit_;
  const std::unordered_map<Id, int>* names_;
  Id defining_ = engine::kNoId;
  engine::BoundedMemo<int> local_memo_{40};
};

// Followers (not number-up-stars) met more than once in a walk of the options, named in the
// order a left-to-right print first meets them.
std::unordered_map<Id, int> shared_followers(Id root) {
  std::unordered_map<Id, int> seen;
  std::vector<Id> order, stack{root};
  while (!stack.empty()) {
    engine::tick();
    Id g = stack.back();
    stack.pop_back();
    if (store().is_nus(g) || engine::uptimal_symbol(g)) continue;  // printed as symbols
    if (seen[g]++ > 0) continue;
    order.push_back(g);
    auto lo = engine::sorted_left(g), ro = engine::sorted_right(g);
    for (auto it = ro.rbegin(); it != ro.rend(); ++it) stack.push_back(*it);
    for (auto it = lo.rbegin(); it != lo.rend(); ++it) stack.push_back(*it);
  }
  std::unordered_map<Id, int> names;
  int k = 0;
  for (Id g : order)
    if (g != root && seen[g] > 1) names[g] = ++k;
  return names;
}

}  // namespace

PrintResult print(const Game& g, std::size_t max_chars) {
  require_memory(max_chars, "the text of a game (its bound on characters)");  // the text may reach the bound
  Printer p(max_chars);
  PrintResult r;
  try {
    p.write(g.id(), true, false);
  } catch (const Cut&) {
    r.cut = true;
    p.text += "...";
  }
  r.text = std::move(p.text);
  return r;
}

std::string to_string(const Game& g, std::size_t max_chars) { return print(g, max_chars).text; }

PrintResult print_shared(const Game& g, std::size_t max_chars) {
  require_memory(max_chars, "the text of a game (its bound on characters)");
  auto names = shared_followers(g.id());
  std::vector<Id> by_number(names.size() + 1, engine::kNoId);
  for (auto& [id, k] : names) by_number[static_cast<std::size_t>(k)] = id;
  Printer p(max_chars, &names);
  PrintResult r;
  try {
    p.write(g.id(), true, false);
    for (std::size_t k = 1; k < by_number.size(); ++k) {
      p.text += k == 1 ? "  where " : ", ";
      p.text += name(static_cast<int>(k));
      p.text += " = ";
      p.write_definition(by_number[k]);
    }
  } catch (const Cut&) {
    r.cut = true;
    p.text += "...";
  }
  r.text = std::move(p.text);
  return r;
}

}  // namespace alea::cgt
