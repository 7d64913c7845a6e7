// boolfn.hex(k)'s structure (structure.hpp): the decision-tree search over normalised Hex boards.
#include <bit>

#include "boolfn/partial.hpp"
#include "boolfn/search/hex_space.hpp"

namespace alea::boolfn::search {
namespace {

class HexBoards final : public Structure {
 public:
  explicit HexBoards(int k) : k_(k) {}
  std::string name() const override { return "Hex boards of side " + std::to_string(k_); }

  Outcome search(const Partial& partial, const TruthTable& sub, const Settings& settings, int& relevant) const override {
    Cells blue = 0, red = 0;
    for (int i = 0; i < partial.n(); ++i)
      if (partial.value[i]) (partial.value[i] > 0 ? blue : red) |= Cells(1) << i;
    relevant = std::popcount(normalise(HexGeometry(k_), blue, red).relevant);
    const int n = std::max(relevant, 1);
    HexSpace space(k_, n);
    auto root = space.root(blue, red, bit_table_of(sub));
    // the tables along the recursion: the root's, halving, and a child's beside each
    HexMemo memo(4 * words_of(n) * 8);
    return run_search(space, memo, root, n, settings);
  }

 private:
  int k_;
};

}  // namespace

std::shared_ptr<const Structure> hex_boards(int k) { return std::make_shared<HexBoards>(k); }

}  // namespace alea::boolfn::search
