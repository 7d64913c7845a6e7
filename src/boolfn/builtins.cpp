#include "boolfn/builtins.hpp"

#include <array>
#include <bit>
#include <numeric>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/progress.hpp"
#include "boolfn/search/hex_space.hpp"
#include "geometry/grid.hpp"

namespace alea::boolfn {
namespace {

void check_positive(int v, const char* role, const char* what) {
  if (v < 1) throw InvalidArgument(role, std::string(what) + " must be at least 1, got " + std::to_string(v));
}

std::uint64_t low_mask(int n) { return n >= 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << n) - 1; }

// A threshold-like gate over n single variables, with its index evaluator when n <= 64.
BooleanFunction symmetric(const Gate& gate, int n, std::string name) {
  if (n > 64) throw LimitExceeded("symmetric gates take at most 64 inputs, got " + std::to_string(n));
  std::vector<Formula> leaves(n, Formula::variable());
  BooleanFunction f = BooleanFunction::from_formula(Formula::apply(gate, leaves), std::move(name));
  return f.with_index_evaluator([gate](std::uint64_t x) { return gate.plus(x); });
}


}  // namespace

BooleanFunction majority(int n) {
  check_positive(n, "n", "n");
  if (n % 2 == 0) throw InvalidArgument("n", "majority needs an odd n, got " + std::to_string(n));
  return symmetric(Gate::make_threshold(n, (n + 1) / 2), n, "maj(" + std::to_string(n) + ")");
}

BooleanFunction threshold(int n, int t) {
  check_positive(n, "n", "n");
  if (t < 0 || t > n + 1) throw InvalidArgument("t", "t must be in 0.." + std::to_string(n + 1));
  return symmetric(Gate::make_threshold(n, t), n, "threshold(" + std::to_string(n) + "," + std::to_string(t) + ")");
}

BooleanFunction and_function(int n) {
  check_positive(n, "n", "n");
  return symmetric(Gate::make_threshold(n, n), n, "and(" + std::to_string(n) + ")");
}

BooleanFunction or_function(int n) {
  check_positive(n, "n", "n");
  return symmetric(Gate::make_threshold(n, 1), n, "or(" + std::to_string(n) + ")");
}

BooleanFunction parity(int n) {
  check_positive(n, "n", "n");
  return symmetric(Gate::make_parity(n), n, "parity(" + std::to_string(n) + ")");
}

BooleanFunction dictator(int n, int i) {
  check_positive(n, "n", "n");
  if (i < 1 || i > n) throw InvalidArgument("i", "i must be in 1.." + std::to_string(n) + ", got " + std::to_string(i));
  auto f = BooleanFunction::implicit(n, [i](const std::vector<signed char>& x) { return x[i - 1] > 0; },
                                     "dictator(" + std::to_string(n) + "," + std::to_string(i) + ")");
  return f.with_index_evaluator([i](std::uint64_t x) { return (x >> (i - 1)) & 1; });
}

BooleanFunction recursive_majority(int level) {
  if (level < 0 || level > 10)
    throw InvalidArgument("level", "level must be in 0..10 (3^10 = 59049 variables), got " + std::to_string(level));
  Formula f = Formula::variable();
  for (int l = 0; l < level; ++l) f = Formula::apply(Gate::make_threshold(3, 2), {f, f, f});
  auto shared = std::make_shared<Formula>(f);
  BooleanFunction g = BooleanFunction::from_formula(f, "recmaj(" + std::to_string(level) + ")");
  if (f.n() <= 64) g = g.with_index_evaluator([shared](std::uint64_t x) { return shared->plus_index(x); });
  return g;
}

BooleanFunction tribes(int k, int m) {
  check_positive(k, "k", "the tribe size k");
  check_positive(m, "m", "the number of tribes m");
  BooleanFunction f = tribes(std::vector<int>(m, k));
  return f;
}

