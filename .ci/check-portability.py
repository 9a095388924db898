#!/usr/bin/env python3
"""Finds Linux-only (glibc) symbols, headers and paths outside a guarded block.

The package builds on Linux and on macOS, where iOS developers run `swift test`. A glibc-only
call must sit inside a block that says so: in Swift `#if os(Linux)` or `#if canImport(Glibc)`
(and its branch only, not the `#else`), in C `#if defined(__linux__)` or `__GLIBC__`. This scans
Sources, Benchmarks and Tests (Swift files and C headers), skips comments and string-free prose,
and prints `FILE:LINE: <symbol> outside an #if os(Linux) / canImport(Glibc) block` for each hit.
Exit 1 when anything is found, 0 otherwise.

Usage: python3 .ci/check-portability.py [ROOT]
       python3 .ci/check-portability.py --self-test   (the check finds what it must)
"""
import os
import re
import sys

# What exists only with glibc or only on Linux.
SWIFT_PATTERNS = [
    (re.compile(r"^\s*import\s+Glibc\b"), "import Glibc"),
    (re.compile(r"\bGlibc\."), "Glibc."),
    (re.compile(r"\bmallinfo2?\b"), "mallinfo"),
    (re.compile(r"\bmalloc_usable_size\b"), "malloc_usable_size"),
    (re.compile(r"\bmalloc_trim\b"), "malloc_trim"),
    (re.compile(r"\bsched_getaffinity\b"), "sched_getaffinity"),
    (re.compile(r"\bepoll_\w+"), "epoll"),
    (re.compile(r"\bprctl\b"), "prctl"),
    (re.compile(r'"/proc/'), "/proc"),
]
C_PATTERNS = [
    (re.compile(r"#\s*include\s*<malloc\.h>"), "<malloc.h>"),
    (re.compile(r"#\s*include\s*<(features|gnu/[^>]*|sys/sysinfo|sys/epoll|sys/prctl)\.h>"), "a glibc header"),
    (re.compile(r"\bmallinfo2?\b"), "mallinfo"),
]
SWIFT_GUARD = re.compile(r"os\(Linux\)|canImport\(Glibc\)|canImport\(Musl\)")
C_GUARD = re.compile(r"__linux__|__GLIBC__|__gnu_linux__")


def scan(path, patterns, guard, directive, comment):
    hits = []
    # A stack of the open #if blocks: True where the current branch is guarded for Linux.
    stack = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            stripped = line.strip()
            match = directive.match(stripped)
            if match:
                keyword, condition = match.group(1), match.group(2) or ""
                if keyword in ("if", "ifdef", "ifndef"):
                    stack.append(keyword != "ifndef" and bool(guard.search(condition)) and "!" not in condition)
                elif keyword in ("elseif", "elif"):
                    if stack:
                        stack[-1] = bool(guard.search(condition)) and "!" not in condition
                elif keyword == "else":
                    if stack:
                        stack[-1] = False
                elif keyword == "endif":
                    if stack:
                        stack.pop()
                continue
            if stripped.startswith(comment):
                continue
            if any(stack):
                continue
            for pattern, name in patterns:
                if pattern.search(line):
                    hits.append(f"{path}:{number}: {name} outside an #if os(Linux) / canImport(Glibc) block")
    return hits


def main():
    if sys.argv[1:] == ["--self-test"]:
        # The check must be able to fail: its fixtures hold four unguarded uses and some guarded,
        # and one more in a hidden folder (.checkouts), which it must skip.
        fixtures = os.path.join(os.path.dirname(os.path.abspath(__file__)), "portability-fixtures")
        found = collect(fixtures)
        expected = [
            "guarded.swift:7: /proc", "shim.h:1: <malloc.h>", "unguarded.swift:1: import Glibc",
            "unguarded.swift:3: mallinfo",
        ]
        got = sorted(hit.split(os.sep + "Sources" + os.sep, 1)[1].split(" outside")[0] for hit in found)
        if got != expected:
            print("portability self-test failed: expected", expected, "found", got)
            return 1
        print("portability self-test: the fixtures' 4 unguarded uses found")
        return 0
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    hits = collect(root)
    for hit in hits:
        print(hit)
    if hits:
        print(f"{len(hits)} Linux-only uses outside a guarded block (see README.md, \"Platforms\")")
        return 1
    print("portability: no Linux-only symbol outside a guarded block")
    return 0


def collect(root):
    swift_directive = re.compile(r"^#(if|elseif|else|endif)\b(.*)$")
    c_directive = re.compile(r"^#\s*(if|ifdef|ifndef|elif|else|endif)\b(.*)$")
    hits = []
    for folder in ("Sources", "Benchmarks", "Tests"):
        for directory, folders, files in os.walk(os.path.join(root, folder)):
            # Hidden folders are build products and checkouts (Benchmarks/Peers/.build holds the
            # peer libraries' sources), not the package's code.
            folders[:] = sorted(name for name in folders if not name.startswith("."))
            for name in sorted(files):
                path = os.path.join(directory, name)
                if name.endswith(".swift"):
                    hits += scan(path, SWIFT_PATTERNS, SWIFT_GUARD, swift_directive, "//")
                elif name.endswith((".h", ".c")):
                    hits += scan(path, C_PATTERNS, C_GUARD, c_directive, "//")
    return hits


if __name__ == "__main__":
    sys.exit(main())
