#pragma once
// The search's states as Hex boards (boolfn.hex(k), k <= 5): a state is a normalised partial
// board (hex_board.hpp), memoised by its canonical key in a compact memo; the bit table of its
// function over the relevant cells (in cell order) rides along for the bounds and the ordering,
// made from the parent's only when the state is solved or bounded for the first time.
#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <vector>

#include "boolfn/search/branch_bound.hpp"
#include "boolfn/structure.hpp"
#include "boolfn/search/hex_board.hpp"
#include "boolfn/table/bit_table.hpp"
#include "core/rational.hpp"

namespace alea::boolfn::search {

struct HexKeyHash {
  std::size_t operator()(const HexKey& key) const;
};

class HexSpace {
 public:
  struct State {
    HexPosition pos;
    std::optional<HexKey> key;  // open, >= 2 relevant cells, and the key fits
    int cell = -1, colour = 0;  // the read that made it from its parent
    std::optional<BitTable> table;
  };
  using Key = HexKey;
  using KeyHash = HexKeyHash;

  HexSpace(int k, int n) : g_(k), n_(n) {}
  const HexGeometry& geometry() const { return g_; }
  // Blue on `blue`, Red on `red`, with f's table on the free cells (in cell order).
  State root(Cells blue, Cells red, BitTable free_table) const;

  int size(const State& s) const { return std::popcount(s.pos.relevant); }
  State child(const State& s, int j, int v) const;
  void complete(const State& parent, State& c) const;
  void release(State& c) const { c.table.reset(); }
  const std::optional<HexKey>& key(const State& s) const { return s.key; }
  std::int64_t static_bound(const State& s) const;
  std::vector<std::uint64_t> influence(const State& s) const;
  int variable(const State& s, int j) const { return cell_of(s, j) + 1; }
  Rational leaf(const State& s) const { return Rational(s.pos.winner); }
  std::uint64_t key_bytes(const HexKey&) const { return sizeof(HexKey); }

 private:
  int cell_of(const State& s, int j) const;  // the j-th relevant cell
  State make(Cells blue, Cells red) const;

  HexGeometry g_;
  int n_;
};

// Entries in fixed 32-byte slots (the key's 7 words, then the value with two flags) in buckets
// of four, each key hashed to two buckets (the second used when the first is full). The table
// doubles when 15/16 full, or 3/4 full with both of a key's buckets full, while the memory guard
// allows three times its size (old and new during the copy) beside `reserve` bytes; past that,
// full buckets give up their least valuable entry (a static bound before a solved state, fewer
// relevant cells first), so the search goes on within the guard instead of failing.
class HexMemo {
 public:
  explicit HexMemo(std::uint64_t reserve);
  std::optional<Entry> find(const HexKey& key) const;
  void store(const HexKey& key, Entry e);
  std::uint64_t size() const { return count_; }
  std::uint64_t stored() const { return stored_; }
  std::uint64_t bytes() const { return slots_.size() * sizeof(Slot); }
  std::uint64_t replaced() const { return replaced_; }

 private:
  using Slot = std::array<std::uint32_t, 8>;
  static constexpr int bucket = 4;
  enum class Placed { added, updated, replaced, dropped, no_room };
  std::array<std::size_t, 2> buckets(const std::uint32_t* words) const;
  bool grow();
  Placed place(const Slot& s, bool may_replace);

  std::vector<Slot> slots_;
  std::uint64_t count_ = 0, stored_ = 0, replaced_ = 0, reserve_;
};

// The structure of boolfn.hex(k), k <= 5: the decision-tree search on its boards.
std::shared_ptr<const Structure> hex_boards(int k);

}  // namespace alea::boolfn::search
