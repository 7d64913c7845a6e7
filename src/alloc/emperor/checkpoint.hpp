#pragma once
// The checkpoint of an emperor check: a small text file, rewritten atomically (a temporary file
// beside it, flushed, then renamed over it) so an interrupted run always leaves a complete one.
//
//   alea emperor checkpoint 1
//   rules original
//   p <P as hexadecimal doubles>
//   x <X's counts>
//   total <allocations of X's size>
//   rank <every opponent of smaller rank has been checked>
//   checked <n>   rechecked <n>   trivial_ties <n>   seconds <elapsed, summed over runs>
//   audit <opponents also computed by fast::wdl_original> <largest |difference|>
//   visited <opponents evaluated> <opponents pruned>   (checked = visited + pruned)
//   rival <rank> <win> <draw> <loss> <rechecked 0|1>     (closest first; also beaten, undecided)
//   end
//
// Opponents are stored by rank (enumerate.hpp's unrank gives their counts back) and their
// chances as hexadecimal doubles, so a resumed run continues with exactly the same numbers.
#include <functional>
#include <istream>
#include <optional>
#include <string>
#include <vector>

#include "alloc/emperor/check.hpp"

namespace alea::alloc::emperor {

struct Checkpoint {
  std::vector<double> p;
  Counts x;
  std::string rules = "original";
  std::uint64_t rank = 0;  // the next opponent to check
  Result state;            // total, checked, rechecked, trivial_ties, rivals, beaten_by, undecided, seconds
};

// Shared with find_emperor's checkpoint (find.cpp): a double as exact hexadecimal text; the
// error for a bad line of the file at path; the parsers that raise it; and the atomic write.
std::string hex_double(double v);
[[noreturn]] void bad(const std::string& path, int line, const std::string& why);
double parse_double(const std::string& s, const std::string& path, int line);
std::uint64_t parse_count(const std::string& s, const std::string& path, int line);
void write_atomically(const std::string& path, const std::string& text);
// The line loop of both checkpoint formats: the first line must be `magic`; every later line is
// split into its key and fields and handed to entry(key, fields, line) up to the key "end". Raises
// (bad) for an empty file, text after 'end' or no 'end'. Returns the number of lines read.
using Entry = std::function<void(const std::string& key, const std::vector<std::string>& fields, int line)>;
int read_entries(std::istream& in, const std::string& path, const char* magic, const Entry& entry);

void write_checkpoint(const std::string& path, const Checkpoint& c);
// nullopt when there is no file at path; InvalidArgument naming the file and line when it is
// not a complete checkpoint.
std::optional<Checkpoint> read_checkpoint(const std::string& path);

}  // namespace alea::alloc::emperor
