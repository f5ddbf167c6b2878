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
# (a harness that reaches --runs early leaves its share to the others), and a second round, in the
# time the first leaves, continues the harnesses that stopped at their cap; so the run ends within
# the budget even when a harness is slower than expected. The table adds up both rounds and marks
# a harness that still has fewer than --runs inputs.
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
# Per harness, over its rounds: inputs run, wall-clock seconds, processor milliseconds, the exit
# status and the last round's log.
declare -A executed elapsed cpu_ms status last_log
declare -A name_of cap_end started
for harness in "${harnesses[@]}"; do
  executed[$harness]=0 elapsed[$harness]=0 cpu_ms[$harness]=0 status[$harness]=0
done

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
  local harness=$1 cap log="$logs/$1.$round.log"
  cap=$(next_cap)
  local left=${runs:+$((runs - executed[$harness]))}
  mkdir -p "$scratch/corpus/$harness" "$scratch/artifacts/$harness"
  echo "::: $harness: up to ${left:-unlimited} inputs, at most ${cap}s"
  # The processor time it used, beside the wall-clock time: on a busy machine, the difference.
  (
    TIMEFORMAT=%3U
    time FUZZ_HARNESS=$harness "$bin/Fuzz" ${left:+-runs="$left"} -max_total_time="$cap" \
      -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 -dict="Corpus/$harness.dict" \
      -artifact_prefix="$scratch/artifacts/$harness/" "$scratch/corpus/$harness" \
      "Corpus/$harness" >"$log" 2>&1
  ) 2>"$log.cpu" &
  name_of[$!]=$harness
  cap_end[$!]=$((SECONDS + cap))
  started[$harness]=$SECONDS
  last_log[$harness]=$log
  running=$((running + 1))
}

# Runs the harnesses of `pending`, `jobs` at a time, and adds up what each did.
run_round() {
  running=0
  while [ ${#pending[@]} -gt 0 ] || [ "$running" -gt 0 ]; do
    while [ "$running" -lt "$jobs" ] && [ ${#pending[@]} -gt 0 ]; do
      if [ "$round" -gt 1 ] && [ $((deadline - SECONDS)) -lt 10 ]; then
        pending=()
        break
      fi
      launch "${pending[0]}"
      pending=("${pending[@]:1}")
    done
    [ "$running" -eq 0 ] && break
    local finished= code=0 harness log units time
    wait -n -p finished || code=$?
    harness=${name_of[$finished]}
    unset "name_of[$finished]" "cap_end[$finished]"
    running=$((running - 1))
    log=${last_log[$harness]}
    units=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    time=$(tail -1 "$log.cpu" 2>/dev/null || true)
    time=${time:-0.000}
    executed[$harness]=$((executed[$harness] + ${units:-0}))
    elapsed[$harness]=$((elapsed[$harness] + SECONDS - started[$harness]))
    cpu_ms[$harness]=$((cpu_ms[$harness] + 10#${time/./}))
    status[$harness]=$code
  done
}

round=1
pending=("${harnesses[@]}")
run_round
# A second round, in the time the first left, for the harnesses that stopped at their cap: they
# go on from the corpus they grew.
if [ -n "$runs" ] && [ -n "$budget" ]; then
  round=2
  pending=()
  for harness in "${harnesses[@]}"; do
    if [ "${status[$harness]}" -eq 0 ] && [ "${executed[$harness]}" -lt "$runs" ]; then
      pending+=("$harness")
    fi
  done
  if [ ${#pending[@]} -gt 0 ]; then run_round; fi
fi

# The table: inputs run and their rate over all rounds, then the last round's final coverage
# (edges), features and corpus size, as libFuzzer's last status line gives them.
failures=0
capped=0
echo
printf '%-20s %-6s %10s %7s %5s %6s %6s %5s %5s\n' harness result executions exec/s cov ft corpus \
  time cpu
for harness in "${harnesses[@]}"; do
  coverage=$(grep -Eo 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+' "${last_log[$harness]}" | tail -1 ||
    true)
  read -r _ cov _ ft _ corpus <<<"${coverage:-- - - - - -}"
  result=ok
  if [ "${status[$harness]}" -ne 0 ]; then
    result=FAILED
    failures=$((failures + 1))
  elif [ -n "$runs" ] && [ "${executed[$harness]}" -lt "$runs" ]; then
    result=capped
    capped=$((capped + 1))
  fi
  seconds_taken=${elapsed[$harness]}
  printf '%-20s %-6s %10s %7s %5s %6s %6s %4ss %4ss\n' "$harness" "$result" \
    "${executed[$harness]}" "$((executed[$harness] / (seconds_taken > 0 ? seconds_taken : 1)))" \
    "$cov" "$ft" "$corpus" "$seconds_taken" "$((cpu_ms[$harness] / 1000))"
done
echo "$((SECONDS - start))s for ${#harnesses[@]} harnesses, $jobs at a time."
if [ "$capped" -gt 0 ]; then
  echo "note: $capped harness(es) stopped at their time cap before $runs inputs" \
    "(see the cpu column: the machine was shared)."
fi

for harness in "${harnesses[@]}"; do
  [ "${status[$harness]}" -eq 0 ] && continue
  log=${last_log[$harness]}
  echo >&2
  echo "error: $harness failed (exit status ${status[$harness]}); the end of Fuzzing/$log:" >&2
  grep -v -E '^#[0-9]+ +(NEW|REDUCE|pulse|RELOAD)' "$log" | tail -25 >&2
  artifact=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)
  if [ -n "$artifact" ]; then
    echo "Replay it with: (cd Fuzzing && swift run Fuzz $harness $artifact)" >&2
  fi
done
[ "$failures" -eq 0 ]
