#!/usr/bin/env python3
"""Compiles every ```swift block of the documentation against the package's built modules.

The documents: README.md, CONTRIBUTING.md and every DocC article (Sources/*/*.docc/**/*.md).
Each block is written to a file of its own and type-checked with `swiftc -typecheck` against the
modules of a debug build (`swift build`), two at a time. A block is compiled as a script's main
file, as Rust compiles a documentation test: declarations and statements may be mixed, and `try`
and `await` need no enclosing function.

Imports. An article's blocks are read in order, as a reader reads them, and the imports they
show accumulate. A block that shows an `import` line is compiled with it and the imports shown
above it, so an article's first example shows every import it needs (`import Foundation`
included), as a reader who copies it would need. A block that shows none is compiled with
`import Foundation` and the imports shown above it — or, when there are none, the article's own
module (`Sources/<Module>/<Module>.docc` → `import <Module>`; README.md and CONTRIBUTING.md →
`import CodableTransforms`). The imports of a `needs` block, and those of a mark's Swift lines
(below), are not counted for the blocks below.

Marks. An HTML comment on the line right above the fence says how to compile a block; DocC and
GitHub render nothing of it:

    <!-- example: members -->                the block is properties: compiled inside
                                             `struct Example: Codable { … }`
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

`members` and a `no-compile` or `todo-lead` mark may carry Swift lines too, as `fragment` does.
A block that fails (or that compiles while marked `no-compile`) fails the check with the file,
the line and the compiler's first error; so does a deprecation warning (a document must show
the current name). The output ends with the counts: "N blocks compiled, M marked: …".

Usage:
  doc_examples.py --modules DIR [--jobs 2] [--scratch DIR] [FILE …]
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

KINDS = ("plain", "fragment", "members", "manifest", "no-compile", "needs", "todo-lead")
NEEDS = ("firebase-sdk", "apple-frameworks", "swift-crypto")


@dataclass
class Block:
    path: str
    line: int  # the fence's line, 1-based
    code: list[str]
    kind: str = "plain"
    detail: str = ""  # a mark's reason, or what a `needs` mark needs
    preamble: list[str] = field(default_factory=list)
    preamble_line: int = 0  # the first preamble line's line in the document
    context_imports: list[str] = field(default_factory=list)

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


def article_module(path: str) -> str:
    parts = path.split(os.sep)
    for part in parts:
        if part.endswith(".docc"):
            return part[: -len(".docc")]
    return "CodableTransforms"


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
    if kind in ("no-compile", "todo-lead") and not rest:
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
    shown: list[str] = []  # the imports the article has shown so far, in order
    for block in blocks:
        shows = [line.strip() for line in block.code if IMPORT.match(line)]
        own = [line.strip() for line in block.preamble if IMPORT.match(line)] + shows
        if block.kind == "manifest" or (block.kind == "needs" and own):
            continue
        if own:
            block.context_imports = [line for line in shown if line not in own]
            shown += [line for line in shows if line not in shown]
        else:
            block.context_imports = ["import Foundation"] + [
                line for line in shown or [f"import {article_module(path)}"]
                if line != "import Foundation"]
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
    for line in block.context_imports:
        add(line)
    for offset, line in enumerate(block.preamble):
        add(line, block.preamble_line + offset)
    if block.kind == "members":
        add("struct Example: Codable {")
    for offset, line in enumerate(block.code):
        add(line, block.line + 1 + offset)
    if block.kind == "members":
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
    shape_text = ", ".join(f"{n} {k}" for k, n in sorted(shapes.items()))
    marked_text = ", ".join(f"{n} {k}" for k, n in sorted(marked.items())) or "none"
    print(f"doc examples: {len(blocks)} blocks in {len(documents)} documents; {compiled} compiled"
          f"{f' ({shape_text})' if shape_text else ''}, {sum(marked.values())} marked: {marked_text};"
          f" {len(failures)} failed; {time.monotonic() - start:.1f} s", file=out)
    return 1 if failures else 0


SELF_TEST_DOCUMENT = """# A guide

```swift
import Foundation

struct Point: Codable { var x: Int }
let point = try JSONDecoder().decode(Point.self, from: Data(#"{"x": 1}"#.utf8))
```

A block without imports continues the article:

```swift
let again = try JSONEncoder().encode([2])
```

- In a list:

  <!-- example: fragment
  let data = Data()
  -->
  ```swift
  _ = data.count
  ```

<!-- example: members -->
```swift
var name: String
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


def self_test(modules: str) -> int:
    import io

    failures = 0
    with tempfile.TemporaryDirectory() as root:
        os.makedirs(os.path.join(root, "Sources", "Core"))
        with open(os.path.join(root, "doc.md"), "w") as f:
            f.write(SELF_TEST_DOCUMENT)
        out = io.StringIO()
        status = check(root, ["doc.md"], modules, 2, os.path.join(root, "scratch"), out)
        summary = out.getvalue()
        expected = "7 blocks in 1 documents; 5 compiled (1 fragment, 1 manifest, 1 members), " \
                   "2 marked: 1 needs apple-frameworks, 1 no-compile; 0 failed"
        if status != 0 or expected not in summary:
            print(f"self-test FAILED: the good document: expected '{expected}', got:\n{summary}")
            failures += 1
        for name, (text, message) in SELF_TEST_FAILING.items():
            with open(os.path.join(root, "doc.md"), "w") as f:
                f.write(text)
            out = io.StringIO()
            status = check(root, ["doc.md"], modules, 2, os.path.join(root, "scratch"), out)
            if status == 0 or message not in out.getvalue():
                print(f"self-test FAILED: {name}: expected a failure with '{message}', got:\n"
                      f"{out.getvalue()}")
                failures += 1
    print("doc examples self-test:", "passed" if not failures else f"{failures} failed")
    return 1 if failures else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--modules", required=True, help="the build's Modules folder")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--scratch", default=".build/doc-examples")
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("documents", nargs="*")
    args = parser.parse_args()
    if args.self_test:
        return self_test(args.modules)
    root = os.getcwd()
    documents = args.documents or default_documents(root)
    return check(root, documents, args.modules, args.jobs, args.scratch)


if __name__ == "__main__":
    sys.exit(main())
