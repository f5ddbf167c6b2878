#!/usr/bin/env python3
"""Compile time and object size of models that use the library's wrappers, against the same models
with plain properties.

Usage (from anywhere; Python 3.9+ standard library only, Swift toolchain on PATH):

    Benchmarks/CompileTime/compile-time.py                 # release and debug, 7 rounds
    Benchmarks/CompileTime/compile-time.py --config release --rounds 3
    Benchmarks/CompileTime/compile-time.py --models 20 --properties 40
    Benchmarks/CompileTime/compile-time.py --kinds lossy    # every property a @LossyArray
    Benchmarks/CompileTime/compile-time.py --profile        # where the time goes
    Benchmarks/CompileTime/compile-time.py --no-build       # the library is already built
    Benchmarks/CompileTime/compile-time.py --reference      # the simplest wrappers instead
    Benchmarks/CompileTime/compile-time.py --reference in-place  # the fastest, fewest layers
    Benchmarks/CompileTime/compile-time.py --config release --kinds lossy,defaultFalse,seconds \\
        --runtime 1000                                     # and their cost at run time

What it does:

1. Builds the library modules the models import (LossyCoding, DefaultCoding, DateCoding and the
   core) with `swift build` in release and debug, once (`--no-build` skips it).
2. Generates a module `Models` in two variants, each `--models` files of one public `Codable`
   struct of `--properties` properties (10 x 40 by default), cycling through five kinds:

       kind                plain                wrapped
       lossy               var tags: [String]   @LossyArray var tags: [String]
       defaultFalse        var flag: Bool       @DefaultFalse var flag: Bool
       seconds             var seconds: Date    @SecondsSince1970 var seconds: Date
       iso8601             var stamp: Date      @ISO8601Date var stamp: Date
       defaultEmptyArray   var items: [String]  @DefaultEmptyArray var items: [String]

   The models are public so that whole-module optimization keeps their conformances, as it
   does for a models module an app imports.
3. Compiles each variant alone with `swiftc` against the prebuilt modules (`-I <scratch>/<config>/
   Modules`), timing only that command: release is `-O -wmo -c` (one object), debug is
   `-Onone -g -c -j <jobs>` (one object per file, as SwiftPM's debug builds). One warm-up
   compile of each variant, then `--rounds` rounds of plain, wrapped, wrapped, plain: each round
   gives one ratio wrapped/plain, and the report gives the median round ratio, so that a burst
   of load from another process moves one round, not the result (as `ratio-report` does).
4. Prints, per configuration: median wall and CPU (user + system of the compiler processes)
   seconds of each variant, the median round ratios, and the object code (sections that are
   loaded, and the executable ones) and object file sizes with their ratios.

`--profile` instead compiles each variant with `-stats-output-dir` and `-Xfrontend
-debug-time-function-bodies` in `--profile-rounds` interleaved rounds (3), then once with
`-Xllvm -sil-print-pass-time`, and prints where the frontend spends its time (medians of the
rounds): type checking (and the slowest function bodies), SILGen, SIL optimization (by pass, and
by function with the library's specializations grouped), IRGen and the rest (LLVM, writing the
object), with the frontend's counters (SIL functions, deserialized declarations). Swift 6.3 has
no `-debug-time-compilation`; the statistics' timers replace it. Timings under
`-sil-print-pass-time` are inflated and come from one compile; compare the variants, not the
absolute numbers.

`--runtime RECORDS` also builds, for release, one program per variant that decodes and encodes
`[Model0]` of RECORDS records with Foundation's JSON coders (`--runtime-iterations` times), linked
against the library's objects or the reference's, and prints callgrind's instruction counts net
of the same program run with no iteration: the check that wrappers which compile faster do not
run slower. It needs valgrind.

The compile commands run in a temporary directory (`--work-dir` to choose one, `--keep` to keep
it). Nothing is written into the repository except SwiftPM's build folder. CPU time is less
sensitive to other processes than wall time, but both move on a busy machine: compare ratios
from one run, and run it while nothing else compiles.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import re
import resource
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# The library modules the wrapped models import; the core comes with them.
LIBRARY_MODULES = ["LossyCoding", "DefaultCoding", "DateCoding"]


@dataclass(frozen=True)
class Kind:
    """One kind of property: its name prefix, Swift type and wrapper attribute."""

    name: str
    prefix: str
    swift_type: str
    attribute: str


KINDS = [
    Kind("lossy", "tags", "[String]", "@LossyArray"),
    Kind("defaultFalse", "flag", "Bool", "@DefaultFalse"),
    Kind("seconds", "seconds", "Date", "@SecondsSince1970"),
    Kind("iso8601", "stamp", "Date", "@ISO8601Date"),
    Kind("defaultEmptyArray", "items", "[String]", "@DefaultEmptyArray"),
]

VARIANTS = ["plain", "wrapped"]


def model_source(index: int, properties: int, kinds: list[Kind], wrapped: bool,
                 wrapped_imports: list[str]) -> str:
    """The Swift source of one model file."""
    imports = ["Foundation"]
    if wrapped:
        imports = sorted(set(wrapped_imports + ["Foundation"]))
    lines = [f"import {module}" for module in imports]
    lines += ["", f"public struct Model{index}: Codable {{"]
    for number in range(properties):
        kind = kinds[number % len(kinds)]
        attribute = f"{kind.attribute} " if wrapped else ""
        lines.append(f"  {attribute}public var {kind.prefix}{number}: {kind.swift_type}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def generate(directory: Path, models: int, properties: int, kinds: list[Kind], wrapped: bool,
             wrapped_imports: list[str]):
    """Writes `models` files into `directory` and returns their paths."""
    directory.mkdir(parents=True, exist_ok=True)
    paths = []
    for index in range(models):
        path = directory / f"Model{index}.swift"
        path.write_text(model_source(index, properties, kinds, wrapped, wrapped_imports))
        paths.append(path)
    return paths


# Building the library ---------------------------------------------------------------------------


def run_checked(command: list[str], cwd: Path | None = None):
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        raise SystemExit(f"failed ({result.returncode}): {' '.join(command)}")
    return result


def build_library(package: Path, scratch: Path, config: str):
    for module in LIBRARY_MODULES:
        print(f"swift build -c {config} --target {module}", flush=True)
        run_checked(
            ["swift", "build", "-c", config, "--target", module,
             "--package-path", str(package), "--scratch-path", str(scratch)])


REFERENCE_SOURCES = {
    "simple": "ReferenceWrappers.swift",
    "in-place": "ReferenceInPlaceWrappers.swift",
}


def build_reference(directory: Path, config: str, kind: str) -> Path:
    """Compiles a reference wrappers file into a module in `directory` and returns the folder."""
    directory.mkdir(parents=True, exist_ok=True)
    source = Path(__file__).resolve().parent / REFERENCE_SOURCES[kind]
    optimization = ["-O", "-whole-module-optimization"] if config == "release" else ["-Onone", "-g"]
    run_checked(["swiftc", "-module-name", "ReferenceWrappers", "-parse-as-library",
                 "-swift-version", "6", *optimization, "-emit-module", "-emit-module-path",
                 str(directory / "ReferenceWrappers.swiftmodule"), "-c", "-o",
                 str(directory / "ReferenceWrappers.o"), str(source)], cwd=directory)
    return directory


def modules_directory(scratch: Path, config: str) -> Path:
    """Where SwiftPM put the library's `.swiftmodule`s for `config`."""
    base = scratch / config
    for candidate in (base / "Modules", base):
        if all((candidate / f"{m}.swiftmodule").exists() for m in LIBRARY_MODULES):
            return candidate
    raise SystemExit(
        f"no built modules {', '.join(LIBRARY_MODULES)} under {base}: build the library "
        f"(drop --no-build) or pass its --scratch-path")


