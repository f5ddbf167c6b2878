#!/usr/bin/env bash
# Creates .venv-firestore at the repository root (when missing, or when requirements.txt is not
# satisfied), installs requirements.txt quietly, and prints the venv's python on the last line.
#
#   py=$(Scripts/firestore-python/setup.sh | tail -1)
#   "$py" Scripts/firestore-python/write_every_kind.py --collection every-kind
#
# $PYTHON chooses the interpreter that creates the venv (default python3, 3.9 or later).
# $VENV and $REQUIREMENTS choose another venv and requirements file (Scripts/google-auth/setup.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."

venv=${VENV:-.venv-firestore}
requirements=${REQUIREMENTS:-Scripts/firestore-python/requirements.txt}

if [ ! -x "$venv/bin/python" ]; then
  echo "setup: creating $venv with ${PYTHON:-python3}" >&2
  "${PYTHON:-python3}" -m venv "$venv"
fi

# Every `name==version` line of the requirements must be installed at exactly that version.
satisfied() {
  "$venv/bin/python" - "$requirements" <<'PY'
import importlib.metadata as metadata, re, sys
for line in open(sys.argv[1], encoding="utf-8"):
    line = line.split("#", 1)[0].strip()
    if not line:
        continue
    match = re.fullmatch(r"([A-Za-z0-9_.\-]+)==([^\s;]+)", line)
    if not match:
        sys.exit(f"setup: unsupported requirement {line!r} (only name==version)")
    name, version = match.groups()
    try:
        installed = metadata.version(name)
    except metadata.PackageNotFoundError:
        sys.exit(1)
    if installed != version:
        sys.exit(1)
PY
}

if ! satisfied; then
  echo "setup: installing $requirements into $venv" >&2
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements"
  satisfied || {
    echo "setup: $requirements is still not satisfied after pip install" >&2
    exit 1
  }
fi
echo "$PWD/$venv/bin/python"
