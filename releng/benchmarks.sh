#!/usr/bin/env bash
# SPDX-License-Identifier: EPL-2.0
# Regenerates the tables of docs/benchmarks.md that `isolang bench` writes, from the built product
# (the launcher ./isolang, its shipped defaults, the standard library and the user-written copy of
# the frameworks). Run it in the repository's root after `./mvnw -B -DskipTests package`.
#
#   releng/benchmarks.sh                  # from scratch: every batch below, "all" included (hours)
#   releng/benchmarks.sh targets          # from scratch: equiv five solvers jvm (about 45 min on 2 cores)
#   releng/benchmarks.sh BATCH...         # adds these batches' cells to the results, then the report
#
# Batches (each adds the cells missing from docs/benchmarks.tsv, so a batch can be rerun after an
# interruption; move the results files away first to measure again):
#   equiv    the ten cross-framework directions at 6, 8 and 10 txn, std and user (speed targets)
#   five     every problem at 5 txn, std and user (edges, implications, phases)
#   solvers  MiniSat and SAT4J through the CLI: every problem at 5 txn, the directions at 8 and 10 txn
#   jvm      the launcher's JVM flags against full JIT on short and long commands (3 runs each)
#   isolde   the side-by-side with Isolde, when ISOLDE_HOME names its build (see below)
#   all      every problem through the CLI at 3-10 txn, the paper's algorithm and every lever
#   report   only rewrites docs/benchmarks.md from the results files
#
# Every invocation records in the results files the commit, build, time, load average and machine
# it ran on, and every cell its load when it ended. On a shared machine set BENCH_LOCK to a lock
# file: each batch then runs under `flock "$BENCH_LOCK"`, released between batches so that others
# can measure too.
#
# ISOLANG names the launcher to measure (default ./isolang): a copy of the product keeps the
# measurement apart from rebuilds of the working tree.
#
# docs/benchmarks-isolde.tsv (the side-by-side comparison with Isolde) is measured with a build of
# Isolde outside this repository, whose directory holds side-by-side.sh and aggregate.py:
#   ISOLDE_HOME=/path/to/isolde-build releng/benchmarks.sh isolde
# (ISOLDE_REPEAT runs per cell, default 3; ISOLDE_TIMEOUT seconds per run, default 120). Without
# ISOLDE_HOME the batch is skipped and the file is kept as it is.
set -euo pipefail
cd "$(dirname "$0")/.."

isolang="${ISOLANG:-$PWD/isolang}"
bench() { "$isolang" bench --out docs/benchmarks.md "$@"; }

# provenance: commit, time, load average and machine, as `isolang bench` records them.
provenance() {
	local commit
	commit="$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
	if [[ -n "$(git status --porcelain --untracked-files=no -- . ':(exclude)docs' 2>/dev/null)" ]]; then
		commit="$commit with local changes"
	fi
	echo "commit $commit, $(date -u +%Y-%m-%dT%H:%M:%SZ), load $(cut -d' ' -f1-3 /proc/loadavg)," \
		"$(nproc) × $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
}

batch() {
	echo "== batch $1: $(provenance)" >&2
	case "$1" in
	equiv)
		for txn in 6 8 10; do
			bench --configs cli --libraries std,user --only equiv: --min-txn "$txn" --max-txn "$txn" --timeout 300
		done
		;;
	five)
		bench --configs cli --libraries std,user --min-txn 5 --max-txn 5 --timeout 120
		;;
	solvers)
		bench --configs cli-minisat,cli-sat4j --libraries std --min-txn 5 --max-txn 5 --timeout 120
		bench --configs cli-minisat,cli-sat4j --libraries std --only equiv: --min-txn 8 --max-txn 8 --timeout 300
		bench --configs cli-minisat,cli-sat4j --libraries std --only equiv: --min-txn 10 --max-txn 10 --timeout 300
		;;
	jvm)
		bench --jvm-flags true --repeat 3
		;;
	isolde)
		if [[ -z "${ISOLDE_HOME:-}" ]]; then
			echo "ISOLDE_HOME is not set: the side-by-side with Isolde is kept as it is" >&2
			return 0
		fi
		local runs started
		runs="$(mktemp)"
		started="$(provenance)"
		# in Isolde's directory: its class path (cp.txt) is relative to it
		(cd "$ISOLDE_HOME" && ./side-by-side.sh "$isolang" "${ISOLDE_REPEAT:-3}" "${ISOLDE_TIMEOUT:-120}") > "$runs"
		{
			"$ISOLDE_HOME/aggregate.py" "$runs"
			echo "#"
			echo "#Measured from $started to $(date -u +%H:%M:%SZ) (load then $(cut -d' ' -f1-3 /proc/loadavg))."
		} > docs/benchmarks-isolde.tsv
		rm -f "$runs"
		;;
	all)
		bench --configs cli --libraries std,user --min-txn 3 --max-txn 10 --timeout 120
		bench --configs default,paper --libraries std --min-txn 3 --max-txn 8 --timeout 60
		local levers
		levers="$("$isolang" bench --help | sed -n 's/.*Configurations: \(.*\)\./\1/p' | tr ',' '\n' | grep '^no-' \
			| paste -sd,)"
		bench --configs "$levers" --libraries std --min-txn 5 --max-txn 8 --lever-txn 5,8 --timeout 60
		;;
	report) ;;
	*)
		echo "unknown batch $1 (see the head of $0)" >&2
		exit 2
		;;
	esac
}

if [[ "${1:-}" == --batch ]]; then
	batch "$2"
	exit
fi
case "${1:-}" in
-h | --help)
	sed -n '3,/^set -euo/p' "$0" | sed '$d'
	exit 0
	;;
"") batches=(equiv five solvers jvm isolde all) fresh=1 ;;
targets) batches=(equiv five solvers jvm isolde) fresh=1 ;;
*) batches=("$@") fresh=0 ;;
esac
if ((fresh)); then
	rm -f docs/benchmarks.tsv docs/benchmarks-jvm.tsv
fi
for b in "${batches[@]}"; do
	if [[ -n "${BENCH_LOCK:-}" ]]; then
		flock "$BENCH_LOCK" "$0" --batch "$b"
	else
		batch "$b"
	fi
done
bench --report-only true
