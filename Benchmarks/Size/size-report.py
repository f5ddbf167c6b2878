#!/usr/bin/env python3
"""What the package adds to an app's binary: stripped release executables and where the bytes go.

Builds the size programs of the Benchmarks package in release (as SwiftPM builds an app's
executable: whole-module optimization, linked with gold and --gc-sections), links each one again
with a linker map, strips a copy, and prints:

- the realistic apps (Size/Apps): the same models written plainly, with the same conversions by
  hand, and with this package's wrappers (and, with --bettercodable PATH, with BetterCodable's),
  each program's stripped size and what it adds over the plain one; the decoded values of the
  converting variants must be equal;
- the one-wrapper programs (Size/OneWrapper): what one wrapper of each module adds;
- by module and kind of section, the bytes the linker kept in the wrapped app (from the map);
- with --symbols MODULE, that module's largest symbols, demangled.

Usage, from the repository root:

    Benchmarks/Size/size-report.py                       # build, measure, print
    Benchmarks/Size/size-report.py --no-build            # measure what is built
    Benchmarks/Size/size-report.py --bettercodable /work/bettercodable
    Benchmarks/Size/size-report.py --no-build --symbols CodableTransformsCore --top 40
    Benchmarks/Size/size-report.py --no-build --program SizeOneLosslessCoding --symbols LosslessCoding

Maps, stripped copies and symbol lists are left in <package>/.build/size-report/. Python 3 and
the Swift toolchain (swift, nm, strip, readelf), nothing else. It is a report: the exit status
is 1 only when a build or a program fails, the variants decode different values, or the
wrapped app adds more than --max-added KiB.
"""

import argparse
import json
import re
import shutil
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
PACKAGE = HERE.parent
PAYLOADS = HERE / "Payloads"

# The realistic apps, in report order: (executable, label).
APPS = [
    ("SizePlain", "plain Codable (no conversion)"),
    ("SizeHandWritten", "the same conversions by hand"),
    ("SizeLibrary", "this package's wrappers"),
]
BETTERCODABLE = ("SizeBetterCodable", "BetterCodable's wrappers")

# Sections by what they hold, for the by-module table: (column, section pattern).
KINDS = [
    ("code", re.compile(r"^\.(text|init|fini)")),
    ("metadata", re.compile(r"^\.data")),
    ("rodata", re.compile(r"^\.rodata")),
    ("reflection", re.compile(r"^swift5_(fieldmd|reflstr|typeref|assocty|capture|builtin|mpenum)")),
    ("records", re.compile(r"^swift5_")),
]
# Bytes the linker makes for a module's sections: unwind tables for its functions, dynamic
# relocations for the pointers in its data.
MADE = ["unwind", "relocs"]

# Symbols by what the compiler made them for, first match wins (on `swift demangle` output).
SYMBOL_KINDS = [
    ("protocol witness", r"^protocol witness for "),
    ("conformance", r"(protocol conformance descriptor|protocol witness table|"
                    r"associated (type|conformance) (witness table )?accessor|"
                    r"lazy protocol witness table)"),
    ("value witness", r"(value witness|outlined (copy|destroy|init|assign|retain|release)|"
                      r"^destroy |^initializeWithCopy|^assignWith)"),
    ("type metadata", r"(type metadata|nominal type descriptor|metadata (accessor|completion|"
                      r"pattern|instantiation)|generic type metadata)"),
    ("reflection", r"(reflection metadata|field descriptor|associated type descriptor)"),
    ("descriptor", r"(method descriptor|property descriptor|protocol descriptor|"
                   r"extension descriptor|module descriptor|protocol requirements base)"),
    ("specialization", r"(^generic specialization|^specialized |^merged )"),
    ("closure", r"closure #"),
    ("string", r"^\.L\.str|^\.Lstr"),
]
SYMBOL_KINDS = [(name, re.compile(pattern)) for name, pattern in SYMBOL_KINDS]


def run(command, **options):
    """Runs a command; returns its standard output, or stops the report when it fails."""
    result = subprocess.run(command, text=True, capture_output=True, **options)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        raise SystemExit(f"size-report: {' '.join(map(str, command))} failed")
    return result.stdout


def kib(size):
    return f"{size / 1024:,.1f} KiB"


