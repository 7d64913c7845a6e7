#pragma once
// The store of canonical short games, as CGSuite's CanonicalShortGameOps keeps it: every
// canonical form gets one integer id (hash-consing), so equal values share one id and equality
// is id equality. Two kinds of records:
//   - number-up-star ("nus") x + ^n + *m: kept as (x, n, m); their options are made only when
//     asked for (so 2^100 or ^1000 cost one record, not a chain);
//   - every other canonical form: its sorted lists of canonical option ids.
// The store is not thread-safe: canonical forms are built from one thread (the REPL's).
#include <cstdint>
#include <deque>
#include <span>
#include <vector>

#include "cgt/dyadic.hpp"

namespace alea::cgt::engine {

using Id = std::uint32_t;
constexpr Id kNoId = 0xFFFFFFFFu;
// The longest chain of options a number-up-star may unfold into (^n: n, m/2^k: k).
constexpr long long kMaxChain = 5000;

struct Nus {
  Dyadic number;
  long long up = 0;           // multiple of ^ (negative: v)
  unsigned long long nim = 0;  // nimber part
  bool is_number() const { return up == 0 && nim == 0; }
};

class Store {
 public:
  static Store& instance();

  Id zero() const { return zero_; }
  Id nus(const Dyadic& x, long long up = 0, unsigned long long nim = 0);
  Id number(const Dyadic& x) { return nus(x, 0, 0); }
  // The id of {L | R}, where L and R are canonical ids that already form a canonical form
  // (no dominated or reversible options) that is not a number-up-star (the caller recognizes
  // those first: engine::intern).
  Id general(std::vector<Id> left, std::vector<Id> right);

  bool is_nus(Id g) const { return records_[g].nus != kNoNus; }
  bool is_number(Id g) const { return is_nus(g) && nus_[records_[g].nus].is_number(); }
  const Nus& nus_of(Id g) const { return nus_[records_[g].nus]; }  // requires is_nus(g)

  // The canonical options. The spans stay valid for the life of the store.
  std::span<const Id> left(Id g);
  std::span<const Id> right(Id g);

  // The stops, kept on every record (the options' stops give them when a game is made), so a
  // comparison can often be settled without looking at options.
  const Dyadic& left_stop(Id g) const { return records_[g].nus != kNoNus ? nus_[records_[g].nus].number : records_[g].left_stop; }
  const Dyadic& right_stop(Id g) const { return records_[g].nus != kNoNus ? nus_[records_[g].nus].number : records_[g].right_stop; }

  // The negative's id, cached on the record.
  Id cached_negative(Id g) const { return records_[g].negative; }
  void set_negative(Id g, Id n) { records_[g].negative = n; records_[n].negative = g; }

  std::size_t size() const { return records_.size(); }
  std::uint64_t bytes() const;

 private:
  Store();
  static constexpr std::uint32_t kNoNus = 0xFFFFFFFFu;
  struct Record {
    std::uint64_t hash = 0;
    const Id* options = nullptr;   // left options, then right options
    std::uint32_t n_left = 0, n_right = 0;
    std::uint32_t nus = kNoNus;    // index into nus_, or kNoNus
    Id negative = kNoId;
    bool options_ready = false;
    Dyadic left_stop, right_stop;  // general games only (number-up-stars: their number)
  };
  void materialize(Id g);
  const Id* store_options(const std::vector<Id>& left, const std::vector<Id>& right);
  Id add_record(Record r);
  Id find_general(std::uint64_t h, const std::vector<Id>& left, const std::vector<Id>& right) const;
  Id find_nus(std::uint64_t h, const Nus& n) const;
  void index_insert(Id g);
  void grow_index();
  void check_memory(std::uint64_t extra);

  std::vector<Record> records_;
  std::deque<Nus> nus_;
  std::vector<std::vector<Id>> chunks_;  // option storage; a chunk never reallocates
  std::vector<Id> index_;                // open addressing over records, by hash
  std::size_t index_used_ = 0;
  Id zero_ = kNoId;
};

std::uint64_t hash_nus(const Nus& n);
std::uint64_t hash_options(const std::vector<Id>& left, const std::vector<Id>& right);

}  // namespace alea::cgt::engine
