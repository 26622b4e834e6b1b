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

# shellcheck source=ide-session.sh
source "$(dirname "$(readlink -f "$0")")/ide-session.sh"
work="$(mktemp -d)"
cleanup() {
	ide_stop
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
ISOLANG_VMARGS="-Xmx1g" ide_start "$product" "$work/workspace" "$report" "$work/ide.log" "$work/levels.isol"
ide_wait "$report" "$work/ide.log" 180 || { echo "smoke.sh: the IDE did not open levels.isol" >&2; exit 1; }
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
