#!/usr/bin/env bash
# Takes the README's screenshot of the IDE product: opens a small specification, runs all its
# commands (-Disolang.run=true), waits until the runs have ended and photographs the window.
#
#   screenshot.sh <product directory> <out.png>
#
# It starts its own Xvfb (1600x1300) when Xvfb is installed, so that the picture does not depend
# on the desktop; otherwise it uses $DISPLAY. Needs ImageMagick's import and convert.
#   releng/isolang.product/screenshot.sh \
#       releng/isolang.product/target/products/isolang.ide/linux/gtk/x86_64/isolang-ide docs/images/ide.png
set -euo pipefail
if (($# != 2)); then
	sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//' >&2
	exit 2
fi
product="$(readlink -f "$1")"
out="$(readlink -f "$(dirname "$2")")/$(basename "$2")"
# shellcheck source=ide-session.sh
source "$(dirname "$(readlink -f "$0")")/ide-session.sh"
work="$(mktemp -d)"
xvfb_pid=""
cleanup() {
	ide_stop
	if [[ -n "$xvfb_pid" ]]; then
		kill "$xvfb_pid" 2>/dev/null || true
	fi
	rm -rf "$work"
}
trap cleanup EXIT

if command -v Xvfb > /dev/null; then
	display=120
	while [[ -e /tmp/.X$display-lock ]]; do
		display=$((display + 1))
	done
	Xvfb ":$display" -screen 0 1600x1300x24 -nolisten tcp > /dev/null 2>&1 &
	xvfb_pid=$!
	for _ in $(seq 1 50); do
		[[ -S /tmp/.X11-unix/X$display ]] && break
		sleep 0.1
	done
	export DISPLAY=":$display"
fi
[[ -n "${DISPLAY:-}" ]] || { echo "screenshot.sh: no Xvfb and no DISPLAY" >&2; exit 2; }

mkdir -p "$work/demo"
cat > "$work/demo/spec.isol" <<'ISOL'
// Is Snapshot Isolation serializable? Click "▶ Run" above a command.
import isolang.std.biswas.*

/** Two clients read x and both write it: one update is lost. */
history LostUpdate {
  session { T1: r(x,0) w(x,1) }
  session { T2: r(x,0) w(x,2) }
}

check siImpliesRa: SI implies RA for 3 txn, 2 obj, 2 val expect holds
check siAllowsLostUpdate: LostUpdate allowed by SI expect yes
synthesize writeSkew: { SI } not { SER } for 4 txn, 2 obj, 2 val expect found
ISOL

report="$work/report.txt"
ISOLANG_VMARGS="-Disolang.run=true" ide_start "$product" "$work/workspace" "$report" "$work/ide.log" \
	"$work/demo/spec.isol"
ide_wait "$report" "$work/ide.log" 300 || exit 1
grep -q '^time ran ' "$report" || { cat "$work/ide.log" >&2; echo "screenshot.sh: the runs did not end" >&2; exit 1; }
sleep 3
import -window root "$work/screen.png"
convert "$work/screen.png" -trim +repage "$out"
echo "screenshot.sh: $out"
