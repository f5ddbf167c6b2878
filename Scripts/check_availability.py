#!/usr/bin/env python3
"""Checks that APIs newer than the package's Apple minimums are used only where available.

The package declares the Firebase SDK's minimums (macOS 10.15, iOS 15, …) in Package.swift, but
it is built on Linux, where the compiler checks no Apple availability. This script reads the
minimums from Package.swift and looks for each API of a curated table of API introductions in
the Swift sources. A use passes when the declarations and blocks around it (`@available(…)` on a
declaration or an extension, `if #available(…) {`, `guard #available(…) else`) raise every
platform the API needs to at least its version; otherwise the script prints `file:line` and the
API, and exits with status 1.

It is a lint, not a compiler: comments and string literals are skipped, braces are counted, and
an `@available` attribute applies to the declaration that follows it (up to its `{ … }` body, or
to the end of a declaration without one). What it cannot see — a conformance used from a context
that is less available, an API missing from the table — the Apple workflow's builds find.

Usage:
  check_availability.py [--package Package.swift] [--exemptions FILE] [PATH …]   (default: Sources)
  check_availability.py --self-test
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
from dataclasses import dataclass

# The platforms the table and the checks know. Mac Catalyst follows iOS and visionOS 1 has every
# API of iOS 17 and earlier, so an API's entry names them only when it differs.
PLATFORMS = ("macOS", "iOS", "tvOS", "watchOS", "visionOS")

Version = tuple[int, ...]


def version(text: str) -> Version:
    return tuple(int(part) for part in text.split("."))


def describe(needs: dict[str, Version]) -> str:
    return ", ".join(f"{p} {'.'.join(map(str, v))}" for p, v in needs.items())


def api(name: str, pattern: str, **platforms: str) -> tuple[str, re.Pattern[str], dict[str, Version]]:
    return (name, re.compile(pattern), {p: version(v) for p, v in platforms.items()})


SWIFT_5_7 = dict(macOS="13", iOS="16", tvOS="16", watchOS="9")  # Swift 5.7 runtime, Foundation 2022
FOUNDATION_2021 = dict(macOS="12", iOS="15", tvOS="15", watchOS="8")
SWIFT_6 = dict(macOS="15", iOS="18", tvOS="18", watchOS="11", visionOS="2")

# The test targets are built for these systems (.github/workflows/apple.yml), so that tests use
# every API of the library without an `@available` each (Swift Testing refuses `@Suite` on an
# `@available` type). Libraries, the conformance kit included, build at the package's minimums.
TEST_MINIMUMS = {p: version(v) for p, v in SWIFT_5_7.items()}

# Known API introductions: (name, pattern over code without comments or strings, minimums).
# Sources: the `@available` attributes of the standard library (SwiftStdlib x.y versions) and
# Apple's documentation of Foundation. Add a row when a new API is used.
API_TABLE = [
    # Standard library, Swift 5.3 to 5.6 runtimes.
    api("String(unsafeUninitializedCapacity:)", r"\bString\s*\(\s*unsafeUninitializedCapacity\s*:",
        macOS="11", iOS="14", tvOS="14", watchOS="7"),
    api("Float16", r"\bFloat16\b", macOS="11", iOS="14", tvOS="14", watchOS="7"),
    # Foundation's async URLSession methods.
    api("URLSession async data/upload/download", r"\.\s*(data|upload|download|bytes)\s*\(\s*(for|from)\s*:",
        macOS="12", iOS="15", tvOS="15", watchOS="8"),
    api("CodingKeyRepresentable", r"\bCodingKeyRepresentable\b",
        macOS="12.3", iOS="15.4", tvOS="15.4", watchOS="8.5"),
    # Standard library, Swift 5.7 runtime.
    api("Duration", r"\bDuration\b", **SWIFT_5_7),
    api("Clock", r"\b(ContinuousClock|SuspendingClock|InstantProtocol|DurationProtocol)\b", **SWIFT_5_7),
    api("Task.sleep(for:)", r"\bTask\s*\.\s*sleep\s*\(\s*for\s*:", **SWIFT_5_7),
    api("Regex", r"\bRegex\b|#/|\bRegexComponent\b", **SWIFT_5_7),
    api("string processing algorithms",
        r"\.\s*(wholeMatch|prefixMatch|firstRange|ranges|trimmingPrefix)\s*\(\s*(of\s*:)?", **SWIFT_5_7),
    api("parameterized existential (any P<T>)", r"\bany\s+[A-Z]\w*\s*<", **SWIFT_5_7),
    # Standard library, Swift 5.9 runtime.
    api("parameter pack", r"\beach\s+[A-Z]\w*|\brepeat\s+each\b",
        macOS="14", iOS="17", tvOS="17", watchOS="10"),
    # Standard library and Synchronization, Swift 6.0 runtime.
    api("String(validating:)", r"\bString\s*\(\s*validating\s*:", **SWIFT_6),
    api("Synchronization (Mutex, Atomic)", r"\bimport\s+Synchronization\b|\bMutex\s*<|\bAtomic\s*<",
        **SWIFT_6),
    api("Int128/UInt128", r"\bU?Int128\b", **SWIFT_6),
    api("@isolated(any)", r"@isolated\s*\(\s*any\s*\)", **SWIFT_6),
    # Foundation.
    api("FormatStyle and ParseStrategy",
        r"\b(FormatStyle|ParseableFormatStyle|VerbatimFormatStyle|ISO8601FormatStyle|ParseStrategy)\b"
        r"|\bDate\s*\.\s*FormatString\b|\.\s*formatted\s*\(",
        **FOUNDATION_2021),
    api("Date.now", r"\bDate\s*\.\s*now\b", **FOUNDATION_2021),
    api("String(localized:)", r"\bString\s*\(\s*localized\s*:", **FOUNDATION_2021),
    api("AttributedString", r"\bAttributedString\b", **FOUNDATION_2021),
    api("JSONDecoder JSON5 options", r"\.\s*(allowsJSON5|assumesTopLevelDictionary)\b", **FOUNDATION_2021),
    api("TimeZone.gmt", r"\bTimeZone\s*\.\s*gmt\b|(?<![\w.])\.gmt\b", **SWIFT_5_7),
    api("Locale.Language", r"\bLocale\s*\.\s*Language\b", **SWIFT_5_7),
    api("URL file-path API",
        r"\bURL\s*\(\s*filePath\s*:|\.\s*appending\s*\(\s*(path|component|components)\s*:"
        r"|\.\s*path\s*\(\s*percentEncoded\s*:|\bURL\s*\.\s*(documentsDirectory|temporaryDirectory"
        r"|homeDirectory|cachesDirectory)\b",
        **SWIFT_5_7),
    api("URL(string:encodingInvalidCharacters:)", r"\bencodingInvalidCharacters\s*:",
        macOS="14", iOS="17", tvOS="17", watchOS="10"),
    api("Observation", r"\bimport\s+Observation\b|@Observable\b",
        macOS="14", iOS="17", tvOS="17", watchOS="10"),
]


@dataclass
class Violation:
    path: str
    line: int
    api: str
    needs: dict[str, Version]
    has: dict[str, Version]

    def __str__(self) -> str:
        missing = {p: v for p, v in self.needs.items() if self.has.get(p, (0,)) < v}
        return (
            f"{self.path}:{self.line}: error: {self.api} needs {describe(self.needs)}; "
            f"here it is available from {describe({p: self.has[p] for p in missing})}: "
            f"add @available({describe(self.needs)}, *) to the declaration or use if #available"
        )


def package_minimums(manifest: str) -> dict[str, Version]:
    """The `platforms:` of a Package.swift, such as `.macOS(.v10_15)` → macOS 10.15."""
    with open(manifest, encoding="utf-8") as file:
        text = file.read()
    minimums = {p: (0,) for p in PLATFORMS}
    for platform, raw in re.findall(r"\.(macOS|iOS|tvOS|watchOS|visionOS)\s*\(\s*\.v([\d_]+)\s*\)", text):
        minimums[platform] = version(raw.replace("_", "."))
    for platform, raw in re.findall(r"\.(macOS|iOS|tvOS|watchOS|visionOS)\s*\(\s*\"([\d.]+)\"\s*\)", text):
        minimums[platform] = version(raw)
    return minimums


def strip_comments_and_strings(source: str) -> str:
    """The source with comments and the contents of string literals blanked, lines kept."""
    out: list[str] = []
    i, n = 0, len(source)
    while i < n:
        c = source[i]
        if source.startswith("//", i):
            end = source.find("\n", i)
            end = n if end == -1 else end
            out.append(" " * (end - i))
            i = end
        elif source.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if source.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif source.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(re.sub(r"[^\n]", " ", source[i:j]))
            i = j
        elif c == '"' or (c == "#" and re.match(r"#+\"", source[i:])):
            hashes = len(re.match(r"#*", source[i:]).group(0))
            start = i + hashes
            multiline = source.startswith('"""', start)
            quote = '"""' if multiline else '"'
            closing = quote + "#" * hashes
            j = start + len(quote)
            while j < n and not source.startswith(closing, j):
                if source[j] == "\\" and hashes == 0:
                    j += 1
                elif source[j] == "\n" and not multiline:
                    break
                j += 1
            j = min(n, j + len(closing))
            out.append(source[i:start] + quote + re.sub(r"[^\n]", " ", source[start + len(quote):j - len(closing)]) + closing)
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


