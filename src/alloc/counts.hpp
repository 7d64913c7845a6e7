#pragma once
// An allocation's token counts, one per value of the probability vector, and their text form.
#include <cstdint>
#include <string>
#include <vector>

namespace alea::alloc {

using Counts = std::vector<std::int64_t>;

// "[1,0,2]": allocations in messages and tostring.
std::string format_counts(const Counts& x);
// For messages: format_counts, or for more than 16 values the first 12, "...", and the sizes
// ("[1,1,...] (200 values, 12 tokens)"), so a message stays a line or two.
std::string brief_counts(const Counts& x);

}  // namespace alea::alloc
