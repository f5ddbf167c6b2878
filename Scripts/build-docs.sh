#!/usr/bin/env bash
# Builds the DocC documentation of every library module with warnings as errors, so that a
# broken symbol link or a malformed doc comment fails CI. Needs only the toolchain (no plugin).
#
#   Scripts/build-docs.sh            # all modules
#   Scripts/build-docs.sh URLCoding  # one module
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-docc
graphs="$PWD/$scratch/symbol-graphs"
output="$scratch/archives"

modules=("$@")
if [ ${#modules[@]} -eq 0 ]; then
  for dir in Sources/*/; do
    module=$(basename "$dir")
    [ "$module" = Showcase ] && continue
    modules+=("$module")
  done
fi

# Symbol graphs are written when a module compiles, so the folder is kept between runs.
rm -rf "$output"
mkdir -p "$graphs" "$output"
swift build --scratch-path "$scratch" \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >/dev/null

status=0
for module in "${modules[@]}"; do
  catalog="Sources/$module/$module.docc"
  if [ ! -d "$catalog" ]; then
    echo "error: $module has no documentation catalog at $catalog" >&2
    status=1
    continue
  fi
  moduleGraphs="$scratch/module-graphs/$module"
  rm -rf "$moduleGraphs"
  mkdir -p "$moduleGraphs"
  cp "$graphs/$module.symbols.json" "$moduleGraphs/"
  cp "$graphs/$module"@*.symbols.json "$moduleGraphs/" 2>/dev/null || true
  if docc convert "$catalog" \
    --additional-symbol-graph-dir "$moduleGraphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "swift-codable-transforms.$module" \
    --output-path "$output/$module.doccarchive" \
    --warnings-as-errors >"$scratch/$module.docc.log" 2>&1; then
    echo "docs: $module ok"
  else
    cat "$scratch/$module.docc.log" >&2
    echo "docs: $module FAILED" >&2
    status=1
  fi
done
exit $status
