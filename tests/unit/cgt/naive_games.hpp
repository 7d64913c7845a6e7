#pragma once
// The games of the library written a second time, plainly: a position is its text (rows joined
// by '|'), every option is made by editing characters, and cgt::Solver values it with no
// decomposition and no symmetry. The tests compare the library's values against these.
#include <string>
#include <vector>

#include "cgt/ruleset.hpp"

namespace alea::cgt::naive {

struct Text {
  std::vector<std::string> rows;
  int r() const { return static_cast<int>(rows.size()); }
  int c() const { return rows.empty() ? 0 : static_cast<int>(rows[0].size()); }
  bool in(int i, int j) const { return i >= 0 && j >= 0 && i < r() && j < c(); }
  char at(int i, int j) const { return in(i, j) ? rows[i][j] : '#'; }
  std::string str() const {
    std::string s;
    for (std::size_t i = 0; i < rows.size(); ++i) s += (i ? "|" : "") + rows[i];
    return s;
  }
};

inline Text text(const std::string& s) {
  Text t;
  t.rows.emplace_back();
  for (char ch : s)
    if (ch == '|') t.rows.emplace_back();
    else t.rows.back().push_back(ch);
  if (t.rows.size() == 1 && t.rows[0].empty()) t.rows.clear();
  return t;
}

using Moves = std::vector<std::string> (*)(const Text&, Side);

struct Rules {
  using Position = std::string;
  using Key = std::string;
  Moves moves;
  Key key(const std::string& p) const { return p; }
  std::string describe(const std::string& p) const { return p; }
  std::vector<std::string> options(const std::string& p, Side s) const { return moves(text(p), s); }
};

const int kOrth[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
const int kQueen[8][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

inline std::vector<std::string> domineering(const Text& t, Side s) {
  std::vector<std::string> out;
  const int di = s == Side::left ? 1 : 0, dj = 1 - di;
  for (int i = 0; i < t.r(); ++i)
    for (int j = 0; j < t.c(); ++j)
      if (t.at(i, j) == '.' && t.at(i + di, j + dj) == '.') {
        Text u = t;
        u.rows[i][j] = u.rows[i + di][j + dj] = '#';
        out.push_back(u.str());
      }
  return out;
}

inline std::vector<std::string> clobber(const Text& t, Side s) {
  std::vector<std::string> out;
  const char me = s == Side::left ? 'x' : 'o', you = s == Side::left ? 'o' : 'x';
  for (int i = 0; i < t.r(); ++i)
    for (int j = 0; j < t.c(); ++j)
      for (auto& d : kOrth)
        if (t.at(i, j) == me && t.at(i + d[0], j + d[1]) == you) {
          Text u = t;
          u.rows[i][j] = '.';
          u.rows[i + d[0]][j + d[1]] = me;
          out.push_back(u.str());
        }
  return out;
}

inline std::vector<std::string> konane(const Text& t, Side s) {
  std::vector<std::string> out;
  const char me = s == Side::left ? 'x' : 'o', you = s == Side::left ? 'o' : 'x';
  for (int i = 0; i < t.r(); ++i)
    for (int j = 0; j < t.c(); ++j)
      for (auto& d : kOrth) {
        if (t.at(i, j) != me) continue;
        Text u = t;
        int a = i, b = j;
        while (u.at(a + d[0], b + d[1]) == you && u.at(a + 2 * d[0], b + 2 * d[1]) == '.') {
          u.rows[a][b] = '.';
          u.rows[a + d[0]][b + d[1]] = '.';
          a += 2 * d[0], b += 2 * d[1];
          u.rows[a][b] = me;
          out.push_back(u.str());
        }
      }
  return out;
}

inline std::vector<std::string> fission(const Text& t, Side s) {
  std::vector<std::string> out;
  const int di = s == Side::left ? 1 : 0, dj = 1 - di;
  for (int i = 0; i < t.r(); ++i)
    for (int j = 0; j < t.c(); ++j)
      if (t.at(i, j) == 'x' && t.at(i + di, j + dj) == '.' && t.at(i - di, j - dj) == '.') {
        Text u = t;
        u.rows[i][j] = '.';
        u.rows[i + di][j + dj] = u.rows[i - di][j - dj] = 'x';
        out.push_back(u.str());
      }
  return out;
}

inline std::vector<std::string> toads_and_frogs(const Text& t, Side s) {
  std::vector<std::string> out;
  const char me = s == Side::left ? 'T' : 'F', you = s == Side::left ? 'F' : 'T';
  const int d = s == Side::left ? 1 : -1;
  for (int i = 0; i < t.r(); ++i)
    for (int j = 0; j < t.c(); ++j) {
      if (t.at(i, j) != me) continue;
      int to = -1;
      if (t.at(i, j + d) == '.') to = j + d;
      else if (t.at(i, j + d) == you && t.at(i, j + 2 * d) == '.') to = j + 2 * d;
      if (to < 0) continue;
      Text u = t;
      u.rows[i][j] = '.';
      u.rows[i][to] = me;
      out.push_back(u.str());
    }
  return out;
}

inline std::vector<std::string> toppling(const Text& t, Side s) {
  std::vector<std::string> out;
  const char me = s == Side::left ? 'l' : 'r';
  for (int j = 0; j < t.c(); ++j) {
    if (t.at(0, j) != me && t.at(0, j) != 'e') continue;
    for (int d : {-1, 1}) {
      Text u = t;
      for (int k = j; u.in(0, k) && u.rows[0][k] != '.'; k += d) u.rows[0][k] = '.';
      out.push_back(u.str());
    }
  }
  return out;
}

template <bool snort>
std::vector<std::string> colouring(const Text& t, Side s) {
  std::vector<std::string> out;
  const char me = s == Side::left ? 'x' : 'o', you = s == Side::left ? 'o' : 'x';
  const char barred = snort ? you : me;
  for (int i = 0; i < t.r(); ++i)
    for (int j = 0; j < t.c(); ++j) {
      if (t.at(i, j) != '.') continue;
      bool ok = true;
      for (auto& d : kOrth) ok = ok && t.at(i + d[0], j + d[1]) != barred;
      if (!ok) continue;
      Text u = t;
      u.rows[i][j] = me;
      out.push_back(u.str());
    }
  return out;
}

inline std::vector<std::string> amazons(const Text& t, Side s) {
  std::vector<std::string> out;
  const char me = s == Side::left ? 'x' : 'o';
  for (int i = 0; i < t.r(); ++i)
    for (int j = 0; j < t.c(); ++j) {
      if (t.at(i, j) != me) continue;
      for (auto& d : kQueen)
        for (int a = i + d[0], b = j + d[1]; t.at(a, b) == '.'; a += d[0], b += d[1]) {
          Text u = t;
          u.rows[i][j] = '.';
          u.rows[a][b] = me;
          for (auto& e : kQueen)
            for (int x = a + e[0], y = b + e[1]; u.at(x, y) == '.'; x += e[0], y += e[1]) {
              Text w = u;
              w.rows[x][y] = '#';
              out.push_back(w.str());
            }
        }
    }
  return out;
}

inline std::vector<std::string> ski_jumps(const Text& t, Side s) {
  std::vector<std::string> out;
  const bool left = s == Side::left;
  const char jumper = left ? 'L' : 'R', slipper = left ? 'l' : 'r';
  const int d = left ? 1 : -1;
  for (int i = 0; i < t.r(); ++i)
    for (int j = 0; j < t.c(); ++j) {
      const char me = t.at(i, j);
      if (me != jumper && me != slipper) continue;
      for (int k = j + d;; k += d) {
        Text u = t;
        u.rows[i][j] = '.';
        if (!t.in(i, k)) {
          out.push_back(u.str());
          break;
        }
        if (t.at(i, k) != '.') break;
        u.rows[i][k] = me;
        out.push_back(u.str());
      }
      const char below = t.at(i + 1, j);
      const bool theirs = left ? (below == 'R' || below == 'r') : (below == 'L' || below == 'l');
      if (me == jumper && theirs && t.at(i + 2, j) == '.') {
        Text u = t;
        u.rows[i][j] = '.';
        u.rows[i + 1][j] = left ? 'r' : 'l';
        u.rows[i + 2][j] = me;
        out.push_back(u.str());
      }
    }
  return out;
}

inline Game value(Moves m, const std::string& position) {
  Solver<Rules> s{Rules{m}};
  return s.value(position);
}

}  // namespace alea::cgt::naive
