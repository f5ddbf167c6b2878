#!/usr/bin/env bash
# Proves the interop scripts against the emulator:
#  1. write_every_kind.py writes every value kind and the guide's documents; read_and_check.py
#     checks each collection against the summary it printed;
#  2. documents written through REST with curl (selftest/rest-every.json, and a :commit with a
#     server timestamp) pass selftest/rest-expectations.json;
#  3. selftest/rest-expectations-wrong.json (13 deliberate mistakes) fails with exit 1 and 13
#     mismatch lines.
# Uses the running emulator (Scripts/firestore-emulator.sh host), or starts and stops one.
set -euo pipefail
cd "$(dirname "$0")/../.."

here=Scripts/firestore-python
project=demo-codable-transforms-selftest
py=$("$here/setup.sh" | tail -1)

work=$(mktemp -d)
started=
cleanup() {
  rm -rf "$work"
  if [ -n "$started" ]; then Scripts/firestore-emulator.sh stop; fi
}
trap cleanup EXIT
if ! host=$(Scripts/firestore-emulator.sh host 2>/dev/null); then
  started=1
  host=$(Scripts/firestore-emulator.sh start | tail -1)
  host=${host#FIRESTORE_EMULATOR_HOST=}
fi
export FIRESTORE_EMULATOR_HOST=$host
Scripts/firestore-emulator.sh reset "$project"

echo "::: 1. write_every_kind.py, then read_and_check.py on its summary"
"$py" "$here/write_every_kind.py" --project "$project" --collection every-kind >"$work/summary.json"
for collection in every-kind books programming-languages offices articles; do
  "$py" -c 'import json, sys; json.dump(json.load(open(sys.argv[1]))["written"][sys.argv[2]], sys.stdout)' \
    "$work/summary.json" "$collection" >"$work/$collection.json"
  printf '%-22s ' "$collection:"
  "$py" "$here/read_and_check.py" --project "$project" --collection "$collection" \
    --expect "$work/$collection.json"
done

echo "::: 2. documents written through REST pass"
base="http://$host/v1/projects/$project/databases/(default)/documents"
sed "s|projects/PROJECT/|projects/$project/|g" "$here/selftest/rest-every.json" |
  curl -sf -X PATCH "$base/rest-written/every" -H 'Content-Type: application/json' -d @- >/dev/null
curl -sf -X POST "$base:commit" -H 'Content-Type: application/json' -d @- >/dev/null <<EOF
{"writes": [{
  "update": {"name": "projects/$project/databases/(default)/documents/rest-written/stamped",
             "fields": {"title": {"stringValue": "Hello"}}},
  "updateTransforms": [{"fieldPath": "createdAt", "setToServerValue": "REQUEST_TIME"}]}]}
EOF
"$py" "$here/read_and_check.py" --project "$project" --collection rest-written \
  --expect "$here/selftest/rest-expectations.json"

echo "::: 3. wrong expectations fail"
status=0
"$py" "$here/read_and_check.py" --project "$project" --collection rest-written \
  --expect "$here/selftest/rest-expectations-wrong.json" 2>"$work/wrong.txt" || status=$?
cat "$work/wrong.txt"
mismatches=$(grep -c '^mismatch: ' "$work/wrong.txt" || true)
if [ "$status" -ne 1 ] || [ "$mismatches" -ne 13 ]; then
  echo "selftest: expected exit 1 with 13 mismatches, got exit $status with $mismatches" >&2
  exit 1
fi
echo "::: selftest passed"
