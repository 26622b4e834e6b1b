#!/usr/bin/env bash
# SPDX-License-Identifier: EPL-2.0
# Prediction time against observed-history size, on the path users take: a spec file with one
# observed run (a serial execution like MonkeyDB's: 3 sessions, transactions that read one or
# two accounts and update one) and one predict command, run by `isolang check --json`.
# Usage: releng/predict-bench.sh [SIZES...]   (default 10 20 50 100), in the repository's root
# after `./mvnw -B -o -DskipTests package`. Prints: txn, objects, boundary, verdict, ms, load.
set -euo pipefail
sizes=("$@")
[ ${#sizes[@]} -eq 0 ] && sizes=(10 20 50 100)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for n in "${sizes[@]}"; do
  for boundary in strict relaxed; do
    python3 - "$n" "$boundary" > "$work/run$n.isol" <<'PY'
import random, sys
n, boundary = int(sys.argv[1]), sys.argv[2]
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
print("import isolang.std.biswas\nhistory Run {")
for s in sessions:
    print("  session { %s }" % " ".join(s))
print("}\npredict p: Run under biswas.CC not biswas.SER boundary %s" % boundary)
PY
    json=$(./isolang check --json "$work/run$n.isol" || true)
    load=$(cut -d' ' -f1 /proc/loadavg)
    python3 -c '
import json, sys
doc = json.loads(sys.argv[1]); c = doc["files"][0]["commands"][0]
print("%s\t%s\t%s\t%s\t%d\tload %s" % (sys.argv[2], max(2, int(sys.argv[2]) // 5), sys.argv[3], c["verdict"],
      c["statistics"]["millis"], sys.argv[4]))' "$json" "$n" "$boundary" "$load"
  done
done
