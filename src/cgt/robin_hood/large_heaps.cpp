#include "cgt/robin_hood/large_heaps.hpp"

#include "cgt/robin_hood/pingala.hpp"
#include "cgt/robin_hood/thermo_table.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/progress.hpp"

namespace alea::cgt {

std::vector<LargeHeapOnset> large_heap_onsets(long long max_n, long long max_a, long long max_b) {
  if (max_n < 0) throw InvalidArgument("n", "the largest heap size must be >= 0");
  if (max_a < 1) throw InvalidArgument("a", "the largest wealth must be >= 1");
  if (max_b < 1) throw InvalidArgument("b", "the largest wealth must be >= 1");
  HeapThermographTable rh(HeapRules::robin_hood, max_a, max_b), lj(HeapRules::little_john, max_a, max_b);
  std::vector<LargeHeapOnset> out;
  std::vector<LargeHeapLaw> laws;
  std::vector<Dyadic> last_t;
  for (long long a = 1; a <= max_a; ++a)
    for (long long b = 1; b <= max_b; ++b) {
      LargeHeapOnset o;
      o.a = a;
      o.b = b;
      laws.push_back(large_heap_law(a, b));
      o.temperature_grows = laws.back().temperature_grows;
      out.push_back(o);
      last_t.emplace_back();
    }
  Progress progress("large heaps", static_cast<std::uint64_t>(max_n + 1));
  for (long long n = 0; n <= max_n; ++n) {
    check_interrupt();
    rh.fill(n);
    lj.fill(n);
    std::size_t i = 0;
    for (long long a = 1; a <= max_a; ++a)
      for (long long b = 1; b <= max_b; ++b, ++i) {
        const Thermograph& r = rh.at(n, a, b);
        const Thermograph& l = lj.at(n, a, b);
        LargeHeapOnset& o = out[i];
        const LargeHeapLaw& law = laws[i];
        // A failure at n moves the onset past n.
        if (r.temperature != law.temperature(n) || r.mast != law.mean(n)) o.law_from = n + 1;
        if (l.temperature != law.temperature(n) || l.mast != law.mean(n)) o.little_john_law_from = n + 1;
        if (!(r == l)) o.same_as_little_john_from = n + 1;
        if (r.left_stop() != l.left_stop() || r.right_stop() != l.right_stop()) ++o.stops_differ;
        if (n > 0 && r.temperature - last_t[i] != law.temperature_slope) o.shape_from = n;
        last_t[i] = r.temperature;
      }
    progress.advance();
  }
  return out;
}

}  // namespace alea::cgt
