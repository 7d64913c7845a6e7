#pragma once
// The nim values G(0), G(1), ... of a take-and-break code, computed heap by heap by the mex rule,
// with the fast paths that make long runs possible:
//
//  - moves leaving one heap or none are table lookups; when the code repeats forever (0.[3]), the
//    values such moves reach are kept as one growing set per residue class of the take, so Nim
//    costs O(1) per heap, not O(n);
//  - moves leaving two heaps (the octal games) use the rare-value method (Winning Ways ch. 4,
//    "Sparse space spells speed"; Flammenkamp's tables): a mask m splits the values into two
//    classes by the parity of their bits under m, and the value G(a) ^ G(b) of a split has the
//    class of the pair (the classes of a and b, also shifted by the parity of the position in
//    the "domain" variant). When one class is rare, the values of splits with one rare part are
//    listed in full (few pairs), and a value the common pairs would give is only searched for
//    when it is the mex candidate, which almost always finds a pair at once. The answer does not
//    depend on the mask (only the speed does): the engine picks the mask that makes the fewest
//    rare positions among the values so far, and falls back to listing every pair when no mask
//    makes them rare;
//  - moves leaving three or more heaps use the sets of values of partitions into r parts, built
//    once per size; modified counts ('!', '?') there are listed partition by partition.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "cgt/impartial/code.hpp"

namespace alea::cgt::impartial {

// How the pairs of octal splits are evaluated (the result is the same; tests compare them).
enum class SplitMethod { automatic, sparse, naive };

struct EngineStats {
  std::uint64_t mask = 0;      // the rare-value mask in use (sparse method)
  bool domain = false;         // its class also depends on the parity of the position
  std::uint64_t flip = 0;      // a is rare when parity(G(a) & mask) ^ (domain ? a & 1 : 0) ^ flip is 0
  std::uint64_t rare = 0;      // positions in the rare class
  bool sparse = false;         // the sparse method is in use
  std::uint64_t searched = 0;  // pairs read while searching for mex candidates
};

class NimEngine {
 public:
  NimEngine(const Code& code, SplitMethod method = SplitMethod::automatic);
  ~NimEngine();
  NimEngine(NimEngine&&) noexcept;
  NimEngine& operator=(NimEngine&&) noexcept;

  // Computes G(0..n) if not yet known: memory checked up front, Ctrl-C polled, progress shown.
  void extend_to(std::uint64_t n);
  std::uint64_t size() const;  // heaps known: G(0 .. size() - 1)
  std::uint64_t value(std::uint64_t n) const;
  // Appends G(from .. to - 1) to out.
  void copy(std::uint64_t from, std::uint64_t to, std::vector<std::uint64_t>& out) const;
  // Sets the values of heaps size() .. size() + values.size() - 1 without computing them (a
  // sequence continued by a proven period); the engine cannot compute past them afterwards.
  void append_known(const std::vector<std::uint64_t>& values);
  EngineStats stats() const;
  // Chooses the rare-value mask again from the latest values (as the engine does at each doubling
  // of the table), so stats() describes the values as they now are: a value with a new top bit
  // that appeared since the last choice may change which mask makes the fewest rare positions.
  void review_mask();
  std::uint64_t bytes() const;
  // The table as raw little-endian values of value_bytes() bytes each (for checkpoints), and its
  // continuation from such bytes (count values of `width` bytes; they must follow size()).
  int value_bytes() const;
  const std::uint8_t* raw() const;
  void append_raw(const std::uint8_t* bytes, std::uint64_t count, int width);

  struct State;  // the rules split by family, the values, the rare-value state

 private:
  std::unique_ptr<State> s_;
};

}  // namespace alea::cgt::impartial
