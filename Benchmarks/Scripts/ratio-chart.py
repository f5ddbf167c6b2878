#!/usr/bin/env python3
"""Draws the ratio report as an SVG: each wrapper's decode and encode ratio to its baseline.

Reads the tab-separated results that `ratio-report --tsv FILE` writes and draws one row per
wrapper case (names ending in `decode JSON`, `decode plist`, `encode JSON` or `encode plist`),
grouped by module: a decode panel and an encode panel, JSON as a filled circle, the binary
property list as a hollow diamond, the 1.05 target as a dashed line (a row whose target differs
gets a tick of its own). The other cases (coders against coders: `SnapshotDecoder`, the REST
coders) are counted in the footer and left to Benchmarks/README.md. Python's standard library
only.

    swift run -c release --package-path Benchmarks ratio-report --tsv /tmp/ratios.tsv
    Benchmarks/Scripts/ratio-chart.py /tmp/ratios.tsv -o Benchmarks/ratio-chart.svg
"""

from __future__ import annotations

import argparse
import math
import re
import sys
from dataclasses import dataclass, field
from xml.sax.saxutils import escape

WRAPPER_CASE = re.compile(r"^(?P<subject>.+) (?P<operation>decode|encode) (?P<format>JSON|plist)$")
TARGET = 1.05

# Layout, in pixels. Text is 12 px DejaVu Sans (or the browser's sans-serif); CHAR_WIDTH is a
# generous average advance for it, so that a label never runs into the first panel.
FONT = "DejaVu Sans, Helvetica, Arial, sans-serif"
CHAR_WIDTH = 7.0
ROW = 18
GROUP = 24
PANEL = 330
GAP = 56
MARGIN = 16
TOP = 118
COLORS = {"JSON": "#1f5fa8", "plist": "#d9730d"}


@dataclass
class Row:
    suite: str
    subject: str
    values: dict[tuple[str, str], float] = field(default_factory=dict)  # (operation, format)
    targets: set[float] = field(default_factory=set)


def read(path: str) -> tuple[str, list[Row], list[str]]:
    """How the results were measured, the wrapper rows in report order, the other cases."""
    measured, rows, others = "", [], []
    by_key: dict[tuple[str, str], Row] = {}
    with (open(path, encoding="utf-8") if path != "-" else sys.stdin) as file:
        header: list[str] | None = None
        for line in file:
            line = line.rstrip("\n")
            if line.startswith("#"):
                measured = line.lstrip("# ")
                continue
            cells = line.split("\t")
            if header is None:
                header = cells
                continue
            record = dict(zip(header, cells))
            match = WRAPPER_CASE.match(record["case"])
            if not match or record["verdict"] == "informational":
                others.append(record["case"])
                continue
            key = (record["suite"], match["subject"])
            if key not in by_key:
                by_key[key] = Row(record["suite"], match["subject"])
                rows.append(by_key[key])
            row = by_key[key]
            row.values[(match["operation"], match["format"])] = float(record["ratio"])
            if record["target"]:
                row.targets.add(float(record["target"]))
    return measured, rows, others


def axis_range(rows: list[Row]) -> tuple[float, float]:
    values = [v for row in rows for v in row.values.values()]
    low = min([0.9] + values)
    high = max([1.3] + values)
    # Whole tenths, a little room on each side, and no more than 2.0: beyond it a value is
    # drawn at the edge with its number.
    return math.floor(low * 10 - 0.5) / 10, min(2.0, math.ceil(high * 10 + 0.5) / 10)


