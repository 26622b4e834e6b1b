#!/usr/bin/env bash
# Regenerates docs/history-benchmarks.md: the time and peak memory of `isolang history check` on
# generated histories (10k to 1M transactions, weak levels), on valid 10k-transaction histories
# and on known-anomalous histories (strong levels), and on AWDIT's lower-bound constructions, and
# optionally the same histories checked by a peer checker for comparison.
#
# Usage: scripts/history-benchmarks.sh [--sizes "10000 100000 1000000"] [--work DIR]
#            [--plume PLUME_JAR] [--plume-max N] [--anomalous DIR_OF_HISTORIES]
#            [--only "weak strong anomalous lower plume"] [--report FILE]
#
#   --plume JAR       a Plume jar built outside this repository (github.com/dracoooooo/Plume,
#                     `mvn package` in its Plume/ directory); checked on sizes up to --plume-max;
#                     default /work/peers/plume/Plume/target/Plume-1.0-SNAPSHOT-shaded.jar if built
#   --anomalous DIR   a directory of known-anomalous histories, e.g. VeriStrong's artifact
#                     history/table2 (github.com/CzxingcHen/VeriStrong); its subdirectories
#                     ser/ and si/ are checked at SER and SI respectively when present;
#                     default /work/peers/data/history/table2 if present
#
#   --only SECTIONS   run only these sections (default: all six: weak strong anomalous lower plume
#                     pairs; pairs compares when the strong levels add their 2-width clauses)
#   --report FILE     where the report goes (default docs/history-benchmarks.md)
#
# With no option it regenerates the full table (10k to 1M transactions) in one command. Every row
# has the processor time of the whole process (user + system) next to its wall time: on a loaded
# machine the wall time mostly measures waiting.
#
# Runs ./isolang (builds it on first use), or the launcher named by $ISOLANG (e.g. a copy of the
# product, so a build in the worktree cannot replace its jars during the run). Measure on a quiet machine: the load average is
# recorded with every number.
set -euo pipefail
# shellcheck source=bench-prelude.sh
source "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/bench-prelude.sh"
sizes="10000 30000 100000 300000 1000000"
work="${TMPDIR:-/tmp}/isolang-history-benchmarks"
plume=""
default_plume=/work/peers/plume/Plume/target/Plume-1.0-SNAPSHOT-shaded.jar
[[ -f "$default_plume" ]] && plume="$default_plume"
plume_max=100000
anomalous=""
only="weak strong anomalous lower plume pairs"
report="$root/docs/history-benchmarks.md"
[[ -d /work/peers/data/history/table2 ]] && anomalous=/work/peers/data/history/table2
while [[ $# -gt 0 ]]; do
	case "$1" in
		--sizes) sizes="$2"; shift 2 ;;
		--work) work="$2"; shift 2 ;;
		--plume) plume="$2"; shift 2 ;;
		--plume-max) plume_max="$2"; shift 2 ;;
		--anomalous) anomalous="$2"; shift 2 ;;
		--only) only="$2"; shift 2 ;;
		--report) report="$2"; shift 2 ;;
		*) echo "unknown option $1" >&2; exit 2 ;;
	esac
done
mkdir -p "$work"
rows="$work/rows.md"
: > "$rows"

wanted() { [[ " $only " == *" $1 "* ]]; }