AVAILABLE = re.compile(r"(@|#)available\s*\(([^)]*)\)")
DECLARATION_START = re.compile(
    r"^\s*(@|public\b|private\b|fileprivate\b|internal\b|package\b|open\b|static\b|class\b|final\b"
    r"|var\b|let\b|func\b|init\b|enum\b|struct\b|extension\b|typealias\b|protocol\b|case\b"
    r"|subscript\b|actor\b|nonisolated\b|mutating\b|}|$)")


def parse_versions(arguments: str) -> dict[str, Version]:
    versions: dict[str, Version] = {}
    for platform, raw in re.findall(r"\b(macOS|iOS|tvOS|watchOS|visionOS)\s+([\d.]+)", arguments):
        versions[platform] = version(raw)
    for platform, raw in re.findall(r"\b(macOS|iOS|tvOS|watchOS|visionOS)\s*,\s*introduced\s*:\s*([\d.]+)", arguments):
        versions[platform] = version(raw)
    return versions


def raised(base: dict[str, Version], by: dict[str, Version]) -> dict[str, Version]:
    return {p: max(base[p], by.get(p, (0,))) for p in base}


TYPE_DECLARATION = re.compile(
    r"^(?P<indent>\s*)(?:(?:public|package|internal|private|fileprivate|open|final|indirect)\s+)*"
    r"(?P<kind>struct|enum|class|protocol|typealias|actor|extension)\s+(?P<name>[A-Za-z_][\w.]*)")