# What the wrapped code costs at run time ---------------------------------------------------------

# The library modules whose objects a runtime check links: the imported ones and what they import.
LIBRARY_OBJECT_MODULES = ["CodableTransformsCore", "FirebaseContract", *LIBRARY_MODULES]

# A value of each plain property type, as JSON, that the plain and the wrapped property both read.
SAMPLE_VALUES = {"[String]": ["alpha", "beta", "gamma"], "Bool": True, "Date": 1_700_000_000.5}

RUNTIME_MAIN = """import Foundation
import Models

let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
let iterations = Int(CommandLine.arguments[2])!
var total = 0
for _ in 0..<iterations {
  let records = try JSONDecoder().decode([Model0].self, from: data)
  let encoded = try JSONEncoder().encode(records)
  total &+= records.count &+ encoded.count
}
print(total)
"""


def callgrind_instructions(command: list[str]) -> int:
    """The instructions callgrind counts for one run of `command`."""
    # Swift seeds its hashing per process; the coders' dictionaries would move the count.
    environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    result = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command],
        capture_output=True, text=True, check=True, env=environment)
    match = re.search(r"Collected : (\d+)", result.stderr)
    if match is None:
        raise SystemExit(f"no instruction count from callgrind:\n{result.stderr}")
    return int(match.group(1))