# check FILE LEVEL...: runs history check with --json; prints
# "read check wall peakRssMB meanCheckMs readPeakHeapMB checkPeakHeapMB cpu checkCpu meanCheckCpuMs verdicts"
# (cpu: the process's processor time; checkCpu: the checks' own, as --json reports it)
check() {
	local file="$1"; shift
	local args=()
	for level in "$@"; do args+=(--level "$level"); done
	# shellcheck disable=SC2206 # the options are words
	[[ -n "${check_options:-}" ]] && args+=($check_options)
	local json="$work/out.json" timing="$work/time.txt"
	/usr/bin/time -f "%e %M %U %S" -o "$timing" "$isolang" history check "$file" "${args[@]}" --json --explain 0 > "$json" || true
	python3 - "$json" "$timing" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
wall, kb, user, system = open(sys.argv[2]).read().split()[-4:]
h = d["histories"]
read = sum(x.get("loadMillis", 0) for x in h) / 1000
checks = [l for x in h for l in x.get("levels", [])]
total = sum(l["millis"] for l in checks) / 1000
verdicts = {}
for l in checks:
    verdicts[l["verdict"]] = verdicts.get(l["verdict"], 0) + 1
mean = total / max(1, len(checks))
check_cpu = sum(l.get("statistics", {}).get("checkCpuMillis", 0) for l in checks) / 1000
mean_cpu = check_cpu / max(1, len(checks))
read_heap = max([x.get("loadPeakHeapMB", 0) for x in h] or [0])
check_heap = max([l.get("peakHeapMB", 0) for l in checks] or [0])
print(f"{read:.2f} {total:.2f} {float(wall):.2f} {int(kb) // 1024} {mean * 1000:.0f} {read_heap} {check_heap} "
      + f"{float(user) + float(system):.1f} {check_cpu:.2f} {mean_cpu * 1000:.0f} "
      + ",".join(f"{k}={v}" for k, v in sorted(verdicts.items())))
PY
}

# weak levels: RC, RA, CC on generated serializable histories of every size
if wanted weak; then
echo "## Weak levels on generated serializable histories (100 sessions, ~10 operations per transaction)" >> "$rows"
echo >> "$rows"
echo "| transactions | operations | level | read + prepare (s) | read peak heap (MB) | check (s) | check processor time (s) | check peak heap (MB) | wall incl. JVM and library (s) | processor time (s) | peak RSS (MB) | verdict | load |" >> "$rows"
echo "| ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |" >> "$rows"
for n in $sizes; do
	file="$work/ser-$n.txt"
	[[ -f "$file" ]] || "$isolang" history generate "$file" --level SER --transactions "$n" --sessions 100 --keys "$n" \
		--operations 10 --reads 0.6 --skew 1.0 --seed 1 > /dev/null
	ops=$("$isolang" history stats "$file" --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["histories"][0]["statistics"]["operations"])')
	for level in biswas.RC biswas.RA biswas.CC; do
		l=$(load)
		read -r rd ck wall mb mean rh ch cpu ckcpu meancpu verdicts < <(check "$file" "$level")
		echo "| $n | $ops | $level | $rd | $rh | $ck | $ckcpu | $ch | $wall | $cpu | $mb | $verdicts | $l |" >> "$rows"
	done
done
echo >> "$rows"
fi

# strong levels on valid histories
if wanted strong; then
echo "## Strong levels on valid 10k-transaction histories (25 sessions, 5,000 keys, 8 operations, half reads)" >> "$rows"
echo >> "$rows"
echo "| history | level | read + prepare (s) | read peak heap (MB) | check (s) | check processor time (s) | check peak heap (MB) | wall (s) | processor time (s) | peak RSS (MB) | verdict | load |" >> "$rows"
echo "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |" >> "$rows"
for semantics in SER SI; do
	file="$work/valid-$semantics-10k.txt"
	[[ -f "$file" ]] || "$isolang" history generate "$file" --level "$semantics" --transactions 10000 --sessions 25 --keys 5000 \
		--operations 8 --reads 0.5 --skew 0.5 --seed 1 > /dev/null
	for level in biswas.SER biswas.SI biswas.PC; do
		l=$(load)
		read -r rd ck wall mb mean rh ch cpu ckcpu meancpu verdicts < <(check "$file" "$level")
		echo "| $semantics-valid | $level | $rd | $rh | $ck | $ckcpu | $ch | $wall | $cpu | $mb | $verdicts | $l |" >> "$rows"
	done
done
echo >> "$rows"
fi

# strong levels on known-anomalous histories
if wanted anomalous; then
echo "## Strong levels on known-anomalous histories (mean check time per history, after parsing)" >> "$rows"
echo >> "$rows"
echo "| histories | level | count | mean check (ms) | mean check processor time (ms) | total read (s) | processor time of the run (s) | verdicts | load |" >> "$rows"
echo "| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: |" >> "$rows"
planted="$work/planted"
mkdir -p "$planted"
for seed in $(seq 1 20); do
	f="$planted/planted-$seed.txt"
	[[ -f "$f" ]] || "$isolang" history generate "$f" --level SI --transactions 3000 --sessions 20 --keys 2000 --operations 8 \
		--reads 0.5 --seed "$seed" --plant write-skew --plant lost-update > /dev/null
