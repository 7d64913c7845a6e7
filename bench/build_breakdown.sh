#!/usr/bin/env bash
# Where a build tree's time went (issue 32): compile and link seconds summed per CMake target from
# Ninja's log (each edge's own duration, so with -j2 the sum is about twice the wall time), the
# slowest translation units, and the slowest tests from CTest's last log. Run by
# bench/build_time.sh after `make test`; works on any Ninja tree built from scratch (a tree built
# bit by bit only shows its last edges).
#
#   bench/build_breakdown.sh BUILD_DIR [N]     (N: how many of the slowest to list, default 8)
set -euo pipefail

dir=$1
top=${2:-8}
log=$dir/.ninja_log
[[ -f $log ]] || { echo "$dir: no .ninja_log (not a Ninja tree?)" >&2; exit 1; }

echo "== $dir"
# Ninja appends an edge again when it reruns it: keep each output's last entry only.
awk -F'\t' 'NR > 1 { last[$4] = ($2 - $1) / 1000 } END { for (o in last) print last[o] "\t" o }' "$log" \
  > "$dir/.breakdown_edges"

awk -F'\t' '{
    target = "(other)"
    if (match($2, /CMakeFiles\/[^\/]+\.dir/)) target = substr($2, RSTART + 11, RLENGTH - 15)
    sum[target] += $1; n[target]++; total += $1
  }
  END {
    printf "  %-28s %8.1f s over %d edges\n", "all edges", total, NR
    for (t in sum) printf "  %-28s %8.1f s  %3d edges\n", t, sum[t], n[t] | "sort -k2 -n -r | head -'"$top"'"
  }' "$dir/.breakdown_edges"
echo "  slowest edges:"
# awk 'NR <= n' reads to the end, so sort never meets a closed pipe (head made it exit 141, which
# pipefail turned into a failure that ended bench/build_time.sh after the first tree).
sort -n -r "$dir/.breakdown_edges" | awk -v n="$top" 'NR <= n' | awk -F'\t' '{ printf "  %8.1f s  %s\n", $1, $2 }'
rm -f "$dir/.breakdown_edges"

tests=$dir/Testing/Temporary/LastTest.log
if [[ -f $tests ]]; then
  echo "  slowest tests:"
  awk '/^[0-9]+\/[0-9]+ Test: / { sub(/^[0-9]+\/[0-9]+ Test: /, ""); name = $0 }
       /^Test time = / { printf "%8.1f s  %s\n", $4, name; total += $4 }
       END { printf "%8.1f s  (all tests, summed)\n", total > "/dev/stderr" }' "$tests" 2>&1 \
    | sort -n -r | awk -v n="$((top + 1))" 'NR <= n' | sed 's/^/  /'
fi
