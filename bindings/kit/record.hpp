#pragma once
// A record: a Lua table with named fields, built in one statement whose field calls are the
// only list of its fields. The order they were set in is kept in the record's metatable
// (__fields), so the printer and alea.write_csv show the fields in that order, not sorted.
//
//   Record(L).field("games", r.games).field("win", r.win).field("duration", [&] { ... });
#include <string>
#include <type_traits>
#include <vector>

#include "kit/push.hpp"

namespace alea::kit {

class Record {
 public:
  explicit Record(lua_State* L, int fields = 8);
  ~Record();  // sets the metatable holding the field order; the record stays on the stack
  Record(const Record&) = delete;
  Record& operator=(const Record&) = delete;

  // A value push() knows, or a callable that pushes exactly one value.
  template <class T>
  Record& field(const char* key, const T& value) {
    if constexpr (std::is_invocable_v<const T&>) value();
    else push(L_, value);
    return set(key);
  }
  Record& field(const char* key, const Quantity& q, bool with_error) {
    push(L_, q, with_error);
    return set(key);
  }

 private:
  Record& set(const char* key);
  lua_State* L_;
  int table_;
  std::string order_;  // "games\0win\0...": also the key of the shared metatable
};

// Makes the table at idx a record whose fields are in this order (alea.read_json and alea.load
// keep a file's key order so).
void set_record_fields(lua_State* L, int idx, const std::vector<std::string>& fields);

// The field names of a record in their order, or an empty list when the table has none.
std::vector<std::string> record_fields(lua_State* L, int idx);

}  // namespace alea::kit
