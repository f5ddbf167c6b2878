#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer and ThreadSanitizer (debug builds), each in its
# own scratch folder so that the normal build is not invalidated. Any report fails the run.
#
#   Scripts/sanitizers.sh          # both
#   Scripts/sanitizers.sh thread   # one
#
# ThreadSanitizer covers the concurrency stress tests (Tests/CodableTransformsTests/
# ConcurrencyStressTests.swift): many tasks decoding with shared decoders and one shared
# RecoveryReport.
set -euo pipefail
cd "$(dirname "$0")/.."

sanitizers=("$@")
if [ ${#sanitizers[@]} -eq 0 ]; then sanitizers=(address thread); fi

export ASAN_OPTIONS=${ASAN_OPTIONS:-halt_on_error=1}
export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1}
for sanitizer in "${sanitizers[@]}"; do
  echo "::: swift test --sanitize=$sanitizer"
  start=$SECONDS
  # XCTest is disabled: the package has no XCTest tests, and its runner leaks on exit.
  swift test --disable-xctest --sanitize="$sanitizer" --scratch-path ".build-$sanitizer"
  echo "::: $sanitizer: $((SECONDS - start)) s"
done