def runtime_check(work: Path, sources: dict[str, Path], kinds: list[Kind], properties: int,
                  records: int, iterations: int, link: dict[str, dict[str, list[str]]]) -> str:
    """Builds an executable per variant that decodes and encodes `records` records of `Model0`
    `iterations` times with Foundation's JSON coders, and reports callgrind's instructions net of
    the same program run with no iteration."""
    if shutil.which("valgrind") is None:
        raise SystemExit("--runtime needs valgrind on PATH")
    record = {f"{kinds[n % len(kinds)].prefix}{n}": SAMPLE_VALUES[kinds[n % len(kinds)].swift_type]
              for n in range(properties)}
    work.mkdir(parents=True, exist_ok=True)
    payload = work / "records.json"
    payload.write_text(json.dumps([record] * records))
    instructions = {}
    for variant, source in sources.items():
        directory = work / variant
        directory.mkdir(parents=True, exist_ok=True)
        (directory / "main.swift").write_text(RUNTIME_MAIN)
        flags = ["-swift-version", "6", "-O", *link[variant]["imports"]]
        run_checked(["swiftc", "-module-name", "Models", "-parse-as-library",
                     "-whole-module-optimization", *flags, "-emit-module", "-emit-module-path",
                     "Models.swiftmodule", "-c", "-o", "Models.o", str(source)], cwd=directory)
        run_checked(["swiftc", *flags, "-I", ".", "main.swift", "Models.o",
                     *link[variant]["objects"], "-o", "bench"], cwd=directory)
        program = [str(directory / "bench"), str(payload)]
        instructions[variant] = (callgrind_instructions(program + [str(iterations)])
                                 - callgrind_instructions(program + ["0"]))
    plain, wrapped = instructions["plain"], instructions["wrapped"]
    return (f"run time, `[Model0]` of {records} records decoded and encoded {iterations} times "
            f"with JSONDecoder and JSONEncoder (callgrind, net of the program's start): "
            f"plain {plain / 1e6:,.1f} M instructions, wrapped {wrapped / 1e6:,.1f} M "
            f"(wrapped / plain {wrapped / plain:.3f})")


# Compiling and measuring -------------------------------------------------------------------------


def compile_command(config: str, modules: Path | None, sources: list[Path], jobs: int,
                    extra: list[str], import_paths: list[str]) -> list[str]:
    command = ["swiftc", "-module-name", "Models", "-parse-as-library", "-swift-version", "6"]
    if modules is not None:
        command += ["-I", str(modules)]
    for path in import_paths:
        command += ["-I", path.replace("{config}", config)]
    if config == "release":
        command += ["-O", "-whole-module-optimization", "-c", "-o", "Models.o"]
    else:
        command += ["-Onone", "-g", "-c", "-j", str(jobs)]
    return command + extra + [path.name for path in sources]