BooleanFunction tribes(const std::vector<int>& sizes) {
  if (sizes.empty()) throw InvalidArgument("sizes", "tribes needs at least one tribe");
  if (sizes.size() > 64) throw LimitExceeded("tribes take at most 64 tribes");
  std::vector<Formula> tribe;
  std::vector<std::uint64_t> masks;
  int offset = 0;
  std::string name = "tribes(";
  for (std::size_t j = 0; j < sizes.size(); ++j) {
    int s = sizes[j];
    if (s < 1 || s > 64) throw InvalidArgument("sizes", "tribe sizes must be in 1..64, got " + std::to_string(s));
    tribe.push_back(s == 1 ? Formula::variable()
                           : Formula::apply(Gate::make_threshold(s, s), std::vector<Formula>(s, Formula::variable())));
    masks.push_back(offset + s <= 64 ? low_mask(s) << offset : 0);
    offset += s;
    if (j) name += ',';
    name += std::to_string(s);
  }
  Formula f = sizes.size() == 1 ? tribe[0] : Formula::apply(Gate::make_threshold(int(sizes.size()), 1), tribe);
  BooleanFunction g = BooleanFunction::from_formula(f, name + ")");
  if (offset <= 64)
    g = g.with_index_evaluator([masks](std::uint64_t x) {
      for (auto m : masks)
        if ((x & m) == m) return true;
      return false;
    });
  return g;
}

BooleanFunction and_or_tree(int h) {
  if (h < 0 || h > 8) throw InvalidArgument("h", "the depth h must be in 0..8 (4^8 = 65536 leaves), got " + std::to_string(h));
  Formula f = Formula::variable();
  for (int l = 0; l < h; ++l) {
    Formula o = Formula::apply(Gate::make_threshold(2, 1), {f, f});
    f = Formula::apply(Gate::make_threshold(2, 2), {o, o});
  }
  auto shared = std::make_shared<Formula>(f);
  BooleanFunction g = BooleanFunction::from_formula(f, "and_or(" + std::to_string(h) + ")");
  if (f.n() <= 64) g = g.with_index_evaluator([shared](std::uint64_t x) { return shared->plus_index(x); });
  return g;
}

BooleanFunction hex(int k) {
  if (k < 1 || k > 19) throw InvalidArgument("k", "the board side k must be in 1..19, got " + std::to_string(k));
  auto adj = std::make_shared<std::vector<std::vector<int>>>();
  for (int c = 0; c < k * k; ++c) adj->push_back(geometry::neighbours(k, k, geometry::Tiling::hex, c));
  // Depth-first search from Blue's cells of row 0 through Blue's cells.
  auto blue_crosses = [k, adj](const std::vector<signed char>& x) {
    std::vector<int> stack;
    std::vector<char> seen(k * k, 0);
    for (int c = 0; c < k; ++c)
      if (x[c] > 0) {
        stack.push_back(c);
        seen[c] = 1;
      }
    while (!stack.empty()) {
      int v = stack.back();
      stack.pop_back();
      if (v / k == k - 1) return true;
      for (int w : (*adj)[v])
        if (!seen[w] && x[w] > 0) {
          seen[w] = 1;
          stack.push_back(w);
        }
    }
    return false;
  };
  BooleanFunction f = BooleanFunction::implicit(k * k, blue_crosses, "hex(" + std::to_string(k) + ")");
  if (k * k <= 64) {
    // the same on a bit mask: grow Blue's set from a side by whole-board shifts
    std::uint64_t row0 = low_mask(k), last = row0 << (k * (k - 1));
    std::uint64_t all = low_mask(k * k), not_left = 0, not_right = 0;
    for (int c = 0; c < k * k; ++c) {
      if (c % k != 0) not_left |= std::uint64_t(1) << c;
      if (c % k != k - 1) not_right |= std::uint64_t(1) << c;
    }
    auto touching = [=](std::uint64_t reach) {
      return (reach | ((reach << 1) & not_left) | ((reach >> 1) & not_right) | (reach << k) | (reach >> k) |
              ((reach << (k - 1)) & not_right) | ((reach >> (k - 1)) & not_left)) &
             all;
    };
    auto spread = [=](std::uint64_t reach, std::uint64_t blue) {
      for (;;) {
        const std::uint64_t grown = touching(reach) & blue;
        if (grown == reach) return reach;
        reach = grown;
      }
    };
    f = f.with_index_evaluator([=](std::uint64_t x) { return (spread(x & row0, x) & last) != 0; });
    if (k >= 6) {
      // Cells 0-5 lie on row 0, so a word is the 64 ways to fill them: Blue crosses when its other
      // cells already join row 0 to row k-1, or one of the six is Blue and touches the cells its
      // other cells join to row k-1 (a crossing path leaves row 0 for the last time somewhere).
      std::array<std::uint64_t, 64> hits{};  // hits[s]: the fillings a with a & s != 0
      for (std::uint64_t s6 = 0; s6 < 64; ++s6)
        for (std::uint64_t a = 0; a < 64; ++a)
          if (a & s6) hits[s6] |= std::uint64_t(1) << a;
      f = f.with_word_evaluator([=](std::uint64_t w) {
        const std::uint64_t others = (w << 6) & all, below = spread(others & last, others);
        return below & row0 ? ~std::uint64_t(0) : hits[touching(below) & 63];
      });
    }
  }
  // The decision-tree search works on the boards themselves up to side 5 (32-bit cell sets).
  return k <= 5 ? f.with_structure(search::hex_boards(k)) : f;
}

