#include "core/cluster.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <exception>

#include "core/errors.hpp"
#include "core/parallel.hpp"

#ifdef ALEA_HAVE_MPI
#define OMPI_SKIP_MPICXX 1   // the C API only: MPI's deprecated C++ bindings warn under -Wextra
#define MPICH_SKIP_MPICXX 1
#include <mpi.h>
#endif

namespace alea::cluster {
namespace {

bool started = false;
int my_rank = 0, ranks = 1;
bool print_all = false;
int saved_stdout = -1;  // ranks > 0: the real standard output while it points at /dev/null
int null_fd = -1;

// mpirun (Open MPI), srun and MPICH's launchers (PMI, PMIx) leave these in every rank's environment.
bool launched_by_mpi() {
  for (const char* v : {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_RANK", "PMI_SIZE"})
    if (std::getenv(v) != nullptr) return true;
  return false;
}

void point_stdout(bool real) {
  if (saved_stdout < 0) return;
  std::fflush(stdout);
  dup2(real ? saved_stdout : null_fd, STDOUT_FILENO);
}

enum Status : std::uint8_t { ok = 0, interrupted = 1, limit = 2, invalid = 3, error = 4, memory = 5 };

}  // namespace

void start(int* argc, char*** argv) {
#ifdef ALEA_HAVE_MPI
  if (started || !launched_by_mpi()) return;
  int provided = 0;
  // Only the main thread calls MPI; parallel_for's threads compute between the exchanges.
  if (MPI_Init_thread(argc, argv, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS) return;
  started = true;
  MPI_Comm_rank(MPI_COMM_WORLD, &my_rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  if (my_rank != 0) {
    saved_stdout = dup(STDOUT_FILENO);
    null_fd = open("/dev/null", O_WRONLY);
    if (saved_stdout >= 0 && null_fd >= 0) point_stdout(false);
  }
#else
  (void)argc, (void)argv;
#endif
}

void stop() {
#ifdef ALEA_HAVE_MPI
  if (!started) return;
  std::fflush(stdout);
  MPI_Finalize();
  started = false;
#endif
}

void abort(int status) {
  std::fflush(stdout);
  std::fflush(stderr);
#ifdef ALEA_HAVE_MPI
  if (started && ranks > 1) MPI_Abort(MPI_COMM_WORLD, status);
#endif
  stop();
  std::exit(status);
}

bool active() { return started; }
int rank() { return my_rank; }
int size() { return ranks; }

void set_all_print(bool on) {
  print_all = on;
  point_stdout(on);
}
bool all_print() { return print_all; }
bool writes_files() { return my_rank == 0 || print_all; }

Share share(std::uint64_t n, int r, int count) {
  const std::uint64_t k = static_cast<std::uint64_t>(count), q = n / k, extra = n % k, i = static_cast<std::uint64_t>(r);
  const std::uint64_t begin = i * q + std::min(i, extra);
  return {begin, begin + q + (i < extra ? 1 : 0)};
}

std::vector<std::string> all_gather(const std::string& mine) {
#ifdef ALEA_HAVE_MPI
  if (started && ranks > 1) {
    if (mine.size() > static_cast<std::size_t>(INT_MAX))
      throw LimitExceeded("an MPI exchange of " + std::to_string(mine.size()) + " bytes from one rank (at most 2^31 - 1)");
    int len = static_cast<int>(mine.size());
    std::vector<int> lens(static_cast<std::size_t>(ranks)), offsets(static_cast<std::size_t>(ranks));
    MPI_Allgather(&len, 1, MPI_INT, lens.data(), 1, MPI_INT, MPI_COMM_WORLD);
    long long total = 0;
    for (int r = 0; r < ranks; ++r) offsets[static_cast<std::size_t>(r)] = static_cast<int>(total), total += lens[static_cast<std::size_t>(r)];
    if (total > INT_MAX)
      throw LimitExceeded("an MPI exchange of " + std::to_string(total) + " bytes over all ranks (at most 2^31 - 1)");
    std::string all(static_cast<std::size_t>(total), '\0');
    MPI_Allgatherv(mine.data(), len, MPI_BYTE, all.data(), lens.data(), offsets.data(), MPI_BYTE, MPI_COMM_WORLD);
    std::vector<std::string> out;
    for (int r = 0; r < ranks; ++r)
      out.push_back(all.substr(static_cast<std::size_t>(offsets[static_cast<std::size_t>(r)]),
                               static_cast<std::size_t>(lens[static_cast<std::size_t>(r)])));
    return out;
  }
#endif
  return {mine};
}

Writer& Writer::put(const std::string& s) {
  put<std::uint64_t>(s.size());
  bytes_.append(s);
  return *this;
}

void Reader::need(std::size_t n) const {
  if (bytes_.size() - at_ < n) throw Error("an MPI exchange ended early (ranks built from different versions?)");
}

std::string Reader::get_string() {
  const auto n = static_cast<std::size_t>(get<std::uint64_t>());
  need(n);
  std::string s = bytes_.substr(at_, n);
  at_ += n;
  return s;
}

std::vector<std::string> gather_agreed(const std::function<std::string()>& mine) {
  Writer w;
  try {
    std::string bytes = mine();
    w.put<std::uint8_t>(ok).put(bytes);
  } catch (const Interrupted&) {
    w = Writer(), w.put<std::uint8_t>(interrupted);
  } catch (const MemoryLimitExceeded& e) {
    w = Writer(), w.put<std::uint8_t>(memory).put(std::string(e.what()));
  } catch (const LimitExceeded& e) {
    w = Writer(), w.put<std::uint8_t>(limit).put(std::string(e.what()));
  } catch (const InvalidArgument& e) {
    w = Writer(), w.put<std::uint8_t>(invalid).put(e.role).put(std::string(e.what()));
  } catch (const std::exception& e) {
    w = Writer(), w.put<std::uint8_t>(error).put("rank " + std::to_string(rank()) + ": " + e.what());
  }
  const auto all = all_gather(w.take());
  std::vector<std::string> out;
  for (const auto& bytes : all) {  // the lowest rank's failure, on every rank
    Reader in(bytes);
    switch (in.get<std::uint8_t>()) {
      case ok: out.push_back(in.get_string()); break;
      case interrupted: throw Interrupted();
      case limit: throw LimitExceeded(in.get_string());
      case memory: throw MemoryLimitExceeded(in.get_string());
      case invalid: {
        std::string role = in.get_string();
        throw InvalidArgument(role, in.get_string());
      }
      default: throw Error(in.get_string());
    }
  }
  return out;
}

std::vector<std::string> exchange_parts(std::uint64_t n, const std::function<std::string(std::uint64_t)>& part) {
  std::vector<std::string> parts;
  if (size() == 1) {  // one process: parallel_for alone, its exceptions as they are
    parts.resize(static_cast<std::size_t>(n));
    parallel_for(0, static_cast<std::size_t>(n), [&](std::size_t i) { parts[i] = part(i); });
    return parts;
  }
  const Share s = share(n, rank(), size());
  const auto all = gather_agreed([&] {
    std::vector<std::string> mine(static_cast<std::size_t>(s.end - s.begin));
    parallel_for(0, mine.size(), [&](std::size_t i) { mine[i] = part(s.begin + i); });
    Writer w;
    for (auto& m : mine) w.put(m);
    return w.take();
  });
  parts.reserve(static_cast<std::size_t>(n));
  for (int r = 0; r < size(); ++r) {
    Reader in(all[static_cast<std::size_t>(r)]);
    const Share t = share(n, r, size());
    for (std::uint64_t i = t.begin; i < t.end; ++i) parts.push_back(in.get_string());
  }
  return parts;
}

std::string rank_path(const std::string& path) {
  return size() > 1 ? path + ".rank" + std::to_string(rank()) : path;
}

}  // namespace alea::cluster
