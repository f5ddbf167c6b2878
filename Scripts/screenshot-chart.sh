#!/usr/bin/env bash
# Renders an SVG (the ratio chart by default) in headless Chromium and saves a PNG of it, at the
# SVG's own size, so that a person — or a reviewer's image viewer — sees what a browser shows:
# labels that overlap, text that runs out of its box.
#
#   Scripts/screenshot-chart.sh                                   # Benchmarks/ratio-chart.svg
#   Scripts/screenshot-chart.sh chart.svg /tmp/chart.png [SCALE]  # SCALE 2 for a sharper image
#
# Needs Debian's `chromium` (apt-get install chromium); it runs without its sandbox because CI
# and these machines run as root, and it opens only the local file.
set -euo pipefail
cd "$(dirname "$0")/.."

svg=${1:-Benchmarks/ratio-chart.svg}
png=${2:-/tmp/$(basename "${svg%.svg}").png}
scale=${3:-1}
command -v chromium >/dev/null || {
  echo "screenshot-chart: chromium is not installed (apt-get install chromium)" >&2
  exit 1
}
read -r width height < <(python3 - "$svg" <<'PY'
import re, sys
head = open(sys.argv[1], encoding="utf-8").read(2000)
w = re.search(r'<svg[^>]*\bwidth="([\d.]+)"', head)
h = re.search(r'<svg[^>]*\bheight="([\d.]+)"', head)
if not (w and h):
    sys.exit("screenshot-chart: the SVG has no width and height")
print(round(float(w.group(1))), round(float(h.group(1))))
PY
)
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
  --user-data-dir="$profile" --force-device-scale-factor="$scale" \
  --window-size="$width,$height" --screenshot="$png" "file://$(realpath "$svg")" 2>/dev/null
echo "screenshot-chart: $svg (${width}×${height}, scale $scale) → $png"