STATIC_MEMBER = re.compile(
    r"^\s*(?:(?:public|package|internal|open|nonisolated)\s+)*(?:static|class)\s+"
    r"(?:var|let|func)\s+(?P<name>[A-Za-z_]\w*)")


def package_declarations(files: list[tuple[str, str]], minimums: dict[str, Version]):
    """The package's own declarations that carry an `@available` above the package minimums.

    Each becomes an entry of the API table, so that a use from code that is less available is
    caught as the compiler would catch it on an Apple platform: a type declared at the top level
    by its name, a nested type or a static member as `Outer.name` (and a static member also as
    `.name`). Members of an `@available` type or extension inherit its availability and are not
    listed; uses of them go through the type's name.
    """
    learned = []
    for path, display in files:
        with open(path, encoding="utf-8") as file:
            lines = strip_comments_and_strings(file.read()).split("\n")
        enclosing: list[tuple[int, str]] = []  # (indentation, name) of open type declarations
        pending: dict[str, Version] | None = None
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            indent = len(line) - len(line.lstrip())
            while enclosing and enclosing[-1][0] >= indent and not line.lstrip().startswith("}"):
                enclosing.pop()
            for match in AVAILABLE.finditer(line):
                if match.group(1) == "@":
                    versions = parse_versions(match.group(2))
                    if any(minimums.get(p, (0,)) < v for p, v in versions.items()):
                        pending = versions
            if line.lstrip().startswith("@") and TYPE_DECLARATION.match(re.sub(r"^\s*(@\w+(\([^)]*\))?\s*)+", "", line)) is None:
                continue
            code = re.sub(r"^\s*(@\w+(\([^)]*\))?\s*)+", " " * indent, line)
            declared = TYPE_DECLARATION.match(code)
            member = STATIC_MEMBER.match(code)
            outer = enclosing[-1][1] if enclosing else None
            if pending is not None and declared and declared["kind"] != "extension":
                name = declared["name"]
                where = f"{display}:{number}"
                if outer is None:
                    learned.append(api(f"{name} (declared at {where})", rf"(?<![\w.]){name}\b"))
                else:
                    learned.append(api(f"{outer}.{name} (declared at {where})",
                                       rf"\b{outer}\b[^;{{}}()\n]{{0,80}}?\.\s*{name}\b"))
                learned[-1][2].update(pending)
            elif pending is not None and member and outer is not None:
                name = member["name"]
                learned.append(api(f"{outer}.{name} (declared at {display}:{number})",
                                   rf"\b{outer}\b[^;{{}}()\n]{{0,80}}?\.\s*{name}\b|(?<![\w)\]])\.{name}\b"))
                learned[-1][2].update(pending)
            if declared:
                enclosing.append((indent, declared["name"].split(".")[0]))
            if code.strip():
                pending = None
    return learned


