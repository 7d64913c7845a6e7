#include "doubling/met_sources.hpp"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <memory>

#include "core/cluster.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/mode.hpp"
#include "doubling/match/construct.hpp"
#include "doubling/match/extend.hpp"
#include "doubling/match/met_xml.hpp"

namespace alea::doubling {
namespace {

struct FileCloser {
  void operator()(std::FILE* f) const { std::fclose(f); }
};
using File = std::unique_ptr<std::FILE, FileCloser>;

// A table file is a few kilobytes; refuse anything that could not be one before reading it all.
constexpr std::size_t kMaxMetFileBytes = 1 << 22;

std::string read_text(const std::string& path, const char* role) {
  File f(std::fopen(path.c_str(), "rb"));
  if (!f) throw InvalidArgument(role, "cannot open '" + path + "': " + std::strerror(errno));
  std::string text;
  char buf[1 << 15];
  std::size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f.get())) > 0) {
    text.append(buf, n);
    if (text.size() > kMaxMetFileBytes)
      throw InvalidArgument(role, "'" + path + "' is over 4 MiB: not a match equity table");
    check_interrupt();
  }
  if (std::ferror(f.get())) throw InvalidArgument(role, "cannot read '" + path + "': " + std::strerror(errno));
  return text;
}

std::string lower(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

bool looks_like_path(const std::string& s) {
  return s.find('/') != std::string::npos || (s.size() > 4 && lower(s.substr(s.size() - 4)) == ".xml");
}

// The numbers' exact flag by the one rule (exact=true: from the floats' binary values).
bool exact_for(const std::vector<std::pair<const char*, const Number*>>& inputs, std::optional<bool> asked) {
  bool exact = true;
  for (const auto& in : inputs) exact = exact && in.second->is_exact();
  return resolve_exact(asked, exact);
}

// Exact builds: the entries' bits grow about 8-fold per point of length (Zadeh's table: 588 bits
// at 5 points, 4,280 at 6, 34,474 at 7 and 296,649 at 8, taking 3 minutes), so exact is asked
// for, never the default, and refused past kMaxExactLength points.
constexpr long long kMaxExactLength = 6;

// Exact only when asked (exact=true: float parameters by their binary values), up to the limit.
bool construction_exact(std::optional<bool> asked, long long length) {
  if (!asked.value_or(false)) return false;
  if (length > kMaxExactLength)
    throw LimitExceeded("an exact table of " + std::to_string(length) + " points: the entries' sizes grow about "
                        "8-fold in bits per point (34,474 bits at 7 points), so exact tables go to " +
                        std::to_string(kMaxExactLength) + " points; exact=false computes in doubles");
  return true;
}

// The builders' parameters are chances or shares of chances: in [0, 1].
void check_rate(const Number& x, const char* role, const char* what) {
  const bool ok = x.is_exact() ? (*x.exact >= 0 && *x.exact <= 1) : (x.value >= 0 && x.value <= 1);
  if (!ok) throw InvalidArgument(role, std::string(what) + " must be in [0, 1], got " + x.to_string());
}

void check_length(long long n) {
  if (n < 1 || n > kMaxMatchLength)
    throw InvalidArgument("length", "a table covers 1 to " + std::to_string(kMaxMatchLength) + " points, got " +
                                        std::to_string(n));
}

template <class T>
std::vector<Number> numbers(const std::vector<T>& v) {
  std::vector<Number> out;
  out.reserve(v.size());
  for (const auto& x : v) out.push_back(Number::of(x));
  return out;
}

template <class T>
Met build(Met::Info info, long long n, const std::vector<T>& pre, const std::array<std::vector<T>, 2>& post) {
  return Met(std::move(info), n, numbers(pre), {numbers(post[0]), numbers(post[1])}, "length");
}

template <class T>
std::vector<T> post_of(const PostCrawfordModel& p, long long n) {
  return zadeh_post_crawford(n, scalar_of<T>(p.gammon_rate), scalar_of<T>(p.free_drop_2), scalar_of<T>(p.free_drop_4));
}

std::vector<std::pair<const char*, const Number*>> post_inputs(const PostCrawfordModel& p) {
  return {{"post_gammon_rate", &p.gammon_rate}, {"free_drop_2", &p.free_drop_2}, {"free_drop_4", &p.free_drop_4}};
}

void check_post(const PostCrawfordModel& p) {
  for (const auto& [key, x] : post_inputs(p)) check_rate(*x, key, key);
}

}  // namespace

std::string met_directory() {
  const char* env = std::getenv("ALEA_MET_DIR");
  return env && *env ? env : "/usr/share/gnubg/met";
}

std::vector<std::string> met_names() {
  std::vector<std::string> names;
  std::unique_ptr<DIR, int (*)(DIR*)> dir(opendir(met_directory().c_str()), closedir);
  if (!dir) return names;
  while (dirent* e = readdir(dir.get())) {
    std::string name = e->d_name;
    if (name.size() > 4 && name.substr(name.size() - 4) == ".xml" && name != "catalog.xml")
      names.push_back(name.substr(0, name.size() - 4));
  }
  std::sort(names.begin(), names.end(), [](const std::string& a, const std::string& b) { return lower(a) < lower(b); });
  return names;
}

Met load_met(const std::string& path_or_name, long long length) {
  check_length(length);
  std::string path = path_or_name;
  if (!looks_like_path(path_or_name)) {
    const auto names = met_names();
    auto it = std::find_if(names.begin(), names.end(), [&](const std::string& n) { return lower(n) == lower(path_or_name); });
    if (it == names.end()) {
      if (names.empty())
        throw InvalidArgument("source", "no table named '" + path_or_name + "': " + met_directory() +
                                            " holds no tables (they come with the Debian package gnubg-data); give a "
                                            "file's path instead");
      std::string list;
      for (const auto& n : names) list += (list.empty() ? "" : ", ") + n;
      throw InvalidArgument("source", "no table named '" + path_or_name + "' in " + met_directory() + " (" + list +
                                          "); a file's path works too");
    }
    path = met_directory() + "/" + *it + ".xml";
  }
  return read_met_xml(read_text(path, "source"), path, length, "source");
}

