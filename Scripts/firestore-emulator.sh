#!/usr/bin/env bash
# Starts and stops a local Cloud Firestore emulator for the REST interop tests.
#
#   Scripts/firestore-emulator.sh start            # prints FIRESTORE_EMULATOR_HOST=127.0.0.1:PORT last
#   Scripts/firestore-emulator.sh host             # prints 127.0.0.1:PORT (exit 1 when none runs)
#   Scripts/firestore-emulator.sh reset [PROJECT]  # deletes every document of PROJECT
#   Scripts/firestore-emulator.sh stop             # stops exactly the emulator that `start` started
#   Scripts/firestore-emulator.sh run COMMAND...   # COMMAND with FIRESTORE_EMULATOR_HOST set
#
# `run` is the README's way to the emulator suites:
#   Scripts/firestore-emulator.sh run swift test --disable-xctest -q
# It starts an emulator, runs the command with FIRESTORE_EMULATOR_HOST set, stops the emulator
# however the command ends, and exits with the command's status; an emulator that `start`
# started before is used and left running.
#
# In CI:
#   host=$(Scripts/firestore-emulator.sh start | tail -1)   # FIRESTORE_EMULATOR_HOST=...
#   trap 'Scripts/firestore-emulator.sh stop' EXIT
#   export "$host"
#
# The emulator (`gcloud emulators firestore start`, Java 17) runs in its own session and process
# group (setsid) on a free loopback port. Its process group and port are recorded in
# .build-firestore-emulator/state, its output goes to .build-firestore-emulator/emulator.log.
# `stop` signals that process group only (TERM, then KILL after 15 s). The REST API needs no
# credentials: http://HOST/v1/projects/ANY/databases/(default)/documents/...
# PROJECT defaults to $FIRESTORE_PROJECT, then demo-codable-transforms.
set -euo pipefail
cd "$(dirname "$0")/.."

dir=.build-firestore-emulator
state=$dir/state
log=$dir/emulator.log
start_timeout=${FIRESTORE_EMULATOR_START_TIMEOUT:-120}
stop_timeout=15

usage() {
  echo "usage: $0 start | stop | host | reset [PROJECT] | run COMMAND..." >&2
  exit 2
}

# Reads the state file into $pgid and $port; returns 1 when there is none.
read_state() {
  [ -f "$state" ] || return 1
  pgid=$(sed -n 's/^pgid=//p' "$state")
  port=$(sed -n 's/^port=//p' "$state")
  [[ $pgid =~ ^[0-9]+$ && $pgid -gt 1 && $port =~ ^[0-9]+$ ]] || {
    echo "firestore-emulator: $state is malformed; removing it" >&2
    rm -f "$state"
    return 1
  }
}

# True while the recorded process group still has a process that is the emulator (guards
# against a recycled process group id).
group_alive() {
  pgrep -g "$pgid" -f firestore >/dev/null
}

free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'
}

answers() {
  curl -sf -o /dev/null --max-time 2 "http://127.0.0.1:$1/"
}

log_tail() {
  echo "--- last 40 lines of $log ---" >&2
  tail -n 40 "$log" >&2 || true
  echo "---" >&2
}

