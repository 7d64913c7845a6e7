// boolfn research runs (docs/boolfn.md, "Beyond the seed"): one iteration each, findings
// printed. Select with --benchmark_filter=recmaj3|hex|and_or|monotone|largest_n.
#include <benchmark/benchmark.h>

#include <atomic>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <thread>

#include "boolfn/builtins.hpp"
#include "boolfn/decision_tree.hpp"
#include "boolfn/influence.hpp"
#include "boolfn/read_once.hpp"
#include "boolfn/selection_game.hpp"
#include "core/memory_guard.hpp"
#include "core/parallel.hpp"

namespace {
using namespace alea;
using namespace alea::boolfn;

std::string show(const Rational& r) {
  char buf[64];
  std::snprintf(buf, sizeof buf, " (%.10f)", to_double(r));
  return to_string(r) + buf;
}
std::string show(const Quantity& x) { return x.exact ? show(*x.exact) : std::to_string(x.value); }

// Recursive 3-majority, levels 1..3: Delta(f_n) and optimal play under every tie-break.
void BM_recmaj3(benchmark::State& state) {
  for (auto _ : state) {
    Rational previous = 1;
    for (int level = 1; level <= 3; ++level) {
      auto f = recursive_majority(level);
      auto tree = optimal_tree_read_once(f);
      std::cout << "recmaj(" << level << ") Delta = " << show(tree.cost) << ", fewest leaves among optimal trees "
                << tree.leaves << ", fewest leaves of all trees " << tree.fewest_leaves << ", states " << tree.states << ", ratio to the level below "
                << to_double(tree.cost / previous) << ", cost^(1/level) " << std::pow(to_double(tree.cost), 1.0 / level)
                << "\n";
      previous = tree.cost;
      for (Tie tie : {Tie::first, Tie::min, Tie::max}) {
        auto g = play_read_once(f, {}, tie);
        std::cout << "  optimal play, tie " << (tie == Tie::first ? "first" : tie == Tie::min ? "min" : "max")
                  << ": length " << show(g.length) << ", leaves " << g.leaves << ", fewest leaves over tie-breaks "
                  << g.fewest_leaves << ", states " << g.states << "\n";
      }
    }
  }
}
BENCHMARK(BM_recmaj3)->Unit(benchmark::kSecond)->Iterations(1);

void report_moves(const BooleanFunction& f) {
  auto m = optimal_moves(f);
  std::cout << "  optimal first moves:";
  for (int i : m.moves) std::cout << " x" << i;
  std::cout << " (score " << show(m.scores[m.moves[0] - 1]) << ")\n";
}

// Random-turn Hex: tables up to 4 x 4, the sparse walk for 5 x 5.
void BM_hex(benchmark::State& state) {
  for (auto _ : state) {
    for (int k = 2; k <= 5; ++k) {
      auto f = hex(k);
      std::cout << "hex(" << k << "): E[f] = " << show(expectation(f)) << "\n";
      report_moves(f);
      auto b = length_bounds(f);
      std::cout << "  Prop. 23 bound " << show(b.prop23) << ", Prop. 24 bound " << show(b.prop24) << "\n";
      if (k <= 4) {
        auto all = play_all_ties(f);
        for (auto [name, r] : {std::pair<const char*, GameResult>{"first", all.first}, {"min", all.min}, {"max", all.max}})
          std::cout << "  optimal play, tie " << name << ": length " << show(r.length) << ", leaves " << r.leaves
                    << ", depth " << r.depth << "\n";
        TreeOptions o;
        o.build = false;
        auto t = optimal_decision_tree(f, o);
        std::cout << "  optimal decision tree: cost " << show(t.cost) << ", leaves " << t.leaves << ", depth " << t.depth
                  << "; fewest leaves " << t.fewest_leaves << ", least depth " << t.least_depth << "\n";
      } else {
        for (Tie tie : {Tie::first, Tie::min, Tie::max}) {
          GameOptions o;
          o.tie = tie;
          auto r = play_sparse(f, o);
          std::cout << "  optimal play (sparse walk), tie " << (tie == Tie::first ? "first" : tie == Tie::min ? "min" : "max")
                    << ": length " << show(r.length) << ", leaves " << r.leaves << ", depth " << r.depth << "\n";
        }
      }
    }
  }
}
BENCHMARK(BM_hex)->Unit(benchmark::kSecond)->Iterations(1);

// Every monotone function of six variables (the Dedekind number 7,828,354): is the tree optimal
// play induces an optimal tree, and the smallest one, under each tie-break?
std::vector<std::uint64_t> monotone_tables(int n) {
  std::vector<std::uint64_t> fs = {0, 1};  // n = 0: the constants -1 and +1
  for (int m = 1; m <= n; ++m) {
    int half = 1 << (m - 1);
    std::vector<std::uint64_t> next;
    for (auto f0 : fs)
      for (auto f1 : fs)
        if ((f0 & ~f1) == 0) next.push_back(f0 | (f1 << half));
    fs.swap(next);
  }
  return fs;
}

void BM_monotone(benchmark::State& state) {
  int n = int(state.range(0));
  for (auto _ : state) {
    auto fs = monotone_tables(n);
    std::cout << "monotone functions of " << n << " variables: " << fs.size() << "\n";
    set_thread_count(1);
    unsigned want = game::want_value | game::want_first | game::want_min | game::want_max | game::want_play_shape |
                    game::want_tree | game::want_tree_shape | game::want_tree_extremes;
    // counts[tie][0]: play longer than Delta; [1]: more leaves than the fewest of all trees;
    // [2]: more leaves than the fewest among optimal trees
    std::atomic<std::uint64_t> counts[3][3] = {}, optimal_not_smallest{0};
    std::mutex lock;
    std::uint64_t example[3][3] = {}, example_conflict = 0;
    auto work = [&](std::size_t begin, std::size_t end) {
      for (std::size_t j = begin; j < end; ++j) {
        auto t = game::solve(TruthTable::boolean(n, {fs[j]}), Coin(), want);
        auto r = t->root();
        if (t->determined(r)) continue;
        Rational delta = *t->tree_cost(r).exact;
        std::uint64_t fewest = t->fewest_leaves(r), among = t->tree_leaves(r);
        if (among > fewest) {
          std::lock_guard<std::mutex> g(lock);
          if (optimal_not_smallest++ == 0) example_conflict = fs[j];
        }
        for (int m = 0; m < 3; ++m) {
          Tie tie = Tie(m);
          bool flags[3] = {*t->length(tie, r).exact > delta, t->play_leaves(tie, r) > fewest, t->play_leaves(tie, r) > among};
          for (int q = 0; q < 3; ++q)
            if (flags[q]) {
              std::lock_guard<std::mutex> g(lock);
              if (counts[m][q]++ == 0) example[m][q] = fs[j];
            }
        }
      }
    };
    std::size_t mid = fs.size() / 2;
    std::thread other(work, mid, fs.size());
    work(0, mid);
    other.join();
    set_thread_count(0);
    const char* names[3] = {"first", "min", "max"};
    for (int m = 0; m < 3; ++m)
      std::printf("  tie %-5s: longer than Delta %llu (e.g. 0x%016llx), more leaves than the smallest tree %llu "
                  "(e.g. 0x%016llx), more leaves than the smallest optimal tree %llu (e.g. 0x%016llx)\n",
                  names[m], (unsigned long long)counts[m][0].load(), (unsigned long long)example[m][0],
                  (unsigned long long)counts[m][1].load(), (unsigned long long)example[m][1],
                  (unsigned long long)counts[m][2].load(), (unsigned long long)example[m][2]);
    std::printf("  optimal trees that cannot be smallest: %llu (e.g. 0x%016llx)\n",
                (unsigned long long)optimal_not_smallest.load(), (unsigned long long)example_conflict);
  }
}
BENCHMARK(BM_monotone)->DenseRange(3, 6)->Unit(benchmark::kSecond)->Iterations(1);

// And-Or trees (Example 25): exact at p = 1/2 and 1/3 by symmetry, and at the golden
// p = (3 - sqrt 5)/2 in floating point by the tables, against phi^(2h) and Proposition 24.
void BM_and_or(benchmark::State& state) {
  for (auto _ : state) {
    for (Rational p : {Rational(1, 2), Rational(1, 3)}) {
      for (int h = 1; h <= 3; ++h) {
        auto f = and_or_tree(h);
        std::cout << "and_or(" << h << ") p = " << to_string(p) << ": E[f] = " << show(play_read_once(f, Coin::of(p)).value);
        for (Tie tie : {Tie::first, Tie::min, Tie::max}) {
          auto g = play_read_once(f, Coin::of(p), tie);
          std::cout << ", length (" << (tie == Tie::first ? "first" : tie == Tie::min ? "min" : "max") << ") " << show(g.length);
        }
        if (h <= 2) std::cout << ", Delta " << show(optimal_tree_read_once(f, Coin::of(p)).cost);
        std::cout << "\n";
      }
    }
    double golden = (3 - std::sqrt(5.0)) / 2, phi = (1 + std::sqrt(5.0)) / 2;
    Coin coin = Coin::of(Number::of(golden));
    for (int h = 1; h <= 2; ++h) {
      auto f = and_or_tree(h);
      GameOptions o;
      o.coin = coin;
      auto g = play(f, o);
      TreeOptions t;
      t.coin = coin;
      t.build = false;
      auto tree = optimal_decision_tree(f, t);
      auto b = length_bounds(f, coin);
      std::printf("and_or(%d) golden p: length %.15f, Delta %.15f, Prop. 24 %.15f, phi^(2h) %.15f\n", h, g.length.value,
                  tree.cost.value, b.prop24.value, std::pow(phi, 2 * h));
    }
  }
}
BENCHMARK(BM_and_or)->Unit(benchmark::kSecond)->Iterations(1);

// Bytes per partial assignment of each use and the largest n that fits a memory budget.
void BM_largest_n(benchmark::State& state) {
  for (auto _ : state) {
    auto f = majority(15);
    struct Use {
      const char* name;
      unsigned want;
    } uses[] = {{"game, one tie-break", game::want_value | game::want_first | game::want_play_shape},
                {"game, all tie-breaks", game::want_value | game::want_first | game::want_min | game::want_max | game::want_play_shape},
                {"optimal decision tree", game::want_tree | game::want_tree_shape | game::want_tree_extremes}};
    for (const auto& u : uses) {
      std::uint64_t b = game::bytes_per_state(f.table(), Coin(), u.want);
      std::cout << u.name << ": " << b << " bytes per partial assignment (p = 1/2, +-1 f);";
      for (double gib : {3.0, 24.0, 128.0}) {
        int n = 0;
        while (std::pow(3.0, n + 1) * double(b) <= gib * 1073741824.0) ++n;
        std::cout << " " << gib << " GiB: n = " << n;
      }
      std::cout << "\n";
    }
  }
}
BENCHMARK(BM_largest_n)->Iterations(1);

}  // namespace