void save_met(const Met& m, const std::string& path) {
  if (path.empty()) throw InvalidArgument("file", "expected a file name, got an empty string");
  if (!cluster::writes_files()) return;  // under mpirun only rank 0 writes (docs/cluster.md)
  const std::string text = write_met_xml(m);
  File f(std::fopen(path.c_str(), "wb"));
  if (!f) throw InvalidArgument("file", "cannot open '" + path + "': " + std::strerror(errno));
  bool ok = std::fwrite(text.data(), 1, text.size(), f.get()) == text.size();
  ok = std::fclose(f.release()) == 0 && ok;
  if (!ok) throw InvalidArgument("file", "cannot write '" + path + "': " + std::strerror(errno));
}

Met met_zadeh(const ZadehModel& z) {
  check_length(z.length);
  check_post(z.post);
  auto inputs = post_inputs(z.post);
  inputs.insert(inputs.end(), {{"gammon_rate_leader", &z.gammon_rate_leader}, {"gammon_rate_trailer", &z.gammon_rate_trailer},
                               {"delta", &z.delta}, {"delta_bar", &z.delta_bar}});
  for (const auto& [key, x] : inputs) check_rate(*x, key, key);
  Met::Info info{"Zadeh", "N. Zadeh, Management Science 23, 986 (1977), as GNU Backgammon computes it", "computed by Zadeh's formula"};
  auto make = [&](auto tag) {
    using T = decltype(tag);
    const auto post = post_of<T>(z.post, z.length);
    const auto pre = zadeh_pre_crawford(z.length, post, scalar_of<T>(z.gammon_rate_leader),
                                        scalar_of<T>(z.gammon_rate_trailer), scalar_of<T>(z.delta),
                                        scalar_of<T>(z.delta_bar));
    return build<T>(info, z.length, pre, {post, post});
  };
  return construction_exact(z.exact, z.length) ? make(Rational()) : make(0.0);
}

Met met_mec(const MecModel& m) {
  check_length(m.length);
  const std::vector<std::pair<const char*, const Number*>> inputs{
      {"gammon_rate", &m.gammon_rate}, {"win_rate", &m.win_rate}, {"free_drop_2", &m.free_drop_2}, {"free_drop_4", &m.free_drop_4}};
  for (const auto& [key, x] : inputs) check_rate(*x, key, key);
  Met::Info info{"mec", "Claes Tornberg's mec: Keeler and Spencer's continuous game at every score", "computed by Tornberg's mec"};
  auto make = [&](auto tag) {
    using T = decltype(tag);
    const T gammon_rate = scalar_of<T>(m.gammon_rate), win_rate = scalar_of<T>(m.win_rate);
    const auto post = mec_post_crawford(m.length, gammon_rate, win_rate, scalar_of<T>(m.free_drop_2),
                                        scalar_of<T>(m.free_drop_4));
    return build<T>(info, m.length, mec_pre_crawford(m.length, post, gammon_rate, win_rate), post);
  };
  return construction_exact(m.exact, m.length) ? make(Rational()) : make(0.0);
}

Met met_janowski(long long length, const PostCrawfordModel& post, std::optional<bool> exact) {
  check_length(length);
  check_post(post);
  Met::Info info{"Janowski", "Rick Janowski's rule for Woolsey's table (Inside Backgammon, 1992)", "computed by Janowski's rule"};
  auto make = [&](auto tag) {
    using T = decltype(tag);
    const auto p = post_of<T>(post, length);
    return build<T>(info, length, janowski_pre_crawford<T>(length), {p, p});
  };
  return exact_for(post_inputs(post), exact) ? make(Rational()) : make(0.0);
}

Met extend_met(const Met& m, long long n) {
  if (n < m.length() || n > kMaxMatchLength)
    throw InvalidArgument("n", "extends a " + std::to_string(m.length()) + "-point table to " +
                                   std::to_string(m.length()) + " .. " + std::to_string(kMaxMatchLength) +
                                   " points, got " + std::to_string(n));
  std::vector<Number> pre;
  for (long long a = 1; a <= n; ++a)
    for (long long b = 1; b <= n; ++b) {
      check_interrupt();
      if (a <= m.length() && b <= m.length()) {
        const Number x = m.pre_number(a, b);
        pre.push_back(Number::of(x.is_exact() ? to_double(*x.exact) : x.value));
      } else {
        pre.push_back(Number::of(normal_model_equity(a, b).value));
      }
    }
  std::array<std::vector<Number>, 2> post;
  for (int k = 0; k < 2; ++k) {
    std::vector<double> p;
    for (long long b = 1; b <= m.post_length(k); ++b) {
      const Number x = m.post_number(k, b);
      p.push_back(x.is_exact() ? to_double(*x.exact) : x.value);
    }
    continue_post_crawford(p, n, 0.25, 0.015, 0.004);
    post[k] = numbers(p);
  }
  Met::Info info = m.info();
  info.source += " (extended to " + std::to_string(n) + " by Montgomery's normal model)";
  return Met(std::move(info), n, std::move(pre), std::move(post), "n");
}

Quantity normal_model(long long a, long long b) {
  const Estimate e = normal_model_equity(a, b);
  return Quantity::estimate(e.value, e.bound);
}

}  // namespace alea::doubling
