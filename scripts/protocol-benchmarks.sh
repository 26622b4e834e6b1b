#!/usr/bin/env bash
# Regenerates the section "Protocol models" of docs/benchmarks.md: the time of the protocol
# examples (examples/s2pl-2pc.isol, examples/tapir.isol) against their scope, through
# `isolang run FILE --command NAME --scope ...` as a user runs them.
#
# Usage: scripts/protocol-benchmarks.sh [--quick] [--report FILE]
#
#   --quick           the smallest scope of each command only
#   --report FILE     where the section goes (default docs/benchmarks.md; replaced between the
#                     section's heading and the next "## " heading, or appended)
#
# Every row has the processor time of the whole process (user + system) next to its wall time
# and the load average when it started: on a loaded machine the wall time mostly measures waiting.
# Runs ./isolang, or the launcher named by $ISOLANG (e.g. a copy of the product, so a build in the
# worktree cannot replace its jars during the run).
set -euo pipefail
root="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
isolang="${ISOLANG:-$root/isolang}"
report="$root/docs/benchmarks.md"
quick=""
while [[ $# -gt 0 ]]; do
	case "$1" in
		--quick) quick=1 ;;
		--report) report="$2"; shift ;;
		*) echo "usage: $0 [--quick] [--report FILE]" >&2; exit 2 ;;
	esac
	shift
done

# file command scopes (the first is the example's own)
cases=(
	"s2pl-2pc.isol earlyReleaseCaught 2txn,2obj,2val,10step 2txn,2obj,2val,14step 3txn,2obj,2val,16step"
	"s2pl-2pc.isol s2plSerializable 3txn,2obj,3val,12step 2txn,2obj,3val,10step 3txn,2obj,3val,15step 3txn,2obj,3val,18step"
	"s2pl-2pc.isol s2plContended 3txn,2obj,3val,12step"
	"s2pl-2pc.isol s2plStrictSer 3txn,2obj,3val,12step 2txn,2obj,3val,10step 3txn,2obj,3val,15step"
	"s2pl-2pc.isol s2plStrictlySerializable 3txn,2obj,3val,12step 2txn,2obj,3val,10step 3txn,2obj,3val,15step"
	"s2pl-2pc.isol s2plSerialAtCommitPoints 3txn,2obj,3val,12step 2txn,2obj,3val,10step 3txn,2obj,3val,15step"
	"s2pl-2pc.isol staleReadCaught 2txn,1obj,2val,8step 2txn,2obj,2val,10step 3txn,2obj,2val,12step"
	"s2pl-2pc.isol staleReadNotStrictSer 2txn,1obj,2val,8step 2txn,2obj,2val,10step"
	"tapir.isol example5 2txn,2obj,2val,10step 3txn,2obj,2val,12step 3txn,2obj,3val,14step"
	"tapir.isol example6 4txn,2obj,3val,13step 4txn,2obj,3val,15step"
)

# One run before measuring, so that no row pays for preparing the launcher's start-up cache.
"$isolang" run "$root/examples/tapir.isol" --command example5 > /dev/null 2>&1 || true

rows=""
for entry in "${cases[@]}"; do
	read -r file command scopes <<< "$entry"
	[[ -n "$quick" ]] && scopes="${scopes%% *}"
	for scope in $scopes; do
		load="$(cut -d' ' -f1-3 /proc/loadavg)"
		out="$(mktemp)"
		start=$(date +%s.%N)
		/usr/bin/time -f "%U %S" -o "$out.time" "$isolang" run "$root/examples/$file" --command "$command" \
			--scope "$scope" > "$out" 2>&1 || true
		end=$(date +%s.%N)
		wall=$(echo "$end - $start" | bc)
		read -r user sys < "$out.time"
		cpu=$(echo "$user + $sys" | bc)
		verdict="$(awk -v c="$command" '$1 == c { print $3 }' "$out")"
		rows+="| \`$file\` | $command | $scope | ${verdict:-?} | $(printf '%.1f' "$wall") | $(printf '%.1f' "$cpu") | $load |"$'\n'
		rm -f "$out" "$out.time"
		echo "$file $command $scope: $verdict, wall ${wall}s, cpu ${cpu}s, load $load" >&2
	done
done

section="## Protocol models

\`scripts/protocol-benchmarks.sh\` ($(date -u +%Y-%m-%d), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)):
\`isolang run examples/FILE --command NAME --scope SCOPE\`, the whole process (JVM start-up and
language included). CPU is user + system time of the process; the load average (1, 5, 15 min) is
the machine's when the run started. The first scope of each command is the example's own; one
unmeasured run first prepares the launcher's start-up cache.

| file | command | scope | verdict | wall s | CPU s | load |
| --- | --- | --- | --- | --- | --- | --- |
${rows}"

if grep -q '^## Protocol models' "$report"; then
	awk -v section="$section" '
		/^## Protocol models/ { print section; skip = 1; next }
		skip && /^## / { skip = 0 }
		!skip { print }
	' "$report" > "$report.new"
	mv "$report.new" "$report"
else
	printf '\n%s' "$section" >> "$report"
fi
echo "wrote the section Protocol models of $report" >&2
