#!/usr/bin/env bash
# Checks that Ctrl-C finishes a recording's history cleanly: starts `isolang record` on
# in-process H2 with a workload far too long to end by itself, sends SIGINT (what Ctrl-C sends)
# once transactions are in the file, and checks that the process ends within the 10 s it gives
# the sessions, that every line of the file is a whole completion ending in a newline, and that
# `isolang history check` reads the file back (exit 0 or 1, not 2).
#
#   record-interrupt.sh <isolang launcher>
set -euo pipefail
launcher="$1"
work="$(mktemp -d)"
pid=""
cleanup() {
	if [[ -n "$pid" ]] && kill -0 "$pid" 2> /dev/null; then
		kill "$pid" 2> /dev/null || true
	fi
	rm -rf "$work"
}
trap cleanup EXIT
history="$work/run.edn"

# The launcher runs the JVM in the foreground of a shell; a background job of this
# non-interactive script ignores SIGINT unless it is started in its own job (set -m).
set -m
"$launcher" record --db h2 --isolation serializable --sessions 4 --txns 100000000 --duration 600 \
	--out "$history" -q > "$work/out.txt" 2> "$work/err.txt" &
pid=$!
set +m
for _ in $(seq 1 1200); do
	if [[ -f "$history" ]] && (($(wc -l < "$history") >= 200)); then
		break
	fi
	kill -0 "$pid" 2> /dev/null || { cat "$work/err.txt" >&2; echo "record-interrupt.sh: isolang record ended early" >&2; exit 1; }
	sleep 0.1
done
(($(wc -l < "$history") >= 200)) || { echo "record-interrupt.sh: no transactions recorded within 120 s" >&2; exit 1; }
kill -INT -- "-$pid"
for _ in $(seq 1 300); do
	kill -0 "$pid" 2> /dev/null || break
	sleep 0.1
done
if kill -0 "$pid" 2> /dev/null; then
	echo "record-interrupt.sh: isolang record still runs 30 s after Ctrl-C" >&2
	exit 1
fi
status=0
wait "$pid" || status=$?
pid=""
lines="$(wc -l < "$history")"
if [[ -n "$(tail -c 1 "$history")" ]]; then
	echo "record-interrupt.sh: the history does not end with a whole line" >&2
	exit 1
fi
if grep -v -q '^{:type :\(ok\|fail\|info\), :f :txn, .*}$' "$history"; then
	echo "record-interrupt.sh: a line of the history is not a whole completion:" >&2
	grep -v '^{:type :\(ok\|fail\|info\), :f :txn, .*}$' "$history" | head -n 3 >&2
	exit 1
fi
check=0
"$launcher" history check "$history" --level biswas.RC -q > "$work/check.txt" 2>&1 || check=$?
if ((check > 1)); then
	cat "$work/check.txt" >&2
	echo "record-interrupt.sh: history check could not read the interrupted history (exit $check)" >&2
	exit 1
fi
echo "record-interrupt.sh: Ctrl-C ended the recording (exit $status) with $lines whole transactions; history check read them (exit $check)"
