#!/usr/bin/env bash
# Builds the libFuzzer executable of the nested Fuzzing package once, runs its harnesses — by
# default two at a time, one per core — each from its committed seed corpus and dictionary, and
# prints a table of executions, speed and coverage per harness. Fails when a harness finds a
# crash, a trap, a hang or a round-trip violation, and prints how to replay the input.
#
#   Scripts/fuzz.sh                            # every harness for 60 seconds
#   Scripts/fuzz.sh 600                        # every harness for 10 minutes
#   Scripts/fuzz.sh 3600 DatesSnapshot         # one harness for an hour
#   Scripts/fuzz.sh --runs 1000000 --budget 400
#       # what .ci/run does: 10^6 inputs per harness, all of them within 400 seconds
#   Scripts/fuzz.sh --jobs 1 30                # one harness at a time
#
# With --budget, each harness starts with a time cap of its share of what is left of the budget
# (a harness that reaches --runs early leaves its share to the others), so that the run ends
# within the budget even when a harness is slower than expected; the table marks a harness that
# stopped at its cap before --runs inputs.
#
# The harnesses are the folders of Fuzzing/Corpus. New inputs libFuzzer finds go to
# Fuzzing/.build-fuzz/corpus/<harness>, not to the committed corpus; copy an interesting one into
# Fuzzing/Corpus/<harness>/ to keep it.
set -euo pipefail
cd "$(dirname "$0")/../Fuzzing"

seconds=60
runs=
budget=
jobs=$(nproc 2>/dev/null || echo 2)
if [ "$jobs" -gt 2 ]; then jobs=2; fi
harnesses=()
while [ $# -gt 0 ]; do
  case $1 in
    --runs) runs=$2; shift 2 ;;
    --budget) budget=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    [0-9]*) seconds=$1; shift ;;
    *) harnesses+=("$1"); shift ;;
  esac
