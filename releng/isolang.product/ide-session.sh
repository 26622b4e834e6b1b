#!/usr/bin/env bash
# Starts the IDE product with files to open, waits for the report of what it opened
# (-Disolang.openReport, written by isolang.ui.startup.OpenFilesOnStartup) and stops it.
# Sourced by smoke.sh, startup-bench.sh and screenshot.sh; ISOLANG_VMARGS passes through.
#
#   ide_start <product> <workspace> <report> <log> <file>...   sets ide_pid
#   ide_wait <report> <log> <seconds>                          fails if the IDE exits or times out
#   ide_stop

ide_pid=""

ide_start() {
	local product="$1" workspace="$2" report="$3" log="$4"
	shift 4
	rm -f "$report"
	ISOLANG_OPEN_REPORT="$report" "$product/isolang-ide" -data "$workspace" "$@" > "$log" 2>&1 &
	ide_pid=$!
}

ide_wait() {
	local report="$1" log="$2" seconds="$3"
	local deadline=$((SECONDS + seconds))
	while [[ ! -s "$report" ]]; do
		if ! kill -0 "$ide_pid" 2>/dev/null; then
			echo "the IDE exited before reporting what it opened; its output:" >&2
			cat "$log" >&2
			return 1
		fi
		if ((SECONDS >= deadline)); then
			echo "the IDE reported nothing within $seconds s; its output:" >&2
			cat "$log" >&2
			return 1
		fi
		sleep 0.05
	done
}

ide_stop() {
	if [[ -n "$ide_pid" ]] && kill -0 "$ide_pid" 2>/dev/null; then
		kill "$ide_pid" 2>/dev/null || true
		wait "$ide_pid" 2>/dev/null || true
	fi
	ide_pid=""
}