done
# the time to the verdict and its first violation, as the published checkers measure it (with
# more, a strong level checks the rest of the history again for each further violation)
check_options="--max-violations 1"
for level in biswas.SER biswas.SI; do
	l=$(load)
	read -r rd ck wall mb mean rh ch cpu ckcpu meancpu verdicts < <(check "$planted" "$level")
	echo "| generated, 3,000 transactions, write skew and lost update planted (20) | $level | 20 | $mean | $meancpu | $rd | $cpu | $verdicts | $l |" >> "$rows"
done
if [[ -n "$anomalous" ]]; then
	for pair in "ser biswas.SER" "si biswas.SI"; do
		set -- $pair
		if [[ -d "$anomalous/$1" ]]; then
			l=$(load)
			count=$(find "$anomalous/$1" \( -name history.bincode -o -name '*.log' \) -printf '%h\n' | sort -u | wc -l)
			read -r rd ck wall mb mean rh ch cpu ckcpu meancpu verdicts < <(check "$anomalous/$1" "$2")
			echo "| $anomalous/$1 | $2 | $count | $mean | $meancpu | $rd | $cpu | $verdicts | $l |" >> "$rows"
		fi
	done
fi
check_options=""
echo >> "$rows"
fi

# when the strong levels add their 2-width clauses: before the first round, when needed (the
# default), never; on a valid history, a contended valid one and a planted-anomaly one
if wanted pairs; then
echo "## When the strong levels add their 2-width clauses (\`--pair-clauses\`)" >> "$rows"
echo >> "$rows"
echo "| history | level | --pair-clauses | check (s) | check processor time (s) | rounds | blocking clauses | 2-width clauses | added before round | finding them (s) | pruning (s) | verdict | load |" >> "$rows"
echo "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |" >> "$rows"
valid="$work/valid-SER-10k.txt"
[[ -f "$valid" ]] || "$isolang" history generate "$valid" --level SER --transactions 10000 --sessions 25 --keys 5000 \
	--operations 8 --reads 0.5 --skew 0.5 --seed 1 > /dev/null
hot="$work/contended-SI-10k.txt"
[[ -f "$hot" ]] || "$isolang" history generate "$hot" --level SI --transactions 10000 --sessions 25 --keys 300 \
	--operations 8 --reads 0.5 --skew 1.0 --seed 2 > /dev/null
planted1="$work/planted/planted-1.txt"
mkdir -p "$work/planted"
[[ -f "$planted1" ]] || "$isolang" history generate "$planted1" --level SI --transactions 3000 --sessions 20 --keys 2000 \
	--operations 8 --reads 0.5 --seed 1 --plant write-skew --plant lost-update > /dev/null
for case in "$valid biswas.SER" "$valid biswas.SI" "$valid biswas.PC" "$hot biswas.SI" "$hot biswas.PC" \
		"$planted1 biswas.SER"; do
	set -- $case
	for when in first when-needed never; do
		l=$(load)
		"$isolang" history check "$1" --level "$2" --json --explain 0 --max-violations 1 --pair-clauses "$when" \
			> "$work/pairs.json" || true
		python3 - "$work/pairs.json" "$(basename "$1" .txt)" "$2" "$when" "$l" >> "$rows" <<'PY'
import json, sys
level = json.load(open(sys.argv[1]))["histories"][0]["levels"][0]
s = level.get("statistics", {})
seconds = lambda key: f"{s[key] / 1000:.2f}" if key in s else "-"
count = lambda key: str(s[key]) if key in s else "-"
print(f"| {sys.argv[2]} | {sys.argv[3]} | {sys.argv[4]} | {level['millis'] / 1000:.2f} | {seconds('checkCpuMillis')} | "
      + f"{count('rounds')} | {count('clauses')} | {count('pairClauses')} | {s.get('pairRound') or '-'} | "
      + f"{seconds('pairMillis')} | {seconds('pruneMillis')} | {level['verdict']} | {sys.argv[5]} |")
PY
	done
done
echo >> "$rows"
fi

