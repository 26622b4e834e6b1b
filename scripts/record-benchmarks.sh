#!/usr/bin/env bash
# Regenerates docs/record-benchmarks.md: recording throughput (transactions/s) of `isolang record`
# per database and isolation setting, the levels each recorded history violates, how many
# anomalies of each kind the checker found per 10,000 transactions, and the tables of
# `isolang scenarios` per database (the tables are the command's own Markdown output, not
# written by hand); then replaces the summary between the record markers of docs/benchmarks.md.
#
# Usage: scripts/record-benchmarks.sh [--txns N] [--sessions N] [--keys N] [--dbs "h2 hsqldb postgres"]
#            [--work DIR]
#
# Runs ./isolang (builds it on first use), or the launcher named by $ISOLANG. Every run of the
# embedded PostgreSQL starts its own server. Measure on a quiet machine: the load average is
# recorded with every number. On a shared machine run it as
# `nice -n 19 scripts/record-benchmarks.sh` (the niceness is recorded too).
set -euo pipefail
# shellcheck source=bench-prelude.sh
source "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/bench-prelude.sh"
txns=10000
sessions=8
keys=100
dbs="h2 hsqldb postgres"
work="${TMPDIR:-/tmp}/isolang-record-benchmarks"
while [[ $# -gt 0 ]]; do
	case "$1" in
		--txns) txns="$2"; shift 2 ;;
		--sessions) sessions="$2"; shift 2 ;;
		--keys) keys="$2"; shift 2 ;;
		--dbs) dbs="$2"; shift 2 ;;
		--work) work="$2"; shift 2 ;;
		*) echo "unknown option $1" >&2; exit 2 ;;
	esac
done
rm -rf "$work"
mkdir -p "$work"
report="$root/docs/record-benchmarks.md"
levels="biswas.RC biswas.RA biswas.CC biswas.PC biswas.SI biswas.SER"
# times_of <file of /usr/bin/time -f "%e %U %S">: "wall CPU" in seconds, CPU = user + system
times_of() {
	awk 'END { printf "%.1f %.1f\n", $1, $2 + $3 }' "$1"
}

settings_of() {
	case "$1" in
		h2) echo "read-uncommitted read-committed repeatable-read snapshot serializable" ;;
		hsqldb) echo "locks-read-committed locks-serializable mvcc-read-committed mvcc-serializable" ;;
		postgres) echo "read-committed repeatable-read serializable" ;;
	esac
}

throughput="$work/throughput.md"
anomalies="$work/anomalies.tsv"
summary_rows="$work/summary.tsv"
: > "$summary_rows"
{
	echo "| database | setting | transactions | committed | aborted | indeterminate | seconds | txn/s | process wall s | process CPU s | check wall s | check CPU s | load |"
	echo "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
} > "$throughput"
: > "$anomalies"
for db in $dbs; do
	for setting in $(settings_of "$db"); do
		file="$work/$db-$setting.edn"
		summary=$(/usr/bin/time -o "$work/time" -f "%e %U %S" "$isolang" record --db "$db" --isolation "$setting" --sessions "$sessions" --txns "$txns" --keys "$keys" \
			--ops 1-5 --reads 0.5 --seed 1 --out "$file" -q | head -1)
		l=$(load)
		read -r done committed aborted indeterminate seconds rate < <(python3 - "$summary" <<'PY'
import re, sys
m = re.search(r"([\d,]+) transactions \(([\d,]+) committed, ([\d,]+) aborted, ([\d,]+) indeterminate\) in ([\d.]+) s, ([\d,]+) txn/s", sys.argv[1])
print(" ".join(g.replace(",", "") for g in m.groups()))
PY
)
		read -r wall cpu < <(times_of "$work/time")
		args=()
		for level in $levels; do args+=(--level "$level"); done
		/usr/bin/time -o "$work/time" -f "%e %U %S" "$isolang" history check "$file" --format edn "${args[@]}" --json \
			--explain 0 --all > "$work/$db-$setting.json" || true
		read -r check_wall check_cpu < <(times_of "$work/time")
		echo "| $db | $setting | $done | $committed | $aborted | $indeterminate | $seconds | $rate | $wall | $cpu | $check_wall | $check_cpu | $l |" >> "$throughput"
		printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$db" "$setting" "$rate" "$wall" "$cpu" "$l" >> "$summary_rows"
		python3 - "$work/$db-$setting.json" "$db" "$setting" "$done" >> "$anomalies" <<'PY'
import json, sys
# One line per run: database, setting, transactions, violated levels, then KIND=COUNT for each class of
# distinct anomaly (history check's tally: the same cycle or bad read reported for several levels counts once).
d = json.load(open(sys.argv[1]))
history = d["histories"][0]
violated = [level["level"].replace("biswas.", "") for level in history["levels"] if level["verdict"] == "violated"]
kinds = {kind: tally["count"] for kind, tally in history.get("anomalies", {}).items()}
print("\t".join([sys.argv[2], sys.argv[3], sys.argv[4], ", ".join(violated) or "none"]
                + [f"{k}={n}" for k, n in sorted(kinds.items())]))
PY
	done
done

# The anomaly matrix: a column per kind found anywhere, counts scaled to 10,000 transactions.
anomaly_table="$work/anomalies.md"
python3 - "$anomalies" > "$anomaly_table" <<'PY'
import sys
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1]) if line.strip()]
kinds = sorted({cell.split("=")[0] for row in rows for cell in row[4:]})
print("| database | setting | transactions | violated levels | " + " | ".join(kinds) + " |")
print("| --- | --- | ---: | --- | " + " | ".join("---:" for _ in kinds) + " |")
for row in rows:
    counts = dict(cell.split("=") for cell in row[4:])
    per = lambda k: f"{int(counts[k]) * 10000 / int(row[2]):.1f}" if k in counts else "0"
    print(f"| {row[0]} | {row[1]} | {row[2]} | {row[3]} | " + " | ".join(per(k) for k in kinds) + " |")
