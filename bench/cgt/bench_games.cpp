// Benchmarks of the games library (docs/cgt.md, "The games library", lists the results with the
// machine and cgt-tools' times). Each runs once in a fresh process, so the transposition tables
// and the store start empty; run one at a time:
//   ./build-bench/bench/bench_games --benchmark_filter=domineering_5x6
// Counters: parts (normalised components valued = the transposition table's entries), table
// bytes, games in the store.
#include <benchmark/benchmark.h>

#include <string>

#include "cgt/game.hpp"
#include "cgt/games.hpp"

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

}  // namespace