def check_file(path: str, display: str, minimums: dict[str, Version],
               apis: list | None = None) -> list[Violation]:
    apis = API_TABLE if apis is None else apis
    with open(path, encoding="utf-8") as file:
        code = strip_comments_and_strings(file.read())
    violations: list[Violation] = []
    scopes = [dict(minimums)]  # the availability inside each open brace
    declaration: dict[str, Version] | None = None  # an `@available` waiting for its declaration
    declaration_started = False
    block: dict[str, Version] | None = None  # an `if #available` waiting for its `{`
    attribute_depth = 0  # open brackets of an attribute's arguments that span lines
    for number, line in enumerate(code.split("\n"), start=1):
        in_attribute = attribute_depth > 0 or line.lstrip().startswith("@")
        if in_attribute:
            attribute_depth += line.count("(") + line.count("[") - line.count(")") - line.count("]")
            attribute_depth = max(attribute_depth, 0)
        if (declaration is not None and declaration_started and not in_attribute
                and DECLARATION_START.match(line)):
            declaration, declaration_started = None, False
        events: list[tuple[int, str, object]] = []
        for match in AVAILABLE.finditer(line):
            events.append((match.start(), match.group(1), parse_versions(match.group(2))))
        for match in re.finditer(r"[{}]", line):
            events.append((match.start(), match.group(0), None))
        for name, pattern, needs in apis:
            for match in pattern.finditer(line):
                events.append((match.start(), "api", (name, needs)))
        line_is_attributes_only = re.fullmatch(r"\s*(@\w+(\s*\([^)]*\))?\s*)*", line) is not None
        for _, kind, value in sorted(events, key=lambda event: event[0]):
            if kind == "@" and value:
                declaration = raised(declaration or scopes[-1], value)
                declaration_started = False
            elif kind == "#" and value:
                if re.search(r"\bguard\b", line):
                    scopes[-1] = raised(scopes[-1], value)
                else:
                    block = value
            elif kind == "{":
                inner = scopes[-1]
                if block is not None:
                    inner, block = raised(inner, block), None
                elif declaration is not None:
                    inner, declaration = raised(inner, declaration), None
                scopes.append(inner)
            elif kind == "}":
                if len(scopes) > 1:
                    scopes.pop()
            elif kind == "api":
                name, needs = value
                has = raised(scopes[-1], declaration) if declaration is not None else scopes[-1]
                if any(has.get(p, (0,)) < v for p, v in needs.items()):
                    violations.append(Violation(display, number, name, needs, has))
        if declaration is not None and not line_is_attributes_only and not in_attribute:
            declaration_started = True
    return violations


