#!/usr/bin/env bash
# Smoke test of the materialized IDE product: starts it with an .isol file, waits until the
# isolang editor and the isolang Results view are open (isolang.ui reports them through
# -Disolang.openReport), then stops it. Needs a display; without DISPLAY it says so and passes.
#
#   smoke.sh <product directory> [<screenshot.png>]
#
# With a second argument it also takes a screenshot of the screen (ImageMagick's import).
set -euo pipefail
product="$(readlink -f "$1")"
screenshot="${2:-}"
if [[ -z "${DISPLAY:-}" ]]; then
	echo "smoke.sh: DISPLAY is not set, skipping the IDE smoke test (run it under Xvfb, see .ci/run)"
	exit 0
fi

work="$(mktemp -d)"
ide_pid=""
cleanup() {
	if [[ -n "$ide_pid" ]] && kill -0 "$ide_pid" 2>/dev/null; then
		kill "$ide_pid" 2>/dev/null || true
		wait "$ide_pid" 2>/dev/null || true
	fi
	rm -rf "$work"
}
trap cleanup EXIT

cat > "$work/levels.isol" <<'ISOL'
// isolation levels to compare
level SER { }
level SI { }
level PSI { }
level RC { }
ISOL

report="$work/opened.txt"
ISOLANG_OPEN_REPORT="$report" ISOLANG_VMARGS="-Xmx1g" \
	"$product/isolang-ide" -data "$work/workspace" "$work/levels.isol" > "$work/ide.log" 2>&1 &
ide_pid=$!

for _ in $(seq 1 180); do
	[[ -s "$report" ]] && break
	if ! kill -0 "$ide_pid" 2>/dev/null; then
		echo "smoke.sh: the IDE exited before opening the file; its output:" >&2
		cat "$work/ide.log" >&2
		exit 1
	fi
	sleep 1
done
if [[ ! -s "$report" ]]; then
	echo "smoke.sh: no editor opened within 180 s; IDE output:" >&2
	cat "$work/ide.log" >&2
	exit 1
fi
cat "$report"
if ! grep -q "^editor isolang.ui.editor " "$report" || ! grep -q "^view isolang.ui.views.ResultsView$" "$report"; then
	echo "smoke.sh: expected the isolang editor and the isolang Results view" >&2
	exit 1
fi
if [[ -n "$screenshot" ]]; then
	sleep 3
	import -window root -trim +repage "$screenshot"
	echo "smoke.sh: screenshot in $screenshot"
fi
echo "smoke.sh: the IDE product started and opened levels.isol in the isolang editor"
