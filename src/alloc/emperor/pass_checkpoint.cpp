// find_emperor's pass state as a checkpoint file and as bytes between processes (pass_checkpoint.hpp).
#include "alloc/emperor/pass_checkpoint.hpp"

#include <fstream>
#include <sstream>

#include "alloc/emperor/checkpoint.hpp"
#include "alloc/enumerate.hpp"
#include "core/errors.hpp"

namespace alea::alloc::emperor {

namespace {

// The states of the parts a process runs, each opening with its line 'part <begin> <end> <next>'.
constexpr const char* kPassMagic = "alea find_emperor checkpoint 2";
}  // namespace

void write_pass(const std::string& path, const ProbVector& p, std::int64_t t, Rules rules,
                const std::vector<PassState>& parts) {
  std::ostringstream o;
  o << kPassMagic << "\nrules " << rules_name(rules) << "\np";
  for (double v : p.values()) o << ' ' << hex_double(v);
  o << "\nt " << t << '\n';
  for (const auto& s : parts) {
    o << "part " << s.begin << ' ' << s.end << ' ' << s.next << '\n';
    if (!s.champion.empty()) o << "champion " << s.champion_rank << '\n';
    o << "replacements " << s.replacements << "\nseconds " << hex_double(s.seconds) << "\npruned " << s.pruned << '\n';
    if (s.pairs_left) o << "pairs " << s.pairs_left << '\n';
    for (const auto& tie : s.ties)
      o << "tie " << allocation_rank(tie.champion) << ' ' << tie.rank << ' ' << hex_double(tie.wdl.win) << ' '
        << hex_double(tie.wdl.draw) << ' ' << hex_double(tie.wdl.loss) << ' ' << (tie.undecided ? 1 : 0) << '\n';
  }
  o << "end\n";
  write_atomically(path, o.str());
}

// nullopt when there is no file; InvalidArgument (role "checkpoint") for another run's file.
std::optional<std::vector<PassState>> read_pass(const std::string& path, const ProbVector& p, std::int64_t t,
                                                Rules rules) {
  std::ifstream in(path);
  if (!in) return std::nullopt;
  std::vector<PassState> parts;
  std::string rules_seen;
  std::vector<double> ps;
  std::int64_t t_seen = -1;
  const std::size_t n = p.size();
  const std::uint64_t total = allocation_count(n, std::max<std::int64_t>(t, 0));
  auto another_run = [&] {
    throw InvalidArgument("checkpoint", "the file '" + path + "' belongs to another run (rules " + rules_seen + ", t " +
                                            std::to_string(t_seen) + ", or another P); delete it or choose another path");
  };
  const int lines = read_entries(in, path, kPassMagic, [&](const std::string& key, const std::vector<std::string>& f, int line) {
    auto need = [&](std::size_t k) {
      if (f.size() != k) bad(path, line, "'" + key + "' needs " + std::to_string(k) + " values");
    };
    auto part = [&]() -> PassState& {
      if (parts.empty()) bad(path, line, "'" + key + "' before the first 'part'");
      return parts.back();
    };
    auto counts = [&](const std::string& v) {
      const std::uint64_t r = parse_count(v, path, line);
      if (r >= total) bad(path, line, "rank beyond the allocations");
      return allocation_unrank(n, t, r);
    };
    if (key == "rules") need(1), rules_seen = f[0];
    else if (key == "p") for (auto& v : f) ps.push_back(parse_double(v, path, line));
    else if (key == "t") need(1), t_seen = std::int64_t(parse_count(f[0], path, line));
    else if (key == "part") {
      need(3);
      if (ps != p.values() || t_seen != t || rules_seen != rules_name(rules)) another_run();
      PassState s;
      s.begin = parse_count(f[0], path, line), s.end = parse_count(f[1], path, line), s.next = parse_count(f[2], path, line);
      if (s.end > total || s.begin > s.next || s.next > s.end) bad(path, line, "an inconsistent range");
      parts.push_back(std::move(s));
    } else if (key == "replacements") need(1), part().replacements = parse_count(f[0], path, line);
    else if (key == "seconds") need(1), part().seconds = parse_double(f[0], path, line);
    else if (key == "pruned") need(1), part().pruned = parse_count(f[0], path, line);
    else if (key == "pairs") need(1), part().pairs_left = parse_count(f[0], path, line);
    else if (key == "champion") need(1), part().champion_rank = parse_count(f[0], path, line), part().champion = counts(f[0]);
    else if (key == "tie") {
      need(6);
      Tie tie;
      tie.champion = counts(f[0]), tie.rank = parse_count(f[1], path, line), tie.y = counts(f[1]);
      tie.wdl = {parse_double(f[2], path, line), parse_double(f[3], path, line), parse_double(f[4], path, line)};
      tie.undecided = f[5] == "1";
      part().ties.push_back(std::move(tie));
    } else bad(path, line, "unknown entry '" + key + "'");
  });
  if (ps != p.values() || t_seen != t || rules_seen != rules_name(rules)) another_run();
  for (const auto& s : parts)
    if (s.champion.empty() && s.next > s.begin) bad(path, lines, "a part has run without a champion");
  return parts;
}

// A pass's state through the exchange between processes (cluster.hpp), allocations as ranks.
void put_pass(cluster::Writer& w, const PassState& s) {
  w.put(s.begin).put(s.end).put(s.next).put(std::uint8_t(s.champion.empty() ? 0 : 1)).put(s.champion_rank);
  w.put(s.replacements).put(s.seconds).put(s.pruned).put(s.pairs_left).put(std::uint64_t(s.ties.size()));
  for (const auto& tie : s.ties)
    w.put(allocation_rank(tie.champion)).put(tie.rank).put(tie.wdl.win).put(tie.wdl.draw).put(tie.wdl.loss)
        .put(std::uint8_t(tie.undecided ? 1 : 0));
}

PassState get_pass(cluster::Reader& in, std::size_t n, std::int64_t t) {
  PassState s;
  s.begin = in.get<std::uint64_t>(), s.end = in.get<std::uint64_t>(), s.next = in.get<std::uint64_t>();
  const bool has_champion = in.get<std::uint8_t>() != 0;
  s.champion_rank = in.get<std::uint64_t>();
  if (has_champion) s.champion = allocation_unrank(n, t, s.champion_rank);
  s.replacements = in.get<std::uint64_t>(), s.seconds = in.get<double>(), s.pruned = in.get<std::uint64_t>();
  s.pairs_left = in.get<std::uint64_t>();
  const auto ties = in.get<std::uint64_t>();
  for (std::uint64_t k = 0; k < ties; ++k) {
    Tie tie;
    tie.champion = allocation_unrank(n, t, in.get<std::uint64_t>());
    tie.rank = in.get<std::uint64_t>(), tie.y = allocation_unrank(n, t, tie.rank);
    tie.wdl.win = in.get<double>(), tie.wdl.draw = in.get<double>(), tie.wdl.loss = in.get<double>();
    tie.undecided = in.get<std::uint8_t>() != 0;
    s.ties.push_back(std::move(tie));
  }
  return s;
}

}  // namespace alea::alloc::emperor