@dataclass
class Sample:
    wall: float
    cpu: float


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed_compile(command: list[str], directory: Path) -> Sample:
    for old in directory.glob("*.o"):
        old.unlink()
    cpu_before = children_cpu()
    start = time.perf_counter()
    result = subprocess.run(command, cwd=directory, capture_output=True, text=True)
    wall = time.perf_counter() - start
    cpu = children_cpu() - cpu_before
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        raise SystemExit(f"compile failed in {directory}: {' '.join(command)}")
    return Sample(wall, cpu)


SHF_ALLOC = 0x2
SHF_EXECINSTR = 0x4


def elf_sizes(path: Path) -> tuple[int, int] | None:
    """(loaded bytes, executable bytes) of a 64-bit little-endian ELF relocatable object: the
    sections a linker would map, without symbols, relocations and debug information."""
    data = path.read_bytes()
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        return None
    shoff = struct.unpack_from("<Q", data, 0x28)[0]
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    loaded = code = 0
    for index in range(shnum):
        offset = shoff + index * shentsize
        sh_type, sh_flags = struct.unpack_from("<IQ", data, offset + 4)
        sh_size = struct.unpack_from("<Q", data, offset + 0x20)[0]
        if sh_flags & SHF_ALLOC:
            loaded += sh_size
            if sh_flags & SHF_EXECINSTR:
                code += sh_size
    return loaded, code


@dataclass
class ObjectSize:
    file: int
    loaded: int | None
    code: int | None


def object_size(directory: Path) -> ObjectSize:
    objects = sorted(directory.glob("*.o"))
    if not objects:
        raise SystemExit(f"no object file in {directory}")
    total = ObjectSize(0, 0, 0)
    for path in objects:
        total.file += path.stat().st_size
        sizes = elf_sizes(path)
        if sizes is None or total.loaded is None:
            total.loaded = total.code = None
        else:
            total.loaded += sizes[0]
            total.code += sizes[1]
    return total


@dataclass
class ConfigResult:
    config: str
    samples: dict[str, list[Sample]] = field(default_factory=lambda: {v: [] for v in VARIANTS})
    round_ratios_wall: list[float] = field(default_factory=list)
    round_ratios_cpu: list[float] = field(default_factory=list)
    sizes: dict[str, ObjectSize] = field(default_factory=dict)


def measure(config: str, directories: dict[str, Path], commands: dict[str, list[str]],
            rounds: int) -> ConfigResult:
    result = ConfigResult(config)
    for variant in VARIANTS:  # warm-up: file cache, module loading
        timed_compile(commands[variant], directories[variant])
        result.sizes[variant] = object_size(directories[variant])
    for number in range(rounds):
        round_samples = {v: [] for v in VARIANTS}
        for variant in ["plain", "wrapped", "wrapped", "plain"]:
            sample = timed_compile(commands[variant], directories[variant])
            round_samples[variant].append(sample)
            result.samples[variant].append(sample)
        plain, wrapped = round_samples["plain"], round_samples["wrapped"]
        wall = sum(s.wall for s in wrapped) / sum(s.wall for s in plain)
        cpu = sum(s.cpu for s in wrapped) / sum(s.cpu for s in plain)
        result.round_ratios_wall.append(wall)
        result.round_ratios_cpu.append(cpu)
        print(f"  {config} round {number + 1}/{rounds}: plain "
              + " ".join(f"{s.wall:.2f}" for s in plain) + " s, wrapped "
              + " ".join(f"{s.wall:.2f}" for s in wrapped)
              + f" s; ratio {wall:.3f} (wall), {cpu:.3f} (CPU)", flush=True)
    return result


def kib(value: int | None) -> str:
    return "—" if value is None else f"{value / 1024:.1f} KiB"


def size_ratio(a: int | None, b: int | None) -> str:
    return "—" if a is None or b is None or a == 0 else f"{b / a:.2f}"


