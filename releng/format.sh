#!/usr/bin/env bash
# SPDX-License-Identifier: EPL-2.0
#
# Formats the hand-written Java sources of the repository (not src-gen/, not build output) with
# its one configuration: releng/format/org.eclipse.jdt.core.prefs (the Eclipse JDT formatter) and
# releng/format/org.eclipse.jdt.ui.prefs (import order). Runs the JDT formatter headless from the
# JDT core jar in the local Maven repository (fetched with the Maven wrapper if missing), and
# copies both files into every bundle's .settings/ so that Eclipse formats alike.
#
#   releng/format.sh [--check] [FILE.java...]
#
# --check changes nothing and exits with 1 if a file would change. Without files, every Java
# source under the repository is formatted.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
settings="$root/releng/format"
repo=${M2_REPO:-$HOME/.m2/repository}

check=()
if [[ ${1:-} == --check ]]; then
	check=(--check)
	shift
fi

# The JDT formatter and what it needs outside OSGi (versions of the Eclipse 4.35 release).
artifacts=(
	org.eclipse.jdt:org.eclipse.jdt.core:3.41.0
	org.eclipse.jdt:ecj:3.41.0
	org.eclipse.platform:org.eclipse.equinox.common:3.20.0
	org.eclipse.platform:org.eclipse.core.runtime:3.33.0
	org.eclipse.platform:org.eclipse.core.jobs:3.15.500
	org.eclipse.platform:org.eclipse.core.contenttype:3.9.600
	org.eclipse.platform:org.eclipse.equinox.preferences:3.11.300
	org.eclipse.platform:org.eclipse.osgi:3.24.300
	org.eclipse.platform:org.eclipse.text:3.14.300
	org.eclipse.platform:org.eclipse.core.resources:3.22.100
	org.eclipse.platform:org.eclipse.core.filesystem:1.11.100
	org.osgi:org.osgi.service.prefs:1.1.2
)
classpath=""
for gav in "${artifacts[@]}"; do
	IFS=: read -r group artifact version <<<"$gav"
	jar="$repo/${group//.//}/$artifact/$version/$artifact-$version.jar"
	if [[ ! -f $jar ]]; then
		"$root/mvnw" -B -q dependency:get -Dartifact="$gav" -Dtransitive=false
	fi
	classpath+="${classpath:+:}$jar"
done

# Every bundle (a folder with META-INF/MANIFEST.MF) shares the configuration.
while IFS= read -r manifest; do
	bundle=$(dirname "$(dirname "$manifest")")
	mkdir -p "$bundle/.settings"
	for prefs in org.eclipse.jdt.core.prefs org.eclipse.jdt.ui.prefs; do
		if ! cmp -s "$settings/$prefs" "$bundle/.settings/$prefs"; then
			if [[ ${#check[@]} -gt 0 ]]; then
				echo "differs from releng/format: ${bundle#"$root"/}/.settings/$prefs"
			else
				cp "$settings/$prefs" "$bundle/.settings/$prefs"
			fi
		fi
	done
done < <(find "$root" -path "$root/.git" -prune -o -path '*/target' -prune -o -path '*/META-INF/MANIFEST.MF' -print)

files=("$@")
if [[ ${#files[@]} -eq 0 ]]; then
	mapfile -t files < <(find "$root" \( -name .git -o -name target -o -name src-gen -o -name bin \) -prune \
		-o -name '*.java' -type f -print | sort)
fi
exec java -cp "$classpath" "$settings/Format.java" "$settings" "${check[@]}" "${files[@]}"