done
if [ ${#harnesses[@]} -eq 0 ]; then
  # The snapshot-tree harnesses, the slowest, start last: with --budget, the time the faster ones
  # leave when they reach --runs early goes to them.
  for folder in Corpus/*/; do
    case $folder in *Snapshot/) ;; *) harnesses+=("$(basename "$folder")") ;; esac
  done
  for folder in Corpus/*Snapshot/; do harnesses+=("$(basename "$folder")"); done
fi
for harness in "${harnesses[@]}"; do
  [ -d "Corpus/$harness" ] || { echo "error: no harness $harness (no Corpus/$harness)" >&2; exit 2; }
done

scratch=.build-fuzz
swift build -c release --sanitize fuzzer -Xswiftc -DFUZZING --scratch-path "$scratch" \
  --product Fuzz
bin=$(swift build -c release --sanitize fuzzer -Xswiftc -DFUZZING --scratch-path "$scratch" \
  --show-bin-path)
logs="$scratch/logs"
mkdir -p "$logs"

# Swift's own crash backtracer would handle the trap first, and libFuzzer would not save the input.
export SWIFT_BACKTRACE=enable=no
start=$SECONDS
deadline=$((start + ${budget:-0}))
declare -A name_of cap_end started elapsed status
pending=("${harnesses[@]}")
running=0

# The time cap of the next harness: with a budget, its share of the lane time left once the
# running harnesses have had theirs; at least 10 seconds, so that it replays its corpus.
next_cap() {
  if [ -z "$budget" ]; then
    echo "$seconds"
    return
  fi
  local now=$SECONDS reserved=0 pid
  for pid in "${!cap_end[@]}"; do
    if [ "${cap_end[$pid]}" -gt "$now" ]; then reserved=$((reserved + cap_end[$pid] - now)); fi
  done
  local cap=$(((jobs * (deadline - now) - reserved) / ${#pending[@]}))
  if [ "$cap" -gt $((deadline - now)) ]; then cap=$((deadline - now)); fi
  if [ "$cap" -lt 10 ]; then cap=10; fi
  echo "$cap"
}

launch() {
  local harness=$1 cap
  cap=$(next_cap)
  mkdir -p "$scratch/corpus/$harness" "$scratch/artifacts/$harness"
  echo "::: $harness: up to ${runs:-unlimited} inputs, at most ${cap}s"
  # The processor time it used, beside the wall-clock time: on a busy machine, the difference.
  (
    TIMEFORMAT=%U
    time FUZZ_HARNESS=$harness "$bin/Fuzz" ${runs:+-runs="$runs"} -max_total_time="$cap" \
      -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 -dict="Corpus/$harness.dict" \
      -artifact_prefix="$scratch/artifacts/$harness/" "$scratch/corpus/$harness" \
      "Corpus/$harness" >"$logs/$harness.log" 2>&1
  ) 2>"$logs/$harness.cpu" &
  name_of[$!]=$harness
  cap_end[$!]=$((SECONDS + cap))
  started[$harness]=$SECONDS
  running=$((running + 1))
}

while [ ${#pending[@]} -gt 0 ] || [ "$running" -gt 0 ]; do
  while [ "$running" -lt "$jobs" ] && [ ${#pending[@]} -gt 0 ]; do
    launch "${pending[0]}"
    pending=("${pending[@]:1}")
  done
  finished=
  code=0
  wait -n -p finished || code=$?
  harness=${name_of[$finished]}
  unset "name_of[$finished]" "cap_end[$finished]"
  running=$((running - 1))
  elapsed[$harness]=$((SECONDS - started[$harness]))
  status[$harness]=$code
done

# libFuzzer's final statistics: executions and speed, and the last status line's coverage
# (edges), features and corpus size.
stat() { sed -n "s/^stat::$1: *//p" "$logs/$2.log" | tail -1; }
failures=0
capped=0
echo
printf '%-20s %-6s %10s %7s %5s %6s %6s %5s %5s\n' harness result executions exec/s cov ft corpus time cpu
for harness in "${harnesses[@]}"; do
  log="$logs/$harness.log"
  executed=$(stat number_of_executed_units "$harness")
  speed=$(stat average_exec_per_sec "$harness")
  coverage=$(grep -Eo 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+' "$log" | tail -1 || true)
  read -r _ cov _ ft _ corpus <<<"${coverage:-- - - - - -}"
  result=ok
  if [ "${status[$harness]}" -ne 0 ]; then
    result=FAILED
    failures=$((failures + 1))
  elif [ -n "$runs" ] && [ "${executed:-0}" -lt "$runs" ]; then
    result=capped
    capped=$((capped + 1))
  fi
  cpu=$(tail -1 "$logs/$harness.cpu" 2>/dev/null || true)
  printf '%-20s %-6s %10s %7s %5s %6s %6s %4ss %4ss\n' "$harness" "$result" "${executed:--}" \
    "${speed:--}" "$cov" "$ft" "$corpus" "${elapsed[$harness]}" "${cpu%.*}"
done
echo "$((SECONDS - start))s for ${#harnesses[@]} harnesses, $jobs at a time."
if [ "$capped" -gt 0 ]; then
  echo "note: $capped harness(es) stopped at their time cap before $runs inputs."
fi

for harness in "${harnesses[@]}"; do
  [ "${status[$harness]}" -eq 0 ] && continue
  log="$logs/$harness.log"
  echo >&2
  echo "error: $harness failed (exit status ${status[$harness]}); the end of Fuzzing/$log:" >&2
  grep -v -E '^#[0-9]+ +(NEW|REDUCE|pulse|RELOAD)' "$log" | tail -25 >&2
  artifact=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)
  if [ -n "$artifact" ]; then
    echo "Replay it with: (cd Fuzzing && swift run Fuzz $harness $artifact)" >&2
  fi
done
[ "$failures" -eq 0 ]
