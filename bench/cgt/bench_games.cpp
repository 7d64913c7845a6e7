// Benchmarks of the games library (docs/cgt.md, "The games library", lists the results with the
// machine and cgt-tools' times). Each runs once in a fresh process, so the transposition tables
// and the store start empty; run one at a time:
//   ./build-bench/bench/bench_games --benchmark_filter=domineering_5x6
// Counters: parts (normalised components valued = the transposition table's entries), table
// bytes, games in the store.
#include <benchmark/benchmark.h>

#include <string>
#include <type_traits>

#include "cgt/game.hpp"
#include "cgt/games.hpp"
#include "cgt/games/graphs.hpp"
#include "cgt/games/solver.hpp"

namespace {

using namespace alea::cgt;

std::string rectangle(int rows, int cols, char cell = '.') {
  std::string s;
  for (int r = 0; r < rows; ++r) s += (r ? "|" : "") + std::string(static_cast<std::size_t>(cols), cell);
  return s;
}

void run(benchmark::State& state, const PositionPtr& p) {
  Game v;
  for (auto _ : state) v = p->value();
  state.counters["games_in_store"] = static_cast<double>(game_store_size());
  state.counters["store_bytes"] = static_cast<double>(game_store_bytes());
  state.counters["birthday"] = static_cast<double>(v.birthday());
}

#define GAME_BENCH(name, position) \
  void name(benchmark::State& state) { run(state, position); } \
  BENCHMARK(name)->Unit(benchmark::kMillisecond)->Iterations(1)

// Domineering on empty rectangles (rows x columns): the goals against cgt-tools.
GAME_BENCH(domineering_4x4, domineering(rectangle(4, 4)));
GAME_BENCH(domineering_4x5, domineering(rectangle(4, 5)));
GAME_BENCH(domineering_5x5, domineering(rectangle(5, 5)));
GAME_BENCH(domineering_5x6, domineering(rectangle(5, 6)));
GAME_BENCH(domineering_6x6, domineering(rectangle(6, 6)));
// A row for every other game at a size that takes about a second or a few.
GAME_BENCH(clobber_4x4, clobber("xoxo|oxox|xoxo|oxox"));
GAME_BENCH(konane_5x5, konane("xoxox|oxoxo|xox.x|oxoxo|xoxox"));
GAME_BENCH(fission_6x5, fission(".....|.x.x.|..x.x|.x..x|..x..|....."));
GAME_BENCH(amazons_3x4, amazons("xo..|....|..ox"));
GAME_BENCH(toads_and_frogs_16, toads_and_frogs("TTTTT......FFFFF"));
GAME_BENCH(toppling_dominoes_64, toppling_dominoes("lrelrrellrerlrelrrellrerlrelrrellrerlrellrelrrellrerlrelrrellr"));
GAME_BENCH(snort_3x6, snort(rectangle(3, 6)));
GAME_BENCH(col_4x5, col(rectangle(4, 5)));
GAME_BENCH(ski_jumps_4x8, ski_jumps("L......R|R......L|L......R|R.....L."));
GAME_BENCH(hackenbush_tree, hackenbush("lr(lre(rl;lr;ee);rrl(le;el);e(lrr;rle))lre(rl;lr)"));
GAME_BENCH(partizan_arc_kayles_4x5_grid,
           partizan_arc_kayles("0-1:l 1-2:r 2-3:e 3-4:l 5-6:r 6-7:l 7-8:e 8-9:r 10-11:l 11-12:r 12-13:e 13-14:l "
                               "15-16:r 16-17:l 17-18:e 18-19:r 0-5:r 5-10:l 10-15:e 1-6:l 6-11:e 11-16:r 2-7:e "
                               "7-12:r 12-17:l 3-8:r 8-13:l 13-18:e 4-9:l 9-14:e 14-19:r"));
GAME_BENCH(cutcake_255x255, cutcake("255x255"));

// Graph games with parts keyed by their canonical forms (isomorphic parts share an entry, as the
// library does) against parts keyed by their labelled edges (the engine before): `_labelled`
// rows. Counters: parts valued (the table's entries) and parts whose canonical search gave up.
template <class Rules>
void graph_run(benchmark::State& state, bool canonical, const std::string& text) {
  namespace g = alea::cgt::games;
  g::Edges s = g::edges_of(g::parse_graph(text, "graph"));
  if constexpr (std::is_same_v<Rules, g::HackenbushRules>) s = g::HackenbushRules::grounded(s);
  g::BoardSolver<Rules> solver{Rules(canonical)};
  Game v;
  for (auto _ : state) v = solver.value(s);
  state.counters["parts"] = static_cast<double>(solver.positions());
  state.counters["given_up"] = static_cast<double>(solver.rules().searches_given_up());
  state.counters["table_bytes"] = static_cast<double>(solver.bytes());
  state.counters["games_in_store"] = static_cast<double>(game_store_size());
}

#define GRAPH_BENCH(name, rules, position)                                                       \
  void name(benchmark::State& state) { graph_run<alea::cgt::games::rules>(state, true, position); } \
  BENCHMARK(name)->Unit(benchmark::kMillisecond)->Iterations(1);                                 \
  void name##_labelled(benchmark::State& state) { graph_run<alea::cgt::games::rules>(state, false, position); } \
  BENCHMARK(name##_labelled)->Unit(benchmark::kMillisecond)->Iterations(1)

// The tree above (few symmetries: what the search costs where it finds little to share).
GRAPH_BENCH(graph_hackenbush_tree, HackenbushRules, "lr(lre(rl;lr;ee);rrl(le;el);e(lrr;rle))lre(rl;lr)");
// Six identical branches on a green stalk: 4^6 labelled positions of the branches, 84 up to
// isomorphism.
GRAPH_BENCH(graph_hackenbush_broom, HackenbushRules, "e(lrl;lrl;lrl;lrl;lrl;lrl)");
// A flower garden (Winning Ways ch. 7): four flowers, each a green stalk of two edges with five
// blue and five red petals.
GRAPH_BENCH(graph_hackenbush_garden, HackenbushRules,
            "(ee(l;l;l;l;l;r;r;r;r;r);ee(l;l;l;l;l;r;r;r;r;r);ee(l;l;l;l;l;r;r;r;r;r);ee(l;l;l;l;l;r;r;r;r;r))");
// A forest of five identical trees of eleven edges.
GRAPH_BENCH(graph_hackenbush_forest, HackenbushRules,
            "(lr(lrl;elr;rel);lr(lrl;elr;rel);lr(lrl;elr;rel);lr(lrl;elr;rel);lr(lrl;elr;rel))");
// Arc Kayles on the coloured 4 x 5 grid above, and on the green 4 x 6 grid (its parts after a few
// moves are paths, combs and small grids, many of them alike).
GRAPH_BENCH(graph_arc_kayles_4x5, ArcKaylesRules,
            "0-1:l 1-2:r 2-3:e 3-4:l 5-6:r 6-7:l 7-8:e 8-9:r 10-11:l 11-12:r 12-13:e 13-14:l "
            "15-16:r 16-17:l 17-18:e 18-19:r 0-5:r 5-10:l 10-15:e 1-6:l 6-11:e 11-16:r 2-7:e "
            "7-12:r 12-17:l 3-8:r 8-13:l 13-18:e 4-9:l 9-14:e 14-19:r");
GRAPH_BENCH(graph_arc_kayles_green_4x6, ArcKaylesRules,
            "0-1:e 1-2:e 2-3:e 3-4:e 4-5:e 6-7:e 7-8:e 8-9:e 9-10:e 10-11:e 12-13:e 13-14:e 14-15:e "
            "15-16:e 16-17:e 18-19:e 19-20:e 20-21:e 21-22:e 22-23:e 0-6:e 6-12:e 12-18:e 1-7:e 7-13:e "
            "13-19:e 2-8:e 8-14:e 14-20:e 3-9:e 9-15:e 15-21:e 4-10:e 10-16:e 16-22:e 5-11:e 11-17:e 17-23:e");
GRAPH_BENCH(graph_arc_kayles_green_5x5, ArcKaylesRules,
            "0-1:e 0-5:e 1-2:e 1-6:e 2-3:e 2-7:e 3-4:e 3-8:e 4-9:e 5-6:e 5-10:e 6-7:e 6-11:e 7-8:e 7-12:e 8-9:e "
            "8-13:e 9-14:e 10-11:e 10-15:e 11-12:e 11-16:e 12-13:e 12-17:e 13-14:e 13-18:e 14-19:e 15-16:e "
            "15-20:e 16-17:e 16-21:e 17-18:e 17-22:e 18-19:e 18-23:e 19-24:e 20-21:e 21-22:e 22-23:e 23-24:e");

}  // namespace
