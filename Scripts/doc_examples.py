#!/usr/bin/env python3
"""Compiles every ```swift block of the documentation against the package's built modules.

The documents: README.md, CONTRIBUTING.md and every DocC article (Sources/*/*.docc/**/*.md).
Each block is written to a file of its own and type-checked with `swiftc -typecheck` against the
modules of a debug build (`swift build`), two at a time. A block is compiled as a script's main
file, as Rust compiles a documentation test: declarations and statements may be mixed, and `try`
and `await` need no enclosing function.

Each block alone. A block is compiled with its own lines and its mark's Swift lines (below), and
nothing else: no import is added and none is carried over from the blocks above it, so a reader
who jumps to a section and copies its example gets what was compiled. A block shows every import
it needs, `import Foundation` included when it names `Date`, `URL` or `Data`. A block that
continues an earlier one — it uses a model declared a block above and repeating it would say
nothing — is marked `continues`, with the reason: it is then compiled after the block above it,
as one file.

Marks. An HTML comment on the line right above the fence says how to compile a block; DocC and
GitHub render nothing of it:

    <!-- example: continues: <reason> -->    compiled after the block above it in the document
                                             (that block's own continuation included), as one file
    <!-- example: members -->                the block is properties: compiled inside
                                             `struct Example: Codable { … }`; its imports go in
                                             the mark's Swift lines
    <!-- example: fragment                   the lines up to `-->` are Swift compiled before the
    let data = Data()                        block (what it uses and does not show)
    -->
    <!-- example: manifest -->               the block is arguments of `Package(…)` in a
                                             Package.swift; product names must be the package's
    <!-- example: no-compile: <reason> -->   must fail to compile (an example of an error)
    <!-- example: needs: firebase-sdk: <reason> -->
    <!-- example: needs: apple-frameworks: <reason> -->
                                             not compiled here: Linux has neither
    <!-- example: needs: swift-crypto: <reason> -->
                                             not compiled here: the root package depends on
                                             nothing; say which nested package compiles it
    <!-- example: todo-lead: <reason> -->    compiled and reported apart, never a failure (a
                                             temporary mark while a guide is being rewritten)

`continues`, `members` and a `no-compile` or `todo-lead` mark may carry Swift lines too, as
`fragment` does. A `continues` block follows a block that is compiled as a script (unmarked,
`fragment` or `continues`).
A block that fails (or that compiles while marked `no-compile`) fails the check with the file,
the line and the compiler's first error; so does a deprecation warning (a document must show
the current name). The output ends with the counts: "N compiled (…), A on their own and K
continuing the block above; M marked: …".

The README's user examples. `--readme-examples` checks that README.md's sections *Tolerant
JSON*, *A Firebase app* and *A server reading Firestore* each open with an unmarked example
(nothing hidden, nothing carried over) that imports the package's products, and compiles each as
a separate file, as a user who copies one into an empty `main.swift` of their own would.

Usage:
  doc_examples.py --modules DIR [--jobs 2] [--scratch DIR] [FILE …]
  doc_examples.py --modules DIR --readme-examples
  doc_examples.py --self-test --modules DIR
"""

from __future__ import annotations

import argparse
import collections
import concurrent.futures
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field

FENCE_OPEN = re.compile(r"^(?P<indent>\s*)```swift\s*$")
FENCE_CLOSE = re.compile(r"^\s*```\s*$")
MARK_OPEN = re.compile(r"^\s*<!--\s*example:\s*(?P<text>.*?)\s*(?P<closed>-->)?\s*$")
IMPORT = re.compile(r"^\s*(@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?(?P<module>\w+)")
DEPRECATION = re.compile(r"warning: .*(is deprecated|has been renamed|renamed to)")
PRODUCT = re.compile(r'\.product\(\s*name:\s*"(?P<name>[^"]+)"\s*,\s*package:\s*"swift-codable-transforms"')

KINDS = ("plain", "continues", "fragment", "members", "manifest", "no-compile", "needs", "todo-lead")
NEEDS = ("firebase-sdk", "apple-frameworks", "swift-crypto")
SCRIPTS = ("plain", "fragment", "continues")  # the kinds compiled as a script that may be continued


