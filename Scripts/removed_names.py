#!/usr/bin/env python3
"""Fails when a document still names a public name that was removed or renamed.

The names, with what replaced each, are in Scripts/removed-names.txt (its header describes the
format). The documents: README.md, CONTRIBUTING.md, the "Added" list of CHANGELOG.md's
[Unreleased] section (the other lists, and released sections, record history and may name old
names), every DocC article (Sources/*/*.docc/**/*.md) and every `///` comment in Sources/.

Usage:
  removed_names.py [--names Scripts/removed-names.txt] [--root .]
  removed_names.py --self-test
"""

from __future__ import annotations

import argparse
import glob
import io
import os
import re
import sys
import tempfile
from dataclasses import dataclass

ENTRY = re.compile(r"^(?P<old>.+?)\s+→\s+(?P<new>.+?)(\s+\[allowed with:\s*(?P<allowed>[^\]]+)\])?\s*$")


@dataclass
class Entry:
    old: str
    pattern: re.Pattern[str]
    new: str
    allowed: str | None


def read_names(path: str) -> list[Entry]:
    entries = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            match = ENTRY.match(line)
            if not match:
                raise SystemExit(f"{path}:{number}: expected 'OLD  →  NEW', got: {line}")
            old = match["old"]
            if old.startswith("re:"):
                pattern = re.compile(old[3:])
            else:
                pattern = re.compile(rf"(?<![\w@]){re.escape(old)}(?!\w)")
            entries.append(Entry(old, pattern, match["new"], match["allowed"]))
    return entries


def changelog_lines(lines: list[str]) -> list[tuple[int, str]]:
    """The lines of the [Unreleased] section's "Added" list, with their numbers."""
    kept, section, subsection = [], None, None
    for number, line in enumerate(lines, 1):
        if line.startswith("## "):
            section, subsection = line, None
        elif line.startswith("### "):
            subsection = line
        elif section and "[Unreleased]" in section and subsection and "Added" in subsection:
            kept.append((number, line))
    return kept


def doc_comment_lines(lines: list[str]) -> list[tuple[int, str]]:
    return [(n, line.strip()[3:]) for n, line in enumerate(lines, 1) if line.strip().startswith("///")]


def documents(root: str) -> list[tuple[str, list[tuple[int, str]]]]:
    """Each document with the lines to check, numbered as in the file."""
    def read(path: str) -> list[str]:
        with open(os.path.join(root, path), encoding="utf-8") as f:
            return f.read().split("\n")

    found = []
    for path in ("README.md", "CONTRIBUTING.md"):
        if os.path.exists(os.path.join(root, path)):
            found.append((path, list(enumerate(read(path), 1))))
    if os.path.exists(os.path.join(root, "CHANGELOG.md")):
        found.append(("CHANGELOG.md", changelog_lines(read("CHANGELOG.md"))))
    for path in sorted(glob.glob(os.path.join(root, "Sources", "*", "*.docc", "**", "*.md"), recursive=True)):
        path = os.path.relpath(path, root)
        found.append((path, list(enumerate(read(path), 1))))
    for path in sorted(glob.glob(os.path.join(root, "Sources", "**", "*.swift"), recursive=True)):
        path = os.path.relpath(path, root)
        found.append((path, doc_comment_lines(read(path))))
    return found


def paragraphs(lines: list[tuple[int, str]]) -> list[list[tuple[int, str]]]:
    """Runs of consecutive, non-blank lines."""
    runs: list[list[tuple[int, str]]] = []
    previous = None
    for number, text in lines:
        if not text.strip():
            previous = None
            continue
        if previous is None or number != previous + 1:
            runs.append([])
        runs[-1].append((number, text))
        previous = number
    return runs


def table_heading(run: list[tuple[int, str]], index: int, column: int) -> str:
    """The heading of the table column that holds `column` of the run's line `index`, or ""."""
    start = index
    while start > 0 and run[start - 1][1].lstrip().startswith("|"):
        start -= 1
    cells = lambda text: text.strip().strip("|").split("|")  # noqa: E731
    line = run[index][1]
    cell = line[:column].count("|") - (1 if line.lstrip().startswith("|") else 0)
    heading = cells(run[start][1])
    return heading[cell] if 0 <= cell < len(heading) else ""


