#include "prob/prob_vector.hpp"

#include <cmath>
#include <limits>
#include <string_view>
#include <unordered_map>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/progress.hpp"

namespace alea {
namespace {

std::string entry_name(std::size_t i) { return "entry " + std::to_string(i + 1); }

void check_entry(const ProbEntry& e, std::size_t i) {
  if (std::isnan(e.value)) throw InvalidArgument("weights", entry_name(i) + " is NaN");
  if (std::isinf(e.value)) throw InvalidArgument("weights", entry_name(i) + " is infinite");
  bool negative = e.exact ? *e.exact < 0 : e.value < 0;
  if (negative)
    throw InvalidArgument("weights", entry_name(i) + " is negative (" + e.to_string() + ")");
}

void check_labels(const std::vector<std::string>& labels, std::size_t k) {
  if (labels.size() != k)
    throw InvalidArgument("labels", "got " + std::to_string(labels.size()) + " labels for " + std::to_string(k) +
                                        " entries");
  // A hash of the labels seen: vectors of millions of entries are checked in linear time.
  std::unordered_map<std::string_view, std::size_t> first;
  first.reserve(k);
  for (std::size_t i = 0; i < k; ++i) {
    const auto [at, fresh] = first.emplace(labels[i], i);
    if (!fresh)
      throw InvalidArgument("labels", "label \"" + labels[i] + "\" is given twice (entries " +
                                          std::to_string(at->second + 1) + " and " + std::to_string(i + 1) + ")");
    if (i % 4096 == 0) check_interrupt();
  }
}

std::vector<std::string> default_labels(std::size_t k, long first = 1) {
  std::vector<std::string> labels;
  for (std::size_t i = 0; i < k; ++i) labels.push_back(std::to_string(first + static_cast<long>(i)));
  return labels;
}

std::string format_double(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.10g", x);
  return buf;
}

}  // namespace

ProbVector ProbVector::from_entries(const std::vector<ProbEntry>& entries,
                                    std::optional<std::vector<std::string>> given) {
  if (entries.empty()) throw InvalidArgument("weights", "a probability vector needs at least one entry");
  std::vector<std::string> labels = given ? std::move(*given) : default_labels(entries.size());
  check_labels(labels, entries.size());
  bool all_exact = true;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    check_entry(entries[i], i);
    all_exact = all_exact && entries[i].exact.has_value();
  }
  Body v;
  v.labels = std::move(labels);
  if (all_exact) {
    Rational sum = 0;
    for (auto& e : entries) sum += *e.exact;
    if (sum == 0) throw InvalidArgument("weights", "all entries are zero");
    for (auto& e : entries) v.exact.push_back(*e.exact / sum);  // weights normalize exactly
    for (auto& r : v.exact) v.values.push_back(to_double(r));
    return ProbVector(std::move(v));
  }
  double sum = 0;
  for (auto& e : entries) sum += e.value;
  if (sum == 0) throw InvalidArgument("weights", "all entries are zero");
  if (std::fabs(sum - 1) > float_tolerance)
    throw InvalidArgument("weights", "float entries sum to " + format_double(sum) +
                                         ", not 1 (give integer or rat weights to have them normalized)");
  // Within the tolerance: divided by their sum, so every method sees a sum within rounding of 1
  // (a sum already within a few ulps of 1, as 0.1 + 0.2 + 0.7, keeps the entries as written).
  const bool rounding_only = std::fabs(sum - 1) <= 8 * std::numeric_limits<double>::epsilon() * double(entries.size());
  for (auto& e : entries) v.values.push_back(rounding_only ? e.value : e.value / sum);
  return ProbVector(std::move(v));
}

ProbVector::ProbVector(Body body) : d_(std::make_shared<const Body>(std::move(body))) {}

ProbVector ProbVector::from_exact(const std::vector<Rational>& entries,
                                  std::vector<std::string> labels) {
  std::vector<ProbEntry> e;
  for (auto& r : entries) e.push_back(ProbEntry::of(r));
  if (labels.empty()) return from_entries(e);
  return from_entries(e, std::move(labels));
}

ProbVector ProbVector::from_doubles(const std::vector<double>& entries,
                                    std::vector<std::string> labels) {
  std::vector<ProbEntry> e;
  for (double x : entries) e.push_back(ProbEntry::of(x));
  if (labels.empty()) return from_entries(e);
  return from_entries(e, std::move(labels));
}