BooleanFunction compose(const BooleanFunction& f, const std::vector<BooleanFunction>& g) {
  if (int(g.size()) != f.n())
    throw InvalidArgument("g", "f has " + std::to_string(f.n()) + " variables but " + std::to_string(g.size()) +
                                   " functions were given");
  std::string name = f.to_string() + "(";
  for (std::size_t j = 0; j < g.size(); ++j) {
    if (!g[j].is_boolean()) throw InvalidArgument("g", "g" + std::to_string(j + 1) + " is not +-1-valued");
    if (j) name += ',';
    name += g[j].to_string();
  }
  name += ")";
  auto as_formula = [](const BooleanFunction& h) -> Formula {
    if (h.formula()) return *h.formula();
    if (h.n() > 20) throw LimitExceeded("composing a function of " + std::to_string(h.n()) + " variables with no formula (at most 20)");
    const TruthTable& t = h.table();
    std::vector<Formula> leaves(h.n(), Formula::variable());
    if (h.n() == 1 && t.plus(1) && !t.plus(0)) return Formula::variable();
    return Formula::apply(Gate::make_table(h.n(), t.bits()), leaves);
  };
  int total = 0;
  for (const auto& h : g) total += h.n();
  if (f.is_boolean()) {
    // substitute g_j for the j-th leaf of f's formula
    Formula outer = as_formula(f);
    std::vector<Formula> inner;
    for (const auto& h : g) inner.push_back(as_formula(h));
    std::function<Formula(int)> build = [&](int node) -> Formula {
      const FormulaNode& nd = outer.nodes()[node];
      if (nd.is_leaf()) return inner[nd.var];
      std::vector<Formula> kids;
      for (int c : nd.children) kids.push_back(build(c));
      return Formula::apply(nd.gate, kids);
    };
    Formula composed = build(outer.root());
    auto shared = std::make_shared<Formula>(composed);
    BooleanFunction out = BooleanFunction::from_formula(composed, name);
    if (total <= 64) out = out.with_index_evaluator([shared](std::uint64_t x) { return shared->plus_index(x); });
    return out;
  }
  // a real-valued f of +-1 functions: tabulate
  check_table_n(total);
  TableBuilder builder(total);
  std::uint64_t size = std::uint64_t(1) << total;
  std::vector<Point> parts(g.size());
  for (std::size_t j = 0; j < g.size(); ++j) parts[j].assign(g[j].n(), -1);
  Point outer(f.n());
  for (std::uint64_t idx = 0; idx < size; ++idx) {
    int off = 0;
    for (std::size_t j = 0; j < g.size(); ++j) {
      for (int i = 0; i < g[j].n(); ++i) parts[j][i] = ((idx >> (off + i)) & 1) ? 1 : -1;
      off += g[j].n();
      outer[j] = g[j].value(parts[j]) > 0 ? 1 : -1;
    }
    builder.set(idx, f.value(outer));
    if ((idx & 4095) == 4095) check_interrupt();
  }
  return BooleanFunction(builder.finish(), name);
}

}  // namespace alea::boolfn