def signed_kib(size):
    return ("+" if size >= 0 else "−") + f"{abs(size) / 1024:,.1f} KiB"


class Build:
    """A release build of one package: its link commands and executables."""

    def __init__(self, package, scratch=None):
        self.package = Path(package)
        self.build = Path(scratch) if scratch else self.package / ".build"
        self.out = self.build / "size-report"
        self.out.mkdir(parents=True, exist_ok=True)
        manifest = (self.build / "release.yaml").read_text()
        self.links = {}
        self.measured = {}
        for match in re.finditer(r"args: (\[.*\])", manifest):
            args = json.loads(match.group(1))
            if "-emit-executable" in args:
                self.links[Path(args[args.index("-o") + 1]).name] = args

    def measure(self, name):
        """Links `name` again with a map, strips a copy; returns its Program.

        The link command is SwiftPM's own (from `release.yaml`), so the program is the one the
        build made, byte for byte in size, with its map beside it."""
        if name in self.measured:
            return self.measured[name]
        if name not in self.links:
            raise SystemExit(f"size-report: no link command for {name} in {self.build}")
        args = list(self.links[name])
        built = Path(args[args.index("-o") + 1])
        linked = self.out / name
        map_file = self.out / f"{name}.map"
        args[args.index("-o") + 1] = str(linked)
        run(args + ["-Xlinker", f"-Map={map_file}"])
        if linked.stat().st_size != built.stat().st_size:
            raise SystemExit(f"size-report: {name} linked again differs from SwiftPM's build")
        stripped = self.out / f"{name}.stripped"
        run(["strip", "--strip-all", "-o", str(stripped), str(linked)])
        self.measured[name] = Program(name, linked, stripped.stat().st_size, map_file)
        return self.measured[name]


class Program:
    """One linked executable: its stripped size and what its map says it is made of."""

    def __init__(self, name, binary, stripped_size, map_file):
        self.name = name
        self.binary = binary
        self.stripped_size = stripped_size
        self.map_file = map_file
        self._sections = None

    @property
    def sections(self):
        """The allocated input sections the linker kept: (output section, input section,
        address, size, module, source file)."""
        if self._sections is None:
            allocated = set()
            for line in run(["readelf", "-SW", str(self.binary)]).splitlines():
                match = re.match(
                    r"\s*\[\s*\d+\]\s+(\S+)\s+(\S+)\s+\S+\s+\S+\s+\S+\s+\S+\s+(\S*)", line)
                # Allocated and in the file: `.bss` takes memory, not bytes of the executable.
                if match and "A" in match.group(3) and match.group(2) != "NOBITS":
                    allocated.add(match.group(1))
            self._sections = list(parse_map(self.map_file, allocated))
        return self._sections

    def by_module(self):
        """Kept bytes per module, and per module and column (KINDS, MADE and other)."""
        totals = defaultdict(int)
        kinds = defaultdict(lambda: defaultdict(int))
        for _, section, _, size, module, _ in self.sections:
            totals[module] += size
            kinds[module][section_kind(section)] += size
        for module, kind, size in self.linker_made():
            totals[module] += size
            kinds[module][kind] += size
        return totals, kinds

    def module_at(self, address):
        """The module whose input section holds `address`."""
        if not hasattr(self, "_starts"):
            self._ranges = sorted((a, size, module) for _, _, a, size, module, _ in self.sections)
            self._starts = [start for start, _, _ in self._ranges]
        index = bisect_right(self._starts, address) - 1
        if index >= 0 and address < self._ranges[index][0] + max(self._ranges[index][1], 1):
            return self._ranges[index][2]
        return None

    def linker_made(self):
        """(module, column, bytes) of the unwind entries and dynamic relocations the linker
        wrote for each module: a frame description (and 8 bytes of the binary-search table in
        `.eh_frame_hdr`) per function, 24 bytes per relocated pointer."""
        frames = run(["readelf", "--debug-dump=frames", str(self.binary)])
        for match in re.finditer(r"^\S+ ([0-9a-f]+) \S+ FDE cie=\S+ pc=([0-9a-f]+)\.\.", frames, re.M):
            module = self.module_at(int(match.group(2), 16))
            if module:
                yield module, "unwind", int(match.group(1), 16) + 4 + 8
        relocations = run(["readelf", "-rW", str(self.binary)])
        dynamic = relocations.split("Relocation section '.rela.plt'")[0]
        for match in re.finditer(r"^([0-9a-f]{16}) +[0-9a-f]+ R_X86_64", dynamic, re.M):
            module = self.module_at(int(match.group(1), 16))
            if module:
                yield module, "relocs", 24

    def symbols(self):
        """(module, size, kind, demangled name) of every symbol with a size."""
        lines = run(["nm", "-S", "--defined-only", str(self.binary)]).splitlines()
        entries = []
        for line in lines:
            fields = line.split(maxsplit=3)
            if len(fields) == 4:
                entries.append((int(fields[0], 16), int(fields[1], 16), fields[3]))
        names = run(["swift", "demangle", "--simplified"],
                    input="\n".join(name for _, _, name in entries) + "\n").splitlines()
        return [(self.module_at(address) or "?", size, symbol_kind(name), name)
                for (address, size, _), name in zip(entries, names)]


