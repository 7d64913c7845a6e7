#pragma once
// The search's states as bit tables (any +-1 function of at most 36 relevant variables): a
// state is its restricted function over the variables it depends on, memoised by its table up
// to output negation, input negation and variable reversal (bit_table.hpp's canonical form).
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

#include "boolfn/search/branch_bound.hpp"
#include "boolfn/table/bit_table.hpp"

namespace alea::boolfn::search {

// max(3/2, OSSS (Var f / max_i Inf_i), Prop. 23 with every variable oriented to help
// ((sum_i |fhat(i)|)^2 / Var f)) in units of 2^-n, rounded up to the grid of t's costs (t has
// k >= 2 relevant variables).
std::int64_t table_bound(const BitTable& t, int n);

struct WordsHash {
  std::size_t operator()(const Words& w) const;
};

class TableSpace {
 public:
  struct State {
    BitTable t;
    std::vector<int> vars;  // f's variables (1-based) of the table's
    std::optional<Words> key;
  };
  using Key = Words;
  using KeyHash = WordsHash;

  explicit TableSpace(int n) : n_(n) {}
  // f's table with its variables' names; irrelevant ones are dropped here.
  static State root(BitTable t, std::vector<int> vars);

  int size(const State& s) const { return s.t.k; }
  State child(const State& s, int j, int v) const;
  void complete(const State&, State&) const {}
  void release(State&) const {}
  const std::optional<Words>& key(const State& s) const { return s.key; }
  std::int64_t static_bound(const State& s) const { return table_bound(s.t, n_); }
  std::vector<std::uint64_t> influence(const State& s) const;
  int variable(const State& s, int j) const { return s.vars[j]; }
  Rational leaf(const State& s) const { return Rational(s.t.w[0] & 1 ? 1 : -1); }
  std::uint64_t key_bytes(const Words& key) const { return key.capacity() * 8 + 16; }

 private:
  int n_;
};

// Memo entries by their full tables; every new entry is counted at its real footprint (key
// words with malloc's header, the hash node, its bucket) against the memory guard.
class TableMemo {
 public:
  std::optional<Entry> find(const Words& key) const;
  void store(const Words& key, Entry e);
  std::uint64_t size() const { return map_.size(); }
  std::uint64_t stored() const { return map_.size(); }
  std::uint64_t bytes() const { return bytes_; }

 private:
  std::unordered_map<Words, Entry, WordsHash> map_;
  std::uint64_t bytes_ = 0;
};

}  // namespace alea::boolfn::search
