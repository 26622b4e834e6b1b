#!/usr/bin/env bash
# Checks the launcher's start-up cache (docs/startup.md): a first `check` creates it in
# $XDG_CACHE_HOME/isolang, later commands use it, and every command prints the same results and
# diagnostics with the cache, without it (ISOLANG_STARTUP_CACHE=off), with a damaged class data
# archive and where the cache cannot be written; nothing is written into the product.
#
#   startup-cache.sh <isolang launcher of the product>
set -euo pipefail
launcher="$(readlink -f "$1")"
product="$(dirname "$launcher")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() {
	echo "startup-cache.sh: $*" >&2
	exit 1
}
cat > "$work/spec.isol" <<'SPEC'
import isolang.std.biswas
import isolang.std.cerone
check eq: biswas.RA equivalent cerone.RA for 2 txn, 2 obj, 2 val expect equivalent
check sep: cerone.RA implies cerone.SI for 3 txn, 2 obj, 2 val expect fails
SPEC
printf 'import isolang.std.biswas\ncheck bad: biswas.NoSuchLevel implies biswas.SI for 2 txn\n' > "$work/bad.isol"
before="$(ls -lR "$product/plugins" "$launcher" | md5sum)"

# Runs `check --json` with the given environment; prints what must not differ between runs:
# the exit code, the results and the diagnostics (times differ from run to run).
results() {
	local status=0
	env "$@" "$launcher" check --json "$work/spec.isol" > "$work/out.json" 2> "$work/err.txt" || status=$?
	[[ "$(head -c 1 "$work/out.json")" == "{" && "$(tail -n 1 "$work/out.json")" == "}" ]] \
		|| fail "standard output is not just the JSON document ($*): $(head -n 3 "$work/out.json")"
	echo "exit $status"
	grep -E '"(name|status|verdict|expected|detail|exitCode)"' "$work/out.json"
}
diagnostics() {
	local status=0
	env "$@" "$launcher" check "$work/bad.isol" > /dev/null 2> "$work/bad.txt" || status=$?
	echo "exit $status"
	cat "$work/bad.txt"
}

expected="$(results ISOLANG_STARTUP_CACHE=off)"
expected_bad="$(diagnostics ISOLANG_STARTUP_CACHE=off)"
[[ "$expected" == *'"verdict": "fails"'* ]] || fail "the check found no history: $expected"
[[ "$expected_bad" == "exit 2"* ]] || fail "a bad file did not exit with 2: $expected_bad"

cache="$work/cache"
[[ "$(results XDG_CACHE_HOME="$cache")" == "$expected" ]] || fail "the first use gave other results"
entry=("$cache"/isolang/cli-*)
((${#entry[@]} == 1)) && [[ -d "${entry[0]}/lib" && -s "${entry[0]}/classes.jsa" ]] \
	|| fail "the first use did not create the cache: $(ls -R "$cache")"
(($(ls "${entry[0]}/lib" | wc -l) == $(ls "$product"/plugins/*.jar | wc -l))) \
	|| fail "the cache does not hold every jar of the product"
[[ -z "$(ls "${entry[0]}" | grep -v -x -e lib -e classes.jsa)" ]] || fail "a partial file was left behind"
[[ "$(results XDG_CACHE_HOME="$cache")" == "$expected" ]] || fail "the cached start gave other results"
[[ "$(diagnostics XDG_CACHE_HOME="$cache")" == "$expected_bad" ]] || fail "the cached start gave other diagnostics"

head -c 4096 /dev/urandom > "${entry[0]}/classes.jsa"
[[ "$(results XDG_CACHE_HOME="$cache")" == "$expected" ]] || fail "a damaged archive changed the results"

touch "$work/file"
[[ "$(results XDG_CACHE_HOME="$work/file/cache")" == "$expected" ]] || fail "an unwritable cache changed the results"
[[ "$(results XDG_CACHE_HOME=relative/cache)" == "$expected" ]] || fail "a relative cache directory changed the results"
[[ ! -e relative ]] || fail "a relative XDG_CACHE_HOME was used"

[[ "$(ls -lR "$product/plugins" "$launcher" | md5sum)" == "$before" && -z "$(find "$product" -name '*.jsa')" ]] \
	|| fail "the product directory was changed"
echo "startup-cache.sh: the start-up cache is created on first use, used and harmless where it cannot be"
