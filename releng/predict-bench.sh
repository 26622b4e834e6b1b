#!/usr/bin/env bash
# SPDX-License-Identifier: EPL-2.0
# Prediction time against observed-history size, on the path users take: `isolang predict FILE`
# on an observed run written as an isolang history literal (a serial execution like MonkeyDB's:
# 3 sessions, transactions that read one or two accounts and update one), causal against
# serializability, both boundaries, in each mode. With --source h2 the runs are recorded from a real
# H2 database instead (`isolang record --db h2 --isolation read-committed`, 8 sessions, 5 keys, 2-5
# operations per transaction: repeated reads, reads of own writes, blind writes).
# Usage: [NICE=19] releng/predict-bench.sh [--source generated|h2] [--under L] [--not L]
#        [--modes "auto exact"] [--limits "8 16"] [--boundaries "strict relaxed"] [--timeout S] [--seed N]
#        [SIZES...]
#        (default generated runs, biswas.CC not biswas.SER, sizes 10 20 50 100 200 500, modes "fast auto",
#        limits: the default of --max-transactions, both boundaries, timeout 600, the generator's seed the
#        size), in the repository's root
#        after `./mvnw -B -o -DskipTests package`.
# Prints one Markdown table row per run: txn, objects, transactions searched in the run's beginning
# (runs larger than the limit, --max-transactions, are searched from their beginning, then by windows
# of as many transactions), windows searched after the beginning (and skipped: the run before them
# not settled, and "N serial": not searched, every variation of them serializable), where a prediction was
# found (beginning or the window's first transaction), boundary, mode, verdict, decided by,
# the prediction's wall seconds, the whole process's wall and CPU seconds (JVM start included), 1-minute
# load average before and after.
set -euo pipefail
modes="fast auto"
limits=default
boundaries="strict relaxed"
timeout=600
source=generated
under=biswas.CC
seed=
not=biswas.SER
sizes=()
while [ $# -gt 0 ]; do
  case "$1" in
    --source) source="$2"; shift 2 ;;
    --under) under="$2"; shift 2 ;;
    --not) not="$2"; shift 2 ;;
    --modes) modes="$2"; shift 2 ;;
    --limits) limits="$2"; shift 2 ;;
    --boundaries) boundaries="$2"; shift 2 ;;
    --timeout) timeout="$2"; shift 2 ;;
    --seed) seed="$2"; shift 2 ;;
    *) sizes+=("$1"); shift ;;
  esac
done
[ ${#sizes[@]} -eq 0 ] && sizes=(10 20 50 100 200 500)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "| txn | objects | beginning | windows (skipped) | found in | boundary | mode | verdict | decided by | predict s | process wall s | process CPU s | load before/after |"
echo "| ---: | ---: | ---: | ---: | --- | --- | --- | --- | --- | ---: | ---: | ---: | --- |"
for n in "${sizes[@]}"; do
  run="$work/run$n.txt"
  objects=$(( n / 5 > 2 ? n / 5 : 2 ))
  if [ "$source" = h2 ]; then
    run="$work/run$n.edn"
    objects=5
    nice -n "${NICE:-0}" ./isolang record --db h2 --isolation read-committed --sessions 8 --txns "$n" --keys 5 \
      --ops 2-5 --seed "$n" --out "$run" -q
  else
  python3 - "$n" "${seed:-$n}" > "$run" <<'PY'
import random, sys
n = int(sys.argv[1])
rnd = random.Random(int(sys.argv[2]))
objects = max(2, n // 5)
names = ["x", "y", "z"] + ["x%d" % i for i in range(3, objects)]
committed, next_value = {}, {}
sessions = [[], [], []]
for t in range(1, n + 1):
    ops, own = [], {}
    accounts = rnd.sample(range(objects), 2 if objects > 1 and rnd.random() < 0.5 else 1)
    for a in accounts:
        ops.append("r(%s,%d)" % (names[a], committed.get(a, 0)))
    a = accounts[0]
    next_value[a] = next_value.get(a, 0) + 1
    own[a] = next_value[a]
    ops.append("w(%s,%d)" % (names[a], own[a]))
    committed.update(own)
    sessions[(t - 1) % 3 if t <= 3 else rnd.randrange(3)].append("T%d: %s" % (t, " ".join(ops)))
print("history Run {")
for s in sessions:
    print("  session { %s }" % " ".join(s))
print("}")
PY
  fi
  for limit in $limits; do
  limit_option=()
  [ "$limit" != default ] && limit_option=(--max-transactions "$limit")
  for boundary in $boundaries; do
    for mode in $modes; do
      before=$(cut -d' ' -f1 /proc/loadavg)
      json=$(nice -n "${NICE:-0}" ./isolang predict "$run" --under "$under" --not "$not" --boundary "$boundary" \
        --mode "$mode" --timeout "$timeout" "${limit_option[@]}" --json 2>/dev/null || true)
      after=$(cut -d' ' -f1 /proc/loadavg)
      python3 -c '
import json, re, sys
n, boundary, mode, before, after, objects = sys.argv[2:8]
try:
    doc = json.loads(sys.argv[1])
    c = doc["files"][0]["commands"][0]
except (ValueError, KeyError, IndexError):
    print("| %s | %s | - | - | - | %s | %s | error | - | - | - | - | %s/%s |" % (n, objects, boundary, mode, before, after))
    sys.exit(0)
prediction = c.get("prediction") or {}
decided = prediction.get("decidedBy", "-")
summary = doc.get("summary", {})
cpu = summary.get("cpuMillis")
notes = " ".join(c["statistics"].get("notes", []))
windows = re.search(r"and (\d+) windows? of up to", notes)
serial = re.search(r"did not search (\d+) windows?", notes)
skipped = re.search(r"skipped (\d+) windows?", notes)
window = re.search(r"predicted within the window (T\d+)", notes)
print("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %.2f | %.2f | %s | %s/%s |" % (n, objects,
      prediction.get("searchedTransactions", "-"),
      "%s (%s)" % (windows.group(1) if windows else 0, "%s%s" % (skipped.group(1) if skipped else 0, ", %s serial" % serial.group(1) if serial else "")),
      window.group(1) if window else ("beginning" if c["verdict"] == "found" else "-"), boundary, mode, c["verdict"], decided, c["statistics"]["millis"] / 1000.0,
      summary.get("millis", 0) / 1000.0, "-" if cpu is None else "%.2f" % (cpu / 1000.0), before, after))' \
        "$json" "$n" "$boundary" "$mode" "$before" "$after" "$objects"
    done
  done
  done
done
