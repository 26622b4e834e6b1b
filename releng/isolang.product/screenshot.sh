#!/usr/bin/env bash
# Takes the README's and docs' screenshots of the IDE product. For each picture it copies the
# example it shows into a fresh folder, starts the product on it with the commands to run
# (-Disolang.run=NAME,...) and the command to show (-Disolang.show=NAME: scrolled to the top of
# its editor, its history or order in the Counterexample view), waits until the runs have ended
# and photographs the screen, cropped to the window or to the Counterexample view (the product
# reports where they are, see isolang.ui.startup.OpenFilesOnStartup).
#
#   screenshot.sh <product directory> <images directory> [PICTURE...]
#
# Writes ide.png (examples/tour.isol: verdicts above and diagrams below their commands, the
# Counterexample view), counterexample-view.png (the view alone, maximized, on the read-only
# anomaly of examples/read-only-anomaly.isol), predict.png (examples/predict.isol: a predicted
# anomaly under its predict command and in the view), lattice.png (examples/hierarchy.isol: the
# lattice's Hasse diagram below its command and in the view), record-wizard.png and
# record-wizard-workload.png (the Record History wizard's two pages, H2 at serializable),
# recorded-history-view.png (Finish: the recording's check in the Recorded History view,
# maximized) and protocol-trace.png (examples/tapir.isol: Example 5's fractured read with the
# protocol's trace next to it, below its command and in the view); PICTURE (ide, view, predict,
# lattice, record, protocol) takes only those. It starts its own
# Xvfb (1600x1100) when Xvfb is installed, so that the pictures do not depend on the desktop;
# otherwise it uses $DISPLAY. Needs ImageMagick's import and convert.
#   releng/isolang.product/screenshot.sh \
#       releng/isolang.product/target/products/isolang.ide/linux/gtk/x86_64/isolang-ide docs/images
set -euo pipefail
if (($# < 2)); then
	sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//' >&2
	exit 2
fi
product="$(readlink -f "$1")"
images="$(readlink -f "$2")"
shift 2
pictures=("$@")
# wanted <picture>: whether to take it (all when none was named)
wanted() {
	((${#pictures[@]} == 0)) && return 0
	local p
	for p in "${pictures[@]}"; do
		[[ "$p" == "$1" ]] && return 0
	done
	return 1
}
repository="$(cd "$(dirname "$(readlink -f "$0")")/../.." && pwd)"
mkdir -p "$images"
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
	Xvfb ":$display" -screen 0 1600x1100x24 -nolisten tcp > /dev/null 2>&1 &
	xvfb_pid=$!
	for _ in $(seq 1 50); do
		[[ -S /tmp/.X11-unix/X$display ]] && break
		sleep 0.1
	done
	export DISPLAY=":$display"
fi
[[ -n "${DISPLAY:-}" ]] || { echo "screenshot.sh: no Xvfb and no DISPLAY" >&2; exit 2; }

# bounds <report> <part>: the part's "x y width height" on the screen, as the product reported it
bounds() {
	awk -v part="$2" '$1 == "bounds" && $2 == part { print $3, $4, $5, $6; exit }' "$1"
}

# crop <screen.png> <report> <part> <out.png> [-trim]: the part's area of the screen (-trim: without
# the empty margin right and below the drawing)
crop() {
	local x y w h
	read -r x y w h <<< "$(bounds "$2" "$3")"
	[[ -n "$h" ]] || { echo "screenshot.sh: the product did not report where $3 is" >&2; return 1; }
	local trim=()
	if [[ "${5:-}" == -trim ]]; then
		trim=(-trim +repage -bordercolor white -border 8)
	elif [[ "$3" == window ]]; then
		# a shell's bounds count the frame a window manager would draw; Xvfb has none, so the
		# screen's black shows below the window: cut it off
		trim=(-bordercolor black -border 1 -trim +repage)
	fi
	convert "$1" -crop "${w}x${h}+${x}+${y}" +repage "${trim[@]}" "$4"
	echo "screenshot.sh: $4"
}

# photograph <name> <JVM options> <report line that says it is ready> <seconds to settle> <example>
# <folder>: starts the product with the options on a copy of examples/<example> in <folder>, waits
# for the report line and photographs the screen into $work/<name>/screen.png, the report in
# $work/<name>/report.txt
photograph() {
	local name="$1" options="$2" ready="$3" settle="$4" example="$5" folder="$6"
	local dir="$work/$name"
	mkdir -p "$dir/$folder"
	cp "$repository/examples/$example" "$dir/$folder/"
	ISOLANG_VMARGS="$options" ide_start "$product" "$dir/workspace" \
		"$dir/report.txt" "$dir/ide.log" "$dir/$folder/$example"
	ide_wait "$dir/report.txt" "$dir/ide.log" 900 || return 1
	grep -q "^$ready" "$dir/report.txt" || { cat "$dir/ide.log" >&2; echo "screenshot.sh: $name: not ready to photograph" >&2; return 1; }
	sleep "$settle"
	import -window root "$dir/screen.png"
	ide_stop
}

# session <name> <example> <commands to run> <command to show> [<JVM options>]: runs them, then
# photographs the screen
session() {
	photograph "$1" "-Disolang.run=$3 -Disolang.show=$4 ${5:-}" 'time ran ' 4 "$2" files
}

# record_session <name> <stage>: drives the Record History wizard to <stage> (database, workload or
# results: isolang.ui.startup.RecordOnStartup), then photographs the screen
record_session() {
	photograph "$1" "-Disolang.record=$2" 'bounds ' 2 tour.isol runs
}

if wanted ide; then
	session tour tour.isol true raIsNotSi
	crop "$work/tour/screen.png" "$work/tour/report.txt" window "$images/ide.png"
fi

if wanted view; then
	session view read-only-anomaly.isol anomaly anomaly -Disolang.showMaximized=true
	crop "$work/view/screen.png" "$work/view/report.txt" isolang.ui.views.CounterexampleView \
		"$images/counterexample-view.png" -trim
fi

if wanted predict; then
	session predict predict.isol lostUpdate,writeSkew writeSkew
	crop "$work/predict/screen.png" "$work/predict/report.txt" window "$images/predict.png"
fi

if wanted lattice; then
	session lattice hierarchy.isol biswasOrder biswasOrder
	crop "$work/lattice/screen.png" "$work/lattice/report.txt" window "$images/lattice.png"
fi

if wanted record; then
	record_session wizard database
	crop "$work/wizard/screen.png" "$work/wizard/report.txt" wizard "$images/record-wizard.png"
	record_session workload workload
	crop "$work/workload/screen.png" "$work/workload/report.txt" wizard "$images/record-wizard-workload.png"
	record_session results results
	crop "$work/results/screen.png" "$work/results/report.txt" window "$images/recorded-history-view.png"
fi

if wanted protocol; then
	session protocol tapir.isol example5 example5
	crop "$work/protocol/screen.png" "$work/protocol/report.txt" window "$images/protocol-trace.png"
fi
