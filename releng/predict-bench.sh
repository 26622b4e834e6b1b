#!/usr/bin/env bash
# SPDX-License-Identifier: EPL-2.0
# Prediction time against observed-history size, on the path users take: `isolang predict FILE`
# on an observed run written as an isolang history literal (a serial execution like MonkeyDB's:
# 3 sessions, transactions that read one or two accounts and update one), causal against
# serializability, both boundaries, in each mode.
# Usage: releng/predict-bench.sh [--modes "auto exact"] [--timeout S] [SIZES...]
#        (default sizes 10 20 50 100 200 500, modes "fast auto", timeout 600), in the repository's
#        root after `./mvnw -B -o -DskipTests package`.
# Prints one Markdown table row per run: txn, objects, boundary, mode, verdict, decided by, seconds,
# 1-minute load average before and after.
set -euo pipefail
modes="fast auto"
timeout=600
sizes=()
while [ $# -gt 0 ]; do
  case "$1" in
    --modes) modes="$2"; shift 2 ;;
    --timeout) timeout="$2"; shift 2 ;;
    *) sizes+=("$1"); shift ;;
  esac
done
[ ${#sizes[@]} -eq 0 ] && sizes=(10 20 50 100 200 500)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "| txn | objects | boundary | mode | verdict | decided by | seconds | load before/after |"
echo "| ---: | ---: | --- | --- | --- | --- | ---: | --- |"
for n in "${sizes[@]}"; do
  python3 - "$n" > "$work/run$n.txt" <<'PY'
import random, sys
n = int(sys.argv[1])
rnd = random.Random(n)
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
  for boundary in strict relaxed; do
    for mode in $modes; do
      before=$(cut -d' ' -f1 /proc/loadavg)
      json=$(./isolang predict "$work/run$n.txt" --under biswas.CC --not biswas.SER --boundary "$boundary" \
        --mode "$mode" --timeout "$timeout" --json 2>/dev/null || true)
      after=$(cut -d' ' -f1 /proc/loadavg)
      python3 -c '
import json, sys
n, boundary, mode, before, after = sys.argv[2:7]
try:
    c = json.loads(sys.argv[1])["files"][0]["commands"][0]
except (ValueError, KeyError, IndexError):
    print("| %s | %d | %s | %s | error | - | - | %s/%s |" % (n, max(2, int(n) // 5), boundary, mode, before, after))
    sys.exit(0)
decided = (c.get("prediction") or {}).get("decidedBy", "-")
print("| %s | %d | %s | %s | %s | %s | %.2f | %s/%s |" % (n, max(2, int(n) // 5), boundary, mode, c["verdict"],
      decided, c["statistics"]["millis"] / 1000.0, before, after))' "$json" "$n" "$boundary" "$mode" "$before" "$after"
    done
  done
done
