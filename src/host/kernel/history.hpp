#pragma once
// The kernel's input history (history_request): the cells run in this session, each with its
// execution count and the text of its result. xeus stores what its core passes, which numbers
// every cell 1 and sends numbers as strings; this one numbers cells as In[n] and answers tail,
// range and search (glob, unique, n) as IPython does, with output as [input, output] pairs.
#include <string>
#include <vector>

#include <xeus/xhistory_manager.hpp>

namespace alea::host::kernel {

// What the interpreter knows of the cell the core is about to store.
struct LastCell {
  int count = 0;       // its execution count
  std::string output;  // its result's text/plain, "" for none
};

class History : public xeus::xhistory_manager {
 public:
  explicit History(const LastCell& last) : last_(last) {}

 private:
  struct Entry {
    int line;
    std::string input, output;
  };
  static constexpr int kSession = 1;  // this session; a range request's 0 also means it

  void configure_impl() override {}
  void store_inputs_impl(int session, int line_num, const std::string& input, const std::string& output) override;
  nl::json get_tail_impl(int n, bool raw, bool output) const override;
  nl::json get_range_impl(int session, int start, int stop, bool raw, bool output) const override;
  nl::json search_impl(const std::string& pattern, bool raw, bool output, int n, bool unique) const override;
  nl::json reply(const std::vector<const Entry*>& entries, bool output) const;

  const LastCell& last_;
  std::vector<Entry> entries_;
};

}  // namespace alea::host::kernel
