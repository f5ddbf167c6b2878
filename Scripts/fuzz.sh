#!/usr/bin/env bash
# Builds the libFuzzer harnesses of the nested Fuzzing package and runs each for a bounded time,
# starting from the committed seed corpus. Fails on the first crash, trap or round-trip violation
# and prints how to replay it.
#
#   Scripts/fuzz.sh                    # each harness for 10 minutes
#   Scripts/fuzz.sh 60                 # each harness for 60 seconds (what .ci/run does)
#   Scripts/fuzz.sh 3600 FuzzSnapshot  # one harness for an hour
#
# New inputs libFuzzer finds go to Fuzzing/.build-fuzz/corpus/<harness>, not to the committed
# corpus; copy an interesting one into Fuzzing/Corpus/<JSON|Snapshot>/ to keep it.
set -euo pipefail
cd "$(dirname "$0")/../Fuzzing"

seconds=${1:-600}
shift || true
harnesses=("$@")
if [ ${#harnesses[@]} -eq 0 ]; then harnesses=(FuzzJSON FuzzSnapshot); fi

scratch=.build-fuzz
# Swift's own crash backtracer would handle the trap first, and libFuzzer would not save the input.
export SWIFT_BACKTRACE=enable=no
for harness in "${harnesses[@]}"; do
  swift build -c release --sanitize fuzzer -Xswiftc -DFUZZING --scratch-path "$scratch" \
    --product "$harness"
done
bin=$(swift build -c release --sanitize fuzzer -Xswiftc -DFUZZING --scratch-path "$scratch" \
  --show-bin-path)

status=0
for harness in "${harnesses[@]}"; do
  corpus=${harness#Fuzz}
  work="$scratch/corpus/$harness"
  artifacts="$scratch/artifacts/$harness"
  mkdir -p "$work" "$artifacts"
  echo "::: $harness for ${seconds}s (corpus Corpus/$corpus)"
  if ! "$bin/$harness" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 \
    -print_final_stats=1 -dict="Corpus/$corpus.dict" -artifact_prefix="$artifacts/" \
    "$work" "Corpus/$corpus"; then
    echo "error: $harness failed; the input is in Fuzzing/$artifacts/." >&2
    echo "Replay it with: (cd Fuzzing && swift run $harness $artifacts/<file>)" >&2
    status=1
  fi
done
exit $status
