#!/usr/bin/env bash
# SPDX-License-Identifier: EPL-2.0
# Sourced by the start-up benchmarks (startup-bench.sh, cli-startup-bench.sh): their options
# --runs N and --update FILE, their loop of N runs over the situations measured, the machine
# they ran on, and writing their Markdown section.

# shellcheck source=../markdown-section.sh
source "$(dirname "${BASH_SOURCE[0]}")/../markdown-section.sh"

bench_script="$(basename "$0")"
bench_runs=3
bench_update=""
bench_rows=()

# bench_options USAGE_LINES OPERANDS [OPTION VARIABLE]... -- "$@": reads --runs N, --update FILE and
# each OPTION (with a value, into VARIABLE); leaves the OPERANDS operands in bench_operands. On an
# unknown option or another number of operands prints lines 2 to USAGE_LINES of the script (its
# header comment) and exits 2.
bench_options() {
	local usage="$1" operands="$2"
	shift 2
	local -A extra=()
	while [[ "$1" != -- ]]; do
		extra["$1"]="$2"
		shift 2
	done
	shift
	while (($#)); do
		case "$1" in
			--runs) bench_runs="$2"; shift 2 ;;
			--update) bench_update="$2"; shift 2 ;;
			-*)
				[[ -n "${extra[$1]:-}" ]] || { echo "$bench_script: unknown option $1" >&2; exit 2; }
				printf -v "${extra[$1]}" '%s' "$2"
				shift 2
				;;
			*) break ;;
		esac
	done
	if (($# != operands)); then
		sed -n "2,${usage}p" "$0" | sed 's/^# \{0,1\}//' >&2
		exit 2
	fi
	bench_operands=("$@")
}

# bench_loop MEASURE SITUATION...: for each run 1..N and each situation calls `MEASURE RUN SITUATION`,
# which sets row to the table's cells after the situation and the run ("a | b | ..."), and keeps the
# table row. The script may define bench_run_started RUN and bench_run_ended RUN around each run.
bench_loop() {
	local measure="$1" run situation
	shift
	for run in $(seq 1 "$bench_runs"); do
		if declare -F bench_run_started > /dev/null; then bench_run_started "$run"; fi
		for situation in "$@"; do
			"$measure" "$run" "$situation"
			bench_rows+=("| $situation | $run | $row |")
			echo "$bench_script: $situation, run $run: $row" >&2
		done
		if declare -F bench_run_ended > /dev/null; then bench_run_ended "$run"; fi
	done
}

# bench_machine: "N processors, CPU model, Java version" of this machine.
bench_machine() {
	echo "$(nproc) processors, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), $("${JAVA:-java}" -version 2>&1 | head -1)"
}

# bench_section NAME SECTION_FILE: prints the section, or with --update replaces section NAME of the file.
bench_section() {
	markdown_section "$1" "$2" "$bench_update"
	[[ -z "$bench_update" ]] || echo "$bench_script: updated $bench_update" >&2
}
