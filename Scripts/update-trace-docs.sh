#!/usr/bin/env bash
# Regenerates every trace section of Docs/: the lines from
#   <!-- BEGIN GENERATED TRACE: archkit trace <scenario> --step <n> --docs -->
# to
#   <!-- END GENERATED TRACE -->
# are replaced by what that command prints now (a debug build, as `swift run` builds).
# TraceDocsTests fails while a page differs from it. Run from the package root.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product archkit >/dev/null
archkit=".build/debug/archkit"
for page in Docs/*.md; do
    grep -q '^<!-- BEGIN GENERATED TRACE: ' "$page" || continue
    python3 - "$page" "$archkit" <<'PY'
import subprocess, sys
page, archkit = sys.argv[1], sys.argv[2]
begin, end = "<!-- BEGIN GENERATED TRACE: ", "<!-- END GENERATED TRACE -->"
lines = open(page, encoding="utf-8").read().split("\n")
out, i = [], 0
while i < len(lines):
    line = lines[i]
    if line.startswith(begin) and line.endswith(" -->"):
        command = line[len(begin):-4].split(" ")
        assert command[0] == "archkit", f"{page}: a trace section's command starts with archkit: {line}"
        generated = subprocess.run([archkit] + command[1:], check=True, capture_output=True, text=True).stdout
        out.extend(generated.rstrip("\n").split("\n"))
        while i < len(lines) and lines[i] != end:
            i += 1
        i += 1
        continue
    out.append(line)
    i += 1
open(page, "w", encoding="utf-8").write("\n".join(out))
print(f"updated {page}")
PY
done