@dataclass
class Block:
    path: str
    line: int  # the fence's line, 1-based
    code: list[str]
    kind: str = "plain"
    detail: str = ""  # a mark's reason, or what a `needs` mark needs
    preamble: list[str] = field(default_factory=list)
    preamble_line: int = 0  # the first preamble line's line in the document
    follows: Block | None = None  # the block a `continues` block is compiled after

    @property
    def where(self) -> str:
        return f"{self.path}:{self.line}"


@dataclass
class Result:
    block: Block
    compiled: bool
    ok: bool
    message: str = ""


class DocumentError(Exception):
    pass


def default_documents(root: str) -> list[str]:
    paths = [p for p in ("README.md", "CONTRIBUTING.md") if os.path.exists(os.path.join(root, p))]
    articles = glob.glob(os.path.join(root, "Sources", "*", "*.docc", "**", "*.md"), recursive=True)
    return paths + sorted(os.path.relpath(p, root) for p in articles)


def parse_mark(text: str, where: str) -> tuple[str, str]:
    """The kind and detail of a mark's first line (`fragment`, `needs: firebase-sdk: why`, …)."""
    kind, _, rest = text.partition(":")
    kind, rest = kind.strip(), rest.strip()
    if kind not in KINDS or kind == "plain":
        raise DocumentError(f"{where}: unknown example mark '{kind}' (one of {', '.join(KINDS[1:])})")
    if kind == "needs":
        need, _, reason = rest.partition(":")
        if need.strip() not in NEEDS:
            raise DocumentError(f"{where}: 'needs' takes one of {', '.join(NEEDS)}, not '{need.strip()}'")
        if not reason.strip():
            raise DocumentError(f"{where}: a 'needs' mark says why: 'needs: {need.strip()}: <reason>'")
        return kind, f"{need.strip()}: {reason.strip()}"
    if kind in ("continues", "no-compile", "todo-lead") and not rest:
        raise DocumentError(f"{where}: a '{kind}' mark says why: '{kind}: <reason>'")
    if kind in ("fragment", "members", "manifest") and rest:
        raise DocumentError(f"{where}: '{kind}' takes no reason; Swift lines go below it, up to '-->'")
    return kind, rest


def extract(root: str, path: str) -> list[Block]:
    with open(os.path.join(root, path), encoding="utf-8") as f:
        lines = f.read().split("\n")
    blocks: list[Block] = []
    marks: dict[int, tuple[str, str, list[str], int]] = {}  # end line index → mark
    i = 0
    while i < len(lines):
        match = MARK_OPEN.match(lines[i])
        if match:
            start = i
            kind, detail = parse_mark(match["text"], f"{path}:{i + 1}")
            preamble: list[str] = []
            if not match["closed"]:
                i += 1
                while i < len(lines) and lines[i].strip() != "-->":
                    preamble.append(lines[i])
                    i += 1
                if i == len(lines):
                    raise DocumentError(f"{path}:{start + 1}: the example mark has no closing '-->'")
            marks[i] = (kind, detail, preamble, start + 2)
            if i + 1 >= len(lines) or not FENCE_OPEN.match(lines[i + 1]):
                raise DocumentError(f"{path}:{start + 1}: an example mark must be right above a ```swift fence")
            i += 1
            continue
        opened = FENCE_OPEN.match(lines[i])
        if opened:
            indent = len(opened["indent"])
            fence = i
            code: list[str] = []
            i += 1
            while i < len(lines) and not FENCE_CLOSE.match(lines[i]):
                code.append(lines[i][indent:] if lines[i][:indent].strip() == "" else lines[i])
                i += 1
            if i == len(lines):
                raise DocumentError(f"{path}:{fence + 1}: the ```swift block is not closed")
            block = Block(path, fence + 1, code)
            if fence - 1 in marks:
                block.kind, block.detail, block.preamble, block.preamble_line = marks.pop(fence - 1)
            blocks.append(block)
        i += 1
    for previous, block in zip([None] + blocks, blocks):
        if block.kind != "continues":
            continue
        if previous is None:
            raise DocumentError(f"{block.where}: marked 'continues: {block.detail}' but no block is above it")
        if previous.kind not in SCRIPTS:
            raise DocumentError(
                f"{block.where}: marked 'continues', but the block above it ({previous.where}) is"
                f" '{previous.kind}'; only an unmarked, 'fragment' or 'continues' block can be continued")
        block.follows = previous
    return blocks


