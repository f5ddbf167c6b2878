#!/usr/bin/env bash
# Declarations that must not compile: traps the library turns into compile errors (a
# `fallbackTag` of the wrong type, …). Each file of Scripts/compile-errors/ is type-checked
# against the package's modules (a debug `swift build`, run first) and must fail with every text
# its header gives as `// expect-error: <text>`; then its `// fix: <line> => <corrected line>`
# is applied, and the corrected file must compile — the error is the declaration's, not the
# snippet's.
#
#   Scripts/check-compile-errors.sh
set -euo pipefail
cd "$(dirname "$0")/.."

swift build >/dev/null
modules="$(swift build --show-bin-path)/Modules"
status=0
count=0
fixed=$(mktemp -d)
trap 'rm -rf "$fixed"' EXIT
for file in Scripts/compile-errors/*.swift; do
  count=$((count + 1))
  if output=$(swiftc -typecheck -swift-version 6 -I "$modules" "$file" 2>&1); then
    echo "$file: compiled; it must not"
    status=1
    continue
  fi
  while IFS= read -r expected; do
    if ! grep -qF -- "$expected" <<<"$output"; then
      echo "$file: the compiler's output does not say \"$expected\":"
      grep -E "error:|note:" <<<"$output" | head -5
      status=1
    fi
  done < <(sed -n 's|^// expect-error: ||p' "$file")
  fix=$(sed -n 's|^// fix: ||p' "$file")
  if [ -z "$fix" ]; then
    echo "$file: no '// fix: <line> => <corrected line>' in its header"
    status=1
    continue
  fi
  corrected="$fixed/$(basename "$file")"
  python3 - "$file" "$corrected" "$fix" <<'PYTHON'
import sys
source, target, fix = sys.argv[1:]
wrong, right = fix.split(" => ", 1)
lines = [line for line in open(source).read().split("\n") if not line.startswith("// fix: ")]
text = "\n".join(lines)
if wrong not in text:
    sys.exit(f"{source}: the fix's line is not in the file: {wrong}")
open(target, "w").write(text.replace(wrong, right))
PYTHON
  if ! output=$(swiftc -typecheck -swift-version 6 -I "$modules" "$corrected" 2>&1); then
    echo "$file: corrected by its fix, it still does not compile:"
    grep "error:" <<<"$output" | head -3
    status=1
  fi
done
echo "$count declarations checked: each fails as expected, and compiles once fixed"
exit "$status"
