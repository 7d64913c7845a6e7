#pragma once
// What the kit reads from a registration row's signature, so that each fact is written once:
// the roles of the arguments (a core error names a role, the kit turns it into "argument 2"),
// and the options with their defaults (the keys an options table may hold, and the defaults the
// option readers return). The grammar, with examples from the modules:
//
//   signature = call { " | " call } [ " -> " results ]
//   call      = name "(" [ params ] ")"            alloc.wdl(X, Y [, {rules="original"|"independent"}])
//             | name "{" options "}"               doubling.money_points{W=1, L=1, x=1}
//   name      = module.function | Self:method      X:expected_time([{exact=false}])
//   params    = param { "," param }, "[" and "]" marking the optional ones
//   param     = role { "|" role } | "{" options "}" | anything else (a literal: no role)
//   options   = key "=" [ default ] { "," key "=" [ default ] }
//   default   = value { "|" value }                the first value is the default; with several,
//                                                  the values are the only choices
// The kit checks the number of arguments against the signature before a function runs: fewer
// than the parameters written outside [brackets], or more than all of them, is an error. A
// table call name{...} may be written name() when every key has a default (money_points{W=1}),
// not when a key has none (graph.game{n=, ...}).
// Pure C++: the registry, help and the tests use it without Lua.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace alea::kit {

struct OptionSpec {
  std::string key;
  std::string fallback;              // the default as written ("" when there is none)
  std::vector<std::string> choices;  // the values of "a"|"b"|..., unquoted; empty when free
};

struct Signature {
  bool method = false;                          // Self:name(...): argument 1 is self
  std::vector<std::vector<std::string>> roles;  // per argument position: the roles written there
  std::vector<int> options_args;                // positions (1-based) of options tables, per call
  std::vector<OptionSpec> options;              // every option of every call form
  int min_args = 0;                             // the fewest any call form takes: its arguments before the
                                                // first one in [brackets] (self included)
  int max_args = 0;                             // the most arguments any call form takes (self included)

  const OptionSpec* option(std::string_view key) const;
  // The position of a role among the arguments (self = 1 for methods), or 0.
  int position(std::string_view role) const;
};

// Throws std::invalid_argument naming the fault: a registration row with a malformed signature
// is a programming error, caught by the registry test before anything ships.
Signature parse_signature(std::string_view text);

}  // namespace alea::kit