def check(root: str, names: str, out=sys.stdout) -> int:
    entries = read_names(os.path.join(root, names))
    problems = 0
    checked = 0
    for path, lines in documents(root):
        checked += 1
        for run in paragraphs(lines):
            text = "\n".join(t for _, t in run)
            starts = [0]
            for _, line in run:
                starts.append(starts[-1] + len(line) + 1)
            for entry in entries:
                for match in entry.pattern.finditer(text):
                    index = max(i for i, s in enumerate(starts[:-1]) if s <= match.start())
                    number, line = run[index]
                    if entry.allowed:
                        words = entry.allowed
                        column = match.start() - starts[index]
                        if words in line or (line.lstrip().startswith("|")
                                             and words in table_heading(run, index, column)):
                            continue
                    found = match.group(0).replace("\n", " ")
                    print(f"{path}:{number}: '{found}' was removed or renamed: {entry.new}", file=out)
                    problems += 1
    print(f"removed names: {len(entries)} names, {checked} documents, {problems} found", file=out)
    return 1 if problems else 0


SELF_TEST_NAMES = """# test
OldName  →  NewName
@OmitCoding  →  @Omitted  [allowed with: Peer]
re:\\bBox(<[^\\s`]*>)?\\.Optional\\b  →  Box<C>.OrNil
re:`Kit`[^.]{0,40}?\\bStandIns\\b  →  LibraryKit holds StandIns
"""

SELF_TEST_CASES = [
    # (where, text, expected line numbers reported)
    ("README.md", "Use `OldName` here.\n\nNot OldNameSuffix, not MyOldName.\n", [1]),
    ("README.md", "| feature | Peer | here |\n|---|---|---|\n| omit | `@OmitCoding` | `@OmitCoding` |\n", [3]),
    ("README.md", "Peer's `@OmitCoding` is a different thing.\n", []),
    ("README.md", "`@Box<URL>.Optional` and `@Box<URL>.Array.Optional`\nand `Box.Optional`.\n", [1, 2]),
    ("README.md", "The `Kit` product has\nclasses (`StandIns`).\n\n`LibraryKit` has `StandIns`.\n", [1]),
    ("CHANGELOG.md", "# C\n\n## [Unreleased]\n\n### Added\n\n- OldName\n\n### Changed\n\n- OldName\n\n"
     "## [0.1.0]\n\n### Added\n\n- OldName\n", [7]),
    ("Sources/M/File.swift", "/// Uses OldName.\n// OldName in a plain comment\nlet OldName = 1\n", [1]),
    ("Sources/M/M.docc/M.md", "```swift\nlet x = OldName()\n```\n", [2]),
]


def self_test() -> int:
    failures = 0
    for where, text, expected in SELF_TEST_CASES:
        with tempfile.TemporaryDirectory() as root:
            with open(os.path.join(root, "names.txt"), "w") as f:
                f.write(SELF_TEST_NAMES)
            os.makedirs(os.path.join(root, os.path.dirname(where) or "."), exist_ok=True)
            with open(os.path.join(root, where), "w") as f:
                f.write(text)
            out = io.StringIO()
            status = check(root, "names.txt", out)
            reported = [int(line.split(":")[1]) for line in out.getvalue().splitlines()
                        if line.startswith(where + ":")]
            if reported != expected or status != (1 if expected else 0):
                print(f"self-test FAILED: {where} {text!r}: expected lines {expected}, got:\n{out.getvalue()}")
                failures += 1
    print("removed names self-test:", "passed" if not failures else f"{failures} failed")
    return 1 if failures else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--names", default="Scripts/removed-names.txt")
    parser.add_argument("--root", default=".")
    parser.add_argument("--self-test", action="store_true")
    args = parser.parse_args()
    if args.self_test:
        return self_test()
    return check(args.root, args.names)


if __name__ == "__main__":
    sys.exit(main())