def bisect_right(values, value):
    low, high = 0, len(values)
    while low < high:
        middle = (low + high) // 2
        if value < values[middle]:
            high = middle
        else:
            low = middle + 1
    return low


def module_of(path):
    """The SwiftPM target an object file belongs to, or what else it is."""
    match = re.search(r"/([^/]+)\.build/[^/]+\.o$", path)
    if match:
        return match.group(1)
    return "(startup)"


def file_of(path):
    """The source file an object file was compiled from."""
    return re.sub(r"\.o$", "", Path(path).name)


def parse_map(map_file, allocated):
    """Yields the allocated input sections of a gold linker map."""
    output = None
    pending = None
    in_memory_map = False
    for line in Path(map_file).read_text(errors="replace").splitlines():
        if not in_memory_map:
            in_memory_map = line.startswith("Memory map")
            continue
        if line and not line[0].isspace():
            output = line.split()[0]
            pending = None
            continue
        if output not in allocated or line.startswith(" **"):
            pending = None
            continue
        match = re.match(r"^ (\S+)\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s+(\S.*)$", line)
        if match:
            section, address, size, path = match.groups()
            yield output, section, int(address, 16), int(size, 16), module_of(path), file_of(path)
            pending = None
            continue
        match = re.match(r"^ (\S+)$", line)
        if match:
            pending = match.group(1)
            continue
        match = re.match(r"^\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s+(\S.*)$", line)
        if match and pending:
            address, size, path = match.groups()
            yield output, pending, int(address, 16), int(size, 16), module_of(path), file_of(path)
        pending = None


def section_kind(section):
    for kind, pattern in KINDS:
        if pattern.match(section):
            return kind
    return "other"


def symbol_kind(name):
    for kind, pattern in SYMBOL_KINDS:
        if pattern.search(name):
            return kind
    return "function"


def build_bettercodable(path):
    """A throwaway package, beside the others' builds, of the plain and BetterCodable apps."""
    source = Path(path).resolve()
    if not (source / "Package.swift").exists():
        raise SystemExit(f"size-report: {source} is not a package (BetterCodable's source)")
    package = PACKAGE / ".build" / "size-bettercodable"
    shutil.rmtree(package / "Sources", ignore_errors=True)
    for target, directory in [("SizeSupport", HERE / "Support"), ("SizePlain", HERE / "Apps/Plain"),
                              ("SizeBetterCodable", HERE / "BetterCodable")]:
        shutil.copytree(directory, package / "Sources" / target)
    identity = source.name.lower()
    (package / "Package.swift").write_text(f"""// swift-tools-version:6.0
// Written by Benchmarks/Size/size-report.py --bettercodable: not part of the repository.
import PackageDescription

let package = Package(
  name: "size-bettercodable",
  platforms: [.macOS(.v13)],
  dependencies: [.package(path: {json.dumps(str(source))})],
  targets: [
    .target(name: "SizeSupport"),
    .executableTarget(name: "SizePlain", dependencies: ["SizeSupport"]),
    .executableTarget(
      name: "SizeBetterCodable",
      dependencies: ["SizeSupport", .product(name: "BetterCodable", package: "{identity}")]),
  ],
  swiftLanguageModes: [.v6]
)
""")
    print(f"building {package} (BetterCodable from {source}) …", flush=True)
    run(["swift", "build", "-c", "release", "--package-path", str(package)])
    return Build(package)


