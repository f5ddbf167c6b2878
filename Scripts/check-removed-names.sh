#!/usr/bin/env bash
# Fails when README.md, CONTRIBUTING.md, CHANGELOG.md's [Unreleased] "Added" list, a DocC article
# or a `///` comment in Sources/ still names a public name that was removed or renamed. The names,
# with what replaced each, are in Scripts/removed-names.txt; the check is
# Scripts/removed_names.py.
#
#   Scripts/check-removed-names.sh              # the repository
#   Scripts/check-removed-names.sh --self-test  # the checker's own fixtures
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 Scripts/removed_names.py "$@"
