#include "host/kernel/history.hpp"

#include <algorithm>

namespace alea::host::kernel {
namespace {

// A glob: * any run, ? one character (IPython's search patterns). The one-star backtrack keeps
// it linear in the pattern times the input, however many stars.
bool glob(const std::string& p, const std::string& s) {
  std::size_t i = 0, j = 0, star = std::string::npos, mark = 0;
  while (j < s.size()) {
    if (i < p.size() && (p[i] == '?' || p[i] == s[j])) {
      ++i, ++j;
    } else if (i < p.size() && p[i] == '*') {
      star = i++;
      mark = j;
    } else if (star != std::string::npos) {
      i = star + 1;
      j = ++mark;
    } else {
      return false;
    }
  }
  while (i < p.size() && p[i] == '*') ++i;
  return i == p.size();
}

}  // namespace

void History::store_inputs_impl(int, int, const std::string& input, const std::string&) {
  entries_.push_back({last_.count, input, last_.output});
}

nl::json History::reply(const std::vector<const Entry*>& entries, bool output) const {
  nl::json history = nl::json::array();
  for (const Entry* e : entries) {
    if (output)
      history.push_back({kSession, e->line, {e->input, e->output}});
    else
      history.push_back({kSession, e->line, e->input});
  }
  return {{"status", "ok"}, {"history", std::move(history)}};
}

nl::json History::get_tail_impl(int n, bool, bool output) const {
  std::vector<const Entry*> out;
  const std::size_t count = std::min<std::size_t>(n < 0 ? 0 : static_cast<std::size_t>(n), entries_.size());
  for (std::size_t i = entries_.size() - count; i < entries_.size(); ++i) out.push_back(&entries_[i]);
  return reply(out, output);
}

// Cells whose count is in [start, stop): the numbers of In[n], stop excluded, as IPython's.
nl::json History::get_range_impl(int session, int start, int stop, bool, bool output) const {
  std::vector<const Entry*> out;
  if (session == 0 || session == kSession)
    for (const Entry& e : entries_)
      if (e.line >= start && e.line < stop) out.push_back(&e);
  return reply(out, output);
}

// The last n cells matching the pattern (anywhere in the input, as IPython's search), oldest
// first; unique keeps the latest of equal inputs.
nl::json History::search_impl(const std::string& pattern, bool, bool output, int n, bool unique) const {
  const std::string anywhere = "*" + pattern + "*";
  std::vector<const Entry*> out;
  for (auto it = entries_.rbegin(); it != entries_.rend() && static_cast<int>(out.size()) < n; ++it) {
    if (!glob(anywhere, it->input)) continue;
    if (unique && std::any_of(out.begin(), out.end(), [&](const Entry* e) { return e->input == it->input; })) continue;
    out.push_back(&*it);
  }
  std::reverse(out.begin(), out.end());
  return reply(out, output);
}

}  // namespace alea::host::kernel
