// Writing and reading the checkpoint of an emperor check (format in emperor_checkpoint.hpp).
#include "alloc/emperor/checkpoint.hpp"

#include <cstdio>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include "alloc/enumerate.hpp"
#include "core/errors.hpp"

namespace alea::alloc::emperor {

namespace {

constexpr const char* kMagic = "alea emperor checkpoint 1";

std::string hex(double v) { return hex_double(v); }

void put_opponent(std::ostream& o, const char* tag, const Opponent& r) {
  o << tag << ' ' << r.rank << ' ' << hex(r.wdl.win) << ' ' << hex(r.wdl.draw) << ' ' << hex(r.wdl.loss) << ' '
    << (r.rechecked ? 1 : 0) << '\n';
}

}  // namespace

std::string hex_double(double v) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "%a", v);
  return buf;
}

[[noreturn]] void bad(const std::string& path, int line, const std::string& why) {
  throw InvalidArgument("checkpoint file '" + path + "' line " + std::to_string(line) + ": " + why +
                        " (not a complete emperor checkpoint; delete it to start afresh)");
}

double parse_double(const std::string& s, const std::string& path, int line) {
  char* end = nullptr;
  const double v = std::strtod(s.c_str(), &end);
  if (s.empty() || *end != '\0') bad(path, line, "'" + s + "' is not a number");
  return v;
}

std::uint64_t parse_count(const std::string& s, const std::string& path, int line) {
  if (s.empty() || s.find_first_not_of("0123456789") != std::string::npos) bad(path, line, "'" + s + "' is not a count");
  try {
    return std::stoull(s);
  } catch (const std::exception&) {
    bad(path, line, "'" + s + "' is out of range");
  }
}

void write_atomically(const std::string& path, const std::string& text) {
  const std::string tmp = path + ".tmp";
  std::FILE* f = std::fopen(tmp.c_str(), "wb");
  if (!f) throw InvalidArgument("cannot write the checkpoint file '" + tmp + "'");
  const bool ok = std::fwrite(text.data(), 1, text.size(), f) == text.size() && std::fflush(f) == 0 &&
                  ::fsync(fileno(f)) == 0;
  std::fclose(f);
  if (!ok || std::rename(tmp.c_str(), path.c_str()) != 0)
    throw InvalidArgument("cannot write the checkpoint file '" + path + "'");
}

int read_entries(std::istream& in, const std::string& path, const char* magic, const Entry& entry) {
  std::string text;
  int line = 0;
  bool ended = false;
  while (std::getline(in, text)) {
    ++line;
    if (ended) bad(path, line, "text after 'end'");
    if (line == 1) {
      if (text != magic) bad(path, line, "does not start with '" + std::string(magic) + "'");
      continue;
    }
    std::istringstream ls(text);
    std::string key, w;
    ls >> key;
    std::vector<std::string> fields;
    while (ls >> w) fields.push_back(w);
    if (key == "end") ended = true;
    else entry(key, fields, line);
  }
  if (line == 0) bad(path, 1, "empty file");
  if (!ended) bad(path, line, "no 'end' line");
  return line;
}

void write_checkpoint(const std::string& path, const Checkpoint& c) {
  std::ostringstream o;
  o << kMagic << "\nrules " << c.rules << "\np";
  for (double v : c.p) o << ' ' << hex(v);
  o << "\nx";
  for (auto v : c.x) o << ' ' << v;
  const Result& s = c.state;
  o << "\ntotal " << s.total << "\nrank " << c.rank << "\nchecked " << s.checked << "\nrechecked " << s.rechecked
    << "\ntrivial_ties " << s.trivial_ties << "\nseconds " << hex(s.seconds) << "\naudit " << s.audited << ' '
    << hex(s.audit_max_diff) << "\nvisited " << s.visited << ' ' << s.pruned << '\n';
  for (const auto& r : s.rivals) put_opponent(o, "rival", r);
  if (s.beaten_by) put_opponent(o, "beaten", *s.beaten_by);
  for (const auto& r : s.undecided) put_opponent(o, "undecided", r);
  o << "end\n";
  write_atomically(path, o.str());
}

std::optional<Checkpoint> read_checkpoint(const std::string& path) {
  std::ifstream in(path);
  if (!in) return std::nullopt;
  Checkpoint c;
  Result& s = c.state;
  bool have_rank = false;
  const int lines = read_entries(in, path, kMagic, [&](const std::string& key, const std::vector<std::string>& f, int line) {
    auto one = [&]() -> const std::string& {
      if (f.size() != 1) bad(path, line, "'" + key + "' needs one value");
      return f[0];
    };
    if (key == "rules") c.rules = one();
    else if (key == "p") for (auto& v : f) c.p.push_back(parse_double(v, path, line));
    else if (key == "x") for (auto& v : f) c.x.push_back(std::int64_t(parse_count(v, path, line)));
    else if (key == "total") s.total = parse_count(one(), path, line);
    else if (key == "rank") c.rank = parse_count(one(), path, line), have_rank = true;
    else if (key == "checked") s.checked = parse_count(one(), path, line);
    else if (key == "rechecked") s.rechecked = parse_count(one(), path, line);
    else if (key == "trivial_ties") s.trivial_ties = parse_count(one(), path, line);
    else if (key == "audit") {
      if (f.size() != 2) bad(path, line, "'audit' needs a count and a difference");
      s.audited = parse_count(f[0], path, line), s.audit_max_diff = parse_double(f[1], path, line);
    } else if (key == "visited") {  // absent from checkpoints written before pruning (issue 30)
      if (f.size() != 2) bad(path, line, "'visited' needs the opponents visited and pruned");
      s.visited = parse_count(f[0], path, line), s.pruned = parse_count(f[1], path, line);
    } else if (key == "seconds") s.seconds = parse_double(one(), path, line);
    else if (key == "rival" || key == "beaten" || key == "undecided") {
      if (f.size() != 5) bad(path, line, "'" + key + "' needs rank, win, draw, loss, rechecked");
      Opponent r;
      r.rank = parse_count(f[0], path, line);
      r.wdl = {parse_double(f[1], path, line), parse_double(f[2], path, line), parse_double(f[3], path, line)};
      r.rechecked = f[4] == "1";
      if (r.rank >= s.total) bad(path, line, "opponent rank beyond the total");
      r.y = allocation_unrank(c.x.size(), [&] { std::int64_t t = 0; for (auto v : c.x) t += v; return t; }(), r.rank);
      if (key == "rival") s.rivals.push_back(r);
      else if (key == "beaten") s.beaten_by = r;
      else s.undecided.push_back(r);
    } else bad(path, line, "unknown entry '" + key + "'");
  });
  if (c.p.empty() || c.p.size() != c.x.size() || !have_rank || c.rank > s.total)
    bad(path, lines, "missing or inconsistent p, x, total or rank");
  return c;
}

}  // namespace alea::alloc::emperor
