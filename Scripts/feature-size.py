#!/usr/bin/env python3
"""Counts files, lines and types per feature folder of the architectures, for the docs.

Usage: python3 Scripts/feature-size.py [ARCH ...]   (default: MVP VIPER)

For each architecture `Sources/<ARCH>` and each feature folder in it (Welcome, Products, Cars,
Summary, in that order), prints one Markdown table row:

- files: the `.swift` files in the folder;
- lines: lines that are neither blank nor only a comment (`//`, `///`), the rule Docs/Cars.md
  counts by; imports and braces count;
- types: declarations of a class, struct, enum, protocol or actor (top level or nested);
  extensions are not types. Protocols are also given on their own.

Then the ratio of each architecture to the first one named, per feature and in total. Exits 2
with a message naming the folder when an architecture has no folder under Sources/.
"""

import pathlib
import re
import sys

FEATURES = ["Welcome", "Products", "Cars", "Summary"]
TYPE = re.compile(r"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private|final|open)\s+)*"
                  r"(class|struct|enum|protocol|actor)\s+\w+")


def count(folder: pathlib.Path) -> dict:
    files = sorted(folder.glob("*.swift"))
    lines = types = protocols = 0
    for file in files:
        for line in file.read_text(encoding="utf-8").splitlines():
            stripped = line.strip()
            if not stripped or stripped.startswith("//"):
                continue
            lines += 1
            match = TYPE.match(line)
            if match:
                types += 1
                protocols += match.group(1) == "protocol"
    return {"files": len(files), "lines": lines, "types": types, "protocols": protocols}


def main(arguments: list[str]) -> int:
    root = pathlib.Path(__file__).resolve().parent.parent / "Sources"
    architectures = arguments or ["MVP", "VIPER"]
    for name in architectures:
        if not (root / name).is_dir():
            print(f"error: no folder Sources/{name!r}; expected one of "
                  + ", ".join(sorted(p.name for p in root.iterdir() if p.is_dir())), file=sys.stderr)
            return 2
    counts = {a: {f: count(root / a / f) for f in FEATURES} for a in architectures}
    print("| feature | architecture | files | lines | types (protocols) |")
    print("| --- | --- | ---: | ---: | ---: |")
    totals = {a: {"files": 0, "lines": 0, "types": 0, "protocols": 0} for a in architectures}
    for feature in FEATURES:
        for a in architectures:
            c = counts[a][feature]
            for key in c:
                totals[a][key] += c[key]
            print(f"| {feature} | {a} | {c['files']} | {c['lines']} | {c['types']} ({c['protocols']}) |")
    for a in architectures:
        c = totals[a]
        print(f"| **all four** | {a} | {c['files']} | {c['lines']} | {c['types']} ({c['protocols']}) |")
    base = architectures[0]
    for a in architectures[1:]:
        print()
        print(f"{a} ÷ {base}: " + " · ".join(
            f"{f} {counts[a][f]['lines'] / max(counts[base][f]['lines'], 1):.2f}× lines, "
            f"{counts[a][f]['files'] / max(counts[base][f]['files'], 1):.2f}× files"
            for f in FEATURES) + f" · all four {totals[a]['lines'] / max(totals[base]['lines'], 1):.2f}× lines")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