ProbVector ProbVector::dice(int n, int sides) {
  if (n < 1) throw InvalidArgument("n", "the number of dice must be at least 1, got " + std::to_string(n));
  if (sides < 1) throw InvalidArgument("sides", "the number of sides must be at least 1, got " + std::to_string(sides));
  std::size_t k = static_cast<std::size_t>(n) * (sides - 1) + 1;
  double bits = n * std::log2(static_cast<double>(sides)) + 64;
  require_memory(bytes_for(k, static_cast<std::uint64_t>(3 * bits / 8 + 64)),
                 "the distribution of " + std::to_string(n) + " dice of " + std::to_string(sides) + " sides");
  // Integer counts of each sum, one die at a time; a sliding window keeps each step linear.
  std::vector<BigInt> counts{1}, next;
  Progress progress("dice", static_cast<std::uint64_t>(n));
  for (int d = 1; d <= n; ++d) {
    next.assign(counts.size() + sides - 1, 0);
    BigInt window = 0;
    for (std::size_t s = 0; s < next.size(); ++s) {
      if (s < counts.size()) window += counts[s];
      if (s >= static_cast<std::size_t>(sides)) window -= counts[s - sides];
      next[s] = window;
      if ((s & 1023) == 0) check_interrupt();
    }
    counts.swap(next);
    progress.advance();
  }
  BigInt total = boost::multiprecision::pow(BigInt(sides), static_cast<unsigned>(n));
  Body v;
  v.labels = default_labels(k, n);
  for (auto& c : counts) {
    v.exact.emplace_back(c, total);
    v.values.push_back(to_double(v.exact.back()));
    check_interrupt();
  }
  return ProbVector(std::move(v));
}

ProbVector ProbVector::uniform(int k) {
  if (k < 1) throw InvalidArgument("k", "the number of outcomes must be at least 1, got " + std::to_string(k));
  // The entries, a copy of them, floats, labels and the hash of labels that checks them: 307 bytes
  // per outcome measured at k = 10^6 (tests/host/estimates.lua; 128 was 2.4 times low).
  require_memory(bytes_for(static_cast<std::uint64_t>(k), 320), std::to_string(k) + " equally likely outcomes");
  return from_exact(std::vector<Rational>(k, Rational(1, k)));
}

ProbVector ProbVector::coin(const ProbEntry& p) {
  // One test for every bad p (negative, above 1, NaN, infinite): NaN compares false.
  bool inside = p.exact ? *p.exact >= 0 && *p.exact <= 1 : p.value >= 0 && p.value <= 1;
  if (!inside) throw InvalidArgument("p", "p must lie in [0, 1], got " + p.to_string());
  if (p.exact) return from_exact({1 - *p.exact, *p.exact}, {"0", "1"});
  return from_doubles({1 - p.value, p.value}, {"0", "1"});
}

const std::vector<Rational>& ProbVector::exact() const {
  if (is_exact()) return d_->exact;
  Binary& b = *d_->binary;
  std::call_once(b.once, [&] {
    require_memory(bytes_for(size(), 96), "the exact entries of " + std::to_string(size()) + " floats");
    std::vector<Rational> entries;  // built aside: a failure part way leaves nothing behind
    entries.reserve(size());
    Rational sum = 0;
    for (double v : d_->values) {
      entries.push_back(rational_from_double(v));
      sum += entries.back();
    }
    for (auto& e : entries) e /= sum;
    b.entries = std::move(entries);
  });
  return b.entries;
}

long ProbVector::index_of(const std::string& label) const {
  for (std::size_t i = 0; i < labels().size(); ++i)
    if (labels()[i] == label) return static_cast<long>(i);
  return -1;
}

std::string ProbVector::to_string() const {
  std::string s = "prob{";
  for (std::size_t i = 0; i < size(); ++i) {
    if (i) s += ", ";
    s += is_exact() ? alea::to_string(d_->exact[i]) : format_double(d_->values[i]);
  }
  return s + "}";
}

bool ProbVector::operator==(const ProbVector& o) const {
  if (d_ == o.d_) return true;
  return d_->exact == o.d_->exact && d_->values == o.d_->values && d_->labels == o.d_->labels;
}

}  // namespace alea
