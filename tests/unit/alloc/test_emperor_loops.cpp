// The emperor kernel's loops (src/alloc/emperor/kernel_loops.hpp): every instruction set this
// CPU runs gives the same w, d, l and, within the bound Kernel::gap_slack(), the same
// single-precision w - l, on the 12-token Figure 8 emperor (every opponent) and a 36-token
// window around the conjecture's first beater; the bound holds with room to spare.
#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

#include "alloc/emperor/kernel.hpp"
#include "alloc/emperor/kernel_loops.hpp"
#include "alloc/enumerate.hpp"
#include "prob/prob_vector.hpp"

using namespace alea;
using namespace alea::alloc;

namespace {

struct Walked {
  std::vector<double> gaps;       // every opponent's single-precision w - l
  std::vector<emperor::KernelWdl> wdls;  // every 97th opponent's w, d, l
};

Walked walk(const emperor::Kernel& k, std::uint64_t from, std::uint64_t count) {
  struct Collect : emperor::OpponentVisitor {
    Walked s;
    void visit(emperor::Leaves& l) override {
      for (std::size_t i = 0; i < l.size(); ++i) {
        s.gaps.push_back(l.gap(i));
        if ((l.first_rank() + i) % 97 == 0) s.wdls.push_back(l.wdl(i));
      }
    }
  } c;
  k.walk(from, from + count, c);
  return c.s;
}

std::vector<const emperor::Loops*> runnable() {
  std::vector<const emperor::Loops*> r;
  for (const char* name : {"portable", "avx2", "avx512"})
    if (const auto* L = emperor::runnable_loops(name)) r.push_back(L);
  return r;
}

}  // namespace

TEST_CASE("emperor: every instruction set gives the same w, d, l and w - l within the bound", "[alloc][emperor]") {
  const auto p = ProbVector::dice(2, 6).values();
  struct Case {
    Counts x;
    std::uint64_t from, count;
  };
  const std::vector<Case> cases{{{0, 0, 1, 1, 2, 3, 2, 2, 1, 0, 0}, 0, allocation_count(11, 12)},
                                {{0, 2, 3, 4, 6, 7, 5, 4, 3, 2, 0}, 3689562625 - 20000, 40000}};
  const auto sets = runnable();
  REQUIRE(!sets.empty());
  CHECK(std::string(sets[0]->name) == "portable");
  for (const auto& c : cases) {
    const emperor::Kernel ref(p, c.x, *sets[0]);
    const Walked r = walk(ref, c.from, c.count);
    REQUIRE(r.gaps.size() == c.count);
    // The bound itself: each single-precision gap against its own double w - l.
    double worst = 0;
    for (std::uint64_t i = 0; i < c.count; i += 97) {
      const auto w = ref.wdl(allocation_unrank(11, ref.tokens(), c.from + i));
      worst = std::max(worst, std::abs(r.gaps[i] - (w.win - w.loss)));
    }
    INFO(format_counts(c.x) << ": largest |float gap - double gap| " << worst << ", bound " << ref.gap_slack());
    CHECK(worst < ref.gap_slack() / 10);
    for (std::size_t s = 1; s < sets.size(); ++s) {
      INFO(sets[s]->name);
      const emperor::Kernel k(p, c.x, *sets[s]);
      CHECK(k.nodes() == ref.nodes());
      const Walked o = walk(k, c.from, c.count);
      REQUIRE(o.gaps.size() == r.gaps.size());
      REQUIRE(o.wdls.size() == r.wdls.size());
      double gap_diff = 0, wdl_diff = 0;
      for (std::size_t i = 0; i < o.gaps.size(); ++i) gap_diff = std::max(gap_diff, std::abs(o.gaps[i] - r.gaps[i]));
      for (std::size_t i = 0; i < o.wdls.size(); ++i)
        wdl_diff = std::max({wdl_diff, std::abs(o.wdls[i].win - r.wdls[i].win), std::abs(o.wdls[i].draw - r.wdls[i].draw),
                             std::abs(o.wdls[i].loss - r.wdls[i].loss)});
      CHECK(gap_diff <= k.gap_slack() + ref.gap_slack());
      CHECK(wdl_diff < 1e-14);
    }
  }
}
