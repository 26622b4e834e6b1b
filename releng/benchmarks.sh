#!/usr/bin/env bash
# Regenerates docs/benchmarks.md from scratch: every invocation of `isolang bench` whose cells the
# report shows, in order, into a fresh docs/benchmarks.tsv (and docs/benchmarks-jvm.tsv). Run it in
# the repository's root after `./mvnw -B -DskipTests package`, on a machine doing nothing else:
#
#   releng/benchmarks.sh            # everything (several hours on 2 cores)
#   releng/benchmarks.sh targets    # only what the speed targets need (about an hour)
#
# docs/benchmarks-isolde.tsv (the side-by-side comparison with Isolde, measured with a build of
# Isolde outside this repository) is kept and shown as it is; it is made in that build's directory by
#   side-by-side.sh /path/to/isolang/isolang REPEAT TIMEOUT_S > runs.tsv
#   aggregate.py runs.tsv > /path/to/isolang/docs/benchmarks-isolde.tsv
# Every cell records the 1-minute load average when it ended: compare numbers only at low load.
set -euo pipefail
cd "$(dirname "$0")/.."
scope="${1:-all}"
rm -f docs/benchmarks.tsv docs/benchmarks-jvm.tsv
bench() { ./isolang bench --out docs/benchmarks.md "$@"; }

# The speed targets through the CLI: the ten cross-framework directions at 6, 8 and 10 txn and
# the same-framework edges and implications at 5, on the standard library and on user frameworks.
bench --configs cli --libraries std,user --only equiv: --min-txn 6 --max-txn 10 --timeout 300
bench --configs cli --libraries std,user --min-txn 5 --max-txn 5 --timeout 120
# JVM flags of the launcher and SAT solvers through the CLI.
bench --jvm-flags true --repeat 3
bench --configs cli-minisat,cli-sat4j --libraries std --min-txn 5 --max-txn 6 --lever-txn 5,6 --timeout 120
if [[ "$scope" == all ]]; then
	# Every problem through the CLI, 3 to 10 txn; the paper's algorithm and every lever in the worker.
	bench --configs cli --libraries std,user --min-txn 3 --max-txn 10 --timeout 120
	bench --configs default,paper --libraries std --min-txn 3 --max-txn 8 --timeout 60
	levers="$(./isolang bench --help | sed -n 's/.*Configurations: \(.*\)\./\1/p' | tr ',' '\n' | grep '^no-' | paste -sd,)"
	bench --configs "$levers" --libraries std --min-txn 5 --max-txn 8 --lever-txn 5,8 --timeout 60
fi
bench --report-only true
