#!/usr/bin/env bash
# Files / lines of C++ and Lua per module, as docs/architecture.md's table "The tree now" shows
# them (issue 23: the map keeps its counts current). Run from anywhere; prints the table in
# Markdown. src: src/<m>/; bindings: bindings/<m>/; tests: tests/unit/<m>/ and the Lua tests
# tests/lua/test_<m>.lua, test_<m>_*.lua (host: tests/host/; help, hardening, plot: their Lua
# test; support: tests/unit/support/ and tests/lua/harness.lua).
set -euo pipefail
cd "$(dirname "$0")/.."

# "files / lines" of the files given, or "–" when there are none.
count() {
  if [[ $# -eq 0 ]]; then echo "–"; return; fi
  echo "$# / $(cat "$@" | wc -l)"
}
files() { [[ -d $1 ]] && find "$1" -type f \( -name '*.cpp' -o -name '*.hpp' -o -name '*.lua' \) | sort || true; }
lua_tests() { ls tests/lua/test_"$1".lua tests/lua/test_"$1"_*.lua 2>/dev/null || true; }

echo "| module | src | bindings | tests |"
echo "|---|---|---|---|"
total=()
for m in alea alloc boolfn cgt core digraph doubling geometry graph hardening help host kit lp plot prob rat support; do
  mapfile -t s < <(files "src/$m")
  mapfile -t b < <(files "bindings/$m")
  case $m in
    host) mapfile -t t < <(files tests/host) ;;
    support) mapfile -t t < <(files tests/unit/support; echo tests/lua/harness.lua) ;;
    *) mapfile -t t < <(files "tests/unit/$m"; lua_tests "$m") ;;
  esac
  [[ ${#s[@]} -eq 1 && -z ${s[0]} ]] && s=()
  [[ ${#b[@]} -eq 1 && -z ${b[0]} ]] && b=()
  [[ ${#t[@]} -eq 1 && -z ${t[0]} ]] && t=()
  echo "| $m | $(count "${s[@]}") | $(count "${b[@]}") | $(count "${t[@]}") |"
  total+=("${s[@]}" "${b[@]}" "${t[@]}")
done
echo
echo "In all: $(count "${total[@]}" | sed 's| / | files and |') lines."
