#!/usr/bin/env bash
# Regenerates every stats section of Docs/: the lines from
#   <!-- BEGIN GENERATED STATS: archkit stats … --format markdown -->
# to
#   <!-- END GENERATED STATS -->
# are replaced by what that command prints now (a debug build, as `swift run` builds), read
# from this package's Sources/ and Tests/. StatsDocsTests fails while a page differs from it.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product archkit >/dev/null
archkit=".build/debug/archkit"
for page in Docs/*.md; do
    grep -q '^<!-- BEGIN GENERATED STATS: ' "$page" || continue
    python3 - "$page" "$archkit" "$PWD" <<'PY'
import subprocess, sys
page, archkit, root = sys.argv[1], sys.argv[2], sys.argv[3]
begin, end = "<!-- BEGIN GENERATED STATS: ", "<!-- END GENERATED STATS -->"
lines = open(page, encoding="utf-8").read().split("\n")
out, i = [], 0
while i < len(lines):
    line = lines[i]
    if line.startswith(begin) and line.endswith(" -->"):
        command = line[len(begin):-4].split(" ")
        assert command[0] == "archkit", f"{page}: a stats section's command starts with archkit: {line}"
        generated = subprocess.run([archkit] + command[1:] + ["--sources", root],
                                   check=True, capture_output=True, text=True).stdout
        out.append(line)
        out.append("")
        out.extend(generated.rstrip("\n").split("\n"))
        out.append("")
        while i < len(lines) and lines[i] != end:
            i += 1
        continue
    out.append(line)
    i += 1
open(page, "w", encoding="utf-8").write("\n".join(out))
print(f"updated {page}")
PY
done
