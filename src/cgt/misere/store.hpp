#pragma once
// The store of misère canonical forms of impartial games (Conway, ONAG ch. 12; Siegel, CGT V.1):
// every canonical form gets one integer id and equal games share it (canonical forms are unique),
// so misère equality is id equality. A record is the sorted list of its options' ids. 0 has id 0.
//
// Canonical forms: a game is canonical when its options are and none is reversible. By Conway's
// simplification theorem, if every option D of G that is not in a set H has an option equal to
// the game H = {H's options}, then G = H, unless H = 0 and every such D is a misère N-position
// (then G is a P-position and 0 is not). So a game with canonical options S simplifies exactly to
// some option K of one of its options with options(K) a subset of S, every option outside
// options(K) having K among its options (uniqueness of canonical forms makes "equal" "identical").
//
// Not thread-safe (like the normal-play store): misère forms are built from one thread.
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace alea::cgt::misere {

using Id = std::uint32_t;

// The least non-negative integer not among the values (which it sorts).
std::uint64_t mex(std::vector<std::uint64_t>& values);

class Store {
 public:
  static Store& instance();

  // The canonical form of the game whose options are these canonical games (any order, repeats
  // allowed).
  Id make(std::vector<Id> options);
  Id nim_heap(std::uint64_t n);  // *n = {0, *1, ..., *(n-1)}
  Id sum(Id a, Id b);

  const std::vector<Id>& options(Id g) const { return records_[g].options; }
  std::uint64_t birthday(Id g) const { return records_[g].birthday; }
  bool is_p_position(Id g) const { return records_[g].p_position; }  // misère outcome P
  std::uint64_t nim_value(Id g) const { return records_[g].g_plus; }   // normal play
  std::uint64_t misere_value(Id g) const { return records_[g].g_minus; }
  // The n of *n when g is a nim heap, else -1.
  long long nim_heap_size(Id g) const { return records_[g].heap; }

  std::size_t size() const { return records_.size(); }
  std::uint64_t bytes() const { return bytes_; }

 private:
  Store();
  struct Record {
    std::vector<Id> options;  // sorted
    std::uint64_t birthday = 0, g_plus = 0, g_minus = 1;
    long long heap = -1;
    bool p_position = false;
  };
  struct VectorHash {
    std::size_t operator()(const std::vector<Id>& v) const;
  };
  Id add(std::vector<Id> options);
  Id simplify(const std::vector<Id>& s);

  std::vector<Record> records_;
  std::unordered_map<std::vector<Id>, Id, VectorHash> index_;  // canonical option lists
  std::unordered_map<std::vector<Id>, Id, VectorHash> made_;   // other option lists already simplified
  std::unordered_map<std::uint64_t, Id> sums_;
  std::vector<Id> heaps_;
  std::uint64_t bytes_ = 0;
};

}  // namespace alea::cgt::misere
