#pragma once
// The brace-and-bar scanner the two readers of CGSuite's notation share (cgt/parse.cpp for short
// games, cgt/loopy/parse.cpp for loopy ones): '{', options separated by ',' and by runs of
// '|', then '}'; and the run a level splits at (the unique longest, as CGSuite reads
// {3||2*|1*} = {3|{2*|1*}}). What an option is differs (a Game, or a vertex or "pass"), so the
// reader passes a function that reads one.
#include <string>
#include <utility>
#include <vector>

namespace alea::cgt {

struct BarRun {  // a run of k bars starting at a character
  int k;
  std::size_t at;
};

template <class Item>
struct BraceSegment {  // the options between two bar runs (or a brace and a run)
  std::vector<Item> items;
  std::size_t at;
};

// Reads '{' ... '}' at the cursor of the reader p, which provides step(), skip_space(),
// at_end(), peek(), position() and fail_here(what) (which throws). read(items) reads one option
// at the cursor and appends it. Returns the segments and the bar runs between them.
template <class Item, class P, class Read>
std::pair<std::vector<BraceSegment<Item>>, std::vector<BarRun>> scan_braces(P& p, Read read) {
  p.step();  // '{'
  std::vector<BraceSegment<Item>> segs(1);
  segs[0].at = p.position();
  std::vector<BarRun> bars;
  bool after_game = false, after_comma = false;
  for (;;) {
    p.skip_space();
    if (p.at_end()) p.fail_here("missing '}'");
    const char c = p.peek();
    if ((c == '}' || c == '|' || c == ',') && after_comma) p.fail_here("expected a game after ','");
    if (c == '}') {
      p.step();
      return {std::move(segs), std::move(bars)};
    }
    if (c == '|') {
      const std::size_t at = p.position();
      int k = 0;
      while (p.peek() == '|') ++k, p.step();
      bars.push_back({k, at});
      segs.push_back({{}, p.position()});
      after_game = false;
      continue;
    }
    if (c == ',') {
      if (!after_game) p.fail_here("expected a game before ','");
      p.step();
      after_game = false;
      after_comma = true;
      continue;
    }
    if (after_game) p.fail_here("expected ',', '|' or '}'");
    read(segs.back().items);
    after_game = true;
    after_comma = false;
  }
}

// The bar run in [a, b) a level splits at: the unique longest; fail(what, at) (which throws)
// when two runs tie.
template <class Fail>
std::size_t longest_run(const std::vector<BarRun>& bars, std::size_t a, std::size_t b, Fail fail) {
  std::size_t best = a;
  int longest = 0;
  bool tie = false;
  for (std::size_t k = a; k < b; ++k) {
    if (bars[k].k > longest) {
      longest = bars[k].k, best = k, tie = false;
    } else if (bars[k].k == longest) {
      tie = true;
    }
  }
  if (tie) fail("ambiguous bars: two runs of " + std::to_string(longest) + " '|' at one level", bars[best].at);
  return best;
}

}  // namespace alea::cgt
