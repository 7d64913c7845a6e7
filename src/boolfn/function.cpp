#include "boolfn/function.hpp"

#include <bit>
#include <cmath>
#include <sstream>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"

namespace alea::boolfn {
namespace {

std::string point_text(std::uint64_t x, int n) {
  std::string s = "{";
  for (int i = 0; i < n; ++i) s += std::string(i ? "," : "") + (((x >> i) & 1) ? "1" : "-1");
  return s + "}";
}

Rational exact_value(const Number& v, std::uint64_t x, int n) {
  if (v.exact) return *v.exact;
  if (!std::isfinite(v.value))  // printf's "-nan" would be noise: the sign of a NaN means nothing
    throw InvalidArgument("f", std::string("returned ") + (std::isnan(v.value) ? "NaN" : v.value > 0 ? "inf" : "-inf") +
                                   " at x = " + point_text(x, n) + " (payoffs must be finite numbers)");
  return rational_from_double(v.value);
}

// The table of a +-1 point evaluator, word by word (a word is 64 consecutive points).
TruthTable tabulate(int n, const std::function<bool(const std::vector<signed char>&)>& plus,
                    const std::string& what) {
  check_table_n(n);
  require_memory(TruthTable::bytes(n, true), "the truth table of " + what);
  std::vector<std::uint64_t> bits(words_for(n), 0);
  std::uint64_t size = std::uint64_t(1) << n;
  Progress progress("tabulating " + what, size);
  std::vector<signed char> x(n, -1);
  for (std::uint64_t idx = 0; idx < size; ++idx) {
    for (int i = 0; i < n; ++i) x[i] = ((idx >> i) & 1) ? 1 : -1;
    if (plus(x)) bits[idx >> 6] |= std::uint64_t(1) << (idx & 63);
    if ((idx & 4095) == 4095) {
      check_interrupt();
      progress.advance(4096);
    }
  }
  return TruthTable::boolean(n, std::move(bits));
}

// The same from an index evaluator, 64 points per word (or a word evaluator), words in parallel.
TruthTable tabulate_indexed(int n, const std::function<bool(std::uint64_t)>& plus,
                            const std::function<std::uint64_t(std::uint64_t)>& by_word, const std::string& what) {
  check_table_n(n);
  require_memory(TruthTable::bytes(n, true), "the truth table of " + what);
  std::uint64_t words = words_for(n);
  std::vector<std::uint64_t> bits(words, 0);
  std::uint64_t per_word = n >= 6 ? 64 : (std::uint64_t(1) << n);
  Progress progress("tabulating " + what, words);
  parallel_for_chunks(0, words, [&](std::size_t b, std::size_t e) {
    for (std::size_t w = b; w < e; ++w) {
      std::uint64_t word = 0;
      if (by_word && n >= 6) {
        word = by_word(w);
      } else {
        for (std::uint64_t j = 0; j < per_word; ++j)
          if (plus(w * 64 + j)) word |= std::uint64_t(1) << j;
      }
      bits[w] = word;
      if ((w & 255) == 255) {
        check_interrupt();
        progress.advance(256);
      }
    }
  }, 1024);
  return TruthTable::boolean(n, std::move(bits));
}

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

void check_table_n(int n, const char* role) {
  if (n < 1) throw InvalidArgument(role, "n must be at least 1, got " + std::to_string(n));
  if (n > max_table_variables)
    throw LimitExceeded("a truth table of " + std::to_string(n) + " variables has 2^" +
                        std::to_string(n) + " entries, past the limit of 2^" +
                        std::to_string(max_table_variables));
}

std::uint64_t point_index(const Point& x, int n) {
  if (int(x.size()) != n)
    throw InvalidArgument("x", "expected " + std::to_string(n) + " values, got " +
                                   std::to_string(x.size()));
  if (n > 64) throw InvalidArgument("x", "point indices need n <= 64");
  std::uint64_t idx = 0;
  for (int i = 0; i < n; ++i) {
    if (x[i] == 1)
      idx |= std::uint64_t(1) << i;
    else if (x[i] != -1)
      throw InvalidArgument("x", "x[" + std::to_string(i + 1) + "] must be 1 or -1, got " +
                                     std::to_string(x[i]));
  }
  return idx;
}

BooleanFunction::BooleanFunction(TruthTable table, std::string name) : impl_(std::make_shared<Impl>()) {
  impl_->n = table.n();
  impl_->name = std::move(name);
  impl_->table = std::make_shared<const TruthTable>(std::move(table));
  std::call_once(impl_->built, [] {});
}

BooleanFunction BooleanFunction::implicit(int n, std::function<bool(const std::vector<signed char>&)> plus,
                                          std::string name) {
  if (n < 1) throw InvalidArgument("n", "n must be at least 1, got " + std::to_string(n));
  BooleanFunction f;
  f.impl_ = std::make_shared<Impl>();
  f.impl_->n = n;
  f.impl_->name = std::move(name);
  f.impl_->plus = std::move(plus);
  return f;
}

BooleanFunction BooleanFunction::from_formula(Formula formula, std::string name) {
  auto shared = std::make_shared<const Formula>(std::move(formula));
  BooleanFunction f = implicit(shared->n(), [shared](const std::vector<signed char>& x) { return shared->plus(x); },
                               std::move(name));
  f.impl_->formula = shared;
  return f;
}

BooleanFunction BooleanFunction::with_index_evaluator(std::function<bool(std::uint64_t)> plus) const {
  BooleanFunction f;
  f.impl_ = std::make_shared<Impl>();
  f.impl_->n = impl_->n;
  f.impl_->name = impl_->name;
  f.impl_->formula = impl_->formula;
  f.impl_->plus = impl_->plus;
  f.impl_->plus_index = std::move(plus);
  f.impl_->plus_word = impl_->plus_word;
  f.impl_->structure = impl_->structure;
  return f;
}

BooleanFunction BooleanFunction::with_word_evaluator(std::function<std::uint64_t(std::uint64_t)> word) const {
  BooleanFunction f = with_index_evaluator(impl_->plus_index);
  f.impl_->plus_word = std::move(word);
  return f;
}

std::uint64_t BooleanFunction::word(std::uint64_t w) const {
  if (impl_->plus_word && impl_->n >= 6) return impl_->plus_word(w);
  const std::uint64_t per_word = impl_->n >= 6 ? 64 : std::uint64_t(1) << impl_->n;
  std::uint64_t bits = 0;
  if (impl_->plus_index) {
    for (std::uint64_t j = 0; j < per_word; ++j)
      if (impl_->plus_index(w * 64 + j)) bits |= std::uint64_t(1) << j;
    return bits;
  }
  if (impl_->table) return impl_->table->bits()[w];
  std::vector<signed char> x(impl_->n);
  for (std::uint64_t j = 0; j < per_word; ++j) {
    for (int i = 0; i < impl_->n; ++i) x[i] = ((w * 64 + j) >> i) & 1 ? 1 : -1;
    if (impl_->plus(x)) bits |= std::uint64_t(1) << j;
  }
  return bits;
}

BooleanFunction BooleanFunction::with_structure(std::shared_ptr<const Structure> structure) const {
  BooleanFunction f = with_index_evaluator(impl_->plus_index);
  f.impl_->structure = std::move(structure);
  return f;
}

bool BooleanFunction::is_boolean() const { return impl_->table ? impl_->table->is_boolean() : true; }

bool BooleanFunction::has_table() const { return impl_->table != nullptr; }

bool BooleanFunction::exact_values() const { return !impl_->table || !impl_->table->rounded(); }

const TruthTable& BooleanFunction::table() const {
  std::call_once(impl_->built, [&] {
    impl_->table = std::make_shared<const TruthTable>(
        impl_->plus_index ? tabulate_indexed(impl_->n, impl_->plus_index, impl_->plus_word, to_string())
                          : tabulate(impl_->n, impl_->plus, to_string()));
  });
  return *impl_->table;
}

Rational BooleanFunction::value(const Point& x) const {
  if (int(x.size()) != n())
    throw InvalidArgument("x", "expected " + std::to_string(n()) + " values, got " + std::to_string(x.size()));
  if (impl_->table) return impl_->table->value(point_index(x, n()));
  std::vector<signed char> v(x.size());
  for (std::size_t i = 0; i < x.size(); ++i) {
    if (x[i] != 1 && x[i] != -1)
      throw InvalidArgument("x", "x[" + std::to_string(i + 1) + "] must be 1 or -1, got " + std::to_string(x[i]));
    v[i] = static_cast<signed char>(x[i]);
  }
  return Rational(impl_->plus(v) ? 1 : -1);
}

double BooleanFunction::value_double(const Point& x) const { return to_double(value(x)); }

double BooleanFunction::sample_value(const std::vector<signed char>& x) const {
  if (impl_->table) {
    std::uint64_t idx = 0;
    for (std::size_t i = 0; i < x.size(); ++i)
      if (x[i] > 0) idx |= std::uint64_t(1) << i;
    return impl_->table->value_double(idx);
  }
  return impl_->plus(x) ? 1.0 : -1.0;
}

std::string BooleanFunction::to_string() const {
  if (!impl_->name.empty()) return impl_->name;
  const TruthTable& t = *impl_->table;
  if (t.is_boolean() && t.n() <= 6) {
    std::ostringstream out;
    out << "boolfn(" << t.n() << ": 0x" << std::hex << t.bits()[0] << ")";
    return out.str();
  }
  return "boolfn(" + std::to_string(t.n()) + " vars" + (t.is_boolean() ? "" : ", real") + ")";
}

BooleanFunction from_callback(int n, const Callback& f) {
  check_table_n(n);
  TableBuilder builder(n);
  std::uint64_t size = std::uint64_t(1) << n;
  Progress progress("boolfn table", size);
  Point x(n, -1);
  for (std::uint64_t idx = 0; idx < size; ++idx) {
    for (int i = 0; i < n; ++i) x[i] = ((idx >> i) & 1) ? 1 : -1;
    builder.set(idx, exact_value(f(x), idx, n));
    if ((idx & 1023) == 1023) {
      check_interrupt();
      progress.advance(1024);
    }
  }
  return BooleanFunction(builder.finish());
}

BooleanFunction from_values(const std::vector<Number>& values) {
  std::size_t len = values.size();
  if (len < 2 || (len & (len - 1)) != 0)
    throw InvalidArgument("table", "a truth table has 2^n entries (n >= 1), got " + std::to_string(len));
  int n = std::countr_zero(len);
  check_table_n(n, "table");
  TableBuilder builder(n, "table");
  for (std::size_t idx = 0; idx < len; ++idx) {
    const Number& v = values[idx];
    if (!v.exact && !std::isfinite(v.value))
      throw InvalidArgument("table", "entry " + std::to_string(idx + 1) + " is " +
                                         (std::isnan(v.value) ? "NaN" : v.value > 0 ? "inf" : "-inf"));
    builder.set(idx, v.exact ? *v.exact : rational_from_double(v.value));
  }
  return BooleanFunction(builder.finish());
}

BooleanFunction from_bits(std::string_view bits) {
  std::size_t len = bits.size();
  if (len < 2 || (len & (len - 1)) != 0)
    throw InvalidArgument("table", "a bit string has 2^n characters (n >= 1), got " + std::to_string(len));
  int n = std::countr_zero(len);
  check_table_n(n, "table");
  require_memory(TruthTable::bytes(n, true), "the truth table of " + std::to_string(n) + " variables");
  std::vector<std::uint64_t> words(words_for(n), 0);
  for (std::size_t k = 0; k < len; ++k) {
    if (bits[k] == '1')
      words[k >> 6] |= std::uint64_t(1) << (k & 63);
    else if (bits[k] != '0')
      throw InvalidArgument("table", std::string("a bit string has only 0 and 1, got '") + bits[k] +
                                         "' at position " + std::to_string(k + 1));
  }
  return BooleanFunction(TruthTable::boolean(n, std::move(words)));
}

BooleanFunction from_hex(std::string_view hex, int n) {
  if (hex.size() >= 2 && hex[0] == '0' && (hex[1] == 'x' || hex[1] == 'X')) hex.remove_prefix(2);
  std::size_t digits = hex.size();
  if (n == 0) {
    if (digits == 0 || (digits & (digits - 1)) != 0)
      throw InvalidArgument("table", "a hex table has 2^n / 4 digits, got " + std::to_string(digits));
    n = std::countr_zero(digits) + 2;
  }
  check_table_n(n, "n");
  std::size_t want = n <= 2 ? 1 : (std::size_t(1) << (n - 2));
  if (digits != want)
    throw InvalidArgument("table", "a hex table of " + std::to_string(n) + " variables has " +
                                       std::to_string(want) + " digits, got " + std::to_string(digits));
  require_memory(TruthTable::bytes(n, true), "the truth table of " + std::to_string(n) + " variables");
  std::vector<std::uint64_t> words(words_for(n), 0);
  for (std::size_t d = 0; d < digits; ++d) {
    int v = hex_digit(hex[digits - 1 - d]);  // the last digit holds bits 0..3
    if (v < 0) throw InvalidArgument("table", "not a hex digit: '" + std::string(1, hex[digits - 1 - d]) + "'");
    std::uint64_t bit = 4 * d;
    if (n < 2 && (v >> (std::size_t(1) << n)) != 0)
      throw InvalidArgument("table", "a table of 1 variable is 0x0..0x3");
    words[bit >> 6] |= std::uint64_t(v) << (bit & 63);
  }
  return BooleanFunction(TruthTable::boolean(n, std::move(words)));
}

}  // namespace alea::boolfn
