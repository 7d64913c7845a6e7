#pragma once
// The trailing options table of a call: alloc.wdl(X, Y, {rules="independent", exact=true}).
// Unknown keys are errors naming the known ones; each getter checks the value's type.
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "kit/args.hpp"

namespace alea::kit {

class Options {
 public:
  // idx may hold nil or nothing (no options). Anything but a table is an argument error.
  Options(lua_State* L, int idx, std::initializer_list<const char*> known);

  bool has(const char* key) const;
  bool boolean(const char* key, bool fallback) const;
  long long integer(const char* key, long long fallback, long long min, long long max) const;
  std::optional<long long> integer(const char* key, long long min, long long max) const;
  double number(const char* key, double fallback) const;
  std::optional<double> number(const char* key) const;
  std::string string(const char* key, const std::string& fallback) const;
  // One of the listed words.
  std::string choice(const char* key, const std::string& fallback,
                     std::initializer_list<const char*> choices) const;
  // Pushes the raw value (nil when absent) for conversions the kit does not know.
  void push(const char* key) const;
  int arg() const { return idx_; }

 private:
  [[noreturn]] void fail(const char* key, const std::string& message) const;
  int push_field(const char* key) const;  // pushes t[key], returns its type
  lua_State* L_;
  int idx_;
  bool present_;
};

}  // namespace alea::kit