def source(block: Block) -> tuple[str, dict[int, int]]:
    """The file to compile, and a map from its lines to the document's lines."""
    out: list[str] = []
    where: dict[int, int] = {}

    def add(text: str, doc_line: int = 0) -> None:
        out.append(text)
        if doc_line:
            where[len(out)] = doc_line

    if block.kind == "manifest":
        add("import PackageDescription")
        add("let package = Package(")
        add('    name: "Example",')
    chain = [block]
    while chain[0].follows is not None:
        chain.insert(0, chain[0].follows)
    for part in chain:
        for offset, line in enumerate(part.preamble):
            add(line, part.preamble_line + offset)
        if part.kind == "members":
            add("struct Example: Codable {")
        for offset, line in enumerate(part.code):
            add(line, part.line + 1 + offset)
        if part.kind == "members":
            add("}")
    if block.kind == "manifest":
        add(")")
    return "\n".join(out) + "\n", where


def first_error(output: str, path: str, where: dict[int, int], block: Block) -> str:
    for line in output.splitlines():
        match = re.match(rf"^{re.escape(path)}:(\d+):(\d+): (error|warning): (.*)$", line)
        if match and (match[3] == "error" or DEPRECATION.search(line)):
            doc_line = where.get(int(match[1]))
            place = f"{block.path}:{doc_line}" if doc_line else f"{block.where} (generated line {match[1]})"
            message = match[4]
            if "property wrappers are not yet supported in top-level code" in message:
                message += " (mark the block '<!-- example: members -->')"
            elif "in scope" in message and block.kind != "continues":
                message += (" (a block is compiled alone: show the import or declaration it needs,"
                            " or mark it '<!-- example: continues: <why> -->')")
            return f"{place}: {match[3]}: {message}"
    text = output.strip().splitlines()
    return f"{block.where}: {text[0] if text else 'swiftc failed'}"


def compile_block(block: Block, index: int, scratch: str, modules: str, manifest_api: str,
                  products: set[str]) -> Result:
    text, where = source(block)
    name = re.sub(r"[^A-Za-z0-9]+", "_", f"{block.path}_{block.line}")
    path = os.path.join(scratch, f"{index:03d}_{name}.swift")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    if block.kind == "manifest":
        command = ["swiftc", "-typecheck", "-swift-version", "6", "-I", manifest_api,
                   "-package-description-version", "6.0", path]
    else:
        command = ["swiftc", "-typecheck", "-swift-version", "6", "-module-name", "DocExample",
                   "-I", modules, path]
    run = subprocess.run(command, capture_output=True, text=True)
    output = run.stdout + run.stderr
    failed = run.returncode != 0 or bool(DEPRECATION.search(output))
    if block.kind == "manifest" and not failed:
        unknown = sorted({m["name"] for m in PRODUCT.finditer("\n".join(block.code))} - products)
        if unknown:
            return Result(block, True, False,
                          f"{block.where}: error: no such product: {', '.join(unknown)}")
    if block.kind == "no-compile":
        if failed:
            return Result(block, True, True, first_error(output, path, where, block))
        return Result(block, True, False,
                      f"{block.where}: error: marked 'no-compile: {block.detail}' but it compiles")
    if failed:
        return Result(block, True, False, first_error(output, path, where, block))
    return Result(block, True, True)


