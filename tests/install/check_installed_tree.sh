#!/usr/bin/env bash
# Installs a build tree into a temporary prefix (cmake --install BUILD --prefix TMP) and
# checks what a desktop and a package need of it: the files are there, the menu entry
# and the AppStream file validate, and the installed program answers with no display
# at all and finds its French translation.
#   check_installed_tree.sh BUILD_DIR APP_ID VERSION
set -uo pipefail
build=$1 id=$2 version=$3
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
failures=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

cmake --install "$build" --prefix "$prefix" >/dev/null || { echo "FAIL: cmake --install"; exit 1; }
echo "installed under $prefix:"
(cd "$prefix" && find . -type f | sort | sed 's|^\./|  |')

desktop=share/applications/$id.desktop
metainfo=share/metainfo/$id.metainfo.xml
for file in bin/puzzle-workbench bin/puzzle-bench "$desktop" "$metainfo" \
  share/icons/hicolor/scalable/apps/$id.svg \
  share/man/man1/puzzle-workbench.1.gz share/man/man1/puzzle-bench.1.gz; do
  [ -f "$prefix/$file" ] || fail "missing $file"
done

echo "desktop-file-validate $desktop"
desktop-file-validate "$prefix/$desktop" || fail "desktop-file-validate"
grep -qx "Exec=puzzle-workbench" "$prefix/$desktop" || fail "the desktop file does not start bin/puzzle-workbench"
grep -qx "Icon=$id" "$prefix/$desktop" || fail "the desktop file's icon is not $id"
grep -q '^Name\[fr\]=' "$prefix/$desktop" && grep -q '^Comment\[fr\]=' "$prefix/$desktop" || fail "no French name or comment"
echo "appstreamcli validate --no-net $metainfo"
appstreamcli validate --no-net "$prefix/$metainfo" || fail "appstreamcli validate"

for page in puzzle-workbench puzzle-bench; do
  zcat "$prefix/share/man/man1/$page.1.gz" | grep -q "^\.TH ${page^^} 1" || fail "man page of $page"
done

# No display at all: neither X11 nor Wayland nor a Qt platform, and no saved settings.
bare() { env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM XDG_CONFIG_HOME="$prefix/config" "$@"; }
out=$(bare "$prefix/bin/puzzle-workbench" --version 2>&1) || fail "--version exits $?"
[ "$out" = "Puzzle Workbench $version" ] || fail "--version prints '$out'"
out=$(bare "$prefix/bin/puzzle-workbench" --help 2>&1) || fail "--help exits $?"
grep -q -- "--screenshot" <<<"$out" || fail "--help does not list the options: $out"
out=$(bare "$prefix/bin/puzzle-workbench" --lang fr --help 2>&1) || fail "--lang fr --help exits $?"
grep -q "Langue" <<<"$out" || fail "--lang fr --help is not in French (translation not found): $out"
bare "$prefix/bin/puzzle-workbench" --no-such-option >"$prefix/out" 2>"$prefix/err"
status=$?
[ $status -eq 2 ] || fail "a bad option exits $status, not 2"
[ "$(wc -l <"$prefix/err")" -eq 1 ] && [ ! -s "$prefix/out" ] || fail "a bad option prints more than one line: $(cat "$prefix/out" "$prefix/err")"
echo "puzzle-workbench --no-such-option: $(cat "$prefix/err") (exit $status)"
bare "$prefix/bin/puzzle-bench" --list >/dev/null || fail "puzzle-bench --list"
if ldd "$prefix/bin/puzzle-workbench" | grep -q "not found"; then fail "libraries not found: $(ldd "$prefix/bin/puzzle-workbench" | grep 'not found')"; fi

# The installed window, offscreen: its icons, samples and translation are compiled in.
QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME="$prefix/config" "$prefix/bin/puzzle-workbench" --lang fr \
  --screenshot "$prefix/window.png" >/dev/null 2>&1 || fail "an offscreen --screenshot of the installed program"
[ -s "$prefix/window.png" ] || fail "no screenshot written"

# A version of the user's own: the headers, the runtime and the examples are installed
# where the programs look for them, next to bin/; the installed puzzle-bench compiles
# and runs an installed example (in the sandbox when bubblewrap can start here).
for file in include/puzzle_workbench/queens.h include/puzzle_workbench/runtime.h \
  lib/puzzle-workbench/libpw_own_runtime.a share/puzzle-workbench/examples/queens_v2.cpp \
  share/puzzle-workbench/assignments/queens-assignment.txt; do
  [ -f "$prefix/$file" ] || fail "missing $file"
done
if command -v g++ >/dev/null; then
  sandbox=()
  bwrap --unshare-all --die-with-parent --ro-bind /usr /usr true 2>/dev/null || sandbox=(--no-sandbox)
  out=$(bare "$prefix/bin/puzzle-bench" queens --size 6 "${sandbox[@]}" \
    --algo "$prefix/share/puzzle-workbench/examples/queens_v2.cpp" 2>&1) || fail "puzzle-bench on an installed example: $out"
  grep -q "yours 4" <<<"$out" || fail "the installed example does not count 4 solutions of 6 queens: $out"
  # The installed example assignment grades the installed example (its grade depends on
  # this machine's times: only the gradebook's row is checked).
  out=$(bare "$prefix/bin/puzzle-bench" grade "$prefix/share/puzzle-workbench/assignments/queens-assignment.txt" \
    "${sandbox[@]}" --repeats 1 --algo "$prefix/share/puzzle-workbench/examples/queens_v2.cpp" --out "$prefix/grades" 2>&1) ||
    fail "puzzle-bench grade on the installed example assignment: $out"
  grep -q "^queens_v2," "$prefix/grades/grades.csv" || fail "no row for queens_v2 in grades.csv"
  [ -s "$prefix/grades/queens_v2.html" ] || fail "no feedback page for queens_v2"
fi

if [ $failures -gt 0 ]; then
  echo "$failures checks of the installed tree failed"
  exit 1
fi
echo "the installed tree is complete"
