#!/usr/bin/env bash
# Checks that `isolang check --json` prints nothing but the JSON document with every SAT solver,
# on a file whose commands find histories (so that the solvers find models): native solvers
# write to the process's standard output unless silenced (isolang.solver.natives/build/).
#
#   cli-json.sh <isolang launcher> <example.isol>
set -euo pipefail
launcher="$1"
example="$2"
out="$(mktemp)"
trap 'rm -f "$out"' EXIT
for solver in glucose minisat sat4j; do
	"$launcher" check --json --solver "$solver" "$example" > "$out"
	if [[ "$(head -c 1 "$out")" != "{" || "$(tail -n 1 "$out")" != "}" ]] || grep -q '^c ' "$out"; then
		echo "cli-json.sh: --solver $solver: standard output is not just the JSON document:" >&2
		grep -n -v '^ *["{}\[\]]' "$out" | head -n 5 >&2 || true
		exit 1
	fi
done
echo "cli-json.sh: --json output is clean with glucose, minisat and sat4j"
