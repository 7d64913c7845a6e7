#pragma once
// Long runs of a take-and-break code's nim sequence: extend it for a time budget (or to a heap),
// with a checkpoint file that a later run resumes from, and report what the research tables
// report (Flammenkamp; tczajka/octal-games): the largest value and where it first occurs, the
// rare-value mask, how many rare values there are and the last one, and a proved period if any.
//
// The checkpoint is written atomically (a temporary file renamed over it): a text header
//   alea nim checkpoint 1 / code <code> / heaps <n> / width <bytes per value> / end
// then the values G(0 .. n-1), little-endian.
#include <cstdint>
#include <limits>
#include <optional>
#include <string>

#include "cgt/impartial.hpp"

namespace alea::cgt::impartial {

struct LongRunOptions {
  double seconds = 60;                                    // stop after about this long
  std::uint64_t to = std::numeric_limits<std::uint64_t>::max();  // or once G(to) is known
  std::string checkpoint;                                 // "" none; else resumed from and written
  double checkpoint_seconds = 300;                        // at most this long between writes
};

struct LongRunReport {
  std::uint64_t heaps = 0;                  // G(0 .. heaps - 1) known
  std::uint64_t resumed_from = 0;           // heaps read from the checkpoint
  std::uint64_t largest = 0, largest_at = 0;
  std::uint64_t mask = 0;                   // the engine's rare-value mask (0: none in use)
  bool domain = false;                      // its domain variant
  std::uint64_t rare = 0, last_rare = 0;    // rare values among all known, and the last one
  double seconds = 0;                       // of this run
  std::optional<Periodicity> periodicity;   // proved from the known values
  std::string reason;                       // why none is, otherwise
};

// Roles: "H" (not a take-and-break ruleset), "checkpoint" (a file of another code or damaged).
LongRunReport extend(HeapRuleset& h, const LongRunOptions& options);

}  // namespace alea::cgt::impartial