def read_exemptions(path: str | None) -> list[tuple[str, str]]:
    """Lines `path prefix | API name | reason`; `#` starts a comment."""
    if not path or not os.path.exists(path):
        return []
    exemptions = []
    with open(path, encoding="utf-8") as file:
        for raw in file:
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            parts = [part.strip() for part in line.split("|")]
            if len(parts) != 3 or not parts[2]:
                raise SystemExit(f"{path}: every exemption needs 'path prefix | API | reason': {raw!r}")
            exemptions.append((parts[0], parts[1]))
    return exemptions


def swift_files(paths: list[str]) -> list[str]:
    files = []
    for root in paths:
        if os.path.isfile(root):
            files.append(root)
            continue
        for directory, _, names in os.walk(root):
            files.extend(os.path.join(directory, name) for name in names if name.endswith(".swift"))
    return sorted(files)


def run(paths: list[str], manifest: str, exemptions_file: str | None, base: str) -> int:
    violations, exempted, files, learned, minimums = collect(paths, manifest, exemptions_file, base)
    for violation in violations:
        print(violation)
    print(
        f"availability: {len(files)} files, {len(API_TABLE)} APIs and {len(learned)} of the "
        f"package's own declarations, minimums {describe(minimums)}; "
        f"{len(violations)} unannotated uses, {exempted} exempted"
    )
    return 1 if violations else 0


def collect(paths: list[str], manifest: str, exemptions_file: str | None, base: str):
    """The violations in `paths`, with what was checked: the package's minimums, and the test
    targets' (``TEST_MINIMUMS``) for files in a `Tests` folder."""
    minimums = package_minimums(manifest)
    exemptions = read_exemptions(exemptions_file)
    files = swift_files(paths)
    sources = os.path.join(base, "Sources")
    declaring = sorted({os.path.abspath(f) for f in files + swift_files([sources] if os.path.isdir(sources) else [])})
    learned = package_declarations([(f, os.path.relpath(f, base)) for f in declaring], minimums)
    apis = API_TABLE + learned
    violations = []
    exempted = 0
    for path in files:
        display = os.path.relpath(path, base)
        is_test = "Tests" in display.split(os.sep)
        for violation in check_file(path, display, raised(minimums, TEST_MINIMUMS) if is_test else minimums, apis):
            if any(display.startswith(prefix) and violation.api == name for prefix, name in exemptions):
                exempted += 1
            else:
                violations.append(violation)
    return violations, exempted, files, learned, minimums


GOOD_FIXTURE = '''
// Duration in a comment, and in a string below, is not a use.
let message = "a Duration"

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension Duration: Sendable {}

/// A multi-line alias.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
typealias Pair<Value> = (
  Duration, Value
) where Value: Sendable

struct Holder {
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  var timeout: Duration { .seconds(1) }

  func wait() {
    if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
      let clock = ContinuousClock()
      _ = clock.now
    } else {
      print("too old")
    }
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test(arguments: [
    Duration.seconds(1),
  ])
  func withArguments(_ duration: Duration) {}

  func guarded() {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    _ = Duration.seconds(1)
  }
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
enum Formats {
  static let style = Date.FormatString(stringLiteral: "x")
}
'''

BAD_FIXTURE = '''
struct Holder {
  var timeout: Duration { .seconds(1) }

  func wait() {
    if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
      print("fine")
    }
    let clock = ContinuousClock()
  }
}

@available(macOS 13, *)
func onlyMac() -> Duration { .zero }

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
var annotated: Int { 1 }
var next: Duration? = nil
'''


