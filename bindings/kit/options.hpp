#pragma once
// The trailing options table of a call: alloc.wdl(X, Y, {rules="independent", exact=true}).
// The keys it may hold and their defaults are the ones the function's signature shows
// (signature.hpp), so help, validation and defaults cannot drift apart: an unknown key is an
// error naming the known ones, and a getter without an explicit fallback returns the default
// written in the signature. Each getter checks the value's type and names the option.
#include <optional>
#include <string>
#include <vector>

#include "kit/args.hpp"
#include "kit/signature.hpp"

namespace alea::kit {

class Options {
 public:
  // idx may hold nil or nothing (no options). Anything but a table is an argument error.
  explicit Options(lua_State* L, int idx);

  bool has(const char* key) const;
  bool boolean(const char* key) const;
  bool boolean(const char* key, bool fallback) const;
  long long integer(const char* key, long long min, long long max) const;  // default required
  long long integer(const char* key, long long fallback, long long min, long long max) const;
  std::optional<long long> optional_integer(const char* key, long long min, long long max) const;
  double number(const char* key) const;  // finite; default from the signature
  // The same, refused outside [min, max] ("expected a number >= 0, got -1").
  double number(const char* key, double min, double max) const;
  std::optional<double> optional_number(const char* key) const;
  std::string string(const char* key) const;
  std::optional<std::string> optional_string(const char* key) const;
  // One of the values the signature lists ("a"|"b"), the first by default.
  std::string choice(const char* key) const;
  // exact=auto|false|true as the signature sets it: nullopt for auto (exact when the inputs
  // are exact: the core decides, knowing the inputs), else the value given or the default.
  std::optional<bool> exact() const;
  // An array of at least one string (column names, labels), or nullopt when absent.
  std::optional<std::vector<std::string>> strings(const char* key) const;
  // Pushes the raw value (nil when absent) for conversions the kit does not know.
  void push(const char* key) const;
  int arg() const { return idx_; }
  [[noreturn]] void fail(const char* key, const std::string& message) const;

 private:
  const OptionSpec& spec(const char* key) const;  // a key the code reads must be in the signature
  int push_field(const char* key) const;          // pushes t[key], returns its type
  lua_State* L_;
  int idx_;
  bool present_;
  const Signature* sig_ = nullptr;
};

}  // namespace alea::kit