def check(root: str, documents: list[str], modules: str, jobs: int, scratch: str,
          out=sys.stdout) -> int:
    start = time.monotonic()
    blocks: list[Block] = []
    try:
        for path in documents:
            blocks += extract(root, path)
    except DocumentError as error:
        print(f"error: {error}", file=out)
        return 1
    manifest_api = os.path.join(
        os.path.dirname(os.path.dirname(os.path.realpath(shutil.which("swiftc") or "swiftc"))),
        "lib", "swift", "pm", "ManifestAPI")
    # Every folder of Sources/ is a library product, except the showcase's executable.
    products = {d for d in os.listdir(os.path.join(root, "Sources"))
                if os.path.isdir(os.path.join(root, "Sources", d)) and d != "Showcase"}
    shutil.rmtree(scratch, ignore_errors=True)
    os.makedirs(scratch)
    to_compile = [b for b in blocks if b.kind != "needs"]
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        results = list(pool.map(
            lambda pair: compile_block(pair[1], pair[0], scratch, modules, manifest_api, products),
            enumerate(to_compile)))
    failures = [r for r in results if not r.ok and r.block.kind != "todo-lead"]
    todo = [r for r in results if r.block.kind == "todo-lead"]
    for result in failures:
        print(result.message, file=out)
    for result in todo:
        state = f"still fails: {result.message}" if not result.ok else "compiles now: remove the mark"
        print(f"todo-lead {result.block.where} ({result.block.detail}): {state}", file=out)
    marked = collections.Counter()
    for block in blocks:
        if block.kind == "needs":
            marked[f"needs {block.detail.split(':')[0]}"] += 1
        elif block.kind in ("no-compile", "todo-lead"):
            marked[block.kind] += 1
    compiled = sum(1 for r in results if r.block.kind not in ("no-compile", "todo-lead"))
    shapes = collections.Counter(r.block.kind for r in results
                                 if r.block.kind in ("fragment", "members", "manifest"))
    continuing = sum(1 for r in results if r.block.kind == "continues")
    shape_text = ", ".join(f"{n} {k}" for k, n in sorted(shapes.items()))
    marked_text = ", ".join(f"{n} {k}" for k, n in sorted(marked.items())) or "none"
    print(f"doc examples: {len(blocks)} blocks in {len(documents)} documents; {compiled} compiled"
          f"{f' ({shape_text})' if shape_text else ''}, {compiled - continuing} on their own and"
          f" {continuing} continuing the block above; {sum(marked.values())} marked: {marked_text};"
          f" {len(failures)} failed; {time.monotonic() - start:.1f} s", file=out)
    return 1 if failures else 0


# README.md's user examples: each section's first block, with the modules it must import (the
# products its row of the README's table names).
README_EXAMPLES = {
    "Tolerant JSON": ("CodableTransforms",),
    "A Firebase app": ("CodableTransforms",),
    "A server reading Firestore": ("CodableTransforms", "FirestoreRESTNetworking"),
}
HEADING = re.compile(r"^#{1,6}\s+(?P<title>.+?)\s*$")