# A package of its own: a type and a nested type newer than the minimums, used from a library
# (caught where the use is less available) and from a test target (built for TEST_MINIMUMS).
PACKAGE_FIXTURE = {
    "Sources/Kit/New.swift": '''
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct NewThing: Sendable {}

extension Outer {
  @available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
  public struct Inner {}
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  public static var newest: Int { 1 }
}

public struct Outer<Value> {}
''',
    "Sources/Kit/Uses.swift": '''
extension NewThing: CustomStringConvertible {
  public var description: String { "new" }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension NewThing: Equatable {}

func make() -> Outer<Int>.Inner? { nil }

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
func fine() -> (NewThing, Outer<Int>.Inner, Int) { (NewThing(), .init(), Outer<Int>.newest) }

let count = Outer<String>.newest
''',
    "Tests/KitTests/KitTests.swift": '''
func testNew() { _ = NewThing(); _ = Outer<Int>.Inner(); _ = Duration.seconds(1) }
func tooNew() { _ = String(validating: [65], as: UTF8.self) }
''',
}


def self_test(manifest: str) -> int:
    """Runs the check on a good and a bad fixture; the bad one must fail at the expected lines."""
    with tempfile.TemporaryDirectory() as directory:
        good = os.path.join(directory, "Good.swift")
        bad = os.path.join(directory, "Bad.swift")
        with open(good, "w", encoding="utf-8") as file:
            file.write(GOOD_FIXTURE)
        with open(bad, "w", encoding="utf-8") as file:
            file.write(BAD_FIXTURE)
        minimums = package_minimums(manifest)
        failures = []
        good_violations = check_file(good, "Good.swift", minimums)
        if good_violations:
            failures.append("the good fixture failed:\n  " + "\n  ".join(map(str, good_violations)))
        bad_lines = sorted({(v.line, v.api) for v in check_file(bad, "Bad.swift", minimums)})
        expected = [(3, "Duration"), (9, "Clock"), (14, "Duration"), (18, "Duration")]
        if bad_lines != expected:
            failures.append(f"the bad fixture gave {bad_lines}, expected {expected}")
        if run([bad], manifest, None, directory) != 1:
            failures.append("the check did not exit with status 1 on the bad fixture")
    with tempfile.TemporaryDirectory() as directory:
        for name, text in PACKAGE_FIXTURE.items():
            os.makedirs(os.path.join(directory, os.path.dirname(name)), exist_ok=True)
            with open(os.path.join(directory, name), "w", encoding="utf-8") as file:
                file.write(text)
        found = collect([os.path.join(directory, "Sources"), os.path.join(directory, "Tests")],
                        manifest, None, directory)[0]
        lines = sorted((v.path, v.line, v.api.split(" ")[0]) for v in found)
        expected = [
            ("Sources/Kit/Uses.swift", 2, "NewThing"),
            ("Sources/Kit/Uses.swift", 9, "Outer.Inner"),
            ("Sources/Kit/Uses.swift", 14, "Outer.newest"),
            ("Tests/KitTests/KitTests.swift", 3, "String(validating:)"),
        ]
        if lines != expected:
            failures.append(f"the package fixture gave {lines}, expected {expected}")
    for failure in failures:
        print(f"self-test: {failure}", file=sys.stderr)
    print("self-test: " + ("FAILED" if failures else "ok (good fixture passes, bad fixture fails at "
                           "lines 3, 9, 14, 18; the package's own newer declarations are checked, "
                           "test targets at their minimums)"))
    return 1 if failures else 0


def main() -> int:
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("paths", nargs="*", help="Swift files or folders (default: Sources)")
    parser.add_argument("--package", default=os.path.join(root, "Package.swift"))
    parser.add_argument("--exemptions", default=os.path.join(root, "Scripts", "availability-exemptions.txt"))
    parser.add_argument("--self-test", action="store_true")
    arguments = parser.parse_args()
    if arguments.self_test:
        return self_test(arguments.package)
    paths = arguments.paths or [os.path.join(root, "Sources")]
    return run(paths, arguments.package, arguments.exemptions, root)


if __name__ == "__main__":
    sys.exit(main())