PY

scenarios="$work/scenarios.md"
: > "$scenarios"
for db in $dbs; do
	l=$(load)
	"$isolang" scenarios --db "$db" --markdown -q >> "$scenarios"
	echo "" >> "$scenarios"
	echo "Generated by \`isolang scenarios --db $db --markdown\` (load $l)." >> "$scenarios"
	echo "" >> "$scenarios"
done

{
	echo "# Recording histories from real databases: benchmarks and scenario tables"
	echo
	echo "Generated by \`scripts/record-benchmarks.sh --txns $txns --sessions $sessions --keys $keys\` on $(date -u +%Y-%m-%d);"
	echo "do not edit by hand. Load average (1 min) is given with every measurement: the machine is shared."
	echo
	echo "## Machine"
	echo
	echo "- CPU: $(cpu_model), $(nproc) cores"
	echo "- Java: $(java_version)"
	echo "- Load average (1, 5, 15 min): $load_start at the start, $(load_now) at the end (a load above $(nproc) means"
	echo "  other jobs competed for the cores, so rates are lower bounds); niceness of the runs: $(nice)"
	echo "- Databases: $dbs (H2 and HSQLDB in-process, in-memory; PostgreSQL 17.2 embedded, fsync off), one JDBC connection per session"
	echo
	echo "## Recording throughput"
	echo
	echo "\`isolang record --db DB --isolation SETTING --sessions $sessions --txns $txns --keys $keys --ops 1-5 --reads 0.5 --seed 1\`:"
	echo "transactions per second of the recording alone (the history is appended and flushed per transaction). *Process wall*"
	echo "and *process CPU* (user + system) are those of the whole \`isolang record\` process (JVM start, database start, recording,"
	echo "closing) by \`/usr/bin/time\`; the embedded PostgreSQL server runs as its own daemon, so its CPU time is not included."
	echo "*Check wall* and *check CPU* are those of the \`isolang history check\` below. *load* is the 1-minute load average when"
	echo "the recording ended."
	echo
	cat "$throughput"
	echo
	echo "## Anomalies found per 10,000 transactions"
	echo
	echo "Each history above checked with \`isolang history check --level biswas.{RC,RA,CC,PC,SI,SER} --all\`."
	echo "A column counts the distinct anomalies of one class the checker reported for any of the levels (history check's"
	echo "tally: a cycle or bad read reported for several levels counts once), scaled to 10,000 transactions. With \`--all\`"
	echo "every bad read is reported, and a cycle per strongly connected component of a weak level's (RC, RA, CC) forced"
	echo "order; the strong levels' SAT checkers (PC, SI, SER) report one cycle per level, so the columns of cycles only they"
	echo "find (write skew, lost update, dependency cycle, long fork) count at most one per history and are lower bounds; 0"
	echo "means none was reported."
	echo
	cat "$anomaly_table"
	echo
	echo "## Scenarios"
	echo
	echo "Each anomaly scripted as a fixed interleaving of two or three sessions (\`isolang scenarios --help\`). A cell says"
	echo "whether the anomaly was observed, with the levels the recorded history violates, or how it was prevented."
	echo
	cat "$scenarios"
} > "$report"
echo "wrote $report"

# The summary in docs/benchmarks.md, between its record markers (appended the first time).
python3 - "$root/docs/benchmarks.md" "$summary_rows" "$anomalies" "$txns" "$sessions" "$keys" "$load_start" <<'PY'
import os, sys
page, rates, found, txns, sessions, keys, load = sys.argv[1:8]
anomalies = {}
for line in open(found):
    row = line.rstrip("\n").split("\t")
    total = sum(int(cell.split("=")[1]) for cell in row[4:])
    anomalies[(row[0], row[1])] = (row[3], f"{total * 10000 / int(row[2]):.1f}")
lines = ["<!-- record:begin (regenerated by scripts/record-benchmarks.sh) -->",
         "## Recording from databases",
         "",
         f"`scripts/record-benchmarks.sh` (`isolang record --sessions {sessions} --txns {txns} --keys {keys}` per database and",
         f"isolation setting, then `isolang history check`; load average {load} at the start; niceness {os.nice(0)}). Details,",
         "CPU times, anomalies by kind and",
         "the scenario tables: [record-benchmarks.md](record-benchmarks.md).",
         "",
         "| database | setting | txn/s | process wall s | process CPU s | load | violated levels | anomalies per 10,000 txns |",
         "| --- | --- | ---: | ---: | ---: | ---: | --- | ---: |"]
for line in open(rates):
    db, setting, rate, wall, cpu, l = line.rstrip("\n").split("\t")
    violated, per = anomalies.get((db, setting), ("?", "?"))
    lines.append(f"| {db} | {setting} | {rate} | {wall} | {cpu} | {l} | {violated} | {per} |")
lines.append("<!-- record:end -->")
text = open(page).read()
begin, end = text.find("<!-- record:begin"), text.find("<!-- record:end -->")
block = "\n".join(lines) + "\n"
if begin >= 0 and end > begin:
    text = text[:begin] + block + text[end + len("<!-- record:end -->\n"):]
else:
    text = text.rstrip("\n") + "\n\n" + block
open(page, "w").write(text)
print("updated", page)
PY
