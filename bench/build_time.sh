#!/usr/bin/env bash
# Times what a newcomer waits for on a fresh clone (issue 32): `make run` up to the answer of a
# first expression, then `make test`, each on its own fresh clone of the given commit. ccache is
# switched off (CCACHE_DISABLE=1) unless --warm is given, so the figures are those of a machine
# that never built alea; the Debian packages are assumed installed (`make deps` is part of both
# commands and takes a second when nothing is missing). Prints one line per figure, and the
# machine's load average before and after, since the numbers mean little on a busy machine, and
# after make test where its time went (bench/build_breakdown.sh on each build tree).
#
#   bench/build_time.sh [--warm] [--run-only] [repository [commit]]
#
# Run it whenever a module lands, and keep README.md's figures true.
set -euo pipefail

warm=0
run_only=0
while [[ $# -gt 0 && $1 == --* ]]; do
  case $1 in
    --warm) warm=1 ;;
    --run-only) run_only=1 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
here=$(cd "$(dirname "$0")" && pwd)
repo=${1:-$(dirname "$here")}
commit=${2:-HEAD}
[[ $warm == 1 ]] || export CCACHE_DISABLE=1

work=$(mktemp -d /tmp/alea-build-time.XXXXXX)
trap 'rm -rf "$work"' EXIT

clone() {
  git clone -q "$repo" "$work/$1"
  git -C "$work/$1" checkout -q "$commit"
}

seconds() { date +%s.%N; }
report() { printf '%-34s %8.1f s  (%s)\n' "$1" "$2" "$(date -u +%Y-%m-%dT%H:%MZ)"; }

echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo); load before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "commit: $(git -C "$repo" rev-parse --short "$commit"); ccache: $([[ $warm == 1 ]] && echo warm || echo off)"

clone run
start=$(seconds)
# The REPL reads the expression from the pipe, prints 2 and exits at the end of input.
answer=$(cd "$work/run" && echo 'print(1 + 1)' | make -s run 2>"$work/run.err" | tail -1) || {
  tail -30 "$work/run.err"; exit 1; }
[[ $answer == 2 ]] || { echo "make run answered '$answer', not 2" >&2; exit 1; }
report "make run, first answer" "$(awk "BEGIN {print $(seconds) - $start}")"

if [[ $run_only == 0 ]]; then
  clone test
  start=$(seconds)
  (cd "$work/test" && make test >"$work/test.log" 2>&1) || { tail -60 "$work/test.log"; exit 1; }
  report "make test" "$(awk "BEGIN {print $(seconds) - $start}")"
  grep -E 'tests passed|tests failed' "$work/test.log" || true
  # Where the time went: each tree's targets, slowest compiles and slowest tests.
  for tree in build build-asan build-fuzz; do
    if [[ -d $work/test/$tree ]]; then "$here/build_breakdown.sh" "$work/test/$tree"; fi
  done
fi
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