cmd_start() {
  if read_state; then
    if group_alive; then
      echo "firestore-emulator: already running at 127.0.0.1:$port (process group $pgid);" \
        "run '$0 stop' first" >&2
      exit 1
    fi
    echo "firestore-emulator: removing stale state (process group $pgid is gone)" >&2
    rm -f "$state"
  fi
  command -v gcloud >/dev/null || {
    echo "firestore-emulator: gcloud is not installed" >&2
    exit 1
  }
  mkdir -p "$dir"
  port=$(free_port)
  : >"$log"
  # setsid makes the shell the leader of a new session and process group, so its pid is the
  # group id; it then execs gcloud, which spawns the emulator's bash wrapper and java.
  # No inherited stdout: `start | tail -1` must not wait for the emulator.
  rm -f "$dir/pid"
  setsid bash -c 'echo $$ >"$1"; exec gcloud emulators firestore start --host-port="127.0.0.1:$2"' \
    _ "$dir/pid" "$port" </dev/null >>"$log" 2>&1 &
  for _ in $(seq 1 50); do
    [ -s "$dir/pid" ] && break
    sleep 0.1
  done
  pgid=$(cat "$dir/pid" 2>/dev/null || true)
  rm -f "$dir/pid"
  [[ $pgid =~ ^[0-9]+$ ]] || {
    echo "firestore-emulator: the emulator did not start" >&2
    log_tail
    exit 1
  }
  printf 'pgid=%s\nport=%s\n' "$pgid" "$port" >"$state"
  echo "firestore-emulator: starting on 127.0.0.1:$port (process group $pgid, log $log)" >&2

  local waited=0
  until answers "$port"; do
    if ! group_alive; then
      echo "firestore-emulator: the emulator exited before it answered" >&2
      log_tail
      rm -f "$state"
      exit 1
    fi
    if [ "$waited" -ge "$start_timeout" ]; then
      echo "firestore-emulator: no answer from http://127.0.0.1:$port/ after ${start_timeout} s" >&2
      log_tail
      cmd_stop >&2
      exit 1
    fi
    if [ $((waited % 5)) -eq 0 ]; then
      echo "firestore-emulator: waiting for http://127.0.0.1:$port/ (${waited} s)" >&2
    fi
    sleep 1
    waited=$((waited + 1))
  done
  echo "firestore-emulator: ready after ${waited} s" >&2
  echo "FIRESTORE_EMULATOR_HOST=127.0.0.1:$port"
}

cmd_stop() {
  if ! read_state; then
    echo "firestore-emulator: nothing recorded in $state; nothing to stop"
    return 0
  fi
  if group_alive; then
    kill -TERM -- "-$pgid" 2>/dev/null || true
    local waited=0
    while group_alive && [ "$waited" -lt $((stop_timeout * 10)) ]; do
      sleep 0.1
      waited=$((waited + 1))
    done
    if group_alive; then
      echo "firestore-emulator: process group $pgid ignored TERM for ${stop_timeout} s; killing it"
      kill -KILL -- "-$pgid" 2>/dev/null || true
      sleep 0.5
    fi
    echo "firestore-emulator: stopped 127.0.0.1:$port (process group $pgid)"
  else
    echo "firestore-emulator: process group $pgid had already exited"
  fi
  rm -f "$state"
}

cmd_host() {
  if read_state && group_alive; then
    echo "127.0.0.1:$port"
  else
    echo "firestore-emulator: no emulator is running (see '$0 start')" >&2
    exit 1
  fi
}

cmd_reset() {
  local project=${1:-${FIRESTORE_PROJECT:-demo-codable-transforms}}
  local host
  host=$(cmd_host)
  curl -sf -X DELETE -o /dev/null \
    "http://$host/emulator/v1/projects/$project/databases/(default)/documents" || {
    echo "firestore-emulator: reset of project $project at $host failed" >&2
    exit 1
  }
  echo "firestore-emulator: deleted every document of project $project at $host"
}

cmd_run() {
  [ $# -ge 1 ] || usage
  local host
  if read_state && group_alive; then
    host=127.0.0.1:$port
    echo "firestore-emulator: using the emulator at $host (process group $pgid)" >&2
  else
    host=$(cmd_start | tail -1)
    host=${host#FIRESTORE_EMULATOR_HOST=}
    trap 'cmd_stop >&2' EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
  fi
  FIRESTORE_EMULATOR_HOST=$host "$@"
}

[ $# -ge 1 ] || usage
case $1 in
  start) cmd_start ;;
  stop) cmd_stop ;;
  host) cmd_host ;;
  reset) cmd_reset "${2:-}" ;;
  run) shift && cmd_run "$@" ;;
  *) usage ;;
esac
