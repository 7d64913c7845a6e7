#pragma once
// The state of find_emperor's pass (pass.hpp) outside the process: its checkpoint file and its
// bytes in the exchange between processes under mpirun (core/cluster.hpp). The checkpoint is text
// written atomically by the shared writer of checkpoint.hpp (format in docs/alloc_emperor.md,
// "Finding the emperor"):
//
//   alea find_emperor checkpoint 2
//   rules <original|independent>
//   p <P as hexadecimal doubles>
//   t <tokens>
//   part <begin> <end> <next>          (one section per part this process runs)
//   champion <rank>
//   replacements <n>
//   seconds <pass time, summed over runs>
//   pruned <ranks skipped by the bound>  (absent before issue 30: 0)
//   pairs <normal forms the champion still meets pair by pair>  (when not 0)
//   tie <champion rank> <rank> <w> <d> <l> <undecided 0|1>
//   end
//
// Allocations are stored by rank and doubles in hexadecimal, so a resumed run and every process
// see exactly the same numbers.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "alloc/emperor/pass.hpp"
#include "core/cluster.hpp"

namespace alea::alloc::emperor {

void write_pass(const std::string& path, const ProbVector& p, std::int64_t t, Rules rules,
                const std::vector<PassState>& parts);
// nullopt when there is no file; InvalidArgument (role "checkpoint") for another run's file,
// naming the file and line for one that is not a complete checkpoint.
std::optional<std::vector<PassState>> read_pass(const std::string& path, const ProbVector& p, std::int64_t t,
                                                Rules rules);

// A pass's state through the exchange, allocations as ranks (n values, t tokens).
void put_pass(cluster::Writer& w, const PassState& s);
PassState get_pass(cluster::Reader& in, std::size_t n, std::int64_t t);

}  // namespace alea::alloc::emperor
