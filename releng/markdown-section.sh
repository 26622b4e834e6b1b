#!/usr/bin/env bash
# Sourced by the scripts that write a generated section into a Markdown page (start-up benchmarks,
# the membership differential run). A section is the text from a line containing
# `<!-- NAME:begin` to the line `<!-- NAME:end -->`; the rest of the page is left as it is.

# markdown_section NAME SECTION_FILE [PAGE]: replaces section NAME of PAGE with the file's text
# (appending it when PAGE has none); without PAGE, prints the text.
markdown_section() {
	local name="$1" section="$2" page="${3:-}"
	if [[ -z "$page" ]]; then
		cat "$section"
	elif [[ -f "$page" ]] && grep -q "<!-- $name:begin" "$page"; then
		local updated
		updated="$(mktemp)"
		awk -v section="$section" -v begin="<!-- $name:begin" -v end="<!-- $name:end -->" '
			index($0, begin) { while ((getline line < section) > 0) print line; skip = 1; next }
			index($0, end) { skip = 0; next }
			!skip { print }' "$page" > "$updated"
		cp "$updated" "$page"
		rm -f "$updated"
	else
		{ echo; cat "$section"; } >> "$page"
	fi
}