def chart(measured: str, rows: list[Row], others: list[str], title: str) -> str:
    low, high = axis_range(rows)
    label_width = max(len(row.subject) for row in rows) * CHAR_WIDTH + 12
    left = MARGIN + label_width
    panels = {"decode": left, "encode": left + PANEL + GAP}
    width = left + 2 * PANEL + GAP + MARGIN + 24
    suites = list(dict.fromkeys(row.suite for row in rows))
    height = TOP + len(rows) * ROW + len(suites) * GROUP + 131

    def x(panel: str, value: float) -> float:
        clipped = min(max(value, low), high)
        return panels[panel] + (clipped - low) / (high - low) * PANEL

    out: list[str] = []
    add = out.append
    add(f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height}" '
        f'viewBox="0 0 {width:.0f} {height}" font-family="{FONT}" font-size="12">')
    add(f'<rect width="{width:.0f}" height="{height}" fill="#ffffff"/>')
    add(f'<text x="{MARGIN}" y="24" font-size="16" font-weight="bold">{escape(title)}</text>')
    add(f'<text x="{MARGIN}" y="44" fill="#555555">{escape(measured)}</text>')

    # Legend, under the title, left to right.
    legend_y = 66
    lx = MARGIN
    add(f'<circle cx="{lx + 5}" cy="{legend_y - 4}" r="4.5" fill="{COLORS["JSON"]}"/>')
    add(f'<text x="{lx + 14}" y="{legend_y}">JSONEncoder / JSONDecoder</text>')
    lx += 14 + 26 * CHAR_WIDTH
    add(diamond(lx + 5, legend_y - 4, COLORS["plist"]))
    add(f'<text x="{lx + 14}" y="{legend_y}">PropertyListEncoder / Decoder (binary)</text>')
    lx += 14 + 39 * CHAR_WIDTH
    add(f'<line x1="{lx}" y1="{legend_y - 9}" x2="{lx}" y2="{legend_y + 1}" stroke="#c0392b" '
        f'stroke-width="1.5" stroke-dasharray="4 3"/>')
    add(f'<text x="{lx + 8}" y="{legend_y}">target {TARGET:.2f} (lower is faster; 1.00 = as fast as the baseline)</text>')

    # Panels: headings, tick labels at the top, grid, the 1.00 and target lines.
    grid_top = TOP - 4
    grid_bottom = height - 84
    for panel, x0 in panels.items():
        add(f'<text x="{x0 + PANEL / 2:.1f}" y="{TOP - 26}" text-anchor="middle" '
            f'font-weight="bold">{panel}</text>')
        tick = math.ceil(low * 10) / 10
        while tick <= high + 1e-9:
            tx = x(panel, tick)
            add(f'<line x1="{tx:.1f}" y1="{grid_top}" x2="{tx:.1f}" y2="{grid_bottom}" '
                f'stroke="{"#999999" if abs(tick - 1) < 1e-9 else "#e3e3e3"}" stroke-width="1"/>')
            add(f'<text x="{tx:.1f}" y="{TOP - 10}" text-anchor="middle" fill="#555555" '
                f'font-size="10">{tick:.1f}</text>')
            add(f'<text x="{tx:.1f}" y="{grid_bottom + 14}" text-anchor="middle" fill="#555555" '
                f'font-size="10">{tick:.1f}</text>')
            tick = round(tick + 0.1, 10)
        tx = x(panel, TARGET)
        add(f'<line x1="{tx:.1f}" y1="{grid_top}" x2="{tx:.1f}" y2="{grid_bottom}" '
            f'stroke="#c0392b" stroke-width="1.5" stroke-dasharray="4 3"/>')

    # Rows, grouped by module.
    y = TOP + 6
    stripe = False
    for suite in suites:
        y += GROUP
        add(f'<text x="{MARGIN}" y="{y - 7}" font-weight="bold" fill="#333333">{escape(suite)}</text>')
        for row in (r for r in rows if r.suite == suite):
            middle = y + ROW / 2
            if stripe:
                add(f'<rect x="{MARGIN}" y="{y}" width="{width - 2 * MARGIN:.0f}" height="{ROW}" '
                    f'fill="#f5f7fa"/>')
            stripe = not stripe
            add(f'<text x="{left - 10:.1f}" y="{middle + 4:.1f}" text-anchor="end">'
                f'{escape(row.subject)}</text>')
            for target in sorted(row.targets - {TARGET}):
                for panel in panels:
                    tx = x(panel, target)
                    add(f'<line x1="{tx:.1f}" y1="{y + 2}" x2="{tx:.1f}" y2="{y + ROW - 2}" '
                        f'stroke="#c0392b" stroke-width="2"/>')
            for (operation, fmt), value in sorted(row.values.items()):
                # JSON a little above the row's middle, the property list a little below, so that
                # equal ratios do not hide each other.
                cy = middle - 3 if fmt == "JSON" else middle + 3
                cx = x(operation, value)
                title_text = f"{row.subject} {operation} {fmt}: {value:.3f}"
                if fmt == "JSON":
                    add(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="4.5" fill="{COLORS[fmt]}">'
                        f'<title>{escape(title_text)}</title></circle>')
                else:
                    add(diamond(cx, cy, COLORS[fmt], title_text))
                if value > high:
                    add(f'<text x="{cx + 8:.1f}" y="{cy + 4:.1f}" font-size="10" '
                        f'fill="{COLORS[fmt]}">{value:.2f}</text>')
            y += ROW

    footer = [
        "A solid red tick marks a row's own target where it is not 1.05 (a lossy collection "
        "against a plain one: 1.03).",
        f"{len(rows)} wrappers drawn; {len(others)} other cases (coders compared with coders, "
        "informational lines) are in Benchmarks/README.md.",
        "Made by Benchmarks/Scripts/ratio-chart.py from ratio-report --tsv.",
    ]
    for index, text in enumerate(footer):
        add(f'<text x="{MARGIN}" y="{height - 43 + 15 * index}" fill="#555555" font-size="11">'
            f"{escape(text)}</text>")
    add("</svg>")
    return "\n".join(out) + "\n"


def diamond(cx: float, cy: float, color: str, title: str | None = None) -> str:
    r = 5
    points = f"{cx:.1f},{cy - r:.1f} {cx + r:.1f},{cy:.1f} {cx:.1f},{cy + r:.1f} {cx - r:.1f},{cy:.1f}"
    inner = f"<title>{escape(title)}</title>" if title else ""
    return (f'<polygon points="{points}" fill="#ffffff" stroke="{color}" stroke-width="2">'
            f"{inner}</polygon>")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("tsv", help="the file ratio-report --tsv wrote, or - for standard input")
    parser.add_argument("-o", "--output", default="-", help="the SVG to write (default: stdout)")
    parser.add_argument("--title", default="Each wrapper's cost relative to hand-written Codable")
    args = parser.parse_args()
    measured, rows, others = read(args.tsv)
    if not rows:
        print("ratio-chart: no wrapper case in the input", file=sys.stderr)
        return 1
    svg = chart(measured, rows, others, args.title)
    if args.output == "-":
        sys.stdout.write(svg)
    else:
        with open(args.output, "w", encoding="utf-8") as file:
            file.write(svg)
        print(f"ratio-chart: {len(rows)} rows, {len(others)} other cases → {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