def report(results: list[ConfigResult], description: str) -> str:
    rows = [
        f"{description}",
        "",
        "| configuration | plain wall / CPU | wrapped wall / CPU | ratio wall | ratio CPU "
        "| object code plain → wrapped | code ratio | object file plain → wrapped | file ratio |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for result in results:
        med = {
            v: (statistics.median(s.wall for s in result.samples[v]),
                statistics.median(s.cpu for s in result.samples[v]))
            for v in VARIANTS
        }
        plain, wrapped = result.sizes["plain"], result.sizes["wrapped"]
        rows.append(
            f"| {result.config} | {med['plain'][0]:.2f} / {med['plain'][1]:.2f} s "
            f"| {med['wrapped'][0]:.2f} / {med['wrapped'][1]:.2f} s "
            f"| {statistics.median(result.round_ratios_wall):.2f} "
            f"| {statistics.median(result.round_ratios_cpu):.2f} "
            f"| {kib(plain.loaded)} → {kib(wrapped.loaded)} "
            f"| {size_ratio(plain.loaded, wrapped.loaded)} "
            f"| {kib(plain.file)} → {kib(wrapped.file)} | {size_ratio(plain.file, wrapped.file)} |")
    for result in results:
        rows.append("")
        rows.append(
            f"{result.config} round ratios (wall): "
            + ", ".join(f"{r:.2f}" for r in result.round_ratios_wall)
            + f"; CPU: " + ", ".join(f"{r:.2f}" for r in result.round_ratios_cpu))
        plain, wrapped = result.sizes["plain"], result.sizes["wrapped"]
        if plain.code is not None and wrapped.code is not None:
            rows.append(
                f"{result.config} executable sections: {kib(plain.code)} → {kib(wrapped.code)} "
                f"({size_ratio(plain.code, wrapped.code)})")
    return "\n".join(rows)


# Where the time goes -----------------------------------------------------------------------------

PHASES = [
    ("type checking", "time.swift.Type checking and Semantic analysis.wall"),
    ("SILGen", "time.swift.SILGen.wall"),
    ("SIL optimization", "time.swift.SIL optimization.wall"),
    ("IRGen", "time.swift.IRGen.wall"),
]

COUNTERS = [
    "SILModule.NumSILGenFunctions",
    "SILModule.NumSILOptFunctions",
    "Sema.NumDeclsDeserialized",
    "Sema.NumTypesDeserialized",
    "Sema.NumConformancesDeserialized",
    "Sema.NumConstraintScopes",
    "IRModule.NumGOTEntries",
]

PASS_LINE = re.compile(r"\s*([\d.]+) ms: (\S+) #\d+(?: @(\S+))?")


def demangle(names: list[str]) -> list[str]:
    tool = shutil.which("swift-demangle")
    command = [tool] if tool else ["swift", "demangle"]
    result = subprocess.run(command + ["--simplified"], input="\n".join(names),
                            capture_output=True, text=True)
    lines = result.stdout.splitlines()
    return lines if len(lines) == len(names) else names


def function_group(demangled: str) -> str:
    """A function's name without generic arguments, model numbers and property numbers, so that
    the same function of every model, or every specialization of one library function, is one
    group."""
    name = demangled
    while re.search(r"<[^<>]*>", name):
        name = re.sub(r"<[^<>]*>", "", name)
    name = re.sub(r"^(generic |function signature |)specialization .*? of ", "specialized ", name)
    name = re.sub(r"Model\d+", "ModelN", name)
    name = re.sub(r"\b(tags|flag|seconds|stamp|items)\d+", r"\1N", name)
    return name[:120]


def stats_run(directory: Path, command: list[str]) -> tuple[dict, float, list]:
    """One compile with `-stats-output-dir` and `-debug-time-function-bodies`: the frontend's
    counters and timers, its wall time and the type-checking time of each function body."""
    stats = directory / "stats"
    shutil.rmtree(stats, ignore_errors=True)
    stats.mkdir()
    result = subprocess.run(
        command + ["-stats-output-dir", str(stats), "-Xfrontend", "-debug-time-function-bodies"],
        cwd=directory, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stderr)
        raise SystemExit("profile compile failed")
    counters = collections.Counter()
    frontend_wall = 0.0
    for path in stats.glob("*.json"):
        if "swift-frontend" not in path.name:
            continue
        data = json.loads(path.read_text())
        for key, value in data.items():
            counters[key] += value
            if key.startswith("time.swift-frontend.") and key.endswith(".wall"):
                frontend_wall += value
    bodies = []
    for line in (result.stdout + result.stderr).splitlines():
        parts = line.split("\t")
        if len(parts) >= 3 and parts[0].endswith("ms"):
            bodies.append((float(parts[0][:-2]), parts[2]))
    return counters, frontend_wall, bodies


def profile(directory: Path, command: list[str], stats_samples: list) -> dict:
    """Where one variant's compile time goes: the medians of its `stats_run` samples, and one
    compile under `-sil-print-pass-time`."""
    keys = set().union(*(sample[0] for sample in stats_samples))
    counters = {key: statistics.median(sample[0].get(key, 0) for sample in stats_samples)
                for key in keys}
    frontend_wall = statistics.median(sample[1] for sample in stats_samples)
    bodies = stats_samples[0][2]
    second = subprocess.run(command + ["-Xllvm", "-sil-print-pass-time"], cwd=directory,
                            capture_output=True, text=True)
    passes, functions = collections.Counter(), collections.Counter()
    for line in (second.stdout + second.stderr).splitlines():
        match = PASS_LINE.match(line)
        if match:
            milliseconds = float(match.group(1))
            passes[match.group(2)] += milliseconds
            if match.group(3):
                functions[match.group(3)] += milliseconds
    mangled = list(functions)
    groups, group_counts = collections.Counter(), collections.Counter()
    for name, demangled in zip(mangled, demangle(mangled)):
        group = function_group(demangled)
        groups[group] += functions[name]
        group_counts[group] += 1
    return {
        "frontend_wall": frontend_wall,
        "counters": counters,
        "bodies": bodies,
        "passes": passes,
        "groups": groups,
        "group_counts": group_counts,
        "sil_functions_timed": len(functions),
    }


def profile_report(config: str, profiles: dict[str, dict], top: int) -> str:
    rows = [f"### {config}", "", "| frontend phase (s) | plain | wrapped | ratio |", "|---|---:|---:|---:|"]

    def row(label, a, b, digits=2):
        ratio = f"{b / a:.2f}" if a else "—"
        rows.append(f"| {label} | {a:.{digits}f} | {b:.{digits}f} | {ratio} |")

    plain, wrapped = profiles["plain"], profiles["wrapped"]
    phase_sum = {v: 0.0 for v in VARIANTS}
    for label, key in PHASES:
        row(label, plain["counters"].get(key, 0), wrapped["counters"].get(key, 0))
        for v in VARIANTS:
            phase_sum[v] += profiles[v]["counters"].get(key, 0)
    row("the rest (LLVM, object file)", plain["frontend_wall"] - phase_sum["plain"],
        wrapped["frontend_wall"] - phase_sum["wrapped"])
    row("frontend total", plain["frontend_wall"], wrapped["frontend_wall"])
    row("sum of function-body type checking (-debug-time-function-bodies)",
        sum(t for t, _ in plain["bodies"]) / 1000, sum(t for t, _ in wrapped["bodies"]) / 1000)
    rows += ["", "| frontend counter | plain | wrapped | ratio |", "|---|---:|---:|---:|"]
    for key in COUNTERS:
        row(key, plain["counters"].get(key, 0), wrapped["counters"].get(key, 0), 0)
    rows += ["", "SIL passes, ms under -sil-print-pass-time (top by wrapped):", "",
             "| pass | plain | wrapped |", "|---|---:|---:|"]
    for name, ms in wrapped["passes"].most_common(top):
        rows.append(f"| {name} | {plain['passes'][name]:.0f} | {ms:.0f} |")
    rows.append(f"| all passes | {sum(plain['passes'].values()):.0f} "
                f"| {sum(wrapped['passes'].values()):.0f} |")
    for variant in VARIANTS:
        p = profiles[variant]
        rows += ["", f"SIL optimization by function, {variant} ({p['sil_functions_timed']} "
                 "functions; groups: the same function of every model, every specialization of "
                 "one library function):", "", "| ms | functions | group |", "|---:|---:|---|"]
        for name, ms in p["groups"].most_common(top):
            rows.append(f"| {ms:.0f} | {p['group_counts'][name]} | `{name}` |")
    rows += ["", "Slowest function bodies to type-check, wrapped:", ""]
    for ms, name in sorted(wrapped["bodies"], reverse=True)[:5]:
        rows.append(f"- {ms:.1f} ms `{name}`")
    return "\n".join(rows)


# Main --------------------------------------------------------------------------------------------


def parse_arguments():
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--models", type=int, default=10, help="model files (default 10)")
    parser.add_argument("--properties", type=int, default=40,
                        help="properties per model (default 40)")
    parser.add_argument("--rounds", type=int, default=7, help="interleaved rounds (default 7)")
    parser.add_argument("--config", action="append", choices=["release", "debug"],
                        help="configuration; repeat for both (default: release and debug)")
    parser.add_argument("--kinds", default=",".join(k.name for k in KINDS),
                        help="comma-separated property kinds to cycle through (default: all: "
                        + ", ".join(k.name for k in KINDS) + ")")
    parser.add_argument("--jobs", type=int, default=1,
                        help="frontend jobs of a debug compile (default 1)")
    parser.add_argument("--package-path", type=Path, default=ROOT,
                        help="the library's package (default: this repository)")
    parser.add_argument("--scratch-path", type=Path,
                        help="SwiftPM's build folder (default: <package>/.build)")
    parser.add_argument("--no-build", action="store_true",
                        help="use the library as already built")
    parser.add_argument("--work-dir", type=Path, help="where to generate and compile")
    parser.add_argument("--keep", action="store_true", help="keep the work directory")
    parser.add_argument("--profile", action="store_true",
                        help="print where the compile time goes instead of timing rounds")
    parser.add_argument("--profile-rounds", type=int, default=3,
                        help="interleaved rounds of --profile's statistics compiles, whose "
                        "medians it prints (default 3)")
    parser.add_argument("--top", type=int, default=12, help="rows per --profile table")
    parser.add_argument("--wrapped-imports", default=",".join(LIBRARY_MODULES),
                        help="modules the wrapped variant imports (default: "
                        + ",".join(LIBRARY_MODULES) + "); another package's wrappers of the "
                        "same names compare with --import-path")
    parser.add_argument("--reference", nargs="?", const="simple", choices=REFERENCE_SOURCES,
                        help="wrap with reference wrappers of the same names, built by the "
                        "script, instead of the library: simple (ReferenceWrappers.swift, the "
                        "default) or in-place (ReferenceInPlaceWrappers.swift)")
    parser.add_argument("--import-path", action="append", default=[],
                        help="a further module search path for both variants; {config} stands "
                        "for release or debug (repeatable)")
    parser.add_argument("--runtime", type=int, metavar="RECORDS",
                        help="also build, for release, a program per variant that decodes and "
                        "encodes RECORDS records of Model0 with Foundation's JSON coders, and "
                        "report callgrind's instruction counts (needs valgrind; not with the "
                        "iso8601 kind, whose plain and wrapped forms read different JSON)")
    parser.add_argument("--runtime-iterations", type=int, default=3,
                        help="decodes and encodes per --runtime run (default 3)")
    parser.add_argument("--Xswiftc", dest="extra", action="append", default=[],
                        help="an extra swiftc argument for both variants (repeatable)")
    arguments = parser.parse_args()
    arguments.config = arguments.config or ["release", "debug"]
    arguments.wrapped_imports = [m for m in arguments.wrapped_imports.split(",") if m]
    by_name = {k.name: k for k in KINDS}
    try:
        arguments.kinds = [by_name[n] for n in arguments.kinds.split(",") if n]
    except KeyError as error:
        parser.error(f"unknown kind {error}; known: {', '.join(by_name)}")
    if not arguments.kinds or arguments.models < 1 or arguments.properties < 1:
        parser.error("--kinds, --models and --properties must not be empty or zero")
    if arguments.rounds < 1:
        parser.error("--rounds must be at least 1")
    if arguments.runtime is not None:
        if arguments.runtime < 1 or arguments.runtime_iterations < 1:
            parser.error("--runtime and --runtime-iterations must be at least 1")
        if any(k.name == "iso8601" for k in arguments.kinds):
            parser.error("--runtime needs --kinds without iso8601")
        if "release" not in arguments.config:
            parser.error("--runtime measures the release build: add --config release")
        if not arguments.reference and arguments.wrapped_imports != LIBRARY_MODULES:
            parser.error("--runtime links the library or a reference, not --wrapped-imports")
    return arguments


def main():
    arguments = parse_arguments()
    if shutil.which("swiftc") is None:
        raise SystemExit("swiftc is not on PATH")
    package = arguments.package_path.resolve()
    scratch = (arguments.scratch_path or package / ".build").resolve()
    # The library is needed unless another package's wrappers replace it.
    needs_library = not arguments.reference and bool(
        set(arguments.wrapped_imports) & set(LIBRARY_MODULES))
    if needs_library and not arguments.no_build:
        for config in arguments.config:
            build_library(package, scratch, config)
    work = arguments.work_dir or Path(tempfile.mkdtemp(prefix="compile-time-"))
    work = work.resolve()
    version = subprocess.run(["swiftc", "--version"], capture_output=True, text=True)
    toolchain = (version.stdout or version.stderr).splitlines()[0]
    description = (
        (f"reference wrappers ({REFERENCE_SOURCES[arguments.reference]}); "
         if arguments.reference else "")
        + f"{arguments.models} models x {arguments.properties} properties "
        f"({', '.join(k.attribute for k in arguments.kinds)}), {arguments.rounds} rounds; "
        f"{toolchain}; {os.cpu_count()} CPUs, load average "
        + " ".join(f"{x:.2f}" for x in os.getloadavg()) + " at start")
    try:
        results, profiles, runtimes = [], {}, []
        for config in arguments.config:
            modules = modules_directory(scratch, config) if needs_library else None
            directories, commands = {}, {}
            import_paths, wrapped_imports = arguments.import_path, arguments.wrapped_imports
            if arguments.reference:
                reference = build_reference(work / config / "reference-module", config,
                                            arguments.reference)
                import_paths = import_paths + [str(reference)]
                wrapped_imports = ["ReferenceWrappers"]
            for variant in VARIANTS:
                directory = work / config / variant
                sources = generate(directory, arguments.models, arguments.properties,
                                   arguments.kinds, variant == "wrapped", wrapped_imports)
                directories[variant] = directory
                commands[variant] = compile_command(config, modules, sources, arguments.jobs,
                                                    arguments.extra, import_paths)
            if arguments.profile:
                samples = {v: [] for v in VARIANTS}
                for _ in range(arguments.profile_rounds):
                    for variant in ["plain", "wrapped", "wrapped", "plain"]:
                        samples[variant].append(
                            stats_run(directories[variant], commands[variant]))
                profiles[config] = {
                    v: profile(directories[v], commands[v], samples[v]) for v in VARIANTS}
                print(profile_report(config, profiles[config], arguments.top), flush=True)
                print()
            else:
                print(f"{config}: {' '.join(commands['wrapped'][:-arguments.models])} …",
                      flush=True)
                results.append(measure(config, directories, commands, arguments.rounds))
            if arguments.runtime is not None and config == "release":
                if arguments.reference:
                    wrapped_link = {"imports": ["-I", str(reference)],
                                    "objects": [str(reference / "ReferenceWrappers.o")]}
                else:
                    objects = [str(o) for m in LIBRARY_OBJECT_MODULES
                               for o in sorted((scratch / config / f"{m}.build").glob("*.o"))]
                    wrapped_link = {"imports": ["-I", str(modules)], "objects": objects}
                runtimes.append(runtime_check(
                    work / config / "runtime",
                    {v: directories[v] / "Model0.swift" for v in VARIANTS}, arguments.kinds,
                    arguments.properties, arguments.runtime, arguments.runtime_iterations,
                    {"plain": {"imports": [], "objects": []}, "wrapped": wrapped_link}))
        if results:
            print()
            print(report(results, description))
        for line in runtimes:
            print(line)
    finally:
        if arguments.keep or arguments.work_dir:
            print(f"\nwork directory: {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