def values_of(program):
    """What a realistic app prints about the values it decoded."""
    return run([str(program.binary), str(PAYLOADS)])


def main():
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--no-build", action="store_true", help="measure what is already built")
    parser.add_argument("--scratch-path", metavar="DIR",
                        help="the Benchmarks package's build directory (default: its .build)")
    parser.add_argument("--bettercodable", metavar="PATH",
                        help="a local copy of BetterCodable's source, built in a throwaway package")
    parser.add_argument("--program", default="SizeLibrary",
                        help="the program whose modules and symbols are broken down (SizeLibrary)")
    parser.add_argument("--symbols", metavar="MODULE", action="append", default=[],
                        help="list this module's largest symbols (repeatable)")
    parser.add_argument("--top", type=int, default=25, help="symbols listed per module (25)")
    parser.add_argument("--tsv", metavar="FILE", help="also write the sizes as tab-separated values")
    parser.add_argument("--max-added", metavar="KIB", type=float,
                        help="fail when the wrapped app adds more than this over the plain one")
    options = parser.parse_args()

    if not options.no_build:
        print("building the Benchmarks package in release …", flush=True)
        scratch = ["--scratch-path", options.scratch_path] if options.scratch_path else []
        run(["swift", "build", "-c", "release", "--package-path", str(PACKAGE)] + scratch)
    build = Build(PACKAGE, options.scratch_path)
    rows = []

    programs = {name: build.measure(name) for name, _ in APPS}
    labels = dict(APPS)
    if options.bettercodable:
        other = build_bettercodable(options.bettercodable)
        programs[BETTERCODABLE[0]] = other.measure(BETTERCODABLE[0])
        labels[BETTERCODABLE[0]] = BETTERCODABLE[1]
        plain_there = other.measure("SizePlain")
        if plain_there.stripped_size != programs["SizePlain"].stripped_size:
            print(f"note: the plain app is {kib(plain_there.stripped_size)} in the BetterCodable "
                  f"package, {kib(programs['SizePlain'].stripped_size)} here")

    # The converting variants must decode equal values.
    outputs = {name: values_of(program) for name, program in programs.items()}
    converting = [name for name in programs if name != "SizePlain"]
    reference = outputs["SizeHandWritten"]
    mismatched = [name for name in converting if outputs[name] != reference]

    plain = programs["SizePlain"].stripped_size
    hand = programs["SizeHandWritten"].stripped_size - plain
    print()
    print("Realistic apps: four payloads decoded, encoded and decoded again (Benchmarks/Size/Apps);")
    print("stripped release executables, linked as SwiftPM links them (gold, --gc-sections).")
    print()
    print(f"  {'models written with':38} {'stripped':>12} {'over plain':>12} {'× by hand':>10}")
    for name, program in programs.items():
        added = program.stripped_size - plain
        ratio = "" if name in ("SizePlain", "SizeHandWritten") or hand <= 0 else f"{added / hand:.1f}"
        over = "" if name == "SizePlain" else signed_kib(added)
        print(f"  {labels[name]:38} {kib(program.stripped_size):>12} {over:>12} {ratio:>10}")
        rows.append(("app", labels[name], program.stripped_size, added))
    if "SizeBetterCodable" in programs:
        better = programs["SizeBetterCodable"].stripped_size - plain
        library = programs["SizeLibrary"].stripped_size - plain
        if better > 0:
            print(f"  this package adds {library / better:.2f} × what BetterCodable adds")
        modules = programs["SizeBetterCodable"].by_module()[0]
        print(f"  (BetterCodable's app keeps {kib(modules.get('BetterCodable', 0))} of the "
              f"BetterCodable module; its own module is {kib(modules.get('SizeBetterCodable', 0))})")
    print()
    if mismatched:
        print("decoded values DIFFER from the hand-written app's: " + ", ".join(mismatched))
        for name in ["SizeHandWritten"] + mismatched:
            print(f"--- {name}\n{outputs[name]}")
    else:
        print(f"decoded values: equal in {', '.join(converting)}")

    # By module, in the program asked for, beside the hand-written app's own module.
    target = build.measure(options.program)
    totals, kinds = target.by_module()
    stripped = target.stripped_size
    kept = sum(totals.values())
    columns = [kind for kind, _ in KINDS] + MADE + ["other"]
    print()
    print(f"Where {options.program}'s {kib(stripped)} go, by module: the sections the linker kept")
    print("(from its map) and the unwind entries and relocations it wrote for them, in KiB. The")
    print("rest is the linker's own: headers, the dynamic symbols and stubs of what the program")
    print("imports from the Swift runtime and Foundation, alignment.")
    print()
    print(f"  {'module':24}" + "".join(f"{column:>11}" for column in columns) + f"{'total':>11}")
    for module, total in sorted(totals.items(), key=lambda item: -item[1]):
        cells = "".join(f"{kinds[module][column] / 1024:>11.1f}" for column in columns)
        print(f"  {module:24}{cells}{total / 1024:>11.1f}")
        rows.append(("module", f"{options.program}: {module}", total, 0))
    print(f"  {'(linker)':24}" + " " * 11 * len(columns) + f"{(stripped - kept) / 1024:>11.1f}")
    if options.program == "SizeLibrary":
        own = programs["SizeHandWritten"].by_module()[0].get("SizeHandWritten", 0)
        print(f"  (the hand-written app's own module, SizeHandWritten: {kib(own)})")

    # One wrapper of each module.
    one = sorted(path.name for path in (HERE / "OneWrapper").iterdir() if path.is_dir())
    base = build.measure("SizeOnePlain")
    print()
    print("One wrapper of each module (Benchmarks/Size/OneWrapper): a model of two properties, one")
    print("of them wrapped, decoded and encoded; what the program adds over the same model plain,")
    print("and the package's modules the linker kept.")
    print()
    print(f"  {'module':24} {'stripped':>12} {'over plain':>12}   package modules kept")
    print(f"  {'(plain)':24} {kib(base.stripped_size):>12}")
    for module in one:
        if module == "Plain":
            continue
        program = build.measure(f"SizeOne{module}")
        totals, _ = program.by_module()
        linked = [f"{name} {total / 1024:.1f}K" for name, total in
                  sorted(totals.items(), key=lambda item: -item[1])
                  if name not in (f"SizeOne{module}", "SizeSupport") and not name.startswith("(")]
        added = program.stripped_size - base.stripped_size
        shown = ", ".join(linked[:6]) + (f" and {len(linked) - 6} more" if len(linked) > 6 else "")
        print(f"  {module:24} {kib(program.stripped_size):>12} {signed_kib(added):>12}   {shown}")
        rows.append(("one wrapper", module, program.stripped_size, added))

    for module in options.symbols:
        symbols = [entry for entry in target.symbols() if entry[0] == module]
        by_kind = defaultdict(lambda: [0, 0])
        for _, size, kind, _ in symbols:
            by_kind[kind][0] += size
            by_kind[kind][1] += 1
        print()
        print(f"{module} in {options.program}: {kib(sum(size for _, size, _, _ in symbols))} "
              f"in {len(symbols)} symbols, by kind:")
        for kind, (size, count) in sorted(by_kind.items(), key=lambda item: -item[1][0]):
            print(f"  {kind:20} {size / 1024:8.1f}K  {count:5} symbols")
        files = defaultdict(int)
        for _, _, _, size, owner, source in target.sections:
            if owner == module:
                files[source] += size
        print("sections kept, by source file:")
        for source, size in sorted(files.items(), key=lambda item: -item[1]):
            print(f"  {size / 1024:8.1f}K  {source}")
        print(f"largest {options.top}:")
        for _, size, kind, name in sorted(symbols, key=lambda entry: -entry[1])[:options.top]:
            print(f"  {size:7}  {kind:16}  {name[:150]}")

    if options.tsv:
        with open(options.tsv, "w") as tsv:
            tsv.write("table\tprogram\tstripped_bytes\tadded_bytes\n")
            for row in rows:
                tsv.write("\t".join(map(str, row)) + "\n")
    print()
    print(f"maps and stripped copies: {build.out}")
    added = (programs["SizeLibrary"].stripped_size - plain) / 1024
    over_ceiling = options.max_added is not None and added > options.max_added
    if over_ceiling:
        print(f"the wrapped app adds {added:,.1f} KiB, more than the ceiling of "
              f"{options.max_added:,.0f} KiB (--max-added)")
    return 1 if mismatched or over_ceiling else 0


if __name__ == "__main__":
    sys.exit(main())
