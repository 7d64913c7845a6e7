#pragma once
// Many machines: the one place alea meets MPI (docs/cluster.md). Under `mpirun -np N alea
// script.lua` every rank runs the whole script; the long loops (alloc.is_emperor, tournaments)
// cut their index range [0, n) into one contiguous share per rank (threads within a rank through
// parallel_for), exchange the parts, and combine them in index order on every rank, so every
// rank returns what one process would, bit for bit. Built without MPI (ALEA_HAVE_MPI undefined)
// or started without mpirun, this is one rank of one and every exchange is the identity.
#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <type_traits>
#include <vector>

#include "core/parallel.hpp"

namespace alea::cluster {

// Initialises MPI when the process was launched by mpirun/srun (their environment variables say
// so) and MPI was built in; a plain `alea` never touches MPI and starts as fast as before.
void start(int* argc, char*** argv);
// MPI_Finalize (after a normal end); abort(status) ends every rank at once (after an error on one).
void stop();
[[noreturn]] void abort(int status);

bool active();  // started under mpirun, with more than one rank or not
int rank();     // 0 when not active
int size();     // 1 when not active

// Ranks other than 0 print nothing (their standard output goes to /dev/null) unless all_print.
void set_all_print(bool on);
bool all_print();
// Whether this rank writes the files a script asks for (rank 0, or every rank with all_print).
bool writes_files();

// The contiguous share of [0, n) of rank r among `ranks`: sizes differ by at most one, earlier
// ranks take the larger ones, and the shares of ranks 0, 1, ... follow each other in order.
struct Share {
  std::uint64_t begin = 0, end = 0;
};
Share share(std::uint64_t n, int r, int ranks);

// Every rank's bytes, in rank order, on every rank (MPI_Allgatherv). Collective: every rank calls it.
std::vector<std::string> all_gather(const std::string& mine);

// Bytes in and out of the exchanges: integers, doubles (their bits) and strings, appended in order.
class Writer {
 public:
  template <class T>
  Writer& put(T v) {
    static_assert(std::is_arithmetic_v<T>);
    bytes_.append(reinterpret_cast<const char*>(&v), sizeof v);
    return *this;
  }
  Writer& put(const std::string& s);
  std::string take() { return std::move(bytes_); }

 private:
  std::string bytes_;
};
class Reader {
 public:
  explicit Reader(const std::string& bytes) : bytes_(bytes) {}
  template <class T>
  T get() {
    static_assert(std::is_arithmetic_v<T>);
    T v;
    need(sizeof v);
    std::memcpy(&v, bytes_.data() + at_, sizeof v);
    at_ += sizeof v;
    return v;
  }
  std::string get_string();

 private:
  void need(std::size_t n) const;
  const std::string& bytes_;
  std::size_t at_ = 0;
};

// Runs mine() on every rank and returns every rank's bytes, in rank order, on every rank. An
// exception on any rank is rethrown on every rank after the exchange (the lowest rank's, as
// Interrupted, LimitExceeded, InvalidArgument with its role, or Error), so a rank that is
// interrupted or fails stops them all at the same point. Collective.
std::vector<std::string> gather_agreed(const std::function<std::string()>& mine);

// The parts of [0, n): part(i) is computed by the rank whose share holds i (its share run by
// parallel_for over this rank's threads), encoded, exchanged, and returned decoded, all n in
// index order, on every rank; errors as gather_agreed.
std::vector<std::string> exchange_parts(std::uint64_t n, const std::function<std::string(std::uint64_t)>& part);

template <class T, class Part, class Encode, class Decode>
std::vector<T> map_parts(std::uint64_t n, Part&& part, Encode&& encode, Decode&& decode) {
  auto bytes = exchange_parts(n, [&](std::uint64_t i) {
    Writer w;
    encode(w, part(i));
    return w.take();
  });
  std::vector<T> out;
  out.reserve(bytes.size());
  for (auto& b : bytes) {
    Reader r(b);
    out.push_back(decode(r));
  }
  return out;
}

// A reduction in index order: part(i) for every i of [0, n) folded left to right by
// fold(acc, part), which returns false to drop every later part (an early stop, such as the first
// opponent favored over X). Each rank folds its own share (computed by its threads) from T{},
// sends the one value, and every rank folds those in rank order: the same as folding all n parts
// in order in one process when fold is associative with T{} as identity and its stop carries
// over (a fold that stopped stops the next level too). The value is returned on every rank.
template <class T, class Part, class Fold, class Encode, class Decode>
T fold_parts(std::uint64_t n, Part&& part, Fold&& fold, Encode&& encode, Decode&& decode) {
  const Share s = share(n, rank(), size());
  auto local = [&] {
    std::vector<T> parts(static_cast<std::size_t>(s.end - s.begin));
    parallel_for(0, parts.size(), [&](std::size_t i) { parts[i] = part(s.begin + i); });
    T acc{};
    for (auto& p : parts)
      if (!fold(acc, std::move(p))) break;
    return acc;
  };
  if (size() == 1) return local();
  const auto all = gather_agreed([&] {
    Writer w;
    encode(w, local());
    return w.take();
  });
  T acc{};
  for (const auto& bytes : all) {
    Reader r(bytes);
    if (!fold(acc, decode(r))) break;
  }
  return acc;
}

// The file name a rank keeps its own copy of a checkpoint under: path itself in one process,
// path + ".rank<r>" under mpirun with several ranks.
std::string rank_path(const std::string& path);

}  // namespace alea::cluster
