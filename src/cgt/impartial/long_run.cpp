#include "cgt/impartial/long_run.hpp"

#include <bit>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "cgt/impartial/take_and_break.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"

namespace alea::cgt::impartial {

namespace {

using Clock = std::chrono::steady_clock;

void write_checkpoint(const std::string& path, const TakeAndBreak& h) {
  const NimEngine& e = h.engine();
  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) throw InvalidArgument("checkpoint", "cannot write " + tmp);
    out << "alea nim checkpoint 1\ncode " << h.code().to_string() << "\nheaps " << e.size() << "\nwidth " << e.value_bytes()
        << "\nend\n";
    out.write(reinterpret_cast<const char*>(e.raw()), static_cast<std::streamsize>(e.size() * static_cast<std::uint64_t>(e.value_bytes())));
    out.flush();
    if (!out) throw InvalidArgument("checkpoint", "writing " + tmp + " failed (disk full?)");
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) throw InvalidArgument("checkpoint", "cannot rename " + tmp + " to " + path);
}

// Reads the checkpoint at path into h (whose engine must be empty or shorter); the heaps read.
std::uint64_t read_checkpoint(const std::string& path, TakeAndBreak& h) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return 0;
  auto bad = [&](const std::string& why) { return InvalidArgument("checkpoint", path + ": " + why); };
  std::string line, key;
  if (!std::getline(in, line) || line != "alea nim checkpoint 1") throw bad("not an alea nim checkpoint");
  std::string code;
  std::uint64_t heaps = 0;
  int width = 0;
  while (std::getline(in, line) && line != "end") {
    std::istringstream fields(line);
    fields >> key;
    if (key == "code") fields >> code;
    else if (key == "heaps") fields >> heaps;
    else if (key == "width") fields >> width;
    else throw bad("unknown line '" + line + "'");
  }
  if (line != "end") throw bad("no 'end' line");
  if (code != h.code().to_string()) throw bad("it holds the code " + code + ", not " + h.code().to_string());
  if (width != 1 && width != 2 && width != 4) throw bad("values of " + std::to_string(width) + " bytes");
  require_memory(bytes_for(heaps, 3 * static_cast<std::uint64_t>(width)), "the checkpoint's nim values");
  std::vector<std::uint8_t> bytes(heaps * static_cast<std::uint64_t>(width));
  in.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  if (static_cast<std::uint64_t>(in.gcount()) != bytes.size()) throw bad("it ends before its " + std::to_string(heaps) + " values");
  const std::uint64_t known = h.engine().size();
  if (heaps > known) h.engine().append_raw(bytes.data() + known * width, heaps - known, width);
  return heaps;
}

}  // namespace

LongRunReport extend(HeapRuleset& hr, const LongRunOptions& o) {
  auto* h = dynamic_cast<TakeAndBreak*>(&hr);
  if (!h) throw InvalidArgument("H", "long runs are for take-and-break codes");
  LongRunReport r;
  const auto start = Clock::now();
  auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };
  if (!o.checkpoint.empty()) r.resumed_from = read_checkpoint(o.checkpoint, *h);
  double last_write = 0;
  try {
    while (h->known() <= o.to && elapsed() < o.seconds) {
      const std::uint64_t n = h->known();
      const std::uint64_t chunk = std::clamp<std::uint64_t>(n / 16, std::uint64_t{1} << 14, std::uint64_t{1} << 24);
      h->compute(std::min(o.to, n + chunk - 1));
      if (!o.checkpoint.empty() && elapsed() - last_write >= o.checkpoint_seconds) {
        write_checkpoint(o.checkpoint, *h);
        last_write = elapsed();
      }
    }
  } catch (const Interrupted&) {
    if (!o.checkpoint.empty()) write_checkpoint(o.checkpoint, *h);
    throw;
  }
  if (!o.checkpoint.empty()) write_checkpoint(o.checkpoint, *h);
  r.seconds = elapsed();
  r.heaps = h->known();
  // The mask reported is chosen from the values as they end, not at the last doubling: in an
  // hour's run of Grundy's game the 8-bit mask chosen at 2^25 heaps no longer fit the values that
  // came after it (up to 280), and misnamed the rare positions.
  h->engine().review_mask();
  const EngineStats st = h->engine().stats();
  r.mask = st.sparse ? st.mask : 0;
  r.domain = st.sparse && st.domain;
  for (std::uint64_t n = 0; n < r.heaps; ++n) {
    const std::uint64_t v = h->value(n);
    if (v > r.largest || n == 0) r.largest = v, r.largest_at = n;
    if (r.mask && ((std::popcount(v & r.mask) & 1) ^ (r.domain && (n & 1)) ^ st.flip) == 0) ++r.rare, r.last_rare = n;
    if ((n & 0xFFFFF) == 0) check_interrupt();
  }
  if (h->provable()) r.periodicity = h->prove(r.heaps, r.reason);
  else h->prove(0, r.reason);
  return r;
}

}  // namespace alea::cgt::impartial
