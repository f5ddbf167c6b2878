#!/usr/bin/env bash
# Compiles every ```swift block of README.md, CONTRIBUTING.md and the DocC articles against the
# package's modules (a debug `swift build`, run first), each block on its own, and fails on a
# block that does not compile, naming its file and line. How a block is compiled, and the marks
# that change it (`continues`, `members`, `fragment`, `manifest`, `no-compile`, `needs`), are
# described in Scripts/doc_examples.py.
#
#   Scripts/check-doc-examples.sh                    # every document
#   Scripts/check-doc-examples.sh README.md          # some documents
#   Scripts/check-doc-examples.sh --readme-examples  # the README's three user examples, each alone
#   Scripts/check-doc-examples.sh --self-test        # the checker's own fixtures
set -euo pipefail
cd "$(dirname "$0")/.."

swift build >/dev/null
modules="$(swift build --show-bin-path)/Modules"
exec python3 Scripts/doc_examples.py --modules "$modules" "$@"
