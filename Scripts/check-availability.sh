#!/usr/bin/env bash
# Fails when a source uses an API newer than the package's Apple minimums (Package.swift's
# `platforms:`, the Firebase SDK's) outside `@available`/`#available` that covers it. The table
# of API introductions and the checks are in Scripts/check_availability.py; deliberate exceptions,
# each with its reason, in Scripts/availability-exemptions.txt.
#
#   Scripts/check-availability.sh              # Sources/
#   Scripts/check-availability.sh Tests        # other folders or files
#   Scripts/check-availability.sh --self-test  # a good and a bad fixture in a temporary folder
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 Scripts/check_availability.py "$@"