# AWDIT's lower-bound constructions
if wanted lower; then
echo "## AWDIT's lower-bound constructions (2,000 nodes, 200,000 edges, one triangle)" >> "$rows"
echo >> "$rows"
echo "| construction | level | transactions | check (s) | wall (s) | processor time (s) | peak RSS (MB) | verdict | load |" >> "$rows"
echo "| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: |" >> "$rows"
for pair in "general biswas.RC" "rc biswas.RC" "ra biswas.RA"; do
	set -- $pair
	f="$work/lower-$1.txt"
	[[ -f "$f" ]] || "$isolang" history generate "$f" --lower-bound "$1" --nodes 2000 --edges 200000 --triangle --seed 1 > /dev/null
	l=$(load)
	read -r rd ck wall mb mean rh ch cpu ckcpu meancpu verdicts < <(check "$f" "$2")
	echo "| $1 | $2 | 4000 | $ck | $wall | $cpu | $mb | $verdicts | $l |" >> "$rows"
done
echo >> "$rows"
fi

# the same generated histories checked by Plume
if [[ -n "$plume" ]] && wanted plume; then
	echo "## Side by side with Plume (whole runs, parsing included; time limit 600 s each)" >> "$rows"
	echo >> "$rows"
	echo "| transactions | level | isolang wall (s) | isolang processor (s) | Plume wall (s) | Plume processor (s) | Plume's answer | load |" >> "$rows"
	echo "| ---: | --- | ---: | ---: | ---: | ---: | --- | ---: |" >> "$rows"
	for n in $sizes; do
		[[ "$n" -le "$plume_max" ]] || continue
		file="$work/ser-$n.txt"
		for pair in "biswas.RC RC" "biswas.RA RA" "biswas.CC TCC"; do
			set -- $pair
			l=$(load)
			read -r rd ck wall mb mean rh ch cpu ckcpu meancpu verdicts < <(check "$file" "$1")
			/usr/bin/time -f "%e %U %S" -o "$work/plume-time.txt" timeout 600 java -jar "$plume" -t PLUME -i "$2" "$file" \
				> "$work/plume-out.txt" 2>/dev/null || true
			answer=$(grep -m1 -E '^(ACCEPT|REJECT)' "$work/plume-out.txt" || echo "timeout or error")
			read -r pwall puser psys < <(tail -1 "$work/plume-time.txt" | grep -oE '[0-9.]+ [0-9.]+ [0-9.]+$' || echo "600 0 0")
			echo "| $n | $1 / $2 | $wall | $cpu | $pwall | $(python3 -c "print(f'{$puser + $psys:.1f}')") | $answer | $l |" >> "$rows"
		done
	done
	echo >> "$rows"
fi

# notes kept from the report being replaced (the long differential run, remarks on a run)
kept="$work/kept.md"
: > "$kept"
[[ -f "$report" ]] && sed -n '/<!-- kept:begin -->/,/<!-- kept:end -->/p' "$report" > "$kept"
{
	echo "# Checking recorded histories: benchmarks"
	echo
	echo "Regenerate with \`scripts/history-benchmarks.sh$( [[ -n "$plume" ]] && echo " --plume PLUME_JAR")$( [[ -n "$anomalous" ]] && echo " --anomalous DIR")\`"
	echo "(sizes: $sizes; sections: $only). \`check\` is the time of the level's check after reading, as"
	echo "\`--json\` reports it; \`wall\` is the whole \`./isolang history check\` process: JVM start, compiling"
	echo "the standard library, reading, checking, writing JSON; \`processor time\` is that process's user"
	echo "and system time, which on a loaded machine says more than its wall time. Peak RSS is the"
	echo "process's maximum resident set size; the peak heap of a phase (reading and preparing; one level's"
	echo "check, the history included) is reported by \`--json\` (\`loadPeakHeapMB\`, \`peakHeapMB\`). The load"
	echo "column is the 1-minute load average when the row's run started (1/5/15-minute load at the start"
	echo "of the whole run: $load_start; at its end: $(load_now)): numbers taken"
	echo "under load are slower."
	echo
	echo "Machine: $(nproc) cores, $(cpu_model), $(free -g | awk '/Mem:/{print $2}') GB RAM;"
	echo "$(java_version); $(date -u +%Y-%m-%d)."
	echo
	if [[ -s "$kept" ]]; then
		cat "$kept"
		echo
	fi
	cat "$rows"
} > "$report"
echo "wrote $report"
