#!/usr/bin/env bash
# Regenerates the generated sections of Docs/, of the kinds named (all when none is named):
#
#   stats, trace   every section a command writes, on any page of Docs/:
#                    <!-- BEGIN GENERATED STATS: archkit stats cars --format markdown -->
#                    (a blank line, what the command prints now, a blank line)
#                    <!-- END GENERATED STATS -->
#                  run with a debug build (as `swift run` builds); `stats` reads this package's
#                  Sources/ and Tests/ (`--sources`). StatsDocsTests and TraceDocsTests fail
#                  while a page differs from its command (page, section, first differing line).
#   excerpts       the code excerpts of the feature pages (<!-- BEGIN GENERATED EXCERPTS: … -->),
#                  cut from Sources/ by DocsExcerptTests, which rewrites them when recording:
#                  RECORD_SNAPSHOTS=1 swift test --filter DocsExcerptTests
#
# Usage: Scripts/update-generated-docs.sh [stats] [trace] [excerpts]. Review the diff after.
set -euo pipefail
cd "$(dirname "$0")/.."
kinds=("$@")
[ ${#kinds[@]} -eq 0 ] && kinds=(stats trace excerpts)
markers=()
for kind in "${kinds[@]}"; do
    case "$kind" in
    stats | trace) markers+=("$(echo "$kind" | tr '[:lower:]' '[:upper:]')") ;;
    excerpts) ;;
    *)
        echo "Error: unknown kind '$kind' (expected stats, trace or excerpts)" >&2
        exit 64
        ;;
    esac
done
for kind in "${kinds[@]}"; do
    if [ "$kind" = excerpts ]; then
        RECORD_SNAPSHOTS=1 swift test --filter DocsExcerptTests
    fi
done
[ ${#markers[@]} -eq 0 ] && exit 0
swift build --product archkit >/dev/null
python3 - ".build/debug/archkit" "$PWD" "${markers[@]}" <<'PY'
import glob, subprocess, sys
archkit, root, kinds = sys.argv[1], sys.argv[2], sys.argv[3:]
# What each kind's command needs besides what its marker names.
extra = {"STATS": ["--sources", root], "TRACE": []}
for page in sorted(glob.glob("Docs/*.md")):
    lines = open(page, encoding="utf-8").read().split("\n")
    out, i, changed = [], 0, False
    while i < len(lines):
        line = lines[i]
        kind = next((k for k in kinds if line.startswith(f"<!-- BEGIN GENERATED {k}: ")), None)
        if kind is None or not line.endswith(" -->"):
            out.append(line)
            i += 1
            continue
        end = f"<!-- END GENERATED {kind} -->"
        close = next((j for j in range(i + 1, len(lines)) if lines[j] == end), None)
        if close is None:
            sys.exit(f"{page}:{i + 1}: the section has no {end}")
        command = line[len(f"<!-- BEGIN GENERATED {kind}: "):-4].split(" ")
        if command[0] != "archkit":
            sys.exit(f"{page}:{i + 1}: a generated section's command starts with archkit: {line}")
        generated = subprocess.run([archkit] + command[1:] + extra[kind],
                                   check=True, capture_output=True, text=True).stdout
        out += [line, ""] + generated.rstrip("\n").split("\n") + ["", end]
        changed = True
        i = close + 1
    if changed:
        open(page, "w", encoding="utf-8").write("\n".join(out))
        print(f"updated {page}")
PY