def check_readme_examples(root: str, modules: str, scratch: str, out=sys.stdout,
                          examples: dict[str, tuple[str, ...]] = README_EXAMPLES) -> int:
    """Compiles README.md's user examples, each as a file of its own (see the module's comment)."""
    try:
        blocks = extract(root, "README.md")
    except DocumentError as error:
        print(f"error: {error}", file=out)
        return 1
    with open(os.path.join(root, "README.md"), encoding="utf-8") as f:
        lines = f.read().split("\n")
    sections: list[tuple[int, str]] = []  # (line, title), 1-based, outside fences
    fenced = False
    for number, line in enumerate(lines, 1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
        elif not fenced and (match := HEADING.match(line)):
            sections.append((number, match["title"]))
    shutil.rmtree(scratch, ignore_errors=True)
    os.makedirs(scratch)
    failures = 0
    for index, (title, products) in enumerate(examples.items()):
        starts = [line for line, heading in sections if heading == title]
        if not starts:
            print(f"README.md: error: no section '{title}' (one of the user examples)", file=out)
            failures += 1
            continue
        end = min([line for line, _ in sections if line > starts[0]] + [len(lines) + 1])
        inside = [b for b in blocks if starts[0] < b.line < end]
        if not inside:
            print(f"README.md:{starts[0]}: error: the section '{title}' has no ```swift example",
                  file=out)
            failures += 1
            continue
        block = inside[0]
        if block.kind != "plain":
            print(f"{block.where}: error: the example of '{title}' is marked '{block.kind}'; a user"
                  " example shows everything it needs and continues nothing", file=out)
            failures += 1
            continue
        imported = {IMPORT.match(line)["module"] for line in block.code if IMPORT.match(line)}
        missing = [p for p in products if p not in imported]
        if missing:
            print(f"{block.where}: error: the example of '{title}' does not import"
                  f" {', '.join(missing)}", file=out)
            failures += 1
            continue
        directory = os.path.join(scratch, f"example{index}")
        os.makedirs(directory)
        result = compile_block(block, index, directory, modules, "", set())
        if result.ok:
            print(f"README example '{title}' ({block.where}): compiles alone", file=out)
        else:
            print(result.message, file=out)
            failures += 1
    print(f"README examples: {len(examples) - failures} of {len(examples)} compile"
          " as separate files", file=out)
    return 1 if failures else 0


SELF_TEST_DOCUMENT = """# A guide

```swift
import Foundation

struct Point: Codable { var x: Int }
let point = try JSONDecoder().decode(Point.self, from: Data(#"{"x": 1}"#.utf8))
```

<!-- example: continues: encodes the point decoded above -->
```swift
let again = try JSONEncoder().encode(point)
```

<!-- example: continues: prints what the two blocks above made -->
```swift
print(point.x, again.count)
```

A block without imports compiles alone when it needs none:

```swift
let numbers = [1, 2].map { $0 * 2 }
```

- In a list:

  <!-- example: fragment
  import Foundation
  let data = Data()
  -->
  ```swift
  _ = data.count
  ```

<!-- example: members
import Foundation
-->
```swift
var name: String
var updated: Date
```

<!-- example: no-compile: a String is not an Int -->
```swift
let number: Int = "one"
```

<!-- example: needs: apple-frameworks: UIKit -->
```swift
import UIKit
```

<!-- example: manifest -->
```swift
dependencies: [],
targets: [.target(name: "App", dependencies: [
    .product(name: "Core", package: "swift-codable-transforms")])]
```
"""

SELF_TEST_FAILING = {
    "a type error, at its line": (
        "x\n\n```swift\nimport Foundation\nlet a = 1\nlet b: String = a\n```\n",
        "doc.md:6: error: cannot convert value of type 'Int'"),
    "an import carried over from the block above": (
        "```swift\nimport Foundation\nlet a = Date()\n```\n\n```swift\nlet b = Date()\n```\n",
        "doc.md:7: error: cannot find 'Date' in scope (a block is compiled alone"),
    "a declaration carried over from the block above": (
        "```swift\nstruct Point { var x: Int }\n```\n\n```swift\nlet p = Point(x: 1)\n```\n",
        "doc.md:6: error: cannot find 'Point' in scope"),
    "an error in the block a continuation follows": (
        "```swift\nlet a: Int = \"one\"\n```\n<!-- example: continues: uses a -->\n```swift\n"
        "print(a)\n```\n",
        "doc.md:2: error: cannot convert value of type 'String'"),
    "a continuation without a reason": (
        "```swift\nlet a = 1\n```\n<!-- example: continues -->\n```swift\nprint(a)\n```\n",
        "a 'continues' mark says why"),
    "a continuation of nothing": (
        "<!-- example: continues: uses a -->\n```swift\nprint(a)\n```\n",
        "marked 'continues: uses a' but no block is above it"),
    "a continuation of a block that is not a script": (
        "<!-- example: members -->\n```swift\nvar a: Int\n```\n"
        "<!-- example: continues: uses a -->\n```swift\nprint(a)\n```\n",
        "the block above it (doc.md:2) is 'members'"),
    "a no-compile block that compiles": (
        "<!-- example: no-compile: shows an error -->\n```swift\nlet a = 1\n```\n",
        "doc.md:2: error: marked 'no-compile: shows an error' but it compiles"),
    "a deprecated name": (
        "```swift\n@available(*, deprecated, renamed: \"new\")\nfunc old() {}\nfunc new() {}\nold()\n```\n",
        "doc.md:5: warning: 'old()' is deprecated"),
    "an unknown product": (
        "<!-- example: manifest -->\n```swift\ntargets: [.target(name: \"A\", dependencies: [\n"
        "    .product(name: \"Nope\", package: \"swift-codable-transforms\")])]\n```\n",
        "error: no such product: Nope"),
    "a property at top level": (
        "```swift\n@propertyWrapper struct W { var wrappedValue: Int }\n@W var x: Int = 1\n```\n",
        "mark the block '<!-- example: members -->'"),
    "a mark without a block": ("<!-- example: members -->\n\ntext\n", "must be right above"),
    "a needs mark without a reason": (
        "<!-- example: needs: firebase-sdk -->\n```swift\n```\n", "says why"),
}

# README.md's user examples: the modules they import are the toolchain's here (the self-test
# builds no package), so the fixture's table names Foundation and Dispatch.
SELF_TEST_README_EXAMPLES = {"Tolerant JSON": ("Foundation",), "A server": ("Foundation", "Dispatch")}
SELF_TEST_README = """# A package

## Tolerant JSON

```swift
import Foundation
let date = Date()
```

## A server

Text.

```swift
import Dispatch
import Foundation
let queue = DispatchQueue(label: "q")
```

```swift
print("a second block is not the example")
```
"""
SELF_TEST_README_FAILING = {
    "a missing section": (SELF_TEST_README.replace("## A server", "## A client"),
                          "no section 'A server'"),
    "an example that relies on the README's first block": (
        SELF_TEST_README.replace("import Dispatch\nimport Foundation\n", "import Dispatch\n")
        .replace("## Tolerant JSON\n", "## Tolerant JSON\n\n```swift\nimport Foundation\n```\n"),
        "error: the example of 'A server' does not import Foundation"),
    "an example marked as a continuation": (
        SELF_TEST_README.replace("Text.\n", "<!-- example: continues: reads date -->"),
        "the example of 'A server' is marked 'continues'"),
    "an example that does not compile": (
        SELF_TEST_README.replace("label: \"q\"", "lable: \"q\""),
        "README.md:17: error:"),
}


def self_test(modules: str) -> int:
    import io

    failures = 0

    with tempfile.TemporaryDirectory() as root:
        os.makedirs(os.path.join(root, "Sources", "Core"))
        scratch = os.path.join(root, "scratch")

        def document(text: str) -> tuple[int, str]:
            with open(os.path.join(root, "doc.md"), "w") as f:
                f.write(text)
            out = io.StringIO()
            return check(root, ["doc.md"], modules, 2, scratch, out), out.getvalue()

        def readme(text: str) -> tuple[int, str]:
            with open(os.path.join(root, "README.md"), "w") as f:
                f.write(text)
            out = io.StringIO()
            status = check_readme_examples(root, modules, scratch, out, SELF_TEST_README_EXAMPLES)
            return status, out.getvalue()

        good_document = "9 blocks in 1 documents; 7 compiled (1 fragment, 1 manifest, 1 members), " \
                        "5 on their own and 2 continuing the block above; 2 marked: 1 needs " \
                        "apple-frameworks, 1 no-compile; 0 failed"
        good_readme = "README examples: 2 of 2 compile as separate files"
        for what, run, good, expected, failing in (
                ("document", document, SELF_TEST_DOCUMENT, good_document, SELF_TEST_FAILING),
                ("README", readme, SELF_TEST_README, good_readme, SELF_TEST_README_FAILING)):
            status, output = run(good)
            if status != 0 or expected not in output:
                print(f"self-test FAILED: the good {what}: expected '{expected}', got:\n{output}")
                failures += 1
            for name, (text, message) in failing.items():
                status, output = run(text)
                if status == 0 or message not in output:
                    print(f"self-test FAILED: {what}, {name}: expected a failure with '{message}',"
                          f" got:\n{output}")
                    failures += 1
    print("doc examples self-test:", "passed" if not failures else f"{failures} failed")
    return 1 if failures else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--modules", required=True, help="the build's Modules folder")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--scratch", default=".build/doc-examples")
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("--readme-examples", action="store_true",
                        help="compile README.md's user examples, each as a separate file")
    parser.add_argument("documents", nargs="*")
    args = parser.parse_args()
    if args.self_test:
        return self_test(args.modules)
    root = os.getcwd()
    if args.readme_examples:
        return check_readme_examples(root, args.modules, os.path.join(args.scratch, "readme"))
    documents = args.documents or default_documents(root)
    return check(root, documents, args.modules, args.jobs, args.scratch)


if __name__ == "__main__":
    sys.exit(main())
